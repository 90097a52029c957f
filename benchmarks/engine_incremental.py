"""How much an engine action costs as the board grows (issue 13, item 3): activating a
Forest on boards of n lands, and the grouped replacement orders of 8 to 14 effects.

    .venv/bin/python benchmarks/engine_incremental.py [--lands 1 10 20 40 80] [--k 8 10 12 14 16]
                                                      [--repeat 30]

* **activate**: ``b.activate(forest, 0)`` on a copy of a board of n untapped lands
  (Forests, Islands, Tropical Islands, Reflecting Pools, Exotic Orchards — the last two
  make "could produce" (CR 106.7) depend on the rest of the board), CPU time per call, the
  median of ``--repeat`` calls, each on a fresh ``b.copy()`` (the copy is not timed). The
  baseline is the same activation on a board holding the Forest alone, in this process:
  the ratio shows how much of the work grows with the board (an incremental engine
  recomputes only what the action changed: a ratio near 1).
* **orderings**: ``ml.orderings(b, forest, 0, group=True)`` with the first k effects of
  ``orderings_scale.py`` (16 of them, so "k = 14" is 14 effects), the best of three runs
  on fresh boards (could produce, which the table asks first, is timed too). The baseline is a
  fixed pure-Python calibration loop (a million additions), so figures from different
  machines compare.

* **warm**: the same activations one after another (fresh copies made beforehand, one
  ``gc.collect()`` before the batch and the collector off during it), the mean: what a
  notebook cell that acts repeatedly sees. The *cold* figure above collects garbage
  before every call, so each call also pays for caches the collector evicted.
* ``--baseline PATH``: the same figures for another checkout of mtglab (say
  ``/work/wt/baseline``, commit 5b798a1) loaded into this process beside this one, and
  this one's over the baseline's ("x base"). Each tree's modules are swapped into
  ``sys.modules`` while it runs, so its lazy imports find its own code.

Targets (issue 13, item 3; issue 26, item 2): activating a Forest on 80 lands under
0.3 ms; 14 effects grouped under 1 s, 16 under 4 s.
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
from calibration import calibrate  # benchmarks/calibration.py
from orderings_scale import build as orderings_board

LANDS = ["Forest", "Island", "Tropical Island", "Reflecting Pool", "Exotic Orchard"]




def land_board(n: int) -> tuple[Any, Any]:
    import mtglab as ml

    b = ml.Board()
    forest = b.add("Forest")
    for i in range(n - 1):
        b.add(LANDS[i % len(LANDS)])
    return b, forest


class Tree:
    """One checkout of mtglab, imported under the name ``mtglab`` while in use."""

    def __init__(self, path: str | None, *, current: bool = False) -> None:
        self.path = path
        self.current = current  # the checkout already imported: entering changes nothing
        self.modules: dict[str, Any] = {}
        self._saved: dict[str, Any] = {}

    @staticmethod
    def _ours() -> dict[str, Any]:
        return {k: v for k, v in sys.modules.items()
                if k == "mtglab" or k.startswith("mtglab.")}

    def __enter__(self) -> Tree:
        if self.current:
            return self
        self._saved = self._ours()
        for k in self._saved:
            del sys.modules[k]
        if self.modules:
            sys.modules.update(self.modules)
        else:
            if self.path:
                sys.path.insert(0, self.path)
            try:
                import mtglab  # noqa: F401  (this tree's)
            finally:
                if self.path:
                    sys.path.remove(self.path)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.current:
            return
        self.modules = self._ours()
        for k in self.modules:
            del sys.modules[k]
        sys.modules.update(self._saved)


def warm_activation(n: int, repeat: int) -> float:
    """Mean CPU seconds of activating the Forest on ``repeat`` fresh copies in a row."""
    b, forest = land_board(n)
    b.could_produce(forest)
    copies = [b.copy() for _ in range(repeat)]
    gc.collect()
    gc.disable()
    try:
        t = time.process_time()
        for b2 in copies:
            b2.activate(forest, 0)
        return (time.process_time() - t) / repeat
    finally:
        gc.enable()


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

    try:
        from mtglab.engine.mana.replacement import forget_order_tables
    except ImportError:  # an older tree keeps no order tables between searches
        def forget_order_tables() -> None:
            pass

    best, rows = float("inf"), 0
    for _ in range(3):
        b, forest = orderings_board(k)
        forget_order_tables()  # a search from nothing: no table of an earlier run kept
        gc.collect()
        t = time.process_time()
        table = ml.orderings(b, forest, 0, group=True, limit=10**9)
        best = min(best, time.process_time() - t)
        rows = len(table)
    return best, rows


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lands", type=int, nargs="+", default=[1, 10, 20, 40, 80])
    ap.add_argument("--k", type=int, nargs="+", default=[8, 10, 12, 14, 16])
    ap.add_argument("--repeat", type=int, default=30)
    ap.add_argument("--baseline", metavar="PATH",
                    help="another mtglab checkout to measure in this process")
    args = ap.parse_args(argv)

    import mtglab as ml

    here = Tree(None, current=True)
    trees = [("this", here)] + ([("base", Tree(args.baseline))] if args.baseline else [])
    for _name, tree in trees:
        with tree:
            activation(2, 3)  # warm-up
            warm_activation(2, 3)
    calib = calibrate()
    print(f"mtglab {ml.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}; calibration loop {calib * 1e3:.1f} ms CPU"
          + (f"; baseline {args.baseline}" if args.baseline else "") + "\n")
    cols = "".join(f" {name + ' cold ms':>13} {name + ' warm ms':>13}" for name, _t in trees)
    print(f"{'lands':>6}{cols} {'vs 1 land':>10}" + (f" {'x base':>7}" if args.baseline else ""))
    base: dict[str, float] = {}
    for n in [1, *[m for m in args.lands if m != 1]]:
        figures: list[tuple[float, float]] = []
        for _name, tree in trees:
            with tree:
                figures.append((activation(n, args.repeat), warm_activation(n, args.repeat)))
        cold = figures[0][0]
        base.setdefault("cold", cold)
        row = "".join(f" {c * 1e3:>13.3f} {w * 1e3:>13.3f}" for c, w in figures)
        ratio = f" {cold / figures[1][0]:>6.2f}x" if args.baseline else ""
        if n in args.lands:
            print(f"{n:>6}{row} {cold / base['cold']:>9.1f}x{ratio}"
                  + ("   (target < 0.3 ms)" if n == 80 else ""))
    print(f"\n{'k':>3} {'grouped s':>10} {'outcomes':>9} {'calib.':>8}")
    for k in args.k:
        t, rows = orderings(k)
        print(f"{k:>3} {t:>10.3f} {rows:>9} {t / calib:>7.1f}x"
              + {14: "   (target < 1 s)", 16: "   (target < 4 s)"}.get(k, ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
