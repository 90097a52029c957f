"""Transformer rules for planeswalkers' lines (``loyalty.lark``, CR 306, 606, 114, 903.3a).

Each method is named after the grammar alias it builds. A method that raises
``ValueError`` rejects the reading (the line is then unsupported, the part named).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, Cost
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.planeswalkers import CanBeCommander, GetEmblem
from mtglab.cards.vocabulary import AmountKind, CostKind

__all__ = ["LoyaltyRules", "emblem_line", "loyalty_cost"]



def _this_emblem(text: str) -> str:
    """``text`` with each "this emblem" (any case, whole words) written ``~``: the emblem
    itself (114.4)."""
    low, out, start, i = text.lower(), [], 0, 0
    while (i := low.find("this emblem", i)) >= 0:
        end = i + len("this emblem")
        if (i == 0 or not (low[i - 1].isalnum() or low[i - 1] == "_")) and \
                (end == len(low) or not (low[end].isalnum() or low[end] == "_")):
            out += [text[start:i], "~"]
            start = end
        i = end if start == end else i + 1
    return "".join(out) + text[start:]


def _inner_quotes(text: str) -> str:
    """An ability quoted inside the quoted ability ("Swamps you control have '{T}: Add
    {B}{B}{B}{B}.'") in double quotes: a single quote after a space opens it, the next
    single quote before a space, a period, a comma, a semicolon or the end closes it."""
    out, start, i = [], 0, 0
    while (i := text.find("'", i)) >= 0:
        if i == 0 or not text[i - 1].isspace():
            i += 1
            continue
        close = i + 2  # at least one character quoted
        while (close := text.find("'", close)) >= 0 and close + 1 < len(text) and \
                not (text[close + 1].isspace() or text[close + 1] in ".,;"):
            close += 1
        if close < 0:
            i += 1
            continue
        out += [text[start:i], '"', text[i + 1:close], '"']
        start = i = close + 1
    return "".join(out) + text[start:]


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
    line = _inner_quotes(_this_emblem(quoted.strip()[1:-1].strip()))
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
