"""Every card: Scryfall's bulk Oracle cards file, downloaded once into the user's cache.

Scryfall publishes its card data as bulk files, listed by its bulk-data index
(``https://api.scryfall.com/bulk-data``: a list of ``bulk_data`` objects, each with a
``type`` such as ``"oracle_cards"``, an ``updated_at`` time and a ``download_uri``).
:func:`download_cards` reads the index, downloads the Oracle cards file (one object per
card, CR 108.1: the Oracle text is a card's wording) with a progress bar into the user's
cache folder, and skips the download when the cached file is as recent as the index says
the file is. From then on :func:`mtglab.card` finds any card in every Python process: a
name missing from the bundled catalogue and the loaded pools makes it read the cached file
once (:func:`downloaded_pool`).

The cache folder is ``$MTGLAB_CACHE_DIR`` when set, else the platform's user cache folder
(``~/.cache/mtglab`` on Linux, ``~/Library/Caches/mtglab`` on macOS,
``%LOCALAPPDATA%\\mtglab\\Cache`` on Windows, from :mod:`platformdirs`). The file is kept
as sent (gzip when the server compresses it): :func:`mtglab.load_cards` reads it as is.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from mtglab.cards.pool.loaders import CardPool, read_pool
from mtglab.errors import BadArgumentError, BadArgumentTypeError, DownloadError

__all__ = ["BULK_DATA_INDEX", "Download", "cache_folder", "clear_downloaded", "download_cards",
           "downloaded_file", "downloaded_pool", "loaded_pools"]

#: Scryfall's bulk-data index.
BULK_DATA_INDEX: Final = "https://api.scryfall.com/bulk-data"
#: The bulk files :func:`download_cards` can fetch (card files: not rulings).
KINDS: Final = ("oracle_cards", "default_cards", "unique_artwork", "all_cards")
_USER_AGENT: Final = "mtglab (https://github.com/; a rules lab for Magic)"
_TIMEOUT: Final = 60.0
_CHUNK: Final = 1 << 16
_META: Final = "{kind}.meta.json"


@dataclass(frozen=True, slots=True)
class Download:
    """What :func:`download_cards` did: the cached file, the index's ``updated_at`` of
    it, whether it was downloaded now (False: the cached copy was up to date) and its
    size in bytes."""

    path: Path
    updated_at: str
    downloaded: bool
    size: int

    def __str__(self) -> str:
        what = "downloaded" if self.downloaded else "already up to date"
        return (f"{self.path} ({self.size / 1e6:.1f} MB, Scryfall's file of "
                f"{self.updated_at}): {what}")


def cache_folder() -> Path:
    """Where downloaded card files are kept (``$MTGLAB_CACHE_DIR`` or the user cache)."""
    given = os.environ.get("MTGLAB_CACHE_DIR")
    if given:
        return Path(given).expanduser()
    import platformdirs

    return Path(platformdirs.user_cache_dir("mtglab", appauthor=False))


def _meta_path(folder: Path, kind: str) -> Path:
    return folder / _META.format(kind=kind)


def _read_meta(folder: Path, kind: str) -> dict[str, Any] | None:
    try:
        meta = json.loads(_meta_path(folder, kind).read_text("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(meta, dict) or not isinstance(meta.get("file"), str):
        return None
    if not (folder / meta["file"]).is_file():
        return None
    return meta


def downloaded_file(kind: str = "oracle_cards", folder: str | Path | None = None) \
        -> Path | None:
    """The cached card file of that kind, or ``None`` when there is none."""
    base = Path(folder) if folder is not None else cache_folder()
    meta = _read_meta(base, kind)
    return base / str(meta["file"]) if meta else None


def _request(url: str, *, accept: str) -> Any:
    import urllib.error  # (the network stack: loaded when a download is asked)
    import urllib.request

    req = urllib.request.Request(url, headers={"User-Agent": _USER_AGENT, "Accept": accept,
                                               "Accept-Encoding": "gzip"})
    try:
        return urllib.request.urlopen(req, timeout=_TIMEOUT)
    except urllib.error.HTTPError as exc:
        raise DownloadError(url, f"the server answered {exc.code} {exc.reason}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DownloadError(url, f"cannot connect ({reason})") from None


def _index_entry(index_url: str, kind: str) -> dict[str, Any]:
    """The index's ``bulk_data`` object of that kind."""
    with _request(index_url, accept="application/json") as resp:
        raw = resp.read(20_000_000)
        if resp.headers.get("Content-Encoding", "").lower() == "gzip":
            import gzip

            raw = gzip.decompress(raw)
    try:
        index = json.loads(raw)
    except ValueError:
        raise DownloadError(index_url, "the bulk-data index is not JSON") from None
    items = index.get("data") if isinstance(index, dict) else None
    if not isinstance(items, list):
        raise DownloadError(index_url, "the bulk-data index has no 'data' list")
    for item in items:
        if isinstance(item, dict) and item.get("type") == kind:
            uri, updated = item.get("download_uri"), item.get("updated_at")
            if not isinstance(uri, str) or not uri.startswith(("http://", "https://")):
                raise DownloadError(index_url, f"the {kind} entry has no http(s) download_uri")
            if not isinstance(updated, str):
                raise DownloadError(index_url, f"the {kind} entry has no updated_at")
            return item
    kinds = sorted(str(i.get("type")) for i in items if isinstance(i, dict))
    raise DownloadError(index_url, f"no {kind} file in the bulk-data index (it lists "
                        f"{', '.join(kinds) or 'nothing'})")


