"""Paying a mana cost from a mana pool (CR 601.2h, 106.6, 107.4, 107.4h, 118).

:func:`pool_payment` finds an assignment of the pool's mana to the cost's symbols and
says which mana paid each symbol: colored symbols by their color, hybrid by either half,
monocolored hybrid {2/W} by one W or two of anything (107.4e), Phyrexian by its color or
2 life (107.4f), generic and {X} by anything, {C} only by colorless mana, {S} only by
mana a snow source made (107.4h); mana with a spending restriction only where it may be
spent (106.6, :func:`~mtglab.engine.payment.spending.can_spend`).
:func:`pay_from_pool` is the same answer as the pool left and the life paid.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from mtglab.engine.payment.spending import can_spend
from mtglab.engine.state import PlayerState, PoolEntry
from mtglab.mana import Mana, ManaCost, ManaSymbol, SymbolKind

__all__ = ["PoolPayment", "SymbolPaid", "pay_from_pool", "pool_payment"]

#: what paid a symbol besides mana: two life (107.4f), or two generic mana (107.4e)
_LIFE = -2
_TWO_GENERIC = -1

#: the order colored symbols are tried in: the most constrained first
_ORDER = {SymbolKind.COLORED: 0, SymbolKind.COLORLESS: 0, SymbolKind.PHYREXIAN: 1,
          SymbolKind.HYBRID: 2, SymbolKind.HYBRID_PHYREXIAN: 2,
          SymbolKind.COLORLESS_HYBRID: 2, SymbolKind.MONOCOLORED_HYBRID: 3}


@dataclass(frozen=True, slots=True)
class SymbolPaid:
    """What paid one symbol of a cost (601.2h): ``mana`` (a mana string, ``"GU"`` for a
    {2}; ``""`` for a {0}) from ``sources`` (the name and id of the permanent each unit
    came from, ``"the pool"`` for mana with no recorded source), or ``life`` (2 for a
    Phyrexian symbol paid with life, 107.4f)."""

    symbol: str
    mana: str = ""
    sources: tuple[str, ...] = ()
    life: int = 0

    def __str__(self) -> str:
        if self.life:
            return f"{self.symbol}: {self.life} life"
        if not self.mana:
            return f"{self.symbol}: nothing"
        where = ", ".join(dict.fromkeys(self.sources))
        shown = "".join("{" + t + "}" for t in self.mana)
        return f"{self.symbol}: {shown} from {where}"


@dataclass(frozen=True, slots=True)
class PoolPayment:
    """How a pool pays a cost (601.2h): the pool left, the life paid (119.4), and for
    each symbol in printed order what paid it (:class:`SymbolPaid`)."""

    pool: tuple[PoolEntry, ...]
    life: int
    symbols: tuple[SymbolPaid, ...]

    @property
    def spent(self) -> Mana:
        """All the mana spent."""
        return Mana("".join(p.mana for p in self.symbols))


def _unit_fits(symbol: ManaSymbol, t: str) -> bool:
    """Whether a unit of type ``t`` can pay ``symbol`` on its own (107.4)."""
    match symbol.kind:
        case SymbolKind.COLORED | SymbolKind.PHYREXIAN | SymbolKind.MONOCOLORED_HYBRID:
            return t == symbol.colors[0]  # {2/W}: or two generic (107.4e), tried apart
        case SymbolKind.HYBRID | SymbolKind.HYBRID_PHYREXIAN:
            return t in symbol.colors
        case SymbolKind.COLORLESS:
            return t == "C"
        case SymbolKind.COLORLESS_HYBRID:
            return t in ("C", symbol.colors[0])
        case _:
            return True


def _entry_fits(symbol: ManaSymbol, t: str, entry: PoolEntry) -> bool:
    """Whether one mana of type ``t`` from ``entry`` can pay ``symbol``: {S} only with mana
    a snow source produced (CR 107.4h), any other symbol by its type."""
    if symbol.kind is SymbolKind.SNOW:
        return entry.snow
    return _unit_fits(symbol, t)


def _units(player: PlayerState) -> list[tuple[str, int]]:
    """The pool's mana, one (type, entry index) per unit."""
    return [(t, i) for i, e in enumerate(player.pool) for t in str(e.mana)]


def _exactly(player: PlayerState, units: list[tuple[str, int]], spend: Mana,
             may: Callable[[tuple[str, int]], bool]) -> list[tuple[str, int]] | None:
    """The units that make ``spend`` (the player chose which mana pays, 601.2h): of each
    type, those that may pay this cost, restricted ones first (so unrestricted mana is
    kept), then the rest; None if the pool doesn't hold it."""
    want = Counter(str(spend))
    chosen: list[tuple[str, int]] = []
    for u in sorted(units, key=lambda u: (not may(u), player.pool[u[1]].restriction is None)):
        if want.get(u[0], 0) > 0:
            want[u[0]] -= 1
            chosen.append(u)
    return None if any(want.values()) else chosen


