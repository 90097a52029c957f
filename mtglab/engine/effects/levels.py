"""A Class gaining a level (CR 716.2a): "[Cost]: This Class's level becomes N"."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.levels import BecomeLevel
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["become_level"]


def become_level(state: GameState, e: BecomeLevel, res: Resolution
                 ) -> tuple[GameState, Resolution]:
    """716.2a-b: the source's level becomes N (a designation, not counters: 702.87c),
    and its "when this Class becomes level N" abilities trigger (603.2); one that has
    left the battlefield gets nothing (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    state = state.with_permanent(replace(perm, level=e.level))
    state = state.logged("effect", res.source_name, f"becomes level {e.level}", "716.2a")
    return offer(state, Event(TriggerEvent.BECOMES_LEVEL, perm.id, perm.controller,
                              amount=e.level)), res
