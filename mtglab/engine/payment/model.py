"""The integer programme of available mana, solved exactly with HiGHS (CR 601.2g-h,
107.4, 106.6, 119.4).

Kinds of sources are variables with a count (identical sources are one variable), units
of mana flow from what makes them to the symbols they pay (generic takes anything,
hybrid symbols either half, {2/W} one W or two of anything, Phyrexian its color or 2
life, {C} only colorless, {S} only a snow source's mana), and restricted mana flows only
where it may be spent. Mana abilities with a mana cost (filters) are activated in
*stages*: a filter at stage l pays its cost from what was made before, so no filter pays
for itself; a permanent that a mana ability untaps may be tapped again, alternately; a
permanent with a filter is sacrificed after its filter; and damage a mana ability deals
comes before the cost is paid (119.4). :func:`build` writes the programme, :class:`LP`
solves it.
"""

from __future__ import annotations

import functools
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from mtglab.cards.effects import SpendRestriction
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.payment.problem import (
    ALL_TYPES,
    Group,
    ManaProblem,
    SnowMana,
    pool_key,
    spendable,
)
from mtglab.mana import Mana, ManaCost, SymbolKind

__all__ = [
    "LP",
    "MAX_STAGES",
    "Built",
    "Key",
    "Restr",
    "build",
    "cost_demand",
    "filter_stages",
    "symbol_class",
]

#: what a unit of mana may pay: its spending restriction, or a snow wrapper (107.4h)
Restr = SpendRestriction | SnowMana | None
Key = tuple[frozenset[str], Restr]


def symbol_class(kind: SymbolKind, colors: tuple[str, ...]) -> tuple[str, frozenset[str]]:
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
        case SymbolKind.SNOW:  # one mana of any type from a snow source (107.4h)
            return ("snow", ALL_TYPES)
        case _:
            return ("generic", ALL_TYPES)


def cost_demand(cost: ManaCost | None, x: int = 0) -> Counter[tuple[str, frozenset[str]]]:
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
            hit = _CLASS_OF.get(s.text)
            if hit is None or hit[0] is not s.kind or hit[1] != s.colors:
                hit = (s.kind, s.colors, symbol_class(s.kind, s.colors))
                if len(_CLASS_OF) < 1024:
                    _CLASS_OF[s.text] = hit
            out[hit[2]] += 1
    return out


#: a symbol's text -> its kind, colors and class (:func:`symbol_class`), checked against
#: the symbol's kind and colors (every symbol but the generic and variable ones: the
#: symbols of the rules are a few dozen texts)
_CLASS_OF: dict[str, tuple[SymbolKind, tuple[str, ...], tuple[str, frozenset[str]]]] = {}


@functools.cache
def _highspy() -> tuple[Any, Any]:
    """``highspy`` (imported on the first solve: it is heavy) and the bare HiGHS solver
    class — ``highspy.Highs`` adds Python callbacks on top, which cost time on every
    solve and print HiGHS's banner when the first one is made."""
    import highspy

    return highspy, getattr(getattr(highspy, "_core", None), "_Highs", highspy.Highs)


