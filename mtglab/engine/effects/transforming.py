"""Transforming a permanent and its "transforms into" triggers (CR 701.27a, 701.27e).

:func:`~mtglab.engine.characteristics.faces.transform` turns a double-faced permanent
over; :func:`transform_permanent` does so and, when it turned, offers the event to every
triggered ability: "whenever this creature transforms into ~" sees the permanent with the
face it transformed into, immediately after (701.27e) — an ability of that face.
"""

from __future__ import annotations

from mtglab.cards.ability import TriggerEvent
from mtglab.engine.characteristics.faces import transform
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState

__all__ = ["transform_permanent"]


def transform_permanent(state: GameState, pid: int) -> GameState:
    """Transform ``pid`` (701.27a); if it turned over, "transforms into" abilities
    trigger, seeing it as it is right after (701.27e)."""
    before = state.permanents[pid].base
    state = transform(state, pid)
    perm = state.permanents.get(pid)
    if perm is None or perm.base == before:  # nothing happened (701.27c-d)
        return state
    return offer(state, Event(TriggerEvent.TRANSFORMS, pid, perm.controller))
