"""Board files: a board as readable YAML, and back (lossless).

The document names cards by name when the catalogue (or a loaded pool) has the very same
card, and spells a card out otherwise. Effects created by resolved abilities are written
as the ability text that created them, copy effects as the copiable values they gave
(CR 707.2b: a snapshot). Files are read with ``yaml.safe_load`` semantics only; a bad
file raises :class:`~mtglab.errors.CardDataError` naming the file, the line and the field.

Limits, checked on the parsed YAML nodes before any value is built (so an alias bomb is
refused without being expanded): a file of at most :data:`MAX_BOARD_BYTES`, nesting at
most :data:`MAX_DEPTH` levels, at most :data:`MAX_NODES` values once aliases are counted
as often as they are used, no alias that contains itself, and text values of at most
:data:`MAX_TEXT` characters (:class:`~mtglab.errors.InputLimitError`). Error messages
quote values shortened (:func:`~mtglab.errors.shorten`), never whole. Numbers are whole
and printed powers are what a card prints ("2", "*", "1+*"): NaN and infinities are
refused. "As this enters" choices must be ones the permanent asks (CR 614.12a).

Every field of the state is written unless it is at its default (files stay short): a
player's speed, land plays, completed dungeons, life gained and cards drawn this turn; a
permanent's "activate only once" abilities already used (602.5b); the monarch and the
initiative (725.1, 726.1); extra turns to come (500.7); delayed triggers (603.7) with the
moment in words ("next upkeep") and the ability text that created them, or their effects
field by field when no card at hand has that text; emblems in the command zone (114) with
their owner, the name of what created them, their timestamp and their abilities' texts;
prevention shields (615.1) field by field, a "next N" shield with what is left of it
(615.7).

Every number a file holds means something a reader can check: life totals, object ids,
timestamps, the turn. Handles made on a board work on the board read back from its file
because a handle is checked against the id and the card it was made for
(:mod:`mtglab.board.handles`); files of earlier versions that carry a random ``lineage:``
number for that purpose are still read, the number ignored.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import types
import typing
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import yaml

from mtglab.arguments import as_path
from mtglab.board.validation import MAX_LIFE, MAX_TURN, PRINTED_NUMBER
from mtglab.cards import effects as effect_kinds
from mtglab.cards.dungeons import DUNGEONS
from mtglab.cards.effects import (
    CAST_FROM,
    EXILED_CARDS,
    AsEntersChoice,
    Delayed,
    Effect,
    SpendRestriction,
    linked_keys,
)
from mtglab.cards.keywords import Kicker
from mtglab.cards.model import Ability, Card
from mtglab.cards.oracle.parser import parse_abilities, parse_ability
from mtglab.cards.permissions import PlayGrant
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.cards.pool.catalogue import known_card
from mtglab.cards.types import parse_type_line
from mtglab.cards.vocabulary import DayNight
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.faces import face_index, face_up, face_values
from mtglab.engine.characteristics.flipping import flipped_values, is_flip_card
from mtglab.engine.characteristics.rooms import door_index, door_names, is_room, room_values
from mtglab.engine.effects.prevention import PreventionShield
from mtglab.engine.game.discarding import madness_trigger
from mtglab.engine.game.dungeons import room_trigger
from mtglab.engine.game.history import HISTORY_FIELDS
from mtglab.engine.game.initiative import INITIATIVE, initiative_ability
from mtglab.engine.game.speed import SPEED, speed_ability
from mtglab.engine.game.turns import normalize_phase
from mtglab.engine.resolution.delayed import DelayedTrigger
from mtglab.engine.resolution.triggers import UNSAVED_PAID
from mtglab.engine.state import (
    BaseValues,
    CardInZone,
    CopyEffect,
    EffectRecord,
    Emblem,
    FaceDown,
    GameState,
    LogRow,
    PermanentState,
    Phase,
    PlayerState,
    PoolEntry,
    StackItem,
)
from mtglab.errors import (
    BadArgumentError,
    BadArgumentTypeError,
    CardDataError,
    InputLimitError,
    MtglabError,
    UnknownCardError,
    shorten,
)
from mtglab.mana import Mana, ManaCost

if TYPE_CHECKING:
    from mtglab.board.board import Board

__all__ = ["MAX_BOARD_BYTES", "MAX_DEPTH", "MAX_NODES", "MAX_TEXT", "board_from_yaml",
           "board_to_yaml"]

FORMAT = 1

#: The largest board file read (a board of 500 permanents with a long log is ~1 MB)
MAX_BOARD_BYTES: Final = 16 << 20
#: How deeply a board file may nest (a real one nests about 6 levels)
MAX_DEPTH: Final = 32
#: The most values a board file may hold, each alias counted every time it is used
MAX_NODES: Final = 1_000_000
#: The longest text value (an Oracle text, a card name, a log entry)
MAX_TEXT: Final = 20_000
#: The most digits a whole number of a board file may have before it is read (Python
#: refuses to read past 4,300; each field then bounds its own numbers)
MAX_DIGITS: Final = 1_000


# ---------------------------------------------------------------------------- writing


def _card_ref(c: Card) -> Any:
    if known_card(c.name) == c:
        return c.name
    return _card_fields(c)


def _card_fields(c: Card) -> dict[str, Any]:
    out: dict[str, Any] = {"name": c.name, "type_line": c.type_line,
                           "oracle_text": c.oracle_text}
    if c.mana_cost is not None:
        out["mana_cost"] = str(c.mana_cost)
    for key in ("power", "toughness", "loyalty", "defense"):
        if getattr(c, key) is not None:
            out[key] = getattr(c, key)
    if c.color_indicator:
        out["color_indicator"] = list(c.color_indicator)
    if c.layout != "normal":
        out["layout"] = c.layout
    if c.faces:  # a double-faced, split, flip or adventure card (CR 709-712, 715)
        out["faces"] = [_card_fields(f) for f in c.faces]
    return out


def _ability_entry(a: Ability, name: str, other_name: str | None) -> Any:
    """An ability's text; with the name it refers to when that isn't ``name``.

    A copy effect that keeps the copier's own ability ("except it has this ability",
    707.9b) holds text naming the copier (Thespian's Stage): it must be read back with
    that name, or its self-reference is lost.
    """
    if other_name and other_name != name and parse_ability(a.text, name=name) != a and \
            parse_ability(a.text, name=other_name) == a:
        return {"text": a.text, "name": other_name}
    return a.text


def _values_fields(v: BaseValues, other_name: str | None = None) -> dict[str, Any]:
    type_line = " ".join(v.supertypes + v.types)
    if v.subtypes:
        type_line += " — " + " ".join(v.subtypes)
    out: dict[str, Any] = {"name": v.name, "type_line": type_line,
                           "colors": [c for c in "WUBRG" if c in v.colors],
                           "abilities": [_ability_entry(a, v.name, other_name)
                                         for a in v.abilities]}
    if v.mana_cost is not None:
        out["mana_cost"] = str(v.mana_cost)
    for key in ("power", "toughness", "loyalty"):
        if getattr(v, key) is not None:
            out[key] = getattr(v, key)
    if v.adventure:  # it has an Adventure (CR 715.2b)
        out["adventure"] = True
    return out


def _plain(value: Any) -> Any:
    """Dataclasses, enums and tuples as plain YAML data (read back by :func:`_typed`)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _typed(tp: Any, value: Any) -> Any:
    """The inverse of :func:`_plain`, guided by the annotations of the dataclass ``tp``.

    Nested dataclasses (a SpendRestriction's SpendPurposes), enums and tuples come back
    as themselves, so a restricted mana pool round-trips (lossless board files).
    """
    if isinstance(tp, type) and dataclasses.is_dataclass(tp) and isinstance(value, dict):
        # (an Ability a record holds is named only for type checkers where it's declared)
        hints = typing.get_type_hints(tp, localns={"Ability": Ability})
        return tp(**{str(k): _typed(hints.get(str(k), Any), v) for k, v in value.items()})
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(value)
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType) and value is not None:
        for arg in typing.get_args(tp):
            if arg is not type(None) and (typing.get_origin(arg) is tuple or (
                    isinstance(arg, type) and (dataclasses.is_dataclass(arg)
                                               or issubclass(arg, enum.Enum)))):
                return _typed(arg, value)
        return value
    if isinstance(value, list):
        args = typing.get_args(tp) if origin is tuple else ()
        return tuple(_typed(args[0] if args else Any, v) for v in value)
    return value


def _restriction(r: SpendRestriction | None) -> Any:
    return None if r is None else _plain(r)


def _zone_card(g: CardInZone) -> Any:
    """A card in a hand, library or graveyard: its reference, with its id if it has one."""
    ref = _card_ref(g.card) if g.card else g.name
    return ref if g.id is None else {"card": ref, "id": g.id}


