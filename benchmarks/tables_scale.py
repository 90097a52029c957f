"""The board's tables on big boards (issue 26, item 3): ``b.permanents``, ``b.abilities``
and ``b.could_produce_table()`` on boards of n permanents from the bundled catalogue.

    .venv/bin/python benchmarks/tables_scale.py [--sizes 64 128 500] [--seed 1]

The board: n permanents drawn (seeded, with repeats once the catalogue's permanent cards
run out) from every permanent card of the bundled catalogue that enters without a
choice, on two sides, so it holds lands, mana creatures and rocks, "could produce"
sources (CR 106.7), replacement effects on mana (616.1), anthems and copy effects.
Each table is timed (CPU time) on a freshly built board, so nothing computed about the
state (characteristics, could produce, legality) is cached before the clock starts;
the build is timed on its own. The baseline is the calibration loop of
``calibration.py`` in this process, so figures from different machines compare.

Targets (issue 26, item 3): each table on 128 permanents under 0.5 s, on 500 under 2 s.
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from calibration import calibrate  # benchmarks/calibration.py

PERMANENT_TYPES = ("Land", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle")
TABLES = ("permanents", "abilities", "could_produce_table")


def pool() -> list[str]:
    """The names of the catalogue's permanent cards that can be put onto the battlefield
    without a choice (a card asking "choose a creature type" as it enters is left out)."""
    import mtglab as ml

    names = []
    for c in ml.catalogue():
        if not any(t in c.type_line.split() for t in PERMANENT_TYPES):
            continue
        try:
            ml.Board().add(c.name)
        except ml.MtglabError:
            continue
        names.append(c.name)
    return sorted(set(names))


def build(names: list[str], n: int, seed: int) -> Any:
    """A board of n permanents drawn from ``names``, alternately yours and the opponent's."""
    import mtglab as ml

    rng = random.Random(seed)
    drawn: list[str] = []
    while len(drawn) < n:
        drawn += rng.sample(names, min(len(names), n - len(drawn)))
    b = ml.Board()
    for i, name in enumerate(drawn):
        b.add(name, controller="you" if i % 2 == 0 else "opponent")
    return b


def table(b: Any, name: str) -> Any:
    got = getattr(b, name)
    return got() if callable(got) else got


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[64, 128, 200, 500])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tables", nargs="+", default=list(TABLES), choices=TABLES)
    args = ap.parse_args(argv)

    import pandas  # noqa: F401  (imported before the clock: the tables need it)

    import mtglab as ml

    names = pool()
    warm = build(names, 8, args.seed)
    for name in args.tables:
        table(warm, name)
    calib = calibrate()
    print(f"mtglab {ml.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}; {len(names)} catalogue permanents; calibration loop "
          f"{calib * 1e3:.1f} ms CPU\n")
    print(f"{'n':>5} {'table':<20} {'rows':>6} {'build s':>8} {'table s':>8} {'calib.':>8}")
    verdicts: list[str] = []
    for n in args.sizes:
        for name in args.tables:
            t0 = time.process_time()
            b = build(names, n, args.seed)
            built = time.process_time() - t0
            gc.collect()
            t1 = time.process_time()
            rows = len(table(b, name))
            took = time.process_time() - t1
            target = {128: 0.5, 500: 2.0}.get(n)
            print(f"{n:>5} {name:<20} {rows:>6} {built:>8.2f} {took:>8.3f} {took / calib:>7.1f}x"
                  + (f"   (target < {target} s)" if target else ""), flush=True)
            if target:
                verdicts.append(f"{name} on {n}: {took:.3f} s = {took / calib:.1f} calibration "
                                f"loops, target {target} s "
                                f"({target / calib:.0f} loops): "
                                + ("met" if took < target else "MISSED"))
    if verdicts:
        print("\n" + "\n".join(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
