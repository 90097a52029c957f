"""Transformer rules for ``grammar/starting_life.lark``: conditions comparing a life
total with the player's starting life total (CR 119.1, 103.4), read into
:class:`~mtglab.cards.effects.Condition` records of the kinds
:attr:`~mtglab.cards.conditionkinds.MoreCondition.LIFE_OVER_START` and its kin, checked
by :mod:`mtglab.engine.characteristics.startinglife`.

``count`` says how far from the starting life total: "at least 7 life more than" is
``LIFE_OVER_START`` 7, "greater than" 1, "greater than or equal to" 0; "less than" is
``LIFE_OVER_START`` 0 negated. "Half" compares twice the life total with the starting
one: "less than or equal to half" is ``LIFE_HALF_START`` 0, "less than half" 1.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.conditionkinds import MoreCondition
from mtglab.cards.effects import Condition

__all__ = ["StartingLifeRules"]


@v_args(inline=True)
class StartingLifeRules(Transformer[Token, Any]):
    """The transformer rules of ``starting_life.lark`` (mixed into the parser's)."""

    def ls_at_most_half(self, *_: Any) -> Condition:
        """"your life total is less than or equal to half your starting life total":
        twice your life total is at most the starting one (no rounding, 119.1)."""
        return Condition(MoreCondition.LIFE_HALF_START, count=0)

    def ls_below_half(self, *_: Any) -> Condition:
        """"your life total is less than half your starting life total"."""
        return Condition(MoreCondition.LIFE_HALF_START, count=1)

    def ls_below(self, *_: Any) -> Condition:
        """"your life total is less than your starting life total": not at least it."""
        return Condition(MoreCondition.LIFE_OVER_START, count=0, negate=True)

    def ls_above(self, *_: Any) -> Condition:
        """"your life total is greater than your starting life total": 1 or more above."""
        return Condition(MoreCondition.LIFE_OVER_START, count=1)

    def ls_not_below(self, *_: Any) -> Condition:
        """"... greater than or equal to your starting life total": 0 or more above."""
        return Condition(MoreCondition.LIFE_OVER_START, count=0)

    def ls_more_by(self, n: int, *_: Any) -> Condition:
        """"you have at least 7 life more than your starting life total"."""
        return Condition(MoreCondition.LIFE_OVER_START, count=n)

    def ls_opponent_below_half(self, *_: Any) -> Condition:
        """"an opponent's life total is less than half their starting life total": one
        opponent's own life total and starting life total compared."""
        return Condition(MoreCondition.OPPONENT_LIFE_HALF_START, count=1)