#: The whole numbers a player entry holds besides life, written when not 0: speed
#: (CR 702.179a) and whether its inherent ability triggered this turn (702.179d), land
#: plays this turn (305.2), dungeons completed (309.7), times the
#: Ring has tempted them (701.54c), turns they will skip (614.10a), the city's blessing
#: (1 once they have it, 702.131c), life gained this turn
#: (119.9), cards drawn this turn (121.1), commander casts from the command zone this game
#: (903.8) and the rest of the turn's history
#: (:data:`mtglab.engine.game.history.HISTORY_FIELDS`)
PLAYER_NUMBERS: Final = ("speed", "speed_raised", "lands_played", "dungeons_completed",
                         "ring_tempted", "turns_to_skip", "city_blessing",
                         "life_gained", "cards_drawn", "commander_casts", *HISTORY_FIELDS)

#: When a delayed trigger happens (CR 603.7), as a board file says it
_MOMENTS: Final = {"next_end_step": "next end step", "next_upkeep": "next upkeep",
                   "your_next_untap_step": "your next untap step",
                   "next_creature_spell": "your next creature spell this turn",
                   "next_artifact_spell": "your next artifact spell this turn",
                   "your_next_creature_spell": "your next creature spell"}


def _delayed_sources(s: GameState, d: DelayedTrigger) -> list[tuple[Ability, ...]]:
    """The abilities that may have created a delayed trigger: its source's, if it is
    still on the battlefield, then those of cards with its name in any zone, then the
    catalogue card of that name."""
    found: list[tuple[Ability, ...]] = []
    perm = s.permanents.get(d.source_id)
    if perm is not None:
        found.append(perm.base.abilities)
    zones = [*s.exile, *(g for zs in (s.hands, s.libraries, s.graveyards)
                         for v in zs.values() for g in v)]
    found.extend(g.card.abilities for g in zones if g.card and g.name == d.source_name)
    with contextlib.suppress(UnknownCardError):
        found.append(lookup_card(d.source_name).abilities)
    return found


def _delayed_entry(s: GameState, d: DelayedTrigger) -> dict[str, Any]:
    """A delayed trigger (CR 603.7): when it happens, whose it is, and the ability text
    that created it with which of its effects (or, when no card at hand has that text,
    its effects spelled out field by field)."""
    out: dict[str, Any] = {"when": _MOMENTS[d.when], "source_id": d.source_id,
                           "source": d.source_name, "controller": d.controller,
                           "turn": d.turn}
    if d.that is not None:  # the object its "it" names (603.7c)
        out["that"] = d.that
    if d.those:  # the tokens its "them" names (603.7c)
        out["those"] = list(d.those)
    for abilities in _delayed_sources(s, d):
        for a in abilities:
            for i, e in enumerate(a.effects):
                if isinstance(e, Delayed) and e.when == d.when and e.effects == d.effects \
                        and parse_ability(a.text, name=d.source_name) == a:
                    out.update(ability=a.text, effect_index=i)
                    return out
    out["effects"] = [_spelled_out(e) for e in d.effects]
    return out


def _gives(text: str, name: str, index: int, effect: Any) -> bool:
    """Whether the ability ``text`` parses to ``effect`` as its effect ``index``."""
    a = parse_ability(text, name=name) if text else None
    return a is not None and a.supported and index < len(a.effects) and \
        a.effects[index] == effect


def _compact(value: Any) -> Any:
    """:func:`_plain`, with a record's fields at their default left out and sets sorted."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _compact(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.default is dataclasses.MISSING or getattr(value, f.name) != f.default}
    if isinstance(value, frozenset):
        return sorted(value)
    return _plain(value)


def _shield_entry(p: PreventionShield) -> dict[str, Any]:
    """A prevention shield (CR 615.1) as a board file writes it: its fields, those at
    their default left out (a "this turn" shield survives a board saved mid-turn)."""
    out: dict[str, Any] = _compact(p)
    return out


def _pool_entry(e: PoolEntry) -> dict[str, Any]:
    """A mana pool entry (CR 106.4) as a board file writes it."""
    return {"mana": str(e.mana), "source_id": e.source_id, "source": e.source_name,
            "restriction": _restriction(e.restriction), "riders": list(e.riders),
            **({"snow": True} if e.snow else {})}


def _player_entry(p: PlayerState) -> dict[str, Any]:
    """A player as a board file writes it: name and life, then what isn't at its
    default (pool, counters, this turn's numbers and history)."""
    entry: dict[str, Any] = {"name": p.name, "life": p.life}
    if p.commander is not None:
        entry["commander"] = _card_ref(p.commander)
    if p.lost:
        entry["lost"] = True
    if p.starting_life != 20:  # the life total the game began with (103.4, 119.1)
        entry["starting_life"] = p.starting_life
    if p.pool:
        entry["pool"] = [_pool_entry(e) for e in p.pool]
    if p.counters:
        entry["counters"] = dict(p.counters)
    for key in PLAYER_NUMBERS:
        if getattr(p, key):
            entry[key] = getattr(p, key)
    if p.dungeon is not None:  # the dungeon in the command zone and the room (309.4)
        entry["dungeon"] = {"name": p.dungeon, "room": p.room}
    if p.from_battlefield:  # this turn's cards put into a graveyard from it
        entry["from_battlefield"] = list(p.from_battlefield)
    if p.spell_colors:  # the colors of this turn's spells
        entry["spell_colors"] = list(p.spell_colors)
    for key in ("spell_types", "died_types", "combat_damage_types", "entered_types"):
        # this turn's spells', deaths', combat damage sources' and arrivals' types
        if getattr(p, key):
            entry[key] = list(getattr(p, key))
    return entry


#: A permanent's fields written, when true, as they are
_PERMANENT_SCALARS: Final = ("damage", "skip_next_untap", "x_paid", "seen_controller",
                             "entered_turn", "deathtouch_damage", "regeneration_shields",
                             "monstrous", "renowned", "recent_control",
                             "attacked_this_turn", "flipped", "ring_bearer", "level",
                             "paired_with", "paired_under")
def _permanent_object(perm: PermanentState) -> dict[str, Any]:
    """What a permanent is: its card (and face up, 712.8e) or its token's values."""
    row: dict[str, Any] = {}
    if perm.card is not None:
        row["card"] = _card_ref(perm.card)
        if face_up(perm) == 1:  # a double-faced card with its back face up (712.8e)
            row["face"] = perm.base.name
        if perm.unlocked and is_room(perm.card):  # a Room's unlocked doors (709.5c)
            row["unlocked"] = list(door_names(perm.card, perm.unlocked))
    else:
        row["token"] = _values_fields(perm.base)
    if perm.is_token and perm.card is not None:
        row["is_token"] = True
    if perm.token_faces:  # a double-faced token's two faces (111.10i)
        row["token_faces"] = [_values_fields(v) for v in perm.token_faces]
    return row


def _permanent_status(perm: PermanentState) -> dict[str, Any]:
    """A permanent's status and history besides who has it, each field written only
    when it isn't at its default."""
    row: dict[str, Any] = {}
    if perm.counters:
        row["counters"] = dict(perm.counters)
    if perm.attached_to is not None:
        row["attached_to"] = perm.attached_to
    if perm.choices:
        row["choices"] = {k: list(v) if isinstance(v, tuple) else v
                          for k, v in perm.choices}
    for key in _PERMANENT_SCALARS:
        if getattr(perm, key):
            row[key] = getattr(perm, key)
    if perm.activations:
        row["activations"] = dict(perm.activations)
    if perm.face_down is not None:
        row["face_down"] = perm.face_down.value
    for key in ("used_once", "modes_chosen"):  # 602.5b; "one not chosen" (603.3c)
        if getattr(perm, key):
            row[key] = list(getattr(perm, key))
    if perm.attacking is not None:  # in combat (CR 506.4, engine.combat)
        row["attacking"] = perm.attacking
    if perm.blocking:
        row["blocking"] = list(perm.blocking)
    if perm.blocked:
        row["blocked"] = True
    if perm.crewed:  # this turn's crewing (702.122b, 702.122d)
        row["crewed"] = list(perm.crewed)
    if perm.damaged_by:  # what dealt it damage this turn (120.3, 514.2)
        row["damaged_by"] = list(perm.damaged_by)
    if perm.times_crewed:
        row["times_crewed"] = perm.times_crewed
    if perm.saddled:  # this turn's saddling (702.171b)
        row["saddled"] = True
    if perm.triggered_once:  # "triggers only once each turn": this turn's
        row["triggered_once"] = list(perm.triggered_once)
    return row


def _permanent_row(pid: int, perm: PermanentState) -> dict[str, Any]:
    """A permanent as a board file writes it (the key order is the file's)."""
    return {"id": pid, **_permanent_object(perm),
            "controller": perm.controller, "owner": perm.owner, "tapped": perm.tapped,
            "controlled_since_turn_start": perm.controlled_since_turn_start,
            "timestamp": perm.timestamp, **_permanent_status(perm)}


def _effect_entry(r: EffectRecord) -> dict[str, Any]:
    """A continuous effect (CR 611): a copy effect's copiable values (707.2), or the
    ability text that created it (spelled out when the text doesn't list it)."""
    e: dict[str, Any] = {"id": r.id, "source_id": r.source_id, "source": r.source_name,
                         "controller": r.controller, "timestamp": r.timestamp,
                         "affected": sorted(r.affected), "duration": r.duration,
                         "watch": r.watch, "rule": r.rule}
    if isinstance(r.effect, CopyEffect):
        e["copy_of"] = r.effect.original_id
        e["copiable_values"] = _values_fields(r.effect.values, r.source_name)
        if r.effect.original_name != r.effect.values.name:
            e["copy_of_name"] = r.effect.original_name
        if r.effect.extra_counters:  # a copy's exception (707.9b): "with N counters"
            e["extra_counters"] = dict(r.effect.extra_counters)
        return e
    e["ability"] = r.origin_text
    e["effect_index"] = r.origin_index
    if not _gives(r.origin_text, r.source_name, r.origin_index, r.effect):
        # an effect the text doesn't list as such (engine.combateffects' records):
        # spelled out field by field, as a delayed trigger's effects are
        e["spelled_out"] = _spelled_out(r.effect)
    return e


def _stack_entry(i: StackItem) -> dict[str, Any]:
    """A spell or ability on the stack (CR 405) as a board file writes it."""
    return {"id": i.id, "kind": i.kind, "name": i.name, "controller": i.controller,
            "source_id": i.source_id,
            "ability": i.ability.text if i.ability else None,
            "card": _card_ref(i.card) if i.card else None,
            "targets": list(i.targets), "x": i.x,
            "choices": [getattr(c, "id", c) for c in i.choices],
            "paid": {k: _plain(v) for k, v in i.paid if k not in UNSAVED_PAID}}


def _exile_entry(g: CardInZone) -> dict[str, Any]:
    """A card in exile (CR 406), with its owner, id and counters (122.1)."""
    return {"card": _card_ref(g.card) if g.card else g.name, "owner": g.owner,
            **({"id": g.id} if g.id is not None else {}),
            **({"counters": dict(g.counters)} if g.counters else {})}


def _emblem_entry(e: Emblem) -> dict[str, Any]:
    """An emblem in the command zone (CR 114.1)."""
    return {"id": e.id, "owner": e.owner, "source": e.source_name,
            "timestamp": e.timestamp, "abilities": [a.text for a in e.abilities]}


def _zones_and_more(s: GameState) -> dict[str, Any]:
    """The document's entries after the permanents, in the file's order, those that are
    empty left out."""
    doc: dict[str, Any] = {}
    effects = [_effect_entry(r) for r in s.effects]
    if effects:
        doc["effects"] = effects
    if s.stack:
        doc["stack"] = [_stack_entry(i) for i in s.stack]
    for key, zones in (("hands", s.hands), ("libraries", s.libraries),
                       ("graveyards", s.graveyards)):
        # a player's emptied zone is written too (an empty list), so the state read back
        # is the very same one
        cards = {k: [_zone_card(g) for g in v] for k, v in zones.items()}
        if cards:
            doc[key] = cards
    if s.exile:
        doc["exile"] = [_exile_entry(g) for g in s.exile]
    if s.delayed:
        doc["delayed"] = [_delayed_entry(s, d) for d in s.delayed]
    for key in ("monarch", "initiative", "turn_order_from"):
        if getattr(s, key) is not None:
            doc[key] = getattr(s, key)
    if s.day_night is not None:  # the game's designation (731.1)
        doc["day_night"] = s.day_night.value
    if s.extra_turns:  # extra turns to come, the next first (500.7)
        doc["extra_turns"] = list(s.extra_turns)
    if s.emblems:  # the command zone (114.1)
        doc["emblems"] = [_emblem_entry(e) for e in s.emblems]
    if s.prevention:  # prevention shields until cleanup (615.1, 514.2)
        doc["prevention"] = [_shield_entry(p) for p in s.prevention]
    if s.play_grants:  # permissions to play cards until they end (601.3, 611.2a)
        doc["play_grants"] = [_compact(g) for g in s.play_grants]
    return doc


def board_to_yaml(board: Board) -> str:
    """The board as YAML (see the module docstring)."""
    s = board.state
    doc: dict[str, Any] = {
        "mtglab_board": FORMAT,
        "turn": s.turn,
        "active": s.active,
        "phase": str(s.phase),  # a Phase: written as its word
        "next_id": s.next_id,
        "next_timestamp": s.next_timestamp,
        "players": [_player_entry(p) for p in s.players],
        "permanents": [_permanent_row(pid, s.permanents[pid]) for pid in sorted(s.permanents)],
        **_zones_and_more(s),
    }
    doc["log"] = [[r.step, r.turn, r.action, r.object, r.detail, r.rule] for r in s.log]
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)


