"""Reading the card files people download: Scryfall bulk JSON, MTGJSON AtomicCards, JSONL.

:func:`load_cards` tells the formats apart by their content, not their file name:

* a JSON **array** of card objects is Scryfall's bulk ``oracle_cards`` format
  (faces in ``card_faces``);
* a JSON **object** with a ``data`` mapping of names to lists of faces is MTGJSON's
  ``AtomicCards.json`` (faces distinguished by ``side``);
* one JSON object **per line** is the JSONL format of mtglab's corpus (keys
  ``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``faces`` ...).

Gzip-compressed files are read transparently. A malformed file raises
:class:`~mtglab.errors.CardDataError` naming the file and the record.
"""

from __future__ import annotations

import gzip
import html
import json
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtglab.cards.model import Card
from mtglab.errors import CardDataError, ManaCostError
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["CardPool", "cards_from_records", "load_cards", "read_records"]


class CardPool:
    """A collection of cards: iterable, indexable by name, with a DataFrame view.

    >>> from mtglab.cards.model import Card
    >>> pool = CardPool([Card.from_text(name="Wastes", type_line="Basic Land")])
    >>> len(pool), pool["wastes"].name
    (1, 'Wastes')
    """

    def __init__(self, cards: Iterable[Card], *, source: str = "") -> None:
        self._cards: dict[str, Card] = {}
        for card in cards:
            self._cards.setdefault(card.name, card)
        self.source = source
        self.warnings: list[str] = []
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
        from mtglab.cards.catalogue import name_key

        if name in self._cards:
            return self._cards[name]
        if self._index is None:
            self._index = {}
            for n in self._cards:
                self._index.setdefault(name_key(n), n)
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


def _open_text(path: Path) -> str:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
    if raw[:2] == b"\x1f\x8b":
        try:
            raw = gzip.decompress(raw)
        except OSError as exc:
            raise CardDataError(f"bad gzip data: {exc}", path=str(path)) from None
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise CardDataError(f"not UTF-8 text (byte {exc.start})", path=str(path)) from None


def _str_or_none(value: Any, field: str, path: str, record: str) -> str | None:
    if value is None or value == "":
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(int(value)) if float(value).is_integer() else str(value)
    if not isinstance(value, str):
        raise CardDataError(f"field {field!r} should be text, got {type(value).__name__}",
                            path=path, record=record)
    return value


def _text(value: Any, field: str, path: str, record: str) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        raise CardDataError(f"field {field!r} should be text, got {type(value).__name__}",
                            path=path, record=record)
    return value


def _colors(value: Any, field: str, path: str, record: str) -> list[str] | None:
    """A list of color letters (a color indicator, CR 204), checked; None when absent."""
    if value is None:
        return None
    if not isinstance(value, list) or not all(
            isinstance(c, str) and c.upper() in ("W", "U", "B", "R", "G") for c in value):
        raise CardDataError(f"field {field!r} should be a list of color letters (W U B R G), "
                            f"got {value!r}", path=path, record=record)
    return [c.upper() for c in value] or None


def _layout(value: Any, path: str, record: str) -> str:
    if value is None or value == "":
        return "normal"
    if not isinstance(value, str):
        raise CardDataError(f"field 'layout' should be text, got {type(value).__name__}",
                            path=path, record=record)
    return value


def _scryfall_record(obj: Any, path: str, where: str) -> dict[str, Any]:
    if not isinstance(obj, Mapping):
        raise CardDataError("a Scryfall card must be a JSON object", path=path, record=where)
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
    faces = obj.get("card_faces")
    if faces:
        if not isinstance(faces, list):
            raise CardDataError("'card_faces' must be a list", path=path, record=where)
        recs = [face(f, layout) for f in faces]
        top = dict(recs[0])
        top["name"] = name
        top["layout"] = layout
        top["faces"] = recs
        top["_where"] = where
        return top
    rec = face(obj, layout)
    rec["faces"] = None
    rec["_where"] = where
    return rec


