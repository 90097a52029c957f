"""The problem of available mana: a player's mana sources and pool, grouped for the
solvers (CR 605.1a, 601.2g-h, 106.6, 107.4h, 118.3).

:meth:`ManaProblem.of` collects every way the player could activate a mana ability now
(:mod:`~mtglab.engine.payment.sources`), leaves out what the cost being paid takes besides
mana (:class:`Reserve`), checks for loops without end
(:mod:`~mtglab.engine.payment.loops`) and groups the sources: identical permanents are one
kind with a count, a permanent's abilities that exclude each other are the modes of one
choice, and sources that share what they use are singles. It says which questions need
an order (filters, {Q}, sacrifices after a filter, counted resources) and which the exact
search must answer (:attr:`ManaProblem.dynamic`).

Where every permanent's sources are a private choice (they use only that permanent, and
none repeats, untaps or chooses other permanents), the problem is built from kinds of
identical permanents (:func:`~mtglab.engine.payment.sources.collect_kinds`), each worked
out once: the groups are the same, with each member's source moved to its permanent only
when asked for, and the sources one by one are listed only when asked for.
"""

from __future__ import annotations

import functools
import itertools
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, cast, overload

from mtglab.cards.effects import SpendRestriction
from mtglab.engine.memo import memo_of
from mtglab.engine.payment.loops import check_unbounded
from mtglab.engine.payment.sources import (
    Source,
    SourceKind,
    collect_kinds,
    collect_sources,
    least_paid,
    mover,
)
from mtglab.engine.payment.spending import can_spend
from mtglab.engine.state import GameState, PoolEntry
from mtglab.errors import UnsupportedError
from mtglab.mana import MANA_TYPES, Mana, ManaCost, SymbolKind

__all__ = ["ALL_TYPES", "CONVERTS", "REPEATS", "TYPE_SETS", "Group", "ManaProblem", "Reserve",
           "SnowMana", "decompose", "has_snow", "is_converter", "pool_key", "spendable"]

REPEATS = 64  # the most times the programme lets an activation that can repeat happen


def has_snow(cost: ManaCost | str | None) -> bool:
    """Whether the cost has a {S} symbol (107.4h)."""
    if cost is None:
        return False
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    return any(s.kind is SymbolKind.SNOW for s in mc.symbols)


ALL_TYPES = frozenset(MANA_TYPES)
TYPE_SETS: list[frozenset[str]] = [
    frozenset(c) for n in range(1, 7) for c in itertools.combinations(MANA_TYPES, n)]


# ---------------------------------------------------------------------------- the problem


@dataclass(frozen=True)
class SnowMana:
    """Mana a snow source made (107.4h), with the spending restriction it carries: in a
    problem that tells snow mana apart it stands where the restriction would."""

    inner: SpendRestriction | None


def spendable(restr: Any, purpose: str, *, generic: bool, snow: bool = False,
               spell: Any = None, source: Any = None, cost: Any = None) -> bool:
    """Whether mana with this restriction (or :class:`SnowMana` wrapper) may pay a symbol:
    ``snow`` for {S}, which only a snow source's mana pays (107.4h); 106.6."""
    if isinstance(restr, SnowMana):
        restr = restr.inner
    elif snow:
        return False
    return restr is None or can_spend(restr, purpose, generic=generic, spell=spell,
                                      source=source, cost=cost)


def pool_key(entry: PoolEntry, snow: bool) -> Any:
    """A pool entry's restriction as a problem that tells snow mana apart sees it."""
    return SnowMana(entry.restriction) if snow and entry.snow else entry.restriction


@dataclass(frozen=True)
class Reserve:
    """What the cost being paid takes besides mana, which no mana ability activated while
    paying it may use too: mana abilities are activated first and the cost is paid after
    (601.2g-h), so a permanent the cost sacrifices can tap for mana but can't also be
    sacrificed for it, and a card the cost discards can't also be exiled for mana.

    ``forbid``: uses no source may have ("sac:12": permanent 12 is sacrificed or
    exiled by the cost, "tap:12": the cost taps it); ``counts``: units of counted
    resources the cost takes (("hand:you", 1) for "Discard a card", ("energy:you", 2)
    for {E}{E}); ``life``: the life the cost pays, which the mana abilities' life costs
    and Phyrexian symbols can't use too (119.4). A source that empties a resource the
    cost takes from ("Discard your hand") is left out: it would leave nothing for the
    cost.
    """

    forbid: tuple[str, ...] = ()
    counts: tuple[tuple[str, int], ...] = ()
    life: int = 0

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
class Group:
    sources: Sequence[Source]  # one per identical permanent (member k of every mode group)
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


