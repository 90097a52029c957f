"""Running a census on Dask: a task per partition of the boards, each asked on a worker
and, with ``out=``, written as one Parquet file so an interrupted run resumes where it
stopped.

The boards (and the parsed cards they hold) travel to each worker once — by the process
pool's initializer, or scattered to every worker of a distributed cluster as one pickle
(:class:`Shipped`, unpickled once per worker process) — and a task names only its range of
them; a worker keeps one :class:`~mtglab.combos.boards.Asker` across its partitions, so
each source's board is laid out once per worker. The boards share their cards and
placements (the Asker recognises a source's board and a shared prefix by identity), and
one pickle keeps that sharing: distributed's own serialisation of a list pickles each
element apart, so every board arrived with copies of its cards, the Asker rebuilt every
board from scratch and each copy's abilities were read anew (a worker spent three to
four times the CPU of the serial census on its boards).

The local scheduler is the default (a process pool run by Dask, a worker per core; in-process
when there is a single partition to ask). Its workers are forked from a server process
that has imported mtglab once (``multiprocessing``'s "forkserver", where the platform has
it; spawned otherwise), so a worker starts in milliseconds instead of importing the
package anew, and each is handed one partition at a time (Dask's ``chunksize=1``): a
batch of several partitions sent to one worker would leave the other cores idle. Each
worker starts a session of its own, so a kernel that shares the CPU between sessions
(Linux's autogroups) gives it the share of a program, not a part of the caller's.
``scheduler=`` takes a Dask scheduler name
("sync", "threads", "processes") or a ``dask.distributed.Client``, and ``address=`` the
address of a distributed scheduler to connect to. Dask, distributed and pyarrow are
imported only here, when a census runs (the ``census`` extra).
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import pickle
import threading
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtglab.combos.boards import RECORD_COLUMNS, Asker, BoardSpec
from mtglab.combos.heap import heap_set_aside
from mtglab.errors import MtglabError

__all__ = ["CLUSTER_CONFIG", "MANIFEST", "PRELOAD", "Shipped", "fingerprint",
           "partition_path", "process_pool", "read_partitions", "run_partitions",
           "start_workers_server"]

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


#: The boards of the census being asked in this process, by fingerprint: installed once
#: per process (in the asking process, or in each worker by the process pool's
#: initializer), so a task names only the range of boards it asks.
_installed: dict[str, Sequence[BoardSpec]] = {}
#: One :class:`Asker` per census and thread, kept across a worker's partitions so the
#: sources' boards are laid out once per worker.
_askers: dict[tuple[str, int], Asker] = {}
_lock = threading.Lock()


def _install(digest: str, specs: Sequence[BoardSpec]) -> None:
    """Make a census's boards known to this process (the last census only)."""
    with _lock:
        if digest not in _installed:
            _installed.clear()
            _askers.clear()
            _installed[digest] = specs


def _uninstall(digest: str) -> None:
    with _lock:
        _installed.pop(digest, None)
        for key in [k for k in _askers if k[0] == digest]:
            del _askers[key]


def _asker(digest: str) -> Asker:
    key = (digest, threading.get_ident())
    with _lock:
        found = _askers.get(key)
        if found is None:
            found = _askers[key] = Asker()
    return found


@dataclass(frozen=True, slots=True)
class Shipped:
    """A census's boards as one pickle: scattered to every worker of a distributed
    cluster once, or handed to each process of the local pool as it starts, and
    unpickled once per worker process (:func:`_unship`), so the boards keep sharing their
    cards and placements (see the module docstring)."""

    digest: str
    data: bytes

    @classmethod
    def of(cls, digest: str, specs: Sequence[BoardSpec]) -> Shipped:
        """The boards ``specs`` of the census ``digest``, pickled together."""
        return cls(digest, pickle.dumps(list(specs), protocol=pickle.HIGHEST_PROTOCOL))

    def boards(self) -> list[BoardSpec]:
        """The boards, unpickled (sharing their cards and placements as they did)."""
        found: list[BoardSpec] = pickle.loads(self.data)  # (pickled by :meth:`of`)
        return found


def _unship(shipped: Shipped) -> Sequence[BoardSpec]:
    """The boards of ``shipped``: installed in this process the first time they are
    asked for, then taken from there."""
    with _lock:
        found = _installed.get(shipped.digest)
    if found is None:
        _install(shipped.digest, shipped.boards())
        with _lock:
            found = _installed[shipped.digest]
    return found


def _run_range(i: int, start: int, stop: int, digest: str,
               specs: Sequence[BoardSpec] | Shipped | None,
               out: str | None) -> list[dict[str, Any]]:
    """Partition ``i``: boards ``start`` to ``stop`` of the census asked in order (the
    census's boards given, shipped, or installed in this process) and, with ``out``,
    written as its Parquet file. The objects alive before it are kept out of the garbage
    collector's walks while it runs (:func:`~mtglab.combos.heap.heap_set_aside`)."""
    with heap_set_aside():
        return _ask_range(i, start, stop, digest, specs, out)


def _run_range_packed(i: int, start: int, stop: int, digest: str,
                      specs: Sequence[BoardSpec] | Shipped | None, out: str | None) -> bytes:
    """:func:`_run_range` on a distributed worker: its records returned as one pickle.
    distributed serialises a list it is handed element by element (as it would the
    boards, see :class:`Shipped`): a partition's records, a dict per board, each went
    as a message part of its own, and the client's process spent 0.45-0.5 s of CPU
    taking in the 10,141 records of a census, 0.3 s as one pickle a partition."""
    return pickle.dumps(_run_range(i, start, stop, digest, specs, out),
                        protocol=pickle.HIGHEST_PROTOCOL)


