"""A deck for the mana-base simulation: its distinct cards and how many of each.

``deck_mana`` takes a deck as decklist text or a decklist file (anything
:func:`mtglab.read_decklist` reads: Arena, MTGO, plain lists), a ``{name: count}``
mapping, a list of names (a name once per copy), or a table from ``read_decklist``. The
main deck is the library; a Commander section's cards start in the command zone (903.6)
and are measured like the rest; a sideboard is left out. A deck that can't be played
raises :class:`DeckError` saying why.

>>> d = read_deck({"Forest": 17, "Grizzly Bears": 23})
>>> d.size, [c.name for c in d.cards], d.counts
(40, ['Forest', 'Grizzly Bears'], (17, 23))
>>> read_deck({"Forest": 0})
Traceback (most recent call last):
mtglab.manabase.deck.DeckError: deck: Forest has a count of 0; give each card at least one copy
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtglab.arguments import is_whole
from mtglab.cards import Card, card, read_decklist
from mtglab.errors import MtglabError, UnknownCardError, shorten
from mtglab.manabase.mulligan import HAND_SIZE

__all__ = ["MAX_DECK_CARDS", "Deck", "DeckError", "read_deck"]

#: The most cards a deck may hold here (a limit on input, far beyond any format).
MAX_DECK_CARDS = 1_000


class DeckError(MtglabError, ValueError):
    """A deck that can't be played: unknown names, a count of zero, too few cards."""

    def __init__(self, reason: str, *, unknown: Mapping[str, Iterable[str]] | None = None
                 ) -> None:
        self.field = "deck"
        self.reason = reason
        self.unknown = {k: tuple(v) for k, v in (unknown or {}).items()}
        super().__init__(f"deck: {reason}")


@dataclass(frozen=True)
class Deck:
    """Distinct cards with their counts: ``cards[i]`` appears ``counts[i]`` times in the
    library; ``commander`` are the cards that start in the command zone (903.6)."""

    cards: tuple[Card, ...]
    counts: tuple[int, ...]
    commander: tuple[Card, ...] = ()
    source: str = field(default="", compare=False)

    @property
    def size(self) -> int:
        """Cards in the library."""
        return sum(self.counts)

    def __repr__(self) -> str:
        lands = sum(n for c, n in zip(self.cards, self.counts, strict=True)
                    if "Land" in c.types)
        extra = f", commander {', '.join(c.name for c in self.commander)}" \
            if self.commander else ""
        return f"<Deck: {self.size} cards, {lands} lands, {len(self.cards)} distinct{extra}>"


def _cut(name: str) -> str:
    """A card name in a message, cut to 60 characters."""
    return name if len(name) <= 60 else name[:57] + "..."


def _lookup(name: str, unknown: dict[str, tuple[str, ...]]) -> Card | None:
    try:
        return card(name)
    except UnknownCardError as e:
        unknown[name] = e.suggestions
        return None


def _unknown_error(unknown: Mapping[str, Iterable[str]]) -> DeckError:
    parts = []
    for name, hints in list(unknown.items())[:10]:
        hints = tuple(hints)
        parts.append(_cut(name) + (f" (did you mean {', '.join(hints[:3])}?)"
                                          if hints else ""))
    more = f" and {len(unknown) - 10} more" if len(unknown) > 10 else ""
    return DeckError(f"unknown card{'s' * (len(unknown) > 1)}: {'; '.join(parts)}{more} "
                     "(ml.load_cards makes a card file's cards known)", unknown=unknown)


def _count(name: str, n: Any) -> int:
    if not is_whole(n):
        raise DeckError(f"{_cut(name)} has a count of {shorten(n, 20)}; give a "
                        "whole number of copies")
    if n < 1:
        raise DeckError(f"{_cut(name)} has a count of {n}; give each card at least "
                        "one copy")
    if n > MAX_DECK_CARDS:
        raise DeckError(f"{_cut(name)} has {n} copies; at most {MAX_DECK_CARDS:,}")
    return int(n)


