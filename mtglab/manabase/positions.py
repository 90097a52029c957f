"""Positions: the permanents a player has in play, as a canonical key, and what the engine
says about them — memoized, since the same permanents give the same answers.

A game of the simulation never spends mana: on each turn it asks whether a cost *could*
be paid (``Board.can_pay``, 601.2g-h) by the permanents in play. So a position is the
multiset of those permanents, each with what can change the answer: tapped or not
(lands that entered tapped), arrived this turn or not (a creature's {T} ability, 302.6),
its counters and its "as this enters" choices (614.12a), what it is attached to. Two
games with the same position get the same answers, so each question is asked of the
engine once per position: whether a cost can be paid, what a land played from the hand
becomes (entering tapped or not by its own rules, its "as it enters" choices, its
triggers, a fetch land's search, 701.23), and what a mana creature or rock cast from the
hand becomes. Every legal choice of the player is a separate outcome (up to
:data:`MAX_OPTIONS` per choice); the simulation's policy picks among them.

Most permanents of a mana base are *simple sources*: their only mana abilities tap
them (perhaps paying life or removing a counter) to add one of a fixed set of totals
({T}: Add {G} or {W}; one mana of any color; {C}{C}), no ability of theirs looks at
other permanents, and nothing else of theirs acts once they are in play. What a position
of simple sources can pay follows from the totals each one could add now — asked of the
engine once per permanent (``Board.can_activate``, ``Board.productions``) — by an exact
search for one total per source that covers the cost (the assignment of CR 601.2g-h,
which ``can_pay`` solves in general); so it is memoized per multiset of those totals, which
many positions share, and a game asks it of all its costs at once: a position's *mask*
(:meth:`Positions.mask`) has a bit per cost, decided from one table of Hall's condition
over the sources of one mana, each choice of the others (filters, two-mana sources) tried
as the search does. Likewise a land or mana card whose outcomes are the same beside
nothing and beside every permanent the deck can have (the engine says so, once) adds
the same permanents to any position of simple sources. Any other position is asked of
the engine as it is.

The memo lives in the process (each Dask worker warms its own), keyed by the deck's
cards; it holds answers, never a game's state.
"""

from __future__ import annotations

import hashlib
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import Any, NamedTuple

from mtglab.board.board import Board
from mtglab.cards import Card
from mtglab.cards.effects import (
    AddMana,
    AnyOf,
    AsEntersChoice,
    CommanderIdentity,
    DealDamage,
    EntersTapped,
    EntersWithCounters,
    FixedMana,
    SacrificeSelf,
    SearchLibrary,
)
from mtglab.errors import ChoiceRequired, MtglabError
from mtglab.mana import ManaCost, SymbolKind

__all__ = ["MAX_OPTIONS", "Kind", "Outcome", "Perm", "Position", "Positions", "covers",
           "need_of", "positions_for", "searches", "untapped"]

#: The most options of one choice explored (a creature type has hundreds; a land's
#: choices have two or three).
MAX_OPTIONS = 6
#: The most choices one action may ask before its branch is given up.
MAX_CHOICES = 6
#: Boards kept built for the positions asked most recently.
BOARDS_KEPT = 64


class Perm(NamedTuple):
    """One permanent of a position."""

    name: str
    tapped: bool = False
    fresh: bool = False  # arrived this turn: not controlled since the turn began (302.6)
    counters: tuple[tuple[str, int], ...] = ()
    choices: tuple[tuple[str, Any], ...] = ()
    attached_to: str = ""


#: A position: its permanents, sorted.
Position = tuple[Perm, ...]


class Outcome(NamedTuple):
    """What an action can give: the position after it (its number, see
    :meth:`Positions.number`), the cards it returned to the hand (a bounce land), the
    cards it took from the library (a fetch, 701.23), the life it cost, whether the
    land it put in play is tapped, and the names of the lands that entered."""

    position: int
    to_hand: tuple[str, ...] = ()
    from_library: tuple[str, ...] = ()
    life: int = 0
    tapped: bool = False
    entered: tuple[str, ...] = ()


class Kind(NamedTuple):
    """What the engine says of one permanent alone: whether it is inert (nothing of it
    acts on other permanents or on what enters) and a simple source (see the module),
    what one activation of it could add now as (generic mana it costs, total) pairs
    (empty when it can't tap), and the types it could produce (106.7, costs ignored)."""

    inert: bool
    simple: bool
    totals: tuple[tuple[int, str], ...]
    colors: frozenset[str]


