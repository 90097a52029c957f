"""Transformer rules for more wordings of "enters with counters" (``entering.lark``, CR
614.1c, 122.6) and of what is done as a permanent enters (614.12a): the records of
:mod:`mtglab.cards.compoundeffects` that :mod:`mtglab.engine.events.entering` carries out.

"As ~ enters, you may sacrifice any number of creatures" is an
:class:`~mtglab.cards.compoundeffects.AsEntersChoice` of the permanents that may be
sacrificed; "~ enters with twice that many +1/+1 counters on it" counts them
(``AmountKind.SACRIFICED_AS_ENTERS``, ``times=2``); "your choice of a flying counter or a
first strike counter" is an :class:`~mtglab.cards.compoundeffects.EntersWithCounterChoice`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    AsEntersChoice,
    ChoiceKind,
    Condition,
    EntersWithAbilities,
    EntersWithCounterChoice,
    EntersWithCounters,
    Selector,
)
from mtglab.cards.oracle.grammar.objects import Marker, control_selector
from mtglab.cards.oracle.grammar.upon_entering import joined_entering
from mtglab.cards.vocabulary import AmountKind

__all__ = ["EnteringRules", "as_enters_counts"]


def _kind(tok: Token) -> str:
    """A counter's kind as the records keep it (lower case)."""
    return str(tok).lower()


@v_args(inline=True)
class EnteringRules(Transformer[Any, Any]):
    """Builds the records of the entering wordings (mixed into the parser's transformer)."""

    def as_enters_sacrifice_any(self, *items: Any) -> AsEntersChoice:
        # the permanents you may sacrifice are yours (701.21a)
        return AsEntersChoice(ChoiceKind.SACRIFICE_ANY, among=control_selector(items[-1]))

    def tm_once(self) -> int:
        return 1

    def tm_twice(self) -> int:
        return 2

    def tm_times(self, n: int) -> int:
        return n

    def enters_with_sacrificed(self, *items: Any) -> EntersWithCounters:
        times = next(i for i in items if isinstance(i, int))
        name = next(i for i in items if isinstance(i, Token) and i.type == "COUNTER_NAME")
        return EntersWithCounters(_kind(name), Amount(
            AmountKind.SACRIFICED_AS_ENTERS, 0, text="the number of permanents sacrificed"),
            times=times)

    def enters_with_choice(self, _s: Token, _e: Any, kinds: tuple[str, ...]
                           ) -> EntersWithCounterChoice:
        if len(set(kinds)) != len(kinds):
            raise ValueError("a counter offered twice")
        return EntersWithCounterChoice(kinds, 1)

    def enters_with_choice_among(self, _s: Token, _e: Any, n: int, _d: Token,
                                 kinds: tuple[str, ...]) -> EntersWithCounterChoice:
        if n > len(kinds) or len(set(kinds)) != len(kinds):
            raise ValueError("more different counters than offered")
        return EntersWithCounterChoice(kinds, n)

    def enters_with_equal(self, s: Token, e: Any, name: Token, amount: Amount
                          ) -> EntersWithCounters:
        # "a number of ... counters on it equal to N": N counters (608.2h)
        return EntersWithCounters(_kind(name), amount)

    def enters_with_if_and_with(self, cond: Condition, e: Any, n: Amount, name: Token,
                                granted: str) -> Marker:
        # the counters and the ability, both if the condition held as it entered (614.1c)
        counters: EntersWithCounters = self.enters_with_if(  # type: ignore[attr-defined]
            cond, e, n, name)
        return Marker("many", (counters, EntersWithAbilities((granted,), counters.condition)))

    def enters_with_if_tail(self, cond: Condition, e: Any, n: Amount, name: Token,
                            *rest: Any) -> EntersWithCounters:
        # "If ~ was kicked, it enters with a +1/+1 counter on it for each ..."
        counters: EntersWithCounters = self.enters_with(  # type: ignore[attr-defined]
            None, e, n, name, *rest)
        if counters.condition is not None or cond.text == "it":
            raise ValueError("two conditions, or 'it' in the condition")
        return replace(counters, condition=cond)

    def enters_self_with_if(self, cond: Condition, s: Token, e: Any, n: Amount, name: Token,
                            *_: Any) -> EntersWithCounters:
        return self.enters_with_if_tail(cond, e, n, name)

    def enters_self_with_several_if(self, cond: Condition, _s: Token, _e: Any,
                                    *items: Any) -> Marker:
        if cond.text == "it":
            raise ValueError("'it' in the condition")
        counters = [replace(i, condition=cond) for i in items
                    if isinstance(i, EntersWithCounters)]
        return Marker("many", tuple(counters))

    def others_enter_with_tail(self, sel: Selector, e: Any, n: Amount, name: Token,
                               *rest: Any) -> EntersWithCounters:
        # "Each other Angel you control enters with an additional +1/+1 counter on it for
        # each ...", "... if ...": the others' counters, counted or conditioned (614.1c)
        others: EntersWithCounters = self.others_enter_with(  # type: ignore[attr-defined]
            sel, e, n, name)
        kind, value = next(r for r in rest if isinstance(r, tuple))
        if kind == "if":
            return replace(others, condition=value)
        if kind == "per" and n.is_fixed:
            return replace(others, amount=value, times=n.value)
        raise ValueError("'where X is' for other permanents")

    def others_enter_with_equal(self, sel: Selector, e: Any, name: Token, amount: Amount
                                ) -> EntersWithCounters:
        # the others' counters counted as each enters (614.1c, 608.2h)
        others: EntersWithCounters = self.others_enter_with(  # type: ignore[attr-defined]
            sel, e, Amount.fixed(1), name)
        return replace(others, amount=amount)

    def others_enter_with_x(self, sel: Selector, e: Any, n: Amount, name: Token,
                            amount: Amount) -> EntersWithCounters:
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several X")
        return self.others_enter_with_equal(sel, e, name, amount)

    def may_enter_with(self, _s: Token, _e: Any, n: Amount, name: Token, *_: Any) -> Marker:
        kind = ChoiceKind.ENTER_WITH_COUNTERS
        chose = Condition("done_as_enters", count=1, text=kind.value)
        return Marker("many", (AsEntersChoice(kind),
                               EntersWithCounters(_kind(name), n, condition=chose)))

    def tail_if(self, cond: Condition) -> tuple[str, Any]:
        return ("if", cond)

    def tail_unless(self, cond: Condition) -> tuple[str, Any]:
        return ("if", replace(cond, negate=not cond.negate))

    def counter_options(self, *kinds: Token) -> tuple[str, ...]:
        return tuple(_kind(k) for k in kinds)

    def counter_kinds(self, *kinds: Token) -> tuple[str, ...]:
        return tuple(_kind(k) for k in kinds)

    def counter_item(self, n: Amount, name: Token) -> EntersWithCounters:
        return EntersWithCounters(_kind(name), n)

    def enters_with_bare(self, _s: Token, _e: Any, n: Amount, name: Token, *_: Any
                         ) -> EntersWithCounters:
        return EntersWithCounters(_kind(name), n)

    def enters_with_several(self, _s: Token, _e: Any, *items: Any) -> Marker:
        # one replacement effect, one count of each kind (614.1c, 122.6)
        counters = [i for i in items if isinstance(i, EntersWithCounters)]
        if len({c.counter for c in counters}) != len(counters):
            raise ValueError("one kind of counter twice")
        return Marker("many", tuple(counters))


