"""Start-up and loading (issue 13, item 4): ``import mtglab`` plus the first ``ml.card``,
and loading the corpus, with the parsed-ability cache cold, warm and off.

    .venv/bin/python benchmarks/startup.py [CORPUS] [--repeat 3] [--no-corpus]

Each measure runs in a fresh interpreter (``subprocess``), so nothing is imported or
cached in memory beforehand; it reports the child's CPU seconds (``time.process_time``:
one core, whatever else the machine runs). The cache (:mod:`mtglab.cards.abilitycache`)
lives in a temporary directory made for this run: *cold* is the first run into an empty
directory (every text parsed and written), *warm* the best of ``--repeat`` later runs,
*off* the best with ``MTGLAB_CACHE_DIR=off`` (every text parsed, nothing written) — the
baseline, in this same run. Lark's grammar cache (``cache=True``) is warm in every run
but the first one on a machine.

Targets (issue 13): import + first card under 0.5 s; the corpus in under 5 s.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "cards.jsonl"

FIRST_CARD = """
import time
t = time.process_time()
import mtglab as ml
t1 = time.process_time()
ml.card("Forest")
print(t1 - t, time.process_time() - t1)
"""
CORPUS = """
import sys, time
import mtglab as ml
t = time.process_time()
pool = ml.load_cards(sys.argv[1])
print(time.process_time() - t, len(pool))
"""


def child(code: str, cache: str, *args: str) -> list[float]:
    env = {**os.environ, "MTGLAB_CACHE_DIR": cache}
    out = subprocess.run([sys.executable, "-c", code, *args], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return [float(x) for x in out]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-corpus", action="store_true")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory() as tmp:
        cold = child(FIRST_CARD, tmp)
        warm = min((child(FIRST_CARD, tmp) for _ in range(args.repeat)), key=sum)
        off = min((child(FIRST_CARD, "off") for _ in range(args.repeat)), key=sum)
        print(f"{'import + first ml.card':<28} {'import s':>9} {'first card s':>13} "
              f"{'total s':>8} {'vs off':>7}")
        for label, (imp, first) in (("cache cold", cold), ("cache warm", warm),
                                    ("cache off (baseline)", off)):
            print(f"{label:<28} {imp:>9.3f} {first:>13.3f} {imp + first:>8.3f} "
                  f"{(imp + first) / sum(off):>6.2f}x")
        print(f"target < 0.5 s (warm): {'met' if sum(warm) < 0.5 else 'MISSED'}\n")
        if args.no_corpus or not Path(args.corpus).exists():
            print("corpus: skipped" if args.no_corpus else f"corpus: {args.corpus} not found")
            return 0
        c_cold = child(CORPUS, tmp, args.corpus)
        c_warm = min(child(CORPUS, tmp, args.corpus)[0] for _ in range(args.repeat))
        c_off = child(CORPUS, "off", args.corpus)[0]
        print(f"load_cards({Path(args.corpus).name}): {int(c_cold[1]):,} cards")
        for label, t in (("cache cold", c_cold[0]), ("cache warm", c_warm),
                         ("cache off (baseline)", c_off)):
            print(f"  {label:<26} {t:>7.2f} s {t / c_off:>6.2f}x")
        print(f"target < 5 s (warm): {'met' if c_warm < 5 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