class _Delta(NamedTuple):
    """An outcome as a change: the permanents added and removed, and the rest of it."""

    added: tuple[Perm, ...]
    removed: tuple[Perm, ...]
    to_hand: tuple[str, ...]
    from_library: tuple[str, ...]
    life: int
    tapped: bool
    entered: tuple[str, ...]


def _sorted(perms: Iterable[Perm]) -> Position:
    return tuple(sorted(perms, key=repr))


def untapped(position: Position) -> Position:
    """The position at the player's next turn: the untap step untaps every permanent
    (502.3; the simulation spends no mana, so only permanents that entered tapped are
    tapped), and each has been controlled since the turn began (302.6)."""
    if not any(p.tapped or p.fresh for p in position):
        return position
    return _sorted([p._replace(tapped=False, fresh=False) for p in position])


#: "As it enters" choices that matter only while it enters (a shock land's life, a
#: revealed card, 614.12a): dropped from a position, which then stands for both.
_ENTERING_ONLY = frozenset({"pay life", "reveal"})
#: Costs of a simple source's mana ability: tapping it, what doesn't touch other
#: permanents (life, its own counters), and generic mana (a Signet's {1}).
_SIMPLE_COSTS = frozenset({"tap", "pay_life", "remove_counters", "mana"})


def _search_abilities(c: Card) -> tuple[int, ...]:
    """The activated abilities that search the library for a card to put onto the
    battlefield and cost no mana (a fetch land, Sakura-Tribe Elder): activated at once."""
    return tuple(i for i, a in enumerate(c.abilities)
                 if a.kind.value == "activated" and a.supported and not a.is_mana_ability
                 and any(isinstance(e, SearchLibrary) and e.destination == "battlefield"
                         for e in a.effects)
                 and all(cost.mana is None for cost in a.costs))


def searches(c: Card) -> bool:
    """Whether playing or casting the card may search the library (701.23)."""
    return any(isinstance(e, SearchLibrary) for a in c.abilities for e in a.effects)


def _simple_mana(effect: object) -> bool:
    if isinstance(effect, DealDamage | SacrificeSelf):
        return True  # damage to its controller (a pain land), Gemstone Mine's last use
    return isinstance(effect, AddMana) and isinstance(
        effect.production, FixedMana | AnyOf | CommanderIdentity) and \
        effect.times is None and effect.restriction is None and not effect.riders and \
        not effect.instead and not effect.optional and effect.unless_paid is None


def _generic_only(cost: Any) -> bool:
    return cost.kind != "mana" or (cost.mana is not None and all(
        s.kind is SymbolKind.GENERIC for s in cost.mana.symbols))


def inert_card(c: Card) -> bool:
    """Whether a card's permanent acts on nothing but itself once in play: keywords,
    mana abilities without triggers, statics about its own entering, activated
    abilities (from its text)."""
    for a in c.abilities:
        kind = a.kind.value
        if kind in ("keyword", "activated") and (kind == "keyword" or a.trigger is None):
            continue
        if kind == "static" and a.supported and all(
                isinstance(e, EntersTapped | EntersWithCounters | AsEntersChoice)
                for e in a.effects):
            continue
        return False  # a triggered ability, or a static one, may act on anything
    return True


def simple_card(c: Card) -> bool:
    """Whether a card's permanent is a simple source (see the module), from its text:
    inert, and each mana ability taps it (perhaps paying life, its own counters or
    generic mana) to add a fixed choice of totals that looks at nothing else."""
    if not inert_card(c):
        return False
    for a in c.abilities:
        if a.is_mana_ability and (not a.supported or a.trigger is not None or not {
                k.kind for k in a.costs} <= _SIMPLE_COSTS or not all(
                _generic_only(k) for k in a.costs) or not all(
                _simple_mana(e) for e in a.effects)):
            return False
    return True


