"""The mana a player has available: every way to activate a mana ability now.

A :class:`Source` is one way to activate one mana ability: which permanent, which
ability, what it uses up (the permanent's {T}, a permanent to sacrifice, a creature to
tap for the cost), its mana cost (paid from mana produced — filter lands, signets,
Pili-Pala), the life it costs, and every total it can add with its "tapped for mana"
triggers and replacement effects in any order (the same machinery as
``Board.productions``). Sources that use the same thing exclude each other: a permanent
taps once (107.5), a creature tapped for Springleaf Drum can't tap for its own mana.

Costs that take cards, energy or counters (118.3) use up *counted* resources: the cards of
a hand, graveyard or library ("Discard a card", "Exile a card from your graveyard",
"Mill a card"), the player's energy (107.14), the counters of one kind on a permanent
(every legal X of "Remove any number of storage counters", 107.3a). Which card such a
cost takes doesn't matter to any other cost, so counting is exact; a card whose own
ability works in its zone (Simian Spirit Guide, 113.6m) is a source too, and uses its
card. What a cost adds to a zone (a discarded card to the graveyard, a creature returned
to its owner's hand) counts for the costs that take from it. "Discard your hand" takes
whatever is left (701.9b: Lion's Eye Diamond, last); forage takes three graveyard
cards or a Food (701.61a). Costs where which cards are taken matters (collect evidence:
their mana values) and {X} mana costs are not tabulated: :func:`is_tabulated` says
which are.

Activations that use up nothing (a mana-cost-only ability, or a {Q} ability whose
permanent another ability can tap again) may repeat (``repeatable``);
:mod:`~mtglab.engine.payment.loops` finds when repeating them makes mana without end.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import Final

from mtglab.cards.effects import (
    AddMana,
    ControllerSpec,
    Cost,
    DealDamage,
    LoseLife,
    PoolCopy,
    Selector,
    SpendRestriction,
)
from mtglab.cards.model import Ability, AbilityKind
from mtglab.engine.activating.activation import ability_problems
from mtglab.engine.activating.costs import (
    cost_candidates,
    counted_cost_problems,
    legal_x_values,
    needs_x,
)
from mtglab.engine.activating.hand import functions_in_hand, hand_view
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.game.zones import zone_cards
from mtglab.engine.mana.could_produce import (
    could_produce_map,
    permanent_signature,
    signatures,
)
from mtglab.engine.mana.manaflow import mana_triggers
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.mana.totals import ActivationTotals, activation_totals
from mtglab.engine.memo import PartsMemo, memo_of
from mtglab.engine.state import GameState, PermanentState
from mtglab.errors import UnsupportedError
from mtglab.mana import Mana, ManaCost, SymbolKind

__all__ = ["Source", "SourceKind", "apply_uses", "collect_kinds", "collect_sources",
           "is_tabulated", "least_paid", "mover"]

_MAX_COMBINATIONS = 64


@dataclass(frozen=True, slots=True)
class Source:
    """One way to activate one mana ability now (see the module docstring)."""

    label: str
    permanent_id: int
    ability_index: int
    text: str
    uses: frozenset[str]
    options: tuple[Mana, ...]
    cost: ManaCost | None = None
    life: int = 0
    restriction: SpendRestriction | None = None
    repeatable: bool = False
    untaps: int | None = None  # the permanent a {Q} cost untaps (it can be tapped again)
    costs: tuple[tuple[str, tuple[int, ...]], ...] = ()  # costs= to pass to activate
    tapped_for_mana: bool = False
    ready: bool = True  # activatable now (False: only once another ability taps/untaps)
    damage: int = 0  # life its controller loses as it resolves (Ancient Tomb, painlands)
    #: With a ``restriction``: for each option, the part of it that comes without the
    #: restriction ("tapped for mana" triggers add mana with no restrictions or riders,
    #: Mana Flare's ruling; 106.6). Empty: all of it carries the restriction.
    free: tuple[Mana, ...] = ()
    #: Resources its cost uses up (or its cost adds to) by amount, each as (resource,
    #: change, level now): a player's energy (107.14), the cards in a hand, graveyard or
    #: library (discard, exile from a zone, mill: 701.9, 701.17, 118.3), the counters of
    #: one kind on a permanent (removed for the cost); see :func:`apply_uses`.
    counts: tuple[tuple[str, int, int], ...] = ()
    #: Resources its cost uses up whatever is left ("Discard your hand", 701.9b), each
    #: with the resource that gets what was left ("" when none is counted).
    empties: tuple[tuple[str, str], ...] = ()
    #: "hand" or "graveyard": the ability of a card there (113.6m; the id is the card's).
    zone: str | None = None
    #: The X it is activated with (107.3a, 601.2b), when its cost has one.
    x: int | None = None
    #: Whether its permanent is a snow permanent: its mana (not its triggers') pays {S}
    #: (107.4h; the permanent's supertype Snow, 205.4g).
    snow: bool = False
    #: Whether the mana its "tapped for mana" triggers add comes from snow sources (the
    #: triggers' own, 107.4h: Glittering Frost's is snow, Wild Growth's isn't); None
    #: when some do and some don't.
    free_snow: bool | None = False

    def restricted_part(self, k: int) -> Mana:
        """The part of option ``k`` that carries the restriction."""
        return self.options[k] - self.free[k] if self.free else self.options[k]

    def free_part(self, k: int) -> Mana:
        """The part of option ``k`` that comes without a restriction."""
        if self.restriction is None:
            return self.options[k]
        return self.free[k] if self.free else Mana()

    @property
    def is_filter(self) -> bool:
        """Whether it needs mana to activate (paid from other mana)."""
        return self.cost is not None and len(self.cost) > 0

    def kind_key(self) -> tuple[object, ...]:
        """Sources with equal keys behave alike (grouped by the solver)."""
        return (self.options, str(self.cost or ""), self.life, self.restriction,
                self.repeatable, self.damage, self.free, self.counts, self.empties)

    @property
    def spends(self) -> dict[str, int]:
        """How much of each counted resource one activation uses up."""
        return {r: -d for r, d, _level in self.counts if d < 0}

    @property
    def times(self) -> int | None:
        """How often it can be activated before what it uses up runs out (None: no
        counted resource bounds it)."""
        bounds = [level // -d for _r, d, level in self.counts if d < 0]
        return min(bounds) if bounds else None


def _split_options(state: GameState, pid: int, index: int, player: str, removed: int,
                   that: int | None, sacrificed: frozenset[str],
                   x: int | None = None) -> _Split:
    """Each total the activation can add, with the part its triggers add (which comes
    without the ability's own spending restriction)."""
    def could(other: int) -> frozenset[str]:  # what others could produce, when asked
        return could_produce_map(state)[other]

    return _split(activation_totals(state, pid, index, player=player, x=x,
                                    removed=removed if x is None else x, that=that,
                                    could=could, sacrificed=sacrificed))


@dataclass(frozen=True, slots=True)
class _Split:
    """The totals of one activation (:func:`_split_options`), read for its sources."""

    #: each total and the part of it its triggers add, in order
    pairs: tuple[tuple[Mana, Mana], ...]
    #: :func:`_options_of` of them, plain and not
    plain: tuple[tuple[Mana, ...], tuple[Mana, ...]]
    split: tuple[tuple[Mana, ...], tuple[Mana, ...]]

    @property
    def triggered(self) -> bool:
        """Whether some total has a part its "tapped for mana" triggers add."""
        return bool(self.split[1])


def _split(got: ActivationTotals) -> _Split:
    """The totals of :func:`_split_options` in their order, remembered by the identity of
    ``got``: the totals of printed mana on a board where nothing acts on mana are one
    object for every board (see :func:`~mtglab.engine.mana.totals.activation_totals`),
    so they are sorted once. The entry holds ``got``, so its id isn't reused while the
    entry lives."""
    hit = _SPLITS.get(id(got))
    if hit is not None and hit[0] is got:
        return hit[1]
    totals = {(t.mana, t.from_triggers) for t in got.totals}
    pairs = tuple(sorted(((t, f) for t, f in totals if t),
                         key=lambda p: (len(p[0]), str(p[0]), str(p[1]))))
    split = _Split(pairs, _options_of(pairs, True), _options_of(pairs, False))
    if len(_SPLITS) > 4096:
        _SPLITS.clear()
    _SPLITS[id(got)] = (got, split)
    return split


_SPLITS: dict[int, tuple[ActivationTotals, _Split]] = {}


def collect_sources(state: GameState, player: str, *, latent: bool = False) -> list[Source]:
    """Every way ``player`` could activate a mana ability now (CR 605.1a).

    Legality is checked as for ``Board.can_activate`` except that mana costs are
    assumed payable (they are paid from the mana produced). Costs that choose another
    permanent (sacrifice a land, tap an untapped creature) give one source per choice.

    ``latent=True`` adds, with ``ready=False``, the activations that are illegal now only
    because of a permanent's tapped status but that other activations can make legal:
    a {Q} ability (CR 107.6) of an untapped permanent that Springleaf Drum can tap, or
    Springleaf Drum tapping a tapped creature that a {Q} ability untaps.
    """
    out = _collect_now(state, player)
    if latent:
        out.extend(_latent_sources(state, player, out))
    return _counted_only_where_spent(out)


@dataclass(frozen=True)
class SourceKind:
    """The sources of permanents whose mana is interchangeable: equal characteristics,
    abilities, tapped status, counters and effects applying to them (their signatures,
    see :func:`~mtglab.engine.mana.could_produce.permanent_signature`), so each ability
    has the same legality and the same totals (CR 106, 605) for every one of them.
    ``templates`` are the sources of the first permanent, ability by ability; the others'
    are the same moved to them (their labels and what they use name them)."""

    templates: tuple[Source, ...]
    pids: tuple[int, ...]  # every permanent of the kind, in order (the first's templates)


def collect_kinds(state: GameState, player: str) -> tuple[SourceKind, ...] | None:
    """The sources of :func:`collect_sources` (``latent=True``) as kinds of permanents,
    each worked out once (computed once per state and player). None when some source
    doesn't move from one permanent to another as it is: a cost that chooses other
    permanents or uses a counted resource, a card's ability in a hand or graveyard
    (113.6m), an ability that untaps (its latent activations), or an ability that raises
    an error (:func:`collect_sources` says which)."""
    memo: dict[str, tuple[SourceKind, ...] | None] = memo_of(state).setdefault(
        "payment_kinds", {})
    if player not in memo:
        try:
            memo[player] = _kinds_of(state, player)
        except UnsupportedError:
            memo[player] = None
    return memo[player]


def _kinds_of(state: GameState, player: str) -> tuple[SourceKind, ...] | None:
    chars = characteristics_of(state)
    sigs = signatures(state)
    members: dict[object, list[int]] = {}
    for pid in sorted(state.permanents):
        if chars[pid].controller != player:
            continue
        perm = state.permanents[pid]
        key = (sigs[pid], perm.controlled_since_turn_start, perm.activations)
        members.setdefault(key, []).append(pid)
    kinds = []
    for pids in members.values():
        templates = _templates(state, pids[0], player)
        if templates is None:
            return None
        if templates:
            kinds.append(SourceKind(templates, tuple(pids)))
    if _zone_sources(state, player):
        return None
    return tuple(kinds)


def _templates(state: GameState, pid: int, player: str) -> tuple[Source, ...] | None:
    """The sources of one permanent (see :func:`collect_kinds`), or None."""
    c = characteristics_of(state)[pid]
    out: list[Source] = []
    for i, ref in enumerate(c.abilities):
        a = ref.ability
        if _reading(a).latent:
            return None  # the latent activations of collect_sources
        if not _tabulated(a, c.name):
            continue
        for x in _legal_xs(state, pid, i, player):
            for src in _expand(state, pid, i, player, x=x):
                if src.costs or src.counts or src.empties or src.zone is not None:
                    return None
                out.append(src)
    return tuple(out)


def _untaps_something(state: GameState, player: str) -> bool:
    """Whether some mana ability of the player's has an untap cost ({Q} or "untap ...")."""
    chars = characteristics_of(state)
    return any(c.controller == player and ref.ability.is_mana_ability
               and any(cost.kind in ("untap", "untap_other") for cost in ref.ability.costs)
               for c in chars.values() for ref in c.abilities)


def apply_uses(s: Source, tapped: frozenset[int], gone: frozenset[str]) \
        -> tuple[frozenset[int], frozenset[str]] | None:
    """The tapped permanents and used-up resources after activating ``s``, or None if
    it can't be activated from there: {T} needs the permanent untapped and {Q} tapped
    (107.5, 107.6), a sacrificed permanent, removed counters or a card that left its
    zone can't be used again, and a counted resource (energy, the cards in a zone)
    can't go below zero (118.3). Tapping comes before sacrificing (a Treasure taps, then
    is sacrificed). The level of a counted resource, once changed, is kept in ``gone``
    as ``"=resource=level"``, and a resource emptied ("Discard your hand") as
    ``"!resource"``: a card's own ability there can't be activated after that."""
    if f"sac:{s.permanent_id}" in gone:
        return None  # its permanent is gone
    t, g = set(tapped), set(gone)
    if not all(_use(u, t, g) for u in sorted(s.uses, key=lambda u: u.startswith("sac:"))):
        return None
    if s.counts or s.empties:
        if s.zone is not None and any(f"!{r}" in g for r, _d, _l in s.counts):
            return None  # its card was discarded with the rest of the hand (701.9b)
        counted = _counted(s, g)
        if counted is None:
            return None
        g = counted
    return frozenset(t), frozenset(g)


def _use(u: str, tapped: set[int], gone: set[str]) -> bool:
    """Apply one use to the tapped permanents and the used-up resources (see
    :func:`apply_uses`); False if it can't be."""
    kind, _, rest = u.partition(":")
    pid = int(rest.split(":")[0])
    if kind not in ("counters", "card") and f"sac:{pid}" in gone:
        return False
    if kind == "tap":
        if pid in tapped:
            return False
        tapped.add(pid)
    elif kind in ("untap", "untapped"):
        if pid not in tapped:
            return False
        tapped.discard(pid)
    elif u in gone:  # sac:, counters:, card:, once: used up
        return False
    else:
        gone.add(u)
    return True


def _counted(s: Source, gone: set[str]) -> set[str] | None:
    """``gone`` with the levels of the counted resources after ``s`` (see
    :func:`apply_uses`), or None if one would go below zero (118.3)."""
    levels = _levels(gone)
    for r, d, level in s.counts:
        now = levels.get(r, level) + d
        if now < 0:
            return None
        levels[r] = now
    for r, target in s.empties:
        left = levels.get(r, _start(s, r))
        levels[r] = 0
        gone.add(f"!{r}")  # every card there then is gone; later ones are new (400.7)
        if target:
            levels[target] = levels.get(target, _start(s, target)) + left
    return {u for u in gone if not u.startswith("=")} | {
        f"={r}={n}" for r, n in levels.items()}


def _levels(gone: set[str] | frozenset[str]) -> dict[str, int]:
    """The levels of the counted resources changed so far (see :func:`apply_uses`)."""
    out = {}
    for u in gone:
        if u.startswith("="):
            r, _, n = u[1:].rpartition("=")
            out[r] = int(n)
    return out


def _start(s: Source, resource: str) -> int:
    """A resource's level in the state the source was collected from (a resource it
    empties is listed in its ``counts``, with change 0 if nothing else)."""
    return next((level for r, _d, level in s.counts if r == resource), 0)


def _requirements(s: Source) -> set[tuple[int, bool]]:
    """(permanent, must be tapped) for each status the activation needs."""
    need: set[tuple[int, bool]] = set()
    for u in s.uses:
        kind, _, rest = u.partition(":")
        if kind == "tap":
            need.add((int(rest), False))
        elif kind in ("untap", "untapped"):
            need.add((int(rest), True))
    return need


def _effects(s: Source) -> set[tuple[int, bool]]:
    """(permanent, tapped afterwards) for each status the activation changes."""
    return {(pid, not tapped) for pid, tapped in _requirements(s)}


def _latent_sources(state: GameState, player: str, now: list[Source]) -> list[Source]:
    """Activations illegal now only because of tapped status, that others can enable.

    They are found on two hypothetical states (every permanent of the player untapped,
    then every one tapped), then kept if a chain of activations starting from the
    current statuses can give them the statuses they need.
    """
    if not _untaps_something(state, player):
        return []  # nothing ever untaps: a tapped permanent stays tapped
    have = {s.label for s in now}
    extra: list[Source] = []
    mine = [p for p in state.permanents.values()
            if characteristics_of(state)[p.id].controller == player]
    for tapped in (False, True):
        hyp = _hypothetical(state, player, mine, tapped)
        for s in _collect_new(hyp, player, frozenset(have)):
            if s.label not in have:
                have.add(s.label)
                extra.append(replace(s, ready=False))
    status = {(p.id, p.tapped) for p in mine}
    enabled: set[int] = set()
    changed = True
    while changed:
        changed = False
        for s in now:
            new = _effects(s) - status
            if new and _requirements(s) <= status:
                status |= new
                changed = True
        for k, s in enumerate(extra):
            if _requirements(s) <= status:
                if k not in enabled:
                    enabled.add(k)
                    changed = True
                new = _effects(s) - status
                if new:
                    status |= new
                    changed = True
    return [s for k, s in enumerate(extra) if k in enabled]


#: hypothetical states of :func:`_latent_sources`, shared by the states they come from
_HYPOTHETICAL = PartsMemo(64)


def _hypothetical(state: GameState, player: str, mine: list[PermanentState],
                  tapped: bool) -> GameState:
    """``state`` with every permanent in ``mine`` tapped (or untapped): one object for
    all the states that differ only in those permanents' tapped status (the states in
    which the mana for each ability's cost is made: its source tapped, 601.2g-h), so
    what is computed about it is computed once."""
    own = {p.id for p in mine}
    parts: list[object] = [getattr(state, name) for name in _STATE_FIELDS]
    for pid in sorted(state.permanents):
        p = state.permanents[pid]
        if pid in own:
            parts.extend(getattr(p, name) for name in _UNTAPPED_FIELDS)
        else:
            parts.append(p)
    plain = (player, tapped, tuple(sorted(state.permanents)), tuple(sorted(own)))
    got = _HYPOTHETICAL.get(tuple(parts), plain)
    if got is None:
        got = _HYPOTHETICAL.put(tuple(parts), state.with_permanents(
            replace(p, tapped=tapped) for p in mine), plain)
    hyp: GameState = got
    return hyp


_STATE_FIELDS = tuple(f.name for f in fields(GameState) if f.name != "permanents")
_UNTAPPED_FIELDS = tuple(f.name for f in fields(PermanentState) if f.name != "tapped")


def _collect_now(state: GameState, player: str) -> list[Source]:
    """Every source of :func:`collect_sources` that can be activated now (computed
    once per state and player; so is the UnsupportedError of a mana ability that
    available mana can't model)."""
    memo: dict[str, tuple[Source, ...] | str] = memo_of(state).setdefault(
        "payment_sources", {})
    got = memo.get(player)
    if got is None:
        try:
            got = memo[player] = tuple(_collect(state, player))
        except UnsupportedError as e:  # (so is every later question about this state)
            memo[player] = str(e)
            raise
    if isinstance(got, str):
        raise UnsupportedError(got)
    return list(got)


def _collect_new(state: GameState, player: str, known: frozenset[str]) -> list[Source]:
    """The sources of :func:`_collect_now` but those whose labels are ``known`` (a
    source that chooses no other permanent is known by its label alone, so it isn't
    worked out again); computed once per state, player and labels."""
    memo: dict[tuple[str, frozenset[str]], tuple[Source, ...]] = memo_of(state).setdefault(
        "payment_sources_new", {})
    got = memo.get((player, known))
    if got is None:
        got = memo[(player, known)] = tuple(
            s for s in _collect(state, player, known) if s.label not in known)
    return list(got)


def _chooses(a: Ability) -> bool:
    """Whether the ability's costs choose other permanents (see :func:`_read_cost`)."""
    return any(c.kind == "forage" or (
        (c.kind in ("sacrifice", "tap_other", "untap_other")
         or (c.kind == "exile" and c.zone == "battlefield"))
        and not (c.selector is not None and c.selector.is_self)) for c in a.costs)


def _collect(state: GameState, player: str, known: frozenset[str] = frozenset()) \
        -> list[Source]:
    """Every source that can be activated now, but (with ``known``) those that choose no
    other permanent and whose labels are known."""
    chars = characteristics_of(state)
    out: list[Source] = []
    # permanents with equal signatures (twenty Forests) have the same legality and the
    # same totals: each is computed once per signature
    legal: dict[tuple[int, int], list[int | None]] = {}
    totals: dict[tuple[object, ...], _Split] = {}
    sig_ids: dict[object, int] = {}  # signatures are big tuples: hash each once
    templates: dict[tuple[int, int], list[Callable[[int], Source]]] = {}
    for pid in sorted(state.permanents):
        c = chars[pid]
        if c.controller != player:
            continue
        perm = state.permanents[pid]
        sig = sig_ids.setdefault((permanent_signature(state, pid), perm.controlled_since_turn_start,
                                  perm.activations), len(sig_ids))
        for i, ref in enumerate(c.abilities):
            key = (sig, i)
            shared = templates.get(key)  # the same signature: the same answer
            if shared is not None:
                out.extend(rebase(pid) for rebase in shared)
                continue
            a = ref.ability
            if not _tabulated(a, c.name):
                templates[key] = []
                continue
            if key not in legal:
                legal[key] = _legal_xs(state, pid, i, player)
            xs = legal[key]
            if known and not _chooses(a):
                xs = [x for x in xs if _label(c.name, pid, i, x, []) not in known]
            found = [src for x in xs
                     for src in _expand(state, pid, i, player, totals, (key, x), x=x)]
            if xs is legal[key] and not any(t.costs for t in found):
                templates[key] = [_rebaser(t) for t in found]  # nothing chosen among others
            out.extend(found)
    out.extend(_zone_sources(state, player))
    return out


def _zone_sources(state: GameState, player: str) -> list[Source]:
    """The mana abilities of cards in the player's hand and graveyard that function
    there (113.6m: Simian Spirit Guide exiles itself from the hand)."""
    out: list[Source] = []
    for zone in ("hand", "graveyard"):
        for g in zone_cards(state, player, zone):
            if g.card is None or g.id is None or not any(
                    is_tabulated(a) and any(c.zone == zone for c in a.costs)
                    for a in g.card.abilities):
                continue
            view = hand_view(state, g.id)
            c = characteristics_of(view)[g.id]
            for i, ref in enumerate(c.abilities):
                if not _tabulated(ref.ability, c.name) or not functions_in_hand(view, g.id, i):
                    continue
                for x in _legal_xs(view, g.id, i, player):
                    out.extend(_expand(view, g.id, i, player, x=x, zone=zone))
    return out


def _legal_xs(state: GameState, pid: int, i: int, player: str) -> list[int | None]:
    """The X values the ability can be activated with now, mana costs assumed payable
    (``[None]`` for an ability without X when it can be activated; 107.3a, 601.2b)."""
    ref = characteristics_of(state)[pid].abilities[i]

    def legal(x: int | None) -> bool:
        # how many cards or how much energy there is, this search counts itself
        problems = ability_problems(state, pid, i, player, x=x, mana_paid=True)
        return not problems or not set(problems) - set(
            counted_cost_problems(state, pid, ref, player, x))

    if not _reading(ref.ability).needs_x:
        return [None] if legal(1) else []
    return [x for x in legal_x_values(state, pid, ref, player) if legal(x)]


def _counted_only_where_spent(sources: list[Source]) -> list[Source]:
    """Keep a counted resource only where some source uses it up: what is added to a
    zone nothing takes from (a graveyard no ability exiles from) changes no answer."""
    spent = {r for s in sources for r, d, _level in s.counts if d < 0}
    out = []
    for s in sources:
        if not s.counts and not s.empties:
            out.append(s)
            continue
        # what is emptied is kept even where no source takes from it: the cost being
        # paid may (a "Discard a card" cost leaves Lion's Eye Diamond out, Reserve)
        empties = tuple((r, t if t in spent else "") for r, t in s.empties)
        keep = spent | {r for r, _t in empties} | {t for _r, t in empties if t}
        counts = tuple(c for c in s.counts if c[0] in keep)
        out.append(replace(s, counts=counts, empties=empties))
    return out


def _any_card(cost: Cost) -> bool:
    """Whether a cost that takes cards from a zone takes any card ("Discard a card"):
    then which cards it takes doesn't matter to any other cost."""
    sel = cost.selector
    return sel is None or replace(sel, controller=ControllerSpec.ANY, zone=None) == Selector()


def _modelled(cost: Cost) -> bool:
    """Whether available mana models what a cost uses (see :class:`Source`)."""
    match cost.kind:
        case "tap" | "untap" | "pay_life" | "put_counters" | "exert" | "remove_counters" | \
                "sacrifice" | "tap_other" | "untap_other":
            return True
        case "mana":
            return cost.mana is None or not cost.mana.has_x  # {X}: chosen, not tabulated
        case "energy" | "mill":
            return cost.amount.kind == "fixed"
        case "discard":
            return cost.amount.kind in ("fixed", "all") and _any_card(cost)
        case "exile":
            if cost.zone == "battlefield" or (cost.selector is not None
                                              and cost.selector.is_self):
                return cost.amount.kind == "fixed"
            return cost.amount.kind == "fixed" and _any_card(cost)
        case "return":
            return cost.selector is None or cost.selector.is_self
        case "forage":  # three graveyard cards (any), or a Food (701.61a)
            return True
    return False  # collect evidence: which cards it takes matters (their mana values)


def is_tabulated(a: Ability) -> bool:
    """Whether available mana counts an ability: a supported activated mana ability
    (605.1a) that adds mana, every cost of which it models (see :class:`Source`)."""
    return a.supported and a.is_mana_ability and a.kind is AbilityKind.ACTIVATED and \
        any(isinstance(e, AddMana) for e in a.effects) and all(_modelled(c) for c in a.costs)


def _tabulated(a: Ability, name: str) -> bool:
    """:func:`is_tabulated`, refusing mana that depends on the pool at the time."""
    reading = _reading(a)
    if not reading.tabulated:
        return False
    if reading.pool_copy:
        raise UnsupportedError(
            f"{name}: mana that depends on the mana pool at the time (\"{a.text}\") is not "
            "modelled by the available-mana analysis; activate it with Board.activate instead")
    return True


@dataclass(frozen=True, slots=True)
class _Reading:
    """What this module reads of an ability alone (see :func:`_reading`)."""

    ability: Ability
    tabulated: bool  # :func:`is_tabulated`
    pool_copy: bool  # it adds mana that depends on the pool (refused)
    latent: bool  # a mana ability with an untap cost (its latent activations)
    restriction: SpendRestriction | None  # how the mana it adds may be spent
    harms: tuple[DealDamage | LoseLife, ...]  # see :func:`_harms`
    taps: bool  # {T} is in its cost
    needs_x: bool  # its cost has an X chosen as it is activated (107.3a)


def _reading(a: Ability) -> _Reading:
    """What this module reads of an ability alone (a pure function of it, remembered by
    its identity; the entry holds the ability, so its id isn't reused while it lives):
    whether it is tabulated (:func:`is_tabulated`), whether it adds mana that depends on
    the pool (refused), whether it is a mana ability with an untap cost (its latent
    activations, :func:`collect_sources`), the spending restriction of the mana it adds
    (106.6), what makes its controller lose life, whether it has {T} in its cost and
    whether its cost has an X."""
    got = _READINGS.get(id(a))
    if got is None or got.ability is not a:
        got = _Reading(
            a, is_tabulated(a), any(isinstance(e, AddMana) and isinstance(
                e.production, PoolCopy) for e in a.effects), a.is_mana_ability and any(
                cost.kind in ("untap", "untap_other") for cost in a.costs),
            next((e.restriction for e in a.effects if isinstance(e, AddMana)), None),
            _harms(a), a.has_tap_cost, needs_x(a))
        if len(_READINGS) > 8192:
            _READINGS.clear()
        _READINGS[id(a)] = got
    return got


_READINGS: dict[int, _Reading] = {}


def _rebase(s: Source, pid: int) -> Source:
    """A source computed for one permanent, moved to another with the same signature."""
    return _rebaser(s)(pid)


def mover(s: Source) -> Callable[[int], Source]:
    """A source computed for one permanent, as another of the same signature's (see
    :class:`SourceKind`): a function of that permanent."""
    return _rebaser(s)


def _rebaser(s: Source) -> Callable[[int], Source]:
    """:func:`_rebase` for one template, with what doesn't depend on the target permanent
    worked out once (a board of two hundred lands rebases a few templates to each)."""
    name, _, rest = s.label.partition(" #")
    tail = rest.partition(" ")[2]
    old = str(s.permanent_id)

    def split(u: str) -> tuple[str, str] | None:  # (kind, rest after the id) if it's old's
        kind, _, rest = u.partition(":")
        first, sep, extra = rest.partition(":")
        return (f"{kind}:", f"{sep}{extra}") if first == old else None

    fixed = [u for u in s.uses if u.partition(":")[0] == "card" or split(u) is None]
    moved = [m for u in s.uses if u.partition(":")[0] != "card" and (m := split(u))]
    counts = [(split(r) if r.startswith("counters:") else None, r, d, level)
              for r, d, level in s.counts]
    untaps = s.untaps is not None
    rest_fields = (s.options, s.cost, s.life, s.restriction, s.repeatable)

    def rebase(pid: int) -> Source:
        p = str(pid)
        uses = frozenset([*fixed, *(f"{k}{p}{e}" for k, e in moved)])
        moved_counts = tuple((f"{m[0]}{p}{m[1]}" if m is not None else r, d, level)
                             for m, r, d, level in counts) if counts else ()
        return Source(f"{name} #{p} {tail}", pid, s.ability_index, s.text, uses, *rest_fields,
                      pid if untaps else None, s.costs, s.tapped_for_mana, s.ready,
                      s.damage, s.free, moved_counts, s.empties, s.zone, s.x, s.snow,
                      s.free_snow)

    return rebase


def _zone_counts(state: GameState, pid: int, cost: Cost, player: str, x: int | None) \
        -> tuple[list[tuple[str, int, int]], list[tuple[str, str]], set[str]]:
    """What a cost that uses a zone, energy or counters takes (see :class:`Source`):
    counted changes, resources it empties, and uses."""
    chars = characteristics_of(state)
    xv = 1 if x is None else x
    n = amount_value(cost.amount, ProductionContext(state, pid, player, x=xv)) \
        if cost.amount.kind != "all" else 0

    def level(kind: str) -> int:
        if kind == "energy":
            return state.player(player).counter("energy")
        return len(zone_cards(state, player, kind))

    def res(kind: str) -> str:
        return f"{kind}:{player}"

    counts: list[tuple[str, int, int]] = []
    empties: list[tuple[str, str]] = []
    uses: set[str] = set()
    match cost.kind:
        case "energy":
            counts.append((res("energy"), -cost.amount.value, level("energy")))
        case "mill":
            counts += [(res("library"), -n, level("library")),
                       (res("graveyard"), n, level("graveyard"))]
        case "discard" if cost.amount.kind == "all":  # "Discard your hand" (701.9b)
            counts += [(res("hand"), 0, level("hand")), (res("graveyard"), 0, level("graveyard"))]
            empties.append((res("hand"), res("graveyard")))
        case "discard":
            counts += [(res("hand"), -n, level("hand")), (res("graveyard"), n, level("graveyard"))]
        case "exile" if cost.selector is not None and cost.selector.is_self:
            zone = cost.zone or "hand"
            uses.add(f"card:{pid}")
            counts.append((res(zone), -1, level(zone)))
        case "exile":
            zone = cost.zone or "hand"
            counts.append((res(zone), -n, level(zone)))
        case "return":  # itself, to its owner's hand (a token ceases to exist, 111.7)
            uses.add(f"sac:{pid}")
            perm = state.permanents[pid]
            if perm.owner == player and not perm.is_token:
                counts.append((res("hand"), 1, level("hand")))
        case "remove_counters":
            perm = state.permanents[pid]
            taken = xv if (cost.any_number or cost.amount.kind != "fixed") else cost.amount.value
            counts.append((f"counters:{pid}:{cost.counter}", -taken,
                           perm.counter(cost.counter or "")))
    del chars
    return counts, empties, uses


@dataclass
class _CostParts:
    """What an ability's costs use, read cost by cost (see :class:`Source`)."""

    uses: set[str] = field(default_factory=set)
    mana: ManaCost | None = None
    life: int = 0
    removed: int = 0  # counters removed (what "the removed counters" add counts, 107.3a)
    untaps: int | None = None
    counts: list[tuple[str, int, int]] = field(default_factory=list)
    empties: list[tuple[str, str]] = field(default_factory=list)
    #: choices among other permanents: (verb, every combination that may be chosen)
    choices: list[tuple[str, list[tuple[int, ...]]]] = field(default_factory=list)
    self_gone: bool = False  # it goes to the graveyard as part of the cost


_VERBS = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap",
          "exile": "exile"}