@functools.lru_cache(maxsize=4096)
def decompose(options: tuple[Mana, ...]) -> tuple[frozenset[str], int] | None:
    """Options that are every multiset of size m over T are m free units of T (a pure
    function of the options: remembered for the boards that share them)."""
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
    sources: Sequence[Source]
    groups: list[Group] = field(default_factory=list)
    shared_uses: dict[str, list[int]] = field(default_factory=dict)
    dynamic: bool = False
    merged_from: Mapping[str, list[Source]] = field(default_factory=dict)
    merged: Sequence[Source] = field(default_factory=list)  # sources after step 1 of _group
    # permanent with a filter ability that another source can sacrifice -> (its filter
    # groups, the groups that sacrifice it): the sacrifice must come after the filter
    sac_after: dict[int, tuple[list[int], list[int]]] = field(default_factory=dict)
    # permanents some mana ability untaps ({Q}, "untap ..."): they can be tapped again,
    # so activations that tap or untap them may repeat (alternately, see build)
    toggled: frozenset[int] = frozenset()
    # counted resources some source uses up (energy, cards in a zone, counters) -> level
    resources: dict[str, int] = field(default_factory=dict)
    # whether snow sources' mana is told apart (only asked for costs with {S}, 107.4h)
    snow: bool = False
    # the most of each counted resource there can ever be: its level and what costs add
    bounds: dict[str, int] = field(default_factory=dict)
    # the life that mana abilities and Phyrexian symbols may pay and lose: the player's,
    # less what the rest of the cost being paid takes (Reserve.life, 119.4)
    life: int = 0

    @classmethod
    def of(cls, state: GameState, player: str, *, reserve: Reserve | None = None,
           snow: bool = False) -> ManaProblem:
        """Collect and group the sources (raises UnboundedMana on an endless loop that
        repeats activations without a mana cost; one that needs the exact search is
        found by :func:`~mtglab.engine.payment.search.mana_problem`).

        ``reserve``: what the cost being paid uses besides mana, which the mana
        abilities can't use too (see :class:`Reserve`).
        Cached on the (immutable) state, so repeated questions about one board are cheap.
        """
        key = f"mana_problem:{player}:{reserve!r}:{snow}"
        cached = memo_of(state).get(key)
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        kinds = collect_kinds(state, player) if reserve is None else None
        prob = None if kinds is None else _of_kinds(cls, state, player, kinds, snow)
        if prob is not None:
            memo_of(state)[key] = prob
            return prob
        memo = memo_of(state)
        collected = memo.get(f"mana_sources:{player}")
        if collected is None:  # one collection serves every reserve and snow question
            collected = memo[f"mana_sources:{player}"] = collect_sources(state, player,
                                                                         latent=True)
        sources = list(collected)
        if reserve is not None:
            sources = reserve.apply(sources)
        check_unbounded(state, player, sources)
        # a snow source's mana pays {S} (107.4h): kept apart like a restriction, when a
        # cost to pay has {S}
        snow = snow or any(has_snow(s.cost) for s in sources)
        if snow:
            sources = _snow_apart(sources)
        prob = cls(state, player, sources, snow=snow, life=state.player(player).life - (
            reserve.life if reserve is not None else 0))
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
        prob.dynamic = _needs_search(sources, prob.toggled, prob.resources)
        prob.bounds = _resource_bounds(sources, prob.resources)
        prob._group()
        memo_of(state)[key] = prob
        return prob

    def _group(self) -> None:
        """Group the sources (see the module docstring), in three steps."""
        sources = self._merge_abilities()
        watched = _filters_sacrificed(sources)
        clusters, singles = self._split(sources, watched)
        link = self._kinds(clusters)
        for src in singles:
            self._single(src, watched, link)
            link += 1
        self._bound_converters()
        for pid in watched:
            fgs = [gi for gi, g in enumerate(self.groups)
                   if g.is_filter and g.sources[0].permanent_id == pid]
            sgs = [gi for gi, g in enumerate(self.groups)
                   if g.after and f"sac:{pid}" in g.sources[0].uses]
            self.sac_after[pid] = (fgs, sgs)
        self._shared(singles)

    def _merge_abilities(self) -> list[Source]:
        """1. One permanent's abilities with the same uses and costs are one choice of
        options (a dual land's two intrinsic abilities: {G} or {U})."""
        self.merged, self.merged_from = _merge(self.sources)
        return self.merged

    def _ordered(self, pid: int, group: list[Source], watched: set[int]) -> bool:
        """Whether the order of a permanent's activations matters: it sacrifices a
        permanent that has a filter, or taps or untaps one that can be untapped again."""
        return bool(self.toggled or watched) and any(
            self.toggles(u) or (u.startswith("sac:") and int(u[4:]) in watched
                                and int(u[4:]) != pid)
            for src in group for u in src.uses)

    def _split(self, sources: list[Source],
               watched: set[int]) -> tuple[list[list[Source]], list[Source]]:
        """2. A permanent whose sources use only its own resources, and pairwise exclude
        each other (they all tap it), is one choice among modes (a cluster) — unless the
        order of its activations matters; the rest are singles."""
        owners: dict[str, set[int]] = defaultdict(set)
        by_perm: dict[int, list[Source]] = defaultdict(list)
        for src in sources:
            by_perm[src.permanent_id].append(src)
            for u in src.uses:
                owners[u].add(src.permanent_id)
        clusters: list[list[Source]] = []
        singles: list[Source] = []
        for pid, group in by_perm.items():
            private = pid not in watched and pid not in self.toggled and \
                not self._ordered(pid, group, watched) and \
                all(len(owners[u]) == 1 for src in group for u in src.uses) and \
                not any(src.counts or src.empties for src in group)  # only pid's
            exclusive = all(a.uses & b.uses for a, b in itertools.combinations(group, 2))
            if private and exclusive and not any(src.repeatable for src in group):
                clusters.append(group if len(group) == 1 else
                                sorted(group, key=lambda x: repr(x.kind_key())))
            else:
                singles.extend(group)
        return clusters, singles

    def _kinds(self, clusters: list[list[Source]]) -> int:
        """3. Identical clusters form one kind; each mode is a group, linked by the
        kind. Returns the next free link."""
        kinds: dict[tuple[object, ...], list[list[Source]]] = defaultdict(list)
        for cl in clusters:
            kinds[tuple(src.kind_key() for src in cl)].append(cl)
        link = 0
        for members in kinds.values():
            for mi in range(len(members[0])):
                mode_sources = [cl[mi] for cl in members]
                s0 = mode_sources[0]
                self.groups.append(Group(mode_sources, len(members), s0.options, s0.cost,
                                         s0.life, s0.restriction,
                                         None if s0.free else decompose(s0.options),
                                         damage=s0.damage, link=link, free=s0.free))
            link += 1
        return link

    def _single(self, src: Source, watched: set[int], link: int) -> None:
        """A single source's group: how often it may be activated (once; as often as
        what it uses can be given back; while what it uses up lasts; as a converter)."""
        after = not src.is_filter and any(
            u.startswith("sac:") and int(u[4:]) in watched and
            int(u[4:]) != src.permanent_id for u in src.uses)
        # it can repeat if everything it uses can be given back ({Q} on Pili-Pala,
        # tapping a Pili-Pala that untaps itself)
        again = bool(src.uses) and all(self.toggles(u) for u in src.uses)
        # one that uses up only counted resources repeats while they last
        times = min((self.bounds.get(r, 0) // n for r, n in src.spends.items()),
                    default=None) if src.repeatable else None
        count = REPEATS if again else CONVERTS if is_converter(src) else \
            times if times is not None else 1
        self.groups.append(Group([src], count, src.options, src.cost, src.life,
                                 src.restriction, None if src.free else decompose(src.options),
                                 damage=src.damage, shared=True, link=link, after=after,
                                 free=src.free))

    def _shared(self, singles: list[Source]) -> None:
        """Singles that use the same thing (and can't give it back) exclude each other."""
        index = {id(src): gi for gi, g in enumerate(self.groups) for src in g.sources}
        use_owner: dict[str, list[int]] = defaultdict(list)
        for src in singles:
            for u in src.uses:
                use_owner[u].append(index[id(src)])
        for u, members_ in use_owner.items():
            if len(members_) > 1 and not self.toggles(u):
                self.shared_uses[u] = members_

    def _bound_converters(self) -> None:
        """Give each repeatable converter (see :func:`is_converter`) as many activations
        as there can be units of mana: the pool's and the most every other source
        makes. More are never needed: a unit converted twice by one converter could
        have been converted once, from where it was before the first time."""
        conv = [g for g in self.groups if g.count == CONVERTS]
        if not conv:
            return
        units = len(self.state.player(self.player).pool_mana)
        for gis in self.links().values():
            first = self.groups[gis[0]]
            if first.count != CONVERTS:
                units += first.count * max(len(o) for gi in gis
                                           for o in self.groups[gi].options)
        for g in conv:
            g.count = max(1, units)

    def toggles(self, use: str) -> bool:
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


def _merge(sources: Sequence[Source]) -> tuple[list[Source], dict[str, list[Source]]]:
    """One permanent's abilities with the same uses and costs as one source whose options
    are theirs together, and for each merged source the sources it was merged from."""
    merged: dict[tuple[object, ...], Source] = {}
    merged_from: dict[str, list[Source]] = {}
    for src in sources:
        key = (src.permanent_id, src.uses, str(src.cost or ""), src.life, src.restriction,
               src.repeatable, src.costs, src.damage, src.free, src.counts, src.empties,
               src.zone, src.x,
               src.label if src.free else None)  # options and free parts stay aligned
        if key in merged:
            old = merged[key]
            opts = tuple(sorted(set(old.options) | set(src.options),
                                key=lambda m: (len(m), str(m))))
            merged[key] = replace(old, options=opts)
            merged_from.setdefault(old.label, [old]).append(src)
        else:
            merged[key] = src
    return list(merged.values()), merged_from


class _Later(Sequence[Source]):
    """A list of sources worked out on first use (what the answer of a board of kinds
    doesn't need: every source one by one)."""

    def __init__(self, make: Callable[[], list[Source]]) -> None:
        self._make: Callable[[], list[Source]] | None = make
        self._items: list[Source] = []

    def _list(self) -> list[Source]:
        if self._make is not None:
            self._items, self._make = self._make(), None
        return self._items

    @overload
    def __getitem__(self, i: int) -> Source: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Source]: ...
    def __getitem__(self, i: int | slice) -> Source | Sequence[Source]:
        return self._list()[i]

    def __len__(self) -> int:
        return len(self._list())

    def __repr__(self) -> str:
        return repr(self._list())


