"""Printed values, copiable values and current characteristics of a permanent, side by
side, with the rule behind each difference (CR 707.2, 613.1, 111.3).

The *printed* values are what the card says (for a token, what its creating effect
defined, 111.3); the *copiable* values are those after layer 1 — copy effects and their
exceptions (707.2, 707.9b, 613.2a) — and are what a copy of it would get; the *current*
characteristics add every other layer (613.1b-g) and counters (122.1a). A row's rule
says which of these made its values differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglab.engine.characteristics.layers import Characteristics, characteristics_of, copiable_of
from mtglab.engine.state import BaseValues, GameState

__all__ = ["CHARACTERISTICS", "ValuesRow", "values_side_by_side"]

#: The characteristics compared, in table order (CR 109.3).
CHARACTERISTICS = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes",
                   "power", "toughness", "abilities")


@dataclass(frozen=True, slots=True)
class ValuesRow:
    """One characteristic: its printed, copiable and current value and why they differ."""

    characteristic: str
    printed: Any
    copiable: Any
    current: Any
    rule: str


def _base(values: BaseValues, key: str) -> Any:
    match key:
        case "mana_cost":
            return str(values.mana_cost) if values.mana_cost is not None else None
        case "colors":
            return frozenset(values.colors)
        case "power" | "toughness":
            text = getattr(values, key)
            return int(text) if text is not None and text.lstrip("-").isdigit() else text
        case "abilities":
            return tuple(a.text for a in values.abilities)
    return getattr(values, key)


def _current(c: Characteristics, key: str) -> Any:
    match key:
        case "mana_cost":
            return str(c.mana_cost) if c.mana_cost is not None else None
        case "abilities":
            return tuple(ref.ability.text for ref in c.abilities)
    return getattr(c, key)


def values_side_by_side(state: GameState, pid: int) -> list[ValuesRow]:
    """For each characteristic of permanent ``pid``: printed, copiable, current, rule.

    >>> import mtglab as ml
    >>> b = ml.Board()
    >>> bear = b.add("Grizzly Bears")
    >>> clone = b.add("Clone", copy_of=bear)
    >>> row = values_side_by_side(b.state, clone.id)[0]
    >>> row.printed, row.copiable, row.current, row.rule
    ('Clone', 'Grizzly Bears', 'Grizzly Bears', '707.2, 613.2a (copy effect: Clone)')
    """
    perm = state.permanents[pid]
    printed = perm.base
    copiable = copiable_of(state, pid)
    chars = characteristics_of(state)[pid]
    copiers = sorted({s.source for s in chars.steps if s.layer.startswith("1")})
    later = [s for s in chars.steps if not s.layer.startswith("1") and s.layer != "-"]
    rows = []
    for key in CHARACTERISTICS:
        p, c, n = _base(printed, key), _base(copiable, key), _current(chars, key)
        why = []
        if p != c:
            why.append(f"707.2, 613.2a (copy effect: {', '.join(copiers) or 'a copy'})")
        if c != n:
            rules = sorted({r.strip() for s in later for r in s.rule.split(",")} -
                           ({"122.1a"} if perm.counters else set()))
            if key in ("power", "toughness") and perm.counters:
                rules.append("122.1a (counters)")
            why.append(", ".join(rules) or "613.1")
        rows.append(ValuesRow(key, p, c, n, "; ".join(why)))
    return rows