def _split_symbols(cost: ManaCost, x: int) -> tuple[list[tuple[int, ManaSymbol]], int]:
    """The symbols paid one by one (with their printed positions), most constrained
    first, and the generic amount ({X} counted as ``x``); {S} is paid one by one too
    (a snow source's mana, decided per pool entry)."""
    one_by_one: list[tuple[int, ManaSymbol]] = []
    generic = 0
    for n, s in enumerate(cost.symbols):
        if s.kind is SymbolKind.GENERIC:
            generic += s.generic
        elif s.kind is SymbolKind.VARIABLE:
            generic += x
        else:
            one_by_one.append((n, s))
    one_by_one.sort(key=lambda p: _ORDER.get(p[1].kind, 4))
    return one_by_one, generic


#: a search result: units spent per class, life paid, and per one-by-one symbol the
#: class that paid it (or _LIFE, _TWO_GENERIC)
_Found = tuple[tuple[int, ...], int, tuple[int, ...]]


class _Search:
    """The search over classes of interchangeable units and their counts, remembering
    the states that failed: a cost of many hybrid symbols is decided in polynomial
    time, not by trying every unit. Units are interchangeable when they have one type,
    one spending restriction (106.6), one snow status (107.4h) and the same riders,
    whichever pool entry (source) they come from; a class keeps its units in pool
    order, and the first ones are spent first."""

    def __init__(self, player: PlayerState, units: list[tuple[str, int]],
                 symbols: list[tuple[int, ManaSymbol]], generic: int,
                 allowed: Callable[[PoolEntry, bool], bool]) -> None:
        members: dict[tuple[object, ...], list[tuple[str, int]]] = {}
        for t, i in sorted(units, key=lambda u: u[1]):
            e = player.pool[i]
            members.setdefault((t, e.restriction, e.snow, e.riders), []).append((t, i))
        self.player = player
        self.members = list(members.values())  # per class: its units, in pool order
        self.classes = [m[0] for m in self.members]  # a unit standing for each class
        self.have = [len(m) for m in self.members]
        self.symbols = [s for _n, s in symbols]
        self.generic = generic
        entries = [player.pool[i] for _t, i in self.classes]
        self.first = [0 if e.restriction is not None else 1 for e in entries]
        self.fits = [sorted((c for c, (t, _i) in enumerate(self.classes)
                             if _entry_fits(s, t, entries[c]) and allowed(entries[c], False)),
                            key=self.first.__getitem__) for s in self.symbols]
        self.generic_ok = [allowed(e, True) for e in entries]
        self.failed: set[tuple[int, tuple[int, ...], int, int]] = set()

    def pay_generic(self, used: tuple[int, ...], need: int) -> tuple[int, ...] | None:
        """Generic is paid with restricted mana first, then colorless, then the most
        plentiful colors, so colored mana is kept for later costs."""
        left = [h - u if ok else 0 for h, u, ok in zip(self.have, used, self.generic_ok,
                                                       strict=True)]
        if sum(left) < need:
            return None
        plenty: Counter[str] = Counter()
        for (t, _i), n in zip(self.classes, left, strict=True):
            plenty[t] += n
        spent = list(used)
        for c in sorted(range(len(self.classes)), key=lambda c: (
                self.first[c], self.classes[c][0] != "C", -plenty[self.classes[c][0]], c)):
            take = min(left[c], need)
            spent[c] += take
            need -= take
            if not need:
                break
        return tuple(spent)

    def _otherwise(self, k: int, used: tuple[int, ...], life: int,
                   extra: int) -> _Found | None:
        """Symbol ``k`` paid without mana of its own: {2/W} with two generic (107.4e),
        Phyrexian with 2 life while the player has it (107.4f, 119.4)."""
        s = self.symbols[k]
        if s.kind is SymbolKind.MONOCOLORED_HYBRID:
            found = self.go(k + 1, used, life, extra + 2)
            if found is not None:
                return found[0], found[1], (_TWO_GENERIC, *found[2])
        if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and \
                self.player.life - life >= 2:
            found = self.go(k + 1, used, life + 2, extra)
            if found is not None:
                return found[0], found[1], (_LIFE, *found[2])
        return None

    def go(self, k: int, used: tuple[int, ...], life: int, extra: int) -> _Found | None:
        """Pay symbols ``k`` on, then the generic amount (plus ``extra`` from {2/W})."""
        if k == len(self.symbols):
            spent = self.pay_generic(used, self.generic + extra)
            return None if spent is None else (spent, life, ())
        key = (k, used, life, extra)
        if key in self.failed:
            return None
        for c in self.fits[k]:
            if used[c] < self.have[c]:
                found = self.go(k + 1, (*used[:c], used[c] + 1, *used[c + 1:]), life, extra)
                if found is not None:
                    return found[0], found[1], (c, *found[2])
        found = self._otherwise(k, used, life, extra)
        if found is None:
            self.failed.add(key)
        return found


