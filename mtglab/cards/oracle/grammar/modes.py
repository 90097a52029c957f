"""Transformer rules of a modal header's line (``modes.lark``, CR 700.2): records of
:mod:`mtglab.cards.modes`. A method that raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.castcosts import ESCALATE, SPREE
from mtglab.cards.effectparts import Condition, Cost
from mtglab.cards.modes import Allowance, ModeAllowance, ModeCostKeyword, ModeHeader
from mtglab.mana import ManaCost

__all__ = ["ModeRules"]

#: the kinds of cost a spell's additional costs are paid with (engine/spells/additionalcosts.py)
_ADDITIONAL_KINDS: Final = frozenset({"sacrifice", "tap_other", "return", "discard", "exile",
                                      "pay_life"})
_WORDS: Final = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
#: what "once_each" / "this_turn" a header's "that hasn't been chosen" sets
_UNCHOSEN: Final = {"unchosen_ever": (True, False), "unchosen_this_turn": (True, True)}


def _number(word: Token) -> int:
    n = _WORDS.get(str(word).lower())
    if n is None:
        raise ValueError(f"a modal header choosing {word!s} modes")
    return n


@v_args(inline=True)
class ModeRules(Transformer[Any, Any]):
    """Builds a modal header's records (mixed into the parser's transformer)."""

    def modes_exactly(self, n: Token) -> tuple[int, int | None]:
        return _number(n), _number(n)

    def modes_or_both(self, n: Token) -> tuple[int, int | None]:
        if _number(n) != 1:
            raise ValueError("'or both' after a number other than one")
        return 1, 2

    def modes_or_more(self, n: Token) -> tuple[int, int | None]:
        return _number(n), None

    def modes_up_to(self, n: Token) -> tuple[int, int | None]:
        return 0, _number(n)

    def modes_any(self) -> tuple[int, int | None]:
        return 0, None

    def unchosen_ever(self) -> str:
        return "unchosen_ever"

    def unchosen_this_turn(self) -> str:
        return "unchosen_this_turn"

    def mode_header(self, count: tuple[int, int | None], unchosen: str = "") -> ModeHeader:
        once, turn = _UNCHOSEN.get(unchosen, (False, False))
        return ModeHeader(count[0], count[1], once_each=once, this_turn=turn)

    def allow_repeat(self) -> ModeAllowance:
        return ModeAllowance(Allowance.REPEAT)

    def allow_kicked_any(self, condition: Condition, *_comma: Token) -> ModeAllowance:
        if condition.kind != "kicked":
            raise ValueError("'choose any number instead' under another condition")
        return ModeAllowance(Allowance.KICKED_ANY, condition)

    def allow_commander_both(self, _self: Token) -> ModeAllowance:
        return ModeAllowance(Allowance.COMMANDER_BOTH)

    def kw_escalate(self, tok: Token) -> tuple[str, ModeCostKeyword]:
        """Escalate: its cost once for each mode chosen beyond the first (702.120a)."""
        cost = ManaCost.parse(str(tok))
        if cost.has_x:
            raise ValueError("an escalate cost with {X}")
        return (ESCALATE, ModeCostKeyword(ESCALATE, cost))

    def kw_escalate_cost(self, _dash: Token, cost: Cost | tuple[Cost, ...]
                         ) -> tuple[str, ModeCostKeyword]:
        """ "Escalate—Discard a card.": that cost for each mode beyond the first
        (702.120a), one the spell's additional costs are paid like (601.2h)."""
        costs = cost if isinstance(cost, tuple) else (cost,)
        if any(c.kind not in _ADDITIONAL_KINDS or (c.selector is not None and
                                                     c.selector.is_self)
               or not c.amount.is_fixed for c in costs):
            raise ValueError("an escalate cost mtglab pays as an additional cost")
        return (ESCALATE, ModeCostKeyword(ESCALATE, costs=costs))

    def kw_spree(self) -> tuple[str, ModeCostKeyword]:
        """Spree: one or more modes, each with the cost before it (702.172a)."""
        return (SPREE, ModeCostKeyword(SPREE))
