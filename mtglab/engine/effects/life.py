"""Losing life (CR 119.3, 119.4, 120.3a): the one place a player's life goes down, counted
as life lost this turn (for "if you lost life this turn") and offered to "whenever you
lose life" abilities (603.2) and to speed's inherent ability (702.179d)."""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.ability import TriggerEvent
from mtglab.engine.game.speed import speed_trigger
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState

__all__ = ["lose_life"]


def lose_life(state: GameState, player: str, n: int) -> GameState:
    """``player`` loses ``n`` life (damage 119.2 / 120.3a, an effect 119.3, life paid
    119.4), counted as life lost this turn and offered to "whenever you lose life"
    (603.2). Losing 0 life is no loss."""
    if n <= 0:
        return state
    p = state.player(player)
    state = state.with_player(replace(p, life=p.life - n, life_lost=p.life_lost + n))
    state = offer(state, Event(TriggerEvent.LOSE_LIFE, player=player, amount=n))  # 603.2
    return speed_trigger(state, player)  # speed's inherent ability (702.179d)
