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

Order matters in three places, and the programme says so with *stages* (mana made at a
stage pays only for later ones): a filter pays its cost from earlier mana; a permanent
with a filter ability that can be sacrificed for mana (Mystic Gate and Squandered
Resources) is sacrificed after its filter; and a permanent that a mana ability untaps
(Pili-Pala's {Q}) is tapped and untapped in turn, so the activations that tap it (its
own {T}, Springleaf Drum) and untap it may repeat, alternately. Damage a mana ability
deals as it resolves (Ancient Tomb) comes before the cost is paid and so lowers the life
left for Phyrexian symbols (CR 601.2g-h, 119.4). Boards where an activation with a mana
cost repeats on its own, and the listing of outcomes on boards with {Q}, use an exact
search over states instead (:func:`explore`), which also finds loops without end.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

import numpy as np

from mtglab.analysis import frontier as fr
from mtglab.analysis.view import check_board
from mtglab.arguments import check_limit, check_player
from mtglab.cards.catalogue import card as lookup
from mtglab.cards.effects import SpendRestriction
from mtglab.engine.could_produce import permanent_signature
from mtglab.engine.hand import hand_view
from mtglab.engine.layers import characteristics_of
from mtglab.engine.memo import memo_of
from mtglab.engine.payment import can_spend, pay_from_pool
from mtglab.engine.payment.loops import check_unbounded
from mtglab.engine.payment.sources import (
    Source,
    apply_uses,
    collect_sources,
    is_tabulated,
    least_paid,
)
from mtglab.engine.state import GameState, PlayerState, PoolEntry
from mtglab.engine.zones import zone_cards
from mtglab.errors import (
    ChoiceRequired,
    IllegalActionError,
    MtglabError,
    TooManyOutcomes,
    UnboundedMana,
    UnsupportedError,
)
from mtglab.mana import MANA_TYPES, Mana, ManaCost, ManaSymbol, SymbolKind

if TYPE_CHECKING:
    import pandas as pd

    from mtglab.analysis.view import BoardView as Board

__all__ = ["ManaProblem", "Reserve", "can_pay", "mana_outcomes", "mana_summary", "payable",
           "payment_plan"]

ALL_TYPES = frozenset(MANA_TYPES)
TYPE_SETS: list[frozenset[str]] = [
    frozenset(c) for n in range(1, 7) for c in itertools.combinations(MANA_TYPES, n)]


# ---------------------------------------------------------------------------- the problem


@dataclass(frozen=True)
class _Snow:
    """Mana a snow source made (107.4h), with the spending restriction it carries: in a
    problem that tells snow mana apart it stands where the restriction would."""

    inner: SpendRestriction | None


def _spendable(restr: Any, purpose: str, *, generic: bool, snow: bool = False,
               spell: Any = None, source: Any = None, cost: Any = None) -> bool:
    """Whether mana with this restriction (or :class:`_Snow` wrapper) may pay a symbol:
    ``snow`` for {S}, which only a snow source's mana pays (107.4h); 106.6."""
    if isinstance(restr, _Snow):
        restr = restr.inner
    elif snow:
        return False
    return restr is None or can_spend(restr, purpose, generic=generic, spell=spell,
                                      source=source, cost=cost)


def _pool_key(entry: PoolEntry, snow: bool) -> Any:
    """A pool entry's restriction as a problem that tells snow mana apart sees it."""
    return _Snow(entry.restriction) if snow and entry.snow else entry.restriction


