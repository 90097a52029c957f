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

The same permanents in play give the same answers, so a game asks nothing of the engine
it was asked before: what a position could pay is one mask per position, a bit for each
spell measured and each color set (:meth:`Positions.mask`, 601.2f-h, 106.1); the
outcomes of playing a land on a position, with their masks and colors, are memoized per
(position, land, lands its search may find); a turn ORs the masks of the positions its
lands reach, the policy picks its land from the same masks, and the partition tallies
(turn, mask, lands seen, position after) and counts each tally once at its end. The
memos hold pure functions of their keys (per process, per deck), so they never change
a table: the same seed gives the same table warm or cold, on every scheduler.
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
    land_colors,
    outcome_score,
)
from mtglab.manabase.positions import (
    Outcome,
    Positions,
    positions_for,
    searches,
)

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


class _Option(NamedTuple):
    """One way to play a land of the hand, with what the policy weighs of it: the card
    index, the engine's outcome, what its position could pay (a mask over the run's
    questions, :meth:`Positions.mask`), the colors (WUBRG bits) its permanents could
    make and those the lands that entered could make alone, whether that land is
    tapped, and the life it cost."""

    land: int
    outcome: Outcome
    mask: int
    colors: int
    entered: int
    tapped: int
    life: int


def _color_bits(colors: frozenset[str] | set[str]) -> int:
    """WUBRG as bits 0-4."""
    return sum(1 << k for k, c in enumerate("WUBRG") if c in colors)


