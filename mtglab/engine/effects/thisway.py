"""The record of what an instruction did, for "that many" and "... this way" after it
(CR 608.2c, 608.2h, 609.3).

"Discard any number of cards, then draw that many cards", "Destroy all creatures. You
gain 1 life for each card destroyed this way": a later instruction counts the objects an
earlier one actually moved as it resolved — not the number it asked for (609.3: an
instruction does only what is possible). :func:`counting` wraps an instruction's verb
so that, once it is carried out, the resolution records how many objects changed zones
as the amount "that much" (``paid["that_much"]``), the same record damage, life and a
trigger's own amount use (:meth:`Resolution.amount`, AmountKind.THAT_MUCH).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import Selector
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, Looks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.state import BaseValues, CardInZone, GameState

__all__ = ["any_number", "counting", "done_count", "done_for", "done_matching", "moved"]

#: one object an instruction moved: its id, how it looked just before (608.2h), whether
#: it was a token
Done = tuple[int, Looks, bool]

#: a verb of engine.effects.perform: (state, instruction, Resolution) -> (state, Resolution)
Verb = Callable[[GameState, Any, Any], tuple[GameState, Any]]


def _places(state: GameState) -> Iterator[tuple[int, str]]:
    """Every object id with the zone it is in (400.1): the battlefield, each player's
    hand, library and graveyard, and exile."""
    for pid in state.permanents:
        yield pid, "battlefield"
    for zone, cards in (("hand", state.hands), ("library", state.libraries),
                        ("graveyard", state.graveyards)):
        for player, held in cards.items():
            for card in held:
                if card.id is not None:
                    yield card.id, f"{zone}:{player}"
    for card in state.exile:
        if card.id is not None:
            yield card.id, "exile"


def moved(before: GameState, after: GameState) -> int:
    """How many objects left the zone they were in between two states (608.2c): a card
    that changes zones is a new object (400.7), and a token put into a graveyard ceases
    to exist (111.7) — each counts once.

    >>> from mtglab.engine.state import GameState
    >>> moved(GameState(players=(), active=""), GameState(players=(), active=""))
    0
    """
    now = dict(_places(after))
    return sum(1 for oid, zone in _places(before) if now.get(oid) != zone)


#: the players an instruction acting on each of several players names (Who values)
_EACH = frozenset({"each player", "each opponent"})


def _by_player(before: GameState, after: GameState) -> dict[str, int]:
    """How many objects each player moved, for an instruction each of several players
    carries out: "Each player discards their hand, then draws that many cards" — each
    draws as many as they discarded (608.2c). A permanent counts for its controller, a
    card for its owner."""
    now = dict(_places(after))
    by = {p.name: 0 for p in before.players}
    for oid, zone in _places(before):
        if now.get(oid) == zone:
            continue
        perm = before.permanents.get(oid) if zone == "battlefield" else None
        player = perm.controller if perm is not None else zone.partition(":")[2]
        if player in by:
            by[player] += 1
    return by


def done_for(paid: Any, player: str) -> int | None:
    """What "that many" is for one player after an instruction each of several players
    carried out (608.2c), or None when the count is the same for all."""
    by = paid.get("that_much_by")
    return None if by is None else int(by.get(player, 0))


def _done(before: GameState, after: GameState) -> tuple[Done, ...]:
    """The objects that left their zone between two states, each as it last existed
    there (608.2h): a permanent with its current characteristics, a card as printed."""
    now = dict(_places(after))
    gone = [(oid, zone) for oid, zone in _places(before) if now.get(oid) != zone]
    if not gone:
        return ()
    chars = characteristics_of(before) if any(z == "battlefield" for _o, z in gone) else {}
    cards = {c.id: c for c in _cards(before)}
    done: list[Done] = []
    for oid, zone in gone:
        if zone == "battlefield" and oid in chars:
            done.append((oid, chars[oid], before.permanents[oid].is_token))
        elif oid in cards and cards[oid].card is not None:
            card = cards[oid]
            assert card.card is not None
            done.append((oid, CardLooks(BaseValues.of_card(card.card), card.owner), False))
    return tuple(done)


def _cards(state: GameState) -> Iterator[CardInZone]:
    for zone in (state.hands, state.libraries, state.graveyards):
        for held in zone.values():
            yield from held
    yield from state.exile


def done_count(paid: Any) -> int:
    """"That many", "the number of cards exiled this way": what the instruction before
    recorded (608.2c) — or, before any, what the ability's cost moved ("{T}, Exile any
    number of cards from your graveyard: ... the number of cards exiled this way",
    601.2h, 602.2b)."""
    if "that_much" in paid:
        return int(paid["that_much"] or 0)
    for key in ("exiled", "sacrificed"):
        if paid.get(key):
            return len(paid[key])
    return int(paid.get("discarded") or 0)


def done_matching(paid: Any, sel: Selector, source_id: int | None, controller: str) -> int:
    """"For each creature destroyed this way", "the number of nonland cards discarded
    this way": the objects the instruction before moved that had the kind named, as they
    last existed (608.2c, 608.2h)."""
    ctx = SelectContext(source_id, controller)
    return sum(1 for oid, looks, token in paid.get("this_way", ())
               if matches(sel, oid, looks, ctx, is_token=token))


def any_number(chooser: Chooser, what: str, most: int) -> int:
    """"Discard any number of cards": the player chooses how many, from none to all
    they have (107.1c, 609.3); the instruction then records that many."""
    return int(chooser.pick(f"{what} (any number, CR 107.1c)", list(range(most + 1))))


def counting(verb: Verb) -> Verb:
    """The verb, recording after it how many objects it moved as "that much" (608.2c):
    what "that many" and "the number of cards <verb>ed this way" read next."""

    def counted(state: GameState, effect: Any, res: Any) -> tuple[GameState, Any]:
        after, res_after = verb(state, effect, res)
        done = _done(state, after)
        paid = {**res_after.paid, "that_much": moved(state, after), "this_way": done}
        if str(getattr(effect, "player", "")) in _EACH:  # "Each player discards ..."
            paid["that_much_by"] = _by_player(state, after)
        else:
            paid.pop("that_much_by", None)
        return after, replace(res_after, paid=paid)

    counted.__name__ = getattr(verb, "__name__", "counted")
    counted.__doc__ = verb.__doc__
    return counted
