"""Start-up and loading (issue 13, item 4; issue 26, item 4): ``import mtglab`` alone
(which heavy libraries it loads, and ``python -X importtime``'s slowest imports), plus
the first ``ml.card`` and the first ``ml.Board()``, and loading the corpus, with the
parsed-ability cache cold, warm and off; the calibration loop of
``benchmarks/calibration.py`` is run in this same process, so runs under different loads
compare.

    .venv/bin/python benchmarks/startup.py [CORPUS] [--repeat 3] [--no-corpus]

Each measure runs in a fresh interpreter (``subprocess``), so nothing is imported or
cached in memory beforehand; it reports the child's CPU seconds (``time.process_time``:
one core, whatever else the machine runs). The cache (:mod:`mtglab.cards.pool.abilitycache`)
lives in a temporary directory made for this run: *cold* is the first run into an empty
directory (every text parsed and written), *warm* the best of ``--repeat`` later runs,
*off* the best with ``MTGLAB_CACHE_DIR=off`` (every text parsed, nothing written) — the
baseline, in this same run. Lark's grammar cache (``cache=True``) is warm in every run
but the first one on a machine.

Children run with bytecode caching on (``PYTHONDONTWRITEBYTECODE`` removed, one run
first to write the ``.pyc`` files): a user's installed package has them.

Targets (issue 13): import + first card under 0.5 s; the corpus in under 5 s.
Targets (issue 26): ``import mtglab`` under 0.3 s, nothing heavy at import; the corpus
warm under 2.5 s.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from calibration import calibrate

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
BARE = """
import sys, time
t = time.process_time()
import mtglab as ml
t1 = time.process_time()
heavy = [m for m in HEAVY if m in sys.modules]
t2 = time.process_time()
ml.Board()
print(t1 - t, time.process_time() - t2, ",".join(heavy) or "-")
""".replace("HEAVY", repr(("pandas", "numpy", "matplotlib", "ipywidgets", "dask", "pyarrow",
                           "highspy", "tqdm", "lark", "yaml", "urllib.request")))
CORPUS = """
import sys, time
import mtglab as ml
t = time.process_time()
import mtglab.cards  # what ml.load_cards imports on first use (the parser, the records)
t1 = time.process_time()
pool = ml.load_cards(sys.argv[1])
print(time.process_time() - t, len(pool), t1 - t)
"""


def _env(cache: str) -> dict[str, str]:
    env = {**os.environ, "MTGLAB_CACHE_DIR": cache}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def child(code: str, cache: str, *args: str) -> list[float]:
    out = subprocess.run([sys.executable, "-c", code, *args], env=_env(cache), check=True,
                         capture_output=True, text=True).stdout.split()
    return [float(x) for x in out]


def bare_import(repeat: int) -> tuple[float, float, str]:
    """The best CPU seconds of ``import mtglab`` alone (and then of a first Board), and
    the heavy libraries loaded by the import."""
    best: tuple[float, float, str] | None = None
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", BARE], env=_env("off"), check=True,
                             capture_output=True, text=True).stdout.split()
        got = (float(out[0]), float(out[1]), out[2])
        best = got if best is None or got[0] < best[0] else best
    assert best is not None
    return best


def importtime(statement: str, top: int = 6) -> list[tuple[str, int]]:
    """``python -X importtime``: the ``top`` slowest imports of ``statement`` by their
    cumulative microseconds (children included)."""
    err = subprocess.run([sys.executable, "-X", "importtime", "-c", statement],
                         env=_env("off"), check=True, capture_output=True,
                         text=True).stderr
    rows: dict[str, int] = {}
    for line in err.splitlines():
        parts = line.removeprefix("import time:").split("|")
        if len(parts) == 3 and parts[1].strip().isdigit():
            name = parts[2].strip()
            rows[name] = max(rows.get(name, 0), int(parts[1]))
    return sorted(rows.items(), key=lambda r: -r[1])[:top]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus", nargs="?", default=str(DEFAULT_CORPUS))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-corpus", action="store_true")
    args = ap.parse_args(argv)

    print(f"calibration loop: {calibrate() * 1e3:.1f} ms CPU (this process)")
    bare_import(1)  # writes the bytecode caches
    imp, board, heavy = bare_import(args.repeat)
    print(f"import mtglab alone: {imp:.3f} s CPU; then a first ml.Board(): {board:.3f} s; "
          f"heavy libraries loaded by the import: {heavy}")
    print(f"target < 0.3 s: {'met' if imp < 0.3 else 'MISSED'}")
    for statement in ("import mtglab", "import mtglab as ml; ml.Board()"):
        print(f"python -X importtime -c {statement!r}: slowest (cumulative ms)")
        for name, us in importtime(statement):
            print(f"  {name:<40} {us / 1e3:>8.1f}")
    print()
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
        warm_runs = [child(CORPUS, tmp, args.corpus) for _ in range(args.repeat)]
        c_warm, _n, c_import = min(warm_runs)
        c_off = child(CORPUS, "off", args.corpus)[0]
        print(f"load_cards({Path(args.corpus).name}): {int(c_cold[1]):,} cards (CPU s, "
              "importing mtglab.cards on first use included)")
        for label, t in (("cache cold", c_cold[0]), ("cache warm", c_warm),
                         ("cache off (baseline)", c_off)):
            print(f"  {label:<26} {t:>7.2f} s {t / c_off:>6.2f}x")
        print(f"  warm: {c_import:.2f} s importing mtglab.cards, {c_warm - c_import:.2f} s "
              f"loading; {c_warm / calibrate():.0f} calibration loops")
        print(f"target < 5 s (warm): {'met' if c_warm < 5 else 'MISSED'}; "
              f"< 2.5 s (issue 26): {'met' if c_warm < 2.5 else 'MISSED'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
