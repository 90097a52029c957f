"""Transformer rules of grammar/xbounds.lark: selector bounds that are the X of the spell
or ability ("with power X or less", "with mana value X or less"; CR 107.3, 601.2b-c).

Each returns a ``(field, value)`` qualifier pair, as the other qualifiers do, for
:class:`~mtglab.cards.effectparts.Selector`.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args

__all__ = ["XBoundRules"]


@v_args(inline=True)
class XBoundRules(Transformer[Any, Any]):
    """"with power X or less" and kin, as Selector fields."""

    def with_max_power_x(self) -> tuple[str, Any]:
        return ("max_power_x", True)

    def with_max_toughness_x(self) -> tuple[str, Any]:
        return ("max_toughness_x", True)

    def with_max_mana_value_x(self) -> tuple[str, Any]:
        return ("max_mana_value_x", True)
