"""Reading the card files people download: Scryfall, MTGJSON and JSON lines.

:func:`load_cards` tells the formats apart by their content, not their file name:

* a JSON **array** of card objects: Scryfall's bulk files (``oracle_cards``,
  ``default_cards``, ``all_cards``; faces in ``card_faces``);
* a JSON **object** with a ``data`` mapping: MTGJSON's ``AtomicCards`` (names to lists of
  faces, told apart by ``side``) or ``AllPrintings`` (set codes to sets, each with
  ``cards`` and ``tokens``); a ``data`` list (a Scryfall API page) reads as Scryfall's;
* one JSON object **per line**: mtglab's corpus format (keys ``name``, ``mana_cost``,
  ``type_line``, ``oracle_text``, ``faces`` ...) or Scryfall card objects one a line,
  each line recognised by its own keys (``object``, ``card_faces``, ``oracle_id``).

gzip, bzip2, xz and zip files are read transparently (:mod:`mtglab.cards.filestreams`),
and large files are streamed (``ijson``): only one printing of each card is kept, so a
400 MB ``default_cards`` file loads in a few hundred MB.

Objects that are not gameplay cards are not loaded as cards: tokens go to the pool's
token registry (``pool.tokens``), art-series cards and emblems are skipped, a reversible
printing is folded into its card; ``pool.warnings`` counts each. Limits, checked before
the work they guard: JSON nests at most :data:`~mtglab.cards.filestreams.MAX_JSON_DEPTH`
levels; a text field holds at most :data:`MAX_TEXT_LENGTH` characters; numbers must be
finite. A malformed file raises :class:`~mtglab.errors.CardDataError` naming the file and
the record.
"""

from __future__ import annotations

import html
import io
import json
import math
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final

import ijson

from mtglab.cards.filestreams import READ_ERRORS, DepthGuard, open_stream, truncated
from mtglab.cards.model import Card
from mtglab.cards.names import name_key
from mtglab.errors import (
    BadArgumentTypeError,
    CardDataError,
    InputLimitError,
    ManaCostError,
    shorten,
)
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["MAX_TEXT_LENGTH", "CardPool", "card_from_mtgjson", "card_from_scryfall",
           "cards_from_records", "read_pool", "read_records"]

#: The longest text a card field may hold (the longest Oracle text has about 1,200)
MAX_TEXT_LENGTH: Final = 20_000

#: Scryfall layouts of objects that are not cards a deck holds (Scryfall's API docs)
_TOKEN_LAYOUTS: Final = frozenset({"token", "double_faced_token"})
_SKIPPED_LAYOUTS: Final = frozenset({"art_series", "emblem"})