class _LaterMap(Mapping[str, list[Source]]):
    """A mapping worked out on first use (see :class:`_Later`)."""

    def __init__(self, make: Callable[[], dict[str, list[Source]]]) -> None:
        self._make: Callable[[], dict[str, list[Source]]] | None = make
        self._items: dict[str, list[Source]] = {}

    def _dict(self) -> dict[str, list[Source]]:
        if self._make is not None:
            self._items, self._make = self._make(), None
        return self._items

    def __getitem__(self, k: str) -> list[Source]:
        return self._dict()[k]

    def __iter__(self) -> Iterator[str]:
        return iter(self._dict())

    def __len__(self) -> int:
        return len(self._dict())


class _Members(Sequence[Source]):
    """One mode's source of every permanent of a kind: the mode's source of the kind's
    first permanent, moved to each permanent when asked for (see
    :class:`~mtglab.engine.payment.sources.SourceKind`)."""

    def __init__(self, members: list[tuple[int, Source]]) -> None:
        self._members = members  # (permanent, the mode's source of its kind's first)
        self._movers: dict[int, Callable[[int], Source]] = {}

    def _at(self, pid: int, template: Source) -> Source:
        if pid == template.permanent_id:
            return template
        move = self._movers.get(id(template))
        if move is None:
            move = self._movers[id(template)] = mover(template)
        return move(pid)

    @overload
    def __getitem__(self, i: int) -> Source: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[Source]: ...
    def __getitem__(self, i: int | slice) -> Source | Sequence[Source]:
        if isinstance(i, slice):
            return [self._at(pid, t) for pid, t in self._members[i]]
        return self._at(*self._members[i])

    def __len__(self) -> int:
        return len(self._members)


