"""Brute force over every activation order and choice: the reference for tests and
benchmarks of :mod:`mtglab.analysis.available` (exponential; small boards only)."""

from __future__ import annotations

from mtglab.analysis.available import _payments
from mtglab.analysis.sources import Source, collect_sources
from mtglab.engine.state import GameState
from mtglab.mana import Mana, ManaCost

__all__ = ["brute_can_pay", "brute_summary", "reachable_pools"]


def reachable_pools(state: GameState, player: str, *, max_states: int = 2_000_000) \
        -> set[tuple[Mana, int]]:
    """Every (pool, life paid) reachable by activating mana abilities in any order with
    any choices, starting from the current pool."""
    sources: list[Source] = collect_sources(state, player)
    start = (state.player(player).pool_mana, 0)
    seen: set[tuple[Mana, int, frozenset[int]]] = set()
    out: set[tuple[Mana, int]] = set()
    life = state.player(player).life

    def go(pool: Mana, paid_life: int, used: frozenset[int], resources: frozenset[str]) -> None:
        key = (pool, paid_life, used)
        if key in seen:
            return
        if len(seen) > max_states:
            raise RuntimeError("brute force gave up: too many states")
        seen.add(key)
        out.add((pool, paid_life))
        for i, s in enumerate(sources):
            if i in used or s.uses & resources:
                continue
            if s.life and paid_life + s.life > life:
                continue
            afters = _payments(pool, s.cost) if s.cost is not None and len(s.cost) else [pool]
            for after in _all_payments(pool, s.cost) if s.cost is not None and len(s.cost) \
                    else afters:
                for o in s.options:
                    go(after + o, paid_life + s.life, used | {i}, resources | s.uses)

    go(start[0], 0, frozenset(), frozenset())
    return out


def _all_payments(pool: Mana, cost: ManaCost) -> set[Mana]:
    """Every pool left after paying ``cost`` from ``pool`` (not only the maximal ones)."""
    from mtglab.mana import SymbolKind

    left: set[Mana] = set()

    def rec(rem: Mana, syms: list[object], i: int) -> None:
        if i == len(syms):
            left.add(rem)
            return
        s = syms[i]
        kind = s.kind  # type: ignore[attr-defined]
        colors = s.colors  # type: ignore[attr-defined]
        if kind is SymbolKind.GENERIC:
            n = s.generic  # type: ignore[attr-defined]
            _generic(rem, n, lambda r: rec(r, syms, i + 1))
            return
        if kind in (SymbolKind.COLORED, SymbolKind.PHYREXIAN):
            allowed = set(colors)
        elif kind is SymbolKind.COLORLESS:
            allowed = {"C"}
        elif kind is SymbolKind.COLORLESS_HYBRID:
            allowed = {"C", *colors}
        else:
            allowed = set(colors)
        for t in rem.types & allowed:
            rec(rem - Mana(t), syms, i + 1)
        if kind is SymbolKind.MONOCOLORED_HYBRID:
            _generic(rem, 2, lambda r: rec(r, syms, i + 1))

    rec(pool, list(cost.symbols), 0)
    return left


def _generic(rem: Mana, n: int, then: object) -> None:
    if n == 0:
        then(rem)  # type: ignore[operator]
        return
    for t in rem.types:
        _generic(rem - Mana(t), n - 1, then)


def brute_summary(state: GameState, player: str) -> dict[frozenset[str], int]:
    """For each non-empty set of types, the most mana of those types in a reachable pool."""
    from mtglab.analysis.available import TYPE_SETS

    pools = reachable_pools(state, player)
    return {s: max(sum(p[t] for t in s) for p, _l in pools) for s in TYPE_SETS}


def brute_can_pay(state: GameState, player: str, cost: ManaCost | str) -> bool:
    """Whether some reachable pool (with life left for Phyrexian symbols) pays ``cost``."""
    from mtglab.engine.payment import pay_from_pool
    from mtglab.engine.state import PlayerState, PoolEntry

    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    life = state.player(player).life
    for pool, paid in reachable_pools(state, player):
        if pay_from_pool(PlayerState("p", life - paid, (PoolEntry(pool),)), mc) is not None:
            return True
    return False
