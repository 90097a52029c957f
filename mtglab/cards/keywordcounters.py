"""The kinds of keyword counter (CR 122.1b): a flying, trample, vigilance ... counter on a
permanent gives it that keyword ability (:mod:`mtglab.engine.characteristics.keywordcounters`)."""

from __future__ import annotations

from typing import Final

__all__ = ["KEYWORD_COUNTERS"]

#: the kinds of keyword counter (122.1b)
KEYWORD_COUNTERS: Final = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance"})
