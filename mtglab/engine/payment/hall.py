"""Closed-form answers to "can this cost be paid?" by Hall's condition (CR 107.4,
107.4e-f, 119.4), tried before the integer programme.

When every source adds plain units of mana (a set of types each, or one of a few fixed
totals such as Gilded Lotus's three of one color), a cost is payable exactly when, for
every set U of types, the symbols that accept only types in U are no more than the units
that can be of a type in U — 127 checks over bit masks, not one per subset of symbols.
A Phyrexian symbol also accepts "two life" (the pseudo-type :data:`LIFE`), and a {2/W}
is paid with its color or two of anything, each way of splitting tried. With filters,
two quick tests bound the answer (:func:`fast_can_pay` returns None when neither
decides and the programme must).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from mtglab.engine.payment.model import cost_demand
from mtglab.engine.payment.problem import ALL_TYPES, Group, ManaProblem, decompose
from mtglab.mana import MANA_TYPES, Mana, ManaCost

__all__ = ["LIFE", "MAX_CHOICES", "fast_can_pay", "pool_pays"]

LIFE = "L"  # a pseudo-type: two life, which pays one Phyrexian symbol (CR 107.4f)


_MASKS = np.arange(1 << 7)  # every set of types (life the last bit)
_LIFE_BIT = 1 << 6


#: [b, U] = 1 when a unit of the types b can be of a type in U / when b lies within U
_MEET = ((_MASKS[:, None] & _MASKS[None, :]) != 0).astype(np.int64)
_WITHIN = ((_MASKS[:, None] & _MASKS[None, :]) == _MASKS[:, None]).astype(np.int64)
#: every pair of sets of types (bit masks) W within V, as two index arrays
_PAIR_W, _PAIR_V = (np.array(a, dtype=np.int64) for a in zip(
    *[(w, v) for v in range(1 << 7) for w in range(1 << 7) if w & v == w], strict=True))


def _rows(amounts: Counter[frozenset[str]], table: np.ndarray) -> np.ndarray:
    """The sum of ``table``'s rows of the amounts' sets of types (bit masks), each times
    its amount: the product of the amounts by mask with ``table``, done row by row (a
    few sets of types each time, where the product would multiply 128 x 128)."""
    out = np.zeros(len(_MASKS), dtype=np.int64)
    for ts, n in amounts.items():
        if n:
            out += n * table[_bits(ts)]
    return out


def _reach(supply: Counter[frozenset[str]]) -> np.ndarray:
    """For each set of types U (as a bit mask, life included): how many units could be
    of a type in U."""
    return _rows(supply, _MEET)


def _inside(demand: Counter[frozenset[str]]) -> np.ndarray:
    """For each set of types U (a bit mask): how many symbols accept only types in U."""
    return _rows(demand, _WITHIN)


def _needs(plain: Counter[frozenset[str]], twobrid: Sequence[tuple[frozenset[str], int]]) \
        -> np.ndarray:
    """:func:`_inside` of the cost for every way to pay its {2/W} symbols (107.4e: w of a
    class by their color, the rest by two of anything), one row each. ``_inside`` is
    linear, so each row is the plain symbols' plus w times a colored unit's plus
    2(n - w) times a unit of anything's (no matrix product per row)."""
    base = _inside(plain)
    if not twobrid:
        return base[None, :]
    splits = np.array(list(itertools.product(*(range(n + 1) for _a, n in twobrid))),
                      dtype=np.int64)
    counts = np.array([n for _a, n in twobrid], dtype=np.int64)
    colored = _WITHIN[[_bits(allowed) for allowed, _n in twobrid]]
    generic = (2 * (counts[None, :] - splits)).sum(axis=1)
    out: np.ndarray = base[None, :] + splits @ colored + \
        generic[:, None] * _WITHIN[_bits(ALL_TYPES)][None, :]
    return out


def _hall_any(inside: np.ndarray, reach: np.ndarray) -> bool:
    """Hall's condition (see :func:`_hall`) for any row of ``inside`` (ways to pay the
    cost) and any row of ``reach`` (choices of the fixed-total sources)."""
    ok = ~np.any(inside[:, None, :] > np.atleast_2d(reach)[None, :, :], axis=2)
    return bool(ok.any())