class _Game:
    """The deck's fixed facts for a run of games, and the policy's memos (kept per
    process for the last few specs: each memo holds a pure function of its key, so it
    never changes a result).

    Every question a turn asks — can the position after the land pay each spell of the
    deck measured this turn (601.2f-h), one mana of each color set (106.1) — is a bit of
    one mask per position (:meth:`Positions.mask`), computed once per position; a turn
    ORs the masks of the positions its lands can reach and tallies that mask."""

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec
        cards = spec.all_cards
        self.positions: Positions = positions_for(spec.cards, spec.commander)
        self.infos: tuple[CardInfo, ...] = tuple(card_info(c) for c in cards)
        self.names = tuple(c.name for c in cards)
        self.index = {n: i for i, n in enumerate(self.names)}
        self.searches = tuple(searches(c) for c in cards)
        self.is_land = tuple(info.is_land for info in self.infos)
        self.template = np.array([i for i, n in enumerate(spec.counts) for _ in range(n)],
                                 dtype=np.int64)
        self.measured = spec.measured
        bit = self._ask_questions()
        self._plan_turns(bit)
        all_lands = tuple(sorted({self.names[i] for i in self.template.tolist()
                                  if self.infos[i].is_land}))
        self._know_cards(all_lands)
        self.masks = self.positions.masks(self.questions)
        self.options: dict[tuple[int, int, tuple[str, ...]], tuple[_Option, ...]] = {}
        self.colors: dict[int, int] = {}
        self.curve: dict[tuple[int, int], int] = {}
        self.casts: dict[tuple[Any, ...], tuple[tuple[int, Outcome], ...]] = {}
        self.after: dict[int, tuple[int, int]] = {}

    def _ask_questions(self) -> dict[int, int]:
        """Number the run's questions (the costs of the spells measured within the run's
        turns, then one mana of each color set, 106.1) and note each card's bit; returns
        the bit of each question's cost number."""
        spec, pos = self.spec, self.positions
        self.cost_ids = tuple(pos.cost(info.cost, info.name) if info.cost else -1
                              for info in self.infos)
        self.set_costs = tuple(pos.cost("".join("{" + c + "}" for c in s))
                               for s in spec.colors)
        measured_costs = [self.cost_ids[i] for i in self.measured
                          if self.infos[i].turn <= spec.turns]
        #: the run's questions: each a cost number, one bit of a position's mask
        self.questions: tuple[int, ...] = tuple(dict.fromkeys([*measured_costs,
                                                               *self.set_costs]))
        bit = {c: 1 << k for k, c in enumerate(self.questions)}
        self.cost_bit = tuple(bit.get(c, 0) for c in self.cost_ids)
        self.set_bits = tuple(bit[c] for c in self.set_costs)
        return bit

    def _plan_turns(self, bit: dict[int, int]) -> None:
        """Per turn: (bit, copies) of the deck's spells of that mana value, and (row of
        the table, bit, mana value) of the cards measured then."""
        spec = self.spec
        copies = list(spec.counts) + [0] * (len(self.infos) - len(spec.counts))
        for c in spec.commander:
            copies[self.index[c.name]] += 1
        self.on_curve: list[list[tuple[int, int]]] = [[] for _ in range(spec.turns + 1)]
        self.measure: list[list[tuple[int, int, int]]] = [[] for _ in range(spec.turns + 1)]
        for j, i in enumerate(self.measured):
            info = self.infos[i]
            if info.turn <= spec.turns:
                self.on_curve[info.turn].append((bit[self.cost_ids[i]], copies[i]))
                self.measure[info.turn].append((j, bit[self.cost_ids[i]], info.mana_value))

    def _know_cards(self, all_lands: tuple[str, ...]) -> None:
        """Each card's facts the policy weighs: the colors a land could make (with a
        search, the lands of the deck it could find), the colored symbols of a spell,
        whether it makes mana, its turn, and what its search may find."""
        pos, infos, names = self.positions, self.infos, self.names
        self.land_colors = tuple(
            land_colors(pos, n, all_lands if self.searches[i] else ())
            if infos[i].is_land else frozenset() for i, n in enumerate(names))
        #: each card's colored symbols, 8 bits per color (WUBRG): summed over a hand
        self.need_code = tuple(sum(n << (8 * k) for k, n in enumerate(info.pips))
                               if not info.is_land else 0 for info in infos)
        self.mana_card = tuple(info.mana_card for info in infos)
        self.turn_of = tuple(info.turn if info.measured else 0 for info in infos)
        self._know_searches(all_lands)

    def _know_searches(self, all_lands: tuple[str, ...]) -> None:
        """Each card's rank in casting order (by mana value, then name), the lands its
        search may find, and the lands any of the deck's mana cards may find."""
        infos, names = self.infos, self.names
        order = sorted(range(len(infos)), key=lambda i: (infos[i].mana_value, names[i]))
        self.cast_rank = tuple(order.index(i) for i in range(len(infos)))
        self.findable = tuple(self._findable(i, all_lands) if self.searches[i] else ()
                              for i in range(len(infos)))
        casts = [self.findable[i] for i in range(len(infos))
                 if self.searches[i] and self.mana_card[i]]
        #: the lands any of the deck's mana cards may find (None: any land)
        self.cast_findable: frozenset[str] | None = None if any(
            f is None for f in casts) else frozenset(n for f in casts if f for _k, n in f)

    def _findable(self, i: int, all_lands: tuple[str, ...]
                  ) -> tuple[tuple[int, str], ...] | None:
        """The (index, name) of the lands a search of card ``i`` may find
        (:meth:`Positions.findable`; None: any land of the library is passed)."""
        found = self.positions.findable(self.names[i], all_lands)
        return None if found is None else tuple((self.index[n], n) for n in found)

    def lib_key(self, i: int, library: Sequence[int]) -> tuple[str, ...]:
        """The land names in the library that card ``i``'s search may find, sorted."""
        present = set(library)
        f = self.findable[i]
        if f is None:
            names, is_land = self.names, self.is_land
            return tuple(sorted({names[k] for k in present if is_land[k]}))
        return tuple(n for k, n in f if k in present)

    def library_lands(self, library: Sequence[int]) -> tuple[tuple[str, int], ...]:
        """The library's lands a mana card may find as (name, copies) pairs, copies
        counted up to 2 (two searches a turn at most tell them apart)."""
        counts: dict[str, int] = {}
        names, is_land, wanted = self.names, self.is_land, self.cast_findable
        for i in library:
            if is_land[i]:
                n = names[i]
                if wanted is None or n in wanted:
                    counts[n] = min(2, counts.get(n, 0) + 1)
        return tuple(sorted(counts.items()))

    def mask(self, position: int) -> int:
        """What the position could pay (a mask over :attr:`questions`)."""
        got = self.masks.get(position)
        if got is None:
            got = self.positions.mask(position, self.questions)
        return got

    def color_bits(self, position: int) -> int:
        """The colors (WUBRG bits) the position's permanents could make (106.7)."""
        got = self.colors.get(position)
        if got is None:
            got = self.colors[position] = _color_bits(self.positions.colors(position))
        return got

    def land_options(self, position: int, land: int, library: tuple[str, ...]
                     ) -> tuple[_Option, ...]:
        """Every outcome of playing a land of the hand, weighed (memoized)."""
        key = (position, land, library)
        got = self.options.get(key)
        if got is None:
            pos = self.positions
            got = self.options[key] = tuple(
                _Option(land, o, self.mask(o.position), self.color_bits(o.position),
                        _color_bits(frozenset().union(*(pos.alone_colors(n)
                                                        for n in o.entered))),
                        int(o.tapped), o.life)
                for o in pos.play_land(position, self.names[land], library))
        return got

    def payable_copies(self, turn: int, mask: int) -> int:
        """The deck's spells of this turn's mana value (copies counted) the mask pays."""
        key = (turn, mask)
        got = self.curve.get(key)
        if got is None:
            got = self.curve[key] = sum(n for b, n in self.on_curve[turn] if mask & b)
        return got

    def in_play(self, position: int) -> tuple[int, int]:
        """The lands and the other permanents of a position."""
        got = self.after.get(position)
        if got is None:
            lands = self.positions.lands_in(position)
            got = self.after[position] = (lands, len(self.positions.position(position))
                                          - lands)
        return got

    def choose(self, options: Sequence[_Option], turn: int, in_hand: int, code: int,
               have: int) -> _Option:
        """The option the policy plays: :func:`mtglab.manabase.policy.outcome_score`
        computed on the options' masks and color bits (the first of the best)."""
        pips = _pips(code)
        want = _NEEDS[pips] & ~have
        best = options[0]
        best_score: tuple[int, ...] | None = None
        for o in options:
            e = o.entered
            score = ((o.mask & in_hand).bit_count(), self.payable_copies(turn, o.mask),
                     o.tapped, (o.colors & want).bit_count(),
                     sum(pips[k] for k in _BITS[e]), -o.life)
            if best_score is None or score > best_score:
                best, best_score = o, score
        return best

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


