"""The kinds of counter whose name says what they do (CR 122.1): keyword counters (122.1b:
a flying, trample, vigilance ... counter gives the permanent that keyword ability,
:mod:`mtglab.engine.characteristics.keywordcounters`) and power/toughness counters (122.1a:
a +1/+1 or -2/-1 counter changes its power and toughness in layer 7c, 613.4c). Each is a
record here, built once, so the engine reads no counter's name while it plays.

>>> KEYWORD_COUNTER_ABILITIES["first strike"].keywords
('First strike',)
>>> pt_counter("-2/-1"), pt_counter("+1/+1"), pt_counter("charge")
((-2, -1), (1, 1), None)
"""

from __future__ import annotations

import functools
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind

__all__ = ["KEYWORD_COUNTERS", "KEYWORD_COUNTER_ABILITIES", "keyword_ability", "pt_counter"]

#: the kinds of keyword counter (122.1b)
KEYWORD_COUNTERS: Final = frozenset({
    "flying", "first strike", "double strike", "deathtouch", "decayed", "exalted", "haste",
    "hexproof", "indestructible", "lifelink", "menace", "reach", "shadow", "trample",
    "vigilance"})


def keyword_ability(word: str) -> Ability:
    """The keyword ability a keyword without parameters names ("flying", "first strike":
    702.2-702.19), as the grammar reads it from a line of rules text: the keyword, its
    first letter capitalized, is the whole ability."""
    text = word.strip().capitalize()
    return Ability(text, AbilityKind.KEYWORD, True, keywords=(text,))


#: the keyword ability each kind of keyword counter gives (122.1b)
KEYWORD_COUNTER_ABILITIES: Final = {k: keyword_ability(k) for k in sorted(KEYWORD_COUNTERS)}


def _signed(part: str) -> int | None:
    digits = part[1:]
    if part[:1] not in ("+", "-") or not digits.isdigit():
        return None
    return int(digits) if part[0] == "+" else -int(digits)


@functools.cache
def pt_counter(kind: str) -> tuple[int, int] | None:
    """The power and toughness a counter of this kind adds (122.1a: "+1/+1", "-0/-2",
    613.4c), or None for a counter of another kind."""
    power, slash, toughness = kind.partition("/")
    p, t = _signed(power), _signed(toughness)
    return (p, t) if slash and p is not None and t is not None else None
