"""Loops of mana abilities that make mana without end (CR 605.3a, 732.1b).

Activations that use up nothing (a mana-cost-only ability, or a {Q} ability whose
permanent another ability can tap again) may repeat; :func:`find_unbounded_loop`
detects when repeating them makes more mana each time (Pili-Pala with Grand Architect),
and :func:`check_unbounded` raises :class:`~mtglab.errors.UnboundedMana` for such a board:
a question about available mana there has no finite answer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.payment.pool import pay_from_pool
from mtglab.engine.payment.sources import Source, apply_uses, least_paid
from mtglab.engine.payment.spending import can_spend
from mtglab.engine.state import GameState, PlayerState, PoolEntry
from mtglab.errors import UnboundedMana
from mtglab.mana import MANA_TYPES, Mana, ManaCost, SymbolKind

__all__ = ["check_unbounded", "find_unbounded_loop"]


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
    loopers = _loopers(sources)
    if not loopers or not any(_may_gain(s) for s in loopers):
        # every repeatable activation pays at least as much mana as it makes: no
        # sequence of them ends with more mana in total, so none repeats without end
        return None
    relevant = {int(u.split(":")[1]) for s in loopers for u in s.uses}
    start = frozenset(p for p in tapped_now if p in relevant)
    seed = seed if seed is not None else Mana()
    spare = _spare_types(loopers)
    if len(spare) > 1:  # the types no cost of a loop names pay alike: one of them stands for all
        loopers = [replace(s, options=tuple(dict.fromkeys(_merged(o, spare)
                                                          for o in s.options)))
                   for s in loopers]
        seed = _merged(seed, spare)
    return _LoopSearch(loopers, max_depth).dfs(start, seed, [], [(start, seed)])


#: the symbols whose payment depends only on the mana's type (107.4a-f): a cost with
#: {X}, {S} or {C/W} keeps every type apart
_TYPED_KINDS: Final = frozenset({SymbolKind.GENERIC, SymbolKind.COLORED, SymbolKind.COLORLESS,
                                 SymbolKind.HYBRID, SymbolKind.MONOCOLORED_HYBRID,
                                 SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN})


def _spare_types(loopers: list[Source]) -> tuple[str, ...]:
    """The mana types no cost of the loop asks for by type (only generic mana pays with
    them, 107.4b, 202.1): in the loop they are interchangeable, so the search may count
    them as one — a Pili-Pala's "one mana of any color" is then one choice, not five.

    >>> from mtglab.mana import ManaCost
    >>> from mtglab.engine.payment.sources import Source
    >>> filter_ = Source("Filter", 1, 0, "", frozenset(), (Mana("W"),), ManaCost("{2}{U}"))
    >>> _spare_types([filter_])
    ('W', 'B', 'R', 'G', 'C')
    """
    named: set[str] = set()
    for s in loopers:
        for sym in s.cost or ():
            if sym.kind not in _TYPED_KINDS:
                return ()
            named.update(sym.colors)
            if sym.kind is SymbolKind.COLORLESS:
                named.add("C")
    return tuple(t for t in MANA_TYPES if t not in named)


def _merged(mana: Mana, spare: tuple[str, ...]) -> Mana:
    """``mana`` with the spare types counted as the first of them."""
    moved = sum(mana[t] for t in spare[1:])
    if not moved:
        return mana
    counts = [0 if t in spare[1:] else mana[t] for t in MANA_TYPES]
    counts[MANA_TYPES.index(spare[0])] += moved
    return Mana.from_counts(counts)


def _loopers(sources: list[Source]) -> list[Source]:
    """The activations that can be enabled again (what uses up energy or cards runs
    out: no loop)."""
    reenabled = {s.untaps for s in sources if s.untaps is not None} | {
        int(u.split(":")[1]) for s in sources for u in s.uses if u.startswith("untapped:")}
    return [s for s in sources
            if all(u.startswith(("tap:", "untap:", "untapped:")) for u in s.uses)
            and not any(d < 0 for _r, d, _level in s.counts) and not s.empties
            and (s.repeatable or s.untaps is not None
                 or any(u.startswith("untapped:") for u in s.uses)
                 or any(u == f"tap:{p}" for p in reenabled for u in s.uses))]


#: the states of the loop search: which permanents are tapped, and the pool
_Seen = list[tuple[frozenset[int], Mana]]


class _LoopSearch:
    """The depth-first search of :func:`find_unbounded_loop`.

    States already explored, by tapped status: (pool, depth). A state with no more mana,
    reached no earlier, can't start a loop the other didn't (whatever repeats from it
    repeats from there too), so it is not explored again: the search visits each maximal
    pool once per status instead of every sequence of choices."""

    def __init__(self, loopers: list[Source], max_depth: int) -> None:
        self.loopers = loopers
        self.max_depth = max_depth
        self.explored: dict[frozenset[int], list[tuple[Mana, int]]] = {}

    def _known(self, tapped: frozenset[int], pool: Mana, depth: int) -> bool:
        """Whether a state with at least this pool was reached no later; else note it."""
        known = self.explored.setdefault(tapped, [])
        if any(d <= depth and p >= pool for p, d in known):
            return True
        known[:] = [(p, d) for p, d in known if not (depth <= d and pool >= p)]
        known.append((pool, depth))
        return False

    def dfs(self, tapped: frozenset[int], pool: Mana, path: list[str],
            seen: _Seen) -> list[str] | None:
        if len(path) >= self.max_depth or self._known(tapped, pool, len(path)):
            return None
        for s in self.loopers:
            # loopers use only tap and untap statuses: nothing is used up
            after = apply_uses(s, tapped, frozenset())
            paid = None if after is None else _pay(pool, s.cost)
            if after is None or paid is None:
                continue
            found = self._options(s, after[0], paid, path, seen)
            if found:
                return found
        return None

    def _options(self, s: Source, nxt: frozenset[int], paid: Mana, path: list[str],
                 seen: _Seen) -> list[str] | None:
        """Each total of ``s`` activated: a loop if it comes back to a state seen on the
        path with more mana, else searched on."""
        for option in s.options:
            new_pool = paid + option
            trail = [*path, s.label]
            for st, p in seen:
                if st == nxt and new_pool >= p and len(new_pool) > len(p):
                    return trail
            if any(st == nxt and p >= new_pool for st, p in seen):
                continue
            found = self.dfs(nxt, new_pool, trail, [*seen, (nxt, new_pool)])
            if found:
                return found
        return None


def check_unbounded(state: GameState, player: str, sources: list[Source]) -> None:
    """Raise :class:`UnboundedMana` if the sources contain a loop without end."""
    if not _loopers(sources):  # nothing can be activated again: no loop (whatever the seed)
        return
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
