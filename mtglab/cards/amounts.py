"""Counts: the amounts "for each <thing>", "where X is the number of <thing>" and "equal to
the number of <thing>" stand for (CR 107.1, 107.3c), as records.

One :class:`~mtglab.cards.effects.Amount` serves every verb's amount slot: the number of
tokens created (111.1), damage dealt (120), life gained or lost (119), cards drawn,
counters put (122), a bonus to power and toughness (613.4c) and a cost reduction
(601.2f). This module says which counts the engine makes and when:

* as an instruction resolves (608.2h): :data:`RESOLUTION_COUNTS`;
* continuously, for a static ability's bonus in layer 7c (613.4c):
  :func:`counted_continuously`.

The counting itself is :func:`mtglab.engine.characteristics.amounts.count_for_each`.

>>> from mtglab.cards.effects import Amount, Selector
>>> from mtglab.cards.vocabulary import AmountKind, Zone
>>> counted_continuously(Amount(AmountKind.COUNTERS, 0, counter="charge"))
True
>>> counted_continuously(Amount(AmountKind.COUNT, 0, selector=Selector(zone=Zone.GRAVEYARD)))
True
>>> counted_continuously(Amount(AmountKind.REVEALED, 0))
False
"""

from __future__ import annotations

import dataclasses
from typing import Any, Final

from mtglab.cards.compoundeffects import EntersWithCounters
from mtglab.cards.effectparts import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.instructions import Damage
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["CONTINUOUS_COUNTS", "DEFINING_COUNTS", "PAID_COUNTS", "RESOLUTION_COUNTS",
           "counted_continuously", "difference_problem", "may_be_negative", "per_object"]

#: Counts this module adds to the engine's amounts, made as an instruction resolves
#: (608.2h): the objects attached to the source (301.5, 303.4), the opponents its
#: controller has (102.3), the creatures in their party (700.8), the greatest toughness
#: (208.1) or mana value (202.3) among permanents and how many names they have (201.2),
#: the creatures blocking the source beyond the first (rampage, 702.23a-b) and the
#: opponents its controller attacked this combat (melee, 702.121a).
RESOLUTION_COUNTS: Final = frozenset({AmountKind.ATTACHED, AmountKind.OPPONENTS,
                                      AmountKind.PARTY, AmountKind.GREATEST_TOUGHNESS,
                                      AmountKind.GREATEST_MANA_VALUE,
                                      AmountKind.DIFFERENTLY_NAMED,
                                      AmountKind.BLOCKERS_BEYOND_FIRST,
                                      AmountKind.OPPONENTS_ATTACKED})

#: Counts a static ability's "for each" can stand for, counted again whenever the
#: game checks characteristics (613.4c, 611.3a): a number, objects on the battlefield,
#: cards in graveyards or exile (404, 406), counters on the source (122.1), objects
#: attached to the affected object, the basic land types among lands (305.6), the
#: opponents of the source's controller and the creatures in their party (700.8), and
#: that player's life total (119: "where X is your life total").
CONTINUOUS_COUNTS: Final = frozenset({
    AmountKind.FIXED, AmountKind.COUNT, AmountKind.COUNTERS, AmountKind.ATTACHED,
    AmountKind.OPPONENTS, AmountKind.BASIC_LAND_TYPES, AmountKind.PARTY,
    AmountKind.GREATEST_MANA_VALUE, AmountKind.DIFFERENTLY_NAMED, AmountKind.LIFE})

#: Counts a characteristic-defining ability may stand for besides a number of permanents,
#: counted in layer 7a on the values layers 1-6 gave (613.4a): the greatest mana value
#: among permanents (202.3) and how many names they have (201.2), which no power or
#: toughness changes.
DEFINING_COUNTS: Final = frozenset({AmountKind.GREATEST_MANA_VALUE,
                                    AmountKind.DIFFERENTLY_NAMED})

#: Values of the permanent a cost sacrificed or exiled, as it last existed (608.2h):
#: "the sacrificed creature's power / toughness / mana value". Only a cost's permanent is
#: kept (an activation's cost, 602.2b, or a spell's additional cost, 601.2h); one an
#: instruction sacrifices as the ability resolves is not.
PAID_COUNTS: Final = frozenset({AmountKind.SACRIFICED_POWER, AmountKind.SACRIFICED_MANA_VALUE,
                                AmountKind.SACRIFICED_TOUGHNESS})

#: The zones whose cards are counted continuously (the public zones, 400.2).
_COUNTED_ZONES: Final = frozenset({None, Zone.GRAVEYARD, Zone.EXILE})


def counted_continuously(amount: Amount) -> bool:
    """Whether layer 7c counts ``amount`` for a static ability (613.4c): a kind of
    :data:`CONTINUOUS_COUNTS`, of public zones and the controller's own hand only, not
    doubled ("twice ...")."""
    if amount.kind not in CONTINUOUS_COUNTS or amount.times != 1:
        return False
    if amount.kind in (AmountKind.COUNT, AmountKind.BASIC_LAND_TYPES, AmountKind.ATTACHED,
                       *DEFINING_COUNTS):
        return amount.selector is not None and (
            amount.selector.zone in _COUNTED_ZONES or _own_hand(amount.selector))
    return True


def _own_hand(sel: Selector) -> bool:
    """"The number of cards in your hand": how many cards a hand holds is known to every
    player (402.3: a hidden zone, but not its size), so the layers count it for the
    source's controller."""
    return sel.zone == Zone.HAND and sel.controller is ControllerSpec.YOU


def per_object(amount: Amount) -> bool:
    """Whether ``amount`` is counted for each object the effect changes: "for each Aura
    attached to it", "for each +1/+1 counter on it" are counted for the creature "it"
    names (608.2c)."""
    return amount.kind is AmountKind.ATTACHED or (
        amount.kind is AmountKind.COUNTERS and amount.selector is not None
        and amount.selector.relation is Relation.THAT)



def may_be_negative(amount: Amount) -> bool:
    """Whether ``amount`` is a difference that may come out below zero: "3 minus the
    number of cards in their hand", "the number of cards in their hand minus 4" (107.1b)."""
    return amount.times < 0 or amount.plus < 0


def difference_problem(obj: Any) -> str | None:
    """Where a difference that may be negative (:func:`may_be_negative`) is used other
    than as an amount of damage, or None. Damage of zero or less is no damage (107.1b,
    120.8), so the engine plays a difference there; elsewhere (a bonus, a number of
    cards or counters) it would use the negative number where 107.1b says zero."""
    if isinstance(obj, Amount):
        return None if not may_be_negative(obj) else \
            "a difference used other than as an amount of damage (CR 107.1b)"
    if isinstance(obj, Damage):
        return difference_problem((obj.to, obj.source))
    if isinstance(obj, EntersWithCounters) and obj.selector.relation is Relation.THAT:
        return None  # a spell's permanent enters with no counter for zero or less (107.1b)
    if isinstance(obj, tuple | list):
        return next((p for p in map(difference_problem, obj) if p is not None), None)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return difference_problem(tuple(getattr(obj, f.name) for f in dataclasses.fields(obj)))
    return None
