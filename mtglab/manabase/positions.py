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

The memo lives in the process (each Dask worker warms its own), keyed by the deck's
cards; it holds answers, never a game's state.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from mtglab.board.board import Board
from mtglab.cards import Card
from mtglab.cards.effects import SearchLibrary
from mtglab.errors import ChoiceRequired, MtglabError

__all__ = ["MAX_OPTIONS", "Outcome", "Perm", "Position", "Positions", "positions_for",
           "untapped"]

#: The most options of one choice explored (a creature type has hundreds; a land's
#: choices have two or three).
MAX_OPTIONS = 6
#: The most choices one action may ask before its branch is given up.
MAX_CHOICES = 6
#: Boards kept built for the positions asked most recently.
BOARDS_KEPT = 256


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
    cards it took from the library (a fetch, 701.23), the life it cost, and whether the
    land it put in play is tapped; the names of the lands that entered."""

    position: int
    to_hand: tuple[str, ...] = ()
    from_library: tuple[str, ...] = ()
    life: int = 0
    tapped: bool = False
    entered: tuple[str, ...] = ()


def _sorted(perms: Sequence[Perm]) -> Position:
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


@dataclass
class _Memo:
    numbers: dict[Position, int]  # each position seen, numbered from 0
    positions: list[Position]
    untapped: list[int]  # the number of each position's untapped position (-1: not yet)
    costs: dict[tuple[str, str], int]  # (cost, spell) -> its number
    cost_of: list[tuple[str, str]]  # its number -> (cost, spell)
    pay: dict[int, bool]  # position number * COSTS + cost number -> payable
    colors: dict[int, frozenset[str]]
    actions: dict[tuple[Any, ...], tuple[Outcome, ...]]
    boards: OrderedDict[Position, Board]


#: Cost numbers per position in the payability memo's keys.
COSTS = 1 << 16


class Positions:
    """The engine's answers about positions for one deck's cards (see the module)."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.cards = {c.name: c for c in cards}
        self.memo = _Memo({}, [], [], {}, [], {}, {}, {}, OrderedDict())
        self.asked = 0  # engine questions asked (memo misses), for benchmarks
        self.creatures = frozenset(c.name for c in cards if "Creature" in c.types)
        self.lands = frozenset(c.name for c in cards if "Land" in c.types)
        self.empty = self.number(())

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
    def board(self, position: Position) -> Board:
        """A board with the position's permanents (built once; do not change it)."""
        boards = self.memo.boards
        b = boards.get(position)
        if b is not None:
            boards.move_to_end(position)
            return b
        b = Board()
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

    # --------------------------------------------------------------- questions
    def payable(self, position: int, cost: int) -> bool:
        """Whether the permanents of position number ``position`` could pay the cost
        numbered ``cost`` (:meth:`cost`) now, for its spell (spending restrictions,
        106.6): ``Board.can_pay``."""
        key = position * COSTS + cost
        got = self.memo.pay.get(key)
        if got is None:
            self.asked += 1
            text, spell = self.memo.cost_of[cost]
            b = self.board(self.position(position))
            try:
                got = b.can_pay(text, spell=self.cards[spell] if spell else None,
                                x=0 if "{X}" in text else None)
            except MtglabError:
                got = False
            self.memo.pay[key] = got
        return got

    def colors(self, position: int) -> frozenset[str]:
        """The mana types the position's permanents could produce (106.7)."""
        got = self.memo.colors.get(position)
        if got is None:
            self.asked += 1
            b = self.board(self.position(position))
            found: set[str] = set()
            for p in b:
                try:
                    found |= b.could_produce(p)
                except MtglabError:
                    continue
            got = frozenset(found)
            self.memo.colors[position] = got
        return got

    def alone_colors(self, name: str) -> frozenset[str]:
        """The mana types a permanent could produce alone on the battlefield (106.7)."""
        return self.colors(self.number((Perm(name),)))

    def lands_in(self, position: int) -> int:
        """How many lands the position has."""
        return sum(p.name in self.lands for p in self.position(position))

    def play_land(self, position: int, land: str,
                  library: tuple[str, ...] = ()) -> tuple[Outcome, ...]:
        """Every outcome of playing ``land`` from the hand (305.1): it enters by its own
        rules (tapped or not, its "as it enters" choices), its triggers resolve, and a
        search ability that costs no mana is activated at once (a fetch land, 701.23).
        ``library``: the distinct land names left in the library (for a search)."""
        c = self.cards[land]
        key = ("play", position, land, library if searches(c) else ())

        def act(b: Board, choices: Sequence[Any]) -> None:
            h = b.add(c, zone="hand")
            b.play_land(h, choices=choices)
        return self._outcomes(key, position, act, key[3])

    def cast(self, position: int, spell: str,
             library: tuple[str, ...] = ()) -> tuple[Outcome, ...]:
        """Every outcome of casting ``spell`` (a mana creature, a rock, a search spell)
        with its cost paid (601.2): it resolves, its triggers resolve, and a search
        ability of it that costs no mana is activated at once (Sakura-Tribe Elder)."""
        c = self.cards[spell]
        key = ("cast", position, spell, library if searches(c) else ())

        def act(b: Board, choices: Sequence[Any]) -> None:
            if c.mana_cost is not None:
                b.add_mana("you", _mana_for(str(c.mana_cost)))
            b.cast(c, choices=choices, x=0 if "{X}" in str(c.mana_cost or "") else None)
        return self._outcomes(key, position, act, key[3])

    # ----------------------------------------------------------------- outcomes
    def _outcomes(self, key: tuple[Any, ...], position: int,
                  act: Callable[[Board, Sequence[Any]], None],
                  library: tuple[str, ...]) -> tuple[Outcome, ...]:
        got = self.memo.actions.get(key)
        if got is not None:
            return got
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
        got = tuple(outs)
        self.memo.actions[key] = got
        return got

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


def positions_for(cards: Sequence[Card]) -> Positions:
    """The process's memo for a deck's cards (kept for the last few decks)."""
    h = hashlib.sha256()
    for c in cards:
        h.update(repr((c.name, str(c.mana_cost), c.type_line, c.oracle_text)).encode())
    digest = h.hexdigest()
    got = _CACHE.get(digest)
    if got is None:
        got = Positions(cards)
        _CACHE[digest] = got
        if len(_CACHE) > 4:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(digest)
    return got
