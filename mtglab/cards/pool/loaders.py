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

gzip, bzip2, xz and zip files are read transparently (:mod:`mtglab.cards.pool.filestreams`),
and large files are streamed (``ijson``): only one printing of each card is kept, so a
400 MB ``default_cards`` file loads in a few hundred MB.

Objects that are not gameplay cards are not loaded as cards: tokens go to the pool's
token registry (``pool.tokens``), art-series cards and emblems are skipped, a reversible
printing is folded into its card; ``pool.warnings`` counts each. Limits, checked before
the work they guard: JSON nests at most :data:`~mtglab.cards.pool.filestreams.MAX_JSON_DEPTH`
levels; a text field holds at most :data:`MAX_TEXT_LENGTH` characters; numbers must be
finite. A malformed file raises :class:`~mtglab.errors.CardDataError` naming the file and
the record.
"""

from __future__ import annotations

import html
import io
import json
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Final

import ijson

from mtglab.arguments import as_path, check_path
from mtglab.cards.model import Card
from mtglab.cards.pool.abilitycache import bulk_reads, collection_paused
from mtglab.cards.pool.filestreams import READ_ERRORS, DepthGuard, open_stream, truncated
from mtglab.cards.pool.names import closest_names, name_key
from mtglab.cards.pool.recordcache import read_kept, records_path, write_kept
from mtglab.cards.pool.records import (
    MAX_TEXT_LENGTH,
    card_from_record,
    mtgjson_entry,
    mtgjson_printings,
    object_records,
)
from mtglab.cards.pool.records import card_from_mtgjson as _from_mtgjson
from mtglab.cards.pool.records import card_from_scryfall as _from_scryfall
from mtglab.errors import (
    BadArgumentTypeError,
    CardDataError,
    InputLimitError,
    UnknownCardError,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["MAX_TEXT_LENGTH", "CardPool", "card_from_mtgjson", "card_from_scryfall",
           "cards_from_records", "read_pool", "read_records"]



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
            raise UnknownCardError(name, closest_names(name, self.names))
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


#: Longest JSON line read in a JSON-lines file (a Scryfall card object has about 5 KB)
MAX_LINE_BYTES: Final = 4 << 20
#: A JSON file below this size is read again whole to name a broken record
_RESCAN_BYTES: Final = 64 << 20
_PEEK: Final = 1 << 16


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a card file may hold")


_LINE_DECODER: Final = json.JSONDecoder(parse_constant=_refuse_constant)


def _loads_line(line: bytes, path: str, where: str) -> Any:
    try:
        return _LINE_DECODER.decode(line.decode("utf-8-sig"))
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
        yield from object_records(_loads_line(line, path, f"line {i}"), path, f"line {i}")


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
                for rec in mtgjson_printings(value, path, key, tokens=key == "tokens",
                                              seen=seen):
                    seen.add(rec["name"])
                    yield rec
        elif isinstance(value, Mapping) and "cards" in value:  # AllPrintings: a set
            for part in ("cards", "tokens"):
                for rec in mtgjson_printings(value.get(part) or [], path,
                                              f"{key}.{part}", tokens=part == "tokens",
                                              seen=seen if part == "cards" else None):
                    if rec["_kind"] != "token":
                        seen.add(rec["name"])
                    yield rec
        else:
            yield mtgjson_entry(key, value, n, path)


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
                    add_all(object_records(obj, where, f"#{i}"))
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
                    add_all(object_records(obj, where, f"#{i}"))
                return "scryfall"
            if "name" in keys:
                for obj in ijson.items(guard, "", use_float=True):
                    add_all(object_records(obj, where, "line 1"))
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
    return _stream_records(as_path(path), records.append), records


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


def cards_from_records(records: Iterable[Mapping[str, Any]], path: str = "",
                       warnings: list[str] | None = None) -> list[Card]:
    """Build cards from records as :func:`read_records` returns them.

    Problems that do not stop a card from loading (a mana cost with symbols outside CR
    107.4, as on Un-cards) are appended to ``warnings``.
    """
    return [card_from_record(r, Card, path, r.get("_where") or f"#{i}", warnings)
            for i, r in enumerate(records)]


def read_pool(path: str | Path) -> CardPool:
    """Read a card file (Scryfall bulk JSON or JSON lines, MTGJSON, mtglab JSONL) into a
    :class:`CardPool`; :func:`mtglab.cards.pool.catalogue.load_cards` also makes its cards
    known to :func:`mtglab.card`.

    The format and the compression are recognised from the content (see the module
    docstring).
    Raises :class:`~mtglab.errors.CardDataError` naming the file and the record on bad
    data (:class:`~mtglab.errors.InputLimitError` past a limit).
    """
    if not isinstance(path, str | Path):
        raise BadArgumentTypeError("path", path,
                                   "a file path (str or pathlib.Path)")
    check_path(path)
    with collection_paused():  # (a warm load makes no garbage cycles: issue 26)
        return _read_pool(path)


def _read_pool(path: str | Path) -> CardPool:
    from tqdm.auto import tqdm  # (a display helper: imported when a file is loaded)

    kept = _Collector()  # duplicates are dropped as they stream in, never all held at once
    where = records_path(Path(path))
    found = read_kept(where)  # the records of this file as read before (issue 26)
    if found is not None:
        fmt, kept.cards, kept.tokens, counts = found
        kept.counts.update(counts)
    else:
        fmt = _stream_records(Path(path), kept.add)
        write_kept(where, fmt, kept.cards, kept.tokens, kept.counts)
    warnings: list[str] = []
    shown = tqdm(list(kept.cards.values()), desc=f"loading {Path(path).name}",
                 unit=" cards", delay=1.0, leave=False, disable=None)  # after a second
    with bulk_reads():  # the parse cache read whole once, not once per card
        pool = CardPool(cards_from_records(shown, str(path), warnings),
                        source=f"{Path(path).name} ({fmt})")
        pool.tokens = {c.name: c for c in cards_from_records(list(kept.tokens.values()),
                                                             str(path), warnings)}
    pool.warnings = warnings + kept.notes()
    return pool


def card_from_scryfall(obj: Any) -> Card:
    """One card from a Scryfall card object (a parsed dict, or scrython's card object).

    A reversible printing gives its card; tokens and art-series objects give what they
    print (they are cards to Scryfall, if not to a deck). Same as
    :meth:`Card.from_scryfall <mtglab.cards.model.Card.from_scryfall>`.
    """
    return _from_scryfall(obj, Card)


def card_from_mtgjson(obj: Any) -> Card:
    """One card from MTGJSON: a card (face) object, or the list of a card's faces. Same as
    :meth:`Card.from_mtgjson <mtglab.cards.model.Card.from_mtgjson>`."""
    return _from_mtgjson(obj, Card)