# ---------------------------------------------------------------------------- reading


class _Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """A safe loader that remembers the line of each mapping (for error messages):
    libyaml's parser where PyYAML has it (the same documents, many times faster)."""


class _Map(dict[str, Any]):
    line: int = 0
    key_lines: dict[str, int]


def _construct_map(loader: _Loader, node: yaml.MappingNode) -> _Map:
    m = _Map({str(k): v for k, v in loader.construct_mapping(node, deep=True).items()})
    m.line = node.start_mark.line + 1
    m.key_lines = {str(k.value): k.start_mark.line + 1 for k, _v in node.value}
    return m


#: The keys each kind of entry may have (anything else is a typo, reported)
_KEYS: dict[str, frozenset[str]] = {
    "document": frozenset({"mtglab_board", "players", "active", "phase", "turn", "permanents",
                           "effects", "stack", "graveyards", "exile", "log", "next_id",
                           "hands", "libraries",
                           "next_timestamp", "lineage", "delayed", "monarch",
                           "initiative", "emblems", "prevention", "play_grants",
                           "extra_turns", "turn_order_from", "day_night"}),
    "emblem": frozenset({"id", "owner", "source", "timestamp", "abilities"}),
    "player": frozenset({"name", "life", "starting_life", "pool", "commander", "lost",
                         "counters",
                         "from_battlefield", "spell_colors", "spell_types",
                         "died_types", "combat_damage_types", "entered_types", "dungeon",
                         *PLAYER_NUMBERS}),
    "pool": frozenset({"mana", "source_id", "source", "restriction", "riders", "snow"}),
    "permanent": frozenset({"id", "card", "face", "token", "is_token", "token_faces",
                            "controller", "owner",
                            "tapped", "controlled_since_turn_start", "timestamp", "counters",
                            "attached_to", "choices", "damage", "skip_next_untap", "x_paid",
                            "activations", "seen_controller", "used_once", "modes_chosen",
                            "face_down", "unlocked", "flipped",
                            "entered_turn", "attacking", "blocking", "blocked", "crewed",
                            "times_crewed", "saddled", "triggered_once",
                            "deathtouch_damage",
                            "regeneration_shields", "damaged_by", "monstrous",
                            "renowned", "recent_control", "attacked_this_turn",
                            "paired_with", "paired_under",
                            "ring_bearer", "level"}),
    "stack": frozenset({"id", "kind", "name", "controller", "source_id", "ability", "card",
                        "targets", "x", "choices", "paid"}),
    "zone card": frozenset({"card", "owner", "id"}),
    "exile card": frozenset({"card", "owner", "id", "counters"}),  # counters: 122.1
    "delayed": frozenset({"when", "source_id", "source", "controller", "turn", "ability",
                          "effect_index", "effects", "that", "those"}),
    "card in zone": frozenset({"card", "id"}),
    "prevention": frozenset(f.name for f in dataclasses.fields(PreventionShield)),
    "play grant": frozenset(f.name for f in dataclasses.fields(PlayGrant)),
    "effect": frozenset({"id", "source_id", "source", "controller", "timestamp", "affected",
                         "duration", "watch", "rule", "ability", "effect_index", "copy_of",
                         "copiable_values", "copy_of_name", "extra_counters",
                         "spelled_out"}),
}


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)


def _children(node: yaml.Node) -> list[yaml.Node]:
    if isinstance(node, yaml.MappingNode):
        return [n for pair in node.value for n in pair]
    if isinstance(node, yaml.SequenceNode):
        return list(node.value)
    return []