def _chosen_permanents(parts: _CostParts, state: GameState, pid: int, cost: Cost,
                       player: str, xv: int) -> None:
    """Sacrifice, tap, untap or exile permanents: itself, or a choice among others."""
    need = amount_value(cost.amount, ProductionContext(state, pid, player, x=xv))
    if cost.selector is not None and cost.selector.is_self:
        parts.uses.add(f"sac:{pid}")
        parts.self_gone = cost.kind == "sacrifice"
        return
    cands = cost_candidates(state, pid, cost, player)
    combos = list(itertools.islice(itertools.combinations(cands, need), _MAX_COMBINATIONS))
    parts.choices.append((_VERBS[cost.kind], combos))


def _read_cost(parts: _CostParts, state: GameState, pid: int, cost: Cost, player: str,
               x: int | None) -> None:
    """Add what one cost uses to ``parts`` (118.3; 107.5, 107.6 for {T} and {Q})."""
    if cost.kind == "tap":
        parts.uses.add(f"tap:{pid}")
    elif cost.kind == "untap":
        parts.uses.add(f"untap:{pid}")
        parts.untaps = pid
    elif cost.kind == "mana":
        parts.mana = cost.mana
    elif cost.kind == "pay_life":
        parts.life += cost.amount.value
    elif cost.kind in ("sacrifice", "tap_other", "untap_other") or (
            cost.kind == "exile" and cost.zone == "battlefield"):
        _chosen_permanents(parts, state, pid, cost, player, 1 if x is None else x)
    elif cost.kind == "forage":
        # exile three cards from your graveyard (counted) or sacrifice a Food (701.61a)
        foods = [o for o, q in characteristics_of(state).items()
                 if q.controller == player and "Food" in q.subtypes]
        parts.choices.append(("forage", [(), *((f,) for f in foods)]))
    elif cost.kind in ("remove_counters", "energy", "mill", "discard", "exile", "return"):
        taken, emptied, used = _zone_counts(state, pid, cost, player, x)
        parts.counts += taken
        parts.empties += emptied
        parts.uses |= used
        if cost.kind == "remove_counters":
            parts.removed = -taken[0][1]


