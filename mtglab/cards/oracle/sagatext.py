"""A Saga's chapter abilities (CR 714.2): "I — ...", "II, III — ..." lines.

A chapter symbol followed by an effect is a chapter ability, a triggered ability whose
trigger condition is "When one or more lore counters are put onto this Saga, if the
number of lore counters on it was less than N and became at least N" (714.2b); a line
with several chapter numbers is one chapter ability for each (714.2c). It is read as
``Trigger("chapter", "<numerals>")``, the numbers given by :func:`chapter_numbers`; the
engine fires it as lore counters are put on the Saga (:mod:`mtglab.engine.resolution.chapters`).

The effects read are the ones the engine carries out and that
:mod:`mtglab.audit.triggers` plays on a board: "When you cast your next creature
spell this turn, that creature enters with an additional +1/+1 counter on it" (Kumano
Faces Kakkazan; "When you next cast a creature spell this turn", Summon: Fenrir, after an
ability word, 207.2c), a delayed trigger (603.7c) — the same one a mana ability of Yuna,
Grand Summoner creates (read by :mod:`mtglab.cards.oracle.nextspelltext`). Any other chapter
effect keeps the line unsupported, that named ("supported" is a promise, DESIGN).

>>> line = ("II — When you cast your next creature spell this turn, that "
...         "creature enters with an additional +1/+1 counter on it.")
>>> a = reread_chapter(Ability(line, AbilityKind.STATIC, False), line)
>>> a.supported, a.trigger.event.value, chapter_numbers(a.trigger)
(True, 'chapter', (2,))
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.oracle.nextspelltext import next_spell_delayed

__all__ = ["CHAPTER_EVENT", "CHAPTER_LINE", "NOT_READ", "chapter_numbers", "reread_chapter"]

#: the trigger event of a chapter ability (714.2b)
CHAPTER_EVENT: Final = TriggerEvent.CHAPTER

_ROMAN: Final = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
#: a chapter line: its numerals, then an optional ability word (207.2c), then its effect
CHAPTER_LINE: Final = re.compile(
    r"^(?P<nums>(?:I|II|III|IV|V|VI|VII)(?:, (?:I|II|III|IV|V|VI|VII))*) — "
    r"(?:(?P<word>[A-Z][^—.]{0,40}) — )?(?P<body>.+)$")

#: why a chapter line whose effect isn't among those read stays unsupported
NOT_READ: Final = ("not carried out: this chapter ability's effect (CR 714.2b: the "
                   "chapter triggers, but of chapter effects mtglab plays only 'your next "
                   "creature spell this turn enters with an additional +1/+1 counter')")


def chapter_numbers(trigger: Trigger) -> tuple[int, ...]:
    """The chapter numbers of a chapter ability's trigger (714.2b-c), in order.

    >>> chapter_numbers(Trigger("chapter", "I, III"))
    (1, 3)
    """
    return tuple(_ROMAN[n.strip()] for n in trigger.text.split(",") if n.strip())


def reread_chapter(ability: Ability, text: str) -> Ability | None:
    """The parser's reading ``ability`` of the normalized line ``text`` re-read as a
    chapter ability (714.2b), or None when ``text`` isn't a chapter line. An effect this
    module doesn't read gives an unsupported triggered ability saying so."""
    m = CHAPTER_LINE.match(text)
    if m is None:
        return None
    trigger = Trigger(CHAPTER_EVENT, m.group("nums"))
    delayed = next_spell_delayed(m.group("body"))
    if delayed is not None:
        return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                       effects=(delayed,), trigger=trigger)
    return replace(ability, kind=AbilityKind.TRIGGERED, supported=False, problem=NOT_READ,
                   effects=(), trigger=trigger)
