"""Decklists as people export them: MTG Arena, MTGO ``.dek`` XML, plain "4 Name" lists.

:func:`read_decklist` reads any of them (told apart by content) into a DataFrame with one
row per line of the list: ``count``, ``name`` (the card's own name when it is known),
``section`` ("main", "sideboard", "commander", "companion", "maybeboard"), ``set`` and
``number`` (Arena's "(M10) 146"), ``card`` (the :class:`~mtglab.cards.model.Card`, or
None), ``known``, ``suggestions`` (close names for an unknown one) and ``line``.

* **Arena**: ``4 Lightning Bolt (M10) 146`` under headers ``Deck``, ``Sideboard``,
  ``Commander``, ``Companion`` (an ``About`` / ``Name ...`` preamble is skipped);
* **MTGO** ``.dek``: XML ``<Cards Quantity="4" Sideboard="false" Name="..."/>``;
* **plain lists**: ``4 Name`` or ``4x Name``, headers such as ``Sideboard:``,
  ``// Commander`` or ``# Sideboard``, ``SB: 2 Name`` lines; in a list with no header at
  all, a blank line after the main deck starts the sideboard (MTGO's text export).

Names are looked up in ``pool`` when given, else with :func:`mtglab.card` (loaded pools
and the bundled catalogue). Nothing is dropped: a line that isn't a card line raises
:class:`~mtglab.errors.CardDataError` naming its line, and ``frame.attrs["unknown"]``
lists the names that were not found, with suggestions. Limits: at most
:data:`MAX_DECK_BYTES` of text and :data:`MAX_COPIES` copies on a line.

>>> deck = read_decklist("Deck\\n4 Llanowar Elves (M19) 314\\n\\nSideboard\\n2 Forest")
>>> deck[["count", "name", "section", "set", "number"]].to_dict("records")[0]
{'count': 4, 'name': 'Llanowar Elves', 'section': 'main', 'set': 'M19', 'number': '314'}
>>> list(deck["section"])
['main', 'sideboard']
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from mtglab.cards.model import Card
from mtglab.cards.pool.catalogue import card as lookup_card
from mtglab.cards.pool.catalogue import suggest
from mtglab.cards.pool.filestreams import read_text_file
from mtglab.cards.pool.loaders import CardPool
from mtglab.errors import (
    BadArgumentTypeError,
    CardDataError,
    InputLimitError,
    UnknownCardError,
    shorten,
)

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["COLUMNS", "MAX_COPIES", "MAX_DECK_BYTES", "DeckLine", "read_decklist"]

#: The largest decklist read (a 100-card list is about 3 KB)
MAX_DECK_BYTES: Final = 1 << 20
#: The most copies one line may ask for
MAX_COPIES: Final = 10_000
#: The columns of :func:`read_decklist`'s DataFrame
COLUMNS: Final = ("count", "name", "section", "set", "number", "card", "known",
                  "suggestions", "line")

_SECTIONS: Final = {
    "deck": "main", "main": "main", "maindeck": "main", "main deck": "main",
    "mainboard": "main", "sideboard": "sideboard", "side": "sideboard", "sb": "sideboard",
    "commander": "commander", "commanders": "commander", "companion": "companion",
    "maybeboard": "maybeboard", "maybe": "maybeboard", "considering": "maybeboard",
}
#: Type groupings some sites print between cards ("Creatures (20)"): not sections
_CATEGORIES: Final = frozenset({
    "creature", "creatures", "land", "lands", "instant", "instants", "sorcery", "sorceries",
    "artifact", "artifacts", "enchantment", "enchantments", "planeswalker", "planeswalkers",
    "battle", "battles", "spells", "other", "others", "tokens"})
_HEADER: Final = re.compile(r"^(?://|#)?\s*(?P<word>[A-Za-z][A-Za-z ]*?)\s*:?\s*(\(\d+\))?\s*$")
_LINE: Final = re.compile(
    r"^(?P<sb>SB:\s*)?(?P<count>\d{1,9})\s*[xX]?\s+(?P<name>.+?)"
    r"(?:\s+\((?P<set>[A-Za-z0-9_]{2,8})\)(?:\s+(?P<number>[A-Za-z0-9★\-]+))?)?"
    r"(?:\s+\*[A-Za-z]+\*)*\s*$")


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One card line of a decklist, as written."""

    count: int
    name: str
    section: str
    set: str | None
    number: str | None
    line: int


def _is_file(text: str) -> bool:
    """Whether ``text`` names an existing file (a name too long for the file system, or
    with a NUL character, names none)."""
    try:
        return Path(text).is_file()
    except (OSError, ValueError):
        return False


def _read_text(text_or_path: str | Path) -> tuple[str, str]:
    if not isinstance(text_or_path, str | Path):
        raise BadArgumentTypeError("text_or_path", text_or_path,
                                   "a decklist's text or the path of its file")
    text = str(text_or_path)
    is_path = isinstance(text_or_path, Path) or (
        "\n" not in text and len(text) < 4096 and (
            Path(text).suffix.lower() in (".txt", ".dek", ".dec", ".mwdeck") or
            _is_file(text)))
    if not is_path:
        if len(text) > MAX_DECK_BYTES:
            raise InputLimitError(f"a decklist of {len(text):,} characters (mtglab reads at "
                                  f"most {MAX_DECK_BYTES:,})")
        return text, "<text>"
    return read_text_file(text_or_path, MAX_DECK_BYTES, "a decklist", "text_or_path")


