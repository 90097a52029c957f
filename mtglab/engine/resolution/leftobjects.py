"""What a leaves-the-battlefield trigger remembers of the object it is about (CR 400.7,
400.7e, 603.6e, 603.10a, 608.2h).

A permanent that leaves the battlefield becomes a new object (400.7). The abilities that
triggered on it leaving keep two things of it while they wait for the stack: how it last
existed on the battlefield (its last known information, 608.2h: "it deals damage equal to
its power") and, when it went to a public zone, the new object it became there (400.7e,
603.6e: "exile it", "return it to its owner's hand" find the card in the graveyard).
:mod:`mtglab.engine.effects.referents` reads them as the ability resolves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.cards.ability import TriggerEvent
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState

__all__ = ["LEFT_EVENTS", "PUBLIC_ZONES", "found_in", "is_about", "remember_left"]

#: the events of an object leaving the battlefield, whose abilities look back (603.10a)
LEFT_EVENTS: Final = frozenset({
    TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD,
    TriggerEvent.CREATURE_DIES, TriggerEvent.OTHER_LEAVES, TriggerEvent.OTHER_GRAVEYARD,
    TriggerEvent.ATTACHED_DIES, TriggerEvent.ATTACHED_LEAVES, TriggerEvent.EXILED,
    TriggerEvent.OTHER_EXILED})
#: the zones in which a trigger can find the new object (400.7e: public zones only)
PUBLIC_ZONES: Final = frozenset({"graveyard", "exile"})


def is_about(p: PendingTrigger, pid: int) -> bool:
    """Whether the waiting ability ``p`` triggered on the permanent ``pid`` leaving the
    battlefield: its own "when ~ dies / leaves" (its source) or another's "whenever a
    creature dies" naming it (603.10a)."""
    if p.event not in LEFT_EVENTS:
        return False
    return p.that_id == pid if p.that_id is not None else p.source_id == pid


def remember_left(state: GameState, pid: int, looks: Characteristics) -> GameState:
    """The permanent ``pid`` has just left the battlefield looking like ``looks``: each
    ability waiting that triggered on it keeps that as its last known information
    (608.2h)."""
    if not any(is_about(p, pid) for p in state.pending_triggers):
        return state
    return state.evolve(pending_triggers=tuple(
        replace(p, left_looks=looks) if is_about(p, pid) and p.left_looks is None else p
        for p in state.pending_triggers))


def found_in(state: GameState, pid: int, card_id: int, zone: str) -> GameState:
    """The permanent ``pid`` became the card ``card_id`` in ``zone``: each ability waiting
    that triggered on it leaving can find that card there if the zone is public (400.7e,
    603.6e); in a hand or library it finds nothing."""
    if zone not in PUBLIC_ZONES or not any(is_about(p, pid) for p in state.pending_triggers):
        return state
    return state.evolve(pending_triggers=tuple(
        replace(p, left_as=(card_id, zone)) if is_about(p, pid) and p.left_as is None
        else p for p in state.pending_triggers))
