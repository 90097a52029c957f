"""The bundled card catalogue and name lookup (``ml.card``).

The catalogue is a set of YAML files in ``mtglab/data/cards/``, one card per entry with
the keys ``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``power``,
``toughness``, ``loyalty`` and ``color_indicator``. It is read on first use, so importing
mtglab stays fast, and it is all mtglab needs to work offline.

Names are looked up case- and punctuation-tolerantly ("kinnan bonder prodigy" finds
"Kinnan, Bonder Prodigy"); an unknown name raises :class:`~mtglab.errors.UnknownCardError`
listing the closest names.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import yaml

from mtglab.cards.model import Card
from mtglab.cards.pool.download import downloaded_pool, loaded_pools
from mtglab.cards.pool.loaders import CardPool, cards_from_records, read_pool
from mtglab.cards.pool.names import closest_names, name_key
from mtglab.errors import BadArgumentTypeError, CardDataError, UnknownCardError

__all__ = ["card", "catalogue", "known_cards", "name_key", "register_pool", "suggest",
           "token"]

_ALLOWED_KEYS = frozenset({"name", "mana_cost", "type_line", "oracle_text", "power",
                           "toughness", "loyalty", "defense", "color_indicator"})
_REQUIRED_KEYS = ("name", "type_line", "oracle_text")
_pools: list[CardPool] = []
_lock = threading.Lock()


def _read_catalogue() -> list[dict[str, Any]]:
    folder = resources.files("mtglab").joinpath("data", "cards")
    records: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".yaml"):
            continue
        where = f"mtglab/data/cards/{entry.name}"
        try:
            data = yaml.load(entry.read_text("utf-8"), Loader=yaml.CSafeLoader
                             if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader)
        except yaml.YAMLError as exc:
            raise CardDataError(f"invalid YAML: {exc}", path=where) from None
        if not isinstance(data, list):
            raise CardDataError("expected a list of cards", path=where)
        for i, item in enumerate(data):
            if not isinstance(item, dict):
                raise CardDataError("each entry must be a mapping", path=where, record=f"#{i}")
            label = f"#{i} ({item.get('name')!r})"
            unknown = set(item) - _ALLOWED_KEYS
            if unknown:
                raise CardDataError(f"unknown keys {sorted(unknown)}", path=where, record=label)
            missing = [k for k in _REQUIRED_KEYS if k not in item]
            if missing:
                raise CardDataError(f"missing keys {missing}", path=where, record=label)
            name = item["name"]
            if name in seen:
                raise CardDataError(f"duplicate card, also in {seen[name]}", path=where,
                                    record=label)
            seen[name] = entry.name
            rec = dict(item)
            rec["oracle_text"] = rec.get("oracle_text") or ""
            rec["faces"] = None
            rec["_file"] = where
            records.append(rec)
    return records


@functools.cache
def catalogue() -> CardPool:
    """The bundled catalogue as a :class:`CardPool` (read once, on first use)."""
    records = _read_catalogue()
    cards = []
    for rec in records:
        cards.extend(cards_from_records([rec], rec["_file"]))
    return CardPool(cards, source="bundled catalogue")


def register_pool(pool: CardPool) -> None:
    """Make a loaded pool's cards known to :func:`card` (later pools take precedence)."""
    with _lock:
        if pool not in _pools:
            _pools.append(pool)


def known_cards() -> Iterator[Card]:
    """Every card :func:`card` knows, each name once: the loaded pools (newest first),
    the bundled catalogue, then the downloaded cards read so far — mtglab's Oracle card
    reference (CR 108.1, 201.4)."""
    seen: set[str] = set()
    for pool in [*reversed(_pools), catalogue(), *loaded_pools()]:
        for c in pool:
            if c.name not in seen:
                seen.add(c.name)
                yield c


def _all_names() -> list[str]:
    names: dict[str, None] = {}
    for pool in [*_pools, catalogue(), *loaded_pools()]:
        for n in pool.names:
            names.setdefault(n, None)
    return list(names)


def suggest(name: str, names: list[str] | None = None, n: int = 5) -> list[str]:
    """The ``n`` card names closest to ``name`` among ``names`` (default: every known
    card: loaded pools and the catalogue), for completion and "did you mean".

    >>> suggest("llanowar e")[0]
    'Llanowar Elves'
    """
    if not isinstance(name, str):
        raise BadArgumentTypeError("name", name, "the start of a card name, e.g. 'Llano'")
    if names is not None and (not isinstance(names, list | tuple)
                              or not all(isinstance(x, str) for x in names)):
        raise BadArgumentTypeError("names", names, "a list of card names, or None")
    if isinstance(n, bool) or not isinstance(n, int) or n < 1 or n > 10_000:
        raise BadArgumentTypeError("n", n, "a whole number from 1 to 10,000")
    return closest_names(name[:200], _all_names() if names is None else names, n)


def card(name: str | Card) -> Card:
    """A card by name, from loaded pools (newest first) and the bundled catalogue.

    >>> card("llanowar elves").name
    'Llanowar Elves'
    """
    if isinstance(name, Card):
        return name
    if not isinstance(name, str):
        raise BadArgumentTypeError("card name", name, "a string such as 'Llanowar Elves'")
    found = known_card(name)
    if found is not None:
        return found
    raise UnknownCardError(name, suggest(name), only_bundled=not _pools and
                           downloaded_pool() is None and not loaded_pools())


def known_card(name: str) -> Card | None:
    """The card :func:`card` finds by that name, or None (no close names are looked for:
    a board file's writer asks this of every card it writes)."""
    for pool in reversed(_pools):
        found = pool.find(name)
        if found is not None:
            return found
    found = catalogue().find(name)
    if found is not None:
        return found
    # every card downloaded in any session (`mtglab cards download`): read it once
    downloaded_pool()
    for downloaded in loaded_pools():
        found = downloaded.find(name)
        if found is not None:
            return found
    return None


def token(name: str) -> Card:
    """A token by name from the loaded pools' token registries (``pool.tokens``).

    Card files hold token objects (Scryfall's layout ``token``, MTGJSON's ``tokens``);
    they are not cards (CR 111.1), so :func:`card` never returns them. An unknown name
    raises :class:`~mtglab.errors.UnknownCardError` with the closest token names.
    """
    if not isinstance(name, str):
        raise BadArgumentTypeError("token name", name, "a string such as 'Treasure'")
    key = name_key(name)
    names: list[str] = []
    for pool in reversed(_pools):
        for token_name, found in pool.tokens.items():
            if token_name == name or name_key(token_name) == key:
                return found
            names.append(token_name)
    raise UnknownCardError(name, suggest(name, names))


def load_cards(path: str | Path, *, register: bool = True) -> CardPool:
    """Load a card file (Scryfall bulk JSON or JSON lines, MTGJSON, mtglab JSONL).

    The format and the compression are recognised from the content (see
    :mod:`mtglab.cards.pool.loaders`). The cards become known to :func:`mtglab.card` unless
    ``register=False``. Raises :class:`~mtglab.errors.CardDataError` naming the file and
    the record on bad data (:class:`~mtglab.errors.InputLimitError` past a limit).
    """
    pool = read_pool(path)
    if register:
        register_pool(pool)
    return pool
