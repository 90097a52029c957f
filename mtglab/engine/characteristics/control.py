"""Control changes and the summoning-sickness rule (CR 302.6, 613.1b).

Who controls a permanent is a characteristic computed in layer 2 (Control Magic, Act of
Treason). When it changes, the permanent has not been under its new controller's
control continuously since their most recent turn began (302.6): its
``controlled_since_turn_start`` becomes False until that player's next turn begins, and
it has come under their control since the beginning of their last upkeep (702.30a) until
two of their upkeeps have begun (:func:`upkeep_begins`).
:func:`track_control` notices the change after each action by comparing the computed
controller with the one the flag speaks of (``PermanentState.seen_controller``).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import RECENT_CONTROL, GameState
from mtglab.engine.wording import does, possessive

__all__ = ["track_control", "upkeep_begins"]


def track_control(state: GameState, *, reset: bool = True) -> GameState:
    """The state with every change of control since the last call taken into account.

    ``reset=True`` (after an action): a permanent whose controller changed is no longer
    controlled since its controller's turn began (302.6), and the change is logged.
    ``reset=False`` (board set-up): the flag is left as the user gave it, for the
    controller the permanent has now.
    """
    chars = characteristics_of(state)
    changed = [(pid, chars[pid].controller) for pid, perm in state.permanents.items()
               if chars[pid].controller != (perm.seen_controller or perm.controller)]
    for pid, now in changed:
        perm = state.permanents[pid]
        seen = None if now == perm.controller else now
        if not reset:
            state = state.with_permanent(replace(perm, seen_controller=seen))
            continue
        state = state.with_permanent(replace(perm, seen_controller=seen,
                                             controlled_since_turn_start=False,
                                             recent_control=RECENT_CONTROL))
        state = state.logged("control", chars[pid].name,
                             f"{does(now, 'controls')} it now, not continuously since "
                             f"{possessive(now)} most recent turn began", "613.1b, 302.6")
    return state


def upkeep_begins(state: GameState, player: str) -> GameState:
    """``player``'s upkeep begins (503.1): each permanent they control is one upkeep
    further from having come under their control since the beginning of their last
    upkeep (echo's condition, 702.30a) — counted before the upkeep's abilities trigger,
    so that "their last upkeep" is then this one's predecessor."""
    chars = characteristics_of(state)
    return state.with_permanents(
        replace(p, recent_control=p.recent_control - 1)
        for pid, p in state.permanents.items()
        if p.recent_control and chars[pid].controller == player)
