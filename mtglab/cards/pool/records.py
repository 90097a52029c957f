"""Card records: every card format, turned into one shape before it becomes a card.

A *record* is a dict with the keys of mtglab's JSON lines (``name``, ``mana_cost``,
``type_line``, ``oracle_text``, ``power`` ... ``layout``, ``faces`` nested), checked field
by field (text no longer than :data:`MAX_TEXT_LENGTH`, finite numbers, color letters),
plus ``_where`` (the record's place in its file, for messages) and ``_kind`` (``card``,
``token``, ``folded`` for a reversible printing's face, ``skip:<why>``).
:func:`scryfall_records`, :func:`mtgjson_entry`, :func:`mtgjson_printings` and
:func:`object_records` make them from Scryfall's and MTGJSON's objects;
:func:`card_from_record` makes the card. The card class is passed in, so this module
sits below :mod:`mtglab.cards.model` (``Card.from_scryfall`` uses it) and
:mod:`mtglab.cards.pool.loaders` (files).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final, TypeVar

from mtglab.errors import CardDataError, InputLimitError, ManaCostError, shorten
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    from mtglab.cards.model import Card

__all__ = ["MAX_TEXT_LENGTH", "SKIPPED_LAYOUTS", "TOKEN_LAYOUTS", "card_from_mtgjson",
           "card_from_record", "card_from_scryfall", "mtgjson_entry", "mtgjson_printings",
           "object_records", "scryfall_records"]

C = TypeVar("C", bound="Card")

#: The longest text a card field may hold (the longest Oracle text has about 1,200)
MAX_TEXT_LENGTH: Final = 20_000

#: Scryfall layouts of objects that are not cards a deck holds (Scryfall's API docs)
TOKEN_LAYOUTS: Final = frozenset({"token", "double_faced_token"})
SKIPPED_LAYOUTS: Final = frozenset({"art_series", "emblem"})

# Every format is first turned into "records": dicts with the JSONL keys, faces nested.

_RECORD_KEYS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness",
                "loyalty", "defense", "color_indicator", "layout")


def _str_or_none(value: Any, field: str, path: str, record: str) -> str | None:
    if type(value) is str and len(value) <= MAX_TEXT_LENGTH:  # the common case, at once
        return value or None
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
    if type(value) is str and len(value) <= MAX_TEXT_LENGTH:  # the common case, at once
        return value
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


def scryfall_records(obj: Any, path: str, where: str) -> list[dict[str, Any]]:
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
    kind = ("token" if layout in TOKEN_LAYOUTS else f"skip:{layout}"
            if layout in SKIPPED_LAYOUTS else "card")
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


def mtgjson_entry(name: Any, faces: Any, n: int, path: str) -> dict[str, Any]:
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
    top["_kind"] = ("token" if layout in TOKEN_LAYOUTS else f"skip:{layout}"
                    if layout in SKIPPED_LAYOUTS else "card")
    return top


def mtgjson_printings(printings: Any, path: str, where: str, *, tokens: bool = False,
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
        rec = mtgjson_entry(name, list(sides.values()), n, path)
        if tokens:
            rec["_kind"] = "token"
        yield rec


def _mtgjson_loyalty(text: str) -> str:
    """MTGJSON writes loyalty costs as "[+1]:"; Oracle writes "+1:"."""
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


_SCRYFALL_KEYS: Final = ("object", "card_faces", "oracle_id")

def object_records(obj: Any, path: str, where: str) -> list[dict[str, Any]]:
    """One JSON object of an array or a line, recognised by its keys (Scryfall's or mtglab's)."""
    if isinstance(obj, Mapping) and any(k in obj for k in _SCRYFALL_KEYS):
        if obj.get("object", "card") != "card":
            return [{"name": str(obj.get("name") or ""), "_where": where,
                     "_kind": f"skip:{shorten(obj.get('object'), 30)} object"}]
        recs = scryfall_records(obj, path, where)
        for rec in recs:
            rec["_scryfall"] = True
        return recs
    if not isinstance(obj, Mapping):
        raise CardDataError(f"a card must be a JSON object, got {shorten(obj)}", path=path,
                            record=where)
    rec = _jsonl_record(obj, path, where)
    layout = rec.get("layout")
    rec["_kind"] = ("token" if layout in TOKEN_LAYOUTS else f"skip:{layout}"
                    if layout in SKIPPED_LAYOUTS else "card")
    return [rec]


def card_from_record(rec: Mapping[str, Any], cls: type[C], path: str = "", where: str = "",
                     warnings: list[str] | None = None) -> C:
    """The card (an instance of ``cls``, :class:`~mtglab.cards.model.Card`) a record
    describes, its faces first. Problems that don't stop the card loading (a mana cost
    with symbols outside CR 107.4, as on Un-cards) are appended to ``warnings``."""
    faces = tuple(card_from_record(f, cls, path, where, warnings) for f in rec.get("faces") or ())
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
        card = cls.from_text(
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
        card = replace(card, extra=tuple(extra))
    return card


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


def card_from_scryfall(obj: Any, cls: type[C]) -> C:
    """One card from a Scryfall card object (a parsed dict, or scrython's card object).

    A reversible printing gives its card; tokens and art-series objects give what they
    print (they are cards to Scryfall, if not to a deck).
    """
    obj = _scryfall_dict(obj)
    if isinstance(obj, Mapping) and len(obj) > 10_000:
        raise InputLimitError("a card object with more than 10,000 keys")
    where = "Scryfall card"
    recs = scryfall_records(obj, "", where)
    if recs[0]["_kind"].startswith("skip:") and isinstance(obj, Mapping):
        recs = scryfall_records({**obj, "layout": "normal"}, "", where)
    return card_from_record(recs[0], cls, "", recs[0]["_where"])


def card_from_mtgjson(obj: Any, cls: type[C]) -> C:
    """One card from MTGJSON: a card (face) object, or the list of a card's faces."""
    faces = obj if isinstance(obj, list) else [obj]
    first = faces[0] if faces else None
    name = first.get("name") if isinstance(first, Mapping) else None
    rec = mtgjson_entry(name if isinstance(name, str) else "", faces, 0, "")
    return card_from_record(rec, cls, "", rec["_where"])
