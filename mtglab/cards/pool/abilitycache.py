"""Parsed abilities kept on disk, so that a card's Oracle text is parsed once per parser.

Parsing is the costly part of loading cards (the grammar is tried sentence by sentence).
What :func:`~mtglab.cards.oracle.parser.parse_abilities` makes of a text depends only on the text,
the card's name and types, and the parser itself, so its result is stored in a small
SQLite file keyed by a hash of those inputs, in a file named after the *parser version*:
a hash of the source files whose change could change a result (the grammar, the parser,
the effect and card models, the mana and type tables), of the Python version and of the
entry format. Editing the parser starts a new file; nothing stale is ever read.

The entries are data, never objects: JSON written and read by
:mod:`mtglab.cards.pool.abilitycodec`, whose reading runs no code an entry names (types are
looked up among the package's own records, and each field is checked against its
annotation). The file has two tables: ``abilities``, a text's entry (the ids of its
abilities) by the hash of its inputs, and ``records``, each distinct record of every
parse once, by the hash of its row; a record is built once per process however many
texts hold it. An entry of another format or parser version, a corrupt or foreign one,
one naming a row that is missing or altered, is ignored: the text is parsed again and
the entry and its rows rewritten.

The file lives in ``$MTGLAB_CACHE_DIR`` or, by default, ``~/.cache/mtglab``
(``$XDG_CACHE_HOME/mtglab``). ``MTGLAB_CACHE_DIR=off`` turns the cache off; a directory
that can't be written turns it off quietly. New entries are written in batches and when
the interpreter exits. Opening the file removes the files of older parser versions but
the :data:`KEEP_OTHER_VERSIONS` most recently used (:func:`prune_old_versions`).
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import gc
import hashlib
import os
import re
import sqlite3
import sys
import threading
from collections.abc import Iterator, Sequence
from importlib import resources
from pathlib import Path
from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.pool.abilitycodec import (
    FORMAT,
    RowReader,
    Unencodable,
    UnreadableEntry,
    encode_abilities,
)

__all__ = ["KEEP_OTHER_VERSIONS", "bulk_reads", "cache_path", "cached_parse_abilities",
           "close_cache", "collection_paused", "parser_version", "prune_old_versions"]

#: Files outside :mod:`mtglab.cards` whose contents can change what a text parses into;
#: every ``.py`` and ``.lark`` file of :mod:`mtglab.cards` and its sub-packages counts too
#: (a new text module or grammar part can't be forgotten), but for the modules of
#: :mod:`mtglab.cards.pool` that read card files: their texts are the key, not the parse.
_SOURCES = (("mtglab", "mana.py"), ("mtglab", "rules.py"), ("mtglab", "errors.py"))
_POOL_READERS = frozenset({"pool/catalogue.py", "pool/coverage.py", "pool/decklists.py",
                           "pool/download.py", "pool/filestreams.py", "pool/loaders.py",
                           "pool/names.py", "pool/recordcache.py",
                           "pool/records.py"})


def _source_files() -> list[tuple[str, bytes]]:
    """``(name, contents)`` of each source the parser version hashes, in a fixed order."""
    files = [(name, resources.files(package).joinpath(name).read_bytes())
             for package, name in _SOURCES]
    found: list[tuple[str, bytes]] = []
    folders = [("", resources.files("mtglab.cards"))]
    while folders:  # the grammar's parts in sub-packages (mtglab.cards.oracle.grammar) too
        prefix, folder = folders.pop()
        for f in folder.iterdir():
            if f.is_dir() and f.name != "__pycache__":
                folders.append((f"{prefix}{f.name}/", f))
            elif f.name.endswith((".py", ".lark")) and prefix + f.name not in _POOL_READERS:
                found.append((prefix + f.name, f.read_bytes()))
    return files + sorted(found)


_BATCH = 2_000  # new entries written at once


@functools.cache
def parser_version() -> str:
    """A hash of the parser's sources, the Python version and the entry format (see the
    module docstring)."""
    h = hashlib.sha256(sys.version.encode())
    h.update(FORMAT.encode())
    for name, contents in _source_files():
        h.update(name.encode())
        h.update(contents)
    return h.hexdigest()[:16]


def cache_path() -> Path | None:
    """The cache file for this parser version, or None when caching is off."""
    where = os.environ.get("MTGLAB_CACHE_DIR")
    if where is not None and where.strip().lower() in ("", "0", "off", "no", "false"):
        return None
    base = Path(where) if where else Path(
        os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "mtglab"
    return base / f"abilities-{parser_version()}.sqlite"


#: how many cache files of other parser versions are kept beside the current one (the
#: most recently used first): a checkout that moves between versions keeps its recent
#: ones, and each upgrade no longer leaves a file behind for good
KEEP_OTHER_VERSIONS: Final = 8


def prune_old_versions(directory: Path, current: Path,
                       keep: int = KEEP_OTHER_VERSIONS) -> list[Path]:
    """Remove the cache files of other parser versions in ``directory`` but the ``keep``
    most recently modified; the paths removed. A file that can't be removed (in use
    elsewhere, or read-only) is left quietly.

    >>> import tempfile, os
    >>> d = Path(tempfile.mkdtemp())
    >>> for i in range(4):
    ...     _ = (d / f"abilities-{i:016x}.sqlite").write_bytes(b"")
    ...     os.utime(d / f"abilities-{i:016x}.sqlite", (i, i))
    >>> [p.name for p in prune_old_versions(d, d / "abilities-0000000000000003.sqlite", 1)]
    ['abilities-0000000000000000.sqlite', 'abilities-0000000000000001.sqlite']
    """
    others = []
    for f in directory.glob("abilities-*.sqlite"):
        if f != current and _VERSION_FILE.fullmatch(f.name):
            with contextlib.suppress(OSError):
                others.append((f.stat().st_mtime, f.name, f))
    others.sort(reverse=True)
    removed = []
    for _mtime, _name, f in others[keep:]:
        with contextlib.suppress(OSError):
            f.unlink()
            removed.append(f)
    return sorted(removed)


_VERSION_FILE: Final = re.compile(r"abilities-[0-9a-f]{16}\.sqlite")


class _Store:
    """The open cache file, the entries and rows not yet written to it, and the reader
    that builds each row's record once."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.db: sqlite3.Connection | None = None
        self.opened = False
        self.pending: list[tuple[bytes, bytes]] = []
        self.pending_rows: dict[int, bytes] = {}
        #: every entry and row of the file, read at once while a card file loads (see
        #: :func:`bulk_reads`), and how many loads are reading from it
        self.read_all: dict[bytes, bytes] | None = None
        self.rows_all: dict[int, bytes] | None = None
        self.readers = 0
        self.reader = RowReader(self.row)

    def connect(self) -> sqlite3.Connection | None:
        if self.opened:
            return self.db
        self.opened = True
        path = cache_path()
        if path is None:
            return None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(path, timeout=5, check_same_thread=False)
            db.execute("CREATE TABLE IF NOT EXISTS abilities "
                       "(key BLOB PRIMARY KEY, value BLOB NOT NULL)")
            db.execute("CREATE TABLE IF NOT EXISTS records "
                       "(id INTEGER PRIMARY KEY, value BLOB NOT NULL)")
            db.commit()
        except (OSError, sqlite3.Error):
            return None
        prune_old_versions(path.parent, path)
        self.db = db
        atexit.register(self.flush)
        return db

    def open_reads(self) -> None:
        """Read every entry and row into memory, for a load of many cards: two queries
        instead of several per card."""
        with self.lock:
            self.readers += 1
            db = self.connect()
            if db is None or self.read_all is not None:
                return
            try:
                self.read_all = dict(db.execute("SELECT key, value FROM abilities"))
                self.rows_all = dict(db.execute("SELECT id, value FROM records"))
            except sqlite3.Error:
                self.read_all = self.rows_all = None
            else:
                self.reader.use_rows(self.rows_all)  # straight from memory

    def close_reads(self) -> None:
        with self.lock:
            self.readers -= 1
            if self.readers <= 0:
                self.readers, self.read_all, self.rows_all = 0, None, None
                self.reader.use_rows(self.row)

    def row(self, rid: int) -> bytes | None:
        """The row ``rid`` (called with the lock held)."""
        if self.rows_all is not None:
            return self.rows_all.get(rid)
        if self.db is None:
            return None
        try:
            found = self.db.execute("SELECT value FROM records WHERE id = ?",
                                    (rid,)).fetchone()
        except sqlite3.Error:
            return None
        return found[0] if found is not None else None

    def get(self, key: bytes) -> tuple[Ability, ...] | None:
        with self.lock:
            db = self.connect()
            if db is None:
                return None
            if self.read_all is not None:
                value = self.read_all.get(key)
            else:
                try:
                    row = db.execute("SELECT value FROM abilities WHERE key = ?",
                                     (key,)).fetchone()
                except sqlite3.Error:
                    return None
                value = row[0] if row is not None else None
            if value is None:
                return None
            try:
                return self.reader.abilities(value, parser_version())
            except UnreadableEntry:  # parsed again (and rewritten)
                return None

    def put(self, key: bytes, value: tuple[Ability, ...]) -> None:
        try:
            written = encode_abilities(value, parser_version())
        except Unencodable:  # something outside the format's vocabulary: not cached
            return
        with self.lock:
            if self.db is None:
                return
            self.pending.append((key, written.entry))
            self.pending_rows.update(written.rows)
            full = len(self.pending) >= _BATCH
        if full:
            self.flush()

    def flush(self) -> None:
        with self.lock:
            if self.db is None or not self.pending:
                return
            rows, self.pending = self.pending, []
            records, self.pending_rows = self.pending_rows, {}
            try:
                # a row is rewritten whole: one altered on disk is mended by the next parse
                self.db.executemany("INSERT OR REPLACE INTO records VALUES (?, ?)",
                                    records.items())
                self.db.executemany("INSERT OR REPLACE INTO abilities VALUES (?, ?)", rows)
                self.db.commit()
            except sqlite3.Error:
                pass  # another process holds the file: these entries are parsed next time

    def close(self) -> None:
        self.flush()
        with self.lock:
            if self.db is not None:
                self.db.close()
            self.db, self.read_all, self.rows_all = None, None, None
            self.opened = False
            self.reader = RowReader(self.row)


