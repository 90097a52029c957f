"""Transformer rules of grammar/measured.lark: an object's mana value, power or toughness
compared to an amount ("with mana value less than or equal to the number of lands you
control", CR 202.3, 208.1, 107.1).

Each returns a ``("bounds", MeasuredBound)`` qualifier pair, which
:mod:`mtglab.cards.oracle.grammar.objects` adds to the selector's ``bounds``; "less than
or equal to X" (the X of the spell or ability, 107.3) is the older field
``max_mana_value_x``, so those records stay as they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.cardqualities import Compare, Measure, MeasuredBound
from mtglab.cards.effectparts import Amount, Selector
from mtglab.cards.library import FromGraveyard, IfCardIs, RevealUntil, Search, TakeFromAmong
from mtglab.cards.oracle.triggerlimits import walk
from mtglab.cards.vocabulary import AmountKind

__all__ = ["MeasuredRules", "bounds_problem"]

#: the words of a MEASURED_QUALITY token after "with ", in the order the terminal reads them
_MEASURES: Final = ("mana value", "power", "toughness")
_COMPARES: Final = ("less than or equal to", "greater than or equal to", "equal to")
#: the records whose selector the engine counts as they resolve (engine/effects/library)
_COUNTED: Final = (FromGraveyard, IfCardIs, RevealUntil, Search, TakeFromAmong)
#: the records that choose one card of each kind together (engine/effects/library)
_TOGETHER: Final = (Search, TakeFromAmong)
#: "its power": the object named before (608.2h); in a quality it would be the object
#: itself, which these amounts don't say
_NAMED: Final = frozenset({AmountKind.NAMED_POWER, AmountKind.NAMED_TOUGHNESS,
                           AmountKind.NAMED_MANA_VALUE})


@v_args(inline=True)
class MeasuredRules(Transformer[Any, Any]):
    """"with mana value equal to ..." and kin, as Selector fields."""

    #: the amount some words say: given by the full transformer that mixes these rules in
    #: (``parser._ToData._amount_words``, which reads them with the whole grammar)
    _amount_words: Callable[[str], Any]

    def _bound(self, measure: Measure, compare: Compare, amount: Amount) -> tuple[str, Any]:
        if not isinstance(amount, Amount) or amount.kind in _NAMED:
            raise ValueError("not an amount of another object")
        if amount.kind == "x" and amount.plus == 0 and amount.times == 1:
            if compare is Compare.AT_MOST:  # (107.3: the X chosen, 601.2b)
                return (f"max_{measure.name.lower()}_x", True)
            if compare is Compare.EQUAL and measure is Measure.MANA_VALUE:
                return ("mana_value_x", True)
        if amount.kind == "fixed" and amount.times == 1:
            n = amount.value + amount.plus
            if measure is Measure.MANA_VALUE and compare is Compare.EQUAL:
                return ("mana_value", n)
        return ("bounds", MeasuredBound(measure, compare, amount))

    def measured_quality(self, tok: Token) -> tuple[str, Any]:
        words = str(tok).strip()  # "with <measure> <compare> <amount>" (the terminal's)
        low = words.lower()
        at = len("with ")
        measure = next(m for m in _MEASURES if low.startswith(m + " ", at))
        at += len(measure) + 1
        compare = next(c for c in _COMPARES if low.startswith(c + " ", at))
        amount = self._amount_words(words[at + len(compare) + 1:])
        return self._bound(Measure(measure), Compare(compare), amount)


def bounds_problem(effects: tuple[Any, ...]) -> str | None:
    """Why a quality compared to a counted amount can't be carried out here, or None: the
    instructions of cards in a library or a graveyard (a search, a reveal, cards taken from
    among those revealed, "if it's a ... card", 701.23, 701.20, 608.2c) count it as they
    resolve (608.2h); a permanent or a target selected so is not counted anywhere else."""
    nodes = list(walk(effects))  # walked once: every line of every card comes here
    asking = [x for x in nodes if isinstance(x, Selector) and (x.bounds or x.one_each)]
    if not asking:
        return None
    counted = {id(x) for e in nodes if isinstance(e, _COUNTED)
               for x in walk(e.selector)}  # with its alternatives ("either")
    for x in asking:
        if id(x) not in counted and any(b.amount.kind not in ("fixed", "x")
                                        for b in x.bounds):
            return (f"'{x.bounds[0].describe()}' of what isn't a card searched for or "
                    "revealed: the amount is counted only as those are chosen (CR 608.2h)")
    together = {id(e.selector) for e in nodes if isinstance(e, _TOGETHER)}
    if any(x.one_each and id(x) not in together for x in asking):
        return ("one card of each of several kinds other than found by a search or taken "
                "from among cards revealed (CR 608.2c)")
    return None
