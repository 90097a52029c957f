"""Transformer rules for ``grammar/conditions.lark``: more words of the one condition
vocabulary (CR 608.2c, 603.4, 611.3a), read into :class:`~mtglab.cards.effects.Condition`
records of the kinds the engine checks (:mod:`mtglab.engine.characteristics.conditions`
and :mod:`~mtglab.engine.characteristics.moreconditions`).

A condition whose "it" names the ability's source carries ``text`` "it"; a triggered
ability keeps it only where its trigger event is about its source while the source is
still on the battlefield (:func:`it_is_the_source`, 608.2c).
"""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.conditionkinds import MoreCondition
from mtglab.cards.effects import Condition, ControllerSpec, Selector
from mtglab.cards.oracle.grammar.objects import control_selector, permanents
from mtglab.cards.statics import StaticCondition

__all__ = ["ConditionRules", "it_is_the_source", "names_source"]

#: the events after which the source may no longer be on the battlefield: "it" in an
#: intervening "if" clause would be the object as it last existed (603.10a)
_LEAVING: Final = frozenset({TriggerEvent.DIES, TriggerEvent.LEAVES, TriggerEvent.GRAVEYARD})


def it_is_the_source(trigger: Any) -> bool:
    """Whether "it" in the intervening "if" clause of ``trigger`` names the ability's
    source on the battlefield (608.2c): the trigger event is about the source ("whenever
    ~ attacks, if it's enchanted"), not another object ("whenever a creature you control
    attacks", "whenever enchanted creature attacks"), and doesn't take it away from the
    battlefield ("when ~ dies": last known information, 603.10a)."""
    return isinstance(trigger, Trigger) and trigger.about_self and not trigger.text and \
        not trigger.alternatives and not _LEAVING & set(trigger.events)


#: the kinds of condition about the ability's source ("~ has no charge counters on it",
#: "~ is renowned", "~ attacked this turn")
_ABOUT_SOURCE: Final = frozenset({
    "counter_on_self", "no_counters", "any_counter_on_self", "self_is", "renowned",
    "entered_this_turn", StaticCondition.COUNTERS_ON_SELF, StaticCondition.MONSTROUS,
    StaticCondition.HAS_ATTACHED, StaticCondition.SELF_ATTACKED})


def names_source(cond: Condition | None) -> bool:
    """Whether ``cond`` is about the ability's source (every part of an "and"), so that
    "it" after it names the source (608.2c: "if ~ has no charge counters on it, return
    it to its owner's hand"; 611.3a: "as long as ~ is renowned, it has vigilance")."""
    if cond is None:
        return False
    if cond.kind == "all":
        return bool(cond.conditions) and all(names_source(c) for c in cond.conditions)
    return cond.kind in _ABOUT_SOURCE


def _it(cond: Condition) -> Condition:
    """``cond`` about "it" (the source, where :func:`it_is_the_source` allows)."""
    return dataclasses.replace(cond, text="it")


def _counter(name: Token) -> str:
    return str(name).lower()


def _keyword(tok: Token) -> Selector:
    """"has flying": the keyword among its abilities (702.1)."""
    return Selector(keywords=(str(tok).capitalize(),))


def _yours_only(sel: Selector) -> Selector:
    if sel.relation is not None or sel.controller is not ControllerSpec.ANY or \
            sel.zone is not None:
        raise ValueError("a qualified selector after 'controls'")
    return sel


#: what a type line says of an object: its card types, subtypes and supertypes (205)
_TYPE_FIELDS: Final = frozenset({"types", "any_type", "subtypes", "supertypes",
                                 "excluded_types", "excluded_supertypes", "either", "one"})


def _a_kind(sel: Selector) -> Selector:
    """``sel`` when it names only types (what the turn's history keeps of a permanent
    that entered, 603.6a): not "another", not colors or other qualities."""
    plain = Selector()
    for f in dataclasses.fields(Selector):
        if f.name in _TYPE_FIELDS:
            continue
        if getattr(sel, f.name) != getattr(plain, f.name):
            raise ValueError(f"a kind of permanent with {f.name} in the turn's history")
    if any(_a_kind(e) != e for e in sel.either):
        raise ValueError("a kind of permanent in the turn's history")
    return sel


