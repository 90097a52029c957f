"""Strive's cost increase (an ability word, CR 207.2c; the total cost, 601.2f): a spell
that "costs {1}{U} more to cast for each target beyond the first" adds that cost once
for each target after the first, as its total cost is determined.

>>> import mtglab as ml
>>> from mtglab.mana import ManaCost
>>> rush = ml.Card.from_text(name="Polymorphous Rush", mana_cost="{2}{U}",
...     type_line="Instant", oracle_text="Strive — This spell costs {1}{U} more to cast "
...     "for each target beyond the first.")
>>> str(with_strive(rush, ManaCost.parse("{2}{U}"), 3))
'{4}{U}{U}{U}'
"""

from __future__ import annotations

from mtglab.cards.effects import CostPerExtraTarget
from mtglab.cards.model import Card
from mtglab.mana import ManaCost

__all__ = ["with_strive"]


def with_strive(card: Card, total: ManaCost, targets: int) -> ManaCost:
    """``total`` with each strive increase of ``card`` paid for the ``targets`` chosen
    beyond the first (CR 601.2f)."""
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, CostPerExtraTarget):
                for _ in range(max(0, targets - 1)):
                    total = total + e.mana
    return total
