"""Buyback (CR 702.27): an optional additional cost of an instant or sorcery, and where
its card goes as it resolves.

"Buyback [cost]" means "You may pay an additional [cost] as you cast this spell" and
"If the buyback cost was paid, put this spell into its owner's hand instead of into
that player's graveyard as it resolves" (702.27a). Paying it follows the rules for
additional costs (601.2b, 601.2f-h): ``Board.cast(..., buyback=True)`` adds it to the
total cost, and the spell records ``("buyback", True)``. A spell countered, or that
doesn't resolve, goes to the graveyard as usual (702.27a says "as it resolves").
"""

from __future__ import annotations

from mtglab.cards.keywords import Buyback
from mtglab.cards.model import Card
from mtglab.engine.state import StackItem
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["BUYBACK_PAID", "bought_back", "with_buyback"]

#: the entry of ``StackItem.paid`` recording that the buyback cost was paid (702.27a)
BUYBACK_PAID = "buyback"


def _buyback_cost(card: Card) -> ManaCost | None:
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Buyback):
                return e.cost
    return None


def with_buyback(card: Card, cost: ManaCost, paid: bool) -> ManaCost:
    """The total cost with the buyback cost added when ``paid`` (601.2f, 702.27a);
    refused for a card without buyback.

    >>> import mtglab as ml
    >>> allay = ml.Card.from_text(name="Test Buyback", mana_cost="{1}{W}",
    ...     type_line="Instant", oracle_text="Buyback {3}\\nDraw a card.")
    >>> str(with_buyback(allay, allay.mana_cost, True))
    '{4}{W}'
    """
    if not paid:
        return cost
    extra = _buyback_cost(card)
    if extra is None:
        raise IllegalActionError(f"cast {card.name} with buyback", [
            "it has no buyback cost (CR 702.27a)"])
    return cost + extra


def bought_back(item: StackItem) -> bool:
    """Whether the spell's buyback cost was paid (702.27a)."""
    return bool(dict(item.paid).get(BUYBACK_PAID))
