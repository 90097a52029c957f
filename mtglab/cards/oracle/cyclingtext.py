"""Cycling (CR 702.29a): "Cycling [cost]" means "[Cost], Discard this card: Draw a card."

The keyword line is read as that activated ability, marked with the keyword "Cycling": it
functions only while the card is in its owner's hand (702.29a, 113.6m), since its cost
discards the card from there, and activating it is cycling the card — what "whenever you
cycle a card" abilities trigger on (702.29c,
:func:`mtglab.engine.resolution.triggers.triggered_by_cycling`).

Only a cost of mana symbols (hybrid ones too) without X is read. Typecycling (702.29e:
"Plainscycling {2}") means "[Cost], Discard this card: Search your library for a [type]
card, reveal it, put it into your hand, then shuffle": the search and shuffle of
:mod:`mtglab.cards.library` (701.23, 701.24), and it is cycling all the same (702.29f).
A cost of life or of other actions, and "Cycling {X}", stay unsupported, the part named.

>>> a = cycling_ability("Cycling {2} ({2}, Discard this card: Draw a card.)", "cycling {2}")
>>> a.supported, a.keywords, [c.kind for c in a.costs], type(a.effects[0]).__name__
(True, ('Cycling',), [<CostKind.MANA: 'mana'>, <CostKind.DISCARD: 'discard'>], 'DrawCards')
>>> a = cycling_ability("Basic landcycling {1}{B}", "basic landcycling {1}{b}")
>>> a.keywords, [type(e).__name__ for e in a.effects], a.effects[0].selector.supertypes
(('Cycling',), ['Search', 'Shuffle'], ('Basic',))
"""

from __future__ import annotations

import re
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import Amount, Cost, DrawCards, Relation, Selector
from mtglab.cards.instructions import Who
from mtglab.cards.library import Found, Search, Shuffle
from mtglab.cards.types import ALL_SUBTYPES, CARD_TYPES
from mtglab.cards.vocabulary import CostKind, Zone
from mtglab.mana import ManaCost

__all__ = ["CYCLING", "cycling_ability", "reread_cycling"]

#: the keyword an activated cycling ability carries (702.29a)
CYCLING: Final = "Cycling"

#: reminder text (CR 207.2a); a match starts only where a run of spaces starts, and stops
#: at the next parenthesis, so removing it is linear in the line's length
_REMINDER: Final = re.compile(r"(?<!\s)\s*\([^()]*\)")
#: "Cycling {1}{U}" (reminder text removed first)
_CYCLING: Final = re.compile(r"^cycling ((?:\{[0-9WUBRGC](?:/[WUBRGP])?\})+)$", re.I)
#: "Plainscycling {2}", "Basic landcycling {1}{G}", "Wizardcycling {3}" (702.29e)
_TYPECYCLING: Final = re.compile(
    r"^(\w+(?: \w+)?)cycling ((?:\{[0-9WUBRGC](?:/[WUBRGP])?\})+)$", re.I)
#: "Cycling—Pay 2 life.", "Cycling {X}", "Plainscycling {2}", "Basic landcycling {1}{G}"
_OTHER: Final = re.compile(r"^(?:(\w+(?: \w+)?)cycling|cycling)(?= ?\{|—)", re.I)


def cycling_ability(line: str, text: str) -> Ability | None:
    """The activated ability a "Cycling [cost]" keyword line means (702.29a), an
    unsupported one naming the part for the other cycling costs, or None if ``text``
    (the normalized line) isn't a cycling line."""
    bare = _REMINDER.sub("", text).strip().rstrip(".")
    discard = Cost(CostKind.DISCARD, selector=Selector(relation=Relation.SELF), zone=Zone.HAND)
    m = _CYCLING.match(bare)
    if m:
        return Ability(line, AbilityKind.ACTIVATED, True,
                       costs=(Cost(CostKind.MANA, mana=ManaCost.parse(m.group(1))), discard),
                       effects=(DrawCards(Amount.fixed(1)),), keywords=(CYCLING,))
    typed = _TYPECYCLING.match(bare)
    wanted = _type_searched(typed.group(1)) if typed else None
    if typed and wanted is not None:  # 702.29e: a search of the library, then a shuffle
        searched: tuple[Any, ...] = (  # the general instructions (cards.library)
            Search(Who.YOU, (Zone.LIBRARY,), wanted, reveal=True, to=Found.HAND),
            Shuffle(Who.YOU))
        return Ability(line, AbilityKind.ACTIVATED, True,
                       costs=(Cost(CostKind.MANA, mana=ManaCost.parse(typed.group(2))),
                              discard),
                       effects=searched, keywords=(CYCLING,))
    other = _OTHER.match(bare)
    if other is None:
        return None
    if other.group(1):
        why = ("typecycling (CR 702.29e: a library search for a card of that type) is not "
               "played")
    else:
        why = (f"a cycling cost other than mana symbols without X is not read: {bare!r} "
               "(CR 702.29a)")
    return Ability(line, AbilityKind.ACTIVATED, False, keywords=(CYCLING,), problem=why)


def _type_searched(words: str) -> Selector | None:
    """The card a typecycling ability searches for (702.29e): "Plains", "basic land",
    "Wizard", "artifact land"; None for a word that names no type."""
    *before, last = words.lower().split()
    supers = ("Basic",) if before[:1] == ["basic"] else ()
    kinds = [w.capitalize() for w in before if w != "basic"]
    if last.capitalize() in CARD_TYPES and all(k in CARD_TYPES for k in kinds):
        return Selector(types=(*kinds, last.capitalize()), supertypes=supers)
    if not before and last.capitalize() in ALL_SUBTYPES:
        return Selector(subtypes=(last.capitalize(),))
    return None


def reread_cycling(ability: Ability, text: str) -> Ability:
    """The parser's hook: an unsupported keyword line that is a cycling line becomes its
    activated ability (702.29a); anything else is returned as it is."""
    if ability.supported or not text:
        return ability
    found = cycling_ability(ability.text, text)
    return ability if found is None else found
