"""How much an engine action costs as the board grows (issue 13, item 3): activating a
Forest on boards of n lands, and the grouped replacement orders of 8 to 14 effects.

    .venv/bin/python benchmarks/engine_incremental.py [--lands 1 10 20 40 80] [--k 8 10 12 14]
                                                      [--repeat 30]

* **activate**: ``b.activate(forest, 0)`` on a copy of a board of n untapped lands
  (Forests, Islands, Tropical Islands, Reflecting Pools, Exotic Orchards — the last two
  make "could produce" (CR 106.7) depend on the rest of the board), CPU time per call, the
  median of ``--repeat`` calls, each on a fresh ``b.copy()`` (the copy is not timed). The
  baseline is the same activation on a board holding the Forest alone, in this process:
  the ratio shows how much of the work grows with the board (an incremental engine
  recomputes only what the action changed: a ratio near 1).
* **orderings**: ``ml.orderings(b, forest, 0, group=True)`` with the k effects of
  ``orderings_scale.py``, the best of three runs on fresh boards. The baseline is a
  fixed pure-Python calibration loop (a million additions), so figures from different
  machines compare.

Targets (issue 13, item 3): activating a Forest on 80 lands under 0.3 ms; 14 effects
grouped under 1 s.
"""

from __future__ import annotations

import argparse
import gc
import platform
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from orderings_scale import build as orderings_board

LANDS = ["Forest", "Island", "Tropical Island", "Reflecting Pool", "Exotic Orchard"]


def calibrate() -> float:
    best = float("inf")
    for _ in range(5):
        t = time.process_time()
        total = 0
        for i in range(1_000_000):
            total += i
        best = min(best, time.process_time() - t)
    return best


def land_board(n: int) -> tuple[Any, Any]:
    import mtglab as ml

    b = ml.Board()
    forest = b.add("Forest")
    for i in range(n - 1):
        b.add(LANDS[i % len(LANDS)])
    return b, forest


def activation(n: int, repeat: int) -> float:
    """Median CPU seconds of activating the Forest on a fresh copy of an n-land board."""
    b, forest = land_board(n)
    b.could_produce(forest)  # the board's own analysis, done once before copying
    times = []
    for _ in range(repeat):
        b2 = b.copy()
        gc.collect()
        gc.disable()
        try:
            t = time.process_time()
            b2.activate(forest, 0)
            times.append(time.process_time() - t)
        finally:
            gc.enable()
    return statistics.median(times)


def orderings(k: int) -> tuple[float, int]:
    import mtglab as ml

    best, rows = float("inf"), 0
    for _ in range(3):
        b, forest = orderings_board(k)
        gc.collect()
        t = time.process_time()
        table = ml.orderings(b, forest, 0, group=True, limit=10**9)
        best = min(best, time.process_time() - t)
        rows = len(table)
    return best, rows


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lands", type=int, nargs="+", default=[1, 10, 20, 40, 80])
    ap.add_argument("--k", type=int, nargs="+", default=[8, 10, 12, 14])
    ap.add_argument("--repeat", type=int, default=30)
    args = ap.parse_args(argv)

    import mtglab as ml

    activation(2, 3)  # warm-up
    calib = calibrate()
    print(f"mtglab {ml.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}; calibration loop {calib * 1e3:.1f} ms CPU\n")
    base = activation(1, args.repeat)
    print(f"{'lands':>6} {'activate ms':>12} {'vs 1 land':>10}")
    for n in args.lands:
        t = activation(n, args.repeat)
        print(f"{n:>6} {t * 1e3:>12.3f} {t / base:>9.1f}x"
              + ("   (target < 0.3 ms)" if n == 80 else ""))
    print(f"\n{'k':>3} {'grouped s':>10} {'outcomes':>9} {'calib.':>8}")
    for k in args.k:
        t, rows = orderings(k)
        print(f"{k:>3} {t:>10.3f} {rows:>9} {t / calib:>7.1f}x"
              + ("   (target < 1 s)" if k == 14 else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
