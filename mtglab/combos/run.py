"""Running a census on Dask: a ``dask.bag`` of partitions of board specs, each asked on a
worker and, with ``out=``, written as one Parquet file so an interrupted run resumes
where it stopped.

The local scheduler is the default (Dask's process pool; in-process when there is a single
partition to ask); ``scheduler=`` takes a Dask scheduler name
("sync", "threads", "processes") or a ``dask.distributed.Client``, and ``address=`` the
address of a distributed scheduler to connect to. Dask, distributed and pyarrow are
imported only here, when a census runs (the ``census`` extra).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mtglab.combos.boards import RECORD_COLUMNS, BoardSpec, ask_all
from mtglab.errors import MtglabError

__all__ = ["MANIFEST", "fingerprint", "partition_path", "read_partitions", "run_partitions"]

#: The file in ``out`` that says which census its partitions belong to.
MANIFEST = "census.json"


def fingerprint(specs: Sequence[BoardSpec], partition_size: int) -> str:
    """A digest of every board of the census and how they are partitioned: a resumed
    run must be the same census."""
    h = hashlib.sha256(f"{partition_size}\n".encode())
    for s in specs:
        h.update(("\x1f".join(s.key) + "\n").encode())
    return h.hexdigest()


def partition_path(out: Path, i: int) -> Path:
    """Where partition ``i``'s records are written."""
    return out / f"part-{i:05d}.parquet"


def _check_manifest(out: Path, digest: str, n_boards: int, n_partitions: int) -> None:
    out.mkdir(parents=True, exist_ok=True)
    manifest = out / MANIFEST
    if manifest.exists():
        old = json.loads(manifest.read_text("utf-8"))
        if old.get("fingerprint") != digest:
            raise MtglabError(f"out={str(out)!r} holds partitions of another census "
                              f"({old.get('n_boards')} boards); give a new folder or "
                              "empty this one")
        return
    manifest.write_text(json.dumps({"fingerprint": digest, "n_boards": n_boards,
                                    "n_partitions": n_partitions}, indent=1), "utf-8")


def _write(records: list[dict[str, Any]], path: Path) -> None:
    """Write one partition atomically: an interrupted write leaves no partition file."""
    import pandas as pd

    frame = pd.DataFrame(records, columns=RECORD_COLUMNS)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    frame.to_parquet(tmp, engine="pyarrow", index=False)
    os.replace(tmp, path)


def _run_partition(item: tuple[int, list[BoardSpec]], out: str | None) -> list[dict[str, Any]]:
    i, specs = item
    records = ask_all(specs)
    if out is not None:
        _write(records, partition_path(Path(out), i))
    return records


def _run_items(items: list[tuple[int, list[BoardSpec]]], out: str | None) -> list[
        dict[str, Any]]:
    """One bag partition: its (index, specs) item asked, the records in order."""
    return [r for item in items for r in _run_partition(item, out)]


def _client(scheduler: Any, address: str | None) -> tuple[Any, bool]:
    """The distributed client to use (and whether we opened it), or (None, False)."""
    if address is not None:
        from distributed import Client

        return Client(address), True
    if scheduler is not None and not isinstance(scheduler, str):
        return scheduler, False  # a dask.distributed.Client
    return None, False


def run_partitions(specs: Sequence[BoardSpec], *, partition_size: int, scheduler: Any = None,
                   address: str | None = None, out: str | os.PathLike[str] | None = None,
                   progress: bool = True) -> list[dict[str, Any]] | None:
    """Ask every board, a partition per Dask task. Returns the records in board order,
    or None when ``out`` is given (then they are in its Parquet files, read back with
    :func:`read_partitions`)."""
    import dask
    import dask.bag as db

    if partition_size < 1:
        raise MtglabError(f"partition_size={partition_size}: must be at least 1")
    chunks = [list(specs[i:i + partition_size]) for i in range(0, len(specs), partition_size)]
    folder = None
    todo = list(enumerate(chunks))
    digest = fingerprint(specs, partition_size)
    if out is not None:
        folder = Path(out)
        _check_manifest(folder, digest, len(specs), len(chunks))
        todo = [(i, c) for i, c in todo if not partition_path(folder, i).exists()]
    if not todo:
        return None if folder is not None else []
    # Each partition is named by the census's fingerprint: dask need not tokenize (hash)
    # thousands of specs, which would take longer than asking them.
    bag = db.from_delayed([dask.delayed([item], name=f"census-{digest[:16]}-{item[0]}",
                                        traverse=False) for item in todo])
    where = str(folder) if folder is not None else None
    parts = bag.map_partitions(_run_items, where).to_delayed()
    client, opened = _client(scheduler, address)
    try:
        if client is not None:
            results = _gather(client, parts, [len(c) for _i, c in todo], progress)
        else:
            # the local scheduler: a process pool, unless one partition is all there is
            name = scheduler or ("sync" if len(todo) == 1 else "processes")
            if progress:
                from tqdm.dask import TqdmCallback

                with TqdmCallback(desc="census (dask tasks)"):
                    results = list(dask.compute(*parts, scheduler=name))
            else:
                results = list(dask.compute(*parts, scheduler=name))
    finally:
        if opened:
            client.close()
    if folder is not None:
        return None
    return [r for part in results for r in part]


def _gather(client: Any, parts: list[Any], sizes: list[int], progress: bool) -> list[Any]:
    """Compute the partitions on a distributed cluster, a progress bar counting boards."""
    from distributed import as_completed

    futures = client.compute(parts)
    index = {f.key: i for i, f in enumerate(futures)}
    results: list[Any] = [None] * len(futures)
    bar = None
    if progress:
        from tqdm.auto import tqdm

        bar = tqdm(total=sum(sizes), desc="census boards", unit="board")
    try:
        for f in as_completed(futures):
            i = index[f.key]
            results[i] = f.result()
            if bar is not None:
                bar.update(sizes[i])
    finally:
        if bar is not None:
            bar.close()
    return results


def read_partitions(out: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Every record in ``out``'s partition files, in board order."""
    import pandas as pd

    files = sorted(Path(out).glob("part-*.parquet"))
    if not files:
        return []
    frame = pd.concat([pd.read_parquet(f, engine="pyarrow") for f in files],
                      ignore_index=True)
    frame = frame.sort_values("board", kind="stable")
    return [{str(k): v for k, v in r.items()} for r in frame.to_dict("records")]
