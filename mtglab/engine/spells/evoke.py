"""Evoke's triggered ability (CR 702.74a): "When this permanent enters, if its evoke cost
was paid, its controller sacrifices it."

Evoke's first ability is an alternative cost (118.9, chosen with ``alternative="evoke"``,
:mod:`mtglab.engine.spells.alternativecosts`); the spell remembers it was paid. As its
permanent enters, :func:`evoked_sacrifice` sets off the second ability — built here
from its records (a sacrifice of itself), never from text — waiting to go on the stack
with the permanent's other enters abilities (603.3); its intervening "if" held as it
triggered, and what the cost paid can't change (603.4).
"""

from __future__ import annotations

from typing import Any

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.castcosts import EVOKE
from mtglab.cards.effects import SacrificeSelf
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.spells.alternativecosts import ALTERNATIVE_PAID
from mtglab.engine.state import GameState, StackItem

__all__ = ["evoked_sacrifice"]

#: evoke's triggered ability (702.74a), the same for every card
_SACRIFICE: tuple[Any, ...] = (SacrificeSelf(),)
_EVOKED: Ability = Ability("When this permanent enters, if its evoke cost was paid, its "
                           "controller sacrifices it.", AbilityKind.TRIGGERED, True,
                           trigger=Trigger(TriggerEvent.ENTERS), effects=_SACRIFICE,
                           keywords=(EVOKE,))


def evoked_sacrifice(state: GameState, item: StackItem, pid: int) -> GameState:
    """The permanent ``pid`` has entered from the spell ``item``: if its evoke cost was
    paid, evoke's triggered ability triggers (702.74a, 603.6a)."""
    if dict(item.paid).get(ALTERNATIVE_PAID) != EVOKE or pid not in state.permanents:
        return state
    trigger = PendingTrigger(pid, item.name, item.controller, _EVOKED, "enters")
    state = state.evolve(pending_triggers=(*state.pending_triggers, trigger))
    return state.logged("trigger", item.name, f"{_EVOKED.text!r} triggers: its evoke cost "
                        "was paid", "702.74a, 603.6a")
