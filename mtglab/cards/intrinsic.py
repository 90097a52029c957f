"""The intrinsic mana abilities of the basic land types (CR 305.6): a land with the
subtype Forest has "{T}: Add {G}." though its text doesn't say so. Built here as records,
once, for the parser (a card's abilities) and the engine (a land that gains a basic land
type, 613.1d, 305.7), which reads no text for them.

>>> [a.text for a in intrinsic_abilities(("Forest", "Island"))]
['{T}: Add {G}.', '{T}: Add {U}.']
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import AddMana, Cost, FixedMana
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.cards.vocabulary import CostKind
from mtglab.mana import Mana

__all__ = ["intrinsic_abilities"]


def intrinsic_abilities(subtypes: Sequence[str]) -> tuple[Ability, ...]:
    """The intrinsic mana abilities of basic land types, in type-line order (CR 305.6)."""
    return tuple(_intrinsic(BASIC_LAND_TYPES[s]) for s in subtypes if s in BASIC_LAND_TYPES)


@functools.cache
def _intrinsic(symbol: str) -> Ability:
    return Ability(
        "{T}: Add {" + symbol + "}.", AbilityKind.ACTIVATED, True, is_mana_ability=True,
        costs=(Cost(CostKind.TAP),), effects=(AddMana(FixedMana((Mana(symbol),))),),
        intrinsic=True,
    )
