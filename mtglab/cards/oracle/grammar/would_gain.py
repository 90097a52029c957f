"""Transformer rules for replacement effects of static abilities on gaining life
(``would_gain.lark``, CR 614.1a): "If you would gain life, you gain that much life plus 1
instead" into a :class:`~mtglab.cards.lifereplacement.LifeGainInstead`."""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args

from mtglab.cards.instructions import Who
from mtglab.cards.lifereplacement import LifeGainInstead

__all__ = ["LifeGainRules"]


@v_args(inline=True)
class LifeGainRules(Transformer[Any, Any]):
    """Builds :class:`LifeGainInstead` records (mixed into the parser's transformer)."""

    def s_life_gain_instead(self, who: Who, instead: LifeGainInstead) -> LifeGainInstead:
        return LifeGainInstead(who, instead.times, instead.plus, instead.loses)

    def lg_you(self) -> Who:
        return Who.YOU

    def lg_opponent(self) -> Who:
        return Who.EACH_OPPONENT

    def lg_player(self) -> Who:
        return Who.EACH_PLAYER

    def gi_plus(self, n: int) -> LifeGainInstead:
        return LifeGainInstead(Who.YOU, plus=n)

    def gi_twice(self) -> LifeGainInstead:
        return LifeGainInstead(Who.YOU, times=2)

    def gi_none(self) -> LifeGainInstead:
        return LifeGainInstead(Who.YOU, times=0)

    def gi_loses(self) -> LifeGainInstead:
        return LifeGainInstead(Who.YOU, loses=True)
