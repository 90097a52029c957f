"""Choices an instruction makes as it resolves, read by the later instructions of the
same spell or ability (CR 608.2d): "Choose a creature type. Creatures you control of the
chosen type get +1/+0 until end of turn."

"Choose a color." is :class:`~mtglab.cards.effectparts.ChooseColor`; this module adds the
creature type. Selectors "of the chosen type" / "of the chosen color" later in the same
ability read the choice made (CR 608.2c: the instructions are followed in order).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["RESOLVING_CHOICES", "ChooseCreatureType"]


@dataclass(frozen=True, slots=True)
class ChooseCreatureType:
    """The ability's controller chooses a creature type (CR 205.3m) as the instruction
    resolves (608.2d); "the chosen type" later in the same ability means it."""


#: the records of this module (instructions a spell or ability carries out once)
RESOLVING_CHOICES: Final[tuple[type, ...]] = (ChooseCreatureType,)