def _fetch(url: str, folder: Path, kind: str, expected: int | None,
           progress: bool) -> tuple[Path, int]:
    """Download ``url`` into ``folder`` (kept compressed if the server compresses it)."""
    from tqdm.auto import tqdm

    with _request(url, accept="application/json") as resp:
        gz = resp.headers.get("Content-Encoding", "").lower() == "gzip"
        name = f"{kind}.json" + (".gz" if gz else "")
        length = resp.headers.get("Content-Length")
        total = int(length) if length and length.isdigit() else expected
        fd, tmp = tempfile.mkstemp(prefix=f".{kind}-", suffix=".part", dir=folder)
        size = 0
        try:
            with os.fdopen(fd, "wb") as out, tqdm(
                    total=total, unit="B", unit_scale=True, unit_divisor=1024,
                    desc=f"downloading {kind}", disable=not progress, leave=True) as bar:
                while chunk := resp.read(_CHUNK):
                    out.write(chunk)
                    size += len(chunk)
                    bar.update(len(chunk))
            if length and length.isdigit() and size != int(length):
                raise DownloadError(url, f"the download stopped at {size} of {length} bytes")
            os.replace(tmp, folder / name)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    return folder / name, size


_download_lock = threading.Lock()


def download_cards(*, kind: str = "oracle_cards", folder: str | Path | None = None,
                   index_url: str = BULK_DATA_INDEX, force: bool = False,
                   progress: bool = True, load: bool = True) -> Download:
    """Download Scryfall's bulk card file of ``kind`` (default ``"oracle_cards"``: every
    card once) into the cache folder, unless the cached copy is as recent as the index's
    ``updated_at`` (``force=True`` downloads anyway). With ``load`` (the default) its
    cards are then known to :func:`mtglab.card` in this process; other processes read the
    cached file when they first miss a name.

    Network and server failures raise :class:`~mtglab.errors.DownloadError` naming the
    URL; a cached copy stays as it was.
    """
    if not isinstance(kind, str):
        raise BadArgumentTypeError("kind", kind, f"one of {', '.join(KINDS)}")
    if kind not in KINDS:
        raise BadArgumentError("kind", kind, f"one of {', '.join(KINDS)}")
    if not isinstance(index_url, str):
        raise BadArgumentTypeError("index_url", index_url, "an http(s) URL")
    if not index_url.startswith(("http://", "https://")):
        raise BadArgumentError("index_url", index_url, "an http(s) URL")
    for flag, value in (("force", force), ("progress", progress), ("load", load)):
        if not isinstance(value, bool):
            raise BadArgumentTypeError(flag, value, "True or False")
    if folder is not None and not isinstance(folder, str | Path):
        raise BadArgumentTypeError("folder", folder, "a folder path, or None")
    base = Path(folder).expanduser() if folder is not None else cache_folder()
    with _download_lock:
        try:
            base.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise BadArgumentError("folder", str(base),
                                   f"a folder mtglab can write to ({exc.strerror})") from None
        entry = _index_entry(index_url, kind)
        updated = str(entry["updated_at"])
        meta = _read_meta(base, kind)
        if meta is not None and meta.get("updated_at") == updated and not force:
            path = base / str(meta["file"])
            result = Download(path, updated, False, path.stat().st_size)
        else:
            size_hint = entry.get("compressed_size") or entry.get("size")
            path, size = _fetch(str(entry["download_uri"]), base, kind,
                                size_hint if isinstance(size_hint, int) else None, progress)
            if meta is not None and meta.get("file") != path.name:
                (base / str(meta["file"])).unlink(missing_ok=True)
            _meta_path(base, kind).write_text(json.dumps({
                "file": path.name, "updated_at": updated,
                "download_uri": entry["download_uri"], "index": index_url,
                "size": size}, indent=1), "utf-8")
            result = Download(path, updated, True, size)
            _forget_loaded(path)
    if load:
        downloaded_pool(folder=base, kind=kind)
    return result


# -- the cached pool, read once per process ----------------------------------------------

_loaded: dict[tuple[Path, float], CardPool] = {}
_load_lock = threading.Lock()


def _forget_loaded(path: Path) -> None:
    for key in [k for k in _loaded if k[0] == path]:
        del _loaded[key]


def loaded_pools() -> list[CardPool]:
    """The downloaded card files this process has read (oldest first)."""
    return list(_loaded.values())


def downloaded_pool(*, folder: str | Path | None = None,
                    kind: str = "oracle_cards") -> CardPool | None:
    """The cached card file read as a pool (once per process and file version; then
    :func:`mtglab.card` finds its cards), or ``None`` when nothing was downloaded."""
    path = downloaded_file(kind, folder)
    if path is None:
        return None
    with _load_lock:
        try:
            key = (path, path.stat().st_mtime)
        except OSError:
            return None
        pool = _loaded.get(key)
        if pool is None:
            _forget_loaded(path)
            pool = _loaded[key] = read_pool(path)
            pool.source = f"Scryfall {kind} ({path})"
        return pool


def clear_downloaded(kind: str = "oracle_cards", folder: str | Path | None = None) -> bool:
    """Delete the cached file of that kind; True if there was one."""
    base = Path(folder) if folder is not None else cache_folder()
    meta = _read_meta(base, kind)
    if meta is None:
        return False
    (base / str(meta["file"])).unlink(missing_ok=True)
    _meta_path(base, kind).unlink(missing_ok=True)
    return True