def _cost_parts(state: GameState, pid: int, i: int, a: Ability, player: str,
                x: int | None) -> _CostParts:
    """Every cost of ability ``i`` read (see :func:`_read_cost`)."""
    parts = _CostParts()
    for cost in a.costs:
        _read_cost(parts, state, pid, cost, player, x)
    if any(r.kind == "once_each_turn" for r in a.restrictions):
        # "Activate only once each turn" (602.5b): the activation is used up like a
        # counter removed (Abzan Devotee, Barrels of Blasting Jelly)
        parts.uses.add(f"once:{pid}:{i}")
    if parts.self_gone and not state.permanents[pid].is_token and \
            state.permanents[pid].owner == player:
        parts.counts.append((f"graveyard:{player}", 1,
                             len(zone_cards(state, player, "graveyard"))))
    return parts


def _damage(state: GameState, pid: int, harms: tuple[DealDamage | LoseLife, ...],
            player: str, xv: int) -> int:
    """Life its controller loses as it resolves, by its instructions ``harms`` that make
    it lose life (see :func:`_reading`): "This land deals 1 damage to you" happens before
    the cost it pays for is paid, so it lowers the life left for Phyrexian symbols
    (CR 119.4)."""
    return sum(amount_value(e.amount, ProductionContext(state, pid, player, x=xv))
               for e in harms) if harms else 0


