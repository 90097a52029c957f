"""``Card.from_text`` is linear in the length of its text, up to the limit it refuses past.

    .venv/bin/python benchmarks/from_text_scale.py [--repeat 3] [--shapes NAME ...]

For each shape of text — real Oracle lines repeated, and hostile ones: a run of spaces,
unclosed parentheses, a line of mana symbols, quotes, one word over and over — a card is
made from texts of 1,250 to 20,000 characters (the README's "Hostile input": a text
field holds at most 20,000; one more character is refused, shown on the last line).
The parser cache is off and the parser's in-process memo cleared before every run, so
each run parses; the Oracle grammar is built once before the clock starts. Time is the
process's CPU time (steadier than wall time on a shared machine), the best of
``--repeat`` runs. The baseline is each shape's shortest text, in the
same process: "x per char" is (time / length) divided by the baseline's, so a linear
parse stays near 1.0x as the text grows 16-fold, where a quadratic one would reach 16x.
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from collections.abc import Callable

os.environ["MTGLAB_CACHE_DIR"] = "off"  # every run parses; nothing is read from disk

SIZES = (1_250, 2_500, 5_000, 10_000, 20_000)


def _cycle(unit: str) -> Callable[[int], str]:
    return lambda n: (unit * (n // len(unit) + 1))[:n]


SHAPES: dict[str, Callable[[int], str]] = {
    "mana lines": _cycle("{T}: Add {G}.\n{1}, {T}: Add one mana of any color.\n"),
    "one long line": _cycle("Whenever a creature you control dies, draw a card, then "),
    "trigger lines": _cycle("When Probe enters, create a 1/1 green Saproling creature "
                            "token.\n"),
    "reminder text": _cycle("Flying (This creature can't be blocked except by creatures "
                            "with flying or reach.)\n"),
    "a run of spaces": lambda n: "Flying" + " " * (n - 13) + "trample",
    "a run of tabs": lambda n: "Flying" + "\t" * (n - 7) + "x",
    "unclosed parens": lambda n: "Cycling " + "(" * (n - 8),
    "parens and words": _cycle("(a "),
    "mana symbols": lambda n: "{T}: Add " + _cycle("{G}")(n - 9),
    "quotes": _cycle('"'),
    "the card's name": _cycle("Probe "),
    "periods": _cycle("."),
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--shapes", nargs="*", choices=sorted(SHAPES), default=list(SHAPES))
    args = ap.parse_args(argv)

    import mtglab as ml
    from mtglab.cards.oracle import parser
    from mtglab.cards.pool.records import MAX_TEXT_LENGTH

    parser._parser()  # the grammar: built once per process, not timed

    def run(text: str) -> float:
        best = float("inf")
        for _ in range(args.repeat):
            parser.clear_readings()
            start = time.process_time()
            ml.Card.from_text(name="Probe", type_line="Creature — Elf", oracle_text=text)
            best = min(best, time.process_time() - start)
        return best

    print(f"mtglab {ml.__version__}, Python {platform.python_version()} on "
          f"{platform.machine()}; best of {args.repeat}; baseline: each shape at "
          f"{SIZES[0]:,} characters\n")
    print(f"{'shape':18}" + "".join(f"{n:>10,}" for n in SIZES) +
          f"{'x per char at 20,000':>24}")
    worst = 0.0
    for name in args.shapes:
        times = [run(SHAPES[name](n)) for n in SIZES]
        ratio = (times[-1] / SIZES[-1]) / (times[0] / SIZES[0])
        worst = max(worst, ratio)
        print(f"{name:18}" + "".join(f"{t * 1e3:>8.1f}ms" for t in times) +
              f"{ratio:>23.2f}x")
    print(f"\nworst per-character ratio over a 16-fold longer text: {worst:.2f}x "
          "(linear: about 1x; quadratic: 16x)")
    try:
        ml.Card.from_text(name="Probe", type_line="Artifact",
                          oracle_text="x" * (MAX_TEXT_LENGTH + 1))
    except ml.InputLimitError as exc:
        print(f"{MAX_TEXT_LENGTH + 1:,} characters: refused before parsing ({exc})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
