"""Transformer rules of ``upon_entering.lark``: the last wordings of "enters with
counters" (CR 614.1c, 122.6) and of what is done as a permanent enters (614.12a), read
into the :class:`~mtglab.cards.effects.EntersWithCounters`,
:class:`~mtglab.cards.effects.AsEntersChoice`, :class:`~mtglab.cards.effects.Amount` and
:class:`~mtglab.cards.effects.Condition` records that :mod:`mtglab.engine.events.entering`
carries out.

"~ enters with twice X +1/+1 counters on it" is X counters, twice; "If X is 5 or more,
..." checks the spell's X (107.3m); "for each Angel you already control" leaves out the
one entering; "This turn, each creature you control enters with ..." is the effect of an
activated ability, a replacement effect until the turn ends (611.2a).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    AsEntersChoice,
    ChoiceKind,
    Condition,
    ControllerSpec,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.types import CREATURE_TYPES
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["UponEnteringRules", "joined_entering"]


def _kind(tok: Token) -> str:
    """A counter's kind as the records keep it (lower case)."""
    return str(tok).lower()


_YOU = ControllerSpec.YOU
#: "If you do, ...": the action done as it entered; the kind is set by
#: :func:`mtglab.cards.oracle.grammar.entering.as_enters_counts` from the sentence before
_DONE: Final = Condition("done_as_enters", count=1)


def _entering_condition(cond: Condition) -> Condition:
    """A condition as the entering event checks it: "as long as ~ is in your graveyard"
    is the ability of a card in a graveyard (113.6b)."""
    if cond.kind == "self_in_graveyard":
        return Condition("source_in_graveyard")
    return cond