#: The games' memos per game spec (this process's, the last few specs).
_GAMES: dict[GameSpec, _Game] = {}


def _game(spec: GameSpec) -> _Game:
    got = _GAMES.get(spec)
    if got is None:
        got = _GAMES[spec] = _Game(spec)
        if len(_GAMES) > 4:
            del _GAMES[next(iter(_GAMES))]
    return got


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
    got = _PIPS.get(code)
    if got is None:
        got = _PIPS[code] = tuple(min(3, code >> (8 * k) & 255) for k in range(5))
        _NEEDS[got] = sum(1 << k for k, n in enumerate(got) if n)
    return got


#: :func:`_pips` of each hand's code seen (a few hundred), and the colors (WUBRG bits)
#: each pips tuple needs.
_PIPS: dict[int, tuple[int, ...]] = {}
_NEEDS: dict[tuple[int, ...], int] = {}
#: The color numbers (WUBRG: 0-4) of each 5-bit mask.
_BITS = tuple(tuple(k for k in range(5) if m >> k & 1) for m in range(32))


def _hand_facts(g: _Game, hand: Sequence[int], turn: int) -> tuple[int, list[int], int]:
    """The hand's colored symbols (:attr:`_Game.need_code` summed), its lands (sorted
    card indexes) and the bits of the spells measured this turn it holds."""
    need_code, is_land, turn_of, cost_bit = g.need_code, g.is_land, g.turn_of, g.cost_bit
    code = 0
    land_set = set()
    in_hand = 0
    for i in hand:
        code += need_code[i]
        if is_land[i]:
            land_set.add(i)
        elif turn_of[i] == turn:
            in_hand |= cost_bit[i]
    return code, sorted(land_set), in_hand


