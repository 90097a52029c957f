"""Load the whole corpus and compare with loading the bundled catalogue (the baseline).

    .venv/bin/python benchmarks/load_corpus.py [CORPUS] [--repeat N]

CORPUS defaults to ../shared/corpus/cards.jsonl next to the repository. Both loads run in
this process, each from cold caches: before every run the catalogue's cache
(``mtglab.cards.pool.catalogue.catalogue``), the Oracle parser's cache
(``mtglab.cards.oracle.parser._parse``) and the parsed-cost cache of ``ManaCost`` are cleared.
Building the Oracle grammar happens once per process; it is timed on its own and left out
of both loads.

Time: wall time (``time.perf_counter``), the best of ``--repeat`` runs.
Peak memory: ``tracemalloc``'s peak of Python allocations during one more run of each
load, made apart from the timed runs because tracing slows Python down; "kept" is what is
still allocated when the load returns (the pool and the caches filled while loading). The
process's maximum resident set size (``resource.getrusage``) is printed at the end for
reference.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import platform
import sys
import time
import tracemalloc
from collections.abc import Callable, Sized
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "cards.jsonl"
MIB = 1024 * 1024


def _clear_caches() -> None:
    import mtglab as ml

    catalogue = importlib.import_module("mtglab.cards.pool.catalogue")
    parser = importlib.import_module("mtglab.cards.oracle.parser")
    catalogue.catalogue.cache_clear()
    parser._parse.cache_clear()
    ml.ManaCost._cache.clear()
    gc.collect()


def _timed(load: Callable[[], Sized], repeat: int) -> tuple[float, int]:
    best, count = float("inf"), 0
    for _ in range(repeat):
        _clear_caches()
        start = time.perf_counter()
        pool = load()
        best = min(best, time.perf_counter() - start)
        count = len(pool)
        del pool
    return best, count


def _traced(load: Callable[[], Sized]) -> tuple[int, int]:
    _clear_caches()
    tracemalloc.start()
    try:
        result = load()
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del result
    return peak, kept


def _max_rss_mib() -> float | None:
    try:
        import resource
    except ImportError:  # not on Windows
        return None
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / MIB if sys.platform == "darwin" else rss / 1024  # bytes on macOS, KiB else


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS,
                    help=f"the corpus JSONL file (default: {DEFAULT_CORPUS})")
    ap.add_argument("--repeat", type=int, default=3,
                    help="timed runs of each load; the best is shown (default: 3)")
    args = ap.parse_args(argv)
    corpus: Path = args.corpus
    if not corpus.is_file():
        print(f"load_corpus: no corpus at {corpus}\n"
              "  It is ../shared/corpus/cards.jsonl next to the repository; pass its path "
              "as the first argument.", file=sys.stderr)
        return 2
    if args.repeat < 1:
        ap.error("--repeat must be at least 1")

    import mtglab as ml

    parser = importlib.import_module("mtglab.cards.oracle.parser")
    start = time.perf_counter()
    parser._parser()  # the Lark grammar: built once per process, left out of both loads
    grammar = time.perf_counter() - start

    def load_catalogue() -> ml.CardPool:
        return ml.catalogue()

    def load_corpus() -> ml.CardPool:
        return ml.load_cards(corpus, register=False)

    print(f"mtglab {ml.__version__}, Python {platform.python_version()} on "
          f"{platform.machine()}")
    print(f"corpus: {corpus} ({corpus.stat().st_size / MIB:.1f} MiB)")
    print(f"grammar build (once per process, not counted): {grammar:.2f} s")
    print(f"time: wall clock, best of {args.repeat}; peak mem: tracemalloc peak of Python "
          "allocations (separate run);\nkept mem: still allocated when the load returns "
          "(the pool and the caches)\n")

    rows = []
    for label, load in (("catalogue (baseline)", load_catalogue), ("corpus", load_corpus)):
        seconds, cards = _timed(load, args.repeat)
        peak, kept = _traced(load)
        rows.append((label, cards, seconds, peak, kept))

    print(f"{'':22}{'cards':>8}{'time':>10}{'per card':>12}{'peak mem':>12}{'kept mem':>12}")
    for label, cards, seconds, peak, kept in rows:
        print(f"{label:22}{cards:>8}{seconds:>9.3f}s{seconds / cards * 1e3:>10.3f}ms"
              f"{peak / MIB:>8.1f} MiB{kept / MIB:>8.1f} MiB")
    (_, c0, t0, p0, k0), (_, c1, t1, p1, k1) = rows
    print(f"{'ratio corpus/baseline':22}{c1 / c0:>7.1f}x{t1 / t0:>9.1f}x"
          f"{(t1 / c1) / (t0 / c0):>11.2f}x{p1 / p0:>11.1f}x{k1 / k0:>11.1f}x")
    rss = _max_rss_mib()
    if rss is not None:
        print(f"\nprocess max RSS (resource.getrusage, whole run): {rss:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
