"""Transformer rules for ``grammar/happened.lark``: conditions on what happened this turn
(CR 608.2c, 603.4), read into :class:`~mtglab.cards.effects.Condition` kinds that the
engine checks from the players' turn histories (``engine/game/history.py``)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Condition
from mtglab.cards.statics import StaticCondition

__all__ = ["HappenedRules"]


@v_args(inline=True)
class HappenedRules(Transformer[Token, Any]):
    """The transformer rules of ``happened.lark`` (mixed into the parser's)."""

    def h_you_lost_life(self) -> Condition:
        """ "if you lost life this turn" (119.3: damage, payments and effects alike)."""
        return Condition("life_lost_this_turn")

    def h_you_didnt_lose_life(self) -> Condition:
        return Condition("life_lost_this_turn", negate=True)

    def h_gained_or_lost_life(self) -> Condition:
        """ "if you gained or lost life this turn" (119.3, 119.9)."""
        return Condition("any", conditions=(Condition("gained_life_this_turn"),
                                            Condition("life_lost_this_turn")))

    def h_player_lost_life(self, n: int) -> Condition:
        """ "if a player lost 4 or more life this turn": one player, you included."""
        return Condition("player_lost_life_this_turn", count=n)

    def h_opponent_lost_life(self, n: int) -> Condition:
        """ "if an opponent lost 3 or more life this turn": one opponent, that much."""
        return Condition("opponent_lost_life_this_turn", count=n)

    def h_creatures_died(self, n: int, _tok: Token) -> Condition:
        """ "if two or more creatures died this turn" (700.4), every player's together."""
        return Condition("creature_died_this_turn", count=n)

    def h_no_creatures_died(self, _tok: Token) -> Condition:
        return Condition("creature_died_this_turn", negate=True)

    def h_no_creatures_attacked(self, _tok: Token) -> Condition:
        """ "if no creatures attacked this turn": none was declared an attacker by any
        player (508.1a)."""
        return Condition("creatures_attacked_this_turn", negate=True)

    def h_attacked_with_creature(self) -> Condition:
        """ "if you attacked with a creature this turn": the raid wording (508.1a)."""
        return Condition("attacked_this_turn")

    def h_didnt_attack(self) -> Condition:
        return Condition("attacked_this_turn", negate=True)

    def h_didnt_cast(self) -> Condition:
        """ "if you didn't cast a spell this turn" (601.2i)."""
        return Condition(StaticCondition.SPELLS_CAST, negate=True)

    def h_didnt_play_land(self) -> Condition:
        """ "if you didn't play a land this turn" (305.2)."""
        return Condition("played_land", negate=True)
