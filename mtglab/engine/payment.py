"""Paying a mana cost from a mana pool (CR 601.2h, 106.6, 107.4, 118).

Mana in a pool may carry a spending restriction (CR 106.6); :func:`can_spend` decides
whether a unit may pay for a given purpose, and :func:`pay_from_pool` finds an
assignment of units to the cost's symbols: colored symbols by their color, hybrid by
either half, monocolored hybrid {2/W} by one W or two of anything, Phyrexian by its color
or 2 life, generic and {X} by anything, {C} only by colorless mana.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import SpendPurpose, SpendRestriction
from mtglab.engine.state import PlayerState, PoolEntry
from mtglab.mana import Mana, ManaCost, ManaSymbol, SymbolKind

__all__ = ["can_spend", "pay_from_pool"]


def _qualities(p: SpendPurpose, obj: Any) -> bool:
    """Whether a spell or an ability's source has every quality a purpose names."""
    if obj is None:
        return not _has_qualities(p)
    types = tuple(getattr(obj, "types", ()))
    subtypes = tuple(getattr(obj, "subtypes", ()))
    supertypes = tuple(getattr(obj, "supertypes", ()))
    colors = frozenset(getattr(obj, "colors", ()))
    if p.types and not (any if p.any_type else all)(t in types for t in p.types):
        return False
    if p.subtypes and not any(s in subtypes for s in p.subtypes):
        return False
    if any(s not in supertypes for s in p.supertypes):
        return False
    if any(t in types or t in subtypes for t in p.excluded_types):
        return False
    if p.colors and not all(c in colors for c in p.colors):
        return False
    if p.colorless and colors:
        return False
    if p.monocolored and len(colors) != 1:
        return False
    if p.multicolored and len(colors) < 2:
        return False
    if p.colored and not colors:
        return False
    if p.exact_colors is not None and len(colors) != p.exact_colors:
        return False
    mv = getattr(obj, "mana_value", 0)
    if p.min_mana_value is not None and mv < p.min_mana_value:
        return False
    cost = getattr(obj, "mana_cost", None)
    if p.x_in_cost is not None and bool(cost is not None and cost.has_x) != p.x_in_cost:
        return False
    if p.keyword is not None:
        kws = {k.lower() for a in getattr(obj, "abilities", ()) for k in
               getattr(getattr(a, "ability", a), "keywords", ())}
        if p.keyword.lower() not in kws:
            return False
    # qualities a board can't tell about a spell cast from outside the game
    if p.chosen_subtype or p.chosen_color or p.kicked or p.from_zones or p.not_from_hand \
            or p.not_owned or p.face_down or p.commander or p.no_abilities \
            or p.exiled_with_source:
        return False
    return True


def _has_qualities(p: SpendPurpose) -> bool:
    return bool(p.types or p.subtypes or p.supertypes or p.excluded_types or p.colors
                or p.colorless or p.monocolored or p.multicolored or p.colored
                or p.exact_colors is not None or p.min_mana_value is not None
                or p.x_in_cost is not None or p.keyword or p.chosen_subtype
                or p.chosen_color or p.commander or p.permanent)


def _purpose_matches(p: SpendPurpose, purpose: str, obj: Any, cost: ManaCost | None) -> bool:
    if p.kind == "cast":
        return purpose == "spell" and obj is not None and _qualities(p, obj)
    if p.kind == "activate":
        return purpose == "ability" and _qualities(p, obj)
    if p.kind == "cost":
        if cost is None or p.cost_symbol is None:
            return False
        want = SymbolKind.VARIABLE if p.cost_symbol == "X" else SymbolKind.COLORLESS
        return any(s.kind is want for s in cost.symbols)
    if p.kind == "cumulative_upkeep":
        return purpose == "cumulative upkeep"
    return False  # face-up costs, foretell, unlock, disturb, class levels, equip


def can_spend(restriction: SpendRestriction | None, purpose: str, *, generic: bool = False,
              spell: Any = None, source: Any = None, cost: ManaCost | None = None) -> bool:
    """Whether mana with ``restriction`` may pay for ``purpose`` (CR 106.6).

    ``purpose`` is ``"spell"`` (casting ``spell``, a Card), ``"ability"`` (activating
    an ability of ``source``) or ``"cumulative upkeep"``; ``cost`` is the cost being
    paid and ``generic`` whether this unit pays a generic symbol. When the restriction
    names qualities mtglab can't know (a spell "cast from exile"), the mana is not
    counted as spendable.
    """
    if restriction is None:
        return True
    if generic and restriction.cant_pay_generic:
        return False
    if restriction.purposes or restriction.forbidden:
        target = spell if purpose == "spell" else source
        if restriction.purposes and not any(_purpose_matches(p, purpose, target, cost)
                                            for p in restriction.purposes):
            return False
        if restriction.forbidden and any(_purpose_matches(p, purpose, target, cost)
                                         for p in restriction.forbidden):
            return False
        return True
    if restriction.unparsed_condition:
        return False
    if restriction.only_cumulative_upkeep:
        return purpose == "cumulative upkeep"
    if purpose == "ability":
        return restriction.abilities and not restriction.ability_types
    if purpose == "spell":
        if not restriction.spells or spell is None:
            return False
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


def _entry_fits(symbol: ManaSymbol, t: str, entry: PoolEntry) -> bool:
    """Whether one mana of type ``t`` from ``entry`` can pay ``symbol``: {S} only with mana
    a snow source produced (CR 107.4h), any other symbol by its type."""
    if symbol.kind is SymbolKind.SNOW:
        return entry.snow
    return bool(_unit_fits(symbol, t))


