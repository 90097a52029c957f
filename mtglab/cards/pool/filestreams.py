"""Opening the files people download: compressed or not, read as a stream, depth-guarded.

:func:`open_stream` recognises gzip, bzip2, xz and zip by their first bytes (never by
the file name) and gives a binary stream of the content, a UTF-8 byte-order mark
skipped. :class:`DepthGuard` wraps a stream of JSON and refuses, before the JSON parser
sees them, bytes that nest deeper than :data:`MAX_JSON_DEPTH` (a file of ``[[[[...`` would
otherwise exhaust memory in a streaming parser, or recursion in ``json.loads``).

Every failure is a :class:`~mtglab.errors.CardDataError` naming the file; a file that is
cut short reads as "truncated", whatever the compression.
"""

from __future__ import annotations

import bz2
import contextlib
import gzip
import io
import lzma
import re
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Final

from mtglab.arguments import as_path
from mtglab.errors import CardDataError, InputLimitError

__all__ = ["MAX_JSON_DEPTH", "READ_ERRORS", "DepthGuard", "compression_of", "open_stream",
           "read_text_file"]

#: How deeply a card file's JSON may nest. MTGJSON's AllPrintings, the deepest real file,
#: nests about 8 levels (file, data, set, cards, card, foreignData, entry, identifiers).
MAX_JSON_DEPTH: Final = 32

#: What reading a damaged compressed file raises, whatever the compression
READ_ERRORS: Final = (EOFError, OSError, lzma.LZMAError, zlib.error, zipfile.BadZipFile)

_MAGIC: Final = ((b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"\xfd7zXZ\x00", "xz"),
                 (b"PK\x03\x04", "zip"))


def compression_of(head: bytes) -> str | None:
    """The compression a file's first bytes announce, or None for plain content.

    >>> compression_of(b"\\x1f\\x8b\\x08"), compression_of(b"[{"), compression_of(b"BZh91")
    ('gzip', None, 'bzip2')
    """
    for magic, name in _MAGIC:
        if head.startswith(magic):
            return name
    return None


def _zip_member(archive: zipfile.ZipFile, path: str) -> str:
    names = [n for n in archive.namelist()
             if not n.endswith("/") and not n.startswith("__MACOSX/")]
    if len(names) == 1:
        return names[0]
    data = [n for n in names if n.lower().endswith((".json", ".jsonl", ".txt", ".dek"))]
    if not data:
        raise CardDataError(f"a zip archive without a card file (it holds {len(names)} "
                            "files, none ending in .json or .jsonl)", path=path)
    return data[0]


@contextlib.contextmanager
def open_stream(path: str | Path) -> Iterator[tuple[IO[bytes], str | None]]:
    """The content of ``path`` as a binary stream, decompressed, and its compression.

    A UTF-8 byte-order mark is skipped. Raises :class:`CardDataError` when the file
    cannot be read or is not a complete archive.
    """
    where = str(path)
    try:
        raw: IO[bytes] = open(path, "rb")  # noqa: SIM115 - closed below
    except OSError as exc:
        raise CardDataError(f"cannot read: {exc.strerror or exc}", path=where) from None
    kind = compression_of(raw.read(8))
    raw.seek(0)
    closers: list[IO[bytes]] = [raw]
    try:
        stream: Any
        if kind == "gzip":
            stream = gzip.GzipFile(fileobj=raw)
        elif kind == "bzip2":
            stream = bz2.BZ2File(raw)
        elif kind == "xz":
            stream = lzma.LZMAFile(raw)  # noqa: SIM115 - closed below
        elif kind == "zip":
            try:
                archive = zipfile.ZipFile(raw)
                stream = archive.open(_zip_member(archive, where))
            except (zipfile.BadZipFile, OSError) as exc:
                raise CardDataError(f"not a readable zip archive ({exc})", path=where) from None
        else:
            stream = raw
        if stream is not raw:
            closers.append(stream)
        try:
            if stream.read(3) != b"\xef\xbb\xbf":
                stream.seek(0)
        except READ_ERRORS as exc:
            raise truncated(where, kind, exc) from None
        yield stream, kind
    finally:
        for f in reversed(closers):
            with contextlib.suppress(*READ_ERRORS):
                f.close()


