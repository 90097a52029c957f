"""How much of a collection of Forge puzzle files mtglab honours.

    .venv/bin/python benchmarks/forge_puzzles.py FOLDER [--top N]

Reads every ``*.pzl`` in FOLDER (e.g. a checkout of Forge's ``forge-gui/res/puzzle``) with
:func:`mtglab.board.forge_puzzle.read_forge_puzzle` and prints, per file, the entries (state
lines and card entries) honoured, then the totals and the most common reasons an entry was
not honoured. Cards are looked up in the bundled catalogue and in any pool loaded with
``--cards FILE`` (e.g. ../shared/corpus/cards.jsonl, so that names are known). This is a
measure, not a timing: it prints counts and ratios only.
"""

from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

import mtglab as ml
from mtglab.board.forge_puzzle import read_forge_puzzle


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--cards", type=Path, help="a card file to load first")
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    if args.cards:
        ml.load_cards(args.cards)
    files = sorted(args.folder.glob("*.pzl"))
    entries = honoured = refused = 0
    reasons: Counter[str] = Counter()
    for path in files:
        try:
            puzzle = read_forge_puzzle(path)
        except ml.MtglabError as exc:
            refused += 1
            print(f"{path.name}: refused: {exc}")
            continue
        entries += puzzle.entries
        honoured += puzzle.honoured
        for u in puzzle.unhonoured:
            reason = re.sub(r"'[^']*'", "'…'", u.reason.split(";")[0])
            reasons[reason] += 1
        print(f"{path.name}: {puzzle.honoured}/{puzzle.entries} entries honoured")
    share = honoured / entries if entries else 0.0
    print(f"\n{len(files)} puzzle files ({refused} refused as a whole): {honoured:,} of "
          f"{entries:,} entries honoured ({share:.1%})")
    print("\nwhy entries were not honoured:")
    for reason, n in reasons.most_common(args.top):
        print(f"  {n:5}  {reason}")


if __name__ == "__main__":
    main()