def check_limits(root: yaml.Node, where: str) -> None:
    """Refuse a parsed YAML document past the limits of the module docstring.

    Works on the composed nodes, where an alias is the very node it names: the size of
    the expanded document is counted (each node once, memoized) without expanding it.
    """
    size: dict[int, int] = {}
    height: dict[int, int] = {}
    on_path: set[int] = set()
    todo: list[tuple[yaml.Node, bool]] = [(root, False)]
    while todo:
        node, finished = todo.pop()
        nid = id(node)
        if finished:
            on_path.discard(nid)
            kids = _children(node)
            size[nid] = 1 + sum(size[id(k)] for k in kids)
            height[nid] = 1 + max((height[id(k)] for k in kids), default=0)
            if size[nid] > MAX_NODES:
                raise InputLimitError(f"more than {MAX_NODES:,} values once its aliases are "
                                      "expanded (mtglab's limit)", path=where)
            if height[nid] > MAX_DEPTH:
                raise InputLimitError(f"nested deeper than {MAX_DEPTH} levels (mtglab's "
                                      "limit)", path=f"{where}, line {node.start_mark.line + 1}")
            continue
        if nid in size:
            continue
        if nid in on_path:
            raise InputLimitError("an alias that contains itself",
                                  path=f"{where}, line {node.start_mark.line + 1}")
        if isinstance(node, yaml.ScalarNode):
            if len(node.value) > MAX_TEXT:
                raise InputLimitError(f"a value of {len(node.value):,} characters (mtglab "
                                      f"reads at most {MAX_TEXT:,})",
                                      path=f"{where}, line {node.start_mark.line + 1}")
            if node.tag == "tag:yaml.org,2002:int" and \
                    sum(c.isdigit() for c in node.value) > MAX_DIGITS:
                raise InputLimitError(f"a number of {sum(c.isdigit() for c in node.value):,} "
                                      f"digits (mtglab reads at most {MAX_DIGITS:,})",
                                      path=f"{where}, line {node.start_mark.line + 1}")
            size[nid], height[nid] = 1, 1
            continue
        on_path.add(nid)
        todo.append((node, True))
        if len(todo) > 4 * MAX_NODES:
            raise InputLimitError(f"more than {MAX_NODES:,} values", path=where)
        todo.extend((k, False) for k in _children(node) if id(k) not in size)


def _parse(text: str, where: str) -> Any:
    """The YAML document, its nodes checked against the limits before it is built."""
    if len(text) > MAX_BOARD_BYTES:
        raise InputLimitError(f"a board file of {len(text):,} characters (mtglab reads at "
                              f"most {MAX_BOARD_BYTES:,})", path=where)
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        check_limits(node, where)
        return loader.construct_document(node)
    except RecursionError:
        raise InputLimitError(f"nested deeper than {MAX_DEPTH} levels (mtglab's limit)",
                              path=where) from None
    except yaml.YAMLError as exc:
        if "maximum nesting depth" in str(exc):  # libyaml's own limit, above mtglab's
            raise InputLimitError(f"nested deeper than {MAX_DEPTH} levels (mtglab's limit)",
                                  path=where) from None
        raise
    finally:
        loader.dispose()


class _Reader:
    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, field: str, msg: str, node: Any = None) -> CardDataError:
        # the line of the field itself when the file has it, else of its entry
        key = field.rsplit(".", 1)[-1]
        line = getattr(node, "key_lines", {}).get(key) or getattr(node, "line", 0)
        at = f", line {line}" if line else ""
        return CardDataError(f"{field}: {msg}", path=f"{self.where}{at}")

    def check_keys(self, node: Any, kind: str, field: str) -> None:
        """Refuse keys a board file doesn't have (a typo would otherwise be lost)."""
        if not isinstance(node, dict):
            return
        extra = [shorten(k, 40)[1:-1] if isinstance(k, str) else shorten(k, 40)
                 for k in node if k not in _KEYS[kind]]
        if extra:
            import difflib

            hints = [f"{k!r}" + (f" (did you mean {close[0]!r}?)" if (
                close := difflib.get_close_matches(k, sorted(_KEYS[kind]), n=1)) else "")
                for k in extra]
            raise self.fail(f"{field}.{extra[0]}", "unknown key " + ", ".join(hints), node)

    def get(self, node: Any, key: str, field: str, kind: type | tuple[type, ...],
            default: Any = ..., ) -> Any:
        if not isinstance(node, dict):
            raise self.fail(field, "expected a mapping", node)
        if key not in node:
            if default is ...:
                raise self.fail(f"{field}.{key}", "missing", node)
            return default
        value = node[key]
        if value is None and default is not ... and default is None:
            return None
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            want = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise self.fail(f"{field}.{key}", f"expected {want}, got {shorten(value)}", node)
        return value

    def printed(self, node: Any, key: str, field: str) -> str | int | None:
        """A printed power, toughness, loyalty or defense: "2", "*", "1+*" (CR 208.2)."""
        value: str | int | None = self.get(node, key, field, (str, int), None)
        if isinstance(value, int) and abs(value) >= 10**9:
            raise self.fail(f"{field}.{key}", f"{shorten(value)} is beyond mtglab's limit "
                            "(nine digits)", node)
        if isinstance(value, str) and not PRINTED_NUMBER.fullmatch(value.strip()):
            raise self.fail(f"{field}.{key}", f"{shorten(value)} is not what a card prints "
                            "(a number, '*', 'X', '1+*' ...; NaN and infinities are not)", node)
        return value

    def colors(self, node: Any, field: str) -> frozenset[str]:
        """Colors: a list of color letters W U B R G (CR 105.1)."""
        colors = self.get(node, "colors", field, list, [])
        if not all(isinstance(c, str) and c in ("W", "U", "B", "R", "G") for c in colors):
            raise self.fail(f"{field}.colors", f"expected color letters W U B R G, got "
                            f"{shorten(colors)}", node)
        return frozenset(colors)

    def card(self, value: Any, field: str, node: Any) -> Card:
        if isinstance(value, str):
            try:
                return lookup_card(value)
            except UnknownCardError as exc:
                raise self.fail(field, str(exc), node) from None
        if isinstance(value, dict):
            try:
                return Card.from_text(
                    name=self.get(value, "name", field, str),
                    type_line=self.get(value, "type_line", field, str),
                    oracle_text=self.get(value, "oracle_text", field, str, ""),
                    mana_cost=self.get(value, "mana_cost", field, str, None),
                    power=self.printed(value, "power", field),
                    toughness=self.printed(value, "toughness", field),
                    loyalty=self.printed(value, "loyalty", field),
                    defense=self.printed(value, "defense", field),
                    color_indicator=self.get(value, "color_indicator", field, list, None),
                    layout=self.get(value, "layout", field, str, "normal"),
                    faces=[self.card(f, f"{field}.faces[{j}]", value) for j, f in
                           enumerate(self.get(value, "faces", field, list, []))])
            except CardDataError as exc:
                raise self.fail(field, str(exc), value) from None
        raise self.fail(field, f"expected a card name or card fields, got {shorten(value)}",
                        node)

    def values(self, node: Any, field: str) -> BaseValues:
        name = self.get(node, "name", field, str)
        tl = parse_type_line(self.get(node, "type_line", field, str))
        texts = self.get(node, "abilities", field, list, [])
        if all(isinstance(t, str) for t in texts):
            abilities = tuple(a for a in parse_abilities("\n".join(texts), name=name,
                                                         types=tl.types,
                                                         subtypes=tl.subtypes)
                              if not a.intrinsic)
        else:  # some name another object (see _ability_entry)
            abilities = tuple(
                parse_ability(self.get(t, "text", f"{field}.abilities", str),
                              name=self.get(t, "name", f"{field}.abilities", str))
                if isinstance(t, dict) else parse_ability(str(t), name=name)
                for t in texts)
        cost = self.get(node, "mana_cost", field, str, None)
        try:
            mana_cost = ManaCost.parse(cost) if cost else None
        except MtglabError as exc:
            raise self.fail(f"{field}.mana_cost", str(exc), node) from None
        return BaseValues(name=name, mana_cost=mana_cost,
                          colors=self.colors(node, field),
                          supertypes=tl.supertypes, types=tl.types, subtypes=tl.subtypes,
                          abilities=abilities,
                          power=_s(self.printed(node, "power", field)),
                          toughness=_s(self.printed(node, "toughness", field)),
                          loyalty=_s(self.printed(node, "loyalty", field)),
                          adventure=self.get(node, "adventure", field, bool, False))


def _face_down(r: _Reader, row: Any, field: str) -> FaceDown | None:
    """How a permanent was turned face down (CR 708), if it is."""
    how = r.get(row, "face_down", field, str, None)
    if how is None:
        return None
    if how not in {k.value for k in FaceDown}:
        raise r.fail(f"{field}.face_down", f"{shorten(how)} is not one of "
                     f"{', '.join(k.value for k in FaceDown)}", row)
    return FaceDown(how)