@v_args(inline=True)
class UponEnteringRules(Transformer[Any, Any]):
    """Builds the records of ``upon_entering.lark`` (mixed into the parser's transformer)."""

    def i_put_counters_on_him(self, spec: tuple[str, Amount, bool]) -> Any:
        # "on him", "on her": as "on it", the object named before (608.2c)
        return self.i_put_counters(spec, self.obj_it())  # type: ignore[attr-defined]

    # -- its own counters (614.1c) ------------------------------------------------------
    def enters_with_twice_x(self, _s: Token, _e: Any, name: Token) -> EntersWithCounters:
        return EntersWithCounters(_kind(name), Amount(AmountKind.X, 0), times=2)

    def enters_with_if_additional_x(self, cond: Condition, _e: Any, _x: Token, name: Token
                                    ) -> EntersWithCounters:
        # "If X is 5 or more, ...": the spell's X, kept as it enters (107.3m)
        if cond.kind != "x_paid_at_least":
            raise ValueError("'an additional X' counters under another condition")
        return EntersWithCounters(_kind(name), Amount(AmountKind.X, 0),
                                  condition=Condition("x_at_least", count=cond.count))

    def enters_with_plus_each(self, _s: Token, _e: Any, n: Amount, name: Token,
                              more: Token, per: Amount) -> Marker:
        # two counts of counters, one replacement effect (614.1c)
        return Marker("many", (EntersWithCounters(_kind(name), n),
                               EntersWithCounters(_kind(more), per)))

    def enters_with_two_colors(self, _s: Token, _e: Any, n: Amount, name: Token,
                               per: Amount, _and: Token, m: Amount, other: Token,
                               per2: Amount
                               ) -> EntersWithCounters:
        # "for each other red creature ... and ... for each other green creature ...":
        # one counter for each of those colors each has (105.2)
        one = Amount.fixed(1)
        sel, sel2 = per.selector, per2.selector
        if n != one or m != one or _kind(name) != _kind(other) or sel is None or \
                sel2 is None or per.kind is not AmountKind.COUNT or \
                per2.kind is not AmountKind.COUNT or len(sel.colors) != 1 or \
                len(sel2.colors) != 1 or replace(sel, colors=()) != replace(sel2, colors=()):
            raise ValueError("two counts that are not of two colors")
        return EntersWithCounters(_kind(name), Amount(
            AmountKind.COLOR_COUNT, 0, selector=replace(sel, colors=()),
            colors=(*sel.colors, *sel2.colors)))

    # -- amounts (614.12: counted as the permanent enters) ------------------------------
    def per_each_already(self, sel: Selector, _tok: Token) -> Amount:
        if sel.controller is not ControllerSpec.ANY or sel.relation is not None:
            raise ValueError("'you already control' of a controlled selection")
        return Amount(AmountKind.COUNT_ALREADY, 0,
                      selector=replace(sel, controller=ControllerSpec.YOU))

    def per_each_with_graveyard(self, sel: Selector, tok: Token) -> Amount:
        # "each other Zombie you control and each Zombie card in your graveyard"
        word = str(tok).split()[-5].lower()
        if tuple(s.lower() for s in sel.subtypes) != (word,) or sel.types or \
                sel.controller is not ControllerSpec.YOU:
            raise ValueError("the graveyard's cards are not those controlled")
        return Amount(AmountKind.COUNT_WITH_GRAVEYARD, 0, selector=sel)

    def amount_greatest_power_with_graveyard(self, sel: Selector, tok: Token) -> Amount:
        # the creatures you control and the creature cards in your graveyard (208.2a)
        if str(tok).split()[1].lower() != "creature" or sel.types != ("Creature",) or \
                sel.controller is not ControllerSpec.YOU or sel.subtypes:
            raise ValueError("not creatures you control and creature cards")
        return Amount(AmountKind.GREATEST_POWER_WITH_GRAVEYARD, 0,
                      selector=Selector(types=("Creature",), controller=ControllerSpec.YOU))

    # -- other permanents entering (614.1c) ---------------------------------------------
    def _others(self, sel: Selector, e: Any, n: Amount, name: Token | str
                ) -> EntersWithCounters:
        others: EntersWithCounters = self.others_enter_with(  # type: ignore[attr-defined]
            sel, e, n, name)
        return others

    def this_turn_others_enter_with(self, sel: Selector, e: Any, n: Amount, name: Token
                                    ) -> EntersWithCounters:
        # the effect of an activated ability: until the turn ends (611.2a)
        return self._others(sel, e, n, name)

    def others_enter_with_as_long(self, _as: Token, cond: Condition, sel: Selector, e: Any,
                                  n: Amount, name: Token) -> EntersWithCounters:
        return replace(self._others(sel, e, n, name), condition=_entering_condition(cond))

    def others_enter_with_equal_as_type(self, sel: Selector, e: Any, name: Token,
                                        amount: Amount, tok: Token) -> EntersWithCounters:
        # "and as a Mutant in addition to its other types" (205.1b)
        word = str(tok).split()[3].capitalize()
        if word not in CREATURE_TYPES:
            raise ValueError(f"not a creature type: {word}")
        others: EntersWithCounters = self.others_enter_with_equal(  # type: ignore[attr-defined]
            sel, e, name, amount)
        return replace(others, subtypes=(word,))

    def others_with_adventure_enter_with(self, sel: Selector, _tok: Token, e: Any,
                                         n: Amount, name: Token) -> EntersWithCounters:
        # its copiable values have an Adventure, gone on it or not (715.2a-b)
        return replace(self._others(sel, e, n, name),
                       condition=Condition("entering_has_adventure"))

    def others_of_types_enter_with(self, sel: Selector, _tok: Token, first: Token,
                                   second: Token, e: Any, n: Amount, name: Token
                                   ) -> EntersWithCounters:
        # "each creature you control that's a Wolf or a Werewolf": either subtype
        if sel.subtypes:
            raise ValueError("subtypes twice")
        kinds = (str(first).capitalize(), str(second).capitalize())
        return self._others(replace(sel, subtypes=kinds), e, n, name)

    def others_enter_with_kinds_of_source(self, _s: Token, sel: Selector, e: Any
                                          ) -> EntersWithCounters:
        # one counter of each kind on the source as the other permanent enters (122.1)
        if sel.relation is not Relation.OTHER:
            raise ValueError("'each other' expected")
        return replace(self._others(sel, e, Amount.fixed(1), ""), counter="",
                       kinds_of_source=True)

    # -- what is done as it enters (614.12a) --------------------------------------------
    def as_enters_return(self, *items: Any) -> AsEntersChoice:
        # a permanent you control to its owner's hand (400.3): at most the count named
        n, sel = items[-2], items[-1]
        if not n.is_fixed or sel.controller is not _YOU:
            raise ValueError("returning what you don't control, or not a count")
        return AsEntersChoice(ChoiceKind.RETURN_TO_HAND, among=sel, limit=n)

    def as_enters_reveal(self, *items: Any) -> AsEntersChoice:
        # the cards revealed stay in the hand (701.20a); the card itself is on the stack,
        # so "other" adds nothing
        n, noun = items[-2], items[-1]
        hand = replace(noun, zone=Zone.HAND, controller=_YOU)
        if n.kind is AmountKind.ANY:
            return AsEntersChoice(ChoiceKind.REVEAL_ANY, reveal=hand)
        if not (n.is_fixed and n.value == 1):
            raise ValueError("several cards revealed")
        return AsEntersChoice(ChoiceKind.REVEAL_ONE, among=hand, limit=n)

    def as_enters_exile_to_graveyard(self, *items: Any) -> AsEntersChoice:
        # all of them or none ("If you do", 609.3)
        return AsEntersChoice(ChoiceKind.EXILE_TO_GRAVEYARD, among=Selector(
            zone=Zone.EXILE, controller=ControllerSpec.OPPONENT),
            limit=Amount.fixed(items[-2]), exactly=True)

    def as_enters_exile_up_to(self, *items: Any) -> AsEntersChoice:
        n, noun = items[-2], items[-1]
        return AsEntersChoice(ChoiceKind.EXILE_CARDS, among=replace(
            noun, zone=Zone.GRAVEYARD, controller=_YOU), limit=n)

    def as_enters_discard_any(self, *items: Any) -> AsEntersChoice:
        return AsEntersChoice(ChoiceKind.DISCARD_ANY, among=replace(
            items[-1], zone=Zone.HAND, controller=_YOU))

    def as_enters_remove_counters_any(self, *items: Any) -> AsEntersChoice:
        # anyone's permanents; every counter on each (122.1)
        sel: Selector = items[-1]
        if sel.controller is not ControllerSpec.ANY:
            raise ValueError("the permanents of one player")
        return AsEntersChoice(ChoiceKind.REMOVE_COUNTERS_ANY, among=sel)

    def as_enters_roll_x(self, *items: Any) -> AsEntersChoice:
        # X dice, the spell's X (706.2, 107.3m)
        return AsEntersChoice(ChoiceKind.ROLL_DICE, amount=int(str(items[-1])[1:]),
                              limit=Amount(AmountKind.X, 0))

    def enters_with_if_done(self, _s: Token, _e: Any, n: Amount, name: Token, *_: Any
                            ) -> EntersWithCounters:
        return EntersWithCounters(_kind(name), n, condition=_DONE)

    def enters_with_if_done_or(self, cond: Condition, _s: Token, _e: Any, n: Amount,
                               name: Token, *_: Any) -> EntersWithCounters:
        # "If you do or if you control a Dragon": either holds as it enters
        return EntersWithCounters(_kind(name), n, condition=Condition(
            "any", conditions=(_DONE, cond)))

    def it_enters_with_each(self, _e: Any, n: Amount, name: Token, *rest: Any
                            ) -> EntersWithCounters:
        # "for each creature card exiled this way": what the action did (608.2c)
        per: Amount = rest[-1]
        if per.kind is not AmountKind.THAT_MUCH or not n.is_fixed:
            raise ValueError("'It enters with' counted otherwise than by the action before")
        return EntersWithCounters(_kind(name), per, times=n.value)

    def it_enters_with_results(self, _e: Any, name: Token, _tok: Token) -> EntersWithCounters:
        # the dice rolled as it entered, added up (706.2)
        return EntersWithCounters(_kind(name), Amount(AmountKind.THAT_MUCH, 0))

    def enters_with_twice_removed(self, _s: Token, _e: Any, x: Amount, name: Token,
                                  _tok: Token) -> EntersWithCounters:
        if x.kind is not AmountKind.X:
            raise ValueError("'where X is' without X")
        return EntersWithCounters(_kind(name), Amount(AmountKind.THAT_MUCH, 0), times=2)

    def enters_with_each_revealed(self, _s: Token, _e: Any, n: Amount, name: Token,
                                  _tok: Token) -> EntersWithCounters:
        # counted by the reveal done as it entered (as_enters_counts)
        if not n.is_fixed:
            raise ValueError("X counters for each")
        return EntersWithCounters(_kind(name), Amount(AmountKind.THAT_MUCH, 0), times=n.value)

    # -- what mtglab doesn't model: the condition names it (cards.entering) -------------
    def tail_unmodelled(self, tok: Token) -> tuple[str, Condition]:
        words = str(tok).lower()
        kind = "turns_since_foretold" if "foretold" in words else \
            "treasure_mana_spent" if "treasure" in words else "outside_the_game"
        return ("if", Condition(kind, text=str(tok)))

    def face_down_enter_with(self, _tok: Token, _e: Any, n: Amount, name: Token
                             ) -> EntersWithCounters:
        return EntersWithCounters(_kind(name), n, selector=Selector(
            types=("Creature",), controller=_YOU), condition=Condition("face_down_entering"))

    # -- sentences that complete the one before (614.1c, 614.12a) ----------------------
    def others_enter_with_if_small(self, sel: Selector, e: Any, n: Amount, name: Token,
                                   _tok: Token, most: int) -> EntersWithCounters:
        # the entering permanent's mana value (202.3)
        return replace(self._others(sel, e, n, name),
                       condition=Condition("entering_mana_value_at_most", count=most))

    def otherwise_enters_with(self, _e: Any, n: Amount, name: Token) -> EntersWithCounters:
        # the other case of the sentence before (joined_entering)
        return EntersWithCounters(_kind(name), n, condition=_OTHERWISE)

    def it_enters_with_discarded_keyword(self, _e: Any, n: Amount, kind: Token, _tok: Token,
                                         keyword: Token) -> EntersWithCounters:
        if _kind(kind) != _kind(keyword) or n != Amount.fixed(1):
            raise ValueError("a counter of another keyword than the one discarded")
        return _discarded_keyword(_kind(kind))

    def same_is_true_for_keywords(self, kinds: tuple[str, ...]) -> Marker:
        # "The same is true for first strike, ...": each keyword as the sentence before
        return Marker("many", tuple(_discarded_keyword(k) for k in kinds))

    def as_enters_exile_exactly(self, *items: Any) -> AsEntersChoice:
        n, noun = items[-2], items[-1]
        return AsEntersChoice(ChoiceKind.EXILE_CARDS, among=replace(
            noun, zone=Zone.GRAVEYARD, controller=_YOU), limit=n, exactly=True)

    def if_you_cant_to_graveyard(self, *_: Any) -> AsEntersChoice:
        # the action in full, or the permanent goes there instead (614.1c)
        return AsEntersChoice(ChoiceKind.EXILE_CARDS, else_to="graveyard")

    def for_each_exiled_a_counter_of(self, noun: Selector, _tok: Token, _s: Token, _e: Any,
                                     options: tuple[str, ...]) -> AsEntersChoice:
        # a counter chosen among these for each card exiled (614.12a)
        if len(set(options)) != len(options):
            raise ValueError("a counter offered twice")
        return AsEntersChoice(ChoiceKind.EXILE_CARDS, counter_options=options)

    def as_enters_remove_all_counters(self, *_: Any) -> AsEntersChoice:
        # counted by the sentence after it (joined_entering)
        return AsEntersChoice(ChoiceKind.REMOVE_COUNTERS_ANY, exactly=True)

    def enters_with_each_removed(self, _s: Token, _e: Any, n: Amount, name: Token,
                                 _tok: Token) -> EntersWithCounters:
        if not n.is_fixed:
            raise ValueError("X counters for each")
        return EntersWithCounters(_kind(name), Amount(
            AmountKind.COUNTERS_REMOVED_AS_ENTERS, 0,
            text="the number of counters removed from all permanents"), times=n.value)


