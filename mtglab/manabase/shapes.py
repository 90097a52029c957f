"""What a spell asks of a mana base in the published model: its mana value and how many
of its mana symbols need a source of one particular color.

The published analysis writes a cost as generic mana and "C" pips ("1CC": three mana,
two of them of the color in question). mtglab reads that shape, a one-color shape
written with the color's letter ("1WW"), a mana cost ("{1}{W}{W}", CR 107.4, 202.1), a
:class:`~mtglab.mana.ManaCost` or a card. {X} counts as 0 (107.3g: outside the stack).
As the article advises, colorless {C} and snow {S} symbols are a "color" of their own,
and a hybrid symbol ({W/U}) asks for a source of either of its colors (counted together,
as "W/U"); a Phyrexian symbol ({W/P}) counts as a pip of its color (cast with mana).

>>> cost_shape("1CC")
CostShape(mana_value=3, pips=2, color=None)
>>> cost_shape("{2}{W}{W}")
CostShape(mana_value=4, pips=2, color='W')
>>> cost_shape("{1}{W}{U}", color="U")
CostShape(mana_value=3, pips=1, color='U')
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from mtglab.errors import BadArgumentError, BadArgumentTypeError, ManaCostError
from mtglab.mana import ManaCost, ManaSymbol, SymbolKind

__all__ = ["CostShape", "cost_shape"]

_SHAPE = re.compile(r"^\s*(\d*)\s*(C+|W+|U+|B+|R+|G+)\s*$", re.IGNORECASE)
_COLOR_NAMES = ("W", "U", "B", "R", "G", "C", "S")


@dataclass(frozen=True)
class CostShape:
    """A cost as the published model sees it: ``mana_value`` mana (202.3), of which
    ``pips`` must come from sources of ``color`` (None: the shape's "C", any one color).
    """

    mana_value: int
    pips: int
    color: str | None = None

    @property
    def label(self) -> str:
        """The shape in the article's notation: "1CC"."""
        generic = self.mana_value - self.pips
        return f"{generic if generic else ''}{'C' * self.pips}" or "0"


def _symbol_color(symbol: ManaSymbol) -> str | None:
    """The "color" a symbol asks a source for, or None (generic, X)."""
    kind = symbol.kind
    if kind in (SymbolKind.COLORED, SymbolKind.PHYREXIAN):
        return symbol.colors[0]
    if kind in (SymbolKind.HYBRID, SymbolKind.HYBRID_PHYREXIAN):
        return "/".join(symbol.colors)
    if kind is SymbolKind.COLORLESS:
        return "C"
    if kind is SymbolKind.SNOW:
        return "S"
    if kind in (SymbolKind.MONOCOLORED_HYBRID, SymbolKind.COLORLESS_HYBRID):
        raise ValueError(symbol.text)
    return None


def _from_cost(cost: ManaCost, color: str | None, field: str) -> CostShape:
    pips: Counter[str] = Counter()
    for s in cost.symbols:
        try:
            c = _symbol_color(s)
        except ValueError:  # {2/W}, {C/W}: mana of the color or something else
            raise BadArgumentError(field, str(cost), f"a cost without {s.text} (mtglab "
                                   "can't count it as a pip of one color)") from None
        if c is not None:
            pips[c] += 1
    mv = cost.mana_value  # X counts 0 (107.3g), a hybrid symbol its largest part (202.3f)
    if color is None:
        if len(pips) > 1:
            raise BadArgumentError(field, str(cost), "a cost with pips of one color, or "
                                   f"color= one of {', '.join(sorted(pips))} (a gold card "
                                   "asks for sources of each of its colors)")
        color = next(iter(pips), None)
    return CostShape(mv, pips.get(color, 0) if color is not None else 0, color)


def cost_shape(cost: Any, *, color: str | None = None, field: str = "cost") -> CostShape:
    """``cost`` (a shape such as "1CC", a mana cost such as "{1}{W}{W}", a ManaCost or a
    Card) as a :class:`CostShape`; ``color`` picks the color of a gold cost."""
    if color is not None:
        if not isinstance(color, str):
            raise BadArgumentTypeError("color", color, "a color letter such as 'W'")
        color = color.strip().upper()
        if color not in _COLOR_NAMES and not re.fullmatch(r"[WUBRG]/[WUBRG]", color):
            raise BadArgumentError("color", color, "one of W, U, B, R, G, C (colorless) or "
                                   "S (snow), or a hybrid pair such as 'W/U'")
    if isinstance(cost, ManaCost):
        return _from_cost(cost, color, field)
    if hasattr(cost, "mana_cost") and hasattr(cost, "name"):  # a Card
        if cost.mana_cost is None:
            raise BadArgumentError(field, cost.name, "a card with a mana cost (202.1)")
        return _from_cost(ManaCost.parse(str(cost.mana_cost)), color, field)
    if not isinstance(cost, str):
        raise BadArgumentTypeError(field, cost, "a cost such as '1CC' or '{1}{W}{W}'")
    m = _SHAPE.match(cost)
    if m and "{" not in cost:
        generic = int(m.group(1) or 0)
        letters = m.group(2).upper()
        shape_color = None if letters[0] == "C" else letters[0]
        if color is not None and shape_color is not None and color != shape_color:
            return CostShape(generic + len(letters), 0, color)
        return CostShape(generic + len(letters), len(letters), color or shape_color)
    if "{" not in cost:
        raise BadArgumentError(field, cost, "a shape such as 'C', '1CC', '2WW' or a mana "
                               "cost such as '{1}{W}{W}'")
    try:
        parsed = ManaCost.parse(cost)
    except ManaCostError as e:
        raise BadArgumentError(field, cost, f"a mana cost ({e.reason})") from None
    return _from_cost(parsed, color, field)