def _pays(sources: Sequence[tuple[tuple[int, str], ...]], cost: tuple[int, ...]) -> bool:
    """Whether one activation of each source (or none) covers ``cost`` (colored needs for
    W U B R G C, then generic). A total's mana pays the needs of its own types first (a
    mana of a type pays its symbol or generic: spending it there never loses), then
    generic. An activation that costs generic mana (a filter, 605.3a) adds that to the
    generic need; generic mana is all alike, but the first such activation must be paid
    with mana made by a source that costs nothing (mana abilities are activated before
    the cost is paid, 601.2g-h): at least that many of their mana must be spare.
    ``sources`` lists the filters first, so their costs are known when the others come."""
    n = len(sources)

    @cache
    def search(i: int, need: tuple[int, ...], free_spare: int, first: int) -> bool:
        if i == n:
            return not any(need) and (first == 0 or free_spare >= first)
        if search(i + 1, need, free_spare, first):
            return True
        for inp, total in sources[i]:
            left = list(need)
            spare = 0
            for m in total:
                k = "WUBRGC".index(m)
                if left[k]:
                    left[k] -= 1
                else:
                    spare += 1
            left[6] += inp
            left[6] -= min(left[6], spare)
            nxt = tuple(left)
            if inp:
                if search(i + 1, nxt, free_spare, inp if first == 0 else min(first, inp)):
                    return True
            elif search(i + 1, nxt, min(3, free_spare + spare), first):
                return True
        return False

    return search(0, tuple(cost), 0, 0)


def covers(totals: Sequence[Iterable[tuple[int, str]]], cost: str) -> bool | None:
    """Whether simple sources that could each add one of ``totals`` ((generic mana it
    costs, total) pairs) pay ``cost`` (a mana cost, X as 0), or None when the cost has
    symbols this search leaves to the engine (hybrid, Phyrexian, snow).

    >>> covers([((0, "G"), (0, "W")), ((0, "G"),)], "{1}{W}")
    True
    >>> covers([((0, "G"),), ((1, "WU"),)], "{G}{W}")  # a Signet needs other mana first
    False
    """
    need = need_of(cost)
    if need is None:
        return None
    return _covers_need(tuple(tuple(t) for t in totals), need)


@cache
def need_of(cost: str) -> tuple[int, ...] | None:
    """A mana cost's needs as (W, U, B, R, G, C, generic) counts (X as 0), or None when it
    has symbols :func:`covers` leaves to the engine (hybrid, Phyrexian, snow; 107.4)."""
    need = [0] * 7
    for s in ManaCost.parse(cost).symbols:
        if s.kind is SymbolKind.GENERIC:
            need[6] += s.generic
        elif s.kind is SymbolKind.COLORED:
            need["WUBRGC".index(s.colors[0])] += 1
        elif s.kind is SymbolKind.COLORLESS:
            need[5] += 1
        elif s.kind is not SymbolKind.VARIABLE:
            return None
    return tuple(need)


def _covers_need(sources: tuple[tuple[tuple[int, str], ...], ...],
                 need: tuple[int, ...]) -> bool:
    if all(inp == 0 and len(m) == 1 for t in sources for inp, m in t):
        return _hall([sum(1 << "WUBRGC".index(m) for _i, m in t) for t in sources], need)
    ordered = sorted(sources, key=lambda t: (-max(i for i, _m in t), t))
    return _pays(ordered, need)


def _hall(masks: Sequence[int], need: Sequence[int]) -> bool:
    """One mana per source, each of the types in its mask: the colored needs are met iff
    for every set of types the sources that make one of them are at least the needs in
    it (Hall's condition), and generic takes what is left."""
    if len(masks) < sum(need):
        return False
    wanted = [k for k in range(6) if need[k]]
    for size in range(1, len(wanted) + 1):
        for group in combinations(wanted, size):
            bits = sum(1 << k for k in group)
            if sum(1 for m in masks if m & bits) < sum(need[k] for k in group):
                return False
    return True


#: A cost's test under Hall's condition: its needs (W U B R G C generic), and for each
#: set of the types it names (a 6-bit mask over W U B R G C) the needs in that set.
_Plan = tuple[tuple[int, ...], tuple[tuple[int, int], ...]]


@cache
def _plans(needs: tuple[tuple[int, ...], ...]) -> tuple[_Plan, ...]:
    """Each need's :data:`_Plan`."""
    return tuple((need, _checks(need)) for need in needs)


