"""Soulbond and paired creatures (CR 702.95): the records the parser writes for them.

* :class:`Pair` — the instruction of the two triggered abilities soulbond stands for
  (702.95a): as it resolves, the soulbond creature and another unpaired creature its
  controller controls may become paired — itself with one of their choice when it is
  the one that entered, or with the creature that entered.
* :data:`SOULBOND_UNPAIRED` — the kind of their intervening "if" (603.4): its controller
  controls both creatures and both are unpaired.
* ``Relation.PAIRED`` (:mod:`mtglab.cards.effectparts`) — "both creatures" / "each of
  those creatures" of "As long as ~ is paired with another creature, ...": the source and
  the creature it is paired with, nobody while it is unpaired (702.95b).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["SOULBOND", "SOULBOND_UNPAIRED", "Pair"]

#: the keyword (702.95)
SOULBOND: Final = "Soulbond"
#: the condition kind of soulbond's intervening "if" (702.95a, 603.4)
SOULBOND_UNPAIRED: Final = "soulbond_unpaired"


@dataclass(frozen=True, slots=True)
class Pair:
    """ "You may pair this creature with another unpaired creature you control" /
    "you may pair that creature with this creature" (702.95a): optional; nothing happens
    if either is no longer a creature on the battlefield under its controller's control
    or is paired already (702.95c-d)."""

    optional: bool = True
