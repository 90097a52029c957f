"""Transformer rules for planeswalkers' lines (``loyalty.lark``, CR 306, 606, 114, 903.3a).

Each method is named after the grammar alias it builds. A method that raises
``ValueError`` rejects the reading (the line is then unsupported, the part named).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, Cost
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.planeswalkers import CanBeCommander, GetEmblem
from mtglab.cards.vocabulary import AmountKind, CostKind

__all__ = ["LoyaltyRules", "emblem_line", "loyalty_cost"]

_THIS_EMBLEM = re.compile(r"\bthis emblem\b", re.IGNORECASE)
#: an ability quoted inside the quoted ability ("Swamps you control have '{T}: Add
#: {B}{B}{B}{B}.'"): single quotes after a space, closed before a space, a period or the end
_INNER_QUOTE = re.compile(r"(?<=\s)'(.+?)'(?=$|[\s.,;])")


def loyalty_cost(symbol: str) -> Cost:
    """The cost a loyalty symbol stands for (CR 606.4): ``Cost("loyalty")`` whose amount
    is signed — positive puts that many loyalty counters on the permanent, negative
    removes them, 0 does neither; "-X", the only X printed in a loyalty symbol, is an
    ``"x"`` amount of value -1 (X chosen as it is activated, 107.3a).

    >>> loyalty_cost("+1").amount.value, loyalty_cost("−X").amount.kind
    (1, <AmountKind.X: 'x'>)
    """
    text = symbol.strip().strip("[]").replace("−", "-").upper()
    sign = -1 if text.startswith("-") else 1
    digits = text.lstrip("+-")
    if digits == "X" and sign < 0:
        return Cost(CostKind.LOYALTY, amount=Amount(AmountKind.X, sign), counter="loyalty")
    if not digits.isdigit():
        raise ValueError(f"not a loyalty symbol: {symbol!r}")
    return Cost(CostKind.LOYALTY, amount=Amount.fixed(sign * int(digits)), counter="loyalty")


def emblem_line(quoted: str) -> str:
    """The line of one quoted ability of an emblem, as the parser reads it: "this emblem"
    is the emblem itself (~), an ability quoted inside it in double quotes.

    >>> emblem_line('"Whenever you cast a spell, this emblem deals 5 damage to any target."')
    'Whenever you cast a spell, ~ deals 5 damage to any target.'
    """
    line = _INNER_QUOTE.sub(r'"\1"', _THIS_EMBLEM.sub("~", quoted.strip()[1:-1].strip()))
    return line[:1].upper() + line[1:]


@v_args(inline=True)
class LoyaltyRules(Transformer[Token, Any]):
    """The planeswalker part of the parser's transformer (mixed into ``_ToData``)."""

    def cost_loyalty(self, tok: Token) -> Cost:
        return loyalty_cost(str(tok))


    def emblem_abilities(self, *quoted: Token) -> tuple[Any, ...]:
        return tuple(whole(self)._quoted_ability(emblem_line(str(q))) for q in quoted)

    def v_emblem(self, *items: Any) -> Callable[[Any], GetEmblem]:
        abilities = next(i for i in items if isinstance(i, tuple))

        def get(subject: Any) -> GetEmblem:
            if subject.players is None:
                raise ValueError("an object where a player is meant")
            return GetEmblem(subject.players, abilities)

        return get

    def can_be_commander(self, _self: Token) -> CanBeCommander:
        return CanBeCommander()
