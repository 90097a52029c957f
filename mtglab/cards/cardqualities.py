"""Qualities of an object measured against an amount (CR 202.3, 208.1, 107.1).

"A card with mana value less than or equal to the number of lands you control", "a
creature card with mana value equal to the number of verse counters on ~", "a creature
with power greater than or equal to your life total": a :class:`MeasuredBound` is one
such comparison, kept on a :class:`~mtglab.cards.effectparts.Selector` (``bounds``). The
amount is counted as the instruction resolves or its targets are chosen (608.2h,
601.2c); :func:`mtglab.engine.characteristics.selectors.bounded` counts it, in one place,
for every zone the engine selects from.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtglab.cards.effectparts import Amount

__all__ = ["Compare", "Measure", "MeasuredBound"]


class Measure(enum.StrEnum):
    """What of an object is measured: its mana value (202.3), power or toughness (208.1)."""

    MANA_VALUE = "mana value"
    POWER = "power"
    TOUGHNESS = "toughness"


class Compare(enum.StrEnum):
    """How the measure compares to the amount ("less than or equal to", "equal to")."""

    AT_MOST = "less than or equal to"
    AT_LEAST = "greater than or equal to"
    EQUAL = "equal to"

    def holds(self, value: int, amount: int) -> bool:
        """Whether ``value`` compares so to ``amount``."""
        if self is Compare.AT_MOST:
            return value <= amount
        if self is Compare.AT_LEAST:
            return value >= amount
        return value == amount


@dataclass(frozen=True, slots=True)
class MeasuredBound:
    """"with <measure> <compare> <amount>": the object's ``measure`` compared to
    ``amount`` counted now (608.2h)."""

    measure: Measure
    compare: Compare
    amount: Amount

    def describe(self) -> str:
        """The words, as the text says them."""
        return f"with {self.measure} {self.compare} {self.amount.describe()}"