class LP:
    """A small integer programme, solved with HiGHS through ``highspy``.

    Rows and variables are added while building; the first :meth:`solve` passes the
    model to one ``Highs`` instance that is kept, so later questions about the same board
    change only the objective (:attr:`obj`) or a row's bounds (:meth:`set_bounds`) and
    solve again, without rebuilding or re-wrapping anything.
    """

    def __init__(self) -> None:
        self.n = 0
        self.lo: list[float] = []
        self.hi: list[float] = []
        self.integer: list[int] = []
        self.rows: list[tuple[Mapping[int, float], float, float]] = []
        self.obj: dict[int, float] = {}
        self._highs: Any = None  # the model passed to HiGHS, built on the first solve

    def var(self, lo: float = 0, hi: float = np.inf, integer: bool = True) -> int:
        self.lo.append(lo)
        self.hi.append(hi)
        self.integer.append(1 if integer else 0)
        self.n += 1
        self._highs = None
        return self.n - 1

    def row(self, coefs: Mapping[int, float], lo: float, hi: float) -> int:
        self.rows.append((coefs, lo, hi))
        self._highs = None
        return len(self.rows) - 1

    def set_bounds(self, r: int, lo: float, hi: float) -> None:
        """Change one row's bounds (in the kept model too)."""
        coefs, _lo, _hi = self.rows[r]
        self.rows[r] = (coefs, lo, hi)
        if self._highs is not None:
            self._highs.changeRowBounds(r, lo, hi)

    def _model(self) -> Any:
        if self._highs is not None:
            return self._highs
        if self.n == 0:  # nothing to choose (no sources): HiGHS needs one variable
            self.var(0, 0)
        highspy, solver = _highspy()
        h = solver()
        h.setOptionValue("output_flag", False)
        # one thread: these programmes are tiny, and HiGHS's worker threads cost more
        # to wake than the solve itself (tenfold on a busy machine)
        h.setOptionValue("threads", 1)
        lp = highspy.HighsLp()
        lp.num_col_ = self.n
        lp.num_row_ = len(self.rows)
        lp.col_cost_ = np.zeros(self.n)
        lp.col_lower_ = np.array(self.lo, dtype=float)
        lp.col_upper_ = np.array(self.hi, dtype=float)
        lp.row_lower_ = np.array([r[1] for r in self.rows], dtype=float)
        lp.row_upper_ = np.array([r[2] for r in self.rows], dtype=float)
        start, index, value = [0], [], []
        for coefs, _lo, _hi in self.rows:
            for i, v in coefs.items():
                index.append(i)
                value.append(float(v))
            start.append(len(index))
        lp.a_matrix_.format_ = highspy.MatrixFormat.kRowwise
        lp.a_matrix_.start_ = np.array(start, dtype=np.int32)
        lp.a_matrix_.index_ = np.array(index, dtype=np.int32)
        lp.a_matrix_.value_ = np.array(value, dtype=float)
        lp.a_matrix_.num_col_ = self.n
        lp.a_matrix_.num_row_ = len(self.rows)
        h.passModel(lp)
        self._highs = h
        return h

    def solve(self, maximize: bool = True,
              fixes: Sequence[Sequence[int]] = ()) -> np.ndarray | None:
        """An optimal solution (integers), or None if the programme is infeasible.

        ``fixes``: sets of variables to hold at 0, tried in turn (with the linear
        relaxation only) when the relaxation's optimum is fractional — one per way to
        choose the totals of fixed-total sources (which Gilded Lotus color): an
        integral optimum of a restricted relaxation is an integer solution, found in a
        few linear solves instead of a branch and bound.
        """
        h = self._model()
        highspy = _highspy()[0]
        c = np.zeros(self.n)
        for i, v in self.obj.items():
            c[i] = -v if maximize else v
        cols = np.arange(self.n, dtype=np.int32)
        h.changeColsCost(self.n, cols, c)
        # The linear relaxation first (much faster, above all to prove infeasibility):
        # infeasible means the integer programme is too, and an integral optimum is the
        # integer optimum.
        h.changeColsIntegrality(self.n, cols, np.zeros(self.n, dtype=np.uint8))
        h.run()
        status = h.getModelStatus()
        if status == highspy.HighsModelStatus.kInfeasible:
            return None
        if status == highspy.HighsModelStatus.kOptimal:
            x = np.array(h.getSolution().col_value)
            if np.all(np.abs(x - np.round(x)) < 1e-7):
                return np.round(x).astype(int)
        for fix in fixes:
            idx = np.array(fix, dtype=np.int32)
            zeros = np.zeros(len(idx))
            h.changeColsBounds(len(idx), idx, zeros, zeros)
            h.run()
            found = None
            if h.getModelStatus() == highspy.HighsModelStatus.kOptimal:
                x = np.array(h.getSolution().col_value)
                if np.all(np.abs(x - np.round(x)) < 1e-7):
                    found = np.round(x).astype(int)
            h.changeColsBounds(len(idx), idx, np.array([self.lo[i] for i in fix], dtype=float),
                               np.array([self.hi[i] for i in fix], dtype=float))
            if found is not None:
                return found
        h.changeColsIntegrality(self.n, cols, np.array(self.integer, dtype=np.uint8))
        h.run()
        if h.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return None
        return np.round(np.array(h.getSolution().col_value)).astype(int)