class CardPool:
    """A collection of cards: iterable, indexable by name, with a DataFrame view.

    >>> from mtglab.cards.model import Card
    >>> pool = CardPool([Card.from_text(name="Wastes", type_line="Basic Land")])
    >>> len(pool), pool["wastes"].name
    (1, 'Wastes')
    """

    def __init__(self, cards: Iterable[Card], *, source: str = "") -> None:
        if isinstance(cards, str | bytes | Mapping) or not isinstance(cards, Iterable):
            raise BadArgumentTypeError("cards", cards, "a list of cards (ml.Card)")
        if not isinstance(source, str):
            raise BadArgumentTypeError("source", source, "text naming where the cards are from")
        self._cards: dict[str, Card] = {}
        for card in cards:
            if not isinstance(card, Card):
                raise BadArgumentTypeError("cards", card, "a card (ml.Card)")
            self._cards.setdefault(card.name, card)
        self.source = source
        self.warnings: list[str] = []
        #: tokens the file held (Scryfall token objects, MTGJSON's ``tokens``), by name
        self.tokens: dict[str, Card] = {}
        self._index: dict[str, str] | None = None

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __getitem__(self, name: str) -> Card:
        card = self.find(name)
        if card is None:
            from mtglab.cards.catalogue import suggest
            from mtglab.errors import UnknownCardError

            raise UnknownCardError(name, suggest(name, self.names))
        return card

    @property
    def names(self) -> list[str]:
        """The card names, in the order they were loaded."""
        return list(self._cards)

    def find(self, name: str) -> Card | None:
        """The card with this name (case- and punctuation-tolerant), or None."""
        if not isinstance(name, str):
            raise BadArgumentTypeError("name", name, "a card name such as 'Llanowar Elves'")
        if name in self._cards:
            return self._cards[name]
        if self._index is None:
            # whole names first, so a card is found before another card's face of that
            # name; then the faces of multi-face cards
            self._index = {}
            for n in self._cards:
                self._index.setdefault(name_key(n), n)
            for n in self._cards:
                if " // " in n:
                    for face in n.split(" // "):
                        self._index.setdefault(name_key(face), n)
        found = self._index.get(name_key(name))
        return self._cards[found] if found is not None else None

    @property
    def frame(self) -> pd.DataFrame:
        """One row per card: name, cost, mana value, types, colors, P/T, ability counts."""
        import pandas as pd

        rows = []
        for c in self._cards.values():
            rows.append({
                "name": c.name,
                "mana_cost": str(c.mana_cost) if c.mana_cost is not None else None,
                "mana_value": c.mana_value,
                "type_line": c.type_line,
                "types": c.types,
                "subtypes": c.subtypes,
                "colors": "".join(x for x in "WUBRG" if x in c.colors),
                "power": c.power,
                "toughness": c.toughness,
                "abilities": len(c.abilities),
                "mana_abilities": sum(a.is_mana_ability for a in c.abilities),
                "supported": c.supported,
                "layout": c.layout,
            })
        return pd.DataFrame(rows, columns=[
            "name", "mana_cost", "mana_value", "type_line", "types", "subtypes", "colors",
            "power", "toughness", "abilities", "mana_abilities", "supported", "layout"])

    def __repr__(self) -> str:
        src = f" from {self.source}" if self.source else ""
        return f"<CardPool of {len(self)} cards{src}>"

    def _repr_html_(self) -> str:
        head = f"<b>{html.escape(repr(self))}</b>"
        frame = self.frame
        return head + frame.head(20).to_html(index=False) + (
            f"<i>... {len(frame) - 20} more</i>" if len(frame) > 20 else "")


# ---------------------------------------------------------------------------- records
# Every format is first turned into "records": dicts with the JSONL keys, faces nested.

_RECORD_KEYS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness",
                "loyalty", "defense", "color_indicator", "layout")


def _str_or_none(value: Any, field: str, path: str, record: str) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, float) and not math.isfinite(value):
        raise CardDataError(f"field {field!r} should be text or a finite number, got "
                            f"{value!r}", path=path, record=record)
    if isinstance(value, int | float) and not isinstance(value, bool):
        if isinstance(value, int) and abs(value) >= 10**18:
            raise InputLimitError(f"field {field!r}: a number of {len(str(abs(value)))} "
                                  "digits (mtglab reads at most 18)", path=path, record=record)
        return str(int(value)) if float(value).is_integer() else str(value)
    return _text(value, field, path, record)


