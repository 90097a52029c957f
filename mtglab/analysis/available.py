"""Available mana: how much of which types a player can make, and can a cost be paid.

The question is an assignment problem. Each way to activate a mana ability
(:mod:`mtglab.analysis.sources`) adds one of its possible totals; mana abilities with a
mana cost (filter lands, signets, Pili-Pala) must be paid from mana made; permanents tap
once; sacrificed or tapped permanents can't be used twice. mtglab writes this as a small
integer programme over *kinds* of sources (identical sources are one variable with a
count) and units of mana flowing to the symbols they pay (CR 107.4: generic takes
anything, hybrid symbols either half, {2/W} one W or two of anything, Phyrexian its
color or 2 life, {C} only colorless), and solves it exactly with HiGHS (via SciPy).

* :func:`mana_summary` — for each non-empty set of types, the most mana of those types
  available at once. For sources of one mana each this is exactly Hall's condition: a
  cost is payable iff for every set of types the cost's demand within it is at most the
  table's value. For sources that add several mana of one chosen type (Gilded Lotus)
  the table is a bound and :func:`can_pay` decides.
* :func:`can_pay` / :func:`payment_plan` — a cost-directed check that never lists
  outcomes, and a plan of which abilities to activate with which choices.
* :func:`mana_outcomes` — every maximal total, listed exactly (a Pareto-frontier
  dynamic programme), or :class:`~mtglab.errors.TooManyOutcomes`.
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from mtglab.analysis.sources import Source, check_unbounded, collect_sources
from mtglab.cards.effects import SpendRestriction
from mtglab.engine.payment import can_spend
from mtglab.engine.state import GameState
from mtglab.errors import TooManyOutcomes
from mtglab.mana import MANA_TYPES, Mana, ManaCost, SymbolKind

if TYPE_CHECKING:
    import pandas as pd

    from mtglab.engine.board import Board

__all__ = ["ManaProblem", "can_pay", "mana_outcomes", "mana_summary", "payment_plan"]

ALL_TYPES = frozenset(MANA_TYPES)
TYPE_SETS: list[frozenset[str]] = [
    frozenset(c) for n in range(1, 7) for c in itertools.combinations(MANA_TYPES, n)]


# ---------------------------------------------------------------------------- the problem


@dataclass
class _Group:
    sources: list[Source]  # one per identical permanent (member k of every mode group)
    count: int
    options: tuple[Mana, ...]
    cost: ManaCost | None
    life: int
    restriction: SpendRestriction | None
    units: tuple[frozenset[str], int] | None  # decomposable: (type set, units per use)
    shared: bool = False
    link: int = -1  # groups with one link are the modes of one kind of permanent

    @property
    def is_filter(self) -> bool:
        return self.cost is not None and len(self.cost) > 0


def _decompose(options: tuple[Mana, ...]) -> tuple[frozenset[str], int] | None:
    """Options that are every multiset of size m over T are m free units of T."""
    sizes = {len(o) for o in options}
    if len(sizes) != 1:
        return None
    m = sizes.pop()
    types = sorted(frozenset().union(*(o.types for o in options)))
    expect = {Mana("".join(c)) for c in itertools.combinations_with_replacement(types, m)}
    if set(options) == expect:
        return frozenset(types), m
    return None


@dataclass
class ManaProblem:
    """A player's mana sources and pool, grouped for the solver."""

    state: GameState
    player: str
    sources: list[Source]
    groups: list[_Group] = field(default_factory=list)
    shared_uses: dict[str, list[int]] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState, player: str, *, check_loops: bool = True) -> ManaProblem:
        """Collect and group the sources (raises UnboundedMana on an endless loop).

        Cached on the (immutable) state, so repeated questions about one board are cheap.
        """
        key = f"mana_problem:{player}:{check_loops}"
        cached = state.cache.get(key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        sources = collect_sources(state, player)
        if check_loops:
            check_unbounded(state, player, sources)
        prob = cls(state, player, sources)
        prob._group()
        state.cache[key] = prob
        return prob

    def _group(self) -> None:
        # 1. one permanent's abilities with the same uses and costs are one choice of
        #    options (a dual land's two intrinsic abilities: {G} or {U})
        merged: dict[tuple[object, ...], Source] = {}
        for src in self.sources:
            key = (src.permanent_id, src.uses, str(src.cost or ""), src.life, src.restriction,
                   src.repeatable, src.costs)
            if key in merged:
                old = merged[key]
                opts = tuple(sorted(set(old.options) | set(src.options),
                                    key=lambda m: (len(m), str(m))))
                merged[key] = Source(old.label, old.permanent_id, old.ability_index, old.text,
                                     old.uses, opts, old.cost, old.life, old.restriction,
                                     old.repeatable, old.untaps, old.costs,
                                     old.tapped_for_mana)
            else:
                merged[key] = src
        sources = list(merged.values())
        owners: dict[str, set[int]] = defaultdict(set)
        for src in sources:
            for u in src.uses:
                owners[u].add(src.permanent_id)
        # 2. a permanent whose sources use only its own resources, and pairwise exclude
        #    each other (they all tap it), is one choice among modes
        by_perm: dict[int, list[Source]] = defaultdict(list)
        for src in sources:
            by_perm[src.permanent_id].append(src)
        clusters: list[list[Source]] = []
        singles: list[Source] = []
        for pid, group in by_perm.items():
            private = all(owners[u] == {pid} for src in group for u in src.uses)
            exclusive = all(a.uses & b.uses for a, b in itertools.combinations(group, 2))
            if private and exclusive and not any(src.repeatable for src in group):
                clusters.append(sorted(group, key=lambda x: (x.kind_key().__repr__())))
            else:
                singles.extend(group)
        # 3. identical clusters form one kind; each mode is a group, linked by the kind
        kinds: dict[tuple[object, ...], list[list[Source]]] = defaultdict(list)
        for cl in clusters:
            kinds[tuple(src.kind_key() for src in cl)].append(cl)
        link = 0
        for members in kinds.values():
            for mi in range(len(members[0])):
                mode_sources = [cl[mi] for cl in members]
                s0 = mode_sources[0]
                self.groups.append(_Group(mode_sources, len(members), s0.options, s0.cost,
                                          s0.life, s0.restriction, _decompose(s0.options),
                                          link=link))
            link += 1
        for src in singles:
            self.groups.append(_Group([src], 1, src.options, src.cost, src.life,
                                      src.restriction, _decompose(src.options), shared=True,
                                      link=link))
            link += 1
        index = {id(src): gi for gi, g in enumerate(self.groups) for src in g.sources}
        use_owner: dict[str, list[int]] = defaultdict(list)
        for src in singles:
            for u in src.uses:
                use_owner[u].append(index[id(src)])
        for u, members_ in use_owner.items():
            if len(members_) > 1:
                self.shared_uses[u] = members_

    def links(self) -> dict[int, list[int]]:
        """Group indices by kind: the modes of one kind share its count."""
        out: dict[int, list[int]] = defaultdict(list)
        for gi, g in enumerate(self.groups):
            out[g.link].append(gi)
        return out

    @property
    def has_filters(self) -> bool:
        """Whether some source needs mana to activate."""
        return any(g.is_filter for g in self.groups)

    @property
    def simple(self) -> bool:
        """No costs to pay, no shared resources: the closed form applies."""
        return not self.has_filters and not self.shared_uses and \
            not any(g.life for g in self.groups)


# ---------------------------------------------------------------------------- the model

_Key = tuple[frozenset[str], SpendRestriction | None]


def _symbol_class(kind: SymbolKind, colors: tuple[str, ...]) -> tuple[str, frozenset[str]]:
    match kind:
        case SymbolKind.COLORED:
            return ("colored", frozenset(colors))
        case SymbolKind.COLORLESS:
            return ("colored", frozenset({"C"}))
        case SymbolKind.HYBRID:
            return ("colored", frozenset(colors))
        case SymbolKind.COLORLESS_HYBRID:
            return ("colored", frozenset({"C", *colors}))
        case SymbolKind.PHYREXIAN | SymbolKind.HYBRID_PHYREXIAN:
            return ("phyrexian", frozenset(colors))
        case SymbolKind.MONOCOLORED_HYBRID:
            return ("twobrid", frozenset(colors))
        case _:
            return ("generic", ALL_TYPES)


def _cost_demand(cost: ManaCost | None, x: int = 0) -> Counter[tuple[str, frozenset[str]]]:
    out: Counter[tuple[str, frozenset[str]]] = Counter()
    if cost is None:
        return out
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            if s.generic:
                out[("generic", ALL_TYPES)] += s.generic
        elif s.kind is SymbolKind.VARIABLE:
            if x:
                out[("generic", ALL_TYPES)] += x
        else:
            out[_symbol_class(s.kind, s.colors)] += 1
    return out


class _LP:
    """A tiny builder for ``scipy.optimize.milp``."""

    def __init__(self) -> None:
        self.n = 0
        self.lo: list[float] = []
        self.hi: list[float] = []
        self.integer: list[int] = []
        self.rows: list[tuple[dict[int, float], float, float]] = []
        self.obj: dict[int, float] = {}

    def var(self, lo: float = 0, hi: float = np.inf, integer: bool = True) -> int:
        self.lo.append(lo)
        self.hi.append(hi)
        self.integer.append(1 if integer else 0)
        self.n += 1
        return self.n - 1

    def row(self, coefs: dict[int, float], lo: float, hi: float) -> None:
        self.rows.append((coefs, lo, hi))

    def _matrix(self) -> Any:
        from scipy.optimize import Bounds, LinearConstraint
        from scipy.sparse import csr_array

        key = (len(self.rows), self.n)
        cached = getattr(self, "_cached", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        data, ri, ci = [], [], []
        lo = np.empty(len(self.rows))
        hi = np.empty(len(self.rows))
        for r, (coefs, l_, h_) in enumerate(self.rows):
            for i, v in coefs.items():
                data.append(v)
                ri.append(r)
                ci.append(i)
            lo[r], hi[r] = l_, h_
        constraints = [LinearConstraint(csr_array((data, (ri, ci)),
                                                  shape=(len(self.rows), self.n)), lo, hi)] \
            if self.rows else []
        built = (constraints, np.array(self.integer),
                 Bounds(np.array(self.lo), np.array(self.hi)))
        self._cached = (key, built)
        return built

    def solve(self, maximize: bool = True) -> np.ndarray | None:
        from scipy.optimize import milp

        c = np.zeros(self.n)
        for i, v in self.obj.items():
            c[i] = -v if maximize else v
        constraints, integrality, bounds = self._matrix()
        res = milp(c, constraints=constraints, integrality=integrality, bounds=bounds)
        if res.status != 0 or res.x is None:
            return None
        return np.round(res.x).astype(int)


@dataclass
class _Built:
    lp: _LP
    use: list[list[tuple[int, Mana | None, int]]]  # per group: (variable, option, stage)
    flows: list[tuple[int, _Key, tuple[str, frozenset[str], str], int]]
    keep: dict[_Key, int]
    life_vars: list[int]
    stages: int


MAX_STAGES = 8


def _stages(prob: ManaProblem) -> int:
    """How many funding stages the filters get (see :func:`_build`)."""
    n = sum(g.count for g in prob.groups if g.is_filter)
    return min(n, MAX_STAGES)


def _build(prob: ManaProblem, target: Counter[tuple[str, frozenset[str]]] | None,
           spell: Any, pay_life: bool = True, stages: int | None = None) -> _Built:
    """The integer programme (see the module docstring).

    Mana abilities with a mana cost are activated in *stages*: a filter activated at
    stage l pays its cost from the mana made before (the sources without a mana cost,
    the pool, filters of earlier stages), so no filter pays for itself or funds a cycle.
    With up to MAX_STAGES filter activations every order is covered, so the answer is
    exact; beyond that it is exact unless paying needs a chain of more than MAX_STAGES
    filters each funding the next.
    """
    lp = _LP()
    L = _stages(prob) if stages is None else stages
    relaxed = L < 0  # no order at all: an upper bound (filters may fund each other)
    L = max(L, 1) if relaxed and _stages(prob) else max(L, 0)
    # supply[(key, stage)] -> {var: units}; stage 0 holds non-filter sources and the pool
    supply: dict[tuple[_Key, int], dict[int, float]] = defaultdict(dict)
    supply_const: Counter[_Key] = Counter()
    # demand[(class, stage)] -> {var: symbols} (filter costs, paid at their stage)
    demand: dict[tuple[tuple[str, frozenset[str], str], int], dict[int, float]] = \
        defaultdict(dict)
    use: list[list[tuple[int, Mana | None, int]]] = []
    life_terms: dict[int, float] = {}
    for g in prob.groups:
        vars_g: list[tuple[int, Mana | None, int]] = []
        is_filter = g.cost is not None and len(g.cost) > 0
        stage_range = range(1, 2) if (is_filter and relaxed) else (
            range(1, L + 1) if is_filter else range(0, 1))
        for st in stage_range:
            if g.units is not None:
                v = lp.var(0, g.count)
                types, m = g.units
                supply[((types, g.restriction), st)][v] = m
                vars_g.append((v, None, st))
            else:
                for o in g.options:
                    v = lp.var(0, g.count)
                    for t in o.types:
                        supply[((frozenset({t}), g.restriction), st)][v] = o[t]
                    vars_g.append((v, o, st))
        for cls, n in _cost_demand(g.cost).items():
            for v, _, st in vars_g:
                demand[((cls[0], cls[1], "ability"), st)][v] = n
        if g.life:
            for v, _, _ in vars_g:
                life_terms[v] = life_terms.get(v, 0) + g.life
        use.append(vars_g)
    for entry in prob.state.player(prob.player).pool:
        for t in entry.mana.types:
            supply_const[(frozenset({t}), entry.restriction)] += entry.mana[t]
    for members in prob.shared_uses.values():
        lp.row({v: 1 for gi in set(members) for v, _, _ in use[gi]}, 0, 1)
    for gis in prob.links().values():  # the modes of one kind share its count
        row_l: dict[int, float] = {v: 1 for gi in gis for v, _, _ in use[gi]}
        if len(row_l) > 1:
            lp.row(row_l, 0, prob.groups[gis[0]].count)
    final = L + 1  # the target is paid, and what is left counted, after every stage
    if target:
        purpose = "spell" if spell is not None else "target"
        for cls, n in target.items():
            demand[((cls[0], cls[1], purpose), final)][-1] = n  # -1: a constant
    keys = sorted({k for k, _ in supply} | set(supply_const), key=repr)
    flows: list[tuple[int, _Key, tuple[str, frozenset[str], str], int]] = []
    life_vars: list[int] = []
    twobrid: dict[int, list[int]] = defaultdict(list)  # stage -> {2/W} "two generic" vars
    for (dc, st) in sorted(demand, key=repr):
        kind, allowed, purpose = dc
        row: dict[int, float] = {}
        for key in keys:
            types, restr = key
            if not types & allowed:
                continue
            if restr is not None:
                ok = can_spend(restr, "spell" if purpose == "spell" else "ability",
                               generic=(kind == "generic"), spell=spell)
                if not ok:
                    continue
            f = lp.var()
            flows.append((f, key, dc, st))
            row[f] = 1
        if kind == "phyrexian" and pay_life:
            lv = lp.var()
            life_vars.append(lv)
            row[lv] = 1
            life_terms[lv] = life_terms.get(lv, 0) + 2
        if kind == "twobrid":
            gv = lp.var()
            row[gv] = 1
            twobrid[st].append(gv)
        const: float = 0.0
        for v, amount in demand[(dc, st)].items():
            if v == -1:
                const += amount
            else:
                row[v] = row.get(v, 0) - amount
        lp.row(row, const, const)
    for st, gvs in twobrid.items():
        gen = ("generic", ALL_TYPES, "ability" if st <= L else
               ("spell" if spell is not None else "target"))
        row2: dict[int, float] = {gv: -2 for gv in gvs}
        for key in keys:
            f = lp.var()
            flows.append((f, key, gen, st))
            row2[f] = 1
        lp.row(row2, 0, 0)
    # balances: what is paid at stage l comes from what was made before stage l
    keep: dict[_Key, int] = {}
    flows_by_key: dict[_Key, list[tuple[int, int]]] = defaultdict(list)
    for f, k2, _dc, fst in flows:
        flows_by_key[k2].append((f, fst))
    supply_by_key: dict[_Key, list[tuple[int, dict[int, float]]]] = defaultdict(list)
    for (k3, sst), terms in supply.items():
        supply_by_key[k3].append((sst, terms))
    for key in keys:
        for st in range(1, final + 1):
            if st < final and not any(fst == st for _f, fst in flows_by_key[key]):
                continue  # nothing is paid from this key at this stage
            coefs: dict[int, float] = {}
            for f, fst in flows_by_key[key]:
                if fst <= st:
                    coefs[f] = coefs.get(f, 0) + 1
            for sst, terms in supply_by_key[key]:
                if sst < st or relaxed:
                    for v, units in terms.items():
                        coefs[v] = coefs.get(v, 0) - units
            const = float(supply_const.get(key, 0))
            if st == final:
                kv = lp.var()
                keep[key] = kv
                coefs[kv] = 1
                lp.row(coefs, const, const)
            elif coefs:
                lp.row(coefs, -np.inf, const)
    if life_terms:
        lp.row(life_terms, 0, max(0, prob.state.player(prob.player).life))
    return _Built(lp, use, flows, keep, life_vars, L)


# ---------------------------------------------------------------------------- answers


def _closed_form(prob: ManaProblem) -> dict[frozenset[str], int]:
    pool = prob.state.player(prob.player).pool_mana
    links = prob.links()
    out = {}
    for s in TYPE_SETS:
        total = sum(pool[t] for t in s)
        for gis in links.values():
            best = max(sum(o[t] for t in s) for gi in gis for o in prob.groups[gi].options)
            total += best * prob.groups[gis[0]].count
        out[s] = total
    return out


def summary_values(prob: ManaProblem) -> dict[frozenset[str], int]:
    """For each non-empty set of types, the most mana of those types at once."""
    if prob.simple:
        return _closed_form(prob)
    cap = _stages(prob)
    models: dict[int, _Built] = {}

    def value(s: frozenset[str], stages: int) -> int:
        if stages not in models:
            models[stages] = _build(prob, None, None, stages=stages)
        built = models[stages]
        built.lp.obj = {kv: 1 for key, kv in built.keep.items() if key[0] & s}
        x = built.lp.solve(maximize=True)
        return int(sum(x[kv] for key, kv in built.keep.items() if key[0] & s)) \
            if x is not None else 0

    out = {}
    for s in TYPE_SETS:
        upper = value(s, -1) if cap else value(s, 0)
        stages = min(1, cap)
        best = value(s, stages)
        while best < upper and stages < cap:  # a longer funding chain may reach the bound
            stages = min(cap, stages * 2)
            best = value(s, stages)
        out[s] = best
    return out


def _label(s: frozenset[str]) -> str:
    return "".join(t for t in MANA_TYPES if t in s)


def mana_summary(board: Board, player: str) -> pd.DataFrame:
    """For each non-empty set of mana types, the most mana of those types available at
    once (columns ``types``, ``max``), from the pool plus every mana ability the player
    could activate now — filters, sacrifices, triggers and replacement effects included.
    """
    import pandas as pd

    prob = ManaProblem.of(board.state, player)
    values = summary_values(prob)
    rows = [{"types": _label(s), "max": values[s], "size": len(s)} for s in TYPE_SETS]
    frame = pd.DataFrame(rows, columns=["types", "max", "size"])
    return frame.drop(columns="size")


def _target(cost: ManaCost | str, x: int | None) -> tuple[ManaCost, Counter[
        tuple[str, frozenset[str]]]]:
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    return mc, _cost_demand(mc, x or 0)


def _reach(supply: Counter[frozenset[str]]) -> dict[frozenset[str], int]:
    """For each set of types U: how many units could be of a type in U."""
    return {u: sum(n for ts, n in supply.items() if ts & u) for u in TYPE_SETS}


def _hall(demand: Counter[frozenset[str]], reach: dict[frozenset[str], int]) -> bool:
    """Hall's condition: every group of symbols has enough units that can pay it."""
    classes = [(k, n) for k, n in demand.items() if n]
    for r in range(1, len(classes) + 1):
        for subset in itertools.combinations(classes, r):
            need = sum(n for _, n in subset)
            allowed = frozenset().union(*(k for k, _ in subset))
            if reach[allowed] < need:
                return False
    return True


def _unit_supply(prob: ManaProblem, with_filters: bool) -> tuple[Counter[frozenset[str]],
                                                                  Counter[frozenset[str]]] | None:
    """Units of mana by type set (and the filter costs to pay), when every source is
    plain units: decomposable, unrestricted, not sharing anything, no life to pay."""
    supply: Counter[frozenset[str]] = Counter()
    owed: Counter[frozenset[str]] = Counter()
    if with_filters:
        return None  # filters need an order: only the staged programme is exact
    for gis in prob.links().values():
        modes = [prob.groups[gi] for gi in gis if not prob.groups[gi].is_filter]
        if not modes:
            continue
        if any(g.restriction is not None or g.shared or g.life for g in modes):
            return None
        options = tuple(sorted({o for g in modes for o in g.options}, key=str))
        units = _decompose(options)
        if units is None:
            return None
        supply[units[0]] += modes[0].count * units[1]
    for e in prob.state.player(prob.player).pool:
        if e.restriction is not None:
            return None
        for t in e.mana.types:
            supply[frozenset({t})] += e.mana[t]
    return supply, owed


def _fast_can_pay(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]]) -> bool | None:
    """Hall's condition for plain units (CR 107.4 symbols as sets of types they accept).

    Without filters the answer is exact. With filters, "use every filter" being
    payable proves the cost payable (their order is checked: some filter must be
    payable from the other mana); otherwise the integer programme decides.
    """
    plain: Counter[frozenset[str]] = Counter()
    phyrexian: list[frozenset[str]] = []
    twobrid: list[frozenset[str]] = []
    for (kind, allowed), n in demand.items():
        if kind in ("colored", "generic"):
            plain[allowed] += n
        elif kind == "phyrexian":
            phyrexian += [allowed] * n
        elif kind == "twobrid":
            twobrid += [allowed] * n
        else:
            return None
    life = prob.state.player(prob.player).life
    cache = prob.__dict__.setdefault("_reach_cache", {})

    def feasible(with_filters: bool) -> bool | None:
        if with_filters not in cache:
            units = _unit_supply(prob, with_filters)
            cache[with_filters] = None if units is None else (units[1], _reach(units[0]))
        got = cache[with_filters]
        if got is None:
            return None
        owed, reach = got
        # Phyrexian symbols: pay k of them with 2 life each (CR 107.4f, 119.4)
        for k in range(0, min(len(phyrexian), life // 2 if life > 0 else 0) + 1):
            for w in range(0, len(twobrid) + 1):  # {2/W}: w paid by color, rest by two
                need = Counter(plain) + owed
                for a in phyrexian[k:]:
                    need[a] += 1
                for a in twobrid[:w]:
                    need[a] += 1
                need[ALL_TYPES] += 2 * (len(twobrid) - w)
                if _hall(need, reach):
                    return True
        return False

    base = feasible(False)
    if base is None:
        return None
    if base or not prob.has_filters:
        return base
    return None  # filters might help: the staged programme decides


def can_pay(board: Board, cost: ManaCost | str, player: str | None = None, *,
            spell: Any = None, x: int | None = None) -> bool:
    """Whether ``cost`` is payable now from the pool plus the player's mana abilities.

    ``spell`` (a card name or Card) makes spending restrictions count (CR 106.6).
    """
    who = player or board.active
    prob = ManaProblem.of(board.state, who)
    _mc, demand = _target(cost, x)
    card = _spell(spell)
    if card is None:
        fast = _fast_can_pay(prob, demand)
        if fast is not None:
            return fast
    return _solve_payment(prob, demand, card) is not None


def _spell(spell: Any) -> Any:
    if spell is None:
        return None
    from mtglab.cards.catalogue import card as lookup

    return lookup(spell)


def _solve_payment(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]],
                   spell: Any) -> tuple[_Built, np.ndarray] | None:
    """The staged programme, with as few stages as will do (1, 2, 4 ... the cap)."""
    cap = _stages(prob)
    stages = min(1, cap)
    while True:
        built = _build(prob, demand, spell, stages=stages)
        for vars_g in built.use:  # prefer plans with fewer activations
            for v, _, _ in vars_g:
                built.lp.obj[v] = 1
        x = built.lp.solve(maximize=False)
        if x is not None:
            return built, x
        if stages >= cap:
            return None
        if stages == 1:  # no order at all can pay it: no longer chain will either
            relaxed = _build(prob, demand, spell, stages=-1)
            if relaxed.lp.solve(maximize=False) is None:
                return None
        stages = min(cap, stages * 2)


