"""Paying a mana cost from a mana pool (CR 601.2h, 106.6, 107.4, 118).

Mana in a pool may carry a spending restriction (CR 106.6); :func:`can_spend` decides
whether a unit may pay for a given purpose, and :func:`pay_from_pool` finds an
assignment of units to the cost's symbols: colored symbols by their color, hybrid by
either half, monocolored hybrid {2/W} by one W or two of anything, Phyrexian by its color
or 2 life, generic and {X} by anything, {C} only by colorless mana.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglab.cards.effects import SpendRestriction
from mtglab.engine.state import PlayerState, PoolEntry
from mtglab.mana import Mana, ManaCost, ManaSymbol, SymbolKind

__all__ = ["can_spend", "pay_from_pool"]


def can_spend(restriction: SpendRestriction | None, purpose: str, *, generic: bool = False,
              spell: Any = None) -> bool:
    """Whether mana with ``restriction`` may pay for ``purpose`` ("ability" or "spell")."""
    if restriction is None:
        return True
    if generic and restriction.cant_pay_generic:
        return False
    if restriction.only_cumulative_upkeep:
        return purpose == "cumulative upkeep"
    if purpose == "ability":
        return restriction.abilities and not restriction.ability_types
    if purpose == "spell":
        if not restriction.spells:
            return False
        if restriction.unparsed_condition or spell is None:
            return spell is not None and not restriction.unparsed_condition
        types = getattr(spell, "types", ())
        subtypes = getattr(spell, "subtypes", ())
        ok = True
        if restriction.spell_types or restriction.spell_subtypes:
            ok = any(t in types for t in restriction.spell_types) or \
                any(s in subtypes for s in restriction.spell_subtypes)
        if ok and restriction.multicolored:
            ok = len(getattr(spell, "colors", ())) > 1
        if ok and restriction.min_mana_value is not None:
            ok = getattr(spell, "mana_value", 0) >= restriction.min_mana_value
        return ok
    return False


def _unit_fits(symbol: ManaSymbol, t: str) -> list[int]:
    """How a unit of type ``t`` can pay ``symbol``: list of 'how many units' ways."""
    match symbol.kind:
        case SymbolKind.COLORED | SymbolKind.PHYREXIAN:
            return [1] if t == symbol.colors[0] else []
        case SymbolKind.HYBRID | SymbolKind.HYBRID_PHYREXIAN:
            return [1] if t in symbol.colors else []
        case SymbolKind.COLORLESS:
            return [1] if t == "C" else []
        case SymbolKind.COLORLESS_HYBRID:
            return [1] if t in ("C", symbol.colors[0]) else []
        case SymbolKind.MONOCOLORED_HYBRID:
            return [1] if t == symbol.colors[0] else []  # or two generic (CR 107.4e)
        case _:
            return [1]


def pay_from_pool(player: PlayerState, cost: ManaCost, *, x: int = 0, purpose: str = "ability",
                  spell: Any = None) -> tuple[tuple[PoolEntry, ...], int] | None:
    """The pool left after paying ``cost`` and the life paid, or None if it can't be paid.

    Restricted mana is spent first where it may be, so unrestricted mana is kept.
    """
    units: list[tuple[str, int]] = []  # (type, entry index)
    for i, e in enumerate(player.pool):
        for t in str(e.mana):
            units.append((t, i))
    # the symbols to pay, generic amounts expanded to single units
    colored: list[ManaSymbol] = []
    generic = 0
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            generic += s.generic
        elif s.kind is SymbolKind.VARIABLE:
            generic += x
        elif s.kind is SymbolKind.SNOW:
            generic += 1  # snow sources are not modelled: any mana (see README)
        else:
            colored.append(s)
    order = {SymbolKind.COLORED: 0, SymbolKind.COLORLESS: 0, SymbolKind.PHYREXIAN: 1,
             SymbolKind.HYBRID: 2, SymbolKind.HYBRID_PHYREXIAN: 2,
             SymbolKind.COLORLESS_HYBRID: 2, SymbolKind.MONOCOLORED_HYBRID: 3}
    colored.sort(key=lambda s: order.get(s.kind, 4))

    def allowed(idx: int, is_generic: bool) -> bool:
        return can_spend(player.pool[units[idx][1]].restriction, purpose,
                         generic=is_generic, spell=spell)

    def restricted_first(idx: int) -> int:
        return 0 if player.pool[units[idx][1]].restriction is not None else 1

    best: list[tuple[list[int], int]] = []

    def go(k: int, used: list[int], life: int, extra_generic: int) -> bool:
        if k == len(colored):
            free = sorted((i for i in range(len(units)) if i not in used and allowed(i, True)),
                          key=restricted_first)
            need = generic + extra_generic
            if len(free) < need:
                return False
            best.append((used + free[:need], life))
            return True
        s = colored[k]
        cands = sorted((i for i in range(len(units)) if i not in used
                        and _unit_fits(s, units[i][0]) and allowed(i, False)),
                       key=restricted_first)
        for i in cands:
            if go(k + 1, [*used, i], life, extra_generic):
                return True
        if s.kind is SymbolKind.MONOCOLORED_HYBRID and go(k + 1, used, life, extra_generic + 2):
            return True
        if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and \
                player.life - life >= 2 and go(k + 1, used, life + 2, extra_generic):
            return True
        return False

    if not go(0, [], 0, 0):
        return None
    spent, life = best[0]
    remaining: dict[int, list[str]] = {}
    for j, (t, i) in enumerate(units):
        if j not in spent:
            remaining.setdefault(i, []).append(t)
    pool = tuple(replace(e, mana=Mana("".join(remaining[i])))
                 for i, e in enumerate(player.pool) if i in remaining)
    return pool, life
