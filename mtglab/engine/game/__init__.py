"""The game's structure: turns and steps (CR 500-514), combat (506-511), zones (400), state-
based actions (704), playing lands (305) and the turn's history.
"""