def payment_plan(board: Board, cost: ManaCost | str, player: str | None = None, *,
                 spell: Any = None, x: int | None = None) -> pd.DataFrame:
    """Which abilities to activate, with which choices, to pay ``cost`` (empty if none
    is needed; raises :class:`~mtglab.errors.IllegalActionError` if it can't be paid)."""
    import pandas as pd

    from mtglab.errors import IllegalActionError

    who = player or board.active
    prob = ManaProblem.of(board.state, who)
    mc, demand = _target(cost, x)
    solved = _solve_payment(prob, demand, _spell(spell))
    if solved is None:
        raise IllegalActionError(f"pay {mc}", ["no combination of the pool and the mana "
                                               "abilities available now can pay it"])
    built, sol = solved
    rows = []
    taken: dict[int, set[int]] = defaultdict(set)  # link -> members already used
    for g, vars_g in zip(prob.groups, built.use, strict=True):
        n_used: Counter[Mana | None] = Counter()
        for v, o, _st in vars_g:
            n_used[o] += int(sol[v])
        for option, n in n_used.items():
            for _ in range(n):
                k = next(i for i in range(len(g.sources)) if i not in taken[g.link])
                taken[g.link].add(k)
                s = g.sources[k]
                rows.append({
                    "permanent": s.label.split(" #")[0], "permanent_id": s.permanent_id,
                    "ability": s.ability_index, "text": s.text,
                    "adds": str(option) if option is not None else
                    f"{g.units[1] if g.units else 1} of {_label(g.units[0]) if g.units else ''}",
                    "costs": dict((k, v) for k, v in s.costs) or None,
                })
    return pd.DataFrame(rows, columns=["permanent", "permanent_id", "ability", "text", "adds",
                                       "costs"])


