"""The fixed pure-Python loop the benchmarks divide their times by, so that figures taken
on different machines, or on one machine under different loads, can be compared."""

from __future__ import annotations

import time


def calibrate() -> float:
    """CPU seconds of a million additions in a Python loop (the best of five runs)."""
    best = float("inf")
    for _ in range(5):
        t = time.process_time()
        total = 0
        for i in range(1_000_000):
            total += i
        best = min(best, time.process_time() - t)
    return best
