"""Brute force over every activation order and choice: the reference for tests and
benchmarks of :mod:`mtglab.engine.payment` (exponential; small boards only).

It walks every state reachable by activating mana abilities one at a time — the tapped
status of the player's permanents, what was sacrificed or used up, the pool (each unit
with its spending restriction) and the life paid — with no pruning, no grouping and no
integer programme. An activation is legal when its tapped/untapped costs can be paid in
that state (CR 107.5, 107.6), its permanent is still there, and its mana cost can be
paid from the pool (every way of paying is tried).
"""

from __future__ import annotations

from typing import Any

from mtglab.cards.effects import SpendRestriction
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.payment import can_spend, pay_from_pool
from mtglab.engine.payment.problem import TYPE_SETS
from mtglab.engine.payment.sources import Source, apply_uses, collect_sources
from mtglab.engine.state import GameState, PlayerState, PoolEntry
from mtglab.mana import Mana, ManaCost, SymbolKind

__all__ = ["brute_can_pay", "brute_summary", "reachable_pools", "reachable_states"]

#: sorted (type, restriction index, from a snow source) units (106.6, 107.4h)
_Units = tuple[tuple[str, int, bool], ...]


def _mana(units: _Units) -> Mana:
    return Mana("".join(t for t, _r, _s in units))


def reachable_states(state: GameState, player: str, *, max_states: int = 2_000_000) \
        -> tuple[set[tuple[_Units, int]], list[SpendRestriction | None]]:
    """Every (pool as units, life lost) reachable, and the restrictions the units index.

    Life lost counts life paid for costs and the damage mana abilities deal as they
    resolve (Ancient Tomb); paying life needs at least that much left (CR 119.4).

    Raises RuntimeError when more than ``max_states`` states are reached (an unbounded
    loop of mana abilities reaches infinitely many).
    """
    sources: list[Source] = collect_sources(state, player, latent=True)
    chars = characteristics_of(state)
    restrictions: list[SpendRestriction | None] = [None]

    def rix(r: SpendRestriction | None) -> int:
        if r not in restrictions:
            restrictions.append(r)
        return restrictions.index(r)

    start: list[tuple[str, int, bool]] = []
    for e in state.player(player).pool:
        start += [(t, rix(e.restriction), e.snow) for t in str(e.mana)]
    src_r = [rix(s.restriction) for s in sources]
    life = state.player(player).life
    tapped0 = frozenset(pid for pid, p in state.permanents.items() if p.tapped)
    seen: set[tuple[_Units, int, frozenset[int], frozenset[str]]] = set()
    out: set[tuple[_Units, int]] = set()
    stack = [(tuple(sorted(start)), 0, tapped0, frozenset[str]())]
    while stack:
        key = stack.pop()
        if key in seen:
            continue
        if len(seen) > max_states:
            raise RuntimeError("brute force gave up: too many states")
        seen.add(key)
        units, paid, tapped, gone = key
        out.add((units, paid))
        for i, s in enumerate(sources):
            nxt = apply_uses(s, tapped, gone)
            if nxt is None or (s.life and paid + s.life > life):  # 119.4
                continue
            if s.cost is not None and len(s.cost):
                afters = _all_payments(units, s.cost, restrictions, life - paid - s.life,
                                       chars.get(s.permanent_id))
            else:
                afters = {(units, 0)}
            for after, extra in afters:
                for k, _o in enumerate(s.options):
                    made = tuple((t, src_r[i], s.snow) for t in str(s.restricted_part(k))) + \
                        tuple((t, 0, bool(s.free_snow))
                              for t in str(s.free[k] if s.free else ""))
                    new = tuple(sorted(after + made))
                    # life lost: the cost, Phyrexian payments, the ability's damage
                    stack.append((new, paid + s.life + extra + s.damage, *nxt))
    return out, restrictions


