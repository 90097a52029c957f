"""Emblems (CR 114): the record of "[player] gets an emblem with [ability]" and the kinds
of static ability mtglab applies from an emblem in the command zone. The grammar
(:mod:`mtglab.cards.oracle.planeswalkers`) reads the wording into :class:`GetEmblem`; the
engine creates the emblem and applies its abilities (114.2-114.4) from these records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.effects import (
    AddLandTypes,
    Animate,
    GainControl,
    GrantAbilities,
    LoseAbilities,
    ModifyPT,
    SetBasePT,
    SetBasicLandTypes,
)
from mtglab.cards.instructions import Who

__all__ = ["EMBLEM_STATICS", "GetEmblem"]


@dataclass(frozen=True, slots=True)
class GetEmblem:
    """ "[Player] gets an emblem with [ability]." (CR 114.2): ``who`` puts an emblem with
    ``abilities`` into the command zone; it is owned and controlled by that player, has
    no characteristics but those abilities (114.3), and they function there (114.4)."""

    who: Who
    abilities: tuple[Ability, ...]


#: The records of static abilities that mtglab applies from an emblem in the command zone:
#: the continuous effects of layers 2-7 (613.1b-f, 613.4), as for a permanent's.
EMBLEM_STATICS: Final[tuple[type, ...]] = (
    SetBasicLandTypes, AddLandTypes, GrantAbilities, ModifyPT, GainControl, Animate,
    SetBasePT, LoseAbilities)
