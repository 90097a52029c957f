"""Games of a real deck's first turns, played by the engine's answers and the policy.

Each game shuffles the deck (a seeded :func:`numpy.random.default_rng`), takes mulligans (103.5,
103.5c), then, turn after turn: untaps (502.3), draws (504.1; not on the starting
player's first turn of a two-player game, 103.8a), plays a land (305.1) chosen by
:mod:`mtglab.manabase.policy`, asks whether the position could pay each of the deck's
spells whose mana value is this turn (``Board.can_pay`` through
:mod:`mtglab.manabase.positions`), and casts the hand's mana cards. A partition of games
is a pure function of the deck, the settings, its number and the seed: the same seed
gives the same counts in any process, on any scheduler.

A card is measured on its turn whether or not it was drawn, as the published model does:
the question is whether the mana was there.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, NamedTuple

import numpy as np

from mtglab.cards import Card
from mtglab.manabase.mulligan import HAND_SIZE, Mulligan, lands_to_bottom
from mtglab.manabase.policy import (
    CardInfo,
    card_info,
    choose_bottom,
    choose_land,
    land_colors,
    outcome_score,
)
from mtglab.manabase.positions import Outcome, Positions, positions_for, searches

__all__ = ["Counts", "GameSpec", "color_sets", "partition_seed", "play_games"]


def partition_seed(seed: int, partition: int) -> int:
    """The seed of a partition: a digest of the run's seed and the partition's number, the
    same in every process (never Python's salted ``hash``)."""
    digest = hashlib.sha256(f"mtglab.deck_mana:{seed}:{partition}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def color_sets(colors: Sequence[str]) -> tuple[str, ...]:
    """Every non-empty set of the colors, as canonical mana strings in WUBRG order."""
    ordered = [c for c in "WUBRG" if c in colors]
    return tuple("".join(s) for n in range(1, len(ordered) + 1)
                 for s in combinations(ordered, n))


@dataclass(frozen=True)
class GameSpec:
    """Everything a partition needs (picklable, shipped to Dask workers): the distinct
    cards, their copies in the library, the commander cards (command zone, 903.6), the
    turns to play, who starts, the mulligan rule, and the color sets to report."""

    cards: tuple[Card, ...]
    counts: tuple[int, ...]
    commander: tuple[Card, ...]
    turns: int
    on_play: bool
    mulligan: Mulligan
    colors: tuple[str, ...]

    @property
    def digest(self) -> str:
        """A digest of everything that decides the games (the cards' texts included)."""
        h = hashlib.sha256(repr((self.counts, self.turns, self.on_play, str(self.mulligan),
                                 self.colors, len(self.cards))).encode())
        for c in self.all_cards:
            h.update(repr((c.name, str(c.mana_cost), c.type_line, c.oracle_text)).encode())
        return h.hexdigest()

    @property
    def all_cards(self) -> tuple[Card, ...]:
        """The library's distinct cards, then the commander's."""
        return self.cards + tuple(c for c in self.commander
                                  if c.name not in {d.name for d in self.cards})

    @property
    def measured(self) -> tuple[int, ...]:
        """Indexes (into :attr:`all_cards`) of the cards measured, library first."""
        infos = [card_info(c) for c in self.all_cards]
        return tuple(i for i, info in enumerate(infos) if info.measured)


@dataclass
class Counts:
    """What a partition counted, summed over its games (``+`` adds two)."""

    games: int = 0
    #: per measured card: games it could be paid on its turn, and among the games with
    #: at least its mana value in lands drawn by then, those and how many there were
    ok: list[int] = field(default_factory=list)
    ok_lands: list[int] = field(default_factory=list)
    enough: list[int] = field(default_factory=list)
    #: per turn, per color set: games where one mana of each color could be paid
    available: list[list[int]] = field(default_factory=list)
    #: per turn: a land was played; it entered tapped; lands and other mana permanents
    #: in play after the land (sums over games)
    land_drops: list[int] = field(default_factory=list)
    tapped_drops: list[int] = field(default_factory=list)
    lands: list[int] = field(default_factory=list)
    mana_permanents: list[int] = field(default_factory=list)
    #: games kept at seven, six, five and four cards
    kept: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    #: engine questions asked by this partition's process (memo misses)
    asked: int = 0

    @classmethod
    def empty(cls, measured: int, turns: int, sets: int) -> Counts:
        """Zero counts of the right shapes."""
        return cls(0, [0] * measured, [0] * measured, [0] * measured,
                   [[0] * sets for _ in range(turns)], [0] * turns, [0] * turns,
                   [0] * turns, [0] * turns)

    def __add__(self, other: Counts) -> Counts:
        def add(a: list[int], b: list[int]) -> list[int]:
            return [x + y for x, y in zip(a, b, strict=True)]
        return Counts(self.games + other.games, add(self.ok, other.ok),
                      add(self.ok_lands, other.ok_lands), add(self.enough, other.enough),
                      [add(a, b) for a, b in zip(self.available, other.available,
                                                 strict=True)],
                      add(self.land_drops, other.land_drops),
                      add(self.tapped_drops, other.tapped_drops),
                      add(self.lands, other.lands),
                      add(self.mana_permanents, other.mana_permanents),
                      add(self.kept, other.kept), self.asked + other.asked)


class _Turn(NamedTuple):
    """What one turn of the policy decides from its situation (memoized): for each card
    measured this turn and each color set, whether the turn's land could make it
    payable; the land played (card index, -1 for none) and its outcome; the lands and
    other permanents in play after it; its number among the decisions (for tallies) and
    its turn."""

    ok: tuple[bool, ...]
    available: tuple[bool, ...]
    land: int
    outcome: Outcome | None
    lands: int
    others: int
    number: int
    turn: int


class _Game:
    """The deck's fixed facts for a run of games, and the policy's memoized decisions
    (kept per process for the last few specs: a decision is a pure function of its
    situation, so a memo never changes a result)."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        cards = spec.all_cards
        self.positions: Positions = positions_for(spec.cards, spec.commander)
        pos = self.positions
        self.infos: tuple[CardInfo, ...] = tuple(card_info(c) for c in cards)
        self.names = tuple(c.name for c in cards)
        self.index = {n: i for i, n in enumerate(self.names)}
        self.searches = tuple(searches(c) for c in cards)
        self.is_land = tuple(info.is_land for info in self.infos)
        self.template = np.array([i for i, n in enumerate(spec.counts) for _ in range(n)],
                                 dtype=np.int64)
        self.measured = spec.measured
        copies = list(spec.counts) + [0] * (len(cards) - len(spec.counts))
        for c in spec.commander:
            copies[self.index[c.name]] += 1
        self.cost_ids = tuple(pos.cost(info.cost, info.name) if info.cost else -1
                              for info in self.infos)
        #: per turn: (cost number, copies) of the deck's spells of that mana value, and
        #: (row of the table, cost number, mana value) of the cards measured then
        self.on_curve: list[list[tuple[int, int]]] = [[] for _ in range(spec.turns + 1)]
        self.measure: list[list[tuple[int, int, int]]] = [[] for _ in range(spec.turns + 1)]
        for j, i in enumerate(self.measured):
            info = self.infos[i]
            if info.turn <= spec.turns:
                self.on_curve[info.turn].append((self.cost_ids[i], copies[i]))
                self.measure[info.turn].append((j, self.cost_ids[i], info.mana_value))
        self.set_costs = tuple(pos.cost("".join("{" + c + "}" for c in s))
                               for s in spec.colors)
        all_lands = tuple(sorted({self.names[i] for i in self.template.tolist()
                                  if self.infos[i].is_land}))
        self.land_colors = tuple(
            land_colors(pos, n, all_lands if self.searches[i] else ())
            if self.infos[i].is_land else frozenset() for i, n in enumerate(self.names))
        #: each card's colored symbols, 8 bits per color (WUBRG): summed over a hand
        self.need_code = tuple(sum(n << (8 * k) for k, n in enumerate(info.pips))
                               if not info.is_land else 0 for info in self.infos)
        self.mana_card = tuple(info.mana_card for info in self.infos)
        self.turn_of = tuple(info.turn if info.measured else 0 for info in self.infos)
        self.cast_order = tuple(sorted(range(len(cards)), key=lambda i: (
            self.infos[i].mana_value, self.names[i])))
        memo = _DECISIONS.get(spec)
        if memo is None:
            memo = _DECISIONS[spec] = ({}, {}, [])
            if len(_DECISIONS) > 4:
                del _DECISIONS[next(iter(_DECISIONS))]
        self.turns: dict[tuple[Any, ...], _Turn] = memo[0]
        self.casts: dict[tuple[Any, ...], tuple[tuple[int, Outcome], ...]] = memo[1]
        self.decisions: list[_Turn] = memo[2]

    def library_lands(self, library: Sequence[int]) -> tuple[tuple[str, int], ...]:
        """The library's lands as (name, copies) pairs, copies counted up to 2 (two
        searches a turn at most tell them apart)."""
        counts: dict[str, int] = {}
        names, is_land = self.names, self.is_land
        for i in library:
            if is_land[i]:
                n = names[i]
                counts[n] = min(2, counts.get(n, 0) + 1)
        return tuple(sorted(counts.items()))

    def turn(self, position: int, turn: int, lands: tuple[int, ...],
             pips: tuple[int, ...], library: tuple[tuple[str, int], ...],
             in_hand: tuple[int, ...]) -> _Turn:
        """The policy's decisions for a turn (memoized on its situation); ``in_hand``:
        the cost numbers of the hand's spells of this turn's mana value."""
        key = (position, turn, lands, pips, library, in_hand)
        got = self.turns.get(key)
        if got is not None:
            return got
        pos, names = self.positions, self.names
        found = _names(library)
        options = [(i, o) for i in lands
                   for o in pos.play_land(position, names[i],
                                          found if self.searches[i] else ())]
        reachable = [o.position for _i, o in options] or [position]
        ok = tuple(any(pos.payable(r, cost) for r in reachable)
                   for _j, cost, _mv in self.measure[turn])
        available = tuple(any(pos.payable(r, cost) for r in reachable)
                          for cost in self.set_costs)
        land, outcome, after = -1, None, position
        if options:
            named = [(names[i], o) for i, o in options]
            name, outcome = choose_land(pos, named, self.on_curve[turn], pips,
                                        pos.colors(position), in_hand)
            land, after = self.index[name], outcome.position
        in_play = pos.lands_in(after)
        got = self.turns[key] = _Turn(ok, available, land, outcome, in_play,
                                      len(pos.position(after)) - in_play,
                                      len(self.decisions), turn)
        self.decisions.append(got)
        return got

    def casts_from(self, start: int, hand_cards: tuple[int, ...], pips: tuple[int, ...],
                   library: tuple[tuple[str, int], ...]) -> tuple[tuple[int, Outcome], ...]:
        """The mana cards the policy casts, in order, with their outcomes: cheapest first,
        while the position after the land could pay them all together (memoized)."""
        key = (start, hand_cards, pips, library)
        got = self.casts.get(key)
        if got is not None:
            return got
        infos, pos = self.infos, self.positions
        position = start
        paid = ""
        done: list[tuple[int, Outcome]] = []
        for i in hand_cards:
            info = infos[i]
            total = paid + info.cost
            if not pos.payable(start, pos.cost(total, info.name)):
                continue
            outs = pos.cast(position, info.name,
                            _names(library) if self.searches[i] else ())
            if not outs:
                continue
            have = pos.colors(position)
            o = max(outs, key=lambda o: outcome_score(pos, o, (), pips, have)[3:])
            done.append((i, o))
            position = o.position
            paid = total
            if o.from_library:  # what is left to find (701.23)
                taken = set(o.from_library)
                library = tuple((n, k - (n in taken)) for n, k in library
                                if k - (n in taken) > 0)
        got = self.casts[key] = tuple(done)
        return got


#: The policy's memoized decisions per game spec (this process's).
_DECISIONS: dict[GameSpec, tuple[dict[Any, Any], dict[Any, Any], list[Any]]] = {}


def _mulligan(g: _Game, rng: np.random.Generator, counts: Counts
              ) -> tuple[list[int], list[int]]:
    """Shuffle, draw, mulligan: the kept hand and the library (top last)."""
    is_land = g.is_land
    for stage in g.spec.mulligan.stages:
        library: list[int] = rng.permutation(g.template).tolist()
        hand = library[-HAND_SIZE:]
        del library[-HAND_SIZE:]
        lands = sum(is_land[i] for i in hand)
        away = lands_to_bottom(lands, stage.to_bottom)
        if stage.to_bottom:
            bottom = choose_bottom(hand, g.infos, g.land_colors, away,
                                   stage.to_bottom - away)
            for i in bottom:
                hand.remove(i)
            library[0:0] = bottom  # the bottom of the library (103.5)
        if stage.keeps(lands - away):
            counts.kept[stage.to_bottom] += 1
            return hand, library
    raise AssertionError("the last stage keeps every hand")  # pragma: no cover


def _apply(g: _Game, hand: list[int], library: list[int], rng: np.random.Generator,
           played: int, outcome: Outcome) -> list[int]:
    """The hand and library after a card was played or cast with that outcome (the
    library shuffled after a search, 701.23a); returns the library."""
    hand.remove(played)
    for name in outcome.to_hand:
        hand.append(g.index[name])
    if outcome.from_library:
        for name in outcome.from_library:
            library.remove(g.index[name])
        library = rng.permutation(np.array(library, dtype=np.int64)).tolist()
    return library


def _names(library: tuple[tuple[str, int], ...]) -> tuple[str, ...]:
    """The land names a search may find."""
    return tuple(n for n, k in library if k > 0)


def _pips(code: int) -> tuple[int, ...]:
    """A hand's colored symbols per color (WUBRG), each counted up to 3 (enough for the
    policy to tell colors apart, few enough for its memo)."""
    return tuple(min(3, code >> (8 * k) & 255) for k in range(5))


def _one_game(g: _Game, rng: np.random.Generator, counts: Counts,
              tally: dict[int, int]) -> None:
    """One game; each turn's decision is tallied (``tally[decision * 32 + lands seen]``)
    and counted once at the end of the partition (:func:`_count`)."""
    spec, is_land, pos, need_code = g.spec, g.is_land, g.positions, g.need_code
    mana_card, searching = g.mana_card, g.searches
    turn_of, cost_ids = g.turn_of, g.cost_ids
    hand, library = _mulligan(g, rng, counts)
    lands_seen = sum(is_land[i] for i in hand)
    position = pos.empty
    first_draw = spec.mulligan.draws_by(1, on_play=spec.on_play) == 1
    for turn in range(1, spec.turns + 1):
        position = pos.untap(position)
        if (turn > 1 or first_draw) and library:
            drawn = library.pop()
            hand.append(drawn)
            lands_seen += is_land[drawn]
        code = 0
        land_set = set()
        now = set()
        for i in hand:
            code += need_code[i]
            if is_land[i]:
                land_set.add(i)
            elif turn_of[i] == turn:
                now.add(cost_ids[i])
        lands = tuple(sorted(land_set))
        lib = g.library_lands(library) if any(searching[i] for i in lands) else ()
        decided = g.turn(position, turn, lands, _pips(code), lib, tuple(sorted(now)))
        key = decided.number * 32 + min(lands_seen, 31)
        tally[key] = tally.get(key, 0) + 1
        if decided.outcome is not None:
            o = decided.outcome
            position = o.position
            library = _apply(g, hand, library, rng, decided.land, o)
            code = sum(need_code[i] for i in hand)
        mana_cards = tuple(i for i in g.cast_order if mana_card[i] and i in hand
                           for _n in range(hand.count(i)))
        if mana_cards:
            lib = g.library_lands(library) if any(searching[i] for i in mana_cards) else ()
            for i, o in g.casts_from(position, mana_cards, _pips(code), lib):
                position = o.position
                library = _apply(g, hand, library, rng, i, o)


def _count(g: _Game, tally: dict[int, int], counts: Counts) -> None:
    """Add the tallied decisions to the counts."""
    for key, n in tally.items():
        d = g.decisions[key // 32]
        seen = key % 32
        t = d.turn - 1
        for (j, _cost, mana_value), ok in zip(g.measure[d.turn], d.ok, strict=True):
            counts.ok[j] += ok * n
            if seen >= mana_value:
                counts.enough[j] += n
                counts.ok_lands[j] += ok * n
        row = counts.available[t]
        for s, ok in enumerate(d.available):
            row[s] += ok * n
        if d.outcome is not None:
            counts.land_drops[t] += n
            counts.tapped_drops[t] += d.outcome.tapped * n
        counts.lands[t] += d.lands * n
        counts.mana_permanents[t] += d.others * n


def play_games(spec: GameSpec, partition: int, games: int, seed: int) -> Counts:
    """Play ``games`` games of partition number ``partition`` of a run seeded ``seed``."""
    g = _Game(spec)
    asked = g.positions.asked
    counts = Counts.empty(len(g.measured), spec.turns, len(spec.colors))
    rng = np.random.default_rng(partition_seed(seed, partition))
    tally: dict[int, int] = {}
    for _ in range(games):
        _one_game(g, rng, counts, tally)
        counts.games += 1
    _count(g, tally, counts)
    counts.asked = g.positions.asked - asked
    return counts