def reachable_pools(state: GameState, player: str, *, max_states: int = 2_000_000) \
        -> set[tuple[Mana, int]]:
    """Every (pool, life paid) reachable by activating mana abilities in any order with
    any choices, starting from the current pool (restrictions dropped)."""
    states, _r = reachable_states(state, player, max_states=max_states)
    return {(_mana(u), paid) for u, paid in states}


def _all_payments(units: _Units, cost: ManaCost, restrictions: list[SpendRestriction | None],
                  life_left: int, source: Any = None) -> set[tuple[_Units, int]]:
    """Every (units left, life paid) after paying an ability's ``cost`` from ``units``."""
    left: set[tuple[_Units, int]] = set()

    def fits(s: Any, t: str) -> bool:
        match s.kind:
            case SymbolKind.COLORED | SymbolKind.PHYREXIAN | SymbolKind.HYBRID | \
                    SymbolKind.HYBRID_PHYREXIAN | SymbolKind.MONOCOLORED_HYBRID:
                return t in s.colors
            case SymbolKind.COLORLESS:
                return t == "C"
            case SymbolKind.COLORLESS_HYBRID:
                return t == "C" or t in s.colors
        return True

    def rec(rem: _Units, syms: list[Any], i: int, generic_left: int, life: int) -> None:
        if generic_left:
            for j in sorted({rem[j]: j for j in range(len(rem))}.values()):
                if can_spend(restrictions[rem[j][1]], "ability", generic=True, cost=cost,
                             source=source):
                    rec(rem[:j] + rem[j + 1:], syms, i, generic_left - 1, life)
            return
        if i == len(syms):
            left.add((rem, life))
            return
        s = syms[i]
        if s.kind is SymbolKind.GENERIC:
            rec(rem, syms, i + 1, s.generic, life)
            return
        for j in sorted({rem[j]: j for j in range(len(rem))}.values()):
            t, r, snowy = rem[j]
            if s.kind is SymbolKind.SNOW and not snowy:
                continue  # {S}: only a snow source's mana (107.4h)
            if fits(s, t) and can_spend(restrictions[r], "ability",
                                        generic=s.kind is SymbolKind.SNOW, cost=cost,
                                        source=source):
                rec(rem[:j] + rem[j + 1:], syms, i + 1, 0, life)
        if s.kind is SymbolKind.MONOCOLORED_HYBRID:
            rec(rem, syms, i + 1, 2, life)
        if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and \
                life_left - life >= 2:
            rec(rem, syms, i + 1, 0, life + 2)

    rec(units, list(cost.symbols), 0, 0, 0)
    return left


_States = tuple[set[tuple[_Units, int]], list[SpendRestriction | None]]


def brute_summary(state: GameState, player: str, *, states: _States | None = None) \
        -> dict[frozenset[str], int]:
    """For each non-empty set of types, the most mana of those types in a reachable pool
    (``states``: a result of :func:`reachable_states` to reuse)."""
    got, _r = states if states is not None else reachable_states(state, player)
    pools = {(_mana(u), paid) for u, paid in got}
    return {s: max(sum(p[t] for t in s) for p, _l in pools) for s in TYPE_SETS}


def brute_can_pay(state: GameState, player: str, cost: ManaCost | str, *, spell: Any = None,
                  x: int = 0, states: _States | None = None) -> bool:
    """Whether some reachable pool (with life left for Phyrexian symbols) pays ``cost``;
    ``spell`` (a Card) makes spending restrictions count (CR 106.6); ``states``: a
    result of :func:`reachable_states` to reuse."""
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    life = state.player(player).life
    found, restrictions = states if states is not None else reachable_states(state, player)
    for units, paid in found:
        by_r: dict[tuple[int, bool], str] = {}
        for t, r, snowy in units:
            by_r[(r, snowy)] = by_r.get((r, snowy), "") + t
        pool = tuple(PoolEntry(Mana(m), restriction=restrictions[r], snow=snowy)
                     for (r, snowy), m in by_r.items())
        if pay_from_pool(PlayerState("p", life - paid, pool), mc, x=x,
                         purpose="spell" if spell is not None else "ability",
                         spell=spell) is not None:
            return True
    return False