def _hall(demand: Counter[frozenset[str]], reach: np.ndarray) -> bool:
    """Hall's condition: every group of symbols has enough units that can pay it.

    A group's units are those of a type its symbols accept; the groups that matter are,
    for each set U of types, all the symbols that accept only types in U (any other
    group needs no more and reaches no less). So 127 checks, not one per subset; done
    at once over bit masks.
    """
    return _hall_any(_inside(demand)[None, :], reach)


MAX_CHOICES = 256  # the most choices of fixed-total sources the Hall test enumerates


def _unit_supply(prob: ManaProblem, with_filters: bool) \
        -> tuple[Counter[frozenset[str]], Counter[frozenset[str]], int,
                 list[Counter[frozenset[str]]]] | None:
    """Units of mana by type set (and the filter costs to pay, the life all the
    sources together cost, and the alternatives the fixed-total sources give), when
    every source is plain units — decomposable, unrestricted, not sharing anything — or
    one of a few fixed totals (Gilded Lotus: three of one color; each way to choose for
    every such source is one alternative, at most MAX_CHOICES of them)."""
    supply: Counter[frozenset[str]] = Counter()
    owed: Counter[frozenset[str]] = Counter()
    life = 0
    if with_filters or prob.toggled:
        return None  # filters need an order, and so do {Q} and re-tapping: the programme
    choices: list[list[Counter[frozenset[str]]]] = []
    n_choices = 1
    for gis in prob.links().values():
        modes = [prob.groups[gi] for gi in gis if not prob.groups[gi].is_filter]
        if not modes:
            continue
        if any(g.restriction is not None or g.shared for g in modes):
            return None
        options = tuple(sorted({o for g in modes for o in g.options}, key=str))
        units = decompose(options)
        count = modes[0].count
        life += count * max(g.life + g.damage for g in modes)
        if units is not None:
            supply[units[0]] += count * units[1]
            continue
        # identical sources choose a multiset of the totals (symmetry)
        n_choices *= math.comb(len(options) + count - 1, count)
        if n_choices > MAX_CHOICES:
            return None
        choices.append(_alternatives(options, count))
    if not _add_pool(prob, supply):
        return None
    extra = [sum(combo, Counter()) for combo in itertools.product(*choices)]
    return supply, owed, life, extra


def _alternatives(options: tuple[Mana, ...], count: int) -> list[Counter[frozenset[str]]]:
    """The units each multiset of ``count`` totals gives (identical sources, each
    adding one of ``options``)."""
    alts = []
    for combo in itertools.combinations_with_replacement(options, count):
        bag: Counter[frozenset[str]] = Counter()
        for o in combo:
            for t in o.types:
                bag[frozenset({t})] += o[t]
        alts.append(bag)
    return alts


def _add_pool(prob: ManaProblem, supply: Counter[frozenset[str]]) -> bool:
    """Add the pool's mana to ``supply`` as units; False if some of it is restricted."""
    for e in prob.state.player(prob.player).pool:
        if e.restriction is not None:
            return False
        for t in e.mana.types:
            supply[frozenset({t})] += e.mana[t]
    return True


