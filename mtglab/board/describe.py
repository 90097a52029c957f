"""A permanent's characteristics (CR 109.3) and copiable values (707.2) as the plain
dicts :meth:`Board.characteristics <mtglab.board.board.Board.characteristics>` and
:meth:`Board.copiable_values <mtglab.board.board.Board.copiable_values>` return."""

from __future__ import annotations

from typing import Any

from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.state import BaseValues

__all__ = ["characteristics_dict", "copiable_dict"]


def _int(text: str | None) -> int | None:
    """A printed power or toughness as a number; None for none or "*" (208.2a)."""
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None


def copiable_dict(v: BaseValues, is_token: bool) -> dict[str, Any]:
    """What a copy of it would get (CR 707.2): layer 1 only; base power/toughness."""
    return {
        "name": v.name, "mana_cost": str(v.mana_cost) if v.mana_cost else None,
        "mana_value": v.mana_cost.mana_value if v.mana_cost else 0,
        "supertypes": v.supertypes, "types": v.types, "subtypes": v.subtypes,
        "colors": v.colors, "power": _int(v.power), "toughness": _int(v.toughness),
        "abilities": tuple(a.text for a in v.abilities),
        "is_token": is_token,
    }


def characteristics_dict(c: Characteristics) -> dict[str, Any]:
    """Its characteristics after every layer (CR 613), with its controller."""
    return {
        "name": c.name,
        "mana_cost": str(c.mana_cost) if c.mana_cost is not None else None,
        "mana_value": c.mana_value,
        "supertypes": c.supertypes,
        "types": c.types,
        "subtypes": c.subtypes,
        "all_creature_types": c.all_creature_types,
        "colors": c.colors,
        "power": c.power,
        "toughness": c.toughness,
        "abilities": tuple(r.ability.text for r in c.abilities),
        "is_token": c.is_token,
        "controller": c.controller,
    }