@dataclass(frozen=True)
class Reserve:
    """What the cost being paid takes besides mana, which no mana ability activated while
    paying it may use too: mana abilities are activated first and the cost is paid after
    (601.2g-h), so a permanent the cost sacrifices can tap for mana but can't also be
    sacrificed for it, and a card the cost discards can't also be exiled for mana.

    ``forbid``: uses no source may have ("sac:12": permanent 12 is sacrificed or
    exiled by the cost); ``counts``: units of counted resources the cost takes
    (("hand:you", 1) for "Discard a card", ("energy:you", 2) for {E}{E}). A source
    that empties a resource the cost takes from ("Discard your hand") is left out: it
    would leave nothing for the cost.
    """

    forbid: tuple[str, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()

    def apply(self, sources: list[Source]) -> list[Source]:
        """The sources still usable, with counted resources lowered by what is taken."""
        need = dict(self.counts)
        banned = set(self.forbid)
        out = []
        for s in sources:
            if s.uses & banned:
                continue
            if any(need.get(r) for r, _t in s.empties):
                continue
            if s.counts and any(r in need for r, _d, _l in s.counts):
                s = replace(s, counts=tuple((r, d, level - need.get(r, 0))
                                            for r, d, level in s.counts))
            out.append(s)
        return out


@dataclass
class _Group:
    sources: list[Source]  # one per identical permanent (member k of every mode group)
    count: int
    options: tuple[Mana, ...]
    cost: ManaCost | None
    life: int
    restriction: SpendRestriction | None
    units: tuple[frozenset[str], int] | None  # decomposable: (type set, units per use)
    damage: int = 0
    shared: bool = False
    link: int = -1  # groups with one link are the modes of one kind of permanent
    after: bool = False  # sacrifices a permanent with a filter: staged after that filter
    free: tuple[Mana, ...] = ()  # per option, the part without the restriction (Source.free)

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
    dynamic: bool = False
    merged_from: dict[str, list[Source]] = field(default_factory=dict)
    merged: list[Source] = field(default_factory=list)  # sources after step 1 of _group
    # permanent with a filter ability that another source can sacrifice -> (its filter
    # groups, the groups that sacrifice it): the sacrifice must come after the filter
    sac_after: dict[int, tuple[list[int], list[int]]] = field(default_factory=dict)
    # permanents some mana ability untaps ({Q}, "untap ..."): they can be tapped again,
    # so activations that tap or untap them may repeat (alternately, see _build)
    toggled: frozenset[int] = frozenset()
    # counted resources some source uses up (energy, cards in a zone, counters) -> level
    resources: dict[str, int] = field(default_factory=dict)
    # whether snow sources' mana is told apart (only asked for costs with {S}, 107.4h)
    snow: bool = False
    # the most of each counted resource there can ever be: its level and what costs add
    bounds: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState, player: str, *, check_loops: bool = True,
           reserve: Reserve | None = None, snow: bool = False) -> ManaProblem:
        """Collect and group the sources (raises UnboundedMana on an endless loop).

        ``reserve``: what the cost being paid uses besides mana, which the mana
        abilities can't use too (see :class:`Reserve`).
        Cached on the (immutable) state, so repeated questions about one board are cheap.
        """
        key = f"mana_problem:{player}:{check_loops}:{reserve!r}:{snow}"
        cached = memo_of(state).get(key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        memo = memo_of(state)
        collected = memo.get(f"mana_sources:{player}")
        if collected is None:  # one collection serves every reserve and snow question
            collected = memo[f"mana_sources:{player}"] = collect_sources(state, player,
                                                                         latent=True)
        sources = list(collected)
        if reserve is not None:
            sources = reserve.apply(sources)
        if check_loops:
            check_unbounded(state, player, sources)
        # a snow source's mana pays {S} (107.4h): kept apart like a restriction, when a
        # cost to pay has {S}
        snow = snow or any(_has_snow(s.cost) for s in sources)
        if snow:
            if any(s.free_snow is None for s in sources):
                raise UnsupportedError(
                    "{S}: the mana one activation's triggers add comes from snow and non-snow "
                    "sources at once (107.4h), which available mana doesn't tell apart; "
                    "activate the abilities with Board.activate instead")
            sources = [replace(s, restriction=cast(Any, _Snow(s.restriction))) if s.snow
                       else s for s in sources]
        prob = cls(state, player, sources, snow=snow)
        for src in sources:
            for r, d, level in src.counts:
                if d < 0:
                    prob.resources[r] = level
        # A permanent that a mana ability untaps can be tapped again: the programme
        # counts how often each activation happens at each stage, tap and untap in turn.
        prob.toggled = frozenset(int(u.split(":")[1]) for s in sources for u in s.uses
                                 if u.startswith(("untap:", "untapped:")))
        # Activations that repeat with nothing to tap or untap (a filter like
        # "{1}: Add {R}"), or a permanent that is untapped and sacrificed, are answered by
        # an exact search over states instead.
        # A repeatable filter that never makes more mana than it takes (Barrels of
        # Blasting Jelly without its limit: "{1}: Add one mana of any color") converts
        # units: the programme lets it happen as often as there are units to convert.
        # So are boards where what a cost adds to a zone that another cost takes from
        # may wait on mana (see _resources_need_order), or is "what is left of a hand".
        prob.dynamic = any(s.repeatable and s.is_filter and not _converter(s)
                           for s in sources) or any(
            u.startswith(("sac:", "counters:")) and int(u.split(":")[1]) in prob.toggled
            for s in sources for u in s.uses) or _resources_need_order(sources, prob.resources)
        prob.bounds = _resource_bounds(sources, prob.resources)
        prob._group()
        if check_loops and prob.dynamic:
            explore(prob)  # raises UnboundedMana on a loop the shallow check missed
        memo_of(state)[key] = prob
        return prob

    def _group(self) -> None:
        # 1. one permanent's abilities with the same uses and costs are one choice of
        #    options (a dual land's two intrinsic abilities: {G} or {U})
        merged: dict[tuple[object, ...], Source] = {}
        for src in self.sources:
            key = (src.permanent_id, src.uses, str(src.cost or ""), src.life, src.restriction,
                   src.repeatable, src.costs, src.damage, src.free, src.counts, src.empties,
                   src.zone, src.x,
                   src.label if src.free else None)  # options and free parts stay aligned
            if key in merged:
                old = merged[key]
                opts = tuple(sorted(set(old.options) | set(src.options),
                                    key=lambda m: (len(m), str(m))))
                merged[key] = replace(old, options=opts)
                self.merged_from.setdefault(old.label, [old]).append(src)
            else:
                merged[key] = src
        sources = list(merged.values())
        self.merged = sources
        owners: dict[str, set[int]] = defaultdict(set)
        for src in sources:
            for u in src.uses:
                owners[u].add(src.permanent_id)
        # 2. a permanent whose sources use only its own resources, and pairwise exclude
        #    each other (they all tap it), is one choice among modes
        by_perm: dict[int, list[Source]] = defaultdict(list)
        for src in sources:
            by_perm[src.permanent_id].append(src)
        filters = {src.permanent_id for src in sources if src.is_filter}
        sacrificed = {int(u[4:]) for src in sources for u in src.uses
                      if u.startswith("sac:") and int(u[4:]) != src.permanent_id}
        watched = filters & sacrificed  # each its own group: the order is per permanent
        clusters: list[list[Source]] = []
        singles: list[Source] = []
        for pid, group in by_perm.items():
            # ... unless the order of its activations matters: it sacrifices a permanent
            # that has a filter, or taps or untaps one that can be untapped again
            ordered = bool(self.toggled or watched) and any(
                self._toggles(u) or (u.startswith("sac:") and int(u[4:]) in watched
                                     and int(u[4:]) != pid)
                for src in group for u in src.uses)
            private = pid not in watched and pid not in self.toggled and not ordered and \
                all(len(owners[u]) == 1 for src in group for u in src.uses) and \
                not any(src.counts or src.empties for src in group)  # only pid's
            exclusive = all(a.uses & b.uses for a, b in itertools.combinations(group, 2))
            if private and exclusive and not any(src.repeatable for src in group):
                clusters.append(group if len(group) == 1 else
                                sorted(group, key=lambda x: repr(x.kind_key())))
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
                                          s0.life, s0.restriction,
                                          None if s0.free else _decompose(s0.options),
                                          damage=s0.damage, link=link, free=s0.free))
            link += 1
        for src in singles:
            after = not src.is_filter and any(
                u.startswith("sac:") and int(u[4:]) in watched and
                int(u[4:]) != src.permanent_id for u in src.uses)
            # it can repeat if everything it uses can be given back ({Q} on Pili-Pala,
            # tapping a Pili-Pala that untaps itself)
            again = bool(src.uses) and all(self._toggles(u) for u in src.uses)
            # one that uses up only counted resources repeats while they last
            times = min((self.bounds.get(r, 0) // n for r, n in src.spends.items()),
                        default=None) if src.repeatable else None
            self.groups.append(_Group([src], REPEATS if again else
                                      _CONVERTS if _converter(src) else
                                      times if times is not None else 1,
                                      src.options, src.cost,
                                      src.life, src.restriction,
                                      None if src.free else _decompose(src.options),
                                      damage=src.damage, shared=True, link=link, after=after,
                                      free=src.free))
            link += 1
        self._bound_converters()
        for pid in watched:
            fgs = [gi for gi, g in enumerate(self.groups)
                   if g.is_filter and g.sources[0].permanent_id == pid]
            sgs = [gi for gi, g in enumerate(self.groups)
                   if g.after and f"sac:{pid}" in g.sources[0].uses]
            self.sac_after[pid] = (fgs, sgs)
        index = {id(src): gi for gi, g in enumerate(self.groups) for src in g.sources}
        use_owner: dict[str, list[int]] = defaultdict(list)
        for src in singles:
            for u in src.uses:
                use_owner[u].append(index[id(src)])
        for u, members_ in use_owner.items():
            if len(members_) > 1 and not self._toggles(u):
                self.shared_uses[u] = members_

    def _bound_converters(self) -> None:
        """Give each repeatable converter (see :func:`_converter`) as many activations
        as there can be units of mana: the pool's and the most every other source
        makes. More are never needed: a unit converted twice by one converter could
        have been converted once, from where it was before the first time."""
        conv = [g for g in self.groups if g.count == _CONVERTS]
        if not conv:
            return
        units = len(self.state.player(self.player).pool_mana)
        for gis in self.links().values():
            first = self.groups[gis[0]]
            if first.count != _CONVERTS:
                units += first.count * max(len(o) for gi in gis
                                           for o in self.groups[gi].options)
        for g in conv:
            g.count = max(1, units)

    def _toggles(self, use: str) -> bool:
        """Whether a use taps or untaps a permanent that can be untapped again."""
        kind, _, rest = use.partition(":")
        return kind in ("tap", "untap", "untapped") and int(rest) in self.toggled

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
    def counted(self) -> bool:
        """Whether some sources use up a counted resource (energy, cards, counters)."""
        return bool(self.resources) or any(s.empties for s in self.sources)

    @property
    def simple(self) -> bool:
        """No costs to pay, no shared resources: the closed form applies."""
        return not self.has_filters and not self.shared_uses and not self.toggled and \
            not self.counted and \
            not any(g.life for g in self.groups)  # (damage matters only to can_pay)


_CONVERTS = -1  # a group count to be bounded (ManaProblem._bound_converters)


def _resources_need_order(sources: list[Source], resources: dict[str, int]) -> bool:
    """Whether the counted resources need the exact search, where the integer programme
    counts only totals. Totals are enough when every cost that adds to a resource can
    come before every cost that takes from it: the cards a discard puts in a graveyard
    are there before anything exiles from it, and a creature returned to a hand before
    it is discarded. They aren't when what is added waits on mana (a cost that adds to
    a zone also costs mana, and mana from the zone's takers might pay it) or is "the
    rest of a hand" (Lion's Eye Diamond discarding it for a graveyard another cost
    exiles from, 701.9b)."""
    if any(t and t in resources for s in sources for _r, t in s.empties):
        return True
    waiting = {r for s in sources if s.is_filter for r, d, _l in s.counts if d > 0}
    changed = True
    while changed:  # what a cost that takes a waiting resource adds waits too
        changed = False
        for s in sources:
            if any(r in waiting and d < 0 for r, d, _l in s.counts):
                for r, d, _l in s.counts:
                    if d > 0 and r not in waiting:
                        waiting.add(r)
                        changed = True
    return bool(waiting & set(resources))


def _resource_bounds(sources: list[Source], resources: dict[str, int]) -> dict[str, int]:
    """The most of each counted resource there can be: its level plus what every cost
    that adds to it could add, each as often as it can be activated (a cost that adds
    takes nothing it adds to: the additions form no cycle, and a cycle gives nothing)."""
    bounds: dict[str, int] = {}
    busy: set[str] = set()

    def bound(r: str) -> int:
        if r in bounds:
            return bounds[r]
        if r in busy:
            return resources.get(r, 0)
        busy.add(r)
        total = resources.get(r, 0)
        for s in sources:
            add = sum(d for q, d, _l in s.counts if q == r and d > 0)
            if add:
                times = 1 if not s.repeatable else min(
                    (bound(q) // n for q, n in s.spends.items()), default=1)
                total += add * times
        busy.discard(r)
        bounds[r] = total
        return total

    for r in resources:
        bound(r)
    return bounds


def _converter(s: Source) -> bool:
    """A filter that can repeat on its own but never makes more mana than it takes
    (each option no bigger than the fewest units that pay its cost), costs no life
    and deals no damage: repeating it only changes the types of units."""
    paid = least_paid(s.cost)
    return s.repeatable and s.is_filter and paid is not None and not s.life and \
        not s.damage and not s.counts and all(len(o) <= paid for o in s.options)


# ---------------------------------------------------------------------------- the model

#: what a unit of mana may pay: its spending restriction, or a snow wrapper (107.4h)
_Restr = SpendRestriction | _Snow | None
_Key = tuple[frozenset[str], _Restr]


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
        case SymbolKind.SNOW:  # one mana of any type from a snow source (107.4h)
            return ("snow", ALL_TYPES)
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


@functools.cache
def _highspy() -> tuple[Any, Any]:
    """``highspy`` (imported on the first solve: it is heavy) and the bare HiGHS solver
    class — ``highspy.Highs`` adds Python callbacks on top, which cost time on every
    solve and print HiGHS's banner when the first one is made."""
    import highspy

    return highspy, getattr(getattr(highspy, "_core", None), "_Highs", highspy.Highs)


class _LP:
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
class _Built:
    lp: _LP
    use: list[list[tuple[int, Mana | None, int]]]  # per group: (variable, option, stage)
    flows: list[tuple[int, _Key, tuple[str, frozenset[str], str], int]]
    keep: dict[_Key, int]
    life_vars: list[int]
    stages: int
    targets: dict[tuple[str, frozenset[str]], int] = field(default_factory=dict)


MAX_STAGES = 8
REPEATS = 64  # the most times the programme lets an activation that can repeat happen


def _stages(prob: ManaProblem) -> int:
    """How many funding stages the filters get (see :func:`_build`)."""
    n = sum(g.count for g in prob.groups if g.is_filter)
    return min(n, MAX_STAGES)


def _build(prob: ManaProblem, target: Counter[tuple[str, frozenset[str]]] | None,
           spell: Any, pay_life: bool = True, stages: int | None = None,
           decompose: bool = True) -> _Built:
    """The integer programme (see the module docstring).

    Mana abilities with a mana cost are activated in *stages*: a filter activated at
    stage l pays its cost from the mana made before (the sources without a mana cost,
    the pool, filters of earlier stages), so no filter pays for itself or funds a cycle.
    With up to MAX_STAGES filter activations every order is covered, so the answer is
    exact; beyond that it is exact unless paying needs a chain of more than MAX_STAGES
    filters each funding the next.
    """
    lp = _LP()
    chars = characteristics_of(prob.state)
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
    damage_terms: dict[int, float] = {}
    for g in prob.groups:
        vars_g: list[tuple[int, Mana | None, int]] = []
        is_filter = g.cost is not None and len(g.cost) > 0
        toggles = any(prob._toggles(u) for src in g.sources for u in src.uses)
        stage_range = range(1, 2) if (is_filter and relaxed) else (
            range(1, L + 1) if is_filter else
            range(0, L + 2) if (g.after and not relaxed and L) or (toggles and L) else
            range(0, 1))
        for st in stage_range:
            if g.units is not None and decompose:
                v = lp.var(0, g.count)
                types, m = g.units
                supply[((types, g.restriction), st)][v] = m
                vars_g.append((v, None, st))
            else:
                for k, o in enumerate(g.options):
                    v = lp.var(0, g.count)
                    free = g.free[k] if g.free else Mana()
                    mine = o - free  # what carries the ability's restriction
                    for t in mine.types:
                        supply[((frozenset({t}), g.restriction), st)][v] = mine[t]
                    free_key = _Snow(None) if prob.snow and g.sources[0].free_snow else None
                    for t in free.types:  # trigger mana: no restriction (106.6)
                        supply[((frozenset({t}), free_key), st)][v] = free[t]
                    vars_g.append((v, o, st))
        # an ability's cost: restricted mana may pay it depending on whose it is (106.6)
        whose = f"ability:{g.sources[0].permanent_id}"
        for cls, n in _cost_demand(g.cost).items():
            for v, _, st in vars_g:
                demand[((cls[0], cls[1], whose), st)][v] = n
        if g.life:
            for v, _, _ in vars_g:
                life_terms[v] = life_terms.get(v, 0) + g.life
        if g.damage:
            for v, _, _ in vars_g:
                damage_terms[v] = damage_terms.get(v, 0) + g.damage
        use.append(vars_g)
    for entry in prob.state.player(prob.player).pool:
        for t in entry.mana.types:
            supply_const[(frozenset({t}), _pool_key(entry, prob.snow))] += entry.mana[t]
    for members in prob.shared_uses.values():
        lp.row({v: 1 for gi in set(members) for v, _, _ in use[gi]}, 0, 1)
    # a counted resource (energy, the cards of a zone, counters) pays at most its level
    # and what other costs add to it (118.3): those can come first (a card discarded,
    # then exiled from the graveyard), see _resources_need_order
    for res, level in prob.resources.items():
        row_r: dict[int, float] = {}
        for g, vars_g in zip(prob.groups, use, strict=True):
            n = -sum(d for r, d, _l in g.sources[0].counts if r == res)
            for v, _, _ in vars_g if n else ():
                row_r[v] = row_r.get(v, 0) + n
        if row_r:
            lp.row(row_r, -np.inf, level)
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
    targets: dict[tuple[str, frozenset[str]], int] = {}  # the target's rows, by class
    for (dc, st) in sorted(demand, key=repr):
        kind, allowed, purpose = dc
        row: dict[int, float] = {}
        for key in keys:
            types, restr = key
            if not types & allowed:
                continue
            if restr is not None or kind == "snow":
                whose_id = purpose.partition(":")[2]
                ok = _spendable(restr, "spell" if purpose == "spell" else "ability",
                                generic=(kind in ("generic", "snow")), snow=kind == "snow",
                                spell=spell,
                                source=chars.get(int(whose_id)) if whose_id else None)
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
        r = lp.row(row, const, const)
        if -1 in demand[(dc, st)]:
            targets[(kind, allowed)] = r  # the cost's symbols of one class: its amount
    for st, gvs in twobrid.items():
        gen = ("generic", ALL_TYPES, "ability" if st <= L else
               ("spell" if spell is not None else "target"))
        row2: dict[int, float] = {gv: -2 for gv in gvs}
        for key in keys:
            if key[1] is not None and not _spendable(
                    key[1], "spell" if gen[2] == "spell" else "ability", generic=True,
                    spell=spell):
                continue  # restricted mana that may not pay this cost (CR 106.6)
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
                if sst < st or relaxed or sst == st == final:
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
    # A permanent that can be untapped again is tapped and untapped in turn (107.5,
    # 107.6): counting the activations that tap it and those that untap it up to the end
    # of each stage, the difference stays 0 or 1 (within a stage they interleave).
    tapped_now = {pid for pid, p in prob.state.permanents.items() if p.tapped}
    for x in sorted(prob.toggled):
        taps = {f"tap:{x}"}
        untaps = {f"untap:{x}", f"untapped:{x}"}
        for lv in range(0, final + 1):
            row_t: dict[int, float] = {}
            for g, vars_g in zip(prob.groups, use, strict=True):
                uses = g.sources[0].uses
                sign = (1 if uses & taps else 0) - (1 if uses & untaps else 0)
                if sign:
                    for v, _, st in vars_g:
                        if st <= lv:
                            row_t[v] = row_t.get(v, 0) + sign
            if row_t:  # taps - untaps: in [0, 1] if untapped now, in [-1, 0] if tapped
                lo_, hi_ = (-1, 0) if x in tapped_now else (0, 1)
                lp.row(row_t, lo_, hi_)
    if L and not relaxed:  # sacrificed after its own filter: stage(filter) < stage(sac)
        for fgs, sgs in prob.sac_after.values():
            for lv in range(0, final + 1):
                row_o = {v: 1 for gi in sgs for v, _, st in use[gi] if st <= lv}
                row_o.update({v: 1 for gi in fgs for v, _, st in use[gi] if st >= lv})
                if len(row_o) > 1:
                    lp.row(row_o, 0, 1)
    life = max(0, prob.state.player(prob.player).life)
    if life_vars and damage_terms:
        # Mana abilities resolve before the cost is paid (601.2g-h), so their damage
        # comes first: paying Phyrexian symbols with life needs the life left after it
        # (119.4). Life costs of mana abilities can be paid before any damage.
        y = lp.var(0, 1)  # 1: some Phyrexian symbol is paid with life
        lp.row({**{lv: 1 for lv in life_vars}, y: -10_000}, -np.inf, 0)
        big = sum(damage_terms[v] * lp.hi[v] for v in damage_terms) + \
            sum(life_terms[v] * lp.hi[v] for v in life_terms if v not in life_vars)
        both: dict[int, float] = dict(life_terms)
        for v, d in damage_terms.items():
            both[v] = both.get(v, 0) + d
        both[y] = big
        lp.row(both, -np.inf, life + big)
        lp.row({v: c for v, c in life_terms.items() if v not in life_vars}, 0, life)
    elif life_terms:
        lp.row(life_terms, 0, life)
    return _Built(lp, use, flows, keep, life_vars, L, targets)


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
    if prob.dynamic:
        ex = explore(prob)
        merged = [_merged(p) for p, _paid in ex.pools]
        return {s: max(sum(m[t] for t in s) for m in merged) for s in TYPE_SETS}
    if prob.simple:
        return _closed_form(prob)
    cap = _stages(prob)
    models: dict[int, _Built] = prob.__dict__.setdefault("_summary_models", {})

    def value(s: frozenset[str], stages: int) -> int:
        if stages not in models:
            models[stages] = _build(prob, None, None, stages=stages)
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

    from mtglab.analysis.tables import as_table

    prob = ManaProblem.of(board.state, player)
    values = summary_values(prob)
    rows = [{"types": _label(s), "max": values[s], "size": len(s)} for s in TYPE_SETS]
    frame = pd.DataFrame(rows, columns=["types", "max", "size"])
    return as_table(frame.drop(columns="size"))


def _target(cost: ManaCost | str, x: int | None) -> tuple[ManaCost, Counter[
        tuple[str, frozenset[str]]]]:
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    return mc, _cost_demand(mc, x or 0)


LIFE = "L"  # a pseudo-type: two life, which pays one Phyrexian symbol (CR 107.4f)


_MASKS = np.arange(1 << 7)  # every set of types (life the last bit)
_LIFE_BIT = 1 << 6


#: [b, U] = 1 when a unit of the types b can be of a type in U / when b lies within U
_MEET = ((_MASKS[:, None] & _MASKS[None, :]) != 0).astype(np.int64)
_WITHIN = ((_MASKS[:, None] & _MASKS[None, :]) == _MASKS[:, None]).astype(np.int64)
#: every pair of sets of types (bit masks) W within V, as two index arrays
_PAIR_W, _PAIR_V = (np.array(a, dtype=np.int64) for a in zip(
    *[(w, v) for v in range(1 << 7) for w in range(1 << 7) if w & v == w], strict=True))


def _by_mask(amounts: Counter[frozenset[str]]) -> np.ndarray:
    """Amounts by the bit mask of their set of types."""
    out = np.zeros(len(_MASKS), dtype=np.int64)
    for ts, n in amounts.items():
        if n:
            out[_bits(ts)] += n
    return out


def _reach(supply: Counter[frozenset[str]]) -> np.ndarray:
    """For each set of types U (as a bit mask, life included): how many units could be
    of a type in U."""
    out: np.ndarray = _by_mask(supply) @ _MEET
    return out


def _inside(demand: Counter[frozenset[str]]) -> np.ndarray:
    """For each set of types U (a bit mask): how many symbols accept only types in U."""
    out: np.ndarray = _by_mask(demand) @ _WITHIN
    return out


def _needs(plain: Counter[frozenset[str]], twobrid: Sequence[tuple[frozenset[str], int]]) \
        -> np.ndarray:
    """:func:`_inside` of the cost for every way to pay its {2/W} symbols (107.4e: w of a
    class by their color, the rest by two of anything), one row each."""
    base = _by_mask(plain)
    rows = []
    for split in itertools.product(*(range(n + 1) for _a, n in twobrid)):
        row = base.copy()
        for (allowed, n), w in zip(twobrid, split, strict=True):
            row[_bits(allowed)] += w
            row[_bits(ALL_TYPES)] += 2 * (n - w)
        rows.append(row)
    out: np.ndarray = np.array(rows, dtype=np.int64).reshape(-1, len(_MASKS)) @ _WITHIN
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
        units = _decompose(options)
        count = modes[0].count
        life += count * max(g.life + g.damage for g in modes)
        if units is not None:
            supply[units[0]] += count * units[1]
            continue
        # identical sources choose a multiset of the totals (symmetry)
        n_choices *= math.comb(len(options) + count - 1, count)
        if n_choices > MAX_CHOICES:
            return None
        alts = []
        for combo in itertools.combinations_with_replacement(options, count):
            bag: Counter[frozenset[str]] = Counter()
            for o in combo:
                for t in o.types:
                    bag[frozenset({t})] += o[t]
            alts.append(bag)
        choices.append(alts)
    for e in prob.state.player(prob.player).pool:
        if e.restriction is not None:
            return None
        for t in e.mana.types:
            supply[frozenset({t})] += e.mana[t]
    extra = [sum(combo, Counter()) for combo in itertools.product(*choices)]
    return supply, owed, life, extra


def _fast_can_pay(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]]) -> bool | None:
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
    life = prob.state.player(prob.player).life
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


def _unit_bag(options: tuple[Mana, ...]) -> Counter[frozenset[str]] | None:
    """A source's options as free units: one fixed total ({W}{U}: a W and a U), or every
    multiset of m types over T (m units of T); None otherwise."""
    if len(options) == 1:
        return Counter({frozenset({t}): options[0][t] for t in options[0].types})
    d = _decompose(options)
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


def _filter_model(prob: ManaProblem) -> _FilterModel | None:
    if "_filter_model" in prob.__dict__:
        return prob.__dict__["_filter_model"]  # type: ignore[no-any-return]
    model: _FilterModel | None = None
    if not prob.toggled:
        base: Counter[frozenset[str]] = Counter()
        outputs: Counter[frozenset[str]] = Counter()
        costs: Counter[frozenset[str]] = Counter()
        mode_bags: list[tuple[int, list[tuple[Counter[frozenset[str]], int]]]] = []
        fixed: list[list[Counter[frozenset[str]]]] = []  # per kind: its choices
        n_choices = 1
        life = 0
        ok = True
        for gis in prob.links().values():
            modes = [prob.groups[gi] for gi in gis]
            plain = [g for g in modes if not g.is_filter]
            filt = [g for g in modes if g.is_filter]
            if any(g.restriction is not None or g.shared for g in modes) or len(filt) > 1:
                ok = False
                break
            options = tuple(sorted({o for g in plain for o in g.options}, key=str))
            if not filt and _unit_bag(options) is None:
                # identical fixed-total sources choose a multiset of totals (symmetry),
                # each way its own bag of units (as in _unit_supply)
                count = modes[0].count
                n_choices *= math.comb(len(options) + count - 1, count)
                if n_choices > MAX_CHOICES:
                    ok = False
                    break
                alts = []
                for combo in itertools.combinations_with_replacement(options, count):
                    bag_c: Counter[frozenset[str]] = Counter()
                    for o in combo:
                        for t in o.types:
                            bag_c[frozenset({t})] += o[t]
                    alts.append(bag_c)
                fixed.append(alts)
                life += count * max(g.life + g.damage for g in plain)
                continue
            bags = [_unit_bag(g.options) for g in modes]
            if None in bags:
                ok = False
                break
            n = modes[0].count
            mode_bags.append((n, [(b, sum(_cost_demand(g.cost).values()))
                                  for g, b in zip(modes, bags, strict=True) if b is not None]))
            if not filt:
                bag = _unit_bag(tuple(sorted({o for g in plain for o in g.options}, key=str)))
                if bag is None:
                    ok = False
                    break
                for ts, k in bag.items():
                    base[ts] += n * k
                life += n * max(g.life + g.damage for g in plain)
                continue
            f = filt[0]
            demand = _cost_demand(f.cost)
            if f.life or f.damage or any(kind not in ("colored", "generic")
                                         for kind, _ in demand):
                ok = False
                break
            for ts, k in _unit_bag(f.options).items():  # type: ignore[union-attr]
                outputs[ts] += n * k
            for (_kind, allowed), k in demand.items():
                costs[allowed] += n * k
        if ok:
            for e in prob.state.player(prob.player).pool:
                if e.restriction is not None:
                    ok = False
                for t in e.mana.types:
                    base[frozenset({t})] += e.mana[t]
        if ok:
            # each permanent gives the units of one of its modes: for a set of types U,
            # at most those of its best mode for U; what a filter costs may be paid with
            # other types, except when U holds every type
            pool = prob.state.player(prob.player).pool_mana
            masks = np.arange(1 << 7)  # every set U of types, as bits (life the last)
            every = (masks & 0b111111) == 0b111111
            total = np.zeros(len(masks), dtype=np.int64)
            for t in MANA_TYPES:
                total += pool[t] * ((masks & _bits(frozenset({t}))) != 0)
            for n, bags_ in mode_bags:
                best = np.zeros(len(masks), dtype=np.int64)
                for bag, paid in bags_:
                    got = -paid * every
                    for ts, k in bag.items():
                        got = got + k * ((masks & _bits(ts)) != 0)
                    best = np.maximum(best, got)
                total += n * best
            relaxed = total
            choices = tuple(sum(combo, Counter()) for combo in itertools.product(*fixed))
            model = _FilterModel(base, outputs, costs, life, relaxed, choices)
    prob.__dict__["_filter_model"] = model
    return model


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


def can_pay(board: Board, cost: ManaCost | str, player: str | None = None, *,
            spell: Any = None, x: int | None = None) -> bool:
    """Whether ``cost`` is payable now from the pool plus the player's mana abilities.

    ``spell`` (a card name or Card) makes spending restrictions count (CR 106.6).
    A {S} symbol is paid only with mana from a snow source (107.4h): the pool's snow
    mana and what the player's snow permanents could make.
    """
    return payable(board.state, cost, player or board.active, spell=_spell(spell), x=x)


def payable(state: GameState, cost: ManaCost | str, who: str, *, spell: Any = None,
            x: int | None = None, reserve: Reserve | None = None) -> bool:
    """:func:`can_pay` on a state; ``spell`` a Card or None; ``reserve``: what the
    cost takes besides mana (see :class:`Reserve`)."""
    card = spell
    prob = ManaProblem.of(state, who, reserve=reserve, snow=_has_snow(cost))
    _mc, demand = _target(cost, x)
    if prob.dynamic:
        mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
        ex = explore(prob)
        return any(_explored_pays(prob, ex, p, paid, mc, x or 0, card) for p, paid in ex.pools)
    if card is None:
        fast = _fast_can_pay(prob, demand)
        if fast is not None:
            return fast
    return _solve_payment(prob, demand, card) is not None


def _has_snow(cost: ManaCost | str | None) -> bool:
    """Whether the cost has a {S} symbol (107.4h)."""
    if cost is None:
        return False
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    return any(s.kind is SymbolKind.SNOW for s in mc.symbols)


def _spell(spell: Any) -> Any:
    if spell is None:
        return None

    return lookup(spell)


def _solve_payment(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]],
                   spell: Any, decompose: bool = True,
                   plan: bool = False) -> tuple[_Built, np.ndarray] | None:
    """The staged programme, with as few stages as will do (1, 2, 4 ... the cap)."""
    cap = _stages(prob)
    stages = min(1, cap)
    while True:
        built = _payment_model(prob, demand, spell, stages, decompose)
        # a plan with fewer activations is nicer; whether one exists needs no objective
        # (and HiGHS finds a feasible point much sooner than it proves one optimal)
        built.lp.obj = {v: 1 for vars_g in built.use for v, _, _ in vars_g} if plan else {}
        x = built.lp.solve(maximize=False, fixes=() if plan else _choice_fixes(prob, built))
        if x is not None:
            return built, x
        if stages >= cap:
            return None
        if stages == 1:  # no order at all can pay it: no longer chain will either
            relaxed = _payment_model(prob, demand, spell, -1, decompose)
            if relaxed.lp.solve(maximize=False) is None:
                return None
        stages = min(cap, stages * 2)


