"""The checks of the condition kinds of :class:`~mtglab.cards.conditionkinds.
MoreCondition` (CR 608.2c, 603.4, 611.3a): part of the one evaluator,
:func:`mtglab.engine.characteristics.conditions.holds`, which looks them up in
:data:`MORE_CHECKS`.

>>> from mtglab.cards.effects import Condition
>>> from mtglab.engine.characteristics.selectors import SelectContext
>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> _attacked_total_power(s, Condition("attacked_total_power", count=6),
...                       SelectContext(None, "you"), {}, None)
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from mtglab.cards.conditionkinds import MoreCondition
from mtglab.cards.effects import Condition, Selector
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.characteristics.startinglife import STARTING_LIFE_CHECKS
from mtglab.engine.state import GameState

__all__ = ["MORE_CHECKS"]


def _player_controls_none(state: GameState, cond: Condition, ctx: SelectContext,
                          looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If a player controls no creatures": some player still in the game (104.3)
    controls no permanent of the kind (their current controller, 108.4)."""
    sel = cond.selector or Selector()
    owners = set()
    for pid, look in looks.items():
        perm = state.permanents.get(pid)
        if perm is not None and matches(sel, pid, look, ctx, tapped=perm.tapped,
                                        is_token=perm.is_token,
                                        counters=dict(perm.counters)):
            owners.add(look.controller)
    return any(p.name not in owners for p in state.players if not p.lost)


def _attacked_total_power(state: GameState, cond: Condition, ctx: SelectContext,
                          looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If you attacked with creatures with total power 6 or greater this combat": the
    creatures you control that are attacking (declared as attackers this combat, 508.1a,
    and still in combat, 506.4), their current powers added (208.1; a negative power
    adds nothing, 107.1b)."""
    total = sum(max(0, looks[pid].power or 0) for pid, perm in state.permanents.items()
                if perm.attacking is not None and pid in looks
                and looks[pid].controller == ctx.controller)
    return total >= cond.count


_Check = Callable[[GameState, Condition, SelectContext, Mapping[int, Any], str | None],
                  bool | None]

#: the kinds of :class:`MoreCondition` -> their checks
MORE_CHECKS: Final[dict[str, _Check]] = {
    MoreCondition.PLAYER_CONTROLS_NONE: _player_controls_none,
    MoreCondition.ATTACKED_TOTAL_POWER: _attacked_total_power,
    **STARTING_LIFE_CHECKS,  # 119.1 (grammar/starting_life.lark)
}