# ---------------------------------------------------------------------------- outcomes


def _maximal(pools: Iterable[Mana]) -> list[Mana]:
    """The Pareto-maximal amounts (none has at least as much of every type as another)."""
    items = sorted(set(pools), key=len, reverse=True)
    kept: list[Mana] = []
    for m in items:
        if not any(k >= m for k in kept):
            kept.append(m)
    return kept


def _contributions(g: _Group) -> list[tuple[Mana, Mana]]:
    """(mana added, mana spent) for each way to use a group of sources (or none)."""
    out: list[tuple[Mana, Mana]] = []
    for combo in itertools.combinations_with_replacement(g.options, g.count):
        total = Mana()
        for o in combo:
            total = total + o
        out.append((total, Mana()))  # using every source dominates using fewer
    return out


def mana_outcomes(board: Board, player: str, limit: int = 10_000) -> pd.DataFrame:
    """Every maximal total of mana available now, as mana strings (column ``mana``).

    Exact: a dynamic programme over kinds of sources keeps only totals that no other
    total dominates. More than ``limit`` totals raises :class:`TooManyOutcomes`; an
    endless loop of mana abilities raises :class:`~mtglab.errors.UnboundedMana`.
    """
    import pandas as pd

    prob = ManaProblem.of(board.state, player)
    frontier = _frontier(prob, limit)
    rows = sorted((str(m) for m in frontier), key=lambda s: (-len(s), s))
    return pd.DataFrame({"mana": rows})