def _choice_fixes(prob: ManaProblem, built: _Built) -> list[list[int]]:
    """For each way to choose one total of every single fixed-total source (Gilded
    Lotus: one color), the variables of the totals not chosen (at most 64 ways)."""
    choosers = [gi for gi, g in enumerate(prob.groups)
                if g.units is None and len(g.options) > 1 and g.count == 1]
    if not choosers or math.prod(len(prob.groups[gi].options) for gi in choosers) > 64:
        return []
    out = []
    for pick in itertools.product(*(prob.groups[gi].options for gi in choosers)):
        out.append([v for gi, o in zip(choosers, pick, strict=True)
                    for v, vo, _st in built.use[gi] if vo != o])
    return out


def _payment_model(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]],
                   spell: Any, stages: int, decompose: bool) -> _Built:
    """The programme that pays ``demand``, kept on the problem: costs with the same
    kinds of symbols share one model, and only the amounts (row bounds) change."""
    models: dict[tuple[object, ...], _Built] = prob.__dict__.setdefault("_pay_models", {})
    classes = frozenset(k for k, n in demand.items() if n)
    key = (classes, None if spell is None else spell.name, stages, decompose)
    built = models.get(key)
    if built is None:
        built = _build(prob, demand, spell, stages=stages, decompose=decompose)
        if set(built.targets) == set(classes):
            models[key] = built
        return built
    for cls, r in built.targets.items():
        built.lp.set_bounds(r, demand[cls], demand[cls])
    return built


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
    exactly that on a copy of the board. A filter (Mystic Gate, a signet) pays its own
    cost from the pool: the order of the rows and which mana pays each cost
    (``costs["mana"]``, 601.2h) are searched for. ``reserve``: what the rest of the
    cost being paid takes, which the plan leaves alone (601.2g-h; see
    :func:`mtglab.analysis.legality.payment_cases`).
    """
    import pandas as pd

    from mtglab.analysis.tables import as_table

    who = player or board.active
    prob = ManaProblem.of(board.state, who, snow=_has_snow(cost), reserve=reserve)
    mc, demand = _target(cost, x)
    card = _spell(spell)
    columns = ["permanent", "permanent_id", "ability", "text", "adds", "costs", "choices",
               "order", "x", "zone"]
    failed = IllegalActionError(f"pay {mc}", ["no combination of the pool and the mana "
                                              "abilities available now can pay it"])
    steps: list[tuple[Source, Mana | None]] = []
    if prob.dynamic:
        ex = explore(prob, keep_paths=True)
        found = next((n for n, (p, paid) in enumerate(ex.pools)
                      if _explored_pays(prob, ex, p, paid, mc, x or 0, card)), None)
        if found is None:
            raise failed
        steps = list(ex.paths[found])
    else:
        solved = _solve_payment(prob, demand, card, decompose=False, plan=True)
        if solved is None:
            raise failed
        built, sol = solved
        taken: dict[int, set[int]] = defaultdict(set)  # link -> members already used
        staged: list[tuple[int, Source, Mana | None]] = []
        for g, vars_g in zip(prob.groups, built.use, strict=True):
            for v, o, st in vars_g:
                for _ in range(int(sol[v])):
                    if g.count > len(g.sources):  # one activation that repeats
                        k = 0
                    else:
                        k = next(i for i in range(len(g.sources)) if i not in taken[g.link])
                        taken[g.link].add(k)
                    staged.append((st, g.sources[k], o))
        # (what empties a hand comes after what takes a card from it: 701.9b)
        staged.sort(key=lambda t: (t[0], bool(t[1].empties)))
        steps = [(src, o) for _st, src, o in staged]
    rows = _execute_plan(board, who, steps, mc, x or 0, card, prob.merged_from)
    if rows is None:
        raise IllegalActionError(f"pay {mc}", [
            f"it can be paid, but no plan was found within {MAX_PLAN_TRIES} trial "
            "activations (orders, choices and the mana that pays each filter's cost)"])
    return as_table(pd.DataFrame(rows, columns=columns))


MAX_PLAN_TRIES = 4_000


def _activations(board: Board, who: str, s: Source, want: Mana | None,
                 budget: list[int]) -> Iterator[tuple[Board, dict[str, Any]]]:
    """Activate ``s`` on copies of ``board``, adding ``want`` (or, if None, each total it
    can add in turn), searching the choices and replacement orders ``activate`` asks
    for."""

    target: Any = s.permanent_id
    if s.zone is not None:  # a card's ability that functions in its zone (113.6m)
        target = next((c for c in board.cards(who, s.zone) if c.id == s.permanent_id), None)
        if target is None:
            return  # (the card has left that zone: discarded, exiled ...)
    elif s.permanent_id not in board.state.permanents:
        return
    # (forage takes a Food by itself, or a list of three graveyard cards: 701.61a)
    base: dict[str, Any] = {k: v[0] if k == "forage" and v else list(v) for k, v in s.costs}
    base.update(_card_costs(board.state, s, who))
    seen: set[str] = set()

    def attempt(choices: list[Any], order: Any,
                costs: dict[str, Any]) -> Iterator[tuple[Board, dict[str, Any]]]:
        if budget[0] <= 0:
            return
        budget[0] -= 1
        b2 = board.copy()
        try:
            # the pool as it is pays the step's own mana cost: the plan's other rows
            # are the mana abilities activated for it (605.3a), never asked again
            r = b2.activate(target, s.ability_index, choices=choices,
                            costs=costs or None, order=order, player=who, x=s.x,
                            pay_with=False)
        except ChoiceRequired as e:
            if "order" in e.what:
                for opt in e.options:
                    yield from attempt(choices, list(opt), costs)  # type: ignore[call-overload]
                return
            for opt in e.options:
                yield from attempt([*choices, opt], order, costs)
            return
        except (MtglabError, ValueError, KeyError):
            return
        if want is not None and Mana(r.mana) != want:
            return
        pool = repr(b2.state.player(who).pool) + repr(b2.life(who))
        if pool in seen:
            return  # the same result another way
        seen.add(pool)
        yield b2, {"adds": r.mana, "choices": tuple(choices),
                   "order": tuple(order) if order else None, "costs": costs or None}

    yield from attempt([], None, base)
    # which mana pays the ability's own cost is the player's choice (601.2h): after the
    # default, try every other way to spend the pool on it
    if s.cost is not None and len(s.cost) and not s.cost.has_x:
        pool_now = board.state.player(who).pool_mana
        size = s.cost.mana_value
        for combo in sorted(set(itertools.combinations(str(pool_now), size))):
            yield from attempt([], None, {**base, "mana": "".join(combo)})


def _card_costs(state: GameState, s: Source, who: str) -> dict[str, list[int]]:
    """The cards to pass as ``costs=`` for a cost that takes any N cards of a zone
    ("Discard a card", "Exile a card from your graveyard"): cards that have no mana
    ability of their own working there first (a Simian Spirit Guide is better exiled
    for its own mana than discarded), as the counted model of :class:`Source` assumes."""
    view = state if s.zone is None else hand_view(state, s.permanent_id)
    ability = characteristics_of(view)[s.permanent_id].abilities[s.ability_index].ability
    out: dict[str, list[int]] = {}
    if ("forage", ()) in s.costs:  # three cards of the graveyard (701.61a)
        yard = [int(g.id) for g in zone_cards(state, who, "graveyard") if g.id is not None]
        out["forage"] = yard[:3]
    for cost in ability.costs:
        if cost.kind not in ("discard", "exile") or cost.amount.kind != "fixed" or \
                cost.zone in (None, "battlefield") or \
                (cost.selector is not None and cost.selector.is_self):
            continue
        cards = [g for g in zone_cards(state, who, cost.zone) if g.id is not None
                 and g.id != s.permanent_id]
        cards.sort(key=lambda g: g.card is not None and any(
            is_tabulated(a) and any(c.zone == cost.zone for c in a.costs)
            for a in g.card.abilities))
        out[cost.kind] = [int(g.id) for g in cards[:cost.amount.value] if g.id is not None]
    return out


def _pool_pays(pool: Mana, life: int, mc: ManaCost, x: int) -> bool:
    """Whether an unrestricted pool (and life, for Phyrexian symbols) pays ``mc``:
    Hall's condition over the symbols (CR 107.4; 119.4), each {2/W} paid by its color or
    by two of anything (107.4e) in every split — exact, and polynomial where trying
    every assignment of units to symbols is not."""
    plain: Counter[frozenset[str]] = Counter()
    twobrid: list[tuple[frozenset[str], int]] = []
    for (kind, allowed), n in _cost_demand(mc, x).items():
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


def _execute_plan(board: Board, who: str, steps: list[tuple[Source, Mana | None]],
                  mc: ManaCost, x: int, spell: Any,
                  merged_from: dict[str, list[Source]]) -> list[dict[str, Any]] | None:
    """Rows that, activated in order, leave a pool that pays ``mc`` (checked on copies
    of the board). ``activate`` pays a filter's cost from the pool as it chooses, so the
    order can matter: the given order and totals are tried first, then other orders,
    then other totals (within MAX_PLAN_TRIES activations)."""

    budget = [MAX_PLAN_TRIES]
    failed: set[tuple[str, tuple[int, ...], bool]] = set()

    def pays(b: Board) -> bool:
        player = b.state.player(who)
        if spell is None and all(e.restriction is None for e in player.pool) and \
                not _has_snow(mc):
            return _pool_pays(player.pool_mana, player.life, mc, x)
        return pay_from_pool(player, mc, x=x,
                             purpose="spell" if spell is not None else "ability",
                             spell=spell) is not None

    def viable(b: Board, left: list[int]) -> bool:
        """A necessary condition for the steps left to finish the plan: the pool and
        what they add, taken together, pay the cost and their own mana costs (Hall's
        condition, in any order; unrestricted mana only, otherwise assumed)."""
        player = b.state.player(who)
        if any(e.restriction is not None for e in player.pool) or any(
                steps[k][0].restriction is not None or steps[k][1] is None for k in left):
            return True
        total, owed = player.pool_mana, mc
        for k in left:
            src, want = steps[k]
            assert want is not None
            total = total + want
            if src.cost is not None and len(src.cost):
                owed = owed + src.cost
        return _pool_pays(total, player.life, owed, x)

    def go(b: Board, left: list[int], strict: bool) -> list[dict[str, Any]] | None:
        if not left:
            return [] if pays(b) else None
        key = (repr(b.state.player(who).pool) + repr(sorted(
            (p.id, p.tapped) for p in b.state.permanents.values())), tuple(left), strict)
        if key in failed or budget[0] <= 0:
            return None
        tried: set[tuple[str, Mana | None]] = set()
        for n, k in enumerate(left):
            s, want = steps[k]
            if (s.label, want) in tried:
                continue
            tried.add((s.label, want))
            # one permanent's abilities merged into one choice (a dual land's {G} or {U}):
            # activate the ability that gives the total wanted
            for alt in merged_from.get(s.label, [s]):
                if strict and want is not None and want not in alt.options:
                    continue
                for b2, info in _activations(b, who, alt, want if strict else None, budget):
                    if strict and not viable(b2, left[:n] + left[n + 1:]):
                        continue  # (which mana paid its cost left too little for the rest)
                    rest = go(b2, left[:n] + left[n + 1:], strict)
                    if rest is not None:
                        row = {"permanent": alt.label.split(" #")[0],
                               "permanent_id": alt.permanent_id, "ability": alt.ability_index,
                               "text": alt.text, **info, "x": alt.x, "zone": alt.zone}
                        return [row, *rest]
        failed.add(key)
        return None

    order = list(range(len(steps)))
    return go(board, order, True) or go(board, order, False)


# ---------------------------------------------------------------------------- outcomes


def _maximal(pools: Iterable[Mana]) -> list[Mana]:
    """The Pareto-maximal amounts (none has at least as much of every type as another)."""
    items = sorted(set(pools), key=len, reverse=True)
    kept: list[Mana] = []
    for m in items:
        if not any(k >= m for k in kept):
            kept.append(m)
    return kept


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

    from mtglab.analysis.tables import as_table

    prob = ManaProblem.of(board.state, player)
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
                                           types=_symbol_class(sym.kind, sym.colors)[1]))
        elif sym.kind is SymbolKind.MONOCOLORED_HYBRID:  # its color, or two of anything
            colors = frozenset(sym.colors)

            def twobrid(f: np.ndarray, colors: frozenset[str] = colors) -> np.ndarray:
                two = fr.pay_symbol(fr.pay_symbol(f, MANA_TYPES), MANA_TYPES)
                return fr.maximal(np.concatenate([fr.pay_symbol(f, colors), two]))
            steps.append(twobrid)
        else:
            return None
    units = _decompose(options)
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
    def check(f: np.ndarray) -> np.ndarray:
        if len(f) > limit:
            raise TooManyOutcomes("maximal totals of available mana", None, limit)
        return f

    if prob.counted:
        return None  # sources sharing energy or cards: the exact search decides
    links = prob.links()
    base_links = [gis for gis in links.values()
                  if not any(prob.groups[gi].is_filter or prob.groups[gi].shared for gi in gis)]
    base_ids = {gi for gis in base_links for gi in gis}
    frontier = fr.start(fr.vector(prob.state.player(prob.player).pool_mana))
    for gis in base_links:
        merged_options = tuple(sorted({o for gi in gis for o in prob.groups[gi].options},
                                      key=str))
        add = _gadget(None, merged_options)
        assert add is not None  # (no cost)
        for _ in range(prob.groups[gis[0]].count):
            frontier = check(add(frontier))
    # 2. kinds with a filter mode (identical private permanents: a count) and singles
    kinds: list[tuple[int, list[Callable[[np.ndarray], np.ndarray]]]] = []
    singles: list[tuple[Source, Callable[[np.ndarray], np.ndarray]]] = []
    for gis in links.values():
        if gis[0] in base_ids:
            continue
        modes = [prob.groups[gi] for gi in gis]
        if len(modes) == 1 and _converter(modes[0].sources[0]):
            # a converter uses nothing: a kind of its own, with its bounded count
            gad = _gadget(modes[0].cost, modes[0].options)
            if gad is None:
                return None
            kinds.append((modes[0].count, [gad]))
            continue
        if any(g.shared for g in modes):
            for g in modes:
                for src in g.sources:
                    gad = _gadget(src.cost, src.options)
                    if gad is None:
                        return None
                    singles.append((src, gad))
            continue
        built = [_gadget(g.cost, g.options) for g in modes]
        if any(x is None for x in built):
            return None
        kinds.append((modes[0].count, [x for x in built if x is not None]))
    _State = tuple[tuple[int, ...], frozenset[int], frozenset[str]]
    first: _State = (tuple(n for n, _m in kinds), frozenset(), frozenset())
    level: dict[_State, list[np.ndarray]] = {first: [frontier]}
    done: list[np.ndarray] = []
    while level:
        nxt: dict[_State, list[np.ndarray]] = defaultdict(list)
        for (left, used, resources), parts in level.items():
            f = check(fr.maximal(np.concatenate(parts)))
            done.append(f)
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
                       for u in (*src.uses, f"x:{src.permanent_id}")
                       if not u.startswith("sac:")):
                    continue  # its permanent (or one its cost uses) was sacrificed already
                made = gad(f)
                if len(made):
                    nxt[(left, used | {i}, resources | src.uses)].append(made)
        level = nxt
    final = fr.maximal(np.concatenate(done))
    if len(final) > limit:
        raise TooManyOutcomes("maximal totals of available mana", len(final), limit)
    return [fr.to_mana(row) for row in final]


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

    return ManaSymbol("{" + str(s.generic - 1) + "}", SymbolKind.GENERIC, generic=s.generic - 1)


def _generic(n: int) -> Any:

    return ManaSymbol("{" + str(n) + "}", SymbolKind.GENERIC, generic=n)


# ---------------------------------------------------------------------------- exact search
#
# Listing outcomes where an activation becomes legal only after another changes a tapped
# status (Springleaf Drum tapping an untapped Pili-Pala, whose {Q} then untaps it), and
# every question where a filter may repeat, are answered by a search over states: the
# tapped status of the permanents, what was sacrificed or used up, the pool (one amount
# per spending restriction) and the life lost. Sources that nothing else interacts with
# are used first, folded into a frontier of maximal pools; of activations that differ
# only by swapping identical permanents, one is tried. A state reached again with at
# least as much of everything and more of something, on the same path, is a loop that
# repeats without end (a Karp-Miller search): UnboundedMana. Otherwise the search ends
# (Dickson's lemma) and is exact, but it is exponential: large boards can take long or
# raise TooManyOutcomes after MAX_SEARCH_STATES states.

MAX_SEARCH_STATES = 200_000

# A pool in the search is a vector of counts: six types (WUBRGC) per spending restriction
# (index 0: unrestricted mana), so comparing and adding pools is cheap.
_Pool = tuple[int, ...]
_T = {t: n for n, t in enumerate(MANA_TYPES)}


@dataclass
class _Explored:
    restrictions: list[_Restr]
    pools: list[tuple[_Pool, int]]  # maximal (pool, life lost) pairs
    paths: dict[int, list[tuple[Source, Mana]]]  # index in pools -> activations (if kept)


def _rindex(restrictions: list[_Restr], r: _Restr) -> int:
    for k, known in enumerate(restrictions):
        if known == r:
            return k
    restrictions.append(r)
    return len(restrictions) - 1


def _vec(m: Mana, k: int, width: int) -> _Pool:
    out = [0] * width
    for t in m.types:
        out[6 * k + _T[t]] = m[t]
    return tuple(out)


def _covers(a: _Pool, b: _Pool) -> bool:
    """Whether pool a has at least as much of every (restriction, type) as b."""
    return all(map(int.__ge__, a, b))


def _plus(a: _Pool, b: _Pool) -> _Pool:
    return tuple(map(int.__add__, a, b))


def _pool_payments(pool: _Pool, cost: ManaCost, restrictions: list[_Restr],
                   life_left: int, source: Any = None) -> list[tuple[_Pool, int]]:
    """Every (pool left, life paid) after paying an ability's ``cost`` from ``pool``
    (``source``: the permanent whose ability it is, for restrictions that name it)."""
    out: set[tuple[_Pool, int]] = set()
    slots = [n for n, c in enumerate(pool) if c]
    spendable = {(n, g): _spendable(restrictions[n // 6], "ability", generic=g, cost=cost,
                                    source=source)
                 for n in slots for g in (False, True)}
    snowy = {n: _spendable(restrictions[n // 6], "ability", generic=True, snow=True,
                           cost=cost, source=source) for n in slots}

    def take(p: _Pool, n: int) -> _Pool:
        return (*p[:n], p[n] - 1, *p[n + 1:])

    def rec(p: _Pool, syms: list[Any], life: int) -> None:
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
                                else spendable[(slot, True)]):
                    rec(take(p, slot), [_generic(n - 1), *rest], life)
            return
        allowed = _symbol_class(s.kind, s.colors)[1]
        for slot in slots:
            if MANA_TYPES[slot % 6] in allowed and p[slot] and spendable[(slot, False)]:
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
    out = set()
    for i, s in enumerate(prob.merged):
        if not s.ready or (s.cost is not None and len(s.cost)) or s.life or s.repeatable \
                or s.counts or s.empties:
            continue
        if any(count[u] > 1 for u in s.uses):
            continue
        clash = False
        for u in s.uses:
            kind, _, rest = u.partition(":")
            pid = rest.split(":")[0]
            if kind == "tap" and (count[f"untap:{pid}"] or count[f"untapped:{pid}"]):
                clash = True
            if kind in ("untap", "untapped") and count[f"tap:{pid}"]:
                clash = True
        if not clash:
            out.add(i)
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
            for u in s.uses:
                if u.startswith("sac:") and int(u[4:]) != s.permanent_id and \
                        not by_perm[int(u[4:])] <= out:
                    out.discard(i)
                    changed = True
                    break
    return out


def explore(prob: ManaProblem, *, keep_paths: bool = False,
            max_states: int = MAX_SEARCH_STATES) -> _Explored:
    """The exact search (see above); cached on the problem unless paths are kept."""

    cached = prob.__dict__.get("_explored")
    if cached is not None and not keep_paths:
        return cached  # type: ignore[no-any-return]
    # (a search stopped by max_states raises and caches nothing)
    state = prob.state
    chars = characteristics_of(state)
    player = state.player(prob.player)
    restrictions: list[_Restr] = [None]
    sources = prob.merged
    for e in player.pool:
        _rindex(restrictions, _pool_key(e, prob.snow))
    rix = [_rindex(restrictions, s.restriction) for s in sources]
    snowy = _rindex(restrictions, _Snow(None)) if prob.snow else 0  # snow trigger mana
    width = 6 * len(restrictions)
    start: _Pool = (0,) * width
    for e in player.pool:
        start = _plus(start, _vec(e.mana, _rindex(restrictions, _pool_key(e, prob.snow)),
                                  width))
    adds = [[_plus(_vec(s.restricted_part(k), rix[i], width),
                   _vec(s.free[k], snowy if s.free_snow else 0, width))
             if s.free else _vec(o, rix[i], width) for k, o in enumerate(s.options)]
            for i, s in enumerate(sources)]
    static = set() if keep_paths else _static_indices(prob)
    # 1. the frontier of maximal pools from the static sources
    frontier: list[_Pool] = [start]
    for i in sorted(static):
        frontier = _maximal_pools([_plus(p, o) for p in frontier for o in adds[i]])
    dynamic = [i for i in range(len(sources)) if i not in static]
    tapped0 = frozenset(pid for pid, p in state.permanents.items() if p.tapped)
    life = player.life
    seen: dict[tuple[frozenset[int], frozenset[str]], list[tuple[_Pool, int]]] = \
        defaultdict(list)
    results: list[tuple[_Pool, int]] = []
    paths: dict[int, list[tuple[Source, Mana]]] = {}
    count = 0

    # The search is depth first with its own stack (a long chain of activations can't
    # exhaust Python's): paths and ancestors are linked lists (parent, item), shared by
    # the states they lead to.
    _Link = tuple[Any, Any] | None

    def walk(link: _Link) -> list[Any]:
        items = []
        while link is not None:
            link, item = link
            items.append(item)
        return items[::-1]

    def visit(pool: _Pool, paid: int, tapped: frozenset[int], gone: frozenset[str],
              path: _Link, ancestors: _Link) -> list[tuple[Any, ...]]:
        """Record one state and return the states one activation away, in order."""
        nonlocal count
        key = (tapped, gone)
        for p, lp in seen[key]:
            if lp <= paid and _covers(p, pool):
                return []  # an equal or better state was explored
        link = ancestors
        while link is not None:
            link, (akey, apool, alife) = link
            if akey == key and alife >= paid and _covers(pool, apool) and pool != apool:
                raise UnboundedMana([s.label for s, _o in walk(path)])
        seen[key] = [(p, lp) for p, lp in seen[key] if not (paid <= lp and _covers(pool, p))]
        seen[key].append((pool, paid))
        count += 1
        if count > max_states:
            raise TooManyOutcomes("states of the available-mana search", None, max_states)
        if keep_paths:
            paths[len(results)] = walk(path)
        results.append((pool, paid))
        anc = (ancestors, (key, pool, paid))
        tried: set[object] = set()
        children: list[tuple[Any, ...]] = []
        for i in dynamic:
            s = sources[i]
            # Permanents with equal signatures and equal status are interchangeable
            # (every source is generated the same way for each): of two activations
            # that differ only by such a swap, one is enough (symmetry reduction).
            shape = (shapes[i], tuple(sorted(
                (kind, sigs[pid], pid in tapped, f"sac:{pid}" in gone)
                for kind, pid in refs[i])))
            if shape in tried:
                continue
            nxt = apply_uses(sources[i], tapped, gone)
            if nxt is None or (s.life and paid + s.life > life):  # 119.4
                continue
            tried.add(shape)  # (one that can't be activated stands for no other)
            if s.cost is not None and len(s.cost):
                afters = _pool_payments(pool, s.cost, restrictions, life - paid - s.life,
                                        chars.get(s.permanent_id))
            else:
                afters = [(pool, 0)]
            for after, extra in afters:
                for o, vec in zip(s.options, adds[i], strict=True):
                    # life lost: costs, Phyrexian payments, damage
                    children.append((_plus(after, vec), paid + s.life + extra + s.damage,
                                     *nxt, (path, (s, o)), anc))
        return children

    def go(pool: _Pool, paid: int, tapped: frozenset[int], gone: frozenset[str]) -> None:
        stack: list[tuple[Any, ...]] = [(pool, paid, tapped, gone, None, None)]
        while stack:
            stack.extend(reversed(visit(*stack.pop())))


    refs: dict[int, list[tuple[str, int]]] = {}
    for i in dynamic:
        out_refs = [("self", sources[i].permanent_id)]
        for u in sources[i].uses:
            kind, _, rest = u.partition(":")
            pid_s, _, extra_ = rest.partition(":")
            out_refs.append((f"{kind}:{extra_}", int(pid_s)))
        refs[i] = out_refs
    # (a card in a hand or graveyard is known by its name: equal names, equal cards)
    sigs = {pid: permanent_signature(state, pid) if pid in state.permanents
            else ("card", sources[i].label.split(" #")[0])
            for i in dynamic for _k, pid in refs[i]}
    shapes = {i: (sources[i].kind_key(), sources[i].text,
                  tuple(verb for verb, _ids in sources[i].costs)) for i in dynamic}
    for p in frontier:
        go(p, 0, tapped0, frozenset())
    keep = _maximal_pairs(results)
    out = _Explored(restrictions, [results[k] for k in keep],
                    {n: paths[k] for n, k in enumerate(keep)} if keep_paths else {})
    if not keep_paths:
        prob.__dict__["_explored"] = out
    return out


def _maximal_pools(pools: list[_Pool]) -> list[_Pool]:
    items = sorted(set(pools), key=lambda p: -sum(p))
    kept: list[_Pool] = []
    for p in items:
        if not any(_covers(k, p) for k in kept):
            kept.append(p)
    return kept


def _maximal_pairs(results: list[tuple[_Pool, int]]) -> list[int]:
    """Indices of the (pool, life lost) pairs no other pair dominates."""
    order = sorted(range(len(results)), key=lambda k: (-sum(results[k][0]), results[k][1]))
    kept: list[int] = []
    for k in order:
        p, lp = results[k]
        if not any(results[j][1] <= lp and _covers(results[j][0], p) for j in kept):
            kept.append(k)
    return kept


def _merged(pool: _Pool) -> Mana:
    """All the mana of a pool vector, whatever its restrictions."""
    counts = [0] * 6
    for n, c in enumerate(pool):
        counts[n % 6] += c
    return Mana("".join(t * c for t, c in zip(MANA_TYPES, counts, strict=True)))


def _explored_pays(prob: ManaProblem, ex: _Explored, pool: _Pool, paid: int, mc: ManaCost,
                   x: int, spell: Any) -> bool:

    life = prob.state.player(prob.player).life - paid
    entries = tuple(_entry(m, ex.restrictions[k]) for k in range(len(pool) // 6)
                    if (m := _merged((0,) * 6 * k + pool[6 * k:6 * k + 6])))
    return pay_from_pool(PlayerState("p", life, entries), mc, x=x,
                         purpose="spell" if spell is not None else "ability",
                         spell=spell) is not None


def _entry(m: Mana, restr: Any) -> PoolEntry:
    """A pool entry for mana with this restriction (or :class:`_Snow` wrapper)."""
    if isinstance(restr, _Snow):
        return PoolEntry(m, restriction=restr.inner, snow=True)
    return PoolEntry(m, restriction=restr)
