"""Load the whole corpus and compare with loading the bundled catalogue (the baseline).

    .venv/bin/python benchmarks/load_corpus.py [CORPUS] [--repeat N]

CORPUS defaults to ../shared/corpus/cards.jsonl next to the repository. Both loads run in
this process, each from cold caches in memory: before every run the catalogue's cache
(``mtglab.cards.pool.catalogue.catalogue``), the Oracle parser's cache
(``mtglab.cards.oracle.parser._parse``), the parsed-cost cache of ``ManaCost`` and the
parsed-ability cache's reader (:func:`mtglab.cards.pool.abilitycache.close_cache`: the
records it built from the file's rows) are cleared, so a run reads the cache file as a new
process would (issue 26, item 4: "the corpus loaded warm" is the file warm, not the
memory). Building the Oracle grammar happens once per process; it is timed on its own and
left out of both loads; so are imports (``benchmarks/startup.py`` times a new process).

Time: CPU seconds of this process (``time.process_time``, one core whatever else the
machine runs) and wall time (``time.perf_counter``), each the best of ``--repeat`` runs;
the CPU time is also given in calibration loops (``benchmarks/calibration.py``, run in
this process), so runs under different loads compare. Target (issue 26): under 2.5 s.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from calibration import calibrate

REPO = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "cards.jsonl"
MIB = 1024 * 1024


def _clear_caches() -> None:
    import mtglab as ml

    catalogue = importlib.import_module("mtglab.cards.pool.catalogue")
    parser = importlib.import_module("mtglab.cards.oracle.parser")
    cache = importlib.import_module("mtglab.cards.pool.abilitycache")
    cache.close_cache()  # the records built from the file's rows are built again
    catalogue.catalogue.cache_clear()
    parser.clear_readings()
    ml.ManaCost._cache.clear()
    gc.collect()


def _timed(load: Callable[[], Sized], repeat: int) -> tuple[float, float, int]:
    """The best CPU and the best wall seconds of ``repeat`` loads, and the cards loaded."""
    cpu, wall, count = float("inf"), float("inf"), 0
    for _ in range(repeat):
        _clear_caches()
        start, start_cpu = time.perf_counter(), time.process_time()
        pool = load()
        cpu = min(cpu, time.process_time() - start_cpu)
        wall = min(wall, time.perf_counter() - start)
        count = len(pool)
        del pool
    return cpu, wall, count


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
    print(f"time: CPU and wall clock, best of {args.repeat}; peak mem: tracemalloc peak of "
          "Python allocations (separate run);\nkept mem: still allocated when the load "
          "returns (the pool and the caches)\n")

    rows = []
    for label, load in (("catalogue (baseline)", load_catalogue), ("corpus", load_corpus)):
        cpu, wall, cards = _timed(load, args.repeat)
        peak, kept = _traced(load)
        rows.append((label, cards, cpu, wall, peak, kept))

    print(f"{'':22}{'cards':>8}{'CPU':>9}{'wall':>9}{'per card':>11}{'peak mem':>12}"
          f"{'kept mem':>12}")
    for label, cards, cpu, wall, peak, kept in rows:
        print(f"{label:22}{cards:>8}{cpu:>8.3f}s{wall:>8.3f}s{cpu / cards * 1e3:>9.3f}ms"
              f"{peak / MIB:>8.1f} MiB{kept / MIB:>8.1f} MiB")
    (_, c0, t0, _w0, p0, k0), (_, c1, t1, _w1, p1, k1) = rows
    print(f"{'ratio corpus/baseline':22}{c1 / c0:>7.1f}x{t1 / t0:>8.1f}x{'':>9}"
          f"{(t1 / c1) / (t0 / c0):>10.2f}x{p1 / p0:>11.1f}x{k1 / k0:>11.1f}x")
    loop = calibrate()
    print(f"\ncorpus load: {t1:.2f} s CPU = {t1 / loop:.0f} calibration loops "
          f"({loop * 1e3:.1f} ms CPU each, this process); target (issue 26) < 2.5 s: "
          f"{'met' if t1 < 2.5 else 'MISSED'}")
    rss = _max_rss_mib()
    if rss is not None:
        print(f"\nprocess max RSS (resource.getrusage, whole run): {rss:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
