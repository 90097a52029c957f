"""The parser cache's entries: JSON data (mtglab.cards.pool.abilitycodec) against pickles, the
format it replaced (issue 25: pickles run code on reading), as the baseline.

    .venv/bin/python benchmarks/ability_cache.py [CORPUS] [--repeat N]

CORPUS defaults to ../shared/corpus/cards.jsonl next to the repository (the bundled
catalogue when it is missing). Every distinct parse of the pool (one per card and face)
is written and read back in both formats in this process; the table gives the best of
``--repeat`` runs of each, their ratio, and the bytes stored. Then the pool is loaded
through the cache twice, in a fresh cache folder: cold (every text parsed and its entry
written) and warm (every entry read back), each against the same load with the cache off.
Times are the process's CPU time (``time.process_time``): on a shared machine wall time
mostly measures the other processes.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pickle
import platform
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "cards.jsonl"


def _best(fn: Callable[[], Any], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return best


def _load(corpus: Path | None) -> Any:
    import mtglab as ml

    importlib.import_module("mtglab.cards.oracle.parser").clear_readings()
    ml.ManaCost._cache.clear()
    if corpus is None:
        importlib.import_module("mtglab.cards.pool.catalogue").catalogue.cache_clear()
        return ml.catalogue()
    return ml.load_cards(corpus, register=False)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    corpus: Path | None = args.corpus if args.corpus.is_file() else None
    with tempfile.TemporaryDirectory() as folder:
        os.environ["MTGLAB_CACHE_DIR"] = folder
        import mtglab as ml
        from mtglab.cards.pool import abilitycache, abilitycodec
        version = abilitycache.parser_version()
        print(f"mtglab {ml.__version__}, Python {platform.python_version()} on "
              f"{platform.machine()}; pool: {corpus or 'the bundled catalogue'}")
        importlib.import_module("mtglab.cards.oracle.parser")._parser()  # the grammar, once

        start = time.process_time()
        pool = _load(corpus)
        cold = time.process_time() - start
        abilitycache.close_cache()
        start = time.process_time()
        _load(corpus)
        warm = time.process_time() - start
        abilitycache.close_cache()
        os.environ["MTGLAB_CACHE_DIR"] = "off"
        start = time.process_time()
        _load(corpus)
        off = time.process_time() - start
        os.environ["MTGLAB_CACHE_DIR"] = folder

        parses = list({a for c in pool for card in (c, *c.faces)
                       for a in [card.abilities]})
        print(f"{len(pool):,} cards, {len(parses):,} distinct parses\n")
        pickles = [pickle.dumps(a, protocol=pickle.HIGHEST_PROTOCOL) for a in parses]
        entries = [abilitycodec.encode_abilities(a, version) for a in parses]
        rows = {rid: row for e in entries for rid, row in e.rows.items()}  # each once
        assert all(abilitycodec.decode_abilities(e.entry, version, rows) == a
                   for e, a in zip(entries, parses, strict=True))
        table = [
            ("write", _best(lambda: [pickle.dumps(a, protocol=pickle.HIGHEST_PROTOCOL)
                                     for a in parses], args.repeat),
             _best(lambda: [abilitycodec.encode_abilities(a, version) for a in parses],
                   args.repeat)),
            ("read", _best(lambda: [pickle.loads(p) for p in pickles], args.repeat),
             _best(lambda: [reader.abilities(e.entry, version) for reader in
                            [abilitycodec.RowReader(rows)] for e in entries],
                   args.repeat)),
        ]
        print(f"{'every parse':14}{'pickle (baseline)':>20}{'JSON entries':>16}{'ratio':>9}")
        for label, base, new in table:
            print(f"{label:14}{base:>19.3f}s{new:>15.3f}s{new / base:>8.2f}x")
        size_p = sum(map(len, pickles))
        size_j = sum(len(e.entry) for e in entries) + sum(map(len, rows.values()))
        print(f"{'bytes':14}{size_p:>20,}{size_j:>16,}{size_j / size_p:>8.2f}x\n")
        print(f"{'load the pool':22}{'time':>9}{'vs cache off':>14}")
        for label, seconds in (("cache off (baseline)", off), ("cold cache", cold),
                               ("warm cache", warm)):
            print(f"{label:22}{seconds:>8.2f}s{seconds / off:>13.2f}x")
        abilitycache.close_cache()
    return 0


if __name__ == "__main__":
    sys.exit(main())
