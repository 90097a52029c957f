"""A library search that puts the card into a graveyard, and a copy of "that card" (CR
701.23a, 707.2): Scion of the Ur-Dragon.

"{2}: Search your library for a Dragon permanent card and put it into your graveyard. If
you do, ~ becomes a copy of that card until end of turn. Then shuffle." is read as a
:class:`~mtglab.cards.effects.SearchLibrary` with ``destination="graveyard"`` — the card
found becomes "that card" there (400.7) — and, only if a card was found that way
(:class:`~mtglab.cards.effects.IfThatCard`, 608.2c), the source becoming a copy of it
(707.2: a card's copiable values are its printed ones), until the cleanup step (514.2).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("{2}: Search your library for a Dragon permanent card and put it into "
...     "your graveyard. If you do, Scion becomes a copy of that card until end of turn. "
...     "Then shuffle.", name="Scion")
>>> a.supported, [type(e).__name__ for e in a.effects], a.effects[0].destination
(True, ['SearchLibrary', 'IfThatCard'], <Zone.GRAVEYARD: 'graveyard'>)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import BecomeCopy, IfThatCard, Relation, SearchLibrary, Selector
from mtglab.cards.vocabulary import Zone

__all__ = ["reread_search"]

Parse = Callable[[str], Ability]

#: the card types that aren't permanent types (CR 110.4a, 304.4, 307.4)
_NONPERMANENT: Final = ("Instant", "Sorcery")

#: the cost, what is searched for, and whether the copy ends at end of turn
_SEARCH_TO_YARD: Final = re.compile(
    r"^([^:\"]+): search your library for (an? [^.,]+? card) and put it into your "
    r"graveyard\. if you do, ~ becomes a copy of that card( until end of turn)?\. "
    r"then shuffle\.?$", re.I)


def reread_search(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook: an unsupported activated line in this module's wording becomes
    supported (see the module docstring); anything else is returned as it is."""
    if ability.supported or not text or ability.kind is not AbilityKind.ACTIVATED:
        return ability
    m = _SEARCH_TO_YARD.match(text.strip())
    if m is None:
        return ability
    costs = parse(f"{m.group(1)}: Draw a card.")
    what = m.group(2)
    permanent = bool(re.search(r" permanent card$", what, re.I))
    found = parse(f"When ~ enters, search your library for "
                  f"{re.sub(r' permanent card$', ' card', what, flags=re.I)}, put it into "
                  "your hand, then shuffle.")
    if not costs.supported or not found.supported or len(found.effects) != 1 or \
            not isinstance(found.effects[0], SearchLibrary):
        return ability
    search = replace(found.effects[0], destination=Zone.GRAVEYARD, reveal=False)
    if permanent:  # a permanent card: not an instant or sorcery card (110.4a)
        sel = search.selector
        search = replace(search, selector=replace(sel, excluded_types=(
            *sel.excluded_types, *(t for t in _NONPERMANENT if t not in sel.excluded_types))))
    copy = BecomeCopy(Selector(relation=Relation.SELF), Selector(relation=Relation.THAT),
                      "end of turn" if m.group(3) else None)
    return replace(ability, supported=True, problem="", costs=costs.costs,
                   restrictions=costs.restrictions, effects=(search, IfThatCard((), (copy,))))
