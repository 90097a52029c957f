"""Board files: a board as readable YAML, and back (lossless).

The document names cards by name when the catalogue (or a loaded pool) has the very same
card, and spells a card out otherwise. Effects created by resolved abilities are written
as the ability text that created them, copy effects as the copiable values they gave
(CR 707.2b: a snapshot). Files are read with ``yaml.safe_load`` semantics only; a bad
file raises :class:`~mtglab.errors.CardDataError` naming the file, the line and the field.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from mtglab.cards.catalogue import card as lookup_card
from mtglab.cards.effects import SpendRestriction
from mtglab.cards.model import Ability, Card
from mtglab.cards.parser import parse_abilities, parse_ability
from mtglab.cards.types import parse_type_line
from mtglab.engine.control import track_control
from mtglab.engine.faces import face_index, face_up, face_values
from mtglab.engine.state import (
    BaseValues,
    CopyEffect,
    EffectRecord,
    GameState,
    GraveyardEntry,
    LogRow,
    PermanentState,
    PlayerState,
    PoolEntry,
    StackItem,
)
from mtglab.engine.turns import normalize_phase
from mtglab.errors import CardDataError, MtglabError, UnknownCardError
from mtglab.mana import Mana, ManaCost

if TYPE_CHECKING:
    from mtglab.board.board import Board

__all__ = ["board_from_yaml", "board_to_yaml"]

FORMAT = 1


# ---------------------------------------------------------------------------- writing


def _card_ref(c: Card) -> Any:
    try:
        if lookup_card(c.name) == c:
            return c.name
    except UnknownCardError:
        pass
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
        hints = typing.get_type_hints(tp)
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


def board_to_yaml(board: Board) -> str:
    """The board as YAML (see the module docstring)."""
    s = board.state
    doc: dict[str, Any] = {
        "mtglab_board": FORMAT,
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "next_id": s.next_id,
        "next_timestamp": s.next_timestamp,
        # handles made on this board keep working on the board read back from this file
        "lineage": board.lineage,
        "players": [],
        "permanents": [],
    }
    for p in s.players:
        entry: dict[str, Any] = {"name": p.name, "life": p.life}
        if p.commander is not None:
            entry["commander"] = _card_ref(p.commander)
        if p.lost:
            entry["lost"] = True
        if p.pool:
            entry["pool"] = [{"mana": str(e.mana), "source_id": e.source_id,
                              "source": e.source_name,
                              "restriction": _restriction(e.restriction),
                              "riders": list(e.riders)} for e in p.pool]
        doc["players"].append(entry)
    for pid in sorted(s.permanents):
        perm = s.permanents[pid]
        row: dict[str, Any] = {"id": pid}
        if perm.card is not None:
            row["card"] = _card_ref(perm.card)
            if face_up(perm) == 1:  # a double-faced card with its back face up (712.8e)
                row["face"] = perm.base.name
        else:
            row["token"] = _values_fields(perm.base)
        if perm.is_token and perm.card is not None:
            row["is_token"] = True
        row.update({"controller": perm.controller, "owner": perm.owner,
                    "tapped": perm.tapped,
                    "controlled_since_turn_start": perm.controlled_since_turn_start,
                    "timestamp": perm.timestamp})
        if perm.counters:
            row["counters"] = dict(perm.counters)
        if perm.attached_to is not None:
            row["attached_to"] = perm.attached_to
        if perm.choices:
            row["choices"] = dict(perm.choices)
        for key in ("damage", "skip_next_untap", "x_paid", "seen_controller"):
            if getattr(perm, key):
                row[key] = getattr(perm, key)
        if perm.activations:
            row["activations"] = dict(perm.activations)
        doc["permanents"].append(row)
    effects = []
    for r in s.effects:
        e: dict[str, Any] = {"id": r.id, "source_id": r.source_id, "source": r.source_name,
                             "controller": r.controller, "timestamp": r.timestamp,
                             "affected": sorted(r.affected), "duration": r.duration,
                             "watch": r.watch, "rule": r.rule}
        if isinstance(r.effect, CopyEffect):
            e["copy_of"] = r.effect.original_id
            e["copiable_values"] = _values_fields(r.effect.values, r.source_name)
        else:
            e["ability"] = r.origin_text
            e["effect_index"] = r.origin_index
        effects.append(e)
    if effects:
        doc["effects"] = effects
    if s.stack:
        doc["stack"] = [{"id": i.id, "kind": i.kind, "name": i.name, "controller": i.controller,
                         "source_id": i.source_id,
                         "ability": i.ability.text if i.ability else None,
                         "card": _card_ref(i.card) if i.card else None,
                         "targets": list(i.targets), "x": i.x,
                         "choices": [getattr(c, "id", c) for c in i.choices],
                         "paid": {k: _plain(v) for k, v in i.paid}} for i in s.stack]
    yards = {k: [_card_ref(g.card) if g.card else g.name for g in v]
             for k, v in s.graveyards.items() if v}
    if yards:
        doc["graveyards"] = yards
    if s.exile:
        doc["exile"] = [{"card": _card_ref(g.card) if g.card else g.name, "owner": g.owner}
                        for g in s.exile]
    doc["log"] = [[r.step, r.turn, r.action, r.object, r.detail, r.rule] for r in s.log]
    return yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=100)


# ---------------------------------------------------------------------------- reading


class _Loader(yaml.SafeLoader):
    """A safe loader that remembers the line of each mapping (for error messages)."""


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
                           "next_timestamp", "lineage"}),
    "player": frozenset({"name", "life", "pool", "commander", "lost"}),
    "pool": frozenset({"mana", "source_id", "source", "restriction", "riders"}),
    "permanent": frozenset({"id", "card", "face", "token", "is_token", "controller", "owner",
                            "tapped", "controlled_since_turn_start", "timestamp", "counters",
                            "attached_to", "choices", "damage", "skip_next_untap", "x_paid",
                            "activations", "seen_controller"}),
    "stack": frozenset({"id", "kind", "name", "controller", "source_id", "ability", "card",
                        "targets", "x", "choices", "paid"}),
    "zone card": frozenset({"card", "owner"}),
    "effect": frozenset({"id", "source_id", "source", "controller", "timestamp", "affected",
                         "duration", "watch", "rule", "ability", "effect_index", "copy_of",
                         "copiable_values"}),
}


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_map)


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
        extra = [k for k in node if k not in _KEYS[kind]]
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
            raise self.fail(f"{field}.{key}", f"expected {want}, got {value!r}", node)
        return value

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
                    power=self.get(value, "power", field, (str, int), None),
                    toughness=self.get(value, "toughness", field, (str, int), None),
                    loyalty=self.get(value, "loyalty", field, (str, int), None),
                    defense=self.get(value, "defense", field, (str, int), None),
                    color_indicator=self.get(value, "color_indicator", field, list, None))
            except CardDataError as exc:
                raise self.fail(field, str(exc), value) from None
        raise self.fail(field, f"expected a card name or card fields, got {value!r}", node)

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
                          colors=frozenset(self.get(node, "colors", field, list, [])),
                          supertypes=tl.supertypes, types=tl.types, subtypes=tl.subtypes,
                          abilities=abilities,
                          power=_s(self.get(node, "power", field, (str, int), None)),
                          toughness=_s(self.get(node, "toughness", field, (str, int), None)),
                          loyalty=_s(self.get(node, "loyalty", field, (str, int), None)))


def _s(v: Any) -> str | None:
    return None if v is None else str(v)


def board_from_yaml(text_or_path: str | Path) -> Board:
    """Read a board written by :func:`board_to_yaml` (or by hand)."""
    from mtglab.board.board import Board

    where = "<text>"
    text = str(text_or_path)
    if isinstance(text_or_path, Path) or ("\n" not in text and Path(text).suffix in
                                          (".yaml", ".yml")):
        path = Path(text_or_path)
        where = str(path)
        try:
            text = path.read_text("utf-8")
        except OSError as exc:
            raise CardDataError(f"cannot read: {exc.strerror or exc}", path=where) from None
    try:
        doc = yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f", line {mark.line + 1}" if mark is not None else ""
        raise CardDataError(f"invalid YAML: {getattr(exc, 'problem', exc)}",
                            path=where + line) from None
    r = _Reader(where)
    if not isinstance(doc, dict):
        raise r.fail("document", "expected a mapping with players and permanents")
    r.check_keys(doc, "document", "document")
    version = r.get(doc, "mtglab_board", "document", int, FORMAT)
    if version != FORMAT:
        raise r.fail("mtglab_board", f"unknown format version {version}", doc)
    players = []
    for i, p in enumerate(r.get(doc, "players", "document", list)):
        field = f"players[{i}]"
        r.check_keys(p, "player", field)
        commander = r.get(p, "commander", field, (str, dict), None)
        pool = []
        for j, e in enumerate(r.get(p, "pool", field, list, [])):
            f2 = f"{field}.pool[{j}]"
            r.check_keys(e, "pool", f2)
            restr = r.get(e, "restriction", f2, dict, None)
            try:
                restriction = _typed(SpendRestriction, restr) if restr else None
                mana = Mana(r.get(e, "mana", f2, str))
            except (TypeError, ValueError) as exc:
                raise r.fail(f2, str(exc), e) from None
            pool.append(PoolEntry(mana, r.get(e, "source_id", f2, int, None),
                                  r.get(e, "source", f2, str, ""), restriction,
                                  tuple(r.get(e, "riders", f2, list, []))))
        players.append(PlayerState(
            r.get(p, "name", field, str), r.get(p, "life", field, int, 20), tuple(pool),
            r.card(commander, f"{field}.commander", p) if commander is not None else None,
            bool(r.get(p, "lost", field, bool, False))))
    if not players:
        raise r.fail("players", "at least one player is needed", doc)
    names = {p.name for p in players}
    if len(names) != len(players):
        raise r.fail("players", "player names must be distinct", doc)
    active = r.get(doc, "active", "document", str, players[0].name)
    if active not in names:
        raise r.fail("active", f"{active!r} is not a player", doc)
    perms: dict[int, PermanentState] = {}
    rows: dict[int, Any] = {}
    for i, row in enumerate(r.get(doc, "permanents", "document", list, [])):
        field = f"permanents[{i}]"
        r.check_keys(row, "permanent", field)
        pid = r.get(row, "id", field, int)
        rows[pid] = row
        if pid in perms:
            raise r.fail(f"{field}.id", f"duplicate id {pid}", row)
        if "card" in row:
            c: Card | None = r.card(row["card"], f"{field}.card", row)
            assert c is not None
            base = face_values(c, face_index(c, r.get(row, "face", field, str, None)))
        elif "token" in row:
            c = None
            base = r.values(row["token"], f"{field}.token")
        else:
            raise r.fail(field, "needs 'card' or 'token'", row)
        controller = r.get(row, "controller", field, str, "you")
        owner = r.get(row, "owner", field, str, controller)
        for who, key in ((controller, "controller"), (owner, "owner")):
            if who not in names:
                raise r.fail(f"{field}.{key}", f"{who!r} is not a player", row)
        counters = r.get(row, "counters", field, dict, {})
        if any(not isinstance(v, int) or isinstance(v, bool) or v < 0
               for v in counters.values()):
            raise r.fail(f"{field}.counters", "counts must be non-negative integers", row)
        perms[pid] = PermanentState(
            pid, base, owner, controller, r.get(row, "timestamp", field, int, pid), c,
            c is None or bool(r.get(row, "is_token", field, bool, False)),
            r.get(row, "tapped", field, bool, False),
            tuple(sorted((str(k), v) for k, v in counters.items() if v)),
            r.get(row, "attached_to", field, int, None),
            r.get(row, "controlled_since_turn_start", field, bool, True),
            tuple(r.get(row, "choices", field, dict, {}).items()),
            r.get(row, "damage", field, int, 0), r.get(row, "skip_next_untap", field, int, 0),
            tuple(sorted(r.get(row, "activations", field, dict, {}).items())),
            r.get(row, "x_paid", field, int, None),
            r.get(row, "seen_controller", field, str, None))
    for pid, perm in perms.items():
        if perm.attached_to is not None and perm.attached_to not in perms:
            raise r.fail(f"permanents (id {pid}).attached_to",
                         f"no permanent with id {perm.attached_to}", rows.get(pid))
    effects = []
    for i, e in enumerate(r.get(doc, "effects", "document", list, [])):
        field = f"effects[{i}]"
        r.check_keys(e, "effect", field)
        source_id = r.get(e, "source_id", field, int, None)
        source = r.get(e, "source", field, str, "")
        if "copiable_values" in e:
            values = r.values(e["copiable_values"], f"{field}.copiable_values")
            effect: Any = CopyEffect(values, r.get(e, "copy_of", field, int, None), values.name)
        else:
            text = r.get(e, "ability", field, str)
            ability = parse_ability(text, name=source)
            idx = r.get(e, "effect_index", field, int, 0)
            if not ability.supported or idx >= len(ability.effects):
                raise r.fail(f"{field}.ability", f"{text!r} doesn't give effect {idx}", e)
            effect = ability.effects[idx]
        effects.append(EffectRecord(
            r.get(e, "id", field, int), source_id, source,
            r.get(e, "controller", field, str, active), effect,
            r.get(e, "timestamp", field, int), frozenset(r.get(e, "affected", field, list, [])),
            r.get(e, "duration", field, str, None), r.get(e, "watch", field, int, None),
            r.get(e, "rule", field, str, "611.2"),
            "" if isinstance(effect, CopyEffect) else r.get(e, "ability", field, str),
            0 if isinstance(effect, CopyEffect) else r.get(e, "effect_index", field, int, 0)))
    stack = []
    for i, it in enumerate(r.get(doc, "stack", "document", list, [])):
        field = f"stack[{i}]"
        r.check_keys(it, "stack", field)
        name = r.get(it, "name", field, str)
        text = r.get(it, "ability", field, str, None)
        card_v = it.get("card") if isinstance(it, dict) else None
        stack.append(StackItem(
            r.get(it, "id", field, int), r.get(it, "kind", field, str, "ability"), name,
            r.get(it, "controller", field, str, active), r.get(it, "source_id", field, int, None),
            parse_ability(text, name=name) if text else None,
            r.card(card_v, f"{field}.card", it) if card_v is not None else None,
            tuple(r.get(it, "targets", field, list, [])), r.get(it, "x", field, int, None),
            tuple(r.get(it, "choices", field, list, [])),
            tuple((str(k), _typed(Any, v))
                  for k, v in r.get(it, "paid", field, dict, {}).items())))
    yards: dict[str, tuple[GraveyardEntry, ...]] = {}
    for who, cards in r.get(doc, "graveyards", "document", dict, {}).items():
        if who not in names:
            raise r.fail(f"graveyards.{who}", f"{who!r} is not a player", doc)
        if not isinstance(cards, list):
            raise r.fail(f"graveyards.{who}", f"expected a list of cards, got {cards!r}", doc)
        entries = []
        for j, v in enumerate(cards):
            c2 = r.card(v, f"graveyards.{who}[{j}]", doc)
            entries.append(GraveyardEntry(c2.name, str(who), c2))
        yards[str(who)] = tuple(entries)
    exiled = []
    for j, x in enumerate(r.get(doc, "exile", "document", list, [])):
        r.check_keys(x, "zone card", f"exile[{j}]")
        c3 = r.card(r.get(x, "card", f"exile[{j}]", (str, dict)), f"exile[{j}].card", x)
        owner3 = r.get(x, "owner", f"exile[{j}]", str)
        if owner3 not in names:
            raise r.fail(f"exile[{j}].owner", f"{owner3!r} is not a player", x)
        exiled.append(GraveyardEntry(c3.name, owner3, c3))
    exile = tuple(exiled)
    log = []
    for j, row in enumerate(r.get(doc, "log", "document", list, [])):
        if not isinstance(row, list) or len(row) != 6 or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in row[:2]):
            raise r.fail(f"log[{j}]", "expected [step, turn, action, object, detail, rule] "
                         f"with whole-number step and turn, got {row!r}")
        log.append(LogRow(int(row[0]), int(row[1]), *(str(x) for x in row[2:])))
    try:
        phase = normalize_phase(r.get(doc, "phase", "document", str, "precombat main"))
    except ValueError as exc:
        raise r.fail("phase", str(exc), doc) from None
    state = GameState(
        players=tuple(players), active=active,
        phase=phase,
        turn=r.get(doc, "turn", "document", int, 1), permanents=perms,
        effects=tuple(effects), stack=tuple(stack), graveyards=yards, exile=exile,
        log=tuple(log),
        next_id=r.get(doc, "next_id", "document", int, max(perms, default=0) + 1),
        next_timestamp=r.get(doc, "next_timestamp", "document", int,
                             max((p.timestamp for p in perms.values()), default=0) + 1))
    # a file may give a control-changing Aura without saying whose control the flags of
    # 302.6 speak of: as at set-up, for the controller the permanent has now
    return Board(state=track_control(state, reset=False),
                 lineage=r.get(doc, "lineage", "document", int, None))
