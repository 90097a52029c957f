"""Peak memory of loading a Scryfall ``default_cards``-sized file, against a baseline.

    .venv/bin/python benchmarks/load_default_cards.py [--names N] [--printings K] [--pad B]

Scryfall's ``default_cards`` bulk file holds every printing (about 100,000 card objects,
some 400 MB) of about 30,000 cards. This script writes a file of that shape into a
temporary folder from ../shared/corpus/scryfall_sample.json: N distinct names (the
sample's cards renamed "Name 1", "Name 2" ...), each printed K times, each object padded
with B bytes of printing data (image links, prices, legalities) as real objects carry.
The baseline is a file with one printing of each name and no padding (the shape of
``oracle_cards``). Each load runs in a fresh child process; the figure is the child's
maximum resident set size (``resource.getrusage``), and the script prints both and their
ratio. The defaults give a file of about 400 MB.
"""

from __future__ import annotations

import argparse
import copy
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SAMPLE = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "scryfall_sample.json"

CHILD = """
import resource, sys, time
import mtglab as ml
t = time.perf_counter()
pool = ml.load_cards(sys.argv[1], register=False)
took = time.perf_counter() - t
print(len(pool), took, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _write(path: Path, cards: list[dict[str, Any]], names: int, printings: int,
           pad: int) -> int:
    filler = {"image_uris": {"small": "x" * 60, "normal": "x" * 60, "large": "x" * 60},
              "prices": {"usd": "0.25", "eur": "0.20"},
              "legalities": {f"format{i}": "legal" for i in range(20)},
              "flavor_text": "y" * max(0, pad - 900)}
    with path.open("w", encoding="utf-8") as f:
        f.write("[\n")
        first = True
        for k in range(printings):
            for n in range(names):
                base = cards[n % len(cards)]
                obj = copy.deepcopy(base)
                suffix = f" {n // len(cards) + 1}" if n >= len(cards) else ""
                obj["name"] = base["name"] + suffix
                for face in obj.get("card_faces") or ():
                    face["name"] = face.get("name", "") + suffix
                obj["id"] = f"{n}-{k}"
                if pad:
                    obj.update(filler)
                f.write(("" if first else ",\n") + json.dumps(obj))
                first = False
        f.write("\n]\n")
    return path.stat().st_size


def _load(path: Path) -> tuple[int, float, float]:
    out = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True,
                         text=True, check=True).stdout.split()
    return int(out[0]), float(out[1]), int(out[2]) / 1024  # ru_maxrss is in KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--names", type=int, default=30_000)
    parser.add_argument("--printings", type=int, default=3)
    parser.add_argument("--pad", type=int, default=3_500)
    args = parser.parse_args()
    cards = json.loads(SAMPLE.read_text("utf-8"))
    with tempfile.TemporaryDirectory() as folder:
        t = time.perf_counter()
        small = Path(folder) / "oracle-like.json"
        big = Path(folder) / "default-like.json"
        small_size = _write(small, cards, args.names, 1, 0)
        big_size = _write(big, cards, args.names, args.printings, args.pad)
        print(f"wrote {small_size / 1e6:.0f} MB and {big_size / 1e6:.0f} MB in "
              f"{time.perf_counter() - t:.0f} s")
        n0, t0, rss0 = _load(small)
        n1, t1, rss1 = _load(big)
    print(f"baseline (one printing each): {n0:,} cards, {t0:.1f} s, peak RSS {rss0:.0f} MB")
    print(f"every printing ({args.printings} each, {big_size / 1e6:.0f} MB): {n1:,} cards, "
          f"{t1:.1f} s, peak RSS {rss1:.0f} MB")
    print(f"ratio: time {t1 / t0:.2f}x, peak memory {rss1 / rss0:.2f}x")


if __name__ == "__main__":
    main()
