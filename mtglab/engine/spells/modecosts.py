"""The additional costs of a modal spell's modes (CR 601.2f): escalate's cost for each
mode chosen beyond the first (702.120a) and the cost printed before each spree mode chosen
(702.172a, 700.2h). Both are added to the total cost as the spell is cast, after its
modes are chosen (601.2b) and before any cost reduction; a copy of the spell that isn't
cast pays nothing (707.10).

>>> import mtglab as ml
>>> from mtglab.mana import ManaCost
>>> spree = ml.Card.from_text(name="Two Ways", mana_cost="{R}", type_line="Instant",
...     oracle_text="Spree\\n+ {1} — Draw a card.\\n+ {2}{R} — You gain 3 life.")
>>> str(with_mode_costs(spree, ManaCost.parse("{R}"), (0, 1)))
'{3}{R}{R}'
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.effects import Cost
from mtglab.cards.model import Card
from mtglab.engine.resolution.modes import mode_header
from mtglab.mana import ManaCost

__all__ = ["mode_extra_costs", "with_mode_costs"]


def with_mode_costs(card: Card, total: ManaCost, modes: Sequence[int] | None) -> ManaCost:
    """``total`` with what the ``modes`` chosen for ``card`` add to it (601.2f): its
    escalate cost once for each mode beyond the first (702.120a), and each chosen spree
    mode's own cost (702.172a)."""
    header = mode_header(card)
    if header is None or not modes:
        return total
    if header.escalate is not None:
        for _ in range(len(modes) - 1):
            total = total + header.escalate
    for m in modes:
        if m < len(header.mode_costs):
            total = total + header.mode_costs[m]
    return total


def mode_extra_costs(card: Card, modes: Sequence[int] | None) -> tuple[Cost, ...]:
    """The costs other than mana the ``modes`` chosen for ``card`` add: "Escalate—Discard
    a card." once for each mode beyond the first (702.120a), paid with the spell's
    additional costs (601.2h)."""
    header = mode_header(card)
    if header is None or not modes:
        return ()
    return header.escalate_costs * (len(modes) - 1)
