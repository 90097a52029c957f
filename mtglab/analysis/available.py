"""Available mana as tables: what a player can make, and how to pay a cost.

The questions are answered in the engine (:mod:`mtglab.engine.payment`: the sources,
the problem, the integer programme, Hall's condition, the exact search, the plan); this
module turns the answers into tables.

* :func:`mana_summary` — for each non-empty set of types, the most mana of those types
  available at once. For sources of one mana each this is exactly Hall's condition: a
  cost is payable iff for every set of types the cost's demand within it is at most the
  table's value. For sources that add several mana of one chosen type (Gilded Lotus)
  the table is a bound and ``Board.can_pay`` decides.
* :func:`payment_plan` — which abilities to activate with which choices, and which mana
  pays each symbol (CR 601.2g-h, 605.3a).
* :func:`mana_outcomes` — every maximal total, listed exactly (a Pareto-frontier
  dynamic programme), or :class:`~mtglab.errors.TooManyOutcomes`.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np

from mtglab.analysis import frontier as fr
from mtglab.analysis.tables import as_table
from mtglab.analysis.view import check_board
from mtglab.arguments import check_limit, check_player
from mtglab.cards.pool.catalogue import card as lookup
from mtglab.engine.payment.model import Built, build, filter_stages, symbol_class
from mtglab.engine.payment.plan import PaymentPlan, plan_payment
from mtglab.engine.payment.problem import (
    TYPE_SETS,
    ManaProblem,
    Reserve,
    decompose,
    is_converter,
)
from mtglab.engine.payment.search import MAX_SEARCH_STATES, explore, mana_problem, merged_mana
from mtglab.engine.payment.sources import Source
from mtglab.errors import TooManyOutcomes
from mtglab.mana import MANA_TYPES, Mana, ManaCost, SymbolKind

if TYPE_CHECKING:
    import pandas as pd

    from mtglab.analysis.view import BoardView as Board

__all__ = ["mana_outcomes", "mana_summary", "payment_plan", "summary_values"]


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
    if prob.dynamic:
        ex = explore(prob)
        merged = [merged_mana(p) for p, _paid in ex.pools]
        return {s: max(sum(m[t] for t in s) for m in merged) for s in TYPE_SETS}
    if prob.simple:
        return _closed_form(prob)
    cap = filter_stages(prob)
    models: dict[int, Built] = prob.__dict__.setdefault("_summary_models", {})

    def value(s: frozenset[str], stages: int) -> int:
        if stages not in models:
            models[stages] = build(prob, None, None, stages=stages)
        built = models[stages]
        built.lp.obj = {kv: 1 for key, kv in built.keep.items() if key[0] & s}
        x = built.lp.solve(maximize=True)
        return int(sum(x[kv] for key, kv in built.keep.items() if key[0] & s)) \
            if x is not None else 0

    # Bounds spare most solves. Sets come by size, so every proper subset is known:
    # summary[S] >= summary[S - {t}] (a pool has at least as many of S as of a part),
    # summary[S] <= summary[S - {t}] + summary[{t}] (split a pool's count), and at most
    # the closed form that ignores what filters cost.
    pool = prob.state.player(prob.player).pool_mana
    links = list(prob.links().values())

    def free(s: frozenset[str]) -> int:
        total = sum(pool[t] for t in s)
        for gis in links:
            total += prob.groups[gis[0]].count * max(
                sum(o[t] for t in s) for gi in gis for o in prob.groups[gi].options)
        return total

    out: dict[frozenset[str], int] = {}
    for s in TYPE_SETS:
        parts = [(s - {t}, frozenset({t})) for t in s] if len(s) > 1 else []
        lower = max((out[a] for a, _b in parts), default=0)
        upper = min([free(s), *(out[a] + out[b] for a, b in parts)])
        if lower >= upper:
            out[s] = lower
            continue
        if not cap:
            out[s] = value(s, 0)
            continue
        best = max(lower, value(s, 1))
        if best < upper:
            upper = min(upper, value(s, -1))  # filters funding each other in any order
        stages = 1
        while best < upper and stages < cap:  # a longer funding chain may reach the bound
            stages = min(cap, stages * 2)
            best = max(best, value(s, stages))
        out[s] = best
    return out


def _label(s: frozenset[str]) -> str:
    return "".join(t for t in MANA_TYPES if t in s)


def mana_summary(board: Board, player: str) -> pd.DataFrame:
    """For each non-empty set of mana types, the most mana of those types available at
    once (columns ``types``, ``max``), from the pool plus every mana ability the player
    could activate now — filters, sacrifices, triggers and replacement effects included.
    """
    check_board(board)
    check_player(board.state.player_names, player)
    import pandas as pd


    prob = mana_problem(board.state, player)
    values = summary_values(prob)
    rows = [{"types": _label(s), "max": values[s], "size": len(s)} for s in TYPE_SETS]
    frame = pd.DataFrame(rows, columns=["types", "max", "size"])
    return as_table(frame.drop(columns="size"))


def _spell(spell: Any) -> Any:
    return None if spell is None else lookup(spell)


PLAN_COLUMNS = ["permanent", "permanent_id", "ability", "text", "adds", "costs", "choices",
                "order", "x", "zone", "paid_with", "pays"]


def plan_rows(plan: PaymentPlan) -> list[dict[str, Any]]:
    """One row per step of a plan (see :func:`payment_plan` for the columns)."""
    return [{"permanent": s.permanent, "permanent_id": s.permanent_id, "ability": s.ability,
             "text": s.text, "adds": s.adds, "costs": s.costs, "choices": s.choices,
             "order": s.order, "x": s.x, "zone": s.zone,
             "paid_with": tuple(str(p) for p in s.paid), "pays": plan.pays(s)}
            for s in plan.steps]


def payment_plan(board: Board, cost: ManaCost | str, player: str | None = None, *,
                 spell: Any = None, x: int | None = None,
                 reserve: Reserve | None = None) -> pd.DataFrame:
    """Which abilities to activate, in which order, with which choices, to pay ``cost``
    (empty if the pool pays it; raises :class:`~mtglab.errors.IllegalActionError` if it
    can't be paid).

    Each row can be passed to ``board.activate(row.permanent_id, row.ability,
    choices=row.choices, costs=row.costs, order=row.order, x=row.x)`` in turn; the pool
    then pays the cost. ``zone`` is "hand" or "graveyard" for the ability of a card there
    (Simian Spirit Guide, 113.6m; its id is the card's), ``x`` the X of a cost that has
    one ("Remove any number of storage counters", 107.3a). The plan is checked by doing
    exactly that with the engine's activation (:mod:`mtglab.engine.payment.plan`). A
    filter (Mystic Gate, a signet) pays its own cost from the pool: the order of the rows
    and which mana pays each cost (``costs["mana"]``, 601.2h) are searched for.
    ``paid_with`` says which mana paid each symbol of the row's own mana cost, and from
    which source ("{1}: {G} from Forest #1"); ``pays`` which symbols its mana pays: of
    the cost ("{G}") or of a later row's cost ("{1} of Azorius Signet #3"). The table's
    ``attrs["paid"]`` says it for every symbol of ``cost``. ``reserve``: what the rest of
    the cost being paid takes, which the plan leaves alone (601.2g-h; see
    :func:`mtglab.engine.payment.legality.payment_cases`).
    """
    import pandas as pd


    plan = plan_payment(board.state, cost, player or board.active, spell=_spell(spell), x=x,
                        reserve=reserve)
    table = as_table(pd.DataFrame(plan_rows(plan), columns=PLAN_COLUMNS))
    table.attrs["paid"] = tuple(str(p) for p in plan.paid)
    return table


def mana_outcomes(board: Board, player: str, limit: int = 10_000) -> pd.DataFrame:
    """Every maximal total of mana available now, as mana strings (column ``mana``).

    Exact: a frontier of pools built kind of source by kind of source keeps only totals
    that no other total dominates (see :func:`_frontier`), so the work grows with the
    number of answers, not with the product of the sources' choices. ``limit`` bounds
    the work: :class:`TooManyOutcomes` is raised as soon as the frontier of any step
    holds more than ``limit`` totals (or the answer does); an endless loop of mana
    abilities raises :class:`~mtglab.errors.UnboundedMana`.
    """
    check_board(board)
    check_player(board.state.player_names, player)
    check_limit(limit)
    import pandas as pd


    prob = mana_problem(board.state, player)
    restricted = any(s.restriction is not None for s in prob.sources) or any(
        e.restriction is not None for e in prob.state.player(prob.player).pool)
    life_binds = sum(g.count * g.life for g in prob.groups) > \
        prob.state.player(prob.player).life  # two Mana Confluences at 1 life: one
    if prob.dynamic or prob.toggled or (restricted and prob.has_filters) or life_binds:
        # the exact search keeps restricted mana apart (a filter's cost can't be paid
        # with Ancient Ziggurat's mana, CR 106.6); the frontier below can't
        frontier = _explored_frontier(prob, limit)
    else:
        got = _frontier(prob, limit)
        frontier = got if got is not None else _explored_frontier(prob, limit)
    rows = sorted((str(m) for m in frontier), key=lambda s: (-len(s), s))
    return as_table(pd.DataFrame({"mana": rows}))


def _explored_frontier(prob: ManaProblem, limit: int) -> list[Mana]:
    """The maximal totals of the exact search (:func:`explore`)."""
    try:
        found = explore(prob, max_states=min(MAX_SEARCH_STATES, 50 * limit))
    except TooManyOutcomes:
        raise TooManyOutcomes("maximal totals of available mana", None, limit) from None
    rows = np.array([[sum(p[k::6]) for k in range(6)] for p, _paid in found.pools],
                    dtype=np.int64).reshape(-1, 6)
    frontier = fr.maximal(rows)
    if len(frontier) > limit:
        raise TooManyOutcomes("maximal totals of available mana", len(frontier), limit)
    return [fr.to_mana(row) for row in frontier]


def _gadget(cost: ManaCost | None, options: tuple[Mana, ...]) \
        -> Callable[[np.ndarray], np.ndarray] | None:
    """What one activation does to a frontier: pay its mana cost symbol by symbol, then
    add one of its totals ("m mana of any of T" as m units, CR 106.1). None when a
    symbol can't be paid this way (Phyrexian life, snow, X: the exact search decides)."""
    steps: list[Callable[[np.ndarray], np.ndarray]] = []
    for sym in (cost.symbols if cost is not None else ()):
        if sym.kind is SymbolKind.GENERIC:
            steps.extend([functools.partial(fr.pay_symbol, types=MANA_TYPES)] * sym.generic)
        elif sym.kind in (SymbolKind.COLORED, SymbolKind.COLORLESS, SymbolKind.HYBRID,
                          SymbolKind.COLORLESS_HYBRID):
            steps.append(functools.partial(fr.pay_symbol,
                                           types=symbol_class(sym.kind, sym.colors)[1]))
        elif sym.kind is SymbolKind.MONOCOLORED_HYBRID:  # its color, or two of anything
            colors = frozenset(sym.colors)

            def twobrid(f: np.ndarray, colors: frozenset[str] = colors) -> np.ndarray:
                two = fr.pay_symbol(fr.pay_symbol(f, MANA_TYPES), MANA_TYPES)
                return fr.maximal(np.concatenate([fr.pay_symbol(f, colors), two]))
            steps.append(twobrid)
        else:
            return None
    units = decompose(options)
    if units is not None:
        types, m = units
        steps.append(functools.partial(fr.add_units, types=types, times=m))
    else:
        steps.append(functools.partial(fr.add_options, options=options))

    def run(f: np.ndarray) -> np.ndarray:
        for step in steps:
            f = step(f)
            if not len(f):
                break
        return f
    return run


def _frontier(prob: ManaProblem, limit: int) -> list[Mana] | None:
    """Every maximal total, built kind by kind (None: the exact search must decide).

    1. Kinds of sources that need nothing but themselves (no mana cost, nothing shared)
       come first: each of the ``count`` identical permanents adds one of its kind's
       totals, and the frontier is pruned to its maximal pools after each (identical
       sources are never told apart).
    2. The rest — kinds with a filter mode, sources sharing what they use — by a dynamic
       programme over how many of each kind are left and which shared sources were used,
       in every order: each state holds the frontier of pools reachable by using exactly
       that; each activation is a gadget (:func:`_gadget`). Pruning is exact because
       every step is monotone (more mana never hurts).

    A frontier of more than ``limit`` pools at any step raises TooManyOutcomes at once:
    the work stays proportional to the answer's size.
    """
    if prob.counted:
        return None  # sources sharing energy or cards: the exact search decides
    check = functools.partial(_checked, limit=limit)
    frontier, base_ids = _base_frontier(prob, check)
    gadgets = _kinds_and_singles(prob, base_ids)
    if gadgets is None:
        return None
    kinds, singles = gadgets
    first: _State = (tuple(n for n, _m in kinds), frozenset(), frozenset())
    level: dict[_State, list[np.ndarray]] = {first: [frontier]}
    done: list[np.ndarray] = []
    while level:
        nxt: dict[_State, list[np.ndarray]] = defaultdict(list)
        for here, parts in level.items():
            f = check(fr.maximal(np.concatenate(parts)))
            done.append(f)
            _step(here, f, kinds, singles, nxt)
        level = nxt
    final = fr.maximal(np.concatenate(done))
    if len(final) > limit:
        raise TooManyOutcomes("maximal totals of available mana", len(final), limit)
    return [fr.to_mana(row) for row in final]


_Gadget = Callable[[np.ndarray], np.ndarray]
#: a state of the dynamic programme: how many of each kind are left, which singles were
#: used, and what they used
_State = tuple[tuple[int, ...], frozenset[int], frozenset[str]]


def _checked(f: np.ndarray, limit: int) -> np.ndarray:
    """A frontier, or TooManyOutcomes as soon as it holds more than ``limit`` totals."""
    if len(f) > limit:
        raise TooManyOutcomes("maximal totals of available mana", None, limit)
    return f


def _base_frontier(prob: ManaProblem, check: Callable[[np.ndarray], np.ndarray]) \
        -> tuple[np.ndarray, set[int]]:
    """1. The frontier after the kinds that need nothing but themselves, and their
    groups."""
    base_links = [gis for gis in prob.links().values()
                  if not any(prob.groups[gi].is_filter or prob.groups[gi].shared for gi in gis)]
    frontier = fr.start(fr.vector(prob.state.player(prob.player).pool_mana))
    for gis in base_links:
        merged_options = tuple(sorted({o for gi in gis for o in prob.groups[gi].options},
                                      key=str))
        add = _gadget(None, merged_options)
        assert add is not None  # (no cost)
        for _ in range(prob.groups[gis[0]].count):
            frontier = check(add(frontier))
    return frontier, {gi for gis in base_links for gi in gis}


def _kinds_and_singles(prob: ManaProblem, base_ids: set[int]) \
        -> tuple[list[tuple[int, list[_Gadget]]], list[tuple[Source, _Gadget]]] | None:
    """2. Kinds with a filter mode (identical private permanents: a count), and
    singles, as gadgets (None: a symbol the gadgets can't pay)."""
    kinds: list[tuple[int, list[_Gadget]]] = []
    singles: list[tuple[Source, _Gadget]] = []
    for gis in prob.links().values():
        if gis[0] in base_ids:
            continue
        modes = [prob.groups[gi] for gi in gis]
        if any(g.shared for g in modes) and not (
                len(modes) == 1 and is_converter(modes[0].sources[0])):
            pairs = [(src, _gadget(src.cost, src.options)) for g in modes for src in g.sources]
            if any(gad is None for _s, gad in pairs):
                return None
            singles.extend((src, gad) for src, gad in pairs if gad is not None)
            continue
        # (a converter uses nothing: a kind of its own, with its bounded count)
        built = [_gadget(g.cost, g.options) for g in modes]
        if any(x is None for x in built):
            return None
        kinds.append((modes[0].count, [x for x in built if x is not None]))
    return kinds, singles


def _step(here: _State, f: np.ndarray, kinds: list[tuple[int, list[_Gadget]]],
          singles: list[tuple[Source, _Gadget]],
          nxt: dict[_State, list[np.ndarray]]) -> None:
    """The states one activation after ``here``, with their frontiers."""
    left, used, resources = here
    for k, (_n, gads) in enumerate(kinds):
        if left[k]:
            after = (*left[:k], left[k] - 1, *left[k + 1:])
            for gad in gads:
                made = gad(f)
                if len(made):
                    nxt[(after, used, resources)].append(made)
    for i, (src, gad) in enumerate(singles):
        if i in used or src.uses & resources:
            continue
        if any(f"sac:{u.split(':')[1]}" in resources
               for u in (*src.uses, f"x:{src.permanent_id}") if not u.startswith("sac:")):
            continue  # its permanent (or one its cost uses) was sacrificed already
        made = gad(f)
        if len(made):
            nxt[(left, used | {i}, resources | src.uses)].append(made)
