"""Mana-base throughput: ``ml.deck_mana`` games per second serial, on Dask's local process
pool and on a two-worker LocalCluster — the same games each time — and ``sources_needed``
for whole published tables.

    .venv/bin/python benchmarks/deck_mana_throughput.py [--deck FILE] [--games N]
        [--cluster-games N]

The deck is ``mtglab/data/decks/bant_midrange.txt`` unless ``--deck`` says (a 60-card
deck of real cards: fetch lands, shock lands, lands that enter tapped, mana creatures, a
Signet, a land searcher).

* **serial**: ``ml.deck_mana(scheduler="sync")``, every partition of games in this
  process one after another; the baseline. Its first run warms this process's memo (the
  engine's answers per position, :mod:`mtglab.manabase.positions`), and is printed apart.
* **local processes**: ``scheduler="processes"``, Dask's process pool started anew by the
  run: each worker imports mtglab and warms its own memo.
* **LocalCluster x2**: ``dask.distributed.LocalCluster(n_workers=2,
  threads_per_worker=1)`` worker processes through a Client, ``--cluster-games`` games
  (a million for the issue's target: ``--cluster-games 1000000``); its start-up is
  printed apart.

Every parallel table is checked equal to the serial one for the same games (the same
seed gives the same table on every scheduler). Ratios are games/second against the
serial run in this same process; the machine's cores (and whatever else runs on them)
bound what the parallel runs gain, so each line also gives the games per CPU second
its processes used (this process's for the serial runs, the workers' for the cluster)
and the minutes a million games would take at its rate (the issue's target: under 10
on a two-worker LocalCluster).
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from pathlib import Path

import pandas as pd

from mtglab.manabase import deck_mana, sources_table

DECK = Path(__file__).resolve().parents[1] / "mtglab" / "data" / "decks" / "bant_midrange.txt"


def _timed(games: int, **kwargs: object) -> tuple[float, float, object]:
    """Wall and this process's CPU seconds of a run, and its result."""
    t0, c0 = time.perf_counter(), time.process_time()
    result = deck_mana(str(kwargs.pop("deck")), games=games, **kwargs)  # type: ignore[arg-type]
    return time.perf_counter() - t0, time.process_time() - c0, result


def _max_rss_mb() -> float:
    """This process's peak resident memory (on a worker: its memos), in MB."""
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _million(rate: float) -> str:
    return f"a million games in {1e6 / rate / 60:,.1f} min"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deck", default=str(DECK))
    ap.add_argument("--games", type=int, default=20_000, help="games per timed run")
    ap.add_argument("--cluster-games", type=int, default=0,
                    help="games on the LocalCluster (default: --games)")
    args = ap.parse_args()
    cluster_games = args.cluster_games or args.games
    print(f"mtglab deck_mana throughput — Python {platform.python_version()}, "
          f"{os.cpu_count()} CPUs, deck {Path(args.deck).name}\n")

    t0 = time.perf_counter()
    for size in (40, 60, 80, 99):
        sources_table(deck_size=size)
    for lands in (20, 30):
        sources_table(deck_size=60, lands=lands)
    print(f"sources_needed, the six published tables (114 cells): "
          f"{time.perf_counter() - t0:.2f} s\n")

    warm, cpu, _r = _timed(args.games, deck=args.deck, seed=1, scheduler="sync")
    print(f"serial, first run (warms this process's memo): {args.games / warm:,.0f} games/s "
          f"({args.games / cpu:,.0f} per CPU s)")
    base_t, cpu, base = _timed(args.games, deck=args.deck, seed=2, scheduler="sync")
    base_rate = args.games / base_t
    print(f"serial (baseline):                              {base_rate:,.0f} games/s "
          f"({args.games / cpu:,.0f} per CPU s); {_million(base_rate)}")

    t, _cpu, local = _timed(args.games, deck=args.deck, seed=2, scheduler="processes")
    pd.testing.assert_frame_equal(base.table, local.table)  # type: ignore[attr-defined]
    rate = args.games / t
    print(f"local processes (new pool, cold memos):         {rate:,.0f} games/s "
          f"({rate / base_rate:.2f}x)")

    from distributed import Client, LocalCluster

    t0 = time.perf_counter()
    with LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None) as cluster, \
            Client(cluster) as client:
        started = time.perf_counter() - t0
        before = client.run(time.process_time)
        t, _cpu, remote = _timed(cluster_games, deck=args.deck, seed=2, scheduler=client)
        after = client.run(time.process_time)
        workers_cpu = sum(after[w] - before[w] for w in before)
        memory = client.run(_max_rss_mb)
        if cluster_games == args.games:
            pd.testing.assert_frame_equal(base.table, remote.table)  # type: ignore[attr-defined]
        rate = cluster_games / t
        print(f"LocalCluster x2 ({cluster_games:,} games, cold memos): {rate:,.0f} games/s "
              f"({rate / base_rate:.2f}x; {cluster_games / workers_cpu:,.0f} per worker CPU "
              f"s); {t:,.0f} s, {_million(rate)}; cluster start-up {started:.1f} s; "
              f"workers' peak memory {', '.join(f'{m:,.0f}' for m in memory.values())} MB")


if __name__ == "__main__":
    main()