def fast_can_pay(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]]) -> bool | None:
    """Hall's condition for plain units (CR 107.4 symbols as sets of types they accept).

    A Phyrexian symbol accepts its color or a unit of "two life" (the pseudo-type L,
    CR 107.4f, 119.4); a monocolored hybrid {2/W} is paid with W or with two generic
    (107.4e), so how many of each are paid which way is enumerated. Without filters the
    answer is exact. With filters, being payable without them proves the cost payable;
    otherwise the integer programme decides. None: the programme must decide.
    """
    plain: Counter[frozenset[str]] = Counter()
    twobrid: Counter[frozenset[str]] = Counter()
    for (kind, allowed), n in demand.items():
        if kind in ("colored", "generic"):
            plain[allowed] += n
        elif kind == "phyrexian":
            plain[allowed | {LIFE}] += n
        elif kind == "twobrid":
            twobrid[allowed] += n
        else:
            return None
    life = prob.life
    cache = prob.__dict__.setdefault("_reach_cache", {})
    if "units" not in cache:
        units = _unit_supply(prob, False)
        if units is None or (units[2] > life and any(g.life for g in prob.groups)):
            cache["units"] = None  # (the life the sources cost might run out first)
        else:
            supply, owed, sources_life, extra = units
            # life the sources don't need pays Phyrexian symbols, two at a time (119.4)
            spare = max(0, life - sources_life)
            supply = Counter(supply)
            if spare // 2:
                supply[frozenset({LIFE})] += spare // 2
            reach = _reach(supply)
            if extra != [Counter()]:  # one row per choice of the fixed-total sources
                reach = np.stack([reach + _reach(bag) for bag in extra])
            cache["units"] = (owed, reach, sources_life)
    got = cache["units"]
    if got is None:
        return None
    owed, reach, sources_life = got
    classes = sorted(twobrid.items(), key=lambda kv: sorted(kv[0]))
    if _hall_any(_needs(Counter(plain) + owed, classes), reach):
        return True
    if prob.has_filters or (sources_life and any(LIFE in k for k in plain)):
        # filters might help, and less life spent on Mana Confluence (or painlands'
        # damage) might leave enough for the Phyrexian symbols
        return _filters_decide(prob, plain, classes, life)
    return False


@functools.lru_cache(maxsize=4096)
def _unit_bag(options: tuple[Mana, ...]) -> Counter[frozenset[str]] | None:
    """A source's options as free units: one fixed total ({W}{U}: a W and a U), or every
    multiset of m types over T (m units of T); None otherwise. A pure function of the
    options, remembered for the kinds that share them: the bag is read, never changed."""
    if len(options) == 1:
        return Counter({frozenset({t}): options[0][t] for t in options[0].types})
    d = decompose(options)
    return Counter({d[0]: d[1]}) if d is not None else None


@dataclass(frozen=True)
class _FilterModel:
    """Plain units, the units of every filter activated at once (paid from the plain
    units first), and an over-estimate that ignores what filters cost."""

    base: Counter[frozenset[str]]
    outputs: Counter[frozenset[str]]
    costs: Counter[frozenset[str]]  # the filters' own costs, as sets of types they accept
    base_life: int  # life the plain sources cost (Mana Confluence, painlands' damage)
    relaxed: np.ndarray  # for each set of types (a bit mask), the most units of it
    #: the plain units of the fixed-total sources (Gilded Lotus: three of one color), one
    #: bag per way to choose all their totals ([Counter()] when there are none); they
    #: are part of ``base`` and ``relaxed`` only once chosen
    choices: tuple[Counter[frozenset[str]], ...] = (Counter(),)


@functools.lru_cache(maxsize=512)
def _bits(types: frozenset[str]) -> int:
    """A set of types (life included) as a bit mask."""
    return sum(1 << i for i, t in enumerate((*MANA_TYPES, LIFE)) if t in types)


@dataclass
class _FilterParts:
    """What :func:`_filter_model` gathers kind by kind."""

    base: Counter[frozenset[str]] = field(default_factory=Counter)
    outputs: Counter[frozenset[str]] = field(default_factory=Counter)
    costs: Counter[frozenset[str]] = field(default_factory=Counter)
    mode_bags: list[tuple[int, list[tuple[Counter[frozenset[str]], int]]]] = \
        field(default_factory=list)
    fixed: list[list[Counter[frozenset[str]]]] = field(default_factory=list)  # choices
    n_choices: int = 1
    life: int = 0