@cache
def _checks(need: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    wanted = [k for k in range(6) if need[k]]
    return tuple((sum(1 << k for k in group), sum(need[k] for k in group))
                 for size in range(1, len(wanted) + 1)
                 for group in combinations(wanted, size))


def _hall_mask(totals: tuple[tuple[tuple[int, str], ...], ...],
               plans: tuple[_Plan, ...]) -> int | None:
    """:func:`covers` for every cost at once (bit ``k``: ``plans[k]`` is paid). The
    sources of one mana for no mana meet Hall's condition (:func:`_hall`) from one table
    of how many of them can make a type of each set; every choice of the others (a
    filter that costs mana, 605.3a; a source of two mana) is tried as :func:`_pays`
    does, those sources first, and the one-mana sources pay what is left: the colored
    needs by Hall's condition, then the generic need and the first filter's cost
    (601.2g-h) with the rest of them. None when the others have too many choices."""
    singles: Counter[int] = Counter()
    others = []
    for t in totals:
        if all(inp == 0 and len(mana) == 1 for inp, mana in t):
            m = 0
            for _inp, mana in t:
                m |= 1 << "WUBRGC".index(mana)
            singles[m] += 1
        else:
            others.append(t)
    choices: list[tuple[tuple[int, str] | None, ...]] = [()]
    for t in sorted(others, key=lambda t: (-max(i for i, _m in t), t)):
        choices = [(*c, x) for c in choices for x in (None, *t)]
        if len(choices) > 64:
            return None
    meeting = [0] * 64  # one-mana sources that can make a type of each set
    for m, n in singles.items():
        for group in range(1, 64):
            if m & group:
                meeting[group] += n
    count = sum(singles.values())
    got = 0
    for k, (need, checks) in enumerate(plans):
        if not others:
            paid = sum(need) <= count and all(meeting[g] >= r for g, r in checks)
        else:
            paid = any(_then_singles(need, c, count, meeting) for c in choices)
        if paid:
            got |= 1 << k
    return got


def _then_singles(need: tuple[int, ...], choice: tuple[tuple[int, str] | None, ...],
                  count: int, meeting: list[int]) -> bool:
    """Whether the sources other than the one-mana ones, activated as ``choice`` says
    (None: not activated), then ``count`` one-mana sources (``meeting``: see
    :func:`_hall_mask`) pay ``need``: :func:`_pays`'s steps, in its order."""
    left = list(need)
    first = 0
    free_spare = 0
    for c in choice:
        if c is None:
            continue
        inp, total = c
        spare = 0
        for m in total:
            k = "WUBRGC".index(m)
            if left[k]:
                left[k] -= 1
            else:
                spare += 1
        left[6] += inp
        left[6] -= min(left[6], spare)
        if inp:
            first = inp if first == 0 else min(first, inp)
        else:
            free_spare = min(3, free_spare + spare)
    colored = sum(left[:6])
    rest = count - colored  # one-mana sources left for generic mana once colors are paid
    if rest < left[6] or (first and min(3, free_spare + rest) < first):
        return False
    return all(meeting[g] >= r for g, r in _checks(tuple(left)))


@dataclass
class _Memo:
    numbers: dict[Position, int]  # each position seen, numbered from 0
    positions: list[Position]
    untapped: list[int]  # the number of each position's untapped position (-1: not yet)
    costs: dict[tuple[str, str], int]  # (cost, spell) -> its number
    cost_of: list[tuple[str, str]]  # its number -> (cost, spell)
    pay: dict[int, bool]  # position number * COSTS + cost number -> payable
    by_totals: dict[tuple[tuple[tuple[tuple[int, str], ...], ...], tuple[int, ...]], bool]
    masks: dict[tuple[int, ...], dict[int, int]]  # questions -> position -> mask
    total_masks: dict[tuple[int, ...], dict[Any, int]]  # questions -> totals -> mask
    colors: dict[int, frozenset[str]]
    actions: dict[tuple[Any, ...], tuple[Outcome, ...]]
    deltas: dict[tuple[Any, ...], tuple[_Delta, ...] | None]
    kinds: dict[Perm, Kind]
    simple: dict[int, tuple[tuple[tuple[int, str], ...], ...] | None]
    inert: dict[int, bool]
    boards: OrderedDict[Position, Board]


#: Cost numbers per position in the payability memo's keys.
COSTS = 1 << 16


class Positions:
    """The engine's answers about positions for one deck's cards (see the module)."""

    def __init__(self, cards: Sequence[Card], commander: Sequence[Card] = ()) -> None:
        self.cards = {c.name: c for c in (*cards, *commander)}
        self.commander = tuple(commander)
        self.memo = _Memo({}, [], [], {}, [], {}, {}, {}, {}, {}, {}, {}, {}, {}, {},
                          OrderedDict())
        self.asked = 0  # engine questions asked (memo misses), for benchmarks
        self.creatures = frozenset(c.name for c in cards if "Creature" in c.types)
        self.lands = frozenset(c.name for c in cards if "Land" in c.types)
        self.simple_cards = frozenset(c.name for c in cards if simple_card(c))
        self.inert_cards = frozenset(c.name for c in cards if inert_card(c))
        self.empty = self.number(())
        # beside every permanent the deck can have: its lands twice, its mana cards once
        probe = [Perm(c.name) for c in cards if "Land" in c.types for _ in range(2)]
        probe += [Perm(c.name) for c in cards if "Land" not in c.types and
                  c.is_permanent_card and any(a.is_mana_ability for a in c.abilities)]
        self.probe = self.number(_sorted(probe))

    def number(self, position: Position) -> int:
        """The position's number (positions are numbered as they are first seen)."""
        memo = self.memo
        n = memo.numbers.get(position)
        if n is None:
            n = memo.numbers[position] = len(memo.positions)
            memo.positions.append(position)
            memo.untapped.append(-1)
        return n

    def position(self, number: int) -> Position:
        """The position numbered ``number``."""
        return self.memo.positions[number]

    def untap(self, number: int) -> int:
        """The number of the position at the next turn (:func:`untapped`)."""
        got = self.memo.untapped[number]
        if got < 0:
            got = self.memo.untapped[number] = self.number(untapped(self.position(number)))
        return got

    def cost(self, cost: str, spell: str = "") -> int:
        """The number of a (cost, spell) question."""
        got = self.memo.costs.get((cost, spell))
        if got is None:
            got = self.memo.costs[(cost, spell)] = len(self.memo.cost_of)
            self.memo.cost_of.append((cost, spell))
        return got

    # ------------------------------------------------------------------ boards
    def _new_board(self) -> Board:
        if self.commander:
            return Board(commanders={"you": self.commander[0]})
        return Board()

    def board(self, position: Position) -> Board:
        """A board with the position's permanents (built once; do not change it)."""
        boards = self.memo.boards
        b = boards.get(position)
        if b is not None:
            boards.move_to_end(position)
            return b
        b = self._new_board()
        placed: dict[str, Any] = {}
        for perm in sorted(position, key=lambda p: bool(p.attached_to)):
            target = placed.get(perm.attached_to) if perm.attached_to else None
            c = self.cards.get(perm.name)
            if c is None:  # a predefined token (111.10): a Treasure
                h = b.create_token(perm.name)
                b.edit(h, tapped=perm.tapped)
            else:
                h = b.add(c, tapped=perm.tapped, controlled_since_turn_start=not perm.fresh,
                          counters=dict(perm.counters) or None, attached_to=target,
                          choices=dict(perm.choices))
            placed.setdefault(perm.name, h)
        boards[position] = b
        if len(boards) > BOARDS_KEPT:
            boards.popitem(last=False)
        return b

    def read(self, b: Board, player: str = "you") -> Position:
        """The position of ``player``'s permanents on a board: "arrived this turn" kept
        only for creatures (302.6), choices that matter only while entering dropped."""
        state = b.state
        perms = []
        for perm in state.permanents.values():
            if perm.controller != player:
                continue
            name = perm.card.name if perm.card is not None else perm.base.name
            host = state.permanents.get(perm.attached_to) if perm.attached_to else None
            attached = "" if host is None else (host.card.name if host.card is not None
                                                 else host.base.name)
            fresh = not perm.controlled_since_turn_start and (
                name in self.creatures or "Creature" in perm.base.types)
            choices = tuple(c for c in perm.choices if c[0] not in _ENTERING_ONLY)
            perms.append(Perm(name, perm.tapped, fresh, tuple(sorted(perm.counters)),
                              choices, attached))
        return _sorted(perms)

    # ------------------------------------------------------------ permanents
    def kind(self, perm: Perm) -> Kind:
        """What the engine says of one permanent alone (memoized)."""
        got = self.memo.kinds.get(perm)
        if got is None:
            self.asked += 1
            c = self.cards.get(perm.name)
            b = self.board((perm,))
            p = next(iter(b))
            totals: set[tuple[int, str]] = set()
            if c is not None:
                for i, a in enumerate(c.abilities):
                    if not a.is_mana_ability:
                        continue
                    paid = sum(s.generic for k in a.costs if k.kind == "mana" and k.mana
                               for s in k.mana.symbols)
                    if not _can_tap(b, p, i, paid):
                        continue
                    try:
                        totals |= {(paid, m) for m in b.productions(p, i)}
                    except MtglabError:
                        continue
            try:
                colors = b.could_produce(p)
            except MtglabError:
                colors = frozenset()
            inert = perm.name in self.inert_cards and not perm.attached_to
            simple = inert and perm.name in self.simple_cards
            got = self.memo.kinds[perm] = Kind(inert, simple, tuple(sorted(totals)),
                                               frozenset(colors))
        return got

    def _inert(self, position: int) -> bool:
        """Whether every permanent of the position is inert (see :meth:`kind`)."""
        got = self.memo.inert.get(position)
        if got is None:
            got = self.memo.inert[position] = all(self.kind(p).inert
                                                  for p in self.position(position))
        return got

    def _totals(self, position: int) -> tuple[tuple[tuple[int, str], ...], ...] | None:
        """The totals of a position of simple sources (sorted), or None."""
        memo = self.memo.simple
        if position in memo:
            return memo[position]
        kinds = [self.kind(p) for p in self.position(position)]
        got = tuple(sorted(k.totals for k in kinds if k.totals)) \
            if all(k.simple for k in kinds) else None
        memo[position] = got
        return got

    # --------------------------------------------------------------- questions
    def payable(self, position: int, cost: int) -> bool:
        """Whether the permanents of position number ``position`` could pay the cost
        numbered ``cost`` (:meth:`cost`) now, for its spell (spending restrictions,
        106.6): from the sources' totals for simple sources (see the module), otherwise
        ``Board.can_pay``."""
        key = position * COSTS + cost
        got = self.memo.pay.get(key)
        if got is None:
            text, spell = self.memo.cost_of[cost]
            totals = self._totals(position)
            need = need_of(text)
            if totals is not None and need is not None:
                tkey = (totals, need)
                got = self.memo.by_totals.get(tkey)
                if got is None:
                    got = self.memo.by_totals[tkey] = _covers_need(totals, need)
            if got is None:
                self.asked += 1
                b = self.board(self.position(position))
                try:
                    got = b.can_pay(text, spell=self.cards[spell] if spell else None,
                                    x=0 if "{X}" in text else None)
                except MtglabError:
                    got = False
            self.memo.pay[key] = got
        return got

    def masks(self, questions: tuple[int, ...]) -> dict[int, int]:
        """The memo of :meth:`mask` for these questions, position number -> mask (this
        process's, shared by every run of the deck)."""
        return self.memo.masks.setdefault(questions, {})

    def mask(self, position: int, questions: tuple[int, ...]) -> int:
        """What the position could pay, at once: bit ``k`` is set when it could pay the
        cost numbered ``questions[k]`` (:meth:`payable`, 601.2f-h). Memoized per
        position and, for a position of simple sources, per multiset of totals (106.1:
        what mana the sources can make is all that the answer depends on); for sources
        of one mana each, every cost is decided from one table of Hall's condition
        (:func:`_hall_mask`)."""
        memo = self.masks(questions)
        got = memo.get(position)
        if got is None:
            totals = self._totals(position)
            by_totals = self.memo.total_masks.setdefault(questions, {})
            if totals is not None:
                got = by_totals.get(totals)
                if got is None:
                    needs = [need_of(self.memo.cost_of[c][0]) for c in questions]
                    if all(n is not None for n in needs):
                        got = _hall_mask(totals, _plans(tuple(needs)))
                        if got is None:
                            got = sum(1 << k for k, c in enumerate(questions)
                                      if self.payable(position, c))
                        by_totals[totals] = got
            if got is None:
                got = sum(1 << k for k, c in enumerate(questions)
                          if self.payable(position, c))
            memo[position] = got
        return got

    def colors(self, position: int) -> frozenset[str]:
        """The mana types the position's permanents could produce (106.7)."""
        got = self.memo.colors.get(position)
        if got is None:
            perms = self.position(position)
            if self._inert(position):
                found: set[str] = set()
                for p in perms:
                    found |= self.kind(p).colors
            else:
                self.asked += 1
                b = self.board(perms)
                found = set()
                for q in b:
                    try:
                        found |= b.could_produce(q)
                    except MtglabError:
                        continue
            got = frozenset(found)
            self.memo.colors[position] = got
        return got

    def alone_colors(self, name: str) -> frozenset[str]:
        """The mana types a permanent could produce alone on the battlefield (106.7)."""
        return self.kind(Perm(name)).colors

    def lands_in(self, position: int) -> int:
        """How many lands the position has."""
        return sum(p.name in self.lands for p in self.position(position))

    # ----------------------------------------------------------------- actions
    def play_land(self, position: int, land: str,
                  library: tuple[str, ...] = ()) -> tuple[Outcome, ...]:
        """Every outcome of playing ``land`` from the hand (305.1): it enters by its own
        rules (tapped or not, its "as it enters" choices), its triggers resolve, and a
        search ability that costs no mana is activated at once (a fetch land, 701.23).
        ``library``: the distinct land names left in the library (for a search)."""
        c = self.cards[land]
        lib = library if searches(c) else ()

        def act(b: Board, choices: Sequence[Any]) -> None:
            h = b.add(c, zone="hand")
            b.play_land(h, choices=choices)
        return self._action(("play", land, lib), position, act, lib)

    def cast(self, position: int, spell: str,
             library: tuple[str, ...] = ()) -> tuple[Outcome, ...]:
        """Every outcome of casting ``spell`` (a mana creature, a rock, a search spell)
        with its cost paid (601.2): it resolves, its triggers resolve, and a search
        ability of it that costs no mana is activated at once (Sakura-Tribe Elder)."""
        c = self.cards[spell]
        lib = library if searches(c) else ()

        def act(b: Board, choices: Sequence[Any]) -> None:
            if c.mana_cost is not None:
                b.add_mana("you", _mana_for(str(c.mana_cost)))
            b.cast(c, choices=choices, x=0 if "{X}" in str(c.mana_cost or "") else None)
        return self._action(("cast", spell, lib), position, act, lib)

    def findable(self, name: str, lands: Sequence[str]) -> tuple[str, ...] | None:
        """The names among ``lands`` that playing or casting ``name`` may find in the
        library (701.23), sorted: asked of the engine with each of them in the library,
        beside nothing and beside every permanent the deck can have; None when the two
        answers differ or the choice has more options than are explored. A library card
        the search can't find is never one of its choices (701.23a), so a game may
        leave the others out of the library it passes (fewer questions to the engine,
        the same outcomes)."""
        lib = tuple(sorted(set(lands)))
        found = []
        for at in (self.empty, self.probe):
            outs = self.play_land(at, name, lib) if name in self.lands else \
                self.cast(at, name, lib)
            found.append(sorted({n for o in outs for n in o.from_library}))
        if found[0] != found[1] or len(found[0]) >= MAX_OPTIONS:
            return None
        return tuple(found[0])

    def _action(self, what: tuple[Any, ...], position: int,
                act: Callable[[Board, Sequence[Any]], None],
                library: tuple[str, ...]) -> tuple[Outcome, ...]:
        key = (*what, position)
        got = self.memo.actions.get(key)
        if got is not None:
            return got
        deltas = self._context_free(what, act, library)
        if deltas is not None and self._inert(position):
            base = self.position(position)
            got = tuple(dict.fromkeys(Outcome(
                self.number(_sorted((*base, *d.added))), d.to_hand, d.from_library, d.life,
                d.tapped, d.entered) for d in deltas))
        else:
            got = tuple(self._outcomes(position, act, library))
        self.memo.actions[key] = got
        return got

    def _context_free(self, what: tuple[Any, ...],
                      act: Callable[[Board, Sequence[Any]], None],
                      library: tuple[str, ...]) -> tuple[_Delta, ...] | None:
        """The action's outcomes as changes, when they are the same beside nothing and
        beside every permanent the deck can have and add without removing; else None."""
        if what in self.memo.deltas:
            return self.memo.deltas[what]
        alone = self._deltas(self.empty, act, library)
        beside = self._deltas(self.probe, act, library)
        same = set(alone) == set(beside) and all(not d.removed for d in alone)
        got = tuple(alone) if same and alone else None
        self.memo.deltas[what] = got
        return got

    def _deltas(self, position: int, act: Callable[[Board, Sequence[Any]], None],
                library: tuple[str, ...]) -> list[_Delta]:
        base = Counter(self.position(position))
        out = []
        for o in self._outcomes(position, act, library):
            after = Counter(self.position(o.position))
            out.append(_Delta(_sorted((after - base).elements()),
                              _sorted((base - after).elements()), o.to_hand,
                              o.from_library, o.life, o.tapped, o.entered))
        return out

    def _outcomes(self, position: int, act: Callable[[Board, Sequence[Any]], None],
                  library: tuple[str, ...]) -> list[Outcome]:
        """Every outcome of the action on the position, asked of the engine."""
        self.asked += 1
        start = self.board(self.position(position)).copy()
        for name in library:
            start.add(self.cards[name], zone="library")
        before = set(start.state.permanents)
        hand_before = {h.id for h in start.cards("you", "hand")}
        library_before = {h.id: h.name for h in start.cards("you", "library")}
        outs: dict[Outcome, None] = {}
        for b, life in self._explore(start, act, before):
            new = {pid for pid in b.state.permanents if pid not in before}
            land_new = [b.state.permanents[p] for p in sorted(new)
                        if "Land" in b.state.permanents[p].base.types]
            to_hand = tuple(sorted(h.name for h in b.cards("you", "hand")
                                   if h.id not in hand_before))
            left = {h.id for h in b.cards("you", "library")}
            taken = tuple(sorted(n for i, n in library_before.items() if i not in left))
            entered = tuple(sorted(p.card.name if p.card is not None else p.base.name
                                   for p in land_new))
            outs[Outcome(self.number(self.read(b)), to_hand, taken, life,
                         any(p.tapped for p in land_new), entered)] = None
        return list(outs)

    def _explore(self, start: Board, act: Callable[[Board, Sequence[Any]], None],
                 before: set[int]) -> list[tuple[Board, int]]:
        """Every board the action can lead to, one per combination of choices, with the
        life paid; then its triggers resolve and its fetch is activated, likewise."""
        life0 = start.life("you")
        done: list[tuple[Board, int]] = []
        for b in _branches(start, act):
            for end in self._settle(b, before):
                done.append((end, life0 - end.life("you")))
        return done

    def _settle(self, b: Board, before: set[int], depth: int = 0) -> list[Board]:
        if depth > 4:
            return [b]
        if b.state.stack:
            return [e for nb in _branches(b, _resolve) for e in self._settle(nb, before,
                                                                            depth + 1)]
        for pid in sorted(set(b.state.permanents) - before):
            perm = b.state.permanents[pid]
            if perm.card is None or perm.controller != "you":
                continue
            for i in _search_abilities(perm.card):
                h = b.get(pid)
                if not b.can_activate(h, i):
                    continue
                nexts = _branches(b, _activation(h, i))
                if nexts:
                    return [e for nb in nexts for e in self._settle(nb, before, depth + 1)]
        return [b]


def _branches(b: Board, act: Callable[[Board, Sequence[Any]], Any]) -> list[Board]:
    """``act`` on copies of ``b`` with every sequence of answers to the choices it asks
    (each choice's options in a stable order, at most :data:`MAX_OPTIONS`); answers
    that make it fail are dropped."""
    out = []
    queue: list[tuple[Any, ...]] = [()]
    while queue:
        choices = queue.pop(0)
        nb = b.copy()
        try:
            act(nb, list(choices))
        except ChoiceRequired as e:
            if len(choices) < MAX_CHOICES:
                options = sorted(e.options, key=repr)[:MAX_OPTIONS]
                queue.extend((*choices, o) for o in options)
            continue
        except MtglabError:
            continue
        out.append(nb)
    return out


def _can_tap(b: Board, p: Any, i: int, paid: int) -> bool:
    """Whether the mana ability could be activated with ``paid`` generic mana made by
    other sources (a filter's {1}, which :func:`covers` counts)."""
    if not paid:
        return b.can_activate(p, i)
    with_mana = b.copy()
    with_mana.add_mana("you", "C" * paid)
    return with_mana.can_activate(p, i)


def _resolve(b: Board, choices: Sequence[Any]) -> None:
    b.resolve(choices=choices)


def _activation(h: Any, i: int) -> Callable[[Board, Sequence[Any]], None]:
    def act(b: Board, choices: Sequence[Any]) -> None:
        b.activate(h, i, choices=choices)
    return act


def _mana_for(cost: str) -> str:
    """Mana that pays ``cost`` exactly: each colored symbol its color, each hybrid one its
    first color, generic and the rest colorless (X is 0)."""
    out = []
    for token in cost.replace("}", "").split("{")[1:]:
        if token.isdigit():
            out.append("C" * int(token))
        elif token in ("X", "Y", "Z"):
            continue
        else:
            first = token.split("/")[0]
            out.append(first if first in "WUBRGC" else "C" * int(first)
                       if first.isdigit() else "C")
    return "".join(out)


_CACHE: OrderedDict[str, Positions] = OrderedDict()


def positions_for(cards: Sequence[Card], commander: Sequence[Card] = ()) -> Positions:
    """The process's memo for a deck's cards (kept for the last few decks)."""
    h = hashlib.sha256()
    for c in (*cards, *commander):
        h.update(repr((c.name, str(c.mana_cost), c.type_line, c.oracle_text)).encode())
    h.update(repr(tuple(c.name for c in commander)).encode())
    digest = h.hexdigest()
    got = _CACHE.get(digest)
    if got is None:
        got = Positions(cards, commander)
        _CACHE[digest] = got
        if len(_CACHE) > 4:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(digest)
    return got
