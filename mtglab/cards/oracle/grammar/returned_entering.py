"""Transformer rules for ``grammar/returned_entering.lark``: the counters a card an
instruction put onto the battlefield enters with, under a condition checked as the card
would exist there (CR 614.1c, 614.12).

"If a creature enters the battlefield this way, it enters with an additional +1/+1
counter on it" (Recommission), "If it enters the battlefield as a creature, it enters
with ..." (Teferi's Time Twist) and "If that card has mana value 3 or less, it enters with
three additional +1/+1 counters on it" (Turntimber Symbiosis): an
:class:`~mtglab.cards.effects.EntersWithCounters` aimed at the card the instruction before
moved (the selector ``Relation.THAT``, 608.2c). :func:`onto_the_return` joins it to that
instruction where the instruction carries the counters itself: a delayed trigger's return
of the card exiled (603.7c) and a card put onto the battlefield from among the top cards
of a library (401.4).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Exile target permanent you control. Return that card to the "
...                   "battlefield under its owner's control at the beginning of the next "
...                   "end step. If it enters the battlefield as a creature, it enters with "
...                   "an additional +1/+1 counter on it.", is_spell=True)
>>> a.supported, [(e.counter, e.condition.kind) for e in a.effects[-1].effects[0].enters_with]
(True, [('+1/+1', 'self_is')])
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    Condition,
    ControllerSpec,
    Delayed,
    EntersWithCounters,
    ExileCards,
    MayDo,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
    Selector,
)
from mtglab.cards.instructions import LookAtTop, Who
from mtglab.cards.library import Found, PutRest, TakeFromAmong
from mtglab.cards.oracle.grammar.cast_self import cast_amount_problem
from mtglab.cards.oracle.grammar.instructions import Many
from mtglab.cards.vocabulary import Zone

__all__ = ["ReturnedEnteringRules", "onto_the_return"]


@v_args(inline=True)
class ReturnedEnteringRules(Transformer[Token, Any]):
    """The transformer rules of ``returned_entering.lark`` (mixed into the parser's)."""

    def returned_enters_with(self, cond: Condition, _it: Token, n: Amount, name: Token,
                             *_: Any) -> EntersWithCounters:
        """ "If <condition>, it enters with N additional <kind> counters on it" (614.1c)."""
        if not n.is_fixed:
            raise ValueError("'it enters with X additional counters' under a condition")
        return EntersWithCounters(str(name).lower(), n, Selector(relation=Relation.THAT),
                                  cond)

    def check_enters_this_way(self, sel: Selector, _way: Token) -> Condition:
        """ "If a creature enters the battlefield this way": the card moved is of that type
        as it would exist on the battlefield (614.12)."""
        return _of_type(sel)

    def check_enters_as(self, _as: Token, sel: Selector) -> Condition:
        """ "If it enters the battlefield as a creature" (614.12)."""
        return _of_type(sel)

    def delayed_return_each_of_them(self, _when: Token, _what: Token) -> Delayed:
        """ "At the beginning of the next end step, return each of them to the battlefield
        under its owner's control": one delayed trigger for all the cards exiled (603.7a,
        603.7c)."""
        return Delayed("next_end_step", (ReturnThatCard(),))

    def counter_if_its(self, name: Token, _if: Token, kind: Token) -> EntersWithCounters:
        """ "an additional <kind> counter on it if it's a <card type>" (614.12)."""
        return EntersWithCounters(str(name).lower(), Amount.fixed(1),
                                  Selector(relation=Relation.THAT),
                                  _of_type(Selector(types=(str(kind).capitalize(),))))

    def each_of_them_enters_with(self, _each: Token, *counters: EntersWithCounters) -> Many:
        """ "Each of them enters with ... if it's a ... and ... if it's a ..." (614.12)."""
        return Many(list(counters))

    def check_mana_value_at_most(self, _has: Token, n: Any) -> Condition:
        """ "If that card has mana value 3 or less" (202.3): the card as it enters."""
        return Condition("entering_mana_value_at_most", count=int(n))


def _of_type(sel: Selector) -> Condition:
    """The condition ``"self_is"`` of one card type, checked as the card enters (614.12);
    a selector with more in it is refused (the engine checks one card type there)."""
    if len(sel.types) != 1 or sel != Selector(types=sel.types):
        raise ValueError("entering as more than one card type")
    return Condition("self_is", Selector(types=sel.types))


#: the conditions this file's counters carry, checked as the card enters (614.12)
_AS_IT_ENTERS: Final = frozenset({"self_is", "entering_mana_value_at_most"})


def onto_the_return(effects: list[Any], context: str) -> tuple[list[Any], str | None]:
    """The counters "it" enters with (:class:`EntersWithCounters` aimed at ``THAT``,
    under a condition checked as it enters) joined to the instruction before that carries
    them (608.2c, 614.1c): the return of the card a delayed trigger brings back from exile
    (603.7c), and "Look at the top N cards of your library. You may put a <type> card from
    among them onto the battlefield. <counters>. Put the rest on the bottom of your
    library" as one :class:`PutFromTop` (401.4). Left after a spell's return of a card from
    a graveyard to the battlefield, "if a creature enters this way" is decided as the card
    enters (engine.spells.spellentering.as_it_enters). The effects, and what the engine
    doesn't carry out of such counters left anywhere else (None if nothing)."""
    out: list[Any] = []
    rest = list(effects)
    why: str | None = None
    while rest:
        e = rest.pop(0)
        if not (isinstance(e, EntersWithCounters) and e.selector.relation is Relation.THAT
                and e.condition is not None and e.condition.kind in _AS_IT_ENTERS):
            out.append(e)
            continue
        last = out[-1] if out else None
        if isinstance(last, Delayed) and len(last.effects) == 1 and \
                isinstance(last.effects[0], ReturnThatCard):
            back = last.effects[0]
            out[-1] = replace(last, effects=(replace(back, enters_with=(
                *back.enters_with, e)),))
            continue
        put = _put_from_top(out)
        if put is not None and rest and rest[0] == PutRest():  # the rest on the bottom
            out[-2:] = [replace(put, enters_with=(e,))]
            rest.pop(0)
            continue
        if not (context == "spell ability" and e.condition.kind == "self_is" and
                isinstance(last, ReturnFromGraveyard) and
                last.destination == Zone.BATTLEFIELD):
            why = ("not carried out: counters a card enters with under a condition, after "
                   "an instruction that doesn't put one onto the battlefield here (CR 614.12)")
        out.append(e)
    out, many = _exiled_any_number(out, context)
    return out, why or many or cast_amount_problem(out, context)


#: how many targets "any number of target ..." reads as (grammar/instructions.py, 601.2c)
_ANY_NUMBER: Final = 99


def _exiled_any_number(out: list[Any], context: str) -> tuple[list[Any], str | None]:
    """"Exile any number of target ... At the beginning of the next end step, return each
    of them ...": the exile announces as many targets as its controller chooses, none too
    (601.2c), each returned by the one delayed trigger (603.7c) — the
    :attr:`~mtglab.cards.effects.ExileCards.any_number` a spell exiles them by. Several
    targets returned otherwise ("up to two target ...", an ability's) are not carried out:
    the problem, or None."""
    why = None
    for i, e in enumerate(out[:-1]):
        later = out[i + 1]
        if not (isinstance(e, ExileCards) and e.selector.relation is Relation.TARGET and
                e.selector.target_max > 1 and isinstance(later, Delayed) and
                any(isinstance(x, ReturnThatCard) for x in later.effects)):
            continue
        if context == "spell ability" and e.selector.target_min == 0 and \
                e.selector.target_max == _ANY_NUMBER and len(later.effects) == 1:
            out[i] = replace(e, selector=replace(e.selector, target_min=1, target_max=1),
                             any_number=True)
        else:
            why = ("not carried out: several targets exiled and returned by a delayed "
                   "trigger other than a spell's 'any number of target' (CR 601.2c, 603.7c)")
    return out, why


def _put_from_top(out: list[Any]) -> PutFromTop | None:
    """"Look at the top N cards of your library. You may put a <type> card from among
    them onto the battlefield" as one :class:`PutFromTop` (401.4), or None."""
    if len(out) < 2:
        return None
    look, may = out[-2], out[-1]
    if not (isinstance(look, LookAtTop) and look.player is Who.YOU and
            look.amount.is_fixed and isinstance(may, MayDo) and len(may.effects) == 1 and
            not may.when_done):
        return None
    take = may.effects[0]
    if not (isinstance(take, TakeFromAmong) and take.up_to and not take.reveal and
            take.to is Found.BATTLEFIELD and take.rest is None and not take.tapped and
            not take.any_subset and take.count == Amount.fixed(1) and
            take.selector is not None and len(take.selector.types) == 1 and
            take.selector == Selector(types=take.selector.types)):
        return None
    return PutFromTop(look.amount.value, Selector(
        types=take.selector.types, zone=Zone.LIBRARY, controller=ControllerSpec.YOU))