def read_text_file(path: str | Path, max_bytes: int, what: str,
                   field: str = "path") -> tuple[str, str]:
    """The text of a small UTF-8 file (a byte-order mark skipped) and its path as a
    string; ``what`` names the file in the error when it is larger than ``max_bytes``
    ("a decklist"). Every failure is a :class:`~mtglab.errors.MtglabError` naming the
    file: :class:`~mtglab.errors.InputLimitError` or
    :class:`~mtglab.errors.CardDataError`; a path no file system could name (a NUL
    character) is :class:`~mtglab.errors.BadArgumentError` naming ``field``."""
    p = as_path(path, field)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise InputLimitError(f"{what} of {size:,} bytes (mtglab reads at most "
                                  f"{max_bytes:,})", path=str(p))
        return p.read_bytes().decode("utf-8-sig"), str(p)
    except OSError as exc:
        raise CardDataError(f"cannot read: {exc.strerror or exc}", path=str(p)) from None
    except UnicodeDecodeError as exc:
        raise CardDataError(f"not UTF-8 text (byte {exc.start})", path=str(p)) from None


def truncated(path: str, kind: str | None, exc: BaseException) -> CardDataError:
    """The error for compressed data that ends early or is damaged."""
    what = f"{kind} data" if kind else "the file"
    detail = "it ends early" if isinstance(exc, EOFError) else str(exc) or type(exc).__name__
    return CardDataError(f"truncated or damaged {what}: {detail}", path=path)


_ESCAPE: Final = re.compile(rb"\\.", re.S)
_NOT_STRUCTURE: Final = bytes(b for b in range(256) if b not in b"[]{}")
_STRING: Final = re.compile(rb'"[^"]*"')
_PARENS: Final = bytes.maketrans(b"[{]}", b"(())")


class DepthGuard(io.RawIOBase):
    """A binary stream of JSON that raises :class:`InputLimitError` past ``limit`` levels.

    It counts brackets outside strings in each chunk before handing the chunk on, so
    the parser never sees the over-deep part. The scan runs at C speed for the text in
    between (regular expressions and ``bytes.translate``).

    >>> import io
    >>> DepthGuard(io.BytesIO(b'[{"a": "[[["}]'), "x", limit=2).read()
    b'[{"a": "[[["}]'
    >>> DepthGuard(io.BytesIO(b"[[[1]]]"), "x", limit=2).read()
    Traceback (most recent call last):
    mtglab.errors.InputLimitError: x: JSON nested deeper than 2 levels (mtglab's limit)
    """

    def __init__(self, stream: IO[bytes], path: str, *, limit: int = MAX_JSON_DEPTH,
                 compression: str | None = None) -> None:
        super().__init__()
        self._stream = stream
        self._path = path
        self._limit = limit
        self._compression = compression
        self._depth = 0
        self._in_string = False
        self._carry = b""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        try:
            chunk = self._stream.read(len(buffer))
        except READ_ERRORS as exc:
            raise truncated(self._path, self._compression, exc) from None
        self._check(chunk)
        n = len(chunk)
        buffer[:n] = chunk
        return n

    def _check(self, chunk: bytes) -> None:
        text = _ESCAPE.sub(b"", self._carry + chunk)
        self._carry = b""
        if text.endswith(b"\\"):  # an escape cut by the chunk boundary
            self._carry, text = b"\\", text[:-1]
        if self._in_string:  # a string the last chunk left open
            end = text.find(b'"')
            if end < 0:
                return
            text, self._in_string = text[end + 1:], False
        text = _STRING.sub(b"", text)
        quote = text.find(b'"')
        if quote >= 0:  # a string left open by this chunk
            text, self._in_string = text[:quote], True
        self._depth = self._deepest(text.translate(_PARENS, _NOT_STRUCTURE))

    def _deepest(self, brackets: bytes) -> int:
        """The depth after ``brackets`` (each ``(`` opens, ``)`` closes), refused past the
        limit. Matched pairs are removed innermost first at C speed (``bytes.replace``):
        no prefix nests deeper than the passes that took plus the openers left over, so
        the walk byte by byte runs only when that bound passes the limit."""
        depth, limit = self._depth, self._limit
        opens = brackets.count(b"(")
        end = depth + 2 * opens - len(brackets)
        if depth + opens <= limit:  # no prefix can pass the limit
            return end
        rest, passes = brackets, 0
        while passes <= limit:
            shorter = rest.replace(b"()", b"")
            if len(shorter) == len(rest):
                break
            rest, passes = shorter, passes + 1
        else:
            rest = brackets  # deeper than the limit inside: the walk says where
        if depth + passes + rest.count(b"(") <= limit:
            return end
        for byte in brackets:
            depth += 1 if byte == 0x28 else -1
            if depth > limit:
                raise InputLimitError(f"JSON nested deeper than {limit} levels "
                                      "(mtglab's limit)", path=self._path)
        return depth