def _fixed_kind(parts: _FilterParts, plain: list[Group], options: tuple[Mana, ...],
                count: int) -> bool:
    """Identical fixed-total sources choose a multiset of totals (symmetry), each way
    its own bag of units (as in :func:`_unit_supply`); False past MAX_CHOICES."""
    parts.n_choices *= math.comb(len(options) + count - 1, count)
    if parts.n_choices > MAX_CHOICES:
        return False
    alts = []
    for combo in itertools.combinations_with_replacement(options, count):
        bag_c: Counter[frozenset[str]] = Counter()
        for o in combo:
            for t in o.types:
                bag_c[frozenset({t})] += o[t]
        alts.append(bag_c)
    parts.fixed.append(alts)
    parts.life += count * max(g.life + g.damage for g in plain)
    return True


def _add_filter(parts: _FilterParts, f: Group, n: int) -> bool:
    """A kind's filter mode: its outputs and its cost (False: not plain units)."""
    demand = cost_demand(f.cost)
    if f.life or f.damage or any(kind not in ("colored", "generic") for kind, _ in demand):
        return False
    for ts, k in (_unit_bag(f.options) or Counter()).items():
        parts.outputs[ts] += n * k
    for (_kind, allowed), k in demand.items():
        parts.costs[allowed] += n * k
    return True


def _add_kind(parts: _FilterParts, modes: list[Group]) -> bool:
    """One kind of source (its modes), or False when the model can't hold it."""
    plain = [g for g in modes if not g.is_filter]
    filt = [g for g in modes if g.is_filter]
    if any(g.restriction is not None or g.shared for g in modes) or len(filt) > 1:
        return False
    options = tuple(sorted({o for g in plain for o in g.options}, key=str))
    if not filt and _unit_bag(options) is None:
        return _fixed_kind(parts, plain, options, modes[0].count)
    bags = [_unit_bag(g.options) for g in modes]
    if None in bags:
        return False
    n = modes[0].count
    parts.mode_bags.append((n, [(b, sum(cost_demand(g.cost).values()))
                                for g, b in zip(modes, bags, strict=True) if b is not None]))
    if filt:
        return _add_filter(parts, filt[0], n)
    return _add_units(parts, plain, options, n)


def _add_units(parts: _FilterParts, plain: list[Group], options: tuple[Mana, ...],
               n: int) -> bool:
    """``n`` sources of plain units (no filter among their modes)."""
    bag = _unit_bag(options)
    if bag is None:
        return False
    for ts, k in bag.items():
        parts.base[ts] += n * k
    parts.life += n * max(g.life + g.damage for g in plain)
    return True


_EVERY = ((_MASKS & 0b111111) == 0b111111).astype(np.int64)  # the sets with every type


def _relaxed(pool: Mana, mode_bags: list[tuple[int, list[tuple[Counter[frozenset[str]],
                                                                int]]]]) -> np.ndarray:
    """For each set U of types (as bits, life the last), the most units of U: each
    permanent gives the units of one of its modes, at most those of its best mode for
    U; what a filter costs may be paid with other types, except when U holds every
    type. Kinds of one mode that costs nothing (most of them) and the pool are units
    that reach U: added up first, and reached in one product."""
    plain: Counter[frozenset[str]] = Counter({frozenset({t}): pool[t] for t in pool.types})
    total = np.zeros(len(_MASKS), dtype=np.int64)
    for n, bags_ in mode_bags:
        if len(bags_) == 1 and not bags_[0][1]:
            for ts, k in bags_[0][0].items():
                plain[ts] += n * k
            continue
        best = np.zeros(len(_MASKS), dtype=np.int64)
        for bag, paid in bags_:
            got = _reach(bag) - paid * _EVERY
            best = np.maximum(best, got)
        total += n * best
    out: np.ndarray = total + _reach(plain)
    return out


def _build_filter_model(prob: ManaProblem) -> _FilterModel | None:
    if prob.toggled:
        return None
    parts = _FilterParts()
    for gis in prob.links().values():
        if not _add_kind(parts, [prob.groups[gi] for gi in gis]):
            return None
    for e in prob.state.player(prob.player).pool:
        if e.restriction is not None:
            return None
        for t in e.mana.types:
            parts.base[frozenset({t})] += e.mana[t]
    relaxed = _relaxed(prob.state.player(prob.player).pool_mana, parts.mode_bags)
    choices = tuple(sum(combo, Counter()) for combo in itertools.product(*parts.fixed))
    return _FilterModel(parts.base, parts.outputs, parts.costs, parts.life, relaxed, choices)