def _choices(r: _Reader, row: Any, field: str, base: BaseValues) -> tuple[tuple[str, Any], ...]:
    """A permanent's "as this enters" choices (CR 614.12a): only those its abilities
    ask (or those of a copy effect on it, checked once effects are read), as scalars."""
    given = r.get(row, "choices", field, dict, {})
    for key, value in given.items():
        if key in (EXILED_CARDS, "kicked") and isinstance(value, list) and \
                all(isinstance(v, str) for v in value):
            # the names of the cards exiled with it (607.2a); the kicker costs paid for
            # it, for "if it was kicked" (702.33d)
            continue
        if not isinstance(value, str | bool):
            raise r.fail(f"{field}.choices", f"{shorten(key)}: expected a word, a letter or "
                         f"true/false, got {shorten(value)}", row)
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in given.items())


def _key(key: Any) -> str:
    """A mapping key as part of a field name, shortened."""
    text = str(key) if isinstance(key, str | int) else shorten(key, 40)
    return text if len(text) <= 40 else text[:37] + "..."


def _asked(values: BaseValues) -> set[str]:
    """The choice keys a permanent keeps: its "as this enters" choices, the mana an
    ability of it notes (Jeweled Amulet, CR 607.2), and the zone its spell was cast from
    (any permanent that was cast: "if you cast it from your hand", 601.2a, 603.4)."""
    asked = {e.kind.value for a in values.abilities if a.supported for e in a.effects
             if isinstance(e, AsEntersChoice)}
    asked.add(CAST_FROM)
    if any(isinstance(e, Kicker) for a in values.abilities for e in a.effects):
        asked.add("kicked")  # the kicker costs paid, for "if it was kicked" (702.33d)
    return asked | linked_keys(values.abilities)  # noted mana, exiled cards (607.2)


def _s(v: Any) -> str | None:
    return None if v is None else str(v)


def _player_number(r: _Reader, p: Any, key: str, field: str) -> int:
    """One of a player's :data:`PLAYER_NUMBERS`: a whole number from 0 (speed: to 4,
    CR 702.179b; the others: to mtglab's limit of :data:`~mtglab.board.validation.MAX_LIFE`)."""
    value: int = r.get(p, key, field, int, 0)
    top = {"speed": 4, "speed_raised": 1, "city_blessing": 1}.get(key, MAX_LIFE)
    if not 0 <= value <= top:
        rule = " (CR 702.179b)" if key == "speed" else " (mtglab's limit)"
        raise r.fail(f"{field}.{key}", f"expected a whole number from 0 to {top:,}{rule}, "
                     f"got {shorten(value)}", p)
    return value


def _spell_colors(r: _Reader, node: Any, field: str) -> tuple[str, ...]:
    """The colors of each spell cast this turn: letters in WUBRG order, "" colorless."""
    values = _texts(r, node, "spell_colors", field)
    for v in values:
        if "".join(c for c in "WUBRG" if c in v) != v:
            raise r.fail(f"{field}.spell_colors", f"expected color letters in WUBRG order, "
                         f"got {shorten(v)}", node)
    return values


def _ids(r: _Reader, node: Any, key: str, field: str) -> tuple[int, ...]:
    """A list of object ids (the cards put into a graveyard from the battlefield)."""
    values = r.get(node, key, field, list, [])
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in values):
        raise r.fail(f"{field}.{key}", f"expected a list of object ids, got "
                     f"{shorten(values)}", node)
    return tuple(values)


def _type_lines(r: _Reader, node: Any, key: str, field: str) -> tuple[str, ...]:
    """The type lines of this turn's spells cast (601.2i), creatures died (700.4) or
    sources that dealt combat damage to a player (702.76a)."""
    values = r.get(node, key, field, list, [])
    if not all(isinstance(v, str) for v in values):
        raise r.fail(f"{field}.{key}", f"expected a list of type lines, got "
                     f"{shorten(values)}", node)
    return tuple(values)


def _texts(r: _Reader, node: Any, key: str, field: str) -> tuple[str, ...]:
    """A list of texts (the abilities "activate only once" already activated, 602.5b;
    those that "trigger only once each turn" already triggered)."""
    values = r.get(node, key, field, list, [])
    if not all(isinstance(v, str) for v in values):
        raise r.fail(f"{field}.{key}", f"expected a list of ability texts, got "
                     f"{shorten(values)}", node)
    return tuple(values)


#: the key a record's own field ``kind`` is written under in an effect spelled out
#: (``kind`` itself names the record's class there: a StaticModifier's kind, 611.3)
_OWN_KIND: Final = "its_kind"


def _spelled_out(effect: Any) -> dict[str, Any]:
    """An effect field by field, ``kind`` its class (see :func:`_effect`)."""
    fields = _plain(effect)
    if "kind" in fields:
        fields[_OWN_KIND] = fields.pop("kind")
    return {"kind": type(effect).__name__, **fields}


def _effect(r: _Reader, node: Any, field: str) -> Effect:
    """An effect spelled out field by field (``kind`` its class in
    :mod:`mtglab.cards.effects`), as :func:`_delayed_entry` writes one."""
    kind = r.get(node, "kind", field, str)
    cls = getattr(effect_kinds, kind, None)
    if kind not in effect_kinds.__all__ or not (isinstance(cls, type) and
                                                dataclasses.is_dataclass(cls)):
        raise r.fail(f"{field}.kind", f"{shorten(kind)} is not a kind of effect", node)
    try:
        effect: Effect = _typed(cls, {("kind" if k == _OWN_KIND else k): v
                                      for k, v in node.items() if k != "kind"})
    except (TypeError, ValueError) as exc:
        raise r.fail(field, str(exc), node) from None
    return effect


def _emblem(r: _Reader, node: Any, field: str, names: set[str]) -> Emblem:
    """An emblem in the command zone (CR 114) as :func:`board_to_yaml` writes it: its
    abilities are read from their texts as any card's are."""
    r.check_keys(node, "emblem", field)
    owner = r.get(node, "owner", field, str)
    if owner not in names:
        raise r.fail(f"{field}.owner", f"{shorten(owner)} is not a player", node)
    ids = [r.get(node, key, field, int) for key in ("id", "timestamp")]
    if not all(0 < v < 10**9 for v in ids):
        raise r.fail(field, f"id and timestamp must be from 1 to 999,999,999, got {ids}",
                     node)
    texts = _texts(r, node, "abilities", field)
    return Emblem(ids[0], owner, tuple(parse_ability(t) for t in texts),
                  r.get(node, "source", field, str, ""), ids[1])


def _delayed(r: _Reader, node: Any, field: str, names: set[str]) -> DelayedTrigger:
    """A delayed trigger (CR 603.7) as :func:`_delayed_entry` writes it."""
    r.check_keys(node, "delayed", field)
    moment = r.get(node, "when", field, str)
    whens = {v: k for k, v in _MOMENTS.items()}
    if moment not in whens:
        raise r.fail(f"{field}.when", f"{shorten(moment)} is not a moment mtglab's delayed "
                     f"triggers wait for; expected one of {sorted(whens)}", node)
    source = r.get(node, "source", field, str)
    controller = r.get(node, "controller", field, str)
    if controller not in names:
        raise r.fail(f"{field}.controller", f"{shorten(controller)} is not a player", node)
    if "ability" in node:
        text = r.get(node, "ability", field, str)
        idx = r.get(node, "effect_index", field, int, 0)
        ability = parse_ability(text, name=source)
        effect = ability.effects[idx] if 0 <= idx < len(ability.effects) else None
        if not isinstance(effect, Delayed) or effect.when != whens[moment]:
            raise r.fail(f"{field}.ability", f"{shorten(text)} doesn't create a delayed "
                         f"trigger at the {moment} as its effect {idx}", node)
        effects = effect.effects
    else:
        effects = tuple(_effect(r, e, f"{field}.effects[{j}]")
                        for j, e in enumerate(r.get(node, "effects", field, list)))
    that = r.get(node, "that", field, int) if "that" in node else None
    those = tuple(r.get(node, "those", field, list)) if "those" in node else ()
    if not all(isinstance(t, int) for t in those):
        raise r.fail(f"{field}.those", "expected a list of permanent ids", node)
    return DelayedTrigger(whens[moment], effects, r.get(node, "source_id", field, int),
                          source, controller, r.get(node, "turn", field, int), that, those)


def _play_grant(r: _Reader, node: Any, field: str) -> PlayGrant:
    """A permission to play cards (CR 601.3, 611.2a) as the writer's ``_compact`` gives it."""
    r.check_keys(node, "play grant", field)
    try:
        grant: PlayGrant = _typed(PlayGrant, dict(node))
    except (TypeError, ValueError) as exc:
        raise r.fail(field, str(exc), node) from None
    return grant


