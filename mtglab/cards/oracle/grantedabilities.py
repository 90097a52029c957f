"""Abilities an effect grants, read with the card that grants them (issue 22: the engine
never reads text while it plays).

A record that gives objects abilities — "creatures you control have flying" (613.1f), "it
becomes a 2/2 creature with haste" (613.1f), a copy "except it has flying" (707.9b), "it
enters with first strike" (614.1c), "gains your choice of ..." (608.2d) — keeps the texts
of those abilities, for the log, and, filled in here as the card is read, the
:class:`~mtglab.cards.ability.Ability` record of each. A text naming "the chosen color"
or "the color of your choice" is read once per color (105.1), so the engine picks the
record of the color chosen as the effect begins (608.2d).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Creatures you control have flying.")
>>> [g.text for g in a.effects[0].granted]
['Flying']
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from typing import Any, Final

from mtglab.cards.ability import Ability
from mtglab.cards.compoundeffects import BecomeCopy, EntersWithAbilities
from mtglab.cards.durations import CHOSEN_COLOR, COLOR_OF_YOUR_CHOICE, GrantOneOf
from mtglab.cards.effectparts import Animate, ExceptClause, GrantAbilities

__all__ = ["named_color", "with_granted_abilities"]

#: reads one line of rules text into an ability (the parser's ``parse_ability``)
Read = Callable[[str], Ability]

#: the five colors' names (105.1), as a text names one in place of "the chosen color"
_COLOR_NAMES: Final = ("white", "blue", "black", "red", "green")


def with_granted_abilities(ability: Ability, read: Read) -> Ability:
    """``ability`` with every record in it that grants abilities by text given the
    records of those texts, read by ``read`` (records already given theirs are kept)."""
    found: Ability = _filled(ability, read)
    return found


def named_color(text: str, words: str, color: str) -> str:
    """``text`` with ``words`` ("the chosen color") replaced by a color's name, the
    first time they occur, whatever their case."""
    at = text.lower().find(words)
    return text if at < 0 else text[:at] + color + text[at + len(words):]


@functools.lru_cache(maxsize=4096)
def _read_one(read: Read, text: str) -> Ability:
    """One granted ability's record; a keyword alone ("flying", "first strike") is read
    as the line of rules text that is that keyword."""
    bare = text.strip()
    if bare and all(ch.isascii() and (ch.isalpha() or ch == " ") for ch in bare):
        return read(bare.capitalize())
    return read(text)


def _read_all(read: Read, texts: tuple[str, ...]) -> tuple[Ability, ...]:
    return tuple(_read_one(read, t) for t in texts)


def _per_color(read: Read, texts: tuple[str, ...]) -> tuple[tuple[str, tuple[Ability, ...]], ...]:
    """For a grant naming a color chosen later, its abilities with each color named."""
    for words in (CHOSEN_COLOR, COLOR_OF_YOUR_CHOICE):
        if any(words in t.lower() for t in texts):
            return tuple((c, _read_all(read, tuple(named_color(t, words, c) for t in texts)))
                         for c in _COLOR_NAMES)
    return ()


def _own_records(value: Any, read: Read) -> dict[str, Any]:
    """The record fields of one record that grants abilities by text, still to fill."""
    if isinstance(value, GrantAbilities):
        made: dict[str, Any] = {}
        if value.abilities and not value.granted:
            made["granted"] = _read_all(read, value.abilities)
        if value.abilities and not value.per_color:
            colored = _per_color(read, value.abilities)
            if colored:
                made["per_color"] = colored
        return made
    if isinstance(value, (Animate, EntersWithAbilities)) and value.abilities \
            and not value.granted:
        return {"granted": _read_all(read, value.abilities)}
    if isinstance(value, ExceptClause) and value.kind == "grant_ability" and value.values \
            and not value.granted:
        return {"granted": _read_all(read, value.values)}
    if isinstance(value, GrantOneOf) and value.options and not value.option_abilities:
        return {"option_abilities": _read_all(read, value.options)}
    if isinstance(value, BecomeCopy) and value.gains and not value.gained:
        return {"gained": _read_all(read, value.gains)}
    return {}


def _filled(value: Any, read: Read) -> Any:
    """``value`` (a record, a tuple of them, or a plain value) with its granting records
    filled in, the same object where nothing changed."""
    if type(value) is tuple:
        new = tuple(_filled(v, read) for v in value)
        return value if all(a is b for a, b in zip(new, value, strict=True)) else new
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        if f.init:
            old = getattr(value, f.name)
            new = _filled(old, read)
            if new is not old:
                changes[f.name] = new
    if changes:
        value = dataclasses.replace(value, **changes)
    own = _own_records(value, read)
    return dataclasses.replace(value, **own) if own else value