def pay_from_pool(player: PlayerState, cost: ManaCost, *, x: int = 0, purpose: str = "ability",
                  spell: Any = None, spend: Mana | None = None, source: Any = None,
                  ) -> tuple[tuple[PoolEntry, ...], int] | None:
    """The pool left after paying ``cost`` and the life paid, or None if it can't be paid.

    Restricted mana is spent first where it may be, so unrestricted mana is kept;
    ``source`` is the object whose ability the cost is for (a restriction may name it,
    "activate abilities of artifacts", 106.6). With
    ``spend``, exactly that mana is spent (the player chooses which mana pays, 601.2h),
    or None if it can't pay the cost exactly.
    """
    units: list[tuple[str, int]] = []  # (type, entry index)
    for i, e in enumerate(player.pool):
        for t in str(e.mana):
            units.append((t, i))
    if spend is not None:
        want = Counter(str(spend))
        chosen: list[tuple[str, int]] = []

        def may(u: tuple[str, int]) -> bool:  # this mana may pay this cost at all (106.6)
            r = player.pool[u[1]].restriction
            return any(can_spend(r, purpose, generic=g, spell=spell, source=source, cost=cost)
                       for g in (False, True))

        # of the units of each type: those that may pay it, restricted ones first (so
        # unrestricted mana is kept), then the rest
        for u in sorted(units, key=lambda u: (not may(u),
                                              player.pool[u[1]].restriction is None)):
            if want.get(u[0], 0) > 0:
                want[u[0]] -= 1
                chosen.append(u)
        if any(want.values()):
            return None  # the pool doesn't hold that mana
        units, all_units = chosen, units
    else:
        all_units = units
    # the symbols to pay, generic amounts expanded to single units
    colored: list[ManaSymbol] = []
    generic = 0
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            generic += s.generic
        elif s.kind is SymbolKind.VARIABLE:
            generic += x
        else:  # {S} too: one mana from a snow source (107.4h), decided per pool entry
            colored.append(s)
    order = {SymbolKind.COLORED: 0, SymbolKind.COLORLESS: 0, SymbolKind.PHYREXIAN: 1,
             SymbolKind.HYBRID: 2, SymbolKind.HYBRID_PHYREXIAN: 2,
             SymbolKind.COLORLESS_HYBRID: 2, SymbolKind.MONOCOLORED_HYBRID: 3}
    colored.sort(key=lambda s: order.get(s.kind, 4))

    # Units of one type from one pool entry are interchangeable: the search runs over
    # these classes and their counts, remembering the states that failed, so a cost of
    # many hybrid symbols is decided in polynomial time, not by trying every unit.
    counted = Counter(units)
    classes = sorted(counted, key=lambda u: u[1])  # (type, entry), by entry
    have = [counted[c] for c in classes]

    def allowed(c: int, is_generic: bool) -> bool:
        return can_spend(player.pool[classes[c][1]].restriction, purpose,
                         generic=is_generic, spell=spell, source=source, cost=cost)

    def restricted_first(c: int) -> int:
        return 0 if player.pool[classes[c][1]].restriction is not None else 1

    fits = [sorted((c for c in range(len(classes)) if _entry_fits(
        s, classes[c][0], player.pool[classes[c][1]]) and allowed(c, False)),
        key=restricted_first) for s in colored]
    generic_ok = [allowed(c, True) for c in range(len(classes))]
    failed: set[tuple[int, tuple[int, ...], int, int]] = set()

    def pay_generic(used: tuple[int, ...], need: int) -> tuple[int, ...] | None:
        # generic is paid with restricted mana first, then colorless, then the most
        # plentiful colors, so colored mana is kept for later costs
        left = [have[c] - used[c] if generic_ok[c] else 0 for c in range(len(classes))]
        plenty: Counter[str] = Counter()
        for c, n in enumerate(left):
            plenty[classes[c][0]] += n
        if sum(left) < need:
            return None
        spent = list(used)
        for c in sorted(range(len(classes)), key=lambda c: (
                restricted_first(c), classes[c][0] != "C", -plenty[classes[c][0]], c)):
            take = min(left[c], need)
            spent[c] += take
            need -= take
            if not need:
                break
        return tuple(spent)

    def go(k: int, used: tuple[int, ...], life: int,
           extra_generic: int) -> tuple[tuple[int, ...], int] | None:
        if k == len(colored):
            spent = pay_generic(used, generic + extra_generic)
            return None if spent is None else (spent, life)
        key = (k, used, life, extra_generic)
        if key in failed:
            return None
        s = colored[k]
        for c in fits[k]:
            if used[c] < have[c]:
                found = go(k + 1, (*used[:c], used[c] + 1, *used[c + 1:]), life,
                           extra_generic)
                if found is not None:
                    return found
        found = None
        if s.kind is SymbolKind.MONOCOLORED_HYBRID:
            found = go(k + 1, used, life, extra_generic + 2)
        if found is None and s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) \
                and player.life - life >= 2:
            found = go(k + 1, used, life + 2, extra_generic)
        if found is None:
            failed.add(key)
        return found

    result = go(0, (0,) * len(classes), 0, 0)
    if result is None:
        return None
    spent, life = result
    if spend is not None and sum(spent) != len(units):
        return None  # more mana than the cost takes
    left = Counter(all_units)  # (type, entry) -> count
    for c, n in enumerate(spent):
        left[classes[c]] -= n
    remaining: dict[int, list[str]] = {}
    for (t, i), n in sorted(left.items(), key=lambda kv: kv[0][1]):
        if n > 0:
            remaining.setdefault(i, []).extend([t] * n)
    pool = tuple(replace(e, mana=Mana("".join(remaining[i])))
                 for i, e in enumerate(player.pool) if i in remaining)
    return pool, life