def _shield(r: _Reader, node: Any, field: str, names: set[str]) -> PreventionShield:
    """A prevention shield (CR 615.1) as :func:`_shield_entry` writes it."""
    r.check_keys(node, "prevention", field)
    players = r.get(node, "to_players", field, list, [])
    for who in (r.get(node, "controller", field, str), *players):
        if not isinstance(who, str) or who not in names:
            raise r.fail(field, f"{shorten(who)} is not a player", node)
    remaining = r.get(node, "remaining", field, int, None)
    if remaining is not None and remaining < 0:
        raise r.fail(f"{field}.remaining", f"expected a whole number, got {remaining}", node)
    checked = {"source_name": r.get(node, "source_name", field, str),
               "turn": r.get(node, "turn", field, int),
               "source_id": r.get(node, "source_id", field, int, None),
               "remaining": remaining,
               "to_any": r.get(node, "to_any", field, bool, True),
               "by_any": r.get(node, "by_any", field, bool, True),
               "to_ids": frozenset(_ids(r, node, "to_ids", field)),
               "by_ids": frozenset(_ids(r, node, "by_ids", field)),
               "to_players": frozenset(players)}
    try:
        shield: PreventionShield = _typed(PreventionShield, {**node, **checked})
    except (TypeError, ValueError) as exc:
        raise r.fail(field, str(exc), node) from None
    return shield


def _turn(r: _Reader, doc: Any) -> int:
    """The turn number: a whole number from 1 to mtglab's limit (:data:`MAX_TURN`)."""
    turn: int = r.get(doc, "turn", "document", int, 1)
    if not 1 <= turn <= MAX_TURN:
        raise r.fail("turn", f"expected a turn number from 1 to {MAX_TURN:,} (mtglab's "
                     f"limit), got {shorten(turn)}", doc)
    return turn


def _read_text(text_or_path: str | Path) -> tuple[str, str]:
    """The board file's text and where it comes from ("<text>" or the path): a path when
    ``text_or_path`` is one or a one-line name ending in .yaml or .yml."""
    if not isinstance(text_or_path, str | Path):
        raise BadArgumentTypeError("text_or_path", text_or_path,
                                   "a board file's YAML text or its path")
    text = str(text_or_path)
    if not isinstance(text_or_path, Path) and ("\n" in text or Path(text).suffix not in
                                               (".yaml", ".yml")):
        return text, "<text>"
    path = as_path(text_or_path, "text_or_path")
    where = str(path)
    try:
        if path.stat().st_size > MAX_BOARD_BYTES:
            raise InputLimitError(f"a board file of {path.stat().st_size:,} bytes (mtglab "
                                  f"reads at most {MAX_BOARD_BYTES:,})", path=where)
        return path.read_text("utf-8"), where
    except OSError as exc:
        raise CardDataError(f"cannot read: {exc.strerror or exc}", path=where) from None
    except UnicodeDecodeError as exc:
        raise CardDataError(f"not UTF-8 text (byte {exc.start})", path=where) from None


def _document(text: str, where: str) -> Any:
    """The parsed document; invalid YAML raises :class:`CardDataError` with its line."""
    try:
        return _parse(text, where)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f", line {mark.line + 1}" if mark is not None else ""
        raise CardDataError(f"invalid YAML: {getattr(exc, 'problem', exc)}",
                            path=where + line) from None


def _read_pool_entry(r: _Reader, e: Any, field: str) -> PoolEntry:
    """Mana in a player's pool (CR 106.4), with its source and spending restriction."""
    r.check_keys(e, "pool", field)
    restr = r.get(e, "restriction", field, dict, None)
    try:
        restriction = _typed(SpendRestriction, restr) if restr else None
        mana = Mana(r.get(e, "mana", field, str))
    except (TypeError, ValueError) as exc:
        raise r.fail(field, str(exc), e) from None
    return PoolEntry(mana, r.get(e, "source_id", field, int, None),
                     r.get(e, "source", field, str, ""), restriction,
                     tuple(r.get(e, "riders", field, list, [])),
                     snow=r.get(e, "snow", field, bool, False))


def _read_player(r: _Reader, p: Any, field: str) -> PlayerState:
    """A player entry: name, life (CR 119), pool, commander, counters (122.1) and this
    turn's numbers and history."""
    r.check_keys(p, "player", field)
    commander = r.get(p, "commander", field, (str, dict), None)
    pool = [_read_pool_entry(r, e, f"{field}.pool[{j}]")
            for j, e in enumerate(r.get(p, "pool", field, list, []))]
    pcounters = r.get(p, "counters", field, dict, {})
    if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0
               for v in pcounters.values()):
        raise r.fail(f"{field}.counters", "counts must be non-negative integers", p)
    return PlayerState(
        r.get(p, "name", field, str), r.get(p, "life", field, int, 20), tuple(pool),
        r.card(commander, f"{field}.commander", p) if commander is not None else None,
        bool(r.get(p, "lost", field, bool, False)),
        tuple(sorted((str(k), v) for k, v in pcounters.items() if v)),
        **_player_numbers(r, p, field),
        from_battlefield=_ids(r, p, "from_battlefield", field),
        spell_colors=_spell_colors(r, p, field),
        spell_types=_type_lines(r, p, "spell_types", field),
        died_types=_type_lines(r, p, "died_types", field),
        combat_damage_types=_type_lines(r, p, "combat_damage_types", field),
        entered_types=_type_lines(r, p, "entered_types", field),
        starting_life=_starting_life(r, p, field),
        **_dungeon(r, p, field))


def _starting_life(r: _Reader, p: Any, field: str) -> int:
    """The life total the player began the game with (CR 103.4, 119.1; 20 unless
    written): a whole number from 1 to mtglab's limit."""
    value: int = r.get(p, "starting_life", field, int, 20)
    if not 1 <= value <= MAX_LIFE:
        raise r.fail(f"{field}.starting_life", f"expected a whole number from 1 to "
                     f"{MAX_LIFE:,} (mtglab's limit), got {shorten(value)}", p)
    return value


def _player_numbers(r: _Reader, p: Any, field: str) -> dict[str, Any]:
    """Each of :data:`PLAYER_NUMBERS`, by its field name."""
    return {key: _player_number(r, p, key, field) for key in PLAYER_NUMBERS}


def _dungeon(r: _Reader, p: Any, field: str) -> dict[str, Any]:
    """A player's dungeon in the command zone and the room of their venture marker
    (CR 309.3-309.4): a dungeon mtglab knows and one of its rooms."""
    node = r.get(p, "dungeon", field, dict, None)
    if node is None:
        return {}
    name, room = node.get("name"), node.get("room")
    if name not in DUNGEONS:
        raise r.fail(f"{field}.dungeon.name", f"expected one of {', '.join(DUNGEONS)}, "
                     f"got {shorten(name)}", p)
    rooms = [x.name for x in DUNGEONS[name].rooms]
    if room not in rooms:
        raise r.fail(f"{field}.dungeon.room", f"expected a room of {name} "
                     f"({', '.join(rooms)}), got {shorten(room)}", p)
    return {"dungeon": str(name), "room": str(room)}


def _read_players(r: _Reader, doc: Any) -> list[PlayerState]:
    """The players: at least one, their names distinct."""
    players = [_read_player(r, p, f"players[{i}]")
               for i, p in enumerate(r.get(doc, "players", "document", list))]
    if not players:
        raise r.fail("players", "at least one player is needed", doc)
    if len({p.name for p in players}) != len(players):
        raise r.fail("players", "player names must be distinct", doc)
    return players


def _permanent_values(r: _Reader, row: Any, field: str) -> tuple[Card | None, BaseValues]:
    """A permanent's card (None for a token) and the values it has: the face up of its
    card (712.8e), or the token's values."""
    if "card" in row:
        c = r.card(row["card"], f"{field}.card", row)
        return c, face_values(c, face_index(c, r.get(row, "face", field, str, None)))
    if "token" in row:
        return None, r.values(row["token"], f"{field}.token")
    raise r.fail(field, "needs 'card' or 'token'", row)


def _unlocked(r: _Reader, row: Any, field: str, c: Card | None) -> tuple[int, ...]:
    """A Room's unlocked doors (709.5c), by name; none for any other permanent."""
    names = _texts(r, row, "unlocked", field)
    if not names:
        return ()
    if c is None or not is_room(c):
        raise r.fail(f"{field}.unlocked", "only a Room has doors to unlock (CR 709.5)", row)
    doors = []
    for name in names:
        try:
            doors.append(door_index(c, name))
        except BadArgumentError as exc:
            raise r.fail(f"{field}.unlocked", str(exc), row) from None
    return tuple(sorted(set(doors)))


