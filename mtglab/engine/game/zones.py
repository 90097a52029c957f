"""The zones cards are in, and moving things between them (CR 400, 400.7, 111.7, 704.5d).

Each player has a hand, a library (top first) and a graveyard; exile is shared, each card
keeping its owner (400.1, 406). A card in one of these zones is a :class:`CardInZone` with
an object id of its own there; moving it makes a new object with a new id (400.7).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from mtglab.cards.model import Card
from mtglab.cards.types import CREATURE_TYPES, TypeLine
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.effects.durations import end_expired
from mtglab.engine.effects.exileinstead import exiled_instead
from mtglab.engine.effects.graveyardinstead import graveyard_replacer, own_replacement
from mtglab.engine.effects.leaving import exiled_on_leaving
from mtglab.engine.game.history import (
    record_leaving,
    record_to_any_graveyard,
    record_to_graveyard,
)
from mtglab.engine.resolution.delayedleaving import delayed_by_leaving
from mtglab.engine.resolution.leftobjects import found_in, remember_left
from mtglab.engine.resolution.triggers import (
    found_as,
    triggered_by_card_to_graveyard,
    triggered_by_exiling,
    triggered_by_leaving,
    triggered_by_leaving_graveyard,
)
from mtglab.engine.state import CardInZone, GameState
from mtglab.engine.wording import possessive

__all__ = [
    "CARD_ZONES",
    "card_zone",
    "leave_battlefield",
    "move_card",
    "move_to_graveyard",
    "moved_card",
    "put_card",
    "take_card",
    "zone_cards",
]

#: the zones a card can be in besides the battlefield and the stack (CR 400.1)
CARD_ZONES = ("hand", "library", "graveyard", "exile")


def zone_cards(state: GameState, player: str, zone: str) -> tuple[CardInZone, ...]:
    """The cards ``player`` owns in ``zone`` (a library top first)."""
    if zone == "exile":
        return tuple(c for c in state.exile if c.owner == player)
    return tuple(_zone_map(state, zone).get(player, ()))


def _zone_map(state: GameState, zone: str) -> dict[str, tuple[CardInZone, ...]]:
    field = {"hand": "hands", "library": "libraries", "graveyard": "graveyards"}[zone]
    return dict(getattr(state, field))


def _with_zone(state: GameState, player: str, zone: str,
               cards: Iterable[CardInZone]) -> GameState:
    if zone == "exile":
        others = tuple(c for c in state.exile if c.owner != player)
        return state.evolve(exile=(*others, *cards))
    field = {"hand": "hands", "library": "libraries", "graveyard": "graveyards"}[zone]
    zones = _zone_map(state, zone)
    zones[player] = tuple(cards)
    return state.evolve(**{field: zones})


def put_card(state: GameState, card: Card, owner: str, zone: str, *,
             top: bool = False, history: bool = True) -> tuple[int, GameState]:
    """Put a card into one of its owner's zones as a new object (400.7); a library
    gets it at the bottom unless ``top``. Returns its id there and the new state. A
    permanent card put into a graveyard is kept in the turn's history (700.11), unless
    ``history`` is False (a board's set-up)."""
    if zone == "graveyard" and history:
        state = record_to_any_graveyard(state, owner, card.types)
    oid, state = state.take_id()
    entry = CardInZone(card.name, owner, card, oid)
    now = zone_cards(state, owner, zone)
    return oid, _with_zone(state, owner, zone, (entry, *now) if top else (*now, entry))


def card_zone(state: GameState, card_id: int) -> tuple[str, str, CardInZone] | None:
    """Where the card with this id is: (owner, zone, the card), or None."""
    for zone in CARD_ZONES:
        source = state.exile if zone == "exile" else tuple(
            c for cards in _zone_map(state, zone).values() for c in cards)
        for c in source:
            if c.id == card_id:
                return c.owner, zone, c
    return None


def take_card(state: GameState, card_id: int) -> tuple[CardInZone, GameState]:
    """Take a card out of its zone (to put it onto the battlefield, 400.7): the card and
    the state without it."""
    found = card_zone(state, card_id)
    if found is None:
        raise KeyError(card_id)
    owner, zone, entry = found
    before, state = state, _with_zone(state, owner, zone, (
        c for c in zone_cards(state, owner, zone) if c.id != card_id))
    if zone == "graveyard":  # "whenever a card leaves your graveyard" (603.10a)
        state = triggered_by_leaving_graveyard(before, state, entry)
    return entry, state


def move_card(state: GameState, card_id: int, to: str, why: str, rule: str, *,
              top: bool = False) -> GameState:
    """Move a card between zones (hand, library, graveyard, exile): it becomes a new
    object there (400.7)."""
    return moved_card(state, card_id, to, why, rule, top=top)[1]


def moved_card(state: GameState, card_id: int, to: str, why: str, rule: str, *,
               top: bool = False) -> tuple[int, GameState]:
    """:func:`move_card`, with the card's new id in its new zone (400.7). A card put
    into a graveyard sets off the abilities that watch for it (603.2)."""
    found = card_zone(state, card_id)
    if found is None:
        raise KeyError(card_id)
    owner, zone, entry = found
    if to == "graveyard" and zone != "graveyard" and (by := graveyard_replacer(
            state, owner, card=entry.card)) is not None:  # 614.1a, 614.6
        to, why, rule = "exile", f"{why}; exiled instead of put into a graveyard ({by})", \
            f"{rule}, 614.6"
    before, state = state, _with_zone(state, owner, zone, (
        c for c in zone_cards(state, owner, zone) if c.id != card_id))
    if zone == "graveyard":  # "whenever a card leaves your graveyard" (603.10a)
        state = triggered_by_leaving_graveyard(before, state, entry)
    assert entry.card is not None
    new, state = put_card(state, entry.card, owner, to, top=top)
    where = "exile" if to == "exile" else f"{possessive(owner)} {to}"
    state = state.logged("moves", entry.name, f"{why}; from {possessive(owner)} {zone} "
                         f"to {where}", rule)
    if to == "graveyard":
        state = triggered_by_card_to_graveyard(state, new, str(zone))
    elif to == "exile" and zone == "graveyard" and "Creature" in entry.card.types:
        state = triggered_by_exiling(state, state, owner, new)  # a creature card (406.3)
    return new, state


def _type_line(chars: Characteristics) -> str:
    """A permanent's types as they are now, as a type line (CR 205.1; "all creature
    types", 702.73a, written out), kept as it leaves for "if a non-Zombie creature
    died this turn" (603.10a)."""
    subtypes = tuple(CREATURE_TYPES) if chars.all_creature_types and \
        "Creature" in chars.types else chars.subtypes
    return str(TypeLine(chars.supertypes, chars.types, subtypes))


def leave_battlefield(state: GameState, pid: int, to: str | None, why: str,
                      rule: str, *, sacrificed: bool = False) -> GameState:
    """Take a permanent off the battlefield into zone ``to`` (None: ceases to exist).

    A token ceases to exist instead of staying in another zone (CR 111.7, 704.5d); the
    card becomes a new object (400.7), so effects that named the permanent end, and
    Auras attached to it are left attached to nothing (704.5m).
    """
    perm = state.permanents[pid]
    if to == "graveyard" and perm.counter("finality"):  # 122.1h: exiled instead (614.1a)
        to, why, rule = "exile", f"{why}; its finality counter exiles it instead", \
            f"{rule}, 122.1h"
    chars = characteristics_of(state)[pid]
    if to == "graveyard" and exiled_instead(state, pid, chars):  # 614.1a, 614.6
        to, why, rule = "exile", f"{why}; it would die, so it is exiled instead", \
            f"{rule}, 614.6"
    if to == "graveyard" and (by := graveyard_replacer(  # "from anywhere" (614.1a, 614.6)
            state, perm.owner, card=perm.card, is_token=perm.is_token or perm.card is None,
            own=own_replacement(r.ability for r in chars.abilities))) is not None:
        to, why, rule = "exile", f"{why}; exiled instead of put into a graveyard ({by})", \
            f"{rule}, 614.6"
    to, why, rule = exiled_on_leaving(state, pid, to, why, rule)  # 614.1a, 702.84a
    name = chars.name
    before, state = state, state.without_permanent(pid)
    state = triggered_by_leaving(before, state, pid, to,  # it looks back in time (603.10a)
                                 sacrificed=sacrificed)  # "whenever you sacrifice" (701.21a)
    state = remember_left(state, pid, chars)  # as it last existed (608.2h)
    state = delayed_by_leaving(state, pid, died=to == "graveyard" and  # 603.7c, 700.4
                               "Creature" in chars.types, looks=chars)
    state = record_leaving(state, chars.controller, creature="Creature" in chars.types,
                           to=to, type_line=_type_line(chars))  # the turn's history (700.4)
    # effects locked on it stop affecting it (611.2c); effects it created stay (611.2a);
    # "for as long as" effects watching it are ended by durations.end_expired
    effects = []
    for r in state.effects:
        if pid in r.affected:
            rest = r.affected - {pid}
            if not rest:
                continue
            r = replace(r, affected=rest)
        effects.append(r)
    state = state.evolve(effects=tuple(effects))
    # things attached to it become unattached (state-based actions deal with Auras)
    detached = [p for p in state.permanents.values() if p.attached_to == pid]
    state = state.with_permanents(replace(p, attached_to=None) for p in detached)
    state = end_expired(state)  # "for as long as" effects watching it end (611.2b)
    exiled = to == "exile" and "Creature" in chars.types  # a creature put into exile
    if perm.is_token or perm.card is None:
        if exiled:  # it was put into exile, then ceased to exist (111.7, 704.5d)
            state = triggered_by_exiling(before, state, chars.controller, None)
        return state.logged("leaves", name, f"{why}; a token ceases to exist", rule + ", 111.7")
    if to in CARD_ZONES:
        oid, state = put_card(state, perm.card, perm.owner, to, top=to == "library")
        if to == "graveyard":  # "a card put there from the battlefield this turn"
            state = record_to_graveyard(state, perm.owner, oid)
        state = found_in(state, pid, oid, to)  # the new object, in a public zone (400.7e)
        state = found_as(state, pid, oid)  # "that card" of its dies triggers (400.7)
        if to == "graveyard":
            state = triggered_by_card_to_graveyard(state, oid, "battlefield")
        if exiled:  # 603.10a: as it last existed on the battlefield
            state = triggered_by_exiling(before, state, chars.controller, oid)
        where = "exiled" if to == "exile" else f"into {possessive(perm.owner)} {to}"
        return state.logged("leaves", name, f"{why}; {where}", rule)
    return state.logged("leaves", name, f"{why}; to {to or 'nowhere'}", rule)


def move_to_graveyard(state: GameState, pid: int, why: str, rule: str, *,
                      sacrificed: bool = False) -> GameState:
    """Put a permanent into its owner's graveyard (``sacrificed``: its controller
    sacrificed it, 701.21a)."""
    return leave_battlefield(state, pid, "graveyard", why, rule, sacrificed=sacrificed)
