"""The abilities a permanent has because of the cost its spell was cast for: dash's
haste (702.109a), blitz's haste and "When this creature dies, draw a card." (702.152a),
suspend's haste (702.62a). The cards layer reads them — through the same cached reader
as every card's text (:mod:`mtglab.cards.pool.abilitycache`), once per process — so the
engine is handed :class:`~mtglab.cards.ability.Ability` records and reads no text itself
(issue 22).

>>> [a.text for a in cast_cost_abilities("Blitz")]
['Haste', 'When this creature dies, draw a card.']
"""

from __future__ import annotations

import functools
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import BLITZ, DASH, SUSPEND
from mtglab.cards.keywordcounters import keyword_ability
from mtglab.cards.pool.abilitycache import cached_parse_abilities

__all__ = ["CAST_COST_GRANTS", "cast_cost_abilities"]

#: the texts of the abilities each such cost gives (702.109a, 702.152a, 702.62a)
CAST_COST_GRANTS: Final[dict[str, tuple[str, ...]]] = {
    DASH: ("Haste",),
    BLITZ: ("Haste", "When this creature dies, draw a card."),
    SUSPEND: ("Haste",),
}


@functools.cache
def cast_cost_abilities(keyword: str) -> tuple[Ability, ...]:
    """The abilities the cost ``keyword`` (one of :data:`CAST_COST_GRANTS`) gives, one
    per text; KeyError for another."""
    return tuple(keyword_ability(t) if " " not in t else cached_parse_abilities(t)[0]
                 for t in CAST_COST_GRANTS[keyword])
