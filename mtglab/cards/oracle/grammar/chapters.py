"""Transformer rules and the reading of a Saga's chapter abilities (``chapters.lark``,
CR 714.2).

A chapter line is a chapter symbol (or several, 714.2c), a dash, maybe a flavor word
and a dash (207.2d), then an effect: the grammar reads the symbols as the trigger
condition ``Trigger(CHAPTER, "I, II")`` (714.2b) and the effect is read like any
triggered ability's (``parser._parse_triggered``), so that a chapter does whatever a
triggered ability does. :func:`chapter_line` splits a line into those parts;
:func:`chapter_numbers` gives a chapter trigger's numbers, which the engine compares
with the Saga's lore counters (:mod:`mtglab.engine.resolution.chapters`).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("I, II — Create a 1/1 white Soldier creature token.")
>>> a.supported, a.trigger.event.value, chapter_numbers(a.trigger)
(True, 'chapter', (1, 2))
>>> parse_ability("III — Lunge — Draw a card.").ability_word
'Lunge'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Trigger, TriggerEvent

__all__ = ["CHAPTER_EVENT", "ChapterRules", "chapter_line", "chapter_numbers"]

#: the trigger event of a chapter ability (714.2b)
CHAPTER_EVENT: Final = TriggerEvent.CHAPTER

_DASH: Final = " — "


@v_args(inline=True)
class ChapterRules(Transformer[Any, Any]):
    """Builds the chapter trigger of a chapter line (mixed into the parser's
    transformer)."""

    def chapter_symbols(self, *symbols: Token) -> str:
        return ", ".join(str(s) for s in symbols)

    def tr_chapter(self, symbols: str, _flavor: Token | None = None) -> Trigger:
        return Trigger(CHAPTER_EVENT, symbols)


def chapter_numbers(trigger: Trigger) -> tuple[int, ...]:
    """The chapter numbers of a chapter ability's trigger (714.2b-c), in order.

    >>> chapter_numbers(Trigger("chapter", "I, III"))
    (1, 3)
    """
    return trigger.chapters


def chapter_line(text: str, read_trigger: Callable[[str], Any]
                 ) -> tuple[Trigger, str | None, str] | None:
    """A normalized chapter line as (its chapter trigger, its flavor word or None, its
    effect text), or None when ``text`` isn't one; ``read_trigger`` reads a trigger
    condition with the grammar. The longest head the grammar reads as chapter symbols
    (and a flavor word) wins."""
    parts = text.split(_DASH, 2)
    for k in (2, 1):
        if len(parts) <= k:
            continue
        got = read_trigger(_DASH.join(parts[:k]))
        if isinstance(got, Trigger) and got.event is CHAPTER_EVENT:
            return got, (parts[1] if k == 2 else None), _DASH.join(parts[k:])
    return None
