"""Census throughput: boards per second serial, on the local Dask scheduler, and on a
two-worker LocalCluster — the same census each time — and the best partition size.

    .venv/bin/python benchmarks/census_throughput.py [--cards N] [--size 2]
        [--partition-sizes 50,100,250,500,1000]

The census is that of the bundled catalogue's mana-relevant cards (the first
``--cards`` of them if given), ``--size`` at a time, on every default source kind
(``ml.census``; each board built through the Board API and asked with
``ml.orderings(..., group=True)``, CR 616.1).

* **serial**: ``ml.census(scheduler="sync")``, every board asked in this process one
  after another; the baseline.
* **local threads** / **local processes**: ``ml.census(scheduler=...)`` on Dask's local
  schedulers, at the default partition size (the engine is pure Python, so threads share
  one GIL; the process pool is started anew by each run, and each worker imports
  mtglab).
* **LocalCluster x2**: ``dask.distributed.LocalCluster(n_workers=2,
  threads_per_worker=1)`` worker processes through a Client, once per partition size
  of ``--partition-sizes``: the best one is printed.

Every run counts its whole wall time — choosing the cards and their placements, building
the specs, scheduling and pickling them, and for local processes starting the pool; the
LocalCluster's start-up is printed apart — and its table is checked equal to the serial
one. Ratios are boards/second against the serial run in this same process. The
machine's cores (and whatever else runs on them) bound what the parallel runs gain.
"""

from __future__ import annotations

import argparse
import os
import platform
import time

import pandas as pd

import mtglab as ml
from mtglab.combos import PARTITION_SIZE, census, census_specs, relevance


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=0, help="0: every mana-relevant card")
    ap.add_argument("--size", type=int, default=2)
    ap.add_argument("--partition-sizes", default="50,100,250,500,1000")
    args = ap.parse_args()
    sizes = [int(x) for x in args.partition_sizes.split(",")]
    pool = [c.name for c in ml.catalogue() if (r := relevance(c)) is not None and r.supported]
    cards = pool[:args.cards] if args.cards else pool
    print(f"mtglab census throughput — Python {platform.python_version()}, "
          f"{os.cpu_count()} CPUs")
    census(cards[:2], sources=["Forest"], scheduler="sync", progress=False)  # warm imports
    specs, _side = census_specs(cards, None, args.size)
    n = len(specs)
    print(f"{len(cards)} cards, {args.size} at a time, on 12 source kinds: {n:,} boards\n")

    t0 = time.perf_counter()
    reference = census(cards, size=args.size, scheduler="sync", progress=False).table
    base = n / (time.perf_counter() - t0)
    rows = [("serial (sync)", "-", base)]

    def timed(label: str, p: int, **kw: object) -> None:
        t = time.perf_counter()
        result = census(cards, size=args.size, partition_size=p, progress=False, **kw)
        rate = n / (time.perf_counter() - t)
        pd.testing.assert_frame_equal(result.table, reference)
        rows.append((label, str(p), rate))

    timed("local threads", PARTITION_SIZE, scheduler="threads")
    timed("local processes", PARTITION_SIZE, scheduler="processes")
    from distributed import Client, LocalCluster

    t = time.perf_counter()
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=None) as cluster, Client(cluster) as client:
        startup = time.perf_counter() - t
        for p in sizes:
            timed("LocalCluster x2", p, scheduler=client)
    print(f"{'run':<20} {'partition':>9} {'boards/s':>10} {'x serial':>9}")
    for label, p, rate in rows:
        print(f"{label:<20} {p:>9} {rate:>10,.0f} {rate / base:>8.2f}x")
    print(f"(LocalCluster start-up, not counted: {startup:.1f} s)")
    best = max((r for r in rows if r[0] == "LocalCluster x2"), key=lambda r: r[2])
    print(f"best partition size on the LocalCluster: {best[1]} ({best[2] / base:.2f}x "
          "serial)")


if __name__ == "__main__":
    main()