_OTHERWISE: Final = Condition("otherwise")


def _discarded_keyword(kind: str) -> EntersWithCounters:
    """A counter of a keyword if a card discarded as it entered had it (701.9a)."""
    return EntersWithCounters(kind, Amount.fixed(1), condition=Condition(
        "discarded_keyword", text=kind))


def joined_entering(effects: list[Any]) -> list[Any]:
    """The effects of a line whose sentences complete the one before (CR 614.1c: one
    replacement effect): "Otherwise, it enters with ..." is the other case of the
    condition before; "If you can't, put ~ into its owner's graveyard instead" and "For
    each creature card exiled this way, ~ enters with a +2/+0, +1/+1, or +0/+2 counter"
    complete the action done as it enters (614.12a); "remove all counters from all
    permanents" is what "for each counter removed this way" counts; a counter for a
    keyword of the cards discarded needs a discard. Raises ``ValueError`` for a sentence
    with nothing before it to complete."""
    out: list[Any] = []
    for e in effects:
        last = out[-1] if out else None
        if isinstance(e, EntersWithCounters) and e.condition == _OTHERWISE:
            if not isinstance(last, EntersWithCounters) or last.condition is None or \
                    last.counter != e.counter:
                raise ValueError("'Otherwise' after no condition")
            e = replace(last, amount=e.amount, condition=replace(
                last.condition, negate=not last.condition.negate))
        elif isinstance(e, AsEntersChoice) and e.kind is ChoiceKind.EXILE_CARDS and \
                e.among is None:
            if not isinstance(last, AsEntersChoice) or last.kind is not e.kind or \
                    last.among is None:
                raise ValueError("an action's consequence without the action")
            out[-1] = replace(last, exactly=last.exactly and not e.else_to,
                              else_to=e.else_to or last.else_to,
                              counter_options=e.counter_options or last.counter_options)
            continue
        elif isinstance(e, EntersWithCounters) and \
                e.amount.kind is AmountKind.COUNTERS_REMOVED_AS_ENTERS:
            if not (isinstance(last, AsEntersChoice) and last.among is None and
                    last.kind is ChoiceKind.REMOVE_COUNTERS_ANY):
                raise ValueError("counters removed without removing them")
            out.pop()
        elif isinstance(e, EntersWithCounters) and e.condition is not None and \
                e.condition.kind == "discarded_keyword" and not any(
                    isinstance(c, AsEntersChoice) and c.kind is ChoiceKind.DISCARD_ANY
                    for c in out):
            raise ValueError("a keyword of the cards discarded without a discard")
        if isinstance(last, AsEntersChoice) and last.among is None and \
                last.kind is ChoiceKind.REMOVE_COUNTERS_ANY and out and out[-1] is last:
            raise ValueError("counters removed and not counted")
        out.append(e)
    if out and isinstance(out[-1], AsEntersChoice) and out[-1].among is None and \
            out[-1].kind in (ChoiceKind.REMOVE_COUNTERS_ANY, ChoiceKind.EXILE_CARDS):
        raise ValueError("an action done as it enters with nothing after it")
    return out