def _harms(a: Ability) -> tuple[DealDamage | LoseLife, ...]:
    """The instructions of an ability that make its controller lose life as it resolves
    (see :func:`_damage`)."""
    return tuple(e for e in a.effects
                 if (isinstance(e, DealDamage) and e.to == "you" and e.condition is None)
                 or (isinstance(e, LoseLife) and e.player in ("you", "each player")))


_PREFIX = {"sacrifice": "sac", "exile": "sac", "tap": "tap", "untap": "untapped",
           "forage": "sac"}


@dataclass
class _Chosen:
    """One combination of the permanents a cost chooses: what it adds to the uses and
    counts, the ``costs=`` to pass, and what the sacrificed (or exiled) ones were."""

    uses: set[str] = field(default_factory=set)
    counts: list[tuple[str, int, int]] = field(default_factory=list)
    costs: list[tuple[str, tuple[int, ...]]] = field(default_factory=list)
    that: int | None = None
    sacrificed: frozenset[str] = frozenset()


#: what a cost that chooses no other permanent chooses (never changed)
_NOTHING_CHOSEN: Final = _Chosen()


def _chosen(state: GameState, player: str, parts: _CostParts,
            combo: tuple[tuple[int, ...], ...]) -> _Chosen:
    out = _Chosen()
    if not parts.choices:
        return out
    yard = len(zone_cards(state, player, "graveyard"))
    for (verb, _c), chosen in zip(parts.choices, combo, strict=True):
        out.costs.append((verb, chosen))
        if verb == "forage" and not chosen:  # the graveyard way
            out.counts.append((f"graveyard:{player}", -3, yard))
        out.uses.update(f"{_PREFIX[verb]}:{o}" for o in chosen)
        if verb in ("sacrifice", "forage"):
            out.counts += [(f"graveyard:{player}", 1, yard) for o in chosen
                           if not state.permanents[o].is_token
                           and state.permanents[o].owner == player]
        if verb in ("sacrifice", "exile") and chosen:
            out.that = chosen[0]
            cmap = could_produce_map(state)  # (computed once per state, on demand)
            out.sacrificed = frozenset().union(*(cmap.get(o, frozenset()) for o in chosen))
    return out


