"""Refusing a deeply nested board file (issue 26, item 6: under 0.1 s).

    .venv/bin/python benchmarks/board_file_depth.py [--depths 1000 5000]

A board file whose ``log`` is a list (or a mapping) nested N levels deep is refused
before it is built; the time to refuse it is CPU time, best of five, shown as a ratio
over a fixed pure-Python calibration loop (a million additions) run in this process, so
figures from different machines compare. The refusal must not grow with N past the
depth limit the reader enforces.
"""

from __future__ import annotations

import argparse
import time

from calibration import calibrate  # benchmarks/calibration.py

import mtglab as ml
from mtglab.errors import MtglabError

HEAD = "mtglab_board: 1\nplayers: [{name: you}, {name: opponent}]\n"
SHAPES = {"list": ("[", "]"), "mapping": ("{a: ", "}")}


def refusal(depth: int, shape: str) -> tuple[float, str]:
    """CPU seconds to refuse a file nested ``depth`` levels in ``shape``, and the error."""
    opening, closing = SHAPES[shape]
    text = HEAD + "log: " + opening * depth + closing * depth + "\n"
    best, error = float("inf"), "not refused"
    for _ in range(5):
        t = time.process_time()
        try:
            ml.Board.from_yaml(text)
        except MtglabError as exc:
            error = type(exc).__name__
        best = min(best, time.process_time() - t)
    return best, error


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depths", type=int, nargs="+", default=[1_000, 5_000])
    args = parser.parse_args()
    ml.Board()  # the imports, before timing
    calib = calibrate()
    print(f"calibration loop {calib * 1e3:.1f} ms CPU\n")
    print(f"{'depth':>6} {'shape':>8} {'CPU ms':>9} {'x calib.':>9}  refused as / target")
    for depth in args.depths:
        for shape in SHAPES:
            t, error = refusal(depth, shape)
            verdict = "met" if t < 0.1 and error != "not refused" else "MISSED"
            print(f"{depth:>6} {shape:>8} {t * 1e3:>9.2f} {t / calib:>9.3f}  {error}; "
                  f"< 0.1 s {verdict}")


if __name__ == "__main__":
    main()