@dataclass
class Built:
    lp: LP
    use: list[list[tuple[int, Mana | None, int]]]  # per group: (variable, option, stage)
    flows: list[tuple[int, Key, tuple[str, frozenset[str], str], int]]
    keep: dict[Key, int]
    life_vars: list[int]
    stages: int
    targets: dict[tuple[str, frozenset[str]], int] = field(default_factory=dict)


MAX_STAGES = 8


def filter_stages(prob: ManaProblem) -> int:
    """How many funding stages the filters get (see :func:`build`)."""
    n = sum(g.count for g in prob.groups if g.is_filter)
    return min(n, MAX_STAGES)


#: a class of symbols paid at a stage: (kind, types it accepts, whose cost: "target",
#: "spell", or "ability:<id>" for a filter's own cost)
_Demand = tuple[str, frozenset[str], str]


class _Writer:
    """Writes the programme of :func:`build` part by part (the variables of each group,
    then the rows: shared uses, counted resources, modes, the demands of each stage,
    the balances, tap and untap order, sacrifice order, life)."""

    def __init__(self, prob: ManaProblem, spell: Any, pay_life: bool, stages: int | None,
                 decompose: bool) -> None:
        self.prob = prob
        self.spell = spell
        self.pay_life = pay_life
        self.decompose = decompose
        self.lp = LP()
        self.chars = characteristics_of(prob.state)
        stages_ = filter_stages(prob) if stages is None else stages
        self.relaxed = stages_ < 0  # no order at all: an upper bound (filters may fund
        # each other)
        self.L = max(stages_, 1) if self.relaxed and filter_stages(prob) else max(stages_, 0)
        self.final = self.L + 1  # the target is paid, and what is left counted, after it
        # supply[(key, stage)] -> {var: units}; stage 0: non-filter sources and the pool
        self.supply: dict[tuple[Key, int], dict[int, float]] = defaultdict(dict)
        self.supply_const: Counter[Key] = Counter()
        # demand[(class, stage)] -> {var: symbols} (filter costs, paid at their stage)
        self.demand: dict[tuple[_Demand, int], dict[int, float]] = defaultdict(dict)
        self.use: list[list[tuple[int, Mana | None, int]]] = []
        self.life_terms: dict[int, float] = {}
        self.damage_terms: dict[int, float] = {}
        self.flows: list[tuple[int, Key, _Demand, int]] = []
        self.life_vars: list[int] = []
        self.twobrid: dict[int, list[int]] = defaultdict(list)  # stage -> "two generic"
        self.targets: dict[tuple[str, frozenset[str]], int] = {}  # the target's rows
        self.keep: dict[Key, int] = {}

    # -- the variables: how often each source is activated at each stage

    def _stage_range(self, g: Group) -> range:
        """The stages a group's activations may happen at: filters at 1..L, sources
        that are ordered (sacrificed after a filter, tapping what is untapped again) at
        any stage, the rest at 0."""
        toggles = any(self.prob.toggles(u) for src in g.sources for u in src.uses)
        if g.is_filter:
            return range(1, 2) if self.relaxed else range(1, self.L + 1)
        if self.L and ((g.after and not self.relaxed) or toggles):
            return range(0, self.L + 2)
        return range(0, 1)

    def _option_vars(self, g: Group, st: int) -> list[tuple[int, Mana | None, int]]:
        """One variable per total the group can add (trigger mana unrestricted)."""
        out: list[tuple[int, Mana | None, int]] = []
        for k, o in enumerate(g.options):
            v = self.lp.var(0, g.count)
            free = g.free[k] if g.free else Mana()
            mine = o - free  # what carries the ability's restriction
            for t in mine.types:
                self.supply[((frozenset({t}), g.restriction), st)][v] = mine[t]
            free_key = SnowMana(None) if self.prob.snow and g.sources[0].free_snow else None
            for t in free.types:  # trigger mana: no restriction (106.6)
                self.supply[((frozenset({t}), free_key), st)][v] = free[t]
            out.append((v, o, st))
        return out

    def group(self, g: Group) -> None:
        """The variables of one group, and what its activations cost."""
        vars_g: list[tuple[int, Mana | None, int]] = []
        for st in self._stage_range(g):
            if g.units is not None and self.decompose:
                v = self.lp.var(0, g.count)
                types, m = g.units
                self.supply[((types, g.restriction), st)][v] = m
                vars_g.append((v, None, st))
            else:
                vars_g.extend(self._option_vars(g, st))
        # an ability's cost: restricted mana may pay it depending on whose it is (106.6)
        whose = f"ability:{g.sources[0].permanent_id}"
        for cls, n in cost_demand(g.cost).items():
            for v, _, st in vars_g:
                self.demand[((cls[0], cls[1], whose), st)][v] = n
        for v, _, _ in vars_g:
            if g.life:
                self.life_terms[v] = self.life_terms.get(v, 0) + g.life
            if g.damage:
                self.damage_terms[v] = self.damage_terms.get(v, 0) + g.damage
        self.use.append(vars_g)

    def pool(self) -> None:
        for entry in self.prob.state.player(self.prob.player).pool:
            for t in entry.mana.types:
                self.supply_const[(frozenset({t}), pool_key(entry, self.prob.snow))] += \
                    entry.mana[t]

    # -- rows on the activations

    def shared_and_counted(self) -> None:
        """What sources share is used once; a counted resource (energy, the cards of a
        zone, counters) pays at most its level and what other costs add to it (118.3):
        those can come first (a card discarded, then exiled from the graveyard); the
        modes of one kind share its count."""
        prob, use = self.prob, self.use
        for members in prob.shared_uses.values():
            self.lp.row({v: 1 for gi in set(members) for v, _, _ in use[gi]}, 0, 1)
        for res, level in prob.resources.items():
            row_r: dict[int, float] = {}
            for g, vars_g in zip(prob.groups, use, strict=True):
                n = -sum(d for r, d, _l in g.sources[0].counts if r == res)
                for v, _, _ in vars_g if n else ():
                    row_r[v] = row_r.get(v, 0) + n
            if row_r:
                self.lp.row(row_r, -np.inf, level)
        for gis in prob.links().values():
            row_l: dict[int, float] = {v: 1 for gi in gis for v, _, _ in use[gi]}
            if len(row_l) > 1:
                self.lp.row(row_l, 0, prob.groups[gis[0]].count)

    # -- the demands: each class of symbols at each stage, paid by flows of units

    def target(self, target: Counter[tuple[str, frozenset[str]]] | None) -> None:
        if target:
            purpose = "spell" if self.spell is not None else "target"
            for cls, n in target.items():
                self.demand[((cls[0], cls[1], purpose), self.final)][-1] = n  # -1: constant

    def _may_pay(self, key: Key, dc: _Demand) -> bool:
        """Whether units of ``key`` may pay symbols of class ``dc`` (106.6, 107.4h)."""
        kind, allowed, purpose = dc
        types, restr = key
        if not types & allowed:
            return False
        if restr is None and kind != "snow":
            return True
        whose_id = purpose.partition(":")[2]
        return spendable(restr, "spell" if purpose == "spell" else "ability",
                         generic=(kind in ("generic", "snow")), snow=kind == "snow",
                         spell=self.spell,
                         source=self.chars.get(int(whose_id)) if whose_id else None)

    def _demand_row(self, dc: _Demand, st: int, keys: list[Key]) -> None:
        """Flows into one class of symbols at one stage equal its amount; a Phyrexian
        symbol may take two life instead (107.4f), a {2/W} two generic (107.4e)."""
        kind, allowed, _purpose = dc
        row: dict[int, float] = {}
        for key in keys:
            if self._may_pay(key, dc):
                f = self.lp.var()
                self.flows.append((f, key, dc, st))
                row[f] = 1
        if kind == "phyrexian" and self.pay_life:
            lv = self.lp.var()
            self.life_vars.append(lv)
            row[lv] = 1
            self.life_terms[lv] = self.life_terms.get(lv, 0) + 2
        if kind == "twobrid":
            gv = self.lp.var()
            row[gv] = 1
            self.twobrid[st].append(gv)
        const: float = 0.0
        for v, amount in self.demand[(dc, st)].items():
            if v == -1:
                const += amount
            else:
                row[v] = row.get(v, 0) - amount
        r = self.lp.row(row, const, const)
        if -1 in self.demand[(dc, st)]:
            self.targets[(kind, allowed)] = r  # the cost's symbols of one class

    def demands(self, keys: list[Key]) -> None:
        for (dc, st) in sorted(self.demand, key=repr):
            self._demand_row(dc, st, keys)
        for st, gvs in self.twobrid.items():
            gen = ("generic", ALL_TYPES, "ability" if st <= self.L else
                   ("spell" if self.spell is not None else "target"))
            row2: dict[int, float] = {gv: -2 for gv in gvs}
            for key in keys:
                if key[1] is not None and not spendable(
                        key[1], "spell" if gen[2] == "spell" else "ability", generic=True,
                        spell=self.spell):
                    continue  # restricted mana that may not pay this cost (CR 106.6)
                f = self.lp.var()
                self.flows.append((f, key, gen, st))
                row2[f] = 1
            self.lp.row(row2, 0, 0)

    # -- balances: what is paid at stage l comes from what was made before stage l

    def balances(self, keys: list[Key]) -> None:
        flows_by_key: dict[Key, list[tuple[int, int]]] = defaultdict(list)
        for f, k2, _dc, fst in self.flows:
            flows_by_key[k2].append((f, fst))
        supply_by_key: dict[Key, list[tuple[int, dict[int, float]]]] = defaultdict(list)
        for (k3, sst), terms in self.supply.items():
            supply_by_key[k3].append((sst, terms))
        for key in keys:
            for st in range(1, self.final + 1):
                if st < self.final and not any(fst == st for _f, fst in flows_by_key[key]):
                    continue  # nothing is paid from this key at this stage
                self._balance(key, st, flows_by_key[key], supply_by_key[key])

    def _balance(self, key: Key, st: int, flows: list[tuple[int, int]],
                 supplies: list[tuple[int, dict[int, float]]]) -> None:
        coefs: dict[int, float] = {}
        for f, fst in flows:
            if fst <= st:
                coefs[f] = coefs.get(f, 0) + 1
        for sst, terms in supplies:
            if sst < st or self.relaxed or sst == st == self.final:
                for v, units in terms.items():
                    coefs[v] = coefs.get(v, 0) - units
        const = float(self.supply_const.get(key, 0))
        if st == self.final:
            kv = self.lp.var()
            self.keep[key] = kv
            coefs[kv] = 1
            self.lp.row(coefs, const, const)
        elif coefs:
            self.lp.row(coefs, -np.inf, const)

    # -- order: tapped and untapped in turn, sacrificed after its filter

    def tap_order(self) -> None:
        """A permanent that can be untapped again is tapped and untapped in turn (107.5,
        107.6): counting the activations that tap it and those that untap it up to the
        end of each stage, the difference stays 0 or 1 (within a stage they
        interleave)."""
        tapped_now = {pid for pid, p in self.prob.state.permanents.items() if p.tapped}
        for x in sorted(self.prob.toggled):
            taps = {f"tap:{x}"}
            untaps = {f"untap:{x}", f"untapped:{x}"}
            for lv in range(0, self.final + 1):
                row_t: dict[int, float] = {}
                for g, vars_g in zip(self.prob.groups, self.use, strict=True):
                    uses = g.sources[0].uses
                    sign = (1 if uses & taps else 0) - (1 if uses & untaps else 0)
                    for v, _, st in vars_g if sign else ():
                        if st <= lv:
                            row_t[v] = row_t.get(v, 0) + sign
                if row_t:  # taps - untaps: in [0, 1] if untapped now, [-1, 0] if tapped
                    lo_, hi_ = (-1, 0) if x in tapped_now else (0, 1)
                    self.lp.row(row_t, lo_, hi_)

    def sacrifice_order(self) -> None:
        """Sacrificed after its own filter: stage(filter) < stage(sacrifice)."""
        if not self.L or self.relaxed:
            return
        use = self.use
        for fgs, sgs in self.prob.sac_after.values():
            for lv in range(0, self.final + 1):
                row_o = {v: 1 for gi in sgs for v, _, st in use[gi] if st <= lv}
                row_o.update({v: 1 for gi in fgs for v, _, st in use[gi] if st >= lv})
                if len(row_o) > 1:
                    self.lp.row(row_o, 0, 1)

    def life(self) -> None:
        """Life paid and lost stays within the player's life (119.4). Mana abilities
        resolve before the cost is paid (601.2g-h), so their damage comes first: paying
        Phyrexian symbols with life needs the life left after it. Life costs of mana
        abilities can be paid before any damage."""
        life = max(0, self.prob.life)
        life_terms, damage_terms, lp = self.life_terms, self.damage_terms, self.lp
        if not (self.life_vars and damage_terms):
            if life_terms:
                lp.row(life_terms, 0, life)
            return
        y = lp.var(0, 1)  # 1: some Phyrexian symbol is paid with life
        lp.row({**{lv: 1 for lv in self.life_vars}, y: -10_000}, -np.inf, 0)
        big = sum(damage_terms[v] * lp.hi[v] for v in damage_terms) + \
            sum(life_terms[v] * lp.hi[v] for v in life_terms if v not in self.life_vars)
        both: dict[int, float] = dict(life_terms)
        for v, d in damage_terms.items():
            both[v] = both.get(v, 0) + d
        both[y] = big
        lp.row(both, -np.inf, life + big)
        lp.row({v: c for v, c in life_terms.items() if v not in self.life_vars}, 0, life)


def build(prob: ManaProblem, target: Counter[tuple[str, frozenset[str]]] | None,
          spell: Any, pay_life: bool = True, stages: int | None = None,
          decompose: bool = True) -> Built:
    """The integer programme (see the module docstring).

    Mana abilities with a mana cost are activated in *stages*: a filter activated at
    stage l pays its cost from the mana made before (the sources without a mana cost,
    the pool, filters of earlier stages), so no filter pays for itself or funds a cycle.
    With up to MAX_STAGES filter activations every order is covered, so the answer is
    exact; beyond that it is exact unless paying needs a chain of more than MAX_STAGES
    filters each funding the next.
    """
    w = _Writer(prob, spell, pay_life, stages, decompose)
    for g in prob.groups:
        w.group(g)
    w.pool()
    w.shared_and_counted()
    w.target(target)
    keys = sorted({k for k, _ in w.supply} | set(w.supply_const), key=repr)
    w.demands(keys)
    w.balances(keys)
    w.tap_order()
    w.sacrifice_order()
    w.life()
    return Built(w.lp, w.use, w.flows, w.keep, w.life_vars, w.L, w.targets)
