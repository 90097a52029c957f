"""Emerge (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "If you chose to pay this spell's emerge
cost, its total cost is reduced by an amount of generic mana equal to the sacrificed
creature's mana value."

The first is an alternative cost (118.9, ``alternative="emerge"``,
:mod:`mtglab.engine.spells.alternativecosts`) whose permission carries the sacrifice as a
further cost; the creature is chosen as the cost is chosen (702.119c, from ``choices=``
like any additional cost's object, 601.2h). Because its mana value sets the total cost
(601.2f), :func:`pays_first` tells the caster to pay that sacrifice before the mana,
and :func:`emerge_reduction` is the generic mana the sacrificed creature takes off —
its mana value as it last existed on the battlefield (608.2h), generic mana only
(702.119a, applied by :func:`mtglab.engine.spells.affinity.less_generic`).
"""

from __future__ import annotations

from mtglab.cards.castcosts import EMERGE
from mtglab.cards.effects import CastPermission

__all__ = ["emerge_reduction", "pays_first"]


def pays_first(permission: CastPermission | None) -> bool:
    """Whether the spell is cast for its emerge cost, so its sacrifice is paid before its
    total cost is known (702.119a, 702.119c)."""
    return permission is not None and permission.keyword == EMERGE


def emerge_reduction(sacrificed: tuple[int, int, int] | None) -> int:
    """The generic mana the sacrificed creature takes off the total cost: its mana value
    (702.119a); ``sacrificed`` is its power, mana value and toughness as it last existed."""
    return sacrificed[1] if sacrificed is not None else 0
