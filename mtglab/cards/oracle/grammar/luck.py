"""Transformer rules for ``grammar/luck.lark``: flipping a coin (CR 705), rolling a die
(706). Records:
:mod:`mtglab.cards.chance`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.chance import FlipCoin, RollTheDie
from mtglab.cards.effects import Amount
from mtglab.cards.instructions import IfYouDo
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.instructions import Many
from mtglab.cards.vocabulary import AmountKind

__all__ = ["ChanceRules"]


def _items(inner: Any) -> tuple[Any, ...]:
    return tuple(inner.items if isinstance(inner, Many) else (inner,))


@v_args(inline=True)
class ChanceRules(Transformer[Token, Any]):
    """The transformer rules of ``luck.lark`` (mixed into the parser's)."""

    def i_flip_coin(self) -> FlipCoin:
        """ "flip a coin" (705.1)."""
        return FlipCoin()

    def i_roll_die(self, tok: Token) -> RollTheDie:
        """ "Roll a six-sided die", "roll a d20" (706.1)."""
        words = str(tok).lower()
        return RollTheDie(6 if "six-sided" in words else int(words.rsplit("d", 1)[1]))

    def amount_die_result(self) -> Amount:
        """ "The result": the number the die just rolled came up (706.2, 608.2c)."""
        return Amount(AmountKind.THAT_MUCH, 0)

    def if_win_flip(self, _tok: Token, *clauses: Any) -> IfYouDo:
        """ "If you win the flip, ..." (705.2): done only if the flip was won."""
        return IfYouDo(_items(whole(self).effect(*clauses)))

    def if_lose_flip(self, _tok: Token, *clauses: Any) -> IfYouDo:
        """ "If you lose the flip, ..." (705.2): done only if it was lost."""
        return IfYouDo(_items(whole(self).effect(*clauses)), done=False)