def _land_drop(g: _Game, rng: np.random.Generator, opts: list[_Option], position: int,
               turn: int, in_hand: int, code: int, hand: list[int], library: list[int],
               lands_seen: int) -> tuple[int, tuple[int, int, int, int, int], list[int], int]:
    """The land the policy plays this turn (CR 305.2): the position after it, the turn's
    tally key, and the library and the hand's code after it (a land that searches or
    returns a card changes them)."""
    reach = 0
    for o in opts:
        reach |= o.mask
    chosen = opts[0] if len(opts) == 1 else g.choose(
        opts, turn, in_hand, code, g.color_bits(position))
    out = chosen.outcome
    tally_key = (turn, reach, min(lands_seen, 31), out.position, chosen.tapped)
    if out.to_hand or out.from_library:
        library = _apply(g, hand, library, rng, chosen.land, out)
        code = sum(g.need_code[i] for i in hand)
    else:  # a land has no mana symbols: the hand's code is unchanged
        hand.remove(chosen.land)
    return out.position, tally_key, library, code


def _cast_mana_cards(g: _Game, rng: np.random.Generator, hand: list[int],
                     library: list[int], position: int, code: int) -> tuple[int, list[int]]:
    """Cast the hand's mana cards the policy casts, cheapest first: the position and
    the library after them."""
    mana_cards = [i for i in hand if g.mana_card[i]]
    if not mana_cards:
        return position, library
    mana_cards.sort(key=g.cast_rank.__getitem__)
    lib = g.library_lands(library) if any(g.searches[i] for i in mana_cards) else ()
    for i, cast in g.casts_from(position, tuple(mana_cards), _pips(code), lib):
        position = cast.position
        library = _apply(g, hand, library, rng, i, cast)
    return position, library


def _one_game(g: _Game, rng: np.random.Generator, counts: Counts,
              tally: dict[tuple[int, int, int, int, int], int]) -> None:
    """One game; each turn is tallied as (turn, what the positions its land could reach
    pay, lands seen, the position after the land, the land drop: -1 none, 0 untapped,
    1 tapped) and counted once at the end of the partition (:func:`_count`)."""
    spec, is_land, pos = g.spec, g.is_land, g.positions
    searching, options = g.searches, g.land_options
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
        code, lands, in_hand = _hand_facts(g, hand, turn)
        opts: list[_Option] = []
        for i in lands:
            opts.extend(options(position, i, g.lib_key(i, library) if searching[i] else ()))
        if opts:
            position, tally_key, library, code = _land_drop(
                g, rng, opts, position, turn, in_hand, code, hand, library, lands_seen)
        else:
            tally_key = (turn, g.mask(position), min(lands_seen, 31), position, -1)
        tally[tally_key] = tally.get(tally_key, 0) + 1
        position, library = _cast_mana_cards(g, rng, hand, library, position, code)


def _count(g: _Game, tally: dict[tuple[int, int, int, int, int], int],
           counts: Counts) -> None:
    """Add the tallied turns to the counts."""
    for (turn, reach, seen, after, drop), n in tally.items():
        t = turn - 1
        for j, b, mana_value in g.measure[turn]:
            ok = 1 if reach & b else 0
            counts.ok[j] += ok * n
            if seen >= mana_value:
                counts.enough[j] += n
                counts.ok_lands[j] += ok * n
        row = counts.available[t]
        for s, b in enumerate(g.set_bits):
            if reach & b:
                row[s] += n
        if drop >= 0:
            counts.land_drops[t] += n
            counts.tapped_drops[t] += drop * n
        lands, others = g.in_play(after)
        counts.lands[t] += lands * n
        counts.mana_permanents[t] += others * n


def play_games(spec: GameSpec, partition: int, games: int, seed: int) -> Counts:
    """Play ``games`` games of partition number ``partition`` of a run seeded ``seed``."""
    g = _game(spec)
    asked = g.positions.asked
    counts = Counts.empty(len(g.measured), spec.turns, len(spec.colors))
    rng = np.random.default_rng(partition_seed(seed, partition))
    tally: dict[tuple[int, int, int, int, int], int] = {}
    for _ in range(games):
        _one_game(g, rng, counts, tally)
        counts.games += 1
    _count(g, tally, counts)
    counts.asked = g.positions.asked - asked
    return counts