def _kind_modes(kind: SourceKind, snow: bool) -> list[Source] | None:
    """A kind's modes as :meth:`ManaProblem._split` sorts one permanent's merged sources
    (of the kind's first permanent); None when they aren't one private choice (a source
    that repeats or untaps, modes that don't all use one thing, a use of another
    permanent)."""
    templates = _snow_apart(list(kind.templates)) if snow else list(kind.templates)
    rep = str(kind.pids[0])
    if any(t.repeatable or t.untaps is not None or
           any(u.split(":")[1] != rep for u in t.uses) for t in templates):
        return None
    merged = _merge(templates)[0]
    if not all(a.uses & b.uses for a, b in itertools.combinations(merged, 2)):
        return None
    return merged if len(merged) == 1 else sorted(merged, key=lambda x: repr(x.kind_key()))


def _of_kinds(cls: type[ManaProblem], state: GameState, player: str,
              kinds: tuple[SourceKind, ...], snow: bool) -> ManaProblem | None:
    """:meth:`ManaProblem.of` from kinds of identical permanents, each worked out once:
    the same problem, its groups' sources moved to each permanent only when asked for;
    None where the kinds aren't all private choices (the sources one by one decide)."""
    snow = snow or any(has_snow(t.cost) for k in kinds for t in k.templates)
    if snow and any(t.free_snow is None for k in kinds for t in k.templates):
        return None  # (the full path raises)
    found: dict[tuple[object, ...], list[tuple[SourceKind, list[Source]]]] = {}
    for kind in kinds:
        modes = _kind_modes(kind, snow)
        if modes is None:
            return None
        found.setdefault(tuple(m.kind_key() for m in modes), []).append((kind, modes))

    def sources() -> list[Source]:
        collected = memo_of(state).get(f"mana_sources:{player}")
        if collected is None:
            collected = memo_of(state)[f"mana_sources:{player}"] = collect_sources(
                state, player, latent=True)
        return _snow_apart(collected) if snow else list(collected)

    prob = cls(state, player, _Later(sources), snow=snow, life=state.player(player).life)
    prob.merged = _Later(lambda: _merge(prob.sources)[0])
    prob.merged_from = _LaterMap(lambda: _merge(prob.sources)[1])
    for link, members in enumerate(found.values()):
        owners = sorted((pid, mi) for mi, (k, _m) in enumerate(members) for pid in k.pids)
        for mode, s0 in enumerate(members[0][1]):
            prob.groups.append(Group(
                _Members([(pid, members[mi][1][mode]) for pid, mi in owners]), len(owners),
                s0.options, s0.cost, s0.life, s0.restriction,
                None if s0.free else decompose(s0.options), damage=s0.damage, link=link,
                free=s0.free))
    return prob