def _ask_range(i: int, start: int, stop: int, digest: str,
               specs: Sequence[BoardSpec] | Shipped | None,
               out: str | None) -> list[dict[str, Any]]:
    if isinstance(specs, Shipped):
        specs = _unship(specs)
    if specs is None:
        found = _installed.get(digest)
        if found is None:
            raise MtglabError(f"census {digest[:16]}: its boards were not installed in "
                              "this worker process")
        specs = found
    asker = _asker(digest)
    records = [asker.ask(s) for s in specs[start:stop]]
    if out is not None:
        _write(records, partition_path(Path(out), i))
    return records


#: Dask settings for a ``distributed`` cluster that runs a census (``with
#: dask.config.set(CLUSTER_CONFIG): LocalCluster(...)``; read when the cluster's
#: processes start): its housekeeping less often. By default every process of a cluster
#: (the scheduler, the client, each worker and nanny) wakes every 20 ms to check its
#: event loop, a worker samples its memory every 100 ms and its task's stack every 10 ms,
#: and each samples the system every 500 ms: a two-worker LocalCluster left idle took
#: 3.5 % of a core in the client's process (with the scheduler) and 3 % in its workers,
#: CPU that grows with the run's wall time (four times as much on a machine loaded four
#: times over) and that a census pays on top of its boards. With these settings: 0.7 %
#: and 0.6 %. What the checks watch (a blocked event loop, a worker's memory) is still
#: watched, less often.
CLUSTER_CONFIG: dict[str, Any] = {
    "distributed.admin.tick.interval": "1s",
    "distributed.admin.system-monitor.interval": "5s",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.worker.profile.enabled": False,
}

#: What the workers' server process imports once, before it forks a worker: the census
#: (and with it the engine and the card model), the Oracle parser built
#: (:mod:`mtglab.combos.warm`) and Dask's task runner.
PRELOAD = ("mtglab.combos.run", "mtglab.combos.warm", "dask.local", "dask.multiprocessing")


def _context() -> Any:
    """The way worker processes start: forked from a server that has imported
    :data:`PRELOAD` (POSIX), or spawned (Windows), never forked from this process
    (it may run threads: a notebook's, a progress bar's)."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(list(PRELOAD))  # (read when the server starts)
        return ctx
    return multiprocessing.get_context("spawn")


def start_workers_server() -> None:
    """Start the server the workers fork from, if the platform has one and it isn't
    running: it imports mtglab in its own process while this one builds the boards."""
    ctx = _context()
    if ctx.get_start_method() == "forkserver":
        from multiprocessing import forkserver

        forkserver.ensure_running()


def process_pool(workers: int, digest: str, specs: Sequence[BoardSpec]) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes, each given the census's boards once, as it
    starts (the pool's initializer): pickled once, as :class:`Shipped` (the pool pickles
    its initializer's arguments anew for each worker it starts: a list of boards was
    pickled once per worker)."""
    return ProcessPoolExecutor(workers, mp_context=_context(), initializer=_unship,
                               initargs=(Shipped.of(digest, specs),))


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
    where = str(folder) if folder is not None else None
    client, opened = _client(scheduler, address)
    try:
        if client is not None:
            # the boards (and the parsed cards they hold) go to each worker once, as
            # one pickle (see the module docstring)
            [ref] = client.scatter([Shipped.of(digest, specs)], broadcast=True, hash=False)
            parts = _tasks(todo, partition_size, digest, ref, where, packed=True)
            results = _gather(client, parts, [len(c) for _i, c in todo], progress)
        else:
            results = _compute_locally(todo, partition_size, digest, specs, where,
                                       scheduler, progress)
    finally:
        if opened:
            client.close()
    if folder is not None:
        return None
    return [r for part in results for r in part]


def _compute_locally(todo: list[tuple[int, list[BoardSpec]]], partition_size: int,
                     digest: str, specs: Sequence[BoardSpec], where: str | None,
                     scheduler: str | None, progress: bool) -> list[Any]:
    """Compute the partitions on a local Dask scheduler: the process pool, unless one
    partition is all there is (or ``scheduler`` names another)."""
    import dask

    name = scheduler or ("sync" if len(todo) == 1 else "processes")
    parts = _tasks(todo, partition_size, digest, None, where)
    extra: dict[str, Any] = {}
    if name in ("processes", "multiprocessing"):
        # each worker process gets the boards once, as it starts, and one partition at
        # a time
        extra["pool"] = process_pool(min(os.cpu_count() or 1, len(todo)), digest, specs)
        extra["chunksize"] = 1
    else:
        _install(digest, specs)
    try:
        if progress:
            from tqdm.dask import TqdmCallback

            with TqdmCallback(desc="census (dask tasks)"):
                return list(dask.compute(*parts, scheduler=name, **extra))
        return list(dask.compute(*parts, scheduler=name, **extra))
    finally:
        _uninstall(digest)
        if "pool" in extra:
            extra["pool"].shutdown()


def _tasks(todo: list[tuple[int, list[BoardSpec]]], partition_size: int, digest: str,
           specs: Any, where: str | None, *, packed: bool = False) -> list[Any]:
    """A Dask task per partition, naming its range of boards (``packed``: its records
    returned as one pickle, :func:`_run_range_packed`). Each is named by the
    census's fingerprint: dask need not tokenize (hash) the boards, which would take
    longer than asking them."""
    import dask

    run = _run_range_packed if packed else _run_range
    return [dask.delayed(run, pure=True)(
        i, i * partition_size, i * partition_size + len(chunk), digest, specs, where,
        dask_key_name=f"census-{digest[:16]}-{i}") for i, chunk in todo]


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
    try:  # (the results fetched as they come, not a round trip each)
        for f, result in as_completed(futures, with_results=True):
            i = index[f.key]
            results[i] = pickle.loads(result)  # (pickled by _run_range_packed)
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
