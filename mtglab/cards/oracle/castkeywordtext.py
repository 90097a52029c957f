"""Wordings of the escape keyword (CR 702.138), read where the grammar doesn't:

* "Escape—{4}{B}{G}, Exile six other cards from your graveyard." (702.138a): a
  permission to cast the card from its owner's graveyard by paying the escape cost
  rather than its mana cost (an alternative cost, 118.9), exiling that many other cards
  from that graveyard as part of it — a
  :class:`~mtglab.cards.effects.CastPermission` with ``keyword="Escape"`` and
  ``exile_others``;
* "~ escapes with two +1/+1 counters on it." (702.138c: "If this permanent escaped, it
  enters with those counters") and "~ enters with six +1/+1 counters on it. It escapes
  with twelve +1/+1 counters on it instead." (Polukranos, Unchained: the twelve replace
  the six): :class:`~mtglab.cards.effects.EntersWithCounters` with the condition
  ``Condition("escaped")`` (702.138b), negated for the counters it enters with
  otherwise.

And kicker with a discard (CR 702.33a): "Kicker—{2}{B}, Discard a creature card." (its
costs are read by :func:`mtglab.engine.spells.castkeywords.discard_kicker`) and "If ~ was
kicked, it enters with flying and with X +1/+1 counters on it, where X is the discarded
card's mana value" (Dralnu's Pet: the amount ``"discarded_mana_value"``, 202.3, and the
ability from then on, 614.1c).

And madness's triggered ability as the engine words it on the stack (702.35a: "When
this card is exiled this way, its owner may cast it by paying {R} rather than paying its
mana cost. If that player doesn't, they put this card into their graveyard.", as a
board file keeps it): the :class:`~mtglab.cards.castcosts.Madness` record.

And "As an additional cost to cast this spell, you may reveal a Dragon card from your
hand." (601.2f, 701.20a: carried out by
:func:`mtglab.engine.spells.castkeywords.reveal_or_control`) with "~ enters with a +1/+1 counter
on it if you revealed a Dragon card or controlled a Dragon as you cast ~" (Scaleguard
Sentinels: ``Condition("revealed_or_controlled", text="Dragon")``).

An escape cost of other parts (removing counters, sacrificing, discarding) stays
unsupported.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Escape—{4}{B}{G}, Exile six other cards from your graveyard.",
...                   name="Polukranos, Unchained")
>>> a.supported, a.effects[0].exile_others, str(a.effects[0].alternative_cost)
(True, 6, '{4}{B}{G}')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import MADNESS, Madness
from mtglab.cards.effects import (
    Amount,
    CastPermission,
    Condition,
    EntersWithAbilities,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.vocabulary import AmountKind, Zone
from mtglab.mana import ManaCost

__all__ = ["DISCARDED_MANA_VALUE", "ESCAPED", "reread_cast_keyword"]

Parse = Callable[[str], Ability]

#: the condition "this permanent escaped" (702.138b)
ESCAPED: Final = Condition("escaped")

_NUMBERS: Final = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
                   "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
                   "twelve": 12}
_N: Final = r"(" + "|".join(_NUMBERS) + r")"
_COUNTER: Final = r"([+-]\d+/[+-]\d+|[a-z]+)"
_ESCAPE: Final = re.compile(
    r"^Escape[—-]\s*(?P<cost>(?:\{[^}]+\})+), Exile (?P<n>" + "|".join(_NUMBERS) +
    r") other cards? from your graveyard\.?$")
_ENTERS: Final = r"enters(?: the battlefield)?"
_ESCAPES_WITH: Final = re.compile(
    r"^~ escapes with " + _N + " " + _COUNTER + r" counters? on it\.?$")
_INSTEAD: Final = re.compile(
    r"^~ " + _ENTERS + " with " + _N + " " + _COUNTER + r" counters? on it\. (?:It|~) "
    r"escapes with " + _N + " " + _COUNTER + r" counters? on it instead\.?$")


_DISCARD_KICKER: Final = re.compile(
    r"^Kicker—(?:\{[^}]+\})+, Discard an? [a-z]+ card\.?$")
_KICKED_DISCARDED: Final = re.compile(
    r"^If ~ was kicked, it " + _ENTERS + r" with ([a-z]+) and with X " + _COUNTER +
    r" counters on it, where X is the discarded card's mana value\.?$")
_REVEAL_COST: Final = re.compile(
    r"^As an additional cost to cast ~, you may reveal an? [A-Z][a-z]+ card from your "
    r"hand\.?$")
_IF_REVEALED: Final = re.compile(
    r"^~ " + _ENTERS + " with " + _N + " " + _COUNTER + r" counters? on it if you revealed "
    r"an? ([A-Z][a-z]+) card or controlled an? \3 as you cast ~\.?$")
_MADNESS_TRIGGER: Final = re.compile(
    r"^When ~ is exiled this way, its owner may cast it by paying ((?:\{[^}X]+\})+) rather "
    r"than paying its mana cost\. If that player doesn't, they put ~ into their "
    r"graveyard\.?$")
#: "X is the discarded card's mana value" (702.33a, 202.3)
DISCARDED_MANA_VALUE: Final = AmountKind.DISCARDED_MANA_VALUE


def _counters(n: str, kind: str, cond: Condition) -> EntersWithCounters:
    return EntersWithCounters(kind, Amount.fixed(_NUMBERS[n]), condition=cond)


def reread_cast_keyword(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook for escape (see the module docstring): ``text`` is the
    normalized line, ``parse`` parses one line."""
    del parse  # every wording here is read whole
    if ability.supported or not text:
        return ability
    m = _ESCAPE.match(text)
    if m:
        permission = CastPermission(Selector(relation=Relation.SELF), Zone.GRAVEYARD,
                                    alternative_cost=ManaCost.parse(m.group("cost")),
                                    exile_others=_NUMBERS[m.group("n")], keyword="Escape")
        return replace(ability, kind=AbilityKind.STATIC, supported=True,
                       keywords=("Escape",), effects=(permission,), problem="")
    if _DISCARD_KICKER.match(text):
        return replace(ability, kind=AbilityKind.KEYWORD, supported=True, problem="",
                       keywords=("Kicker",), effects=())
    m = _KICKED_DISCARDED.match(text)
    if m:
        kicked = Condition("kicked")
        return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                       effects=(EntersWithCounters(m.group(2), Amount(DISCARDED_MANA_VALUE, 0),
                                                   condition=kicked),
                                EntersWithAbilities((m.group(1).capitalize(),), kicked)))
    m = _MADNESS_TRIGGER.match(text)
    if m:  # the text the engine gives madness's trigger on the stack (a board file's)
        madness: tuple[Any, ...] = (Madness(ManaCost.parse(m.group(1))),)
        return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                       keywords=(MADNESS,), effects=madness)
    if _REVEAL_COST.match(text):  # the engine reveals it as the spell is cast (601.2f)
        return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                       effects=())
    m = _IF_REVEALED.match(text)
    if m:
        return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                       effects=(_counters(m.group(1), m.group(2), Condition(
                           "revealed_or_controlled", text=m.group(3))),))
    m = _ESCAPES_WITH.match(text)
    if m:
        return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                       effects=(_counters(m.group(1), m.group(2), ESCAPED),))
    m = _INSTEAD.match(text)
    if m:
        otherwise = replace(ESCAPED, negate=True)
        return replace(ability, kind=AbilityKind.STATIC, supported=True, problem="",
                       effects=(_counters(m.group(1), m.group(2), otherwise),
                                _counters(m.group(3), m.group(4), ESCAPED)))
    return ability