def _label(name: str, pid: int, i: int, x: int | None,
           costs: list[tuple[str, tuple[int, ...]]]) -> str:
    if x is None and not costs:
        return f"{name} #{pid} [{i}]"
    return f"{name} #{pid} [{i}]" + (f" (X={x})" if x is not None else "") + "".join(
        f" ({verb} #{','.join(map(str, ch))})" if ch else f" ({verb})" for verb, ch in costs)


def _expand(state: GameState, pid: int, i: int, player: str,
            memo: dict[tuple[object, ...], _Split] | None = None,
            key: tuple[object, ...] | None = None, *, x: int | None = None,
            zone: str | None = None) -> list[Source]:
    """The sources of ability ``i`` of ``pid`` with X = ``x``: one per combination of
    the permanents its costs choose (``memo``/``key``: totals shared by permanents of
    one signature)."""
    c = characteristics_of(state)[pid]
    a = c.abilities[i].ability
    parts = _cost_parts(state, pid, i, a, player, x)
    base_uses = frozenset(parts.uses)
    repeatable = not any(u.startswith(("tap:", "sac:", "untap:", "once:", "card:"))
                         for u in base_uses) and not parts.choices and not parts.empties
    reading = _reading(a)
    restriction = reading.restriction
    damage = _damage(state, pid, reading.harms, player, 1 if x is None else x)
    snow = "Snow" in c.supertypes
    sources = []
    for combo in itertools.product(*[combos for _v, combos in parts.choices]) or [()]:
        ch = _chosen(state, player, parts, combo) if parts.choices else _NOTHING_CHOSEN
        if memo is not None and key is not None and not parts.choices:
            if key not in memo:
                memo[key] = _split_options(state, pid, i, player, parts.removed, ch.that,
                                           ch.sacrificed, x)
            got = memo[key]
        else:
            got = _split_options(state, pid, i, player, parts.removed, ch.that,
                                 ch.sacrificed, x)
        if not got.pairs:
            continue
        free_snow = _triggers_snow(state, pid, player, got.pairs, reading.taps) \
            if got.triggered else False
        options, free = got.plain if restriction is None and not snow and not free_snow \
            else got.split
        sources.append(Source(
            _label(c.name, pid, i, x, ch.costs), pid, i, a.text,
            base_uses | frozenset(ch.uses) if ch.uses else base_uses,
            options, parts.mana, parts.life, restriction, repeatable, parts.untaps,
            tuple(ch.costs), reading.taps, damage=damage, free=free,
            counts=_merge_counts([*parts.counts, *ch.counts]), empties=tuple(parts.empties),
            zone=zone, x=x, snow=snow, free_snow=free_snow))
    return sources


