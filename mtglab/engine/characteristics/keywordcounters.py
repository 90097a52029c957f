"""Keyword counters (CR 122.1b): a flying, trample, vigilance ... counter on a permanent
gives it that keyword ability. They apply in layer 6 with the ability-adding effects
(613.1f; :mod:`mtglab.engine.characteristics.layers`). A counter is not a copiable value (707.2): a
copy
of a permanent with a flying counter doesn't fly because of it.

>>> [a.keywords for a in keyword_counter_abilities((("+1/+1", 1), ("trample", 2)))]
[('Trample',)]
"""

from __future__ import annotations

from mtglab.cards.ability import Ability
from mtglab.cards.keywordcounters import KEYWORD_COUNTER_ABILITIES

__all__ = ["keyword_counter_abilities"]


def keyword_counter_abilities(counters: tuple[tuple[str, int], ...]) -> tuple[Ability, ...]:
    """The keyword abilities a permanent's counters (``(kind, n)`` pairs) give it: one
    for each kind of keyword counter on it, however many (122.1b)."""
    return tuple(KEYWORD_COUNTER_ABILITIES[k] for k, n in counters
                 if n > 0 and k in KEYWORD_COUNTER_ABILITIES)