def _frontier(prob: ManaProblem, limit: int) -> list[Mana]:
    from mtglab.engine.payment import pay_from_pool
    from mtglab.engine.state import PlayerState, PoolEntry

    links = prob.links()
    base_links = [gis for gis in links.values()
                  if not any(prob.groups[gi].is_filter or prob.groups[gi].shared for gi in gis)]
    base_ids = {gi for gis in base_links for gi in gis}
    rest = [g for gi, g in enumerate(prob.groups) if gi not in base_ids]
    frontier = [prob.state.player(prob.player).pool_mana]
    for gis in base_links:
        merged_options = tuple(sorted({o for gi in gis for o in prob.groups[gi].options},
                                      key=str))
        g0 = prob.groups[gis[0]]
        contribs = _contributions(_Group(g0.sources, g0.count, merged_options, None, 0, None,
                                         None))
        frontier = _maximal(p + c for p in frontier for c, _ in contribs)
        if len(frontier) > limit:
            raise TooManyOutcomes("maximal totals of available mana", None, limit)
    # the rest (filters, shared resources): search over which are used, in any order
    singles = [s for g in rest for s in g.sources]
    results: set[Mana] = set()
    seen: set[tuple[Mana, frozenset[int], frozenset[str]]] = set()

    def go(pool: Mana, used: frozenset[int], resources: frozenset[str]) -> None:
        key = (pool, used, resources)
        if key in seen:
            return
        seen.add(key)
        results.add(pool)
        if len(results) > 50 * limit:
            raise TooManyOutcomes("maximal totals of available mana", None, limit)
        for i, s in enumerate(singles):
            if i in used or s.uses & resources:
                continue
            paid = pool
            if s.cost is not None and len(s.cost):
                plan = pay_from_pool(PlayerState("p", 10**6, (PoolEntry(pool),)), s.cost)
                if plan is None:
                    continue
                left, _l = plan
                paid = Mana()
                for e in left:
                    paid = paid + e.mana
                # every way to pay matters for colored leftovers: try the alternatives
                alts = _payments(pool, s.cost)
            else:
                alts = [paid]
            for after in alts:
                for o in s.options:
                    go(after + o, used | {i}, resources | s.uses)

    for p in frontier:
        go(p, frozenset(), frozenset())
    final = _maximal(results)
    if len(final) > limit:
        raise TooManyOutcomes("maximal totals of available mana", len(final), limit)
    return final


