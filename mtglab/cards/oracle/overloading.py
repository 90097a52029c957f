"""Overload's text change, read with the card (CR 702.96a, 612.1): "If you chose to pay
this spell's overload cost, change its text by replacing all instances of the word
'target' with the word 'each'."

The engine never reads text, so the changed text of each spell ability of a card with
"Overload [cost]" is read here, once, as the card is read: the readings join the
overload record (:class:`~mtglab.cards.castcosts.AlternativeCost` ``changed``), and a
spell cast for its overload cost has them in place of its spell abilities
(engine/spells/overload.py). A changed line the grammar can't read, or whose reading
the engine can't play, leaves the overload line unsupported with that line named (the
spell may still be cast for its mana cost).

>>> changed_text("Return target nonland permanent you don't control to its owner's hand.")
"Return each nonland permanent you don't control to its owner's hand."
>>> changed_text("Target creature gets -1/-1. It targets nothing else.")
'Each creature gets -1/-1. It targets nothing else.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import OVERLOAD, AlternativeCost

__all__ = ["changed_text", "overload_readings"]

#: the word overload replaces and what it becomes, by the case it is printed in (702.96a)
_WORDS = {"target": "each", "Target": "Each"}


def changed_text(text: str) -> str:
    """``text`` with every whole word "target" replaced by "each" (702.96a): "targets"
    and "targeted" are other words and stay."""
    out: list[str] = []
    word: list[str] = []
    for ch in (*text, " "):
        if ch.isalpha() or ch == "-":
            word.append(ch)
            continue
        w = "".join(word)
        out.append(_WORDS.get(w, w))
        word.clear()
        out.append(ch)
    return "".join(out)[:-1]


def _overload(a: Ability) -> AlternativeCost | None:
    return next((e for e in a.effects if isinstance(e, AlternativeCost)
                 and e.keyword == OVERLOAD), None) if a.supported else None


def _joined(effect: Any, changed: tuple[Ability, ...]) -> Any:
    """The overload record given the changed readings; any other effect as it is."""
    if isinstance(effect, AlternativeCost) and effect.keyword == OVERLOAD:
        return replace(effect, changed=changed)
    return effect


def overload_readings(abilities: list[Ability],
                      read: Callable[[str], Ability]) -> list[Ability]:
    """The card's abilities with its overload line's record holding its spell abilities
    as their changed text reads (702.96a), read by ``read``; when one of them isn't
    understood, the overload line is unsupported, that changed text named (a spell line
    not read as printed is the whole card's problem, parser._cast_whole)."""
    spell = [a for a in abilities if a.kind is AbilityKind.SPELL]
    if not any(_overload(a) for a in abilities) or not all(a.supported for a in spell):
        return abilities  # a spell line not read: the spell can't be cast (601.2)
    changed = tuple(read(changed_text(a.text)) for a in spell)
    unread = next((c for c in changed if not c.supported or c.kind is not AbilityKind.SPELL),
                  None)
    out = []
    for a in abilities:
        alt = _overload(a)
        if alt is None:
            out.append(a)
        elif unread is not None:
            out.append(replace(a, supported=False, problem=(
                f"its overloaded text {unread.text!r} is not understood "
                f"(CR 702.96a): {unread.problem}")))
        elif not spell:
            out.append(replace(a, supported=False, problem=(
                "overload changes the text of a spell's instructions (CR 702.96a), and "
                "this card has none mtglab reads")))
        else:
            out.append(replace(a, effects=tuple(_joined(e, changed) for e in a.effects)))
    return out