_STORE = _Store()


@contextlib.contextmanager
def bulk_reads() -> Iterator[None]:
    """While this is open, the cache file is read whole once instead of an entry per
    card (a card file of thousands of cards loads faster); entries written meanwhile
    are kept as usual."""
    _STORE.open_reads()
    try:
        yield
    finally:
        _STORE.close_reads()


#: how many :func:`collection_paused` blocks paused a running collector (and resume it)
_PAUSED: Final[list[int]] = [0]


@contextlib.contextmanager
def collection_paused() -> Iterator[None]:
    """Python's cycle collector paused while a card file loads, and resumed after if it
    was running. Reading parses from the cache makes hundreds of thousands of records,
    tuples and dicts and no garbage cycles, and each full collection meanwhile would walk
    all of them again (issue 26: about a fifth of a warm corpus load); memory is freed as
    usual, by reference counting. A text that must be parsed is parsed with the collector
    running (:func:`cached_parse_abilities`): the parser's failed attempts do make cycles."""
    running = gc.isenabled()
    gc.disable()
    _PAUSED[0] += running
    try:
        yield
    finally:
        _PAUSED[0] -= running
        if running:
            gc.enable()


@contextlib.contextmanager
def _collecting() -> Iterator[None]:
    """The collector running again inside :func:`collection_paused` (not otherwise)."""
    resume = _PAUSED[0] > 0 and not gc.isenabled()
    if resume:
        gc.enable()
    try:
        yield
    finally:
        if resume and _PAUSED[0] > 0:
            gc.disable()


def close_cache() -> None:
    """Write pending entries and close the file (the next parse opens it again, where
    ``$MTGLAB_CACHE_DIR`` then says)."""
    _STORE.close()


def cached_parse_abilities(text: str, *, name: str = "", types: Sequence[str] = (),
                           subtypes: Sequence[str] = (),
                           supertypes: Sequence[str] = ()) -> tuple[Ability, ...]:
    """:func:`~mtglab.cards.oracle.parser.parse_abilities`, read from the cache when this
    parser has parsed the same inputs before."""
    key = hashlib.blake2b(repr((text, name, tuple(types), tuple(subtypes),
                                tuple(supertypes))).encode(), digest_size=16).digest()
    found = _STORE.get(key)
    if found is not None:
        return found
    # the parser (the grammar, its transformer and the wording modules) is imported on
    # the first text the cache doesn't hold: a load read whole from the cache never needs it
    from mtglab.cards.oracle.parser import parse_abilities

    with _collecting():
        abilities = parse_abilities(text, name=name, types=types, subtypes=subtypes,
                                    supertypes=supertypes)
    _STORE.put(key, abilities)
    return abilities