def _from_table(frame: Any) -> tuple[list[tuple[Card, int]], list[Card], str]:
    unknown: dict[str, tuple[str, ...]] = {}
    main: Counter[str] = Counter()
    found: dict[str, Card] = {}
    commander: list[Card] = []
    for row in frame.to_dict("records"):
        section = str(row.get("section", "main")).lower()
        if section not in ("main", "commander"):
            continue
        name = str(row["name"])
        c = row.get("card")
        if not isinstance(c, Card):
            c = _lookup(name, unknown) if not row.get("suggestions") else None
            if c is None:
                unknown.setdefault(name, tuple(row.get("suggestions") or ()))
                continue
        n = _count(name, row.get("count", 1))
        if section == "commander":
            commander += [c] * n
        else:
            found[c.name] = c
            main[c.name] += n
    if unknown:
        raise _unknown_error(unknown)
    return [(found[k], n) for k, n in main.items()], commander, str(
        frame.attrs.get("source", "<table>"))


_Entries = tuple[list[tuple[Card, Any]], list[Card], str]


def _from_text(deck: str | os.PathLike[str]) -> _Entries:
    """A decklist's text or file, read by :func:`read_decklist`."""
    if isinstance(deck, str) and not deck.strip():
        raise DeckError("the decklist is empty")
    try:
        frame = read_decklist(Path(deck) if isinstance(deck, os.PathLike) else deck)
    except MtglabError as e:
        raise DeckError(str(e)) from None
    return _from_table(frame)


def _from_mapping(deck: Mapping[Any, Any]) -> _Entries:
    """``{name or Card: count}``."""
    unknown: dict[str, tuple[str, ...]] = {}
    entries = []
    for name, n in deck.items():
        c = name if isinstance(name, Card) else _lookup(str(name), unknown)
        if c is not None:
            entries.append((c, _count(c.name, n)))
    if unknown:
        raise _unknown_error(unknown)
    return entries, [], "<mapping>"


def _from_list(deck: Iterable[Any]) -> _Entries:
    """A list of card names or Cards, one per copy."""
    unknown: dict[str, tuple[str, ...]] = {}
    items = list(deck)
    if len(items) > MAX_DECK_CARDS:
        raise DeckError(f"{len(items):,} cards; at most {MAX_DECK_CARDS:,}")
    by_name: dict[str, Card] = {}
    copies: Counter[str] = Counter()
    for item in items:
        if not isinstance(item, str | Card):
            raise DeckError(f"{shorten(item, 40)} is neither a card name nor a Card")
        c = item if isinstance(item, Card) else _lookup(item, unknown)
        if c is not None:
            by_name[c.name] = c
            copies[c.name] += 1
    if unknown:
        raise _unknown_error(unknown)
    return [(by_name[k], n) for k, n in copies.items()], [], "<list>"


def _entries(deck: Any) -> _Entries:
    """The deck's (card, count) entries, its commanders and where it comes from."""
    import pandas as pd

    if isinstance(deck, Deck):
        return list(zip(deck.cards, deck.counts, strict=True)), list(deck.commander), \
            deck.source
    if isinstance(deck, pd.DataFrame):
        if "name" not in deck.columns:
            raise DeckError("a table needs a 'name' column (and 'count'), as "
                            "ml.read_decklist makes")
        return _from_table(deck)
    if isinstance(deck, str | os.PathLike):
        return _from_text(deck)
    if isinstance(deck, Mapping):
        return _from_mapping(deck)
    if isinstance(deck, Iterable) and not isinstance(deck, bytes):
        return _from_list(deck)
    raise DeckError(f"{shorten(deck, 40)} is not a deck: give decklist text or a file, "
                    "{name: count}, a list of names or an ml.read_decklist table")


def read_deck(deck: Any) -> Deck:
    """``deck`` (decklist text or file, ``{name: count}``, list of names, a
    ``read_decklist`` table or a :class:`Deck`) as a :class:`Deck`."""
    entries, commander, source = _entries(deck)
    merged: dict[str, list[Any]] = {}
    for c, n in entries:
        if c.name in merged:
            merged[c.name][1] += n
        else:
            merged[c.name] = [c, n]
    cards = tuple(v[0] for v in merged.values())
    counts = tuple(int(v[1]) for v in merged.values())
    size = sum(counts)
    if size > MAX_DECK_CARDS:
        raise DeckError(f"{size:,} cards; at most {MAX_DECK_CARDS:,}")
    if size <= HAND_SIZE:
        raise DeckError(f"{size} card{'s' * (size != 1)} in the library: fewer than an "
                        f"opening hand of {HAND_SIZE} and a draw (CR 103.5)")
    return Deck(cards, counts, tuple(commander), source)
