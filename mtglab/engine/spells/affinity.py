"""Affinity (CR 702.41): a spell that costs {1} less for each permanent of a kind.

"Affinity for [text]" means "This spell costs {1} less to cast for each [text] you
control" (702.41a); several instances are cumulative (702.41b). It is a cost reduction:
it applies to the total cost after additional costs (kicker, strive) are added (601.2f)
and reduces only its generic part — never below {0}, never a colored symbol (118.7).
A cost with {X} keeps its X: mtglab reduces the fixed generic mana only.
"""

from __future__ import annotations

from mtglab.cards.keywords import Affinity
from mtglab.cards.model import Card
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.state import GameState
from mtglab.mana import ManaCost, SymbolKind

__all__ = ["affinity_reduction", "less_generic"]


def affinity_reduction(state: GameState, card: Card, who: str) -> int:
    """How much less the spell ``card`` costs ``who`` to cast: {1} for each permanent
    each of its affinity abilities counts (702.41a-b)."""
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    total = 0
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, Affinity):
                total += sum(1 for pid, c in chars.items()
                             if matches(e.selector, pid, c, ctx,
                                        tapped=state.permanents[pid].tapped,
                                        is_token=state.permanents[pid].is_token))
    return total


def less_generic(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` with its generic mana reduced by up to ``n`` (118.7, 601.2f).

    >>> str(less_generic(ManaCost.parse("{4}{U}"), 3))
    '{1}{U}'
    >>> str(less_generic(ManaCost.parse("{X}{2}{U}"), 5))
    '{X}{U}'
    """
    if n <= 0 or cost.generic == 0:
        return cost
    left = max(0, cost.generic - n)
    xs = "".join(s.text for s in cost.symbols if s.kind is SymbolKind.VARIABLE)
    rest = "".join(s.text for s in cost.symbols
                   if s.kind not in (SymbolKind.GENERIC, SymbolKind.VARIABLE))
    return ManaCost.parse(xs + (f"{{{left}}}" if left else "") + rest)