def _mtgjson_records(data: Any, path: str) -> Iterator[dict[str, Any]]:
    if not isinstance(data, Mapping):
        raise CardDataError("MTGJSON 'data' must map card names to lists of faces", path=path)
    for n, (name, faces) in enumerate(data.items()):
        where = repr(name)
        if not isinstance(faces, list) or not faces:
            raise CardDataError("expected a non-empty list of faces", path=path, record=where)
        recs = []
        for f in sorted(faces, key=lambda x: str(x.get("side") or "a") if isinstance(x, Mapping)
                        else ""):
            if not isinstance(f, Mapping):
                raise CardDataError("a face must be a JSON object", path=path, record=where)
            if not isinstance(f.get("type"), str) or not f["type"].strip():
                raise CardDataError("missing 'type' (the type line)", path=path, record=where)
            text = _text(f.get("text"), "text", path, where)
            recs.append({
                "name": f.get("faceName") or f.get("name") or name,
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
        top = dict(recs[0])
        top["name"] = name
        top["faces"] = recs if len(recs) > 1 else None
        if len(recs) == 1:
            top["name"] = name
        top["_where"] = f"#{n} ({name!r})"
        yield top


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


def _is_json_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except json.JSONDecodeError:
        return False


def read_records(path: str | Path) -> tuple[str, list[dict[str, Any]]]:
    """Read a card file into records; returns the detected format and the records."""
    p = Path(path)
    text = _open_text(p)
    stripped = text.lstrip()
    if not stripped:
        raise CardDataError("the file is empty", path=str(p))
    if stripped[0] == "[":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise CardDataError(f"invalid JSON at line {exc.lineno}, column {exc.colno}: "
                                f"{exc.msg}", path=str(p), record=_broken_record(text)) from None
        return "scryfall", [_scryfall_record(o, str(p), f"#{i}") for i, o in enumerate(data)]
    if stripped[0] != "{":
        raise CardDataError("not a card file: expected a JSON array (Scryfall), a JSON "
                            "object (MTGJSON) or JSON lines", path=str(p))
    try:
        whole = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg != "Extra data":
            lines = text.splitlines()
            if len(lines) > 1 and lines[0].strip().startswith("{") and (
                    lines[0].strip().endswith("}") or _is_json_object(lines[1])):
                # JSON lines (the first one may be the broken one): report it by line
                return "jsonl", _jsonl_lines(lines, str(p))
            raise CardDataError(f"invalid JSON at line {exc.lineno}, column {exc.colno}: "
                                f"{exc.msg}", path=str(p), record=_broken_record(text)) from None
        return "jsonl", _jsonl_lines(text.splitlines(), str(p))
    if isinstance(whole, Mapping) and "data" in whole:
        return "mtgjson", list(_mtgjson_records(whole["data"], str(p)))
    if isinstance(whole, Mapping) and "name" in whole:
        return "jsonl", [_jsonl_record(whole, str(p), "line 1")]
    keys = ", ".join(repr(k) for k in list(whole)[:5]) if isinstance(whole, Mapping) else ""
    raise CardDataError("a JSON object without 'data' (MTGJSON) or card fields"
                        + (f" (its keys: {keys})" if keys else ""), path=str(p))


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


def _jsonl_lines(lines: list[str], path: str) -> list[dict[str, Any]]:
    out = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CardDataError(f"invalid JSON ({exc.msg}, column {exc.colno})", path=path,
                                record=f"line {i}") from None
        out.append(_jsonl_record(obj, path, f"line {i}"))
    return out


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


def load_cards(path: str | Path, *, register: bool = True) -> CardPool:
    """Load a card file (Scryfall bulk JSON, MTGJSON AtomicCards, or JSONL).

    The format is recognised from the content. The cards become known to
    :func:`mtglab.card` unless ``register=False``. Raises
    :class:`~mtglab.errors.CardDataError` naming the file and the record on bad data.
    """
    from tqdm.auto import tqdm  # (a display helper: imported when a file is loaded)

    fmt, records = read_records(path)
    warnings: list[str] = []
    shown = tqdm(records, desc=f"loading {Path(path).name}", unit=" cards", delay=1.0,
                 leave=False, disable=None)  # shown on a terminal after a second
    pool = CardPool(cards_from_records(shown, str(path), warnings),
                    source=f"{Path(path).name} ({fmt})")
    pool.warnings = warnings
    if register:
        from mtglab.cards.catalogue import register_pool

        register_pool(pool)
    return pool
