"""Delayed triggered abilities waiting for an object to leave the battlefield (CR 603.7c).

"{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the
battlefield this turn, sacrifice ~." (Kjeldoran Elite Guard): the resolving ability
records a :class:`~mtglab.engine.resolution.delayed.DelayedTrigger` naming the creature
(its ``that``); when that permanent leaves the battlefield (dies: goes to a graveyard
from it, 700.4) the same turn, the delayed trigger triggers once (603.7c) and waits to go
on the stack like any triggered ability (603.3). Kept apart from
:mod:`~mtglab.engine.resolution.delayed` because leaving the battlefield
(:func:`mtglab.engine.game.zones.leave_battlefield`) asks it.
"""

from __future__ import annotations

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import LEAVING_MOMENTS
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState

__all__ = ["delayed_by_leaving"]


def delayed_by_leaving(state: GameState, pid: int, *, died: bool,
                       looks: Characteristics | None = None) -> GameState:
    """The permanent ``pid`` has left the battlefield (``died``: into a graveyard, as a
    creature, 700.4) looking like ``looks``: the delayed triggers of this turn waiting
    for it trigger (603.7c) and are used up, each keeping how it last existed ("its
    controller", 608.2h)."""
    due = [d for d in state.delayed if d.when in LEAVING_MOMENTS and d.that == pid and
           d.turn == state.turn and (died or d.when == "that_leaves_this_turn")]
    if not due:
        return state
    state = state.evolve(delayed=tuple(d for d in state.delayed if d not in due))
    for d in due:
        what = "dies" if d.when == "that_dies_this_turn" else "leaves the battlefield"
        ability = Ability(f"When that creature {what} this turn ({d.source_name}'s "
                          "delayed trigger).", AbilityKind.TRIGGERED, True,
                          effects=d.effects, trigger=Trigger(TriggerEvent.DELAYED))
        pending = PendingTrigger(d.source_id, d.source_name, d.controller, ability,
                                 TriggerEvent.DELAYED, that_id=pid, left_looks=looks)
        state = state.evolve(pending_triggers=(*state.pending_triggers, pending))
        state = state.logged("trigger", d.source_name, f"that creature {what}: its delayed "
                             "trigger triggers", "603.7c, 603.2")
    return state
