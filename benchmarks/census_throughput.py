"""Census throughput: boards per second serial, on Dask's local process pool and on a
two-worker LocalCluster — the same census each time — and the partition size that works
best (issue 26, item 5).

    .venv/bin/python benchmarks/census_throughput.py [--cards N] [--size 2]
        [--partition-sizes 250,1000,0] [--baseline-every 10] [--rounds 2]

The census is that of the bundled catalogue's mana-relevant cards (the first ``--cards``
of them if given), ``--size`` at a time, on every default source kind (``ml.census``;
each board built through the Board API, every order of the replacement effects on the
source's mana searched, CR 616.1). A partition size of 0 stands for "one partition per
core".

* **calibration**: the fixed Python loop of ``benchmarks/calibration.py`` (CPU seconds),
  so runs under different loads compare.
* **previous algorithm**: every ``--baseline-every``-th board built from scratch and asked
  with ``ml.orderings(..., group=True)`` (a DataFrame per board), as the census did before
  issue 26: the ratio of the serial run to it is the algorithmic gain, measured here.
* **serial**: ``ml.census(scheduler="sync")`` in this process (wall and CPU), run again at
  the start of each of ``--rounds`` rounds: each parallel run is compared with the serial
  run of its round, measured under the same load minutes apart at most.
* **local processes**: ``scheduler="processes"``: a process pool run by Dask, started
  anew by each run: each worker is forked from a server process that imported mtglab
  once (started before the timed runs, as a user's first census starts it once a
  session) and receives the census's boards once, as it starts; one run per partition
  size.
* **LocalCluster x2**: ``dask.distributed.LocalCluster(n_workers=2,
  threads_per_worker=1)`` through a Client (the boards scattered to both workers once);
  one run per partition size; the cluster's start-up (its workers importing mtglab:
  ``preload=``, the Oracle parser built) is printed apart. The boards are scattered as
  one pickle (``mtglab.combos.run.Shipped``): scattered as a list, each board came with
  copies of its cards and a worker spent 3-4x the serial CPU per board.
* **CPU per board**: every run's CPU (this process and its workers) per board, and its
  ratio to the serial run's: what going parallel costs, measured whatever the load (on
  a busy machine the wall-time ratios say little).

Every run counts its whole wall time — choosing the cards and their placements, building
the specs, scheduling and pickling, and for local processes starting the pool — and its
table is checked equal to the serial one. Ratios are boards/second against the serial
run in this same process. The machine's cores, and whatever else runs on them, bound
what the parallel runs gain: ``os.getloadavg`` is printed before and after.

Targets (issue 26): at least 1,500 boards/s serial; processes faster than serial on two
cores.
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from calibration import calibrate


def _previous(specs: list[Any]) -> float:
    """CPU seconds per board of the census before issue 26: a fresh board per spec, asked
    through ``ml.orderings(..., group=True)``."""
    from mtglab.analysis.orderings import orderings
    from mtglab.combos.setups import act, lay_out, source_board

    t = time.process_time()
    for spec in specs:
        try:
            b, p = source_board(spec.source, spec.source_cards)
            laid = [lay_out(b, q, p) for q in spec.placements]
            for q, h in zip(spec.placements, laid, strict=True):
                act(b, q, h, p)
            orderings(b, p, spec.source.ability, group=True)
        except Exception:  # a census records the error and goes on
            continue
    return (time.process_time() - t) / len(specs)


class WorkerCPU:
    """CPU seconds spent by this process's descendants (the process pool's workers, the
    cluster's workers and nannies) while it is open: ``psutil`` samples them every
    0.25 s, so a worker that exits is counted up to its last sample."""

    def __init__(self) -> None:
        import psutil

        self._me = psutil.Process()
        self._first: dict[int, float] = {}
        self._last: dict[int, float] = {}
        self._stop = threading.Event()
        self._sample()
        self._first = dict(self._last)
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        import psutil

        for child in self._me.children(recursive=True):
            try:
                t = child.cpu_times()
            except psutil.Error:
                continue
            self._last[child.pid] = t.user + t.system

    def _loop(self) -> None:
        while not self._stop.wait(0.25):
            self._sample()

    def stop(self) -> float:
        """The CPU seconds counted (new processes whole, older ones since the start)."""
        self._stop.set()
        self._thread.join()
        self._sample()
        return sum(t - self._first.get(pid, 0.0) for pid, t in self._last.items())


def main() -> None:
    import pandas as pd

    import mtglab as ml
    from mtglab.combos import census, census_specs, relevance

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=0, help="0: every mana-relevant card")
    ap.add_argument("--size", type=int, default=2)
    ap.add_argument("--partition-sizes", default="250,1000,0",
                    help="0: one partition per core")
    ap.add_argument("--baseline-every", type=int, default=10)
    ap.add_argument("--rounds", type=int, default=2,
                    help="rounds of a serial run then the process runs")
    args = ap.parse_args()
    cores = os.cpu_count() or 1
    pool = [c.name for c in ml.catalogue() if (r := relevance(c)) is not None and r.supported]
    cards = pool[:args.cards] if args.cards else pool
    print(f"mtglab census throughput — Python {platform.python_version()}, {cores} CPUs; "
          f"uptime: {_uptime()}")
    calib = calibrate()
    print(f"calibration loop: {calib * 1e3:.1f} ms CPU")
    census(cards[:2], sources=["Forest"], scheduler="sync", progress=False)  # warm imports
    # the server the process pool's workers fork from imports mtglab once per session
    # (started by a user's first census): started here, outside every timed run
    from mtglab.combos.run import start_workers_server

    start_workers_server()
    specs, _side = census_specs(cards, None, args.size)
    n = len(specs)
    sizes = [p or math.ceil(n / cores) for p in
             (int(x) for x in args.partition_sizes.split(","))]
    print(f"{len(cards)} cards, {args.size} at a time, on 12 source kinds: {n:,} boards\n")

    sample = specs[::args.baseline_every]
    before = _previous(sample)

    def serial() -> tuple[Any, float, float]:
        t0, c0 = time.perf_counter(), time.process_time()
        table = census(cards, size=args.size, scheduler="sync", progress=False).table
        return table, time.perf_counter() - t0, time.process_time() - c0

    reference, wall, cpu = serial()
    print(f"previous algorithm ({len(sample):,} boards): {1 / before:>7,.0f} boards/s CPU "
          f"({before / calib:.3f} calibration loops a board)")
    print(f"serial census:                 {n / cpu:>7,.0f} boards/s CPU "
          f"({cpu / n / calib:.3f} calibration loops a board; {before * n / cpu:.2f}x the "
          "previous algorithm)\n")
    rows: list[tuple[str, str, float, float]] = []  # label, partition, rate, x own serial
    print("wall: boards/s of wall time and the ratio to the serial run of the same round "
          "(the machine's\nload changes from minute to minute); CPU: this process's CPU "
          "seconds and its workers' (psutil),\nand boards per CPU second of the workers "
          "alone; 2-core bound: the serial run's CPU over\n(this process's CPU + the "
          "workers' CPU / 2), the ratio two otherwise idle cores would give; CPU\n"
          "ms/board: all the CPU a run spent (this process and its workers) per board, "
          "and over the\nserial run's (the cost of going parallel, whatever the load)\n")
    print(f"{'run':<18} {'partition (n)':>14} {'boards/s':>9} {'x serial':>9}   "
          f"{'CPU main':>8} {'workers':>8} {'boards/worker CPU s':>20} {'2-core bound':>13}"
          f" {'CPU ms/board':>13}   load")

    def timed(label: str, p: int, own: tuple[float, float], **kw: Any) -> None:
        workers = WorkerCPU()
        t, c = time.perf_counter(), time.process_time()
        result = census(cards, size=args.size, partition_size=p, progress=False, **kw)
        rate = n / (time.perf_counter() - t)
        main_cpu, worker_cpu = time.process_time() - c, workers.stop()
        pd.testing.assert_frame_equal(result.table, reference)
        rows.append((label, f"{p} ({math.ceil(n / p)})", rate, rate / own[0]))
        bound = own[1] / (main_cpu + worker_cpu / 2)
        print(f"{label:<18} {rows[-1][1]:>14} {rate:>9,.0f} {rate / own[0]:>8.2f}x   "
              f"{main_cpu:>7.2f}s {worker_cpu:>7.2f}s {n / max(worker_cpu, 1e-9):>20,.0f} "
              f"{bound:>12.2f}x {(main_cpu + worker_cpu) / n * 1e3:>6.3f} "
              f"({(main_cpu + worker_cpu) / own[1]:.2f}x)   {os.getloadavg()[0]:.1f}",
              flush=True)

    for r in range(args.rounds):  # serial and processes alternate: each under like load
        if r:
            table, wall, cpu = serial()
            pd.testing.assert_frame_equal(table, reference)
        print(f"{'serial (sync)':<18} {'-':>14} {n / wall:>9,.0f} {1:>8.2f}x   {cpu:>7.2f}s "
              f"{'-':>8} {'-':>20} {'-':>13} {cpu / n * 1e3:>6.3f} {'(1.00x)':>6}   "
              f"{os.getloadavg()[0]:.1f}", flush=True)
        for p in sizes:
            timed("local processes", p, (n / wall, cpu), scheduler="processes")
    import dask
    from distributed import Client, LocalCluster

    t = time.perf_counter()
    with dask.config.set({"distributed.worker.profile.enabled": False}), \
            LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                         dashboard_address=None,
                         preload=["mtglab.combos.run", "mtglab.combos.warm"]) as cluster, \
            Client(cluster) as client:
        startup = time.perf_counter() - t
        for p in sizes:
            timed("LocalCluster x2", p, (n / wall, cpu), scheduler=client)
    print(f"(LocalCluster start-up, its workers importing mtglab included, not counted: "
          f"{startup:.1f} s)\nuptime: {_uptime()}")
    for label in ("local processes", "LocalCluster x2"):
        best = max((r for r in rows if r[0] == label), key=lambda r: r[3])
        print(f"best partition size, {label}: {best[1]} ({best[3]:.2f}x the serial run of "
              "its round)")
    print(f"target >= 1,500 boards/s serial (CPU): "
          f"{'met' if n / cpu >= 1500 else 'MISSED'}")


def _uptime() -> str:
    try:
        return subprocess.run(["uptime"], capture_output=True, text=True, check=True,
                              timeout=5).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return f"load average {os.getloadavg()[0]:.2f}"


if __name__ == "__main__":
    main()