def _token_faces(r: _Reader, row: Any, field: str) -> tuple[BaseValues, ...]:
    """A double-faced token's front and back faces (111.10i): two token value tables,
    or none."""
    faces = r.get(row, "token_faces", field, list, [])
    if faces and len(faces) != 2:
        raise r.fail(f"{field}.token_faces", "a double-faced token has two faces", row)
    return tuple(r.values(v, f"{field}.token_faces[{i}]") for i, v in enumerate(faces))


def _read_permanent(r: _Reader, row: Any, field: str, names: set[str]) -> PermanentState:
    """A permanent entry (its id checked by the caller)."""
    c, base = _permanent_values(r, row, field)
    doors = _unlocked(r, row, field, c)
    if is_room(c):
        assert c is not None
        base = room_values(c, doors)  # 709.5
    flipped = r.get(row, "flipped", field, bool, False)
    if flipped:
        if c is None or not is_flip_card(c):
            raise r.fail(f"{field}.flipped", "only a flip card flips (CR 710.1)", row)
        base = flipped_values(c)  # 710.2
    controller = r.get(row, "controller", field, str, "you")
    owner = r.get(row, "owner", field, str, controller)
    bearer = r.get(row, "ring_bearer", field, str, None)  # whose Ring-bearer (701.54a)
    for who, key in ((controller, "controller"), (owner, "owner"), (bearer, "ring_bearer")):
        if who is not None and who not in names:
            raise r.fail(f"{field}.{key}", f"{shorten(who)} is not a player", row)
    counters = r.get(row, "counters", field, dict, {})
    if any(not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < 10**9
           for v in counters.values()):
        raise r.fail(f"{field}.counters", "counts must be whole numbers from 0 to "
                     f"999,999,999, got {shorten(counters)}", row)
    pid = r.get(row, "id", field, int)
    return PermanentState(
        pid, base, owner, controller, r.get(row, "timestamp", field, int, pid), c,
        c is None or bool(r.get(row, "is_token", field, bool, False)),
        r.get(row, "tapped", field, bool, False),
        tuple(sorted((str(k), v) for k, v in counters.items() if v)),
        r.get(row, "attached_to", field, int, None),
        r.get(row, "controlled_since_turn_start", field, bool, True),
        _choices(r, row, field, base),
        r.get(row, "damage", field, int, 0), r.get(row, "skip_next_untap", field, int, 0),
        tuple(sorted(r.get(row, "activations", field, dict, {}).items())),
        r.get(row, "x_paid", field, int, None),
        r.get(row, "seen_controller", field, str, None),
        _texts(r, row, "used_once", field),
        modes_chosen=_texts(r, row, "modes_chosen", field),
        face_down=_face_down(r, row, field), unlocked=doors, flipped=flipped,
        token_faces=_token_faces(r, row, field),
        entered_turn=r.get(row, "entered_turn", field, int, None),
        attacking=r.get(row, "attacking", field, str, None),
        blocking=_ids(r, row, "blocking", field),
        blocked=r.get(row, "blocked", field, bool, False),
        crewed=_ids(r, row, "crewed", field),
        times_crewed=r.get(row, "times_crewed", field, int, 0),
        saddled=r.get(row, "saddled", field, bool, False),
        triggered_once=_texts(r, row, "triggered_once", field),
        deathtouch_damage=r.get(row, "deathtouch_damage", field, bool, False),
        regeneration_shields=r.get(row, "regeneration_shields", field, int, 0),
        damaged_by=_ids(r, row, "damaged_by", field),
        monstrous=r.get(row, "monstrous", field, bool, False),
        renowned=r.get(row, "renowned", field, bool, False),
        recent_control=r.get(row, "recent_control", field, int, 0),
        attacked_this_turn=r.get(row, "attacked_this_turn", field, bool, False),
        level=r.get(row, "level", field, int, None),  # 716.2b
        paired_with=r.get(row, "paired_with", field, int, None),  # soulbond (702.95b)
        paired_under=r.get(row, "paired_under", field, str, None),
        ring_bearer=bearer)


def _read_permanents(r: _Reader, doc: Any, names: set[str]
                     ) -> tuple[dict[int, PermanentState], dict[int, Any]]:
    """The permanents by id, and the file's entry of each (for error lines); ids are
    distinct and what a permanent is attached to is on the battlefield (CR 301.5)."""
    perms: dict[int, PermanentState] = {}
    rows: dict[int, Any] = {}
    for i, row in enumerate(r.get(doc, "permanents", "document", list, [])):
        field = f"permanents[{i}]"
        r.check_keys(row, "permanent", field)
        pid = r.get(row, "id", field, int)
        rows[pid] = row
        if pid in perms:
            raise r.fail(f"{field}.id", f"duplicate id {pid}", row)
        perms[pid] = _read_permanent(r, row, field, names)
    for pid, perm in perms.items():
        if perm.attached_to is not None and perm.attached_to not in perms:
            raise r.fail(f"permanents (id {pid}).attached_to",
                         f"no permanent with id {perm.attached_to}", rows.get(pid))
    return perms, rows


def _read_copy_effect(r: _Reader, e: Any, field: str) -> CopyEffect:
    """A copy effect (CR 707.2): the copiable values it gives, and its exception's extra
    counters (707.9b)."""
    values = r.values(e["copiable_values"], f"{field}.copiable_values")
    extra = r.get(e, "extra_counters", field, dict, {})
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 < v < 10**9
               for v in extra.values()):
        raise r.fail(f"{field}.extra_counters", "counts must be whole numbers from 1 "
                     f"to 999,999,999, got {shorten(extra)}", e)
    return CopyEffect(values, r.get(e, "copy_of", field, int, None),
                      r.get(e, "copy_of_name", field, str, values.name),
                      tuple((str(k), v) for k, v in extra.items()))


def _read_record_effect(r: _Reader, e: Any, field: str, source: str) -> Any:
    """What a continuous effect does: a copy effect, an effect spelled out, or effect
    ``effect_index`` of the ability text that created it."""
    if "copiable_values" in e:
        return _read_copy_effect(r, e, field)
    if "spelled_out" in e:
        return _effect(r, e["spelled_out"], f"{field}.spelled_out")
    text = r.get(e, "ability", field, str)
    ability = parse_ability(text, name=source)
    idx = r.get(e, "effect_index", field, int, 0)
    if not ability.supported or idx >= len(ability.effects):
        raise r.fail(f"{field}.ability", f"{shorten(text)} doesn't give effect {idx}", e)
    return ability.effects[idx]


def _read_effect_record(r: _Reader, e: Any, field: str, active: str) -> EffectRecord:
    """A continuous effect (CR 611) with its source, controller and timestamp (613.7)."""
    r.check_keys(e, "effect", field)
    source_id = r.get(e, "source_id", field, int, None)
    source = r.get(e, "source", field, str, "")
    effect = _read_record_effect(r, e, field, source)
    copy = isinstance(effect, CopyEffect)
    return EffectRecord(
        r.get(e, "id", field, int), source_id, source,
        r.get(e, "controller", field, str, active), effect,
        r.get(e, "timestamp", field, int), frozenset(r.get(e, "affected", field, list, [])),
        r.get(e, "duration", field, str, None), r.get(e, "watch", field, int, None),
        r.get(e, "rule", field, str, "611.2"),
        "" if copy else r.get(e, "ability", field, str),
        0 if copy else r.get(e, "effect_index", field, int, 0))


def _read_stack_item(r: _Reader, it: Any, field: str, active: str) -> StackItem:
    """A spell or ability on the stack (CR 405)."""
    r.check_keys(it, "stack", field)
    name = r.get(it, "name", field, str)
    text = r.get(it, "ability", field, str, None)
    card_v = it.get("card") if isinstance(it, dict) else None
    source_id = r.get(it, "source_id", field, int, None)
    ability = parse_ability(text, name=name) if text else None
    if text and source_id == -1 and name == INITIATIVE:  # the rules' own ability (726.2)
        ability = initiative_ability(text) or ability
    elif text and source_id == -1 and name == SPEED:  # speed's own ability (702.179d)
        ability = speed_ability(text) or ability
    elif text and source_id == -1:  # a dungeon's room ability (309.4c)
        ability = room_trigger(name, text) or ability
    elif text and ability is not None and not ability.supported:  # madness's (702.35a)
        ability = madness_trigger(text) or ability
    return StackItem(
        r.get(it, "id", field, int), r.get(it, "kind", field, str, "ability"), name,
        r.get(it, "controller", field, str, active), source_id, ability,
        r.card(card_v, f"{field}.card", it) if card_v is not None else None,
        tuple(r.get(it, "targets", field, list, [])), r.get(it, "x", field, int, None),
        tuple(r.get(it, "choices", field, list, [])),
        tuple((str(k), _typed(Any, v))
              for k, v in r.get(it, "paid", field, dict, {}).items()))