CONVERTS = -1  # a group count to be bounded (ManaProblem._bound_converters)


def _snow_apart(sources: list[Source]) -> list[Source]:
    """The sources with a snow source's mana told apart (as :class:`SnowMana`, 107.4h)."""
    if any(s.free_snow is None for s in sources):
        raise UnsupportedError(
            "{S}: the mana one activation's triggers add comes from snow and non-snow "
            "sources at once (107.4h), which available mana doesn't tell apart; "
            "activate the abilities with Board.activate instead")
    return [replace(s, restriction=cast(Any, SnowMana(s.restriction))) if s.snow else s
            for s in sources]


def _needs_search(sources: list[Source], toggled: frozenset[int],
                  resources: dict[str, int]) -> bool:
    """Whether the exact search must answer (see :meth:`ManaProblem.of`)."""
    return any(s.repeatable and s.is_filter and not is_converter(s) for s in sources) or (
        bool(toggled) and any(u.startswith(("sac:", "counters:"))
                              and int(u.split(":")[1]) in toggled
                              for s in sources for u in s.uses)) or \
        _resources_need_order(sources, resources)


def _filters_sacrificed(sources: list[Source]) -> set[int]:
    """Permanents with a filter ability that another source can sacrifice: each is its
    own group, sacrificed after its filter (the order is per permanent)."""
    filters = {src.permanent_id for src in sources if src.is_filter}
    sacrificed = {int(u[4:]) for src in sources for u in src.uses
                  if u.startswith("sac:") and int(u[4:]) != src.permanent_id}
    return filters & sacrificed


def _resources_need_order(sources: list[Source], resources: dict[str, int]) -> bool:
    """Whether the counted resources need the exact search, where the integer programme
    counts only totals. Totals are enough when every cost that adds to a resource can
    come before every cost that takes from it: the cards a discard puts in a graveyard
    are there before anything exiles from it, and a creature returned to a hand before
    it is discarded. They aren't when what is added waits on mana (a cost that adds to
    a zone also costs mana, and mana from the zone's takers might pay it) or is "the
    rest of a hand" (Lion's Eye Diamond discarding it for a graveyard another cost
    exiles from, 701.9b)."""
    if not resources:  # nothing counted is used up: nothing waits
        return False
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


def is_converter(s: Source) -> bool:
    """A filter that can repeat on its own but never makes more mana than it takes
    (each option no bigger than the fewest units that pay its cost), costs no life
    and deals no damage: repeating it only changes the types of units."""
    paid = least_paid(s.cost)
    return s.repeatable and s.is_filter and paid is not None and not s.life and \
        not s.damage and not s.counts and all(len(o) <= paid for o in s.options)

