"""Overload (CR 702.96): "Overload [cost]" is an alternative cost (118.9, chosen with
``alternative="overload"``, :mod:`mtglab.engine.spells.alternativecosts`), and a spell
cast for it has its text changed, each word "target" becoming "each" (702.96a, a
text-changing effect, 612.1, 702.96c).

The changed text was read with the card (the overload record's ``changed`` abilities,
mtglab.cards.castcosts): :func:`as_overloaded` puts them in place of the spell's
abilities whenever the spell is looked at as cast — as its targets are announced (it
has none then, 702.96b) and as it resolves — as kicker's and modes' choices are
(702.33d, 700.2). The engine reads no text.
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.ability import AbilityKind
from mtglab.cards.castcosts import OVERLOAD, AlternativeCost
from mtglab.cards.model import Card

__all__ = ["as_overloaded"]


def as_overloaded(card: Card, keyword: object) -> Card:
    """``card`` as the spell cast with the alternative cost of ``keyword``: for overload
    (702.96a), its spell abilities replaced one for one by their changed readings;
    otherwise ``card`` as it is."""
    if keyword != OVERLOAD:
        return card
    alt = next((e for a in card.abilities if a.supported for e in a.effects
                if isinstance(e, AlternativeCost) and e.keyword == OVERLOAD), None)
    if alt is None or not alt.changed:
        return card
    changed = iter(alt.changed)
    return replace(card, abilities=tuple(next(changed, a) if a.kind is AbilityKind.SPELL
                                         else a for a in card.abilities))
