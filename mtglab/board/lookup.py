"""Finding what a :class:`~mtglab.board.board.Board` verb names: a permanent by handle,
id or name; a card in a hand, library, graveyard or exile (CR 400.1) by handle, id or
name; an ability of a permanent or of a card in a hand (113.6m) by index, ability word
or the start of its text. A name must be unique where it is looked for; a handle must
name the very object it was made for (a moved card is a new object, 400.7)."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

from mtglab.board import validation as check
from mtglab.board.handles import CardHandle, Permanent, object_identity
from mtglab.engine.activating import hand
from mtglab.engine.characteristics.layers import AbilityRef, characteristics_of
from mtglab.engine.game.zones import CARD_ZONES, card_zone, zone_cards
from mtglab.engine.state import GameState
from mtglab.errors import (
    BadArgumentTypeError,
    IllegalActionError,
    UnknownPermanentError,
    shorten,
)

__all__ = ["ability_of", "card_id_of", "hand_ability_of", "permanent_id", "permanent_named",
           "target_of"]


def _handle_id(state: GameState, p: Permanent) -> int:
    """The id of the permanent a handle was made for, if it is still on the battlefield."""
    perm = state.permanents.get(p.id)
    if perm is None:
        raise UnknownPermanentError(f"{p.name} (#{p.id}) is not on the battlefield")
    if p.identity is not None and p.identity != object_identity(perm):
        raise UnknownPermanentError(
            f"the handle {p!r} comes from another board: #{p.id} here is "
            f"{perm.base.name} of {perm.owner} (handles work on the board they came "
            "from, its copies and the board read back from its file; pass the id "
            "to use it here)")
    return p.id


def permanent_named(state: GameState, name: str) -> int:
    """The id of the permanent named ``name`` (case-insensitive) or ``"#7"``; an
    ambiguous or unknown name raises."""
    chars = characteristics_of(state)
    key = name.strip().lower()
    hits = [pid for pid, c in chars.items() if c.name.lower() == key]
    if key.startswith("#") and key[1:].isdigit():
        return permanent_id(state, int(key[1:]))
    if not hits:
        names = sorted({c.name for c in chars.values()})
        raise UnknownPermanentError(f"no permanent named {shorten(name)} on the "
                                    f"battlefield; there are: {names}")
    if len(hits) > 1:
        raise UnknownPermanentError(
            f"{len(hits)} permanents are named {shorten(name)} (ids {sorted(hits)}); "
            "use a handle or an id")
    return hits[0]


def permanent_id(state: GameState, p: Any) -> int:
    """The id of the permanent a handle, a name or an id refers to."""
    check.check_permanent_ref(p)
    if isinstance(p, Permanent):
        return _handle_id(state, p)
    if isinstance(p, str):
        return permanent_named(state, p)
    if not isinstance(p, bool) and hasattr(p, "__index__"):
        pid = operator.index(p)  # an int, or a numpy integer from a table
        if pid not in state.permanents:
            raise UnknownPermanentError(f"no permanent with id {pid}")
        return pid
    raise TypeError(f"expected a Permanent, an id or a name, not {type(p).__name__}")


def _card_named(state: GameState, name: str, zones: Sequence[str],
                players: Sequence[str]) -> int:
    """The id of the one card named ``name`` in ``zones`` of ``players``."""
    hits = [g.id for z in zones for who in players for g in zone_cards(state, who, z)
            if g.id is not None and g.name.lower() == name.strip().lower()]
    if len(hits) != 1:
        raise UnknownPermanentError(
            f"{len(hits)} cards named {shorten(name)} in {', '.join(zones)}; use a handle")
    return int(hits[0] or 0)


def card_id_of(state: GameState, players: Sequence[str], c: Any, zone: str | None = None,
               player: str | None = None) -> int:
    """The id of a card in a hand, library, graveyard or exile, from its handle, its
    id or its name (the name must be unique in the zones searched)."""
    check.check_card_ref(c)
    if not isinstance(c, CardHandle | str):
        c = operator.index(c)  # an int, or a numpy integer from a table
    check.check_zone(zone, (None, *CARD_ZONES), "zone")
    check.check_player(players, player, optional=True)
    if isinstance(c, CardHandle):
        found = card_zone(state, c.id)
        if found is not None and (found[2].name, found[2].owner) != (c.name, c.owner):
            raise UnknownPermanentError(f"the handle {c!r} comes from another board: "
                                        f"#{c.id} here is {found[2].name} of "
                                        f"{found[2].owner}")
        cid = c.id
    elif isinstance(c, int) and not isinstance(c, bool):
        cid = c
    elif isinstance(c, str):
        cid = _card_named(state, c, [zone] if zone else list(CARD_ZONES),
                          [player] if player else list(players))
    else:
        raise TypeError(f"expected a card handle, an id or a name, not {type(c).__name__}")
    if card_zone(state, cid) is None:
        raise UnknownPermanentError(f"no card #{cid} in a hand, library, graveyard or "
                                    "exile (it may have moved: a moved card is a new "
                                    "object, CR 400.7)")
    return cid


def ability_of(state: GameState, pid: int, ability: int | str) -> int:
    """The index of one of permanent ``pid``'s abilities, named by index, by ability
    word or by the start of its text ("-2:" names "−2:", CR 606); an ambiguous name
    raises."""
    check.check_ability_ref(ability)
    if not isinstance(ability, str):
        ability = operator.index(ability)  # an int, or a numpy integer from a table
    chars = characteristics_of(state)[pid]
    refs = chars.abilities
    if isinstance(ability, int) and not isinstance(ability, bool):
        if not 0 <= ability < len(refs):
            raise IllegalActionError(
                f"use ability {ability} of {chars.name}",
                [f"it has {len(refs)} abilities (0 to {len(refs) - 1})"])
        return ability
    key = str(ability).strip().lower().replace("−", "-")  # "-2:" names "−2:" (606)
    hits = [i for i, r in enumerate(refs)
            if (r.ability.ability_word or "").lower() == key
            or r.ability.text.lower().replace("−", "-").startswith(key)]
    if not hits:
        raise IllegalActionError(f"find ability {shorten(ability)}", [
            f"{chars.name} has: " + "; ".join(
                f"[{i}] {r.ability.text}" for i, r in enumerate(refs))])
    if len(hits) > 1:
        raise IllegalActionError(f"find ability {shorten(ability)}", [
            f"it matches abilities {hits}; use an index"])
    return hits[0]


def hand_ability_of(state: GameState, cid: int, name: str, ability: int | str) -> int:
    """The index of an ability of card ``cid`` in a hand that functions there (CR
    113.6m), by index or by the start of its text."""
    refs: Sequence[AbilityRef] = characteristics_of(hand.hand_view(state, cid))[cid].abilities
    if isinstance(ability, int) and not isinstance(ability, bool):
        if not 0 <= ability < len(refs):
            raise IllegalActionError(f"use ability {ability} of {name}",
                                     [f"it has {len(refs)} abilities"])
        return ability
    key = str(ability).strip().lower()
    hits = [i for i, r in enumerate(refs) if r.ability.text.lower().startswith(key)]
    if len(hits) != 1:
        raise IllegalActionError(f"find ability {ability!r} of {name}",
                                 [f"it matches {len(hits)} of its abilities"])
    return hits[0]


def target_of(state: GameState, players: Sequence[str], t: Any) -> Any:
    """A target as the engine takes it (CR 115.1): a spell or ability on the stack (by
    its handle or id), a card in a zone, a permanent, a player's name, or a list of
    these for one word "target" (601.2c)."""
    if isinstance(t, list | tuple):  # one list per word "target" (601.2c)
        if any(isinstance(x, list | tuple) for x in t):
            raise BadArgumentTypeError("targets", t, "targets, or one list of targets "
                                       "per word 'target'")
        return [target_of(state, players, x) for x in t]
    if isinstance(t, Permanent) and any(i.id == t.id for i in state.stack):
        return t.id
    if isinstance(t, int) and not isinstance(t, bool) and \
            any(i.id == t for i in state.stack):
        return t  # a spell or ability on the stack, by its id
    if isinstance(t, CardHandle):
        return card_id_of(state, players, t)
    if isinstance(t, str) and t in state.player_names:
        return t
    return permanent_id(state, t)