def _payments(pool: Mana, cost: ManaCost) -> list[Mana]:
    """Every pool left after paying ``cost`` (distinct results)."""
    left: set[Mana] = set()

    def rec(remaining: Mana, symbols: Sequence[Any]) -> None:
        if not symbols:
            left.add(remaining)
            return
        s, rest = symbols[0], symbols[1:]
        if s.kind is SymbolKind.GENERIC:
            if s.generic == 0:
                rec(remaining, rest)
                return
            for t in remaining.types:
                rec(remaining - Mana(t), [_one_less(s), *rest])
            return
        allowed = _symbol_class(s.kind, s.colors)[1]
        for t in remaining.types & allowed:
            rec(remaining - Mana(t), rest)
        if s.kind is SymbolKind.MONOCOLORED_HYBRID:
            rec(remaining, [_generic(2), *rest])

    rec(pool, list(cost.symbols))
    return _maximal(left)


def _one_less(s: Any) -> Any:
    from mtglab.mana import ManaSymbol

    return ManaSymbol("{" + str(s.generic - 1) + "}", SymbolKind.GENERIC, generic=s.generic - 1)


def _generic(n: int) -> Any:
    from mtglab.mana import ManaSymbol

    return ManaSymbol("{" + str(n) + "}", SymbolKind.GENERIC, generic=n)