def _text(value: Any, field: str, path: str, record: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise CardDataError(f"field {field!r} should be text, got {type(value).__name__}",
                            path=path, record=record)
    if len(value) > MAX_TEXT_LENGTH:
        raise InputLimitError(f"field {field!r} holds {len(value):,} characters (mtglab "
                              f"reads at most {MAX_TEXT_LENGTH:,})", path=path, record=record)
    return value


def _colors(value: Any, field: str, path: str, record: str) -> list[str] | None:
    """A list of color letters (a color indicator, CR 204), checked; None when absent."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(
            isinstance(c, str) and c.upper() in ("W", "U", "B", "R", "G") for c in value):
        raise CardDataError(f"field {field!r} should be a list of color letters (W U B R G), "
                            f"got {shorten(value)}", path=path, record=record)
    return [c.upper() for c in value] or None


def _layout(value: Any, path: str, record: str) -> str:
    if value is None or value == "":
        return "normal"
    if not isinstance(value, str):
        raise CardDataError(f"field 'layout' should be text, got {type(value).__name__}",
                            path=path, record=record)
    return value


def _scryfall_records(obj: Any, path: str, where: str) -> list[dict[str, Any]]:
    """A Scryfall card object as records, each with its ``_kind``.

    A reversible printing (layout ``reversible_card``: two faces, no top-level type line)
    is folded: both faces of one card give that card once (``_kind`` "folded").
    """
    if not isinstance(obj, Mapping):
        raise CardDataError(f"a Scryfall card must be a JSON object, got {shorten(obj)}",
                            path=path, record=where)
    name = obj.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError("card without a 'name'", path=path, record=where)
    where = f"{where} ({name!r})"

    def face(o: Any, fallback_layout: str) -> dict[str, Any]:
        if not isinstance(o, Mapping):
            raise CardDataError("a card face must be a JSON object", path=path, record=where)
        if "type_line" not in o:
            raise CardDataError("missing 'type_line'", path=path, record=where)
        return {
            "name": o.get("name") or name,
            "mana_cost": _str_or_none(o.get("mana_cost"), "mana_cost", path, where),
            "type_line": _text(o.get("type_line"), "type_line", path, where),
            "oracle_text": _text(o.get("oracle_text"), "oracle_text", path, where),
            "power": _str_or_none(o.get("power"), "power", path, where),
            "toughness": _str_or_none(o.get("toughness"), "toughness", path, where),
            "loyalty": _str_or_none(o.get("loyalty"), "loyalty", path, where),
            "defense": _str_or_none(o.get("defense"), "defense", path, where),
            "color_indicator": _colors(o.get("color_indicator"), "color_indicator", path,
                                       where),
            "layout": fallback_layout,
        }

    layout = _layout(obj.get("layout"), path, where)
    kind = ("token" if layout in _TOKEN_LAYOUTS else f"skip:{layout}"
            if layout in _SKIPPED_LAYOUTS else "card")
    if kind.startswith("skip:"):
        return [{"name": name, "_kind": kind, "_where": where}]
    faces = obj.get("card_faces")
    if faces and layout == "reversible_card" and isinstance(faces, list):
        out: dict[str, dict[str, Any]] = {}
        for f in faces:
            if isinstance(f, Mapping):
                rec = face(f, _layout(f.get("layout"), path, where))
                rec.update(faces=None, _where=where, _kind="folded")
                out.setdefault(rec["name"], rec)
        if not out:
            raise CardDataError("a reversible card without faces", path=path, record=where)
        return list(out.values())
    if faces:
        if not isinstance(faces, list):
            raise CardDataError("'card_faces' must be a list", path=path, record=where)
        recs = [face(f, layout) for f in faces]
        top = dict(recs[0])
        top["name"] = name
        top["layout"] = layout
        top["faces"] = recs
        top["_where"] = where
        top["_kind"] = kind
        return [top]
    rec = face(obj, layout)
    rec["faces"] = None
    rec["_where"] = where
    rec["_kind"] = kind
    return [rec]


def _mtgjson_entry(name: Any, faces: Any, n: int, path: str) -> dict[str, Any]:
    """One MTGJSON card (AtomicCards' list of faces, or a set's printings of it)."""
    where = repr(name) if isinstance(name, str) else shorten(name)
    if not isinstance(faces, list) or not faces:
        raise CardDataError(f"expected a non-empty list of faces, got {shorten(faces)}",
                            path=path, record=where)
    recs: list[dict[str, Any]] = []
    for f in sorted(faces, key=lambda x: str(x.get("side") or "a") if isinstance(x, Mapping)
                    else ""):
        if not isinstance(f, Mapping):
            raise CardDataError("a face must be a JSON object", path=path, record=where)
        if not isinstance(f.get("type"), str) or not f["type"].strip():
            raise CardDataError("missing 'type' (the type line)", path=path, record=where)
        text = _text(f.get("text"), "text", path, where)
        recs.append({
            "name": _text(f.get("faceName") or f.get("name") or name, "faceName", path, where),
            "mana_cost": _str_or_none(f.get("manaCost"), "manaCost", path, where),
            "type_line": _text(f.get("type"), "type", path, where),
            "oracle_text": _mtgjson_loyalty(text),
            "power": _str_or_none(f.get("power"), "power", path, where),
            "toughness": _str_or_none(f.get("toughness"), "toughness", path, where),
            "loyalty": _str_or_none(f.get("loyalty"), "loyalty", path, where),
            "defense": _str_or_none(f.get("defense"), "defense", path, where),
            "color_indicator": _colors(f.get("colorIndicator"), "colorIndicator", path,
                                       where),
            "layout": _layout(f.get("layout"), path, where),
        })
    # Meld backs and reversible halves appear under their own names; keep the first
    # face's name as the card name unless the entry is "A // B".
    top: dict[str, Any] = dict(recs[0])
    top["name"] = _text(name, "name", path, where)
    top["faces"] = recs if len(recs) > 1 else None
    top["_where"] = f"#{n} ({name!r})"
    layout = top["layout"]
    top["_kind"] = ("token" if layout in _TOKEN_LAYOUTS else f"skip:{layout}"
                    if layout in _SKIPPED_LAYOUTS else "card")
    return top


def _mtgjson_printings(printings: Any, path: str, where: str, *, tokens: bool = False,
                       seen: set[str] | None = None) -> Iterator[dict[str, Any]]:
    """The cards of one MTGJSON set (AllPrintings, or a set file): one per name.

    A set lists each face of a multi-face card as its own printing (``side`` a, b...)
    and may print a card several times; the first printing of each side is used. Names
    in ``seen`` (read from an earlier set) are counted as duplicates, not read again.
    """
    if not isinstance(printings, list):
        raise CardDataError(f"expected a list of cards, got {shorten(printings)}", path=path,
                            record=where)
    groups: dict[str, dict[str, Any]] = {}
    for i, f in enumerate(printings):
        if not isinstance(f, Mapping) or not isinstance(f.get("name"), str) or not f["name"]:
            raise CardDataError("a card must be a JSON object with a 'name'", path=path,
                                record=f"{where}[{i}]")
        sides = groups.setdefault(f["name"], {})
        sides.setdefault(str(f.get("side") or "a"), f)
    for n, (name, sides) in enumerate(groups.items()):
        if seen is not None and name in seen:
            yield {"name": name, "_kind": "duplicate", "_where": where}
            continue
        rec = _mtgjson_entry(name, list(sides.values()), n, path)
        if tokens:
            rec["_kind"] = "token"
        yield rec


def _mtgjson_loyalty(text: str) -> str:
    """MTGJSON writes loyalty costs as "[+1]:"; Oracle writes "+1:"."""
    import re

    return re.sub(r"^\[([+\-−]?[\dX]+)\]:", r"\1:", text, flags=re.M)


def _jsonl_record(obj: Any, path: str, where: str) -> dict[str, Any]:
    if not isinstance(obj, Mapping):
        raise CardDataError("each line must be a JSON object", path=path, record=where)
    name = obj.get("name")
    if not isinstance(name, str) or not name:
        raise CardDataError("card without a 'name'", path=path, record=where)
    where = f"{where} ({name!r})"
    if "type_line" not in obj:
        raise CardDataError("missing 'type_line'", path=path, record=where)
    rec = {k: obj.get(k) for k in _RECORD_KEYS}
    for k in ("mana_cost", "power", "toughness", "loyalty", "defense"):
        rec[k] = _str_or_none(rec[k], k, path, where)
    rec["oracle_text"] = _text(rec["oracle_text"], "oracle_text", path, where)
    rec["type_line"] = _text(rec["type_line"], "type_line", path, where)
    rec["layout"] = _layout(rec["layout"], path, where)
    rec["color_indicator"] = _colors(rec["color_indicator"], "color_indicator", path, where)
    if rec["color_indicator"] is None and "color_indicator" not in obj:
        # The corpus JSONL has "colors" but no color indicator: the colors its cost does
        # not give come from a color indicator (CR 202.2e, 204), e.g. Dryad Arbor.
        colors = _colors(obj.get("colors"), "colors", path, where)
        if colors:
            try:
                from_cost = ManaCost.parse(rec["mana_cost"] or "").colors
            except ManaCostError:
                from_cost = frozenset()
            rec["color_indicator"] = [c for c in colors if c not in from_cost] or None
    faces = obj.get("faces")
    if faces:
        if not isinstance(faces, list):
            raise CardDataError("'faces' must be a list", path=path, record=where)
        if not all(isinstance(f, Mapping) for f in faces):
            raise CardDataError("each of 'faces' must be a JSON object", path=path,
                                record=where)
        face_records = [_jsonl_record({**f, "layout": rec["layout"]}, path, where)
                        for f in faces]
        rec["faces"] = face_records
        front = face_records[0]
        for k in ("mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty",
                  "color_indicator"):
            rec[k] = front[k]
    else:
        rec["faces"] = None
    flags = obj.get("flags") or []
    if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
        raise CardDataError("field 'flags' should be a list of text", path=path, record=where)
    rec["flags"] = tuple(flags)
    rec["_where"] = where
    return rec


#: Longest JSON line read in a JSON-lines file (a Scryfall card object has about 5 KB)
MAX_LINE_BYTES: Final = 4 << 20
#: A JSON file below this size is read again whole to name a broken record
_RESCAN_BYTES: Final = 64 << 20
_PEEK: Final = 1 << 16
_SCRYFALL_KEYS: Final = ("object", "card_faces", "oracle_id")


def _object_records(obj: Any, path: str, where: str) -> list[dict[str, Any]]:
    """One JSON object of an array or a line, recognised by its keys (Scryfall's or mtglab's)."""
    if isinstance(obj, Mapping) and any(k in obj for k in _SCRYFALL_KEYS):
        if obj.get("object", "card") != "card":
            return [{"name": str(obj.get("name") or ""), "_where": where,
                     "_kind": f"skip:{shorten(obj.get('object'), 30)} object"}]
        recs = _scryfall_records(obj, path, where)
        for rec in recs:
            rec["_scryfall"] = True
        return recs
    if not isinstance(obj, Mapping):
        raise CardDataError(f"a card must be a JSON object, got {shorten(obj)}", path=path,
                            record=where)
    rec = _jsonl_record(obj, path, where)
    layout = rec.get("layout")
    rec["_kind"] = ("token" if layout in _TOKEN_LAYOUTS else f"skip:{layout}"
                    if layout in _SKIPPED_LAYOUTS else "card")
    return [rec]


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a card file may hold")


def _loads_line(line: bytes, path: str, where: str) -> Any:
    try:
        return json.loads(line, parse_constant=_refuse_constant)
    except UnicodeDecodeError as exc:
        raise CardDataError(f"not UTF-8 text (byte {exc.start})", path=path,
                            record=where) from None
    except json.JSONDecodeError as exc:
        raise CardDataError(f"invalid JSON ({exc.msg}, column {exc.colno})", path=path,
                            record=where) from None
    except RecursionError:
        raise InputLimitError("JSON nested too deeply", path=path, record=where) from None
    except ValueError as exc:
        raise CardDataError(f"invalid JSON ({exc})", path=path, record=where) from None


def _jsonl_stream(stream: IO[bytes], path: str) -> Iterator[dict[str, Any]]:
    i = 0
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        i += 1
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            raise InputLimitError(f"a line longer than {MAX_LINE_BYTES:,} bytes (mtglab's "
                                  "limit)", path=path, record=f"line {i}")
        if not line.strip():
            continue
        yield from _object_records(_loads_line(line, path, f"line {i}"), path, f"line {i}")


def _looks_like_lines(head: bytes) -> bool:
    """Whether a file starting with ``{`` is JSON lines rather than one JSON object."""
    lines = head.split(b"\n", 2)
    if len(lines) < 2 or not lines[1].strip():
        return False
    first = lines[0].strip()

    def is_object(text: bytes) -> bool:
        try:
            return isinstance(json.loads(text), dict)
        except (ValueError, RecursionError):
            return False

    # the first line may be the broken one: then the second tells
    return is_object(first) or first.endswith(b"}") or (len(lines) > 2 and is_object(lines[1]))


def _top_level(stream: IO[bytes]) -> tuple[list[str], str | None, str | None]:
    """A JSON object's top-level keys up to ``data``, the event starting ``data``, and
    the first key inside ``data`` (read with ijson's events, stopping early)."""
    keys: list[str] = []
    data_event: str | None = None
    for prefix, event, value in ijson.parse(stream, use_float=True):
        if data_event is not None:
            return keys, data_event, value if event == "map_key" else None
        if prefix == "" and event == "map_key":
            keys.append(str(value))
        elif prefix == "data" and event in ("start_map", "start_array"):
            data_event = event
            if event == "start_array":
                return keys, data_event, None
        if len(keys) > 10_000:
            break
    return keys, data_event, None


def _mtgjson_data(stream: IO[bytes], path: str, first_key: str | None
                  ) -> Iterator[dict[str, Any]]:
    """MTGJSON's ``data``: AtomicCards (name -> faces), AllPrintings (code -> set) or
    one set file (``cards`` and ``tokens`` of a single set)."""
    single_set = first_key == "baseSetSize"
    seen: set[str] = set()
    for n, (key, value) in enumerate(ijson.kvitems(stream, "data", use_float=True)):
        if single_set:
            if key in ("cards", "tokens"):
                for rec in _mtgjson_printings(value, path, key, tokens=key == "tokens",
                                              seen=seen):
                    seen.add(rec["name"])
                    yield rec
        elif isinstance(value, Mapping) and "cards" in value:  # AllPrintings: a set
            for part in ("cards", "tokens"):
                for rec in _mtgjson_printings(value.get(part) or [], path,
                                              f"{key}.{part}", tokens=part == "tokens",
                                              seen=seen if part == "cards" else None):
                    if rec["_kind"] != "token":
                        seen.add(rec["name"])
                    yield rec
        else:
            yield _mtgjson_entry(key, value, n, path)


def _json_error(path: Path, exc: Exception, fallback: str | None) -> CardDataError:
    """The error for JSON that does not parse, naming the broken record where it can."""
    try:
        with open_stream(path) as (stream, _kind):
            raw = stream.read(_RESCAN_BYTES + 1)
    except (CardDataError, *READ_ERRORS):
        raw = b""
    if raw and len(raw) <= _RESCAN_BYTES:
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as err:
            return CardDataError(f"not UTF-8 text (byte {err.start})", path=str(path))
        try:
            json.loads(text)
        except json.JSONDecodeError as err:
            return CardDataError(f"invalid JSON at line {err.lineno}, column {err.colno}: "
                                 f"{err.msg}", path=str(path),
                                 record=_broken_record(text) or fallback)
        except (ValueError, RecursionError):
            pass
    message = exc.args[0] if exc.args else exc
    if isinstance(message, bytes):
        message = message.decode("utf-8", "replace")
    first = str(message).strip().splitlines()[0] if str(message).strip() else \
        type(exc).__name__
    if "invalid bytes in UTF8" in str(message) or "invalid byte" in str(message):
        return CardDataError("not UTF-8 text", path=str(path), record=fallback)
    return CardDataError(f"invalid JSON: {first}", path=str(path), record=fallback)


def _stream_records(path: Path, add: Callable[[dict[str, Any]], None]) -> str:
    """Read ``path`` record by record (see the module docstring), handing each to ``add``;
    returns the format read."""
    where = str(path)
    last = ""
    scryfall_lines = False

    def add_all(recs: Iterable[dict[str, Any]]) -> None:
        nonlocal scryfall_lines
        for rec in recs:
            scryfall_lines = scryfall_lines or bool(rec.get("_scryfall"))
            add(rec)

    with open_stream(path) as (stream, compression):
        start = stream.tell()
        try:
            head = stream.read(_PEEK)
            stream.seek(start)
        except READ_ERRORS as exc:
            raise truncated(where, compression, exc) from None
        stripped = head.lstrip()
        if not stripped:
            raise CardDataError("the file is empty", path=where)
        guard: IO[bytes] = io.BufferedReader(DepthGuard(stream, where,
                                                        compression=compression), _PEEK)
        try:
            if stripped[:1] == b"[":
                for i, obj in enumerate(ijson.items(guard, "item", use_float=True)):
                    last = f"#{i + 1}"
                    add_all(_object_records(obj, where, f"#{i}"))
                return "scryfall"
            if stripped[:1] != b"{":
                raise CardDataError("not a card file: expected a JSON array (Scryfall), a "
                                    "JSON object (MTGJSON) or JSON lines", path=where)
            if _looks_like_lines(head):
                add_all(_jsonl_stream(guard, where))
                return "scryfall jsonl" if scryfall_lines else "jsonl"
            keys, data_event, first_key = _top_level(guard)
            stream.seek(start)
            guard = io.BufferedReader(DepthGuard(stream, where, compression=compression),
                                      _PEEK)
            if data_event == "start_map":
                for rec in _mtgjson_data(guard, where, first_key):
                    last = f"after {rec['name']!r}"
                    add(rec)
                return "mtgjson"
            if data_event == "start_array":  # a Scryfall API list page
                for i, obj in enumerate(ijson.items(guard, "data.item", use_float=True)):
                    last = f"#{i + 1}"
                    add_all(_object_records(obj, where, f"#{i}"))
                return "scryfall"
            if "name" in keys:
                for obj in ijson.items(guard, "", use_float=True):
                    add_all(_object_records(obj, where, "line 1"))
                return "jsonl"
            shown = ", ".join(repr(k) for k in keys[:5])
            raise CardDataError("a JSON object without 'data' (MTGJSON) or card fields"
                                + (f" (its keys: {shown})" if shown else ""), path=where)
        except ijson.JSONError as exc:
            raise _json_error(path, exc, last or None) from None
        except READ_ERRORS as exc:
            raise truncated(where, compression, exc) from None


class _Collector:
    """Keeps, as records stream in, the first card record of each name and the first token
    record of each name, and counts the rest (for ``pool.warnings``)."""

    def __init__(self) -> None:
        self.cards: dict[str, dict[str, Any]] = {}
        self.tokens: dict[str, dict[str, Any]] = {}
        self.counts: Counter[str] = Counter()

    def add(self, rec: dict[str, Any]) -> None:
        kind = rec.pop("_kind", "card")
        if kind == "token":
            self.tokens.setdefault(rec["name"], rec)
            self.counts["token"] += 1
        elif kind.startswith("skip:"):
            self.counts[kind] += 1
        elif kind == "duplicate" or rec["name"] in self.cards:
            self.counts["duplicate"] += 1
        else:
            if kind == "folded":
                self.counts["folded"] += 1
            self.cards[rec["name"]] = rec

    def notes(self) -> list[str]:
        counts, notes = self.counts, []
        if counts["token"]:
            notes.append(f"{counts['token']:,} token objects ({len(self.tokens):,} names) "
                         "kept in pool.tokens, not as cards (CR 111.1)")
        for kind in sorted(k for k in counts if k.startswith("skip:")):
            notes.append(f"{counts[kind]:,} {kind[5:]} objects skipped (not gameplay cards)")
        if counts["folded"]:
            notes.append(f"{counts['folded']:,} reversible printings folded into their card")
        if counts["duplicate"]:
            notes.append(f"{counts['duplicate']:,} further printings of cards already read "
                         "skipped (the first printing of each name is used)")
        return notes


def read_records(path: str | Path) -> tuple[str, list[dict[str, Any]]]:
    """Read a card file into records; returns the detected format and the records.

    Every object is included, tokens and skipped objects too (``_kind`` says which).
    """
    records: list[dict[str, Any]] = []
    return _stream_records(Path(path), records.append), records


def _broken_record(text: str) -> str | None:
    """Which record of a JSON array or of MTGJSON's ``data`` holds a JSON syntax error.

    Walks the records one by one (only called once ``json.loads`` has failed) and names
    the first that does not decode, e.g. ``"#3 ('Sol Ring')"`` or ``"'Sol Ring'"``.
    """
    import re

    decoder = json.JSONDecoder()

    def skip(i: int) -> int:
        while i < len(text) and text[i] in " \t\r\n":
            i += 1
        return i

    def hint(start: int) -> str:
        m = re.search(r'"name"\s*:\s*"((?:[^"\\]|\\.)*)"', text[start:start + 4000])
        return f" ({m.group(1)!r})" if m else ""

    try:
        i = skip(0)
        if text[i] == "[":
            i, n = skip(i + 1), 0
            while text[i] != "]":
                try:
                    _, end = decoder.raw_decode(text, i)
                except json.JSONDecodeError:
                    return f"#{n}{hint(i)}"
                i = skip(end)
                if text[i] != ",":
                    return None if text[i] == "]" else f"after #{n}"
                i, n = skip(i + 1), n + 1
            return None
        i = skip(i + 1)  # inside the top-level object: find "data", then its entries
        while text[i] == '"':
            key, i = decoder.raw_decode(text, i)
            i = skip(skip(i) + 1)  # the colon
            if key == "data" and text[i] == "{":
                i = skip(i + 1)
                while text[i] == '"':
                    name, i = decoder.raw_decode(text, i)
                    i = skip(skip(i) + 1)
                    try:
                        _, i = decoder.raw_decode(text, i)
                    except json.JSONDecodeError:
                        return repr(name)
                    i = skip(i)
                    if text[i] != ",":
                        return None if text[i] == "}" else f"after {name!r}"
                    i = skip(i + 1)
                return None
            _, i = decoder.raw_decode(text, i)
            i = skip(i)
            if text[i] != ",":
                return None
            i = skip(i + 1)
    except (json.JSONDecodeError, IndexError):
        return None
    return None


def _card(rec: Mapping[str, Any], path: str, where: str,
          warnings: list[str] | None = None) -> Card:
    faces = tuple(_card(f, path, where, warnings) for f in rec.get("faces") or ())
    cost = rec.get("mana_cost")
    extra: list[tuple[str, Any]] = []
    if cost and " // " in cost:
        cost = cost.split(" // ")[0]
    if cost:
        try:
            ManaCost.parse(cost)
        except ManaCostError as exc:
            # Un-cards print symbols outside CR 107.4 ({HW}, {∞}): keep the card, note it.
            if warnings is not None:
                named = where if repr(rec.get("name")) in where else \
                    f"{where} ({rec.get('name')!r})"
                warnings.append(f"{named}: mana cost {cost!r} kept as text: {exc.reason}")
            extra.append(("unparsed_mana_cost", cost))
            cost = None
    try:
        card = Card.from_text(
            name=rec["name"], mana_cost=cost, type_line=rec["type_line"],
            oracle_text=rec.get("oracle_text") or "", power=rec.get("power"),
            toughness=rec.get("toughness"), loyalty=rec.get("loyalty"),
            defense=rec.get("defense"), color_indicator=rec.get("color_indicator"),
            layout=rec.get("layout") or "normal", faces=faces,
        )
    except CardDataError as exc:
        named = where if repr(rec.get("name")) in where else f"{where} ({rec.get('name')!r})"
        raise CardDataError(str(exc).split(": ", 1)[-1], path=path, record=named) from None
    flags = rec.get("flags")
    if flags:
        extra.append(("flags", tuple(flags)))
    if extra:
        from dataclasses import replace

        card = replace(card, extra=tuple(extra))
    return card


def cards_from_records(records: Iterable[Mapping[str, Any]], path: str = "",
                       warnings: list[str] | None = None) -> list[Card]:
    """Build cards from records as :func:`read_records` returns them.

    Problems that do not stop a card from loading (a mana cost with symbols outside CR
    107.4, as on Un-cards) are appended to ``warnings``.
    """
    return [_card(r, path, r.get("_where") or f"#{i}", warnings)
            for i, r in enumerate(records)]


def read_pool(path: str | Path) -> CardPool:
    """Read a card file (Scryfall bulk JSON or JSON lines, MTGJSON, mtglab JSONL) into a
    :class:`CardPool`; :func:`mtglab.cards.catalogue.load_cards` also makes its cards
    known to :func:`mtglab.card`.

    The format and the compression are recognised from the content (see the module
    docstring).
    Raises :class:`~mtglab.errors.CardDataError` naming the file and the record on bad
    data (:class:`~mtglab.errors.InputLimitError` past a limit).
    """
    if not isinstance(path, str | Path):
        raise BadArgumentTypeError("path", path,
                                   "a file path (str or pathlib.Path)")
    from tqdm.auto import tqdm  # (a display helper: imported when a file is loaded)

    kept = _Collector()  # duplicates are dropped as they stream in, never all held at once
    fmt = _stream_records(Path(path), kept.add)
    warnings: list[str] = []
    shown = tqdm(list(kept.cards.values()), desc=f"loading {Path(path).name}",
                 unit=" cards", delay=1.0, leave=False, disable=None)  # after a second
    pool = CardPool(cards_from_records(shown, str(path), warnings),
                    source=f"{Path(path).name} ({fmt})")
    pool.tokens = {c.name: c for c in cards_from_records(list(kept.tokens.values()),
                                                         str(path), warnings)}
    pool.warnings = warnings + kept.notes()
    return pool


def _scryfall_dict(obj: Any) -> Any:
    """The card dict of a Scryfall object: a dict, or a wrapper such as scrython's."""
    if isinstance(obj, Mapping):
        return obj
    for attr in ("scryfallJson", "_json", "json"):
        value = getattr(obj, attr, None)
        if isinstance(value, Mapping):
            return value
    to_dict = getattr(obj, "to_dict", None)
    if callable(to_dict):
        value = to_dict()
        if isinstance(value, Mapping):
            return value
    return obj


def card_from_scryfall(obj: Any) -> Card:
    """One card from a Scryfall card object (a parsed dict, or scrython's card object).

    A reversible printing gives its card; tokens and art-series objects give what they
    print (they are cards to Scryfall, if not to a deck).
    """
    obj = _scryfall_dict(obj)
    if isinstance(obj, Mapping) and len(obj) > 10_000:
        raise InputLimitError("a card object with more than 10,000 keys")
    where = "Scryfall card"
    recs = _scryfall_records(obj, "", where)
    if recs[0]["_kind"].startswith("skip:") and isinstance(obj, Mapping):
        recs = _scryfall_records({**obj, "layout": "normal"}, "", where)
    return _card(recs[0], "", recs[0]["_where"])


def card_from_mtgjson(obj: Any) -> Card:
    """One card from MTGJSON: a card (face) object, or the list of a card's faces."""
    faces = obj if isinstance(obj, list) else [obj]
    first = faces[0] if faces else None
    name = first.get("name") if isinstance(first, Mapping) else None
    rec = _mtgjson_entry(name if isinstance(name, str) else "", faces, 0, "")
    return _card(rec, "", rec["_where"])