def _read_zone_card(r: _Reader, v: Any, field: str, who: str, doc: Any) -> CardInZone:
    """A card in a hand, library or graveyard: its reference, or a mapping with its id."""
    cid = None
    if isinstance(v, dict) and "id" in v:
        r.check_keys(v, "card in zone", field)
        cid = r.get(v, "id", field, int)
        v = r.get(v, "card", field, (str, dict))
    c = r.card(v, field, doc)
    return CardInZone(c.name, who, c, cid)


def _read_card_zone(r: _Reader, doc: Any, key: str, names: set[str]
                    ) -> dict[str, tuple[CardInZone, ...]]:
    """The players' hands, libraries or graveyards (``key``), by player."""
    zone: dict[str, tuple[CardInZone, ...]] = {}
    for who, cards in r.get(doc, key, "document", dict, {}).items():
        if who not in names:
            raise r.fail(f"{key}.{_key(who)}", f"{shorten(who)} is not a player", doc)
        if not isinstance(cards, list):
            raise r.fail(f"{key}.{_key(who)}",
                         f"expected a list of cards, got {shorten(cards)}", doc)
        zone[str(who)] = tuple(_read_zone_card(r, v, f"{key}.{who}[{j}]", str(who), doc)
                               for j, v in enumerate(cards))
    return zone


def _read_exiled(r: _Reader, x: Any, field: str, names: set[str]) -> CardInZone:
    """A card in exile (CR 406) with its owner, id and counters (122.1)."""
    r.check_keys(x, "exile card", field)
    c = r.card(r.get(x, "card", field, (str, dict)), f"{field}.card", x)
    owner = r.get(x, "owner", field, str)
    if owner not in names:
        raise r.fail(f"{field}.owner", f"{shorten(owner)} is not a player", x)
    xcounters = r.get(x, "counters", field, dict, {})
    if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 999_999_999
               for v in xcounters.values()):
        raise r.fail(f"{field}.counters", "counts must be whole numbers from 0 to "
                     f"999,999,999, got {shorten(xcounters)}", x)
    return CardInZone(c.name, owner, c, r.get(x, "id", field, int, None),
                      tuple(sorted((str(k), v) for k, v in xcounters.items() if v)))


def _read_log(r: _Reader, doc: Any) -> tuple[LogRow, ...]:
    """The log: rows of [step, turn, action, object, detail, rule]."""
    log = []
    for j, row in enumerate(r.get(doc, "log", "document", list, [])):
        if not isinstance(row, list) or len(row) != 6 or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in row[:2]):
            raise r.fail(f"log[{j}]", "expected [step, turn, action, object, detail, rule] "
                         f"with whole-number step and turn, got {shorten(row)}")
        log.append(LogRow(int(row[0]), int(row[1]), *(str(x) for x in row[2:])))
    return tuple(log)


def _read_phase(r: _Reader, doc: Any) -> Phase:
    """The phase or step (CR 500.1), by any name :func:`normalize_phase` knows."""
    try:
        return normalize_phase(r.get(doc, "phase", "document", str, "precombat main"))
    except ValueError as exc:
        raise r.fail("phase", str(exc), doc) from None


def _check_choices(r: _Reader, perms: dict[int, PermanentState],
                   effects: Sequence[EffectRecord], rows: dict[int, Any]) -> None:
    """Refuse a permanent's choice its abilities (or those a copy effect gives it) don't
    ask as it enters (CR 614.12a)."""
    for pid, perm in perms.items():
        asked = _asked(perm.base).union(*(
            _asked(e.effect.values) for e in effects
            if isinstance(e.effect, CopyEffect) and pid in e.affected))
        unasked = [k for k, _v in perm.choices if k not in asked]
        if unasked:
            raise r.fail(f"permanents (id {pid}).choices",
                         f"{shorten(unasked[0])} is not a choice {perm.base.name} asks as it "
                         f"enters (CR 614.12a); it asks: {sorted(asked) or 'none'}",
                         rows.get(pid))


def _read_holders(r: _Reader, doc: Any, names: set[str]) -> dict[str, Any]:
    """Who is the monarch and who has the initiative (CR 725.1, 726.1): one player, or
    nobody; the extra turns to come, the next first, and during an extra turn the player
    whose turn they followed (500.7); whether it is day or night (731.1)."""
    holders: dict[str, Any] = {}
    for key in ("monarch", "initiative", "turn_order_from"):
        holders[key] = r.get(doc, key, "document", str, None)
        if holders[key] is not None and holders[key] not in names:
            raise r.fail(key, f"{shorten(holders[key])} is not a player", doc)
    extra = r.get(doc, "extra_turns", "document", list, [])
    for j, name in enumerate(extra):
        if not isinstance(name, str) or name not in names:
            raise r.fail(f"extra_turns[{j}]", f"{shorten(name)} is not a player", doc)
    holders["extra_turns"] = tuple(extra)
    day_night = r.get(doc, "day_night", "document", str, None)  # 731.1
    if day_night is not None and day_night not in {d.value for d in DayNight}:
        raise r.fail("day_night", f"{shorten(day_night)} is not day or night (CR 731.1)",
                     doc)
    holders["day_night"] = DayNight(day_night) if day_night is not None else None
    return holders


def board_from_yaml(text_or_path: str | Path, board_class: type[Board]) -> Board:
    """Read a board written by :func:`board_to_yaml` (or by hand), as a new
    ``board_class`` (``ml.Board.from_yaml`` passes it)."""
    text, where = _read_text(text_or_path)
    doc = _document(text, where)
    r = _Reader(where)
    if not isinstance(doc, dict):
        raise r.fail("document", "expected a mapping with players and permanents")
    r.check_keys(doc, "document", "document")
    version = r.get(doc, "mtglab_board", "document", int, FORMAT)
    if version != FORMAT:
        raise r.fail("mtglab_board", f"unknown format version {version}", doc)
    players = _read_players(r, doc)
    names = {p.name for p in players}
    active = r.get(doc, "active", "document", str, players[0].name)
    if active not in names:
        raise r.fail("active", f"{shorten(active)} is not a player", doc)
    perms, rows = _read_permanents(r, doc, names)
    effects = tuple(_read_effect_record(r, e, f"effects[{i}]", active)
                    for i, e in enumerate(r.get(doc, "effects", "document", list, [])))
    stack = tuple(_read_stack_item(r, it, f"stack[{i}]", active)
                  for i, it in enumerate(r.get(doc, "stack", "document", list, [])))
    card_zones = {key: _read_card_zone(r, doc, key, names)
                  for key in ("hands", "libraries", "graveyards")}
    exile = tuple(_read_exiled(r, x, f"exile[{j}]", names)
                  for j, x in enumerate(r.get(doc, "exile", "document", list, [])))
    log = _read_log(r, doc)
    phase = _read_phase(r, doc)
    _check_choices(r, perms, effects, rows)
    delayed = tuple(_delayed(r, d, f"delayed[{j}]", names)
                    for j, d in enumerate(r.get(doc, "delayed", "document", list, [])))
    holders = _read_holders(r, doc, names)
    emblems = tuple(_emblem(r, e, f"emblems[{j}]", names)
                    for j, e in enumerate(r.get(doc, "emblems", "document", list, [])))
    prevention = tuple(_shield(r, p, f"prevention[{j}]", names)
                       for j, p in enumerate(r.get(doc, "prevention", "document", list, [])))
    state = GameState(
        players=tuple(players), active=active,
        phase=phase,
        turn=_turn(r, doc), permanents=perms,
        effects=effects, stack=stack, graveyards=card_zones["graveyards"], exile=exile,
        hands=card_zones["hands"], libraries=card_zones["libraries"],
        log=log,
        next_id=r.get(doc, "next_id", "document", int, max(perms, default=0) + 1),
        next_timestamp=r.get(doc, "next_timestamp", "document", int,
                             max((p.timestamp for p in perms.values()), default=0) + 1),
        delayed=delayed, emblems=emblems, prevention=prevention, **holders,
        play_grants=tuple(_play_grant(r, g, f"play_grants[{j}]") for j, g in
                          enumerate(r.get(doc, "play_grants", "document", list, []))))
    # a file may give a control-changing Aura without saying whose control the flags of
    # 302.6 speak of: as at set-up, for the controller the permanent has now
    # files written before handles knew their object carry a random "lineage" number:
    # read and ignored (the ids and cards written above are what handles are checked by)
    r.get(doc, "lineage", "document", int, None)
    return board_class(state=track_control(state, reset=False))
