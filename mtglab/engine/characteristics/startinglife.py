"""The checks of the conditions comparing a life total with the starting life total (CR
119.1, 103.4): "as long as your life total is less than or equal to half your starting
life total", "if you have at least 7 life more than your starting life total". Part of
the one evaluator, :func:`mtglab.engine.characteristics.conditions.holds` (through
:data:`~mtglab.engine.characteristics.moreconditions.MORE_CHECKS`).

>>> from mtglab.cards.effects import Condition
>>> from mtglab.engine.characteristics.selectors import SelectContext
>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you", 10), PlayerState("opponent")), active="you")
>>> _half(s, Condition("life_half_start", count=0), SelectContext(None, "you"), {}, None)
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from mtglab.cards.conditionkinds import MoreCondition
from mtglab.cards.effects import Condition
from mtglab.engine.characteristics.selectors import SelectContext
from mtglab.engine.state import GameState, PlayerState

__all__ = ["STARTING_LIFE_CHECKS"]


def _at_most_half(p: PlayerState, margin: int) -> bool:
    """Twice ``p``'s life total is at most their starting life total less ``margin`` (0:
    "less than or equal to half", 1: "less than half"; no rounding)."""
    return 2 * p.life <= p.starting_life - margin


def _over(state: GameState, cond: Condition, ctx: SelectContext,
          looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"You have at least N life more than your starting life total" (119.1): the
    condition's controller's life total, ``count`` or more above the one they began the
    game with (103.4)."""
    p = state.player(ctx.controller)
    return p.life - p.starting_life >= cond.count


def _half(state: GameState, cond: Condition, ctx: SelectContext,
          looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"Your life total is less than or equal to half your starting life total"."""
    return _at_most_half(state.player(ctx.controller), cond.count)


def _opponent_half(state: GameState, cond: Condition, ctx: SelectContext,
                   looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"An opponent's life total is less than half their starting life total": one
    opponent still in the game (104.3), by their own starting life total."""
    return any(_at_most_half(state.player(o), cond.count)
               for o in state.opponents(ctx.controller) if not state.player(o).lost)


_Check = Callable[[GameState, Condition, SelectContext, Mapping[int, Any], str | None],
                  bool | None]

#: the kinds of the starting-life conditions -> their checks
STARTING_LIFE_CHECKS: Final[dict[str, _Check]] = {
    MoreCondition.LIFE_OVER_START: _over,
    MoreCondition.LIFE_HALF_START: _half,
    MoreCondition.OPPONENT_LIFE_HALF_START: _opponent_half,
}
