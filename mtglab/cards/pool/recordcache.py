"""The records of a card file kept on disk, so that a file read before is not read again.

Reading a large card file (issue 26, item 4: the 30,000-card corpus) spends a third of
its time turning each JSON object into a checked record
(:mod:`mtglab.cards.pool.records`). Those records depend only on the file's bytes and on
the code that reads them, so :func:`mtglab.cards.pool.loaders.read_pool` keeps what it
kept of a file — the records of the first card and token of each name, the format read
and the counts behind ``pool.warnings`` — as one JSON document, in the parse cache's
folder (:func:`mtglab.cards.pool.abilitycache.cache_path`), named after a hash of the
file's bytes and of the *reader version*: the entry format, the Python version and the
source of the modules that read card files. A changed file or reader gives a new name;
nothing stale is read. The document holds JSON data only (no code is named or run); one
of another shape, corrupt or unreadable is ignored and the file read again.
``MTGLAB_CACHE_DIR=off`` turns this off with the parse cache.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any, Final

from mtglab.cards.pool.abilitycache import cache_path

__all__ = ["FORMAT", "Kept", "read_kept", "records_path", "write_kept"]

#: The document's format; a change to its layout changes it (and the file names)
FORMAT: Final = "mtglab-records/1"

#: The modules whose code decides what a card file's records are
_READERS: Final = ("filestreams.py", "loaders.py", "records.py", "recordcache.py")

#: Kept records: the format read, the card records and token records by name, and the
#: counts of the objects skipped, folded and repeated
Kept = tuple[str, dict[str, dict[str, Any]], dict[str, dict[str, Any]], dict[str, int]]


@functools.cache
def _reader_version() -> bytes:
    h = hashlib.blake2b(FORMAT.encode(), digest_size=16)
    h.update(sys.version.encode())
    folder = resources.files("mtglab.cards.pool")
    for name in _READERS:
        h.update(name.encode())
        h.update(folder.joinpath(name).read_bytes())
    return h.digest()


def records_path(path: Path) -> Path | None:
    """Where the records of the card file ``path`` are kept, or None when caching is off
    or the file can't be read."""
    cache = cache_path()
    if cache is None:
        return None
    h = hashlib.blake2b(_reader_version(), digest_size=16)
    try:
        with path.open("rb") as f:
            while chunk := f.read(1 << 20):
                h.update(chunk)
    except OSError:
        return None
    return cache.parent / f"records-{h.hexdigest()}.json"


def _records(value: Any) -> dict[str, dict[str, Any]] | None:
    """A ``{name: record}`` mapping of the document, or None if it is not one."""
    if not isinstance(value, dict) or not all(
            isinstance(r, dict) and r.get("name") == n for n, r in value.items()):
        return None
    return value


def read_kept(where: Path | None) -> Kept | None:
    """The records kept at ``where`` (see :func:`records_path`), or None when there are
    none or they are not a document of this format."""
    if where is None:
        return None
    try:
        doc = json.loads(where.read_bytes())
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return None
    fmt, counts = doc.get("read"), doc.get("counts")
    cards, tokens = _records(doc.get("cards")), _records(doc.get("tokens"))
    if not isinstance(fmt, str) or cards is None or tokens is None or \
            not isinstance(counts, dict) or \
            not all(isinstance(k, str) and type(v) is int for k, v in counts.items()):
        return None
    return fmt, cards, tokens, counts


def write_kept(where: Path | None, fmt: str, cards: Mapping[str, Any],
               tokens: Mapping[str, Any], counts: Mapping[str, int]) -> None:
    """Keep a file's records at ``where``; a folder that can't be written is ignored."""
    if where is None:
        return
    try:
        data = json.dumps({"format": FORMAT, "read": fmt, "cards": cards, "tokens": tokens,
                           "counts": dict(counts)}, separators=(",", ":"),
                          allow_nan=False).encode()
    except (TypeError, ValueError):  # a value JSON doesn't hold: not kept
        return
    tmp: str | None = None
    try:
        where.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=where.parent, prefix=".records-")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, where)  # whole or not at all, for a process reading it meanwhile
    except OSError:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