def as_enters_counts(effects: list[Any]) -> list[Any]:
    """The effects of a line with "that many" (or "for each card exiled this way") after
    an action done as the permanent enters read as how many objects that action took:
    "As ~ enters, you may sacrifice any number of creatures. ~ enters with that many
    +1/+1 counters on it" (CR 614.12a: the action is part of the entering; 614.1c: so
    are the counters; 608.2c: "that many" is what the instruction before did); "If you
    do, ..." after it: whether the action was done."""
    choice: AsEntersChoice | None = None
    out: list[Any] = []
    for e in joined_entering(effects):  # grammar/upon_entering.py
        if isinstance(e, AsEntersChoice):
            choice = e
        elif isinstance(e, EntersWithCounters) and choice is not None:
            if e.amount.kind is AmountKind.THAT_MUCH and _among(e.amount.selector, choice):
                e = replace(e, amount=_done(choice))
            if e.condition is not None:
                e = replace(e, condition=_if_done(e.condition, choice.kind))
        elif isinstance(e, EntersWithCounters) and e.condition is not None and \
                _if_done(e.condition, None) != e.condition:
            raise ValueError("'If you do' without an action done as it enters")
        out.append(e)
    return out


def _among(sel: Selector | None, choice: AsEntersChoice) -> bool:
    """Whether "for each <sel> exiled this way" counts every object the action took:
    the kind named is the kind the action takes ("creature card" after "exile up to X
    creature cards")."""
    if sel is None:
        return True
    return choice.among is not None and sel.types == choice.among.types and \
        replace(sel, types=()) == Selector()


def _if_done(cond: Condition, kind: ChoiceKind | None) -> Condition:
    """``cond`` with "If you do" (a ``done_as_enters`` condition with no action named)
    naming the action of ``kind`` done as the permanent entered (614.12a)."""
    if cond.kind == "done_as_enters" and not cond.text:
        if kind is None:
            return replace(cond, text="?")
        return replace(cond, text=kind.value)
    if cond.conditions:
        return replace(cond, conditions=tuple(_if_done(c, kind) for c in cond.conditions))
    return cond


def _done(choice: AsEntersChoice) -> Amount:
    """How many objects the action of ``choice`` done as the permanent entered took."""
    kind = choice.kind
    if kind is ChoiceKind.REVEAL_ANY:  # the cards stay in the hand (701.20a)
        return Amount(AmountKind.REVEALED_AS_ENTERS, 0, selector=choice.reveal,
                      text="the number of cards revealed")
    if kind is ChoiceKind.SACRIFICE_ANY:
        return Amount(AmountKind.SACRIFICED_AS_ENTERS, 0,
                      text="the number of permanents sacrificed")
    return Amount(AmountKind.DONE_AS_ENTERS, 0, text=kind.value)