def _count(text: str, where: str, line: int) -> int:
    digits = text.strip().lstrip("0")
    if not (text.strip().isascii() and text.strip().isdigit()) or \
            len(digits) > len(str(MAX_COPIES)):  # never int() of 4,300 digits or more
        raise CardDataError(f"a count of {shorten(text.strip())} copies (a whole number "
                            f"from 1 to {MAX_COPIES:,})", path=where, record=f"line {line}")
    n = int(text)
    if not 0 < n <= MAX_COPIES:
        raise CardDataError(f"a count of {shorten(n)} copies (1 to {MAX_COPIES:,})",
                            path=where, record=f"line {line}")
    return n


def _mtgo_lines(text: str, where: str) -> list[DeckLine]:
    """An MTGO ``.dek`` file: XML with one ``Cards`` element per card."""
    if re.search(r"<!(DOCTYPE|ENTITY)", text, re.I):
        raise CardDataError("a .dek file with a DOCTYPE or ENTITY declaration (refused: "
                            "entities can expand without bound)", path=where)
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise CardDataError(f"invalid XML: {exc}", path=where) from None
    out = []
    cards = [e for e in root.iter() if e.tag.rsplit("}", 1)[-1] == "Cards"]
    for line, element in enumerate(cards, 1):  # the n-th Cards element
        name = (element.get("Name") or "").strip()
        quantity = element.get("Quantity") or ""
        if not name or not quantity.isdigit():
            raise CardDataError("a Cards element needs Name and a whole-number Quantity",
                                path=where, record=shorten(element.attrib))
        side = (element.get("Sideboard") or "false").strip().lower() == "true"
        out.append(DeckLine(_count(quantity, where, line), name,
                            "sideboard" if side else "main", None, None, line))
    return out


def _text_lines(text: str, where: str) -> list[DeckLine]:
    """Arena and plain lists (see the module docstring)."""
    rows = text.splitlines()
    has_header = any(_header(r) is not None for r in rows)
    section = "main"
    out: list[DeckLine] = []
    in_about = False
    for i, raw in enumerate(rows, 1):
        line = raw.strip()
        if not line:
            in_about = False
            if not has_header and out and section == "main":
                section = "sideboard"  # MTGO's text export: a blank line, then the sideboard
            continue
        if line.lower() == "about":
            in_about = True
            continue
        if in_about and line.lower().startswith("name "):
            continue
        header = _header(line)
        if header is not None:
            section, in_about = header, False
            continue
        category = _HEADER.match(line)
        if category is not None and category["word"].lower() in _CATEGORIES:
            continue
        if line.startswith(("//", "#")):
            continue  # a comment
        m = _LINE.match(line)
        if m is None:
            raise CardDataError(f"not a card line ('4 Lightning Bolt' or '4 Lightning Bolt "
                                f"(M10) 146'): {shorten(line)}", path=where,
                                record=f"line {i}")
        out.append(DeckLine(_count(m["count"], where, i), m["name"].strip(),
                            "sideboard" if m["sb"] else section, m["set"], m["number"], i))
    return out


def _header(line: str) -> str | None:
    m = _HEADER.match(line.strip())
    return _SECTIONS.get(m["word"].lower()) if m else None


def _lookup(name: str, pool: CardPool | None) -> tuple[Card | None, list[str]]:
    if pool is not None:
        found = pool.find(name)
        if found is not None:
            return found, []
        return None, suggest(name, pool.names)
    for candidate in (name, name.replace("/", " // ")):  # MTGO writes "Fire/Ice"
        try:
            return lookup_card(candidate), []
        except UnknownCardError as exc:
            hints = list(exc.suggestions)
    return None, hints


def read_decklist(text_or_path: str | Path, *, pool: CardPool | None = None) -> pd.DataFrame:
    """A decklist (Arena, MTGO .dek, plain list) as a DataFrame; see the module docstring.

    ``pool`` restricts the lookup to one :class:`~mtglab.cards.pool.loaders.CardPool`. Unknown
    names stay in the table (``known`` False, ``card`` None) with ``suggestions``, and
    are listed in ``frame.attrs["unknown"]``.
    """
    import pandas as pd

    if pool is not None and not isinstance(pool, CardPool):
        raise BadArgumentTypeError("pool", pool, "a CardPool (from ml.load_cards)")
    text, where = _read_text(text_or_path)
    stripped = text.lstrip("\ufeff \t\r\n")
    lines = _mtgo_lines(text, where) if stripped.startswith("<") else _text_lines(text, where)
    rows: list[dict[str, Any]] = []
    unknown: dict[str, list[str]] = {}
    for d in lines:
        found, hints = _lookup(d.name, pool)
        if found is None:
            unknown[d.name] = hints
        rows.append({"count": d.count, "name": found.name if found is not None else d.name,
                     "section": d.section, "set": d.set, "number": d.number, "card": found,
                     "known": found is not None, "suggestions": tuple(hints),
                     "line": d.line})
    frame = pd.DataFrame(rows, columns=list(COLUMNS))
    frame.attrs["source"] = where
    frame.attrs["unknown"] = unknown
    return frame