@v_args(inline=True)
class ConditionRules(Transformer[Token, Any]):
    """The transformer rules of ``conditions.lark`` (mixed into the parser's)."""

    # -- the source's counters (122.1) ---------------------------------------------------

    def cv_fewer_counters(self, _s: Token, n: int, name: Token) -> Condition:
        """"~ has fewer than three +1/+1 counters on it": not N or more."""
        if n < 1:
            raise ValueError("fewer than no counters")
        return Condition("counter_on_self", counter=_counter(name), count=n, negate=True)

    def cv_it_fewer_counters(self, n: int, name: Token) -> Condition:
        return _it(self.cv_fewer_counters(Token("SELF", "~"), n, name))

    def cv_at_most_counters(self, _s: Token, n: int, name: Token) -> Condition:
        """"~ has two or fewer judgment counters on it": not N + 1 or more."""
        return Condition("counter_on_self", counter=_counter(name), count=n + 1, negate=True)

    def cv_no_counters(self, _s: Token, name: Token) -> Condition:
        """"~ has no charge counters on it", "~ doesn't have a +1/+1 counter on it"."""
        return Condition("no_counters", counter=_counter(name))

    def cv_it_no_counters(self, name: Token) -> Condition:
        return _it(self.cv_no_counters(Token("SELF", "~"), name))

    def cv_a_counter(self, _s: Token, name: Token) -> Condition:
        """"~ has an ice counter on it", "~ has loyalty counters on it": one or more."""
        return Condition("counter_on_self", counter=_counter(name))

    def cv_it_a_counter(self, name: Token) -> Condition:
        return _it(self.cv_a_counter(Token("SELF", "~"), name))

    def cv_any_counter(self, _s: Token, article: Token) -> Condition:
        """"~ has a counter on it": of any kind (122.1)."""
        if str(article).lower() != "a":
            raise ValueError("a counter of a kind without its article")
        return Condition(StaticCondition.COUNTERS_ON_SELF, count=1)

    def cv_exactly_counters(self, n: int, name: Token, _s: Token) -> Condition:
        """"there are exactly three tide counters on ~": N or more, not N + 1 or more."""
        if n < 1:
            raise ValueError("exactly no counters")
        return Condition("all", conditions=(
            Condition("counter_on_self", counter=_counter(name), count=n),
            Condition("counter_on_self", counter=_counter(name), count=n + 1, negate=True)))

    # -- the source's abilities, designations and power ----------------------------------

    def cv_has_keyword(self, _s: Token, tok: Token) -> Condition:
        """"~ has defender": the keyword among its abilities now (702.1, 611.3a)."""
        return Condition("self_is", selector=_keyword(tok))

    def cv_lacks_keyword(self, _s: Token, tok: Token) -> Condition:
        return Condition("self_is", selector=_keyword(tok), negate=True)

    def cv_it_has_keyword(self, tok: Token) -> Condition:
        return _it(self.cv_has_keyword(Token("SELF", "~"), tok))

    def cv_it_lacks_keyword(self, tok: Token) -> Condition:
        return _it(self.cv_lacks_keyword(Token("SELF", "~"), tok))

    def cv_renowned(self, _s: Token) -> Condition:
        """"~ is renowned": the designation (702.112b), kept while it stays on the
        battlefield."""
        return Condition("renowned")

    def cv_it_renowned(self) -> Condition:
        return _it(self.cv_renowned(Token("SELF", "~")))

    def cv_power_at_least(self, _s: Token, n: int) -> Condition:
        """"~'s power is 5 or greater": its current power (208.1)."""
        return Condition("self_is", selector=Selector(min_power=n))

    def cv_its_power_at_least(self, n: int) -> Condition:
        return _it(self.cv_power_at_least(Token("SELF", "~"), n))

    def cv_power_at_most(self, _s: Token, n: int) -> Condition:
        return Condition("self_is", selector=Selector(max_power=n))

    def cv_its_power_at_most(self, n: int) -> Condition:
        return _it(self.cv_power_at_most(Token("SELF", "~"), n))

    def cv_self_attacked(self, _s: Token) -> Condition:
        """"~ attacked this turn": it was declared as an attacker this turn (508.1a)."""
        return Condition(StaticCondition.SELF_ATTACKED)

    # -- what players control (108.4) ----------------------------------------------------

    def cv_control_exactly(self, n: int, sel: Selector) -> Condition:
        """"you control exactly one creature": N or more, not N + 1 or more."""
        mine = control_selector(sel)
        return Condition("all", conditions=(
            Condition("control", selector=mine, count=n),
            Condition("control", selector=mine, count=n + 1, negate=True)))

    def cv_opponent_controls_n(self, n: int, sel: Selector) -> Condition:
        """"an opponent controls three or more creatures": one opponent controls that
        many."""
        return Condition(StaticCondition.OPPONENT_CONTROLS, selector=_yours_only(sel), count=n)

    def cv_player_controls_none(self, body: Selector) -> Condition:
        """"a player controls no creatures": some player in the game controls none."""
        return Condition(MoreCondition.PLAYER_CONTROLS_NONE,
                         selector=permanents(_yours_only(body)))

    # -- this combat ---------------------------------------------------------------------

    def cv_entered_n(self, n: int, body: Selector) -> Condition:
        """"two or more nonland permanents entered the battlefield under your control
        this turn": by their types as they entered (603.6a)."""
        return Condition("entered_under_control_this_turn", selector=_a_kind(body), count=n)

    def cv_entered_one(self, sel: Selector) -> Condition:
        """"a creature entered the battlefield under your control this turn"."""
        return self.cv_entered_n(1, dataclasses.replace(sel, one=False))

    def cv_descended(self) -> Condition:
        """"you descended this turn": a permanent card was put into your graveyard from
        anywhere this turn (700.11)."""
        return Condition("descended_this_turn")

    def cv_no_spell_from_hand(self, word: Token) -> Condition:
        """"you haven't cast a spell from your hand this turn" (601.2a, 601.2i)."""
        if str(word).lower() != "spell":
            raise ValueError("a kind of spell cast from the hand")
        return Condition("spells_cast_from_hand_this_turn", negate=True)

    def cv_didnt_cast_it_from_hand(self) -> Condition:
        """"you didn't cast it from your hand": the source wasn't a spell cast from its
        owner's hand (601.2a) — put onto the battlefield otherwise, or cast from another
        zone."""
        return _it(Condition(StaticCondition.CAST_FROM_HAND, negate=True))

    def cv_attacked_total_power(self, n: int) -> Condition:
        """"you attacked with creatures with total power 6 or greater this combat"."""
        return Condition(MoreCondition.ATTACKED_TOTAL_POWER, count=n)
