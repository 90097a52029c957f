"""Paying a mana cost from the pool (CR 601.2h): the search over interchangeable mana.

    .venv/bin/python benchmarks/pay_from_pool.py [--max-n 24]

The pool holds n white and n blue mana; the cost is 2n hybrid {W/U} symbols and one
{W} — one mana short, so the search must rule out every way to pay (the worst case).
The previous search tried every unit of mana for every symbol (n = 4 took 0.22 s, n = 6
did not finish in two minutes); the one in mtglab.engine.payment searches over classes
of interchangeable units and remembers failed states. Each time is CPU time, shown as a
ratio over a fixed pure-Python calibration loop (a million additions) run in this
process, so figures from different machines compare.
"""

from __future__ import annotations

import argparse
import time

from calibration import calibrate  # benchmarks/calibration.py

from mtglab.engine.payment import pay_from_pool
from mtglab.engine.state import PlayerState, PoolEntry
from mtglab.mana import Mana, ManaCost


def one_short(n: int) -> float:
    player = PlayerState("you", 20, (PoolEntry(Mana("W" * n + "U" * n)),))
    cost = ManaCost.parse("{W/U}" * (2 * n) + "{W}")
    best = float("inf")
    for _ in range(3):
        t = time.process_time()
        assert pay_from_pool(player, cost) is None
        best = min(best, time.process_time() - t)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-n", type=int, default=24)
    args = parser.parse_args()
    calib = calibrate()
    print(f"calibration loop {calib * 1e3:.1f} ms CPU\n")
    print(f"{'n':>4} {'symbols':>8} {'CPU ms':>9} {'x calib.':>9}")
    for n in [m for m in (2, 4, 6, 8, 12, 16, 24, 32, 48) if m <= args.max_n]:
        t = one_short(n)
        print(f"{n:>4} {2 * n + 1:>8} {t * 1e3:>9.2f} {t / calib:>9.4f}")
    print("\nGrowth is polynomial in n: the states are (symbol, units used per class).")


if __name__ == "__main__":
    main()
