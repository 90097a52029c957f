"""The ``mtglab`` command line.

``mtglab demo`` runs the main job on the bundled default; ``mtglab card NAME`` shows a
card and what the parser made of it.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from mtglab.cards import Card, card, catalogue
from mtglab.errors import MtglabError

DEMO_CARDS = (
    "Llanowar Elves", "Sol Ring", "Reflecting Pool", "Pili-Pala", "Mana Reflection",
    "Contamination", "Wild Growth", "Blood Moon", "Hangarback Walker", "Zygon Infiltrator",
)


def _describe(c: Card) -> str:
    lines = [f"{c.name} {c.mana_cost or ''}".rstrip(), f"  {c.type_line}"]
    for i, a in enumerate(c.abilities):
        flags = [a.kind.value]
        if a.is_mana_ability:
            flags.append("mana ability, CR 605.1")
        if a.intrinsic:
            flags.append("intrinsic, CR 305.6")
        mark = "ok" if a.supported else "--"
        lines.append(f"  [{i}] {mark} {a.text}")
        lines.append(f"        ({'; '.join(flags)})" + (f" {a.problem}" if a.problem else ""))
    return "\n".join(lines)


def _demo(_args: argparse.Namespace) -> int:
    pool = catalogue()
    frame = pool.frame
    print(f"mtglab demo: the bundled catalogue holds {len(pool)} cards; "
          f"{int(frame['mana_abilities'].sum())} mana abilities (CR 605.1), "
          f"{int(frame['supported'].sum())} cards fully understood by the parser.\n")
    for name in DEMO_CARDS:
        print(_describe(card(name)))
        print()
    return 0


def _card(args: argparse.Namespace) -> int:
    print(_describe(card(" ".join(args.name))))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``mtglab`` command."""
    parser = argparse.ArgumentParser(prog="mtglab", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("demo", help="run the demo on the bundled default").set_defaults(func=_demo)
    p = sub.add_parser("card", help="show a card and its parsed abilities")
    p.add_argument("name", nargs="+")
    p.set_defaults(func=_card)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except MtglabError as exc:
        print(f"mtglab: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