def _source_of(entry: PoolEntry) -> str:
    """Where a pool entry's mana came from, as a plan names it."""
    if entry.source_id is None:
        return entry.source_name or "the pool"
    return f"{entry.source_name} #{entry.source_id}"


def _explain(cost: ManaCost, x: int, search: _Search, symbols: list[tuple[int, ManaSymbol]],
             found: _Found) -> tuple[SymbolPaid, ...]:
    """What paid each symbol, in printed order: each class's units are handed out in
    pool order, to the symbols paid one by one first, then to the generic symbols (and a
    {2/W} paid with two) in the order of the classes."""
    spent, _life, picks = found
    taken = [iter(m[:k]) for m, k in zip(search.members, spent, strict=True)]
    pick_of = {n: c for (n, _s), c in zip(symbols, picks, strict=True)}
    one_by_one = {n: next(taken[c]) for n, c in pick_of.items() if c >= 0}
    pool = itertools.chain.from_iterable(taken)  # what is left of the spent: generic
    out = []
    for n, s in enumerate(cost.symbols):
        pick = pick_of.get(n)
        if pick == _LIFE:
            out.append(SymbolPaid(s.text, life=2))
            continue
        if n in one_by_one:
            units = [one_by_one[n]]
        else:
            size = 2 if pick == _TWO_GENERIC else x if s.kind is SymbolKind.VARIABLE \
                else s.generic
            units = [next(pool) for _ in range(size)]
        out.append(SymbolPaid(s.text, str(Mana("".join(t for t, _i in units))), tuple(
            _source_of(search.player.pool[i]) for _t, i in units)))
    return tuple(out)


def _left(player: PlayerState, units: list[tuple[str, int]], search: _Search,
          spent: tuple[int, ...]) -> tuple[PoolEntry, ...]:
    """The pool after the spent units (the first of each class) leave it; entries keep
    their restrictions, sources and riders."""
    left = Counter(units)
    for m, k in zip(search.members, spent, strict=True):
        left.subtract(m[:k])
    remaining: dict[int, list[str]] = {}
    for (t, i), n in sorted(left.items(), key=lambda kv: kv[0][1]):
        if n > 0:
            remaining.setdefault(i, []).extend([t] * n)
    return tuple(replace(e, mana=Mana("".join(remaining[i])))
                 for i, e in enumerate(player.pool) if i in remaining)


def pool_payment(player: PlayerState, cost: ManaCost, *, x: int = 0, purpose: str = "ability",
                 spell: Any = None, spend: Mana | None = None, source: Any = None,
                 ) -> PoolPayment | None:
    """How ``player``'s pool pays ``cost`` (see :class:`PoolPayment`), or None.

    Restricted mana is spent first where it may be, so unrestricted mana is kept;
    ``source`` is the object whose ability the cost is for (a restriction may name it,
    "activate abilities of artifacts", 106.6). With ``spend``, exactly that mana is spent
    (the player chooses which mana pays, 601.2h), or None if it can't pay the cost
    exactly.
    """
    def allowed(entry: PoolEntry, generic: bool) -> bool:
        return can_spend(entry.restriction, purpose, generic=generic, spell=spell,
                         source=source, cost=cost)

    all_units = units = _units(player)
    if spend is not None:
        chosen = _exactly(player, units, spend, lambda u: any(
            allowed(player.pool[u[1]], g) for g in (False, True)))
        if chosen is None:
            return None
        units = chosen
    symbols, generic = _split_symbols(cost, x)
    search = _Search(player, units, symbols, generic, allowed)
    found = search.go(0, (0,) * len(search.classes), 0, 0)
    if found is None or (spend is not None and sum(found[0]) != len(units)):
        return None  # can't pay, or (spend) more mana than the cost takes
    return PoolPayment(_left(player, all_units, search, found[0]), found[1],
                       _explain(cost, x, search, symbols, found))


def pay_from_pool(player: PlayerState, cost: ManaCost, *, x: int = 0, purpose: str = "ability",
                  spell: Any = None, spend: Mana | None = None, source: Any = None,
                  ) -> tuple[tuple[PoolEntry, ...], int] | None:
    """The pool left after paying ``cost`` and the life paid, or None if it can't be paid
    (see :func:`pool_payment`, which also says which mana paid each symbol)."""
    found = pool_payment(player, cost, x=x, purpose=purpose, spell=spell, spend=spend,
                         source=source)
    return None if found is None else (found.pool, found.life)