def _options_of(pairs: tuple[tuple[Mana, Mana], ...], plain: bool) \
        -> tuple[tuple[Mana, ...], tuple[Mana, ...]]:
    """The totals, and (where some come from triggers) the part of each the triggers
    add; ``plain``: unrestricted and all of one kind, so the totals are enough."""
    if plain:
        return tuple(dict.fromkeys(t for t, _f in pairs)), ()
    options = tuple(t for t, _f in pairs)
    return options, (tuple(f for _t, f in pairs) if any(f for _t, f in pairs) else ())


def _triggers_snow(state: GameState, pid: int, player: str,
                   pairs: tuple[tuple[Mana, Mana], ...], tapped: bool) -> bool | None:
    """Whether the "tapped for mana" triggers that add to an activation's totals are all
    of snow sources (True), none (False), or some (None) (107.4h)."""
    if not any(f for _t, f in pairs) or state.permanents.get(pid) is None:
        return False
    chars = characteristics_of(state)
    kinds = {"Snow" in chars[h.source_id].supertypes
             for t, f in pairs if f
             for h in mana_triggers(state, pid, player, t - f, tapped)
             if h.effect is not None and h.source_id in chars}
    return None if len(kinds) > 1 else kinds == {True}


def _merge_counts(counts: list[tuple[str, int, int]]) -> tuple[tuple[str, int, int], ...]:
    """One entry per resource: the changes added up."""
    if not counts:
        return ()
    out: dict[str, tuple[int, int]] = {}
    for r, d, level in counts:
        old = out.get(r)
        out[r] = (d + (old[0] if old else 0), level)
    return tuple((r, d, level) for r, (d, level) in sorted(out.items()))


def least_paid(cost: ManaCost | None) -> int | None:
    """The fewest units of mana that pay ``cost`` (a {2/W} is paid with one W, CR
    107.4e); None when a symbol may be paid otherwise than with mana (Phyrexian: life,
    107.4f) or its amount is chosen (X, 107.3)."""
    if cost is None:
        return 0
    n = 0
    for sym in cost.symbols:
        if sym.kind is SymbolKind.GENERIC:
            n += sym.generic
        elif sym.kind in (SymbolKind.COLORED, SymbolKind.COLORLESS, SymbolKind.HYBRID,
                          SymbolKind.COLORLESS_HYBRID, SymbolKind.MONOCOLORED_HYBRID):
            n += 1
        else:
            return None
    return n
