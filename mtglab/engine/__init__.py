"""The rules engine: pure functions over an immutable game state.

Zones, layers (613), events and replacement effects (614, 616), costs, activation,
triggers, "could produce" (106.7), copies (707), X (107.3), turns and state-based actions.
Nothing here imports pandas, a display library, the analysis layer or the Board facade.
"""
