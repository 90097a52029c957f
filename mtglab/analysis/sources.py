"""The mana a player has available: every way to activate a mana ability now.

A :class:`Source` is one way to activate one mana ability: which permanent, which
ability, what it uses up (the permanent's {T}, a permanent to sacrifice, a creature to
tap for the cost), its mana cost (paid from mana produced — filter lands, signets,
Pili-Pala), the life it costs, and every total it can add with its "tapped for mana"
triggers and replacement effects in any order (the same machinery as
``Board.productions``). Sources that use the same thing exclude each other: a permanent
taps once (107.5), a creature tapped for Springleaf Drum can't tap for its own mana.

Activations that use up nothing (a mana-cost-only ability, or a {Q} ability whose
permanent another ability can tap again) may repeat; :func:`find_unbounded_loop`
detects when repeating them makes mana without end (Pili-Pala with Grand Architect).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, replace

from mtglab.cards.effects import AddMana, DealDamage, LoseLife, PoolCopy, SpendRestriction
from mtglab.cards.model import Ability, AbilityKind
from mtglab.engine.activation import activation_problems
from mtglab.engine.costs import cost_candidates
from mtglab.engine.could_produce import could_produce_map, permanent_signature
from mtglab.engine.layers import characteristics_of
from mtglab.engine.payment import can_spend, pay_from_pool
from mtglab.engine.production import ProductionContext, amount_value
from mtglab.engine.state import GameState, PlayerState, PoolEntry
from mtglab.engine.totals import activation_totals
from mtglab.errors import UnboundedMana, UnsupportedError
from mtglab.mana import Mana, ManaCost, SymbolKind

__all__ = ["Source", "apply_uses", "collect_sources", "find_unbounded_loop", "least_paid"]

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
                self.repeatable, self.damage, self.free)


def _options(state: GameState, pid: int, index: int, player: str, removed: int,
             that: int | None, sacrificed: frozenset[str]) -> tuple[Mana, ...]:
    return tuple(total for total, _free in
                 _split_options(state, pid, index, player, removed, that, sacrificed))


def _split_options(state: GameState, pid: int, index: int, player: str, removed: int,
                   that: int | None, sacrificed: frozenset[str]) -> tuple[tuple[Mana, Mana], ...]:
    """Each total the activation can add, with the part its triggers add (which comes
    without the ability's own spending restriction)."""
    cmap = could_produce_map(state)
    got = activation_totals(state, pid, index, player=player, removed=removed, that=that,
                            could=cmap.__getitem__, sacrificed=sacrificed)
    totals = {(t.mana, t.from_triggers) for t in got.totals}
    return tuple(sorted(((t, f) for t, f in totals if t),
                        key=lambda p: (len(p[0]), str(p[0]), str(p[1]))))


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
    return out


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
    (107.5, 107.6), a sacrificed permanent or removed counters can't be used again.
    Tapping comes before sacrificing (a Treasure taps, then is sacrificed)."""
    if f"sac:{s.permanent_id}" in gone:
        return None  # its permanent is gone
    t, g = set(tapped), set(gone)
    for u in sorted(s.uses, key=lambda u: u.startswith("sac:")):
        kind, _, rest = u.partition(":")
        pid = int(rest.split(":")[0])
        if kind != "counters" and f"sac:{pid}" in g:
            return None
        if kind == "tap":
            if pid in t:
                return None
            t.add(pid)
        elif kind in ("untap", "untapped"):
            if pid not in t:
                return None
            t.discard(pid)
        elif u in g:  # sac:, counters: used up
            return None
        else:
            g.add(u)
    return frozenset(t), frozenset(g)


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
        hyp = state.with_permanents(replace(p, tapped=tapped) for p in mine)
        for s in _collect_now(hyp, player):
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


def _collect_now(state: GameState, player: str) -> list[Source]:
    chars = characteristics_of(state)
    out: list[Source] = []
    # permanents with equal signatures (twenty Forests) have the same legality and the
    # same totals: each is computed once per signature
    legal: dict[tuple[int, int], bool] = {}
    totals: dict[tuple[int, int], tuple[tuple[Mana, Mana], ...]] = {}
    sig_ids: dict[object, int] = {}  # signatures are big tuples: hash each once
    templates: dict[tuple[int, int], list[Source]] = {}
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
                out.extend(_rebase(t, pid) for t in shared)
                continue
            a = ref.ability
            if not _tabulated(a, c.name):
                templates[key] = []
                continue
            if key not in legal:
                legal[key] = not activation_problems(state, pid, i, player, x=1,
                                                     mana_paid=True)
            if not legal[key]:
                templates[key] = []
                continue
            found = _expand(state, pid, i, player, totals, key)
            if not any(t.costs for t in found):  # nothing chosen among other permanents
                templates[key] = found
            out.extend(found)
    return out


def _tabulated(a: Ability, name: str) -> bool:
    """Whether an ability is one the analysis tabulates: a supported activated mana
    ability (605.1a) whose costs it models."""
    if not (a.supported and a.is_mana_ability and a.kind is AbilityKind.ACTIVATED):
        return False
    if not any(isinstance(e, AddMana) for e in a.effects):
        return False
    if any(cost.kind in ("discard", "exile", "mill", "return", "energy", "put_counters")
           for cost in a.costs):
        return False  # hands, libraries and energy are not modelled
    if any(cost.mana is not None and cost.mana.has_x for cost in a.costs):
        return False  # X costs are chosen per activation: not tabulated
    if any(isinstance(e, AddMana) and isinstance(e.production, PoolCopy) for e in a.effects):
        raise UnsupportedError(
            f"{name}: mana that depends on the mana pool at the time (\"{a.text}\") is not "
            "modelled by the available-mana analysis; activate it with Board.activate instead")
    return True


def _rebase(s: Source, pid: int) -> Source:
    """A source computed for one permanent, moved to another with the same signature."""
    name = s.label.rsplit(" #", 1)[0]
    uses = []
    for u in s.uses:
        kind, _, rest = u.partition(":")
        _old, sep, extra = rest.partition(":")
        uses.append(f"{kind}:{pid}{sep}{extra}")
    return Source(f"{name} #{pid} [{s.ability_index}]", pid, s.ability_index, s.text,
                  frozenset(uses), s.options, s.cost, s.life, s.restriction, s.repeatable,
                  pid if s.untaps is not None else None, s.costs, s.tapped_for_mana, s.ready,
                  s.damage, s.free)


def _expand(state: GameState, pid: int, i: int, player: str,
            memo: dict[tuple[int, int], tuple[tuple[Mana, Mana], ...]] | None = None,
            key: tuple[int, int] | None = None) -> list[Source]:

    c = characteristics_of(state)[pid]
    a = c.abilities[i].ability
    uses = set()
    mana_cost: ManaCost | None = None
    life = 0
    removed = 0
    untaps = None
    choice_sets: list[tuple[str, list[tuple[int, ...]]]] = []
    for cost in a.costs:
        if cost.kind == "tap":
            uses.add(f"tap:{pid}")
        elif cost.kind == "untap":
            uses.add(f"untap:{pid}")
            untaps = pid
        elif cost.kind == "mana":
            mana_cost = cost.mana
        elif cost.kind == "pay_life":
            life += cost.amount.value
        elif cost.kind == "remove_counters":
            n = 1 if (cost.any_number or cost.amount.kind != "fixed") else cost.amount.value
            removed = n
            uses.add(f"counters:{pid}:{cost.counter}")
        elif cost.kind in ("sacrifice", "tap_other", "untap_other"):
            need = amount_value(cost.amount, ProductionContext(state, pid, player, x=1))
            if cost.selector is not None and cost.selector.is_self:
                uses.add(f"sac:{pid}")
                continue
            cands = cost_candidates(state, pid, cost, player)
            combos = list(itertools.islice(itertools.combinations(cands, need),
                                           _MAX_COMBINATIONS))
            verb = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap"}[
                cost.kind]
            choice_sets.append((verb, combos))
    if any(r.kind == "once_each_turn" for r in a.restrictions):
        # "Activate only once each turn" (602.5b): the activation is used up like a
        # counter removed (Abzan Devotee, Barrels of Blasting Jelly)
        uses.add(f"once:{pid}:{i}")
    base_uses = frozenset(uses)
    repeatable = not any(u.startswith(("tap:", "sac:", "untap:", "once:"))
                         for u in base_uses) and not choice_sets
    restriction = next((e.restriction for e in a.effects if isinstance(e, AddMana)), None)
    # "This land deals 1 damage to you" happens as the ability resolves, before the cost
    # it pays for is paid: it lowers the life left for Phyrexian symbols (CR 119.4)
    damage = sum(amount_value(e.amount, ProductionContext(state, pid, player, x=1))
                 for e in a.effects
                 if (isinstance(e, DealDamage) and e.to == "you" and e.condition is None)
                 or (isinstance(e, LoseLife) and e.player in ("you", "each player")))
    sources = []
    for combo in itertools.product(*[combos for _v, combos in choice_sets]) or [()]:
        extra: set[str] = set()
        costs: list[tuple[str, tuple[int, ...]]] = []
        that = None
        sacrificed: frozenset[str] = frozenset()
        for (verb, _c), chosen in zip(choice_sets, combo, strict=True):
            costs.append((verb, chosen))
            prefix = {"sacrifice": "sac", "tap": "tap", "untap": "untapped"}[verb]
            extra.update(f"{prefix}:{o}" for o in chosen)
            if verb == "sacrifice" and chosen:
                that = chosen[0]
                cmap = could_produce_map(state)  # (computed once per state, on demand)
                sacrificed = frozenset().union(*(cmap.get(o, frozenset()) for o in chosen))
        if memo is not None and key is not None and not choice_sets:
            if key not in memo:
                memo[key] = _split_options(state, pid, i, player, removed, that, sacrificed)
            pairs = memo[key]
        else:
            pairs = _split_options(state, pid, i, player, removed, that, sacrificed)
        if not pairs:
            continue
        free: tuple[Mana, ...] = ()
        if restriction is None:  # all of it is unrestricted: the totals are enough
            options = tuple(dict.fromkeys(t for t, _f in pairs))
        else:
            options = tuple(t for t, _f in pairs)
            if any(f for _t, f in pairs):
                free = tuple(f for _t, f in pairs)
        label = f"{c.name} #{pid} [{i}]" + "".join(
            f" ({verb} #{','.join(map(str, ch))})" for verb, ch in costs)
        sources.append(Source(label, pid, i, a.text, base_uses | frozenset(extra), options,
                              mana_cost, life, restriction, repeatable, untaps, tuple(costs),
                              a.has_tap_cost, damage=damage, free=free))
    return sources


def _pay(pool: Mana, cost: ManaCost | None) -> Mana | None:
    """Pay a cost from a pool deterministically (colored first, generic from the most
    plentiful type); None if it can't be paid."""
    if cost is None:
        return pool

    plan = pay_from_pool(PlayerState("loop", 0, (PoolEntry(pool),)), cost)
    if plan is None:
        return None
    left, _life = plan
    total = Mana()
    for e in left:
        total = total + e.mana
    return total


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


def _may_gain(s: Source) -> bool:
    """Whether one activation may leave more mana in total than it took."""
    paid = least_paid(s.cost)
    return paid is None or any(len(o) > paid for o in s.options)


def find_unbounded_loop(sources: list[Source], tapped_now: frozenset[int] = frozenset(),
                        seed: Mana | None = None, max_depth: int = 10) -> list[str] | None:
    """A sequence of activations that can repeat and leaves more mana each time.

    Only activations that can be enabled again can loop: ones that use up nothing but
    mana, and ones whose {T} another ability's {Q} (or "untap" cost) undoes. The search
    runs over the tapped state of the permanents involved with the mana made so far
    (a Karp-Miller search): coming back to the same state with at least as much of
    every type and more in total is a loop without end. ``seed`` is the mana available
    to start it (the pool and the other sources).
    """
    reenabled = {s.untaps for s in sources if s.untaps is not None} | {
        int(u.split(":")[1]) for s in sources for u in s.uses if u.startswith("untapped:")}
    loopers = [s for s in sources
               if all(u.startswith(("tap:", "untap:", "untapped:")) for u in s.uses)
               and (s.repeatable or s.untaps is not None
                    or any(u.startswith("untapped:") for u in s.uses)
                    or any(u == f"tap:{p}" for p in reenabled for u in s.uses))]
    if not loopers or not any(_may_gain(s) for s in loopers):
        # every repeatable activation pays at least as much mana as it makes: no
        # sequence of them ends with more mana in total, so none repeats without end
        return None

    def step(tapped: frozenset[int], s: Source) -> frozenset[int] | None:
        # loopers use only tap and untap statuses: nothing is used up
        after = apply_uses(s, tapped, frozenset())
        return None if after is None else after[0]

    relevant = {int(u.split(":")[1]) for s in loopers for u in s.uses}
    start = frozenset(p for p in tapped_now if p in relevant)
    # States already explored, by tapped status: (pool, depth). A state with no more
    # mana, reached no earlier, can't start a loop the other didn't (whatever repeats
    # from it repeats from there too), so it is not explored again: the search visits
    # each maximal pool once per status instead of every sequence of choices.
    explored: dict[frozenset[int], list[tuple[Mana, int]]] = {}

    def dfs(tapped: frozenset[int], pool: Mana, path: list[str],
            seen: list[tuple[frozenset[int], Mana]]) -> list[str] | None:
        if len(path) >= max_depth:
            return None
        known = explored.setdefault(tapped, [])
        depth = len(path)
        if any(d <= depth and p >= pool for p, d in known):
            return None
        known[:] = [(p, d) for p, d in known if not (depth <= d and pool >= p)]
        known.append((pool, depth))
        for s in loopers:
            nxt = step(tapped, s)
            if nxt is None:
                continue
            paid = _pay(pool, s.cost)
            if paid is None:
                continue
            for option in s.options:
                new_pool = paid + option
                trail = [*path, s.label]
                for st, p in seen:
                    if st == nxt and new_pool >= p and len(new_pool) > len(p):
                        return trail
                if any(st == nxt and p >= new_pool for st, p in seen):
                    continue
                found = dfs(nxt, new_pool, trail, [*seen, (nxt, new_pool)])
                if found:
                    return found
        return None

    seed = seed if seed is not None else Mana()
    return dfs(start, seed, [], [(start, seed)])


def check_unbounded(state: GameState, player: str, sources: list[Source]) -> None:
    """Raise :class:`UnboundedMana` if the sources contain a loop without end."""
    tapped = frozenset(pid for pid, p in state.permanents.items() if p.tapped)
    # The search pools mana whatever its restrictions: restricted mana is counted only
    # where it may pay every mana cost a loop could need (106.6; Grand Architect's mana
    # pays Pili-Pala's {2} but not a creature's). A loop missed this way is still found
    # by the exact search, which follows restrictions.
    chars = characteristics_of(state)
    costly = [t for t in sources if t.cost is not None and len(t.cost)]
    usable = []
    for s in sources:
        if s.restriction is not None and any(
                not can_spend(s.restriction, "ability", source=chars.get(t.permanent_id),
                              cost=t.cost)
                for t in costly):
            s = replace(s, options=(Mana(),))
        usable.append(s)
    seed = state.player(player).pool_mana
    for s in usable:
        if s.cost is None and not s.repeatable:
            seed = seed + max(s.options, key=len)
    loop = find_unbounded_loop(usable, tapped, seed)
    if loop:
        raise UnboundedMana(loop)
