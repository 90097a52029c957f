"""The exact search over states of available mana (CR 605.3a, 107.5, 107.6, 106.6, 119.4).

Listing outcomes where an activation becomes legal only after another changes a tapped
status (Springleaf Drum tapping an untapped Pili-Pala, whose {Q} then untaps it), and
every question where a filter may repeat, are answered by a search over states: the
tapped status of the permanents, what was sacrificed or used up, the pool (one amount
per spending restriction) and the life lost. Sources that nothing else interacts with
are used first, folded into a frontier of maximal pools; of activations that differ
only by swapping identical permanents, one is tried. A state reached again with at
least as much of everything and more of something, on the same path, is a loop that
repeats without end (a Karp-Miller search): UnboundedMana. Otherwise the search ends
(Dickson's lemma) and is exact, but it is exponential: large boards can take long or
raise TooManyOutcomes after MAX_SEARCH_STATES states.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import Any

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.mana.could_produce import permanent_signature
from mtglab.engine.payment.model import Restr, symbol_class
from mtglab.engine.payment.pool import pay_from_pool
from mtglab.engine.payment.problem import ManaProblem, Reserve, SnowMana, pool_key, spendable
from mtglab.engine.payment.sources import Source, apply_uses
from mtglab.engine.state import GameState, PlayerState, PoolEntry
from mtglab.errors import TooManyOutcomes, UnboundedMana
from mtglab.mana import MANA_TYPES, Mana, ManaCost, ManaSymbol, SymbolKind

__all__ = ["MAX_SEARCH_STATES", "Explored", "PoolVector", "explore", "explored_pays",
           "mana_problem", "merged_mana"]


def mana_problem(state: GameState, player: str, *, reserve: Reserve | None = None,
                 snow: bool = False) -> ManaProblem:
    """:meth:`ManaProblem.of`, with the exact search run first where the problem needs it
    (raising UnboundedMana on a loop the shallow check of the sources missed)."""
    prob = ManaProblem.of(state, player, reserve=reserve, snow=snow)
    if prob.dynamic:
        explore(prob)
    return prob


MAX_SEARCH_STATES = 200_000

# A pool in the search is a vector of counts: six types (WUBRGC) per spending restriction
# (index 0: unrestricted mana), so comparing and adding pools is cheap.
PoolVector = tuple[int, ...]
_T = {t: n for n, t in enumerate(MANA_TYPES)}


@dataclass
class Explored:
    restrictions: list[Restr]
    pools: list[tuple[PoolVector, int]]  # maximal (pool, life lost) pairs
    paths: dict[int, list[tuple[Source, Mana]]]  # index in pools -> activations (if kept)


def _rindex(restrictions: list[Restr], r: Restr) -> int:
    for k, known in enumerate(restrictions):
        if known == r:
            return k
    restrictions.append(r)
    return len(restrictions) - 1


def _vec(m: Mana, k: int, width: int) -> PoolVector:
    out = [0] * width
    for t in m.types:
        out[6 * k + _T[t]] = m[t]
    return tuple(out)


def _covers(a: PoolVector, b: PoolVector) -> bool:
    """Whether pool a has at least as much of every (restriction, type) as b."""
    return all(map(int.__ge__, a, b))


def _plus(a: PoolVector, b: PoolVector) -> PoolVector:
    return tuple(map(int.__add__, a, b))


def _pool_payments(pool: PoolVector, cost: ManaCost, restrictions: list[Restr],
                   life_left: int, source: Any = None) -> list[tuple[PoolVector, int]]:
    """Every (pool left, life paid) after paying an ability's ``cost`` from ``pool``
    (``source``: the permanent whose ability it is, for restrictions that name it)."""
    out: set[tuple[PoolVector, int]] = set()
    slots = [n for n, c in enumerate(pool) if c]
    may = {(n, g): spendable(restrictions[n // 6], "ability", generic=g, cost=cost,
                           source=source)
                 for n in slots for g in (False, True)}
    snowy = {n: spendable(restrictions[n // 6], "ability", generic=True, snow=True,
                           cost=cost, source=source) for n in slots}

    def take(p: PoolVector, n: int) -> PoolVector:
        return (*p[:n], p[n] - 1, *p[n + 1:])

    def rec(p: PoolVector, syms: list[Any], life: int) -> None:
        if not syms:
            out.add((p, life))
            return
        s, rest = syms[0], syms[1:]
        if s.kind in (SymbolKind.GENERIC, SymbolKind.VARIABLE, SymbolKind.SNOW):
            n = s.generic if s.kind is SymbolKind.GENERIC else (1 if s.kind is
                                                                  SymbolKind.SNOW else 0)
            if n == 0:
                rec(p, rest, life)
                return
            for slot in slots:
                if p[slot] and (snowy[slot] if s.kind is SymbolKind.SNOW
                                else may[(slot, True)]):
                    rec(take(p, slot), [_generic(n - 1), *rest], life)
            return
        allowed = symbol_class(s.kind, s.colors)[1]
        for slot in slots:
            if MANA_TYPES[slot % 6] in allowed and p[slot] and may[(slot, False)]:
                rec(take(p, slot), rest, life)
        if s.kind is SymbolKind.MONOCOLORED_HYBRID:
            rec(p, [_generic(2), *rest], life)
        if s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) and \
                life_left - life >= 2:
            rec(p, rest, life + 2)

    rec(pool, list(cost.symbols), 0)
    return list(out)


def _static_indices(prob: ManaProblem) -> set[int]:
    """Sources that can be used first, once, whatever else happens: ready, no mana cost
    or life, nothing they use shared with another source, and no status of theirs that
    another source changes back (a {T} nothing untaps, a {Q} nothing taps). Using them
    first is never worse (more mana never hurts, and a permanent they sacrifice can
    always be sacrificed last)."""
    count: Counter[str] = Counter(u for s in prob.merged for u in s.uses)
    out = {i for i, s in enumerate(prob.merged) if _alone_first(s, count)}
    # a sacrifice is used "first" only if every ability of what it sacrifices is too
    # (then it can be done last); otherwise the search must see the permanent go
    by_perm: dict[int, set[int]] = defaultdict(set)
    for i, s in enumerate(prob.merged):
        by_perm[s.permanent_id].add(i)
    changed = True
    while changed:
        changed = False
        for i in sorted(out):
            s = prob.merged[i]
            if any(u.startswith("sac:") and int(u[4:]) != s.permanent_id
                   and not by_perm[int(u[4:])] <= out for u in s.uses):
                out.discard(i)
                changed = True
    return out


def _alone_first(s: Source, count: Counter[str]) -> bool:
    """Whether ``s`` could be used first on its own (see :func:`_static_indices`), its
    sacrifices aside."""
    if not s.ready or (s.cost is not None and len(s.cost)) or s.life or s.repeatable \
            or s.counts or s.empties or any(count[u] > 1 for u in s.uses):
        return False
    for u in s.uses:
        kind, _, rest = u.partition(":")
        pid = rest.split(":")[0]
        if kind == "tap" and (count[f"untap:{pid}"] or count[f"untapped:{pid}"]):
            return False
        if kind in ("untap", "untapped") and count[f"tap:{pid}"]:
            return False
    return True


#: a linked list (parent, item): the paths and ancestors of the search, shared by the
#: states they lead to
_Link = tuple[Any, Any] | None


def _walk(link: _Link) -> list[Any]:
    """The items of a linked list, first first."""
    items = []
    while link is not None:
        link, item = link
        items.append(item)
    return items[::-1]


class _Explorer:
    """The search of :func:`explore` over one problem: the pools as vectors, the
    sources the search branches on and what tells interchangeable ones apart."""

    def __init__(self, prob: ManaProblem, keep_paths: bool, max_states: int) -> None:
        self.prob = prob
        self.keep_paths = keep_paths
        self.max_states = max_states
        state = prob.state
        self.chars = characteristics_of(state)
        player = state.player(prob.player)
        restrictions: list[Restr] = [None]
        self.restrictions = restrictions
        sources = self.sources = prob.merged
        for e in player.pool:
            _rindex(restrictions, pool_key(e, prob.snow))
        rix = [_rindex(restrictions, s.restriction) for s in sources]
        snowy = _rindex(restrictions, SnowMana(None)) if prob.snow else 0  # snow triggers
        width = 6 * len(restrictions)
        start: PoolVector = (0,) * width
        for e in player.pool:
            start = _plus(start, _vec(e.mana, _rindex(restrictions, pool_key(e, prob.snow)),
                                      width))
        self.start = start
        self.adds = [[_plus(_vec(s.restricted_part(k), rix[i], width),
                            _vec(s.free[k], snowy if s.free_snow else 0, width))
                      if s.free else _vec(o, rix[i], width) for k, o in enumerate(s.options)]
                     for i, s in enumerate(sources)]
        self.static = set() if keep_paths else _static_indices(prob)
        self.dynamic = [i for i in range(len(sources)) if i not in self.static]
        self.life = prob.life
        self.seen: dict[tuple[frozenset[int], frozenset[str]],
                        list[tuple[PoolVector, int]]] = defaultdict(list)
        self.results: list[tuple[PoolVector, int]] = []
        self.paths: dict[int, list[tuple[Source, Mana]]] = {}
        self.count = 0
        self.refs: dict[int, list[tuple[str, int]]] = {}
        for i in self.dynamic:
            out_refs = [("self", sources[i].permanent_id)]
            for u in sources[i].uses:
                kind, _, rest = u.partition(":")
                pid_s, _, extra_ = rest.partition(":")
                out_refs.append((f"{kind}:{extra_}", int(pid_s)))
            self.refs[i] = out_refs
        # (a card in a hand or graveyard is known by its name: equal names, equal cards)
        self.sigs = {pid: permanent_signature(state, pid) if pid in state.permanents
                     else ("card", sources[i].label.split(" #")[0])
                     for i in self.dynamic for _k, pid in self.refs[i]}
        self.shapes = {i: (sources[i].kind_key(), sources[i].text,
                           tuple(verb for verb, _ids in sources[i].costs))
                       for i in self.dynamic}

    def frontier(self) -> list[PoolVector]:
        """1. The maximal pools from the static sources."""
        frontier: list[PoolVector] = [self.start]
        for i in sorted(self.static):
            frontier = _maximal_pools([_plus(p, o) for p in frontier for o in self.adds[i]])
        return frontier

    def go(self, pool: PoolVector, paid: int, tapped: frozenset[int],
           gone: frozenset[str]) -> None:
        """2. Depth first with its own stack (a long chain of activations can't exhaust
        Python's)."""
        stack: list[tuple[Any, ...]] = [(pool, paid, tapped, gone, None, None)]
        while stack:
            stack.extend(reversed(self.visit(*stack.pop())))

    def _record(self, pool: PoolVector, paid: int, key: tuple[frozenset[int], frozenset[str]],
                path: _Link, ancestors: _Link) -> bool:
        """Record one state (False: an equal or better one was explored); raise
        UnboundedMana where it repeats an ancestor with more mana (Karp-Miller)."""
        seen = self.seen[key]
        if any(lp <= paid and _covers(p, pool) for p, lp in seen):
            return False
        link = ancestors
        while link is not None:
            link, (akey, apool, alife) = link
            if akey == key and alife >= paid and _covers(pool, apool) and pool != apool:
                raise UnboundedMana([s.label for s, _o in _walk(path)])
        seen[:] = [(p, lp) for p, lp in seen if not (paid <= lp and _covers(pool, p))]
        seen.append((pool, paid))
        self.count += 1
        if self.count > self.max_states:
            raise TooManyOutcomes("states of the available-mana search", None,
                                  self.max_states)
        if self.keep_paths:
            self.paths[len(self.results)] = _walk(path)
        self.results.append((pool, paid))
        return True

    def visit(self, pool: PoolVector, paid: int, tapped: frozenset[int],
              gone: frozenset[str], path: _Link, ancestors: _Link) -> list[tuple[Any, ...]]:
        """Record one state and return the states one activation away, in order."""
        key = (tapped, gone)
        if not self._record(pool, paid, key, path, ancestors):
            return []
        anc = (ancestors, (key, pool, paid))
        tried: set[object] = set()
        children: list[tuple[Any, ...]] = []
        for i in self.dynamic:
            s = self.sources[i]
            # Permanents with equal signatures and equal status are interchangeable
            # (every source is generated the same way for each): of two activations
            # that differ only by such a swap, one is enough (symmetry reduction).
            shape = (self.shapes[i], tuple(sorted(
                (kind, self.sigs[pid], pid in tapped, f"sac:{pid}" in gone)
                for kind, pid in self.refs[i])))
            if shape in tried:
                continue
            nxt = apply_uses(s, tapped, gone)
            if nxt is None or (s.life and paid + s.life > self.life):  # 119.4
                continue
            tried.add(shape)  # (one that can't be activated stands for no other)
            children += self._children(i, pool, paid, nxt, (path, (s, None)), anc)
        return children

    def _children(self, i: int, pool: PoolVector, paid: int,
                  nxt: tuple[frozenset[int], frozenset[str]], step: tuple[_Link, Any],
                  anc: _Link) -> list[tuple[Any, ...]]:
        """The states after activating source ``i``: each way to pay its mana cost,
        each total it adds."""
        s = self.sources[i]
        path = step[0]
        if s.cost is not None and len(s.cost):
            afters = _pool_payments(pool, s.cost, self.restrictions,
                                    self.life - paid - s.life, self.chars.get(s.permanent_id))
        else:
            afters = [(pool, 0)]
        return [(_plus(after, vec), paid + s.life + extra + s.damage,  # life lost
                 *nxt, (path, (s, o)), anc)
                for after, extra in afters
                for o, vec in zip(s.options, self.adds[i], strict=True)]


def explore(prob: ManaProblem, *, keep_paths: bool = False,
            max_states: int = MAX_SEARCH_STATES) -> Explored:
    """The exact search (see above); cached on the problem unless paths are kept."""
    cached = prob.__dict__.get("_explored")
    if cached is not None and not keep_paths:
        return cached  # type: ignore[no-any-return]
    # (a search stopped by max_states raises and caches nothing)
    ex = _Explorer(prob, keep_paths, max_states)
    tapped0 = frozenset(pid for pid, p in prob.state.permanents.items() if p.tapped)
    for p in ex.frontier():
        ex.go(p, 0, tapped0, frozenset())
    keep = _maximal_pairs(ex.results)
    out = Explored(ex.restrictions, [ex.results[k] for k in keep],
                   {n: ex.paths[k] for n, k in enumerate(keep)} if keep_paths else {})
    if not keep_paths:
        prob.__dict__["_explored"] = out
    return out


def _maximal_pools(pools: list[PoolVector]) -> list[PoolVector]:
    items = sorted(set(pools), key=lambda p: -sum(p))
    kept: list[PoolVector] = []
    for p in items:
        if not any(_covers(k, p) for k in kept):
            kept.append(p)
    return kept


def _maximal_pairs(results: list[tuple[PoolVector, int]]) -> list[int]:
    """Indices of the (pool, life lost) pairs no other pair dominates."""
    order = sorted(range(len(results)), key=lambda k: (-sum(results[k][0]), results[k][1]))
    kept: list[int] = []
    for k in order:
        p, lp = results[k]
        if not any(results[j][1] <= lp and _covers(results[j][0], p) for j in kept):
            kept.append(k)
    return kept


def merged_mana(pool: PoolVector) -> Mana:
    """All the mana of a pool vector, whatever its restrictions."""
    counts = [0] * 6
    for n, c in enumerate(pool):
        counts[n % 6] += c
    return Mana("".join(t * c for t, c in zip(MANA_TYPES, counts, strict=True)))


def explored_pays(prob: ManaProblem, ex: Explored, pool: PoolVector, paid: int, mc: ManaCost,
                   x: int, spell: Any) -> bool:

    life = prob.life - paid
    entries = tuple(_entry(m, ex.restrictions[k]) for k in range(len(pool) // 6)
                    if (m := merged_mana((0,) * 6 * k + pool[6 * k:6 * k + 6])))
    return pay_from_pool(PlayerState("p", life, entries), mc, x=x,
                         purpose="spell" if spell is not None else "ability",
                         spell=spell) is not None


def _entry(m: Mana, restr: Any) -> PoolEntry:
    """A pool entry for mana with this restriction (or :class:`SnowMana` wrapper)."""
    if isinstance(restr, SnowMana):
        return PoolEntry(m, restriction=restr.inner, snow=True)
    return PoolEntry(m, restriction=restr)


def _generic(n: int) -> Any:

    return ManaSymbol("{" + str(n) + "}", SymbolKind.GENERIC, generic=n)