def _filter_model(prob: ManaProblem) -> _FilterModel | None:
    """The model of :func:`_filters_decide`, kept on the problem (None: it can't say)."""
    if "_filter_model" not in prob.__dict__:
        prob.__dict__["_filter_model"] = _build_filter_model(prob)
    return prob.__dict__["_filter_model"]  # type: ignore[no-any-return]


def _filters_decide(prob: ManaProblem, plain: Counter[frozenset[str]],
                    twobrid: list[tuple[frozenset[str], int]], life: int) -> bool | None:
    """With filters, two quick answers before the integer programme (None: it decides).

    No: even with every filter's output free of its cost, Hall's condition fails. Yes:
    every filter is activated, its cost paid from plain mana, and a flow from the
    units to the symbols (plain units to anything, filter outputs only to the cost)
    pays everything (a max flow; the order is plain sources, then filters). Sources of
    a few fixed totals (Gilded Lotus) are tried one choice of totals at a time.
    """
    model = _filter_model(prob)
    if model is None:
        return None
    needs = _needs(plain, twobrid)
    reach = model.relaxed + (life // 2) * ((_MASKS & _LIFE_BIT) != 0)
    # one way to choose the fixed-total sources' totals must pass (Gilded Lotus's color)
    chosen = [bag for bag in model.choices if _hall_any(needs, reach + _reach(bag))]
    if not chosen:
        return False  # more than the most every filter could give for free (necessary)
    if any(_flow_pays(model, bag, needs, life) for bag in chosen):
        return True
    return None


def _flow_pays(model: _FilterModel, bag: Counter[frozenset[str]], needs: np.ndarray,
               life: int) -> bool:
    """The sufficient test of :func:`_filters_decide` for one choice of the fixed-total
    sources' totals (``bag``): plain units pay anything, filter outputs only the cost,
    and the filters' own costs only plain units. Hall's condition for that flow: for
    every pair of sets of types W within V, the symbols of the cost inside W and the
    filters' costs inside V need no more than the plain units that reach V and the
    outputs that reach W (both at once over bit masks)."""
    base = Counter(model.base) + bag
    spare = max(0, life - model.base_life)
    if spare // 2:
        base[frozenset({LIFE})] += spare // 2
    plain = _reach(base)[_PAIR_V]
    outputs = _reach(model.outputs)[_PAIR_W]
    costs = _inside(model.costs)[_PAIR_V]
    have = plain + outputs - costs
    return bool(np.any(np.all(needs[:, _PAIR_W] <= have[None, :], axis=1)))


def pool_pays(pool: Mana, life: int, mc: ManaCost, x: int) -> bool:
    """Whether an unrestricted pool (and life, for Phyrexian symbols) pays ``mc``:
    Hall's condition over the symbols (CR 107.4; 119.4), each {2/W} paid by its color or
    by two of anything (107.4e) in every split — exact, and polynomial where trying
    every assignment of units to symbols is not."""
    plain: Counter[frozenset[str]] = Counter()
    twobrid: list[tuple[frozenset[str], int]] = []
    for (kind, allowed), n in cost_demand(mc, x).items():
        if kind == "phyrexian":
            plain[allowed | {LIFE}] += n
        elif kind == "twobrid":
            twobrid.append((allowed, n))
        else:
            plain[allowed] += n
    supply: Counter[frozenset[str]] = Counter(
        {frozenset({t}): pool[t] for t in pool.types})
    if life // 2 > 0:
        supply[frozenset({LIFE})] += life // 2
    reach = _reach(supply)
    for split in itertools.product(*(range(n + 1) for _a, n in twobrid)):
        need = Counter(plain)
        for (allowed, n), w in zip(twobrid, split, strict=True):
            need[allowed] += w
            if n - w:
                need[ALL_TYPES] += 2 * (n - w)
        if _hall(need, reach):
            return True
    return False
