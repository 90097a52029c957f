"""The ``mtglab`` command line.

``mtglab demo`` lays out the bundled default board and shows what mtglab makes of it;
``mtglab show BOARD.yaml`` does the same for a board file; ``mtglab card NAME`` shows a
card and what the parser made of it; ``mtglab coverage PATH`` tells how much of a card
file the Oracle parser understands, by category; ``mtglab census [CARDS]`` finds the
combinations of real cards where the order of replacement effects matters.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

import pandas as pd

from mtglab import __version__
from mtglab.analysis.tables import table_text
from mtglab.cards import Card, card
from mtglab.errors import MtglabError

DEMO_BOARD = "data/boards/demo.yaml"


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


def _section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 76 - len(title)))


def _table(frame: pd.DataFrame) -> None:
    print(table_text(frame) if len(frame) else "(none)")  # mana as {B}{B}, no <NA>


def show_board(board: object, title: str) -> None:
    """Print a board's tables: permanents, abilities, effects, could-produce."""
    from mtglab.analysis.orderings import orderings
    from mtglab.board.board import Board

    assert isinstance(board, Board)
    print(f"mtglab: {title}")
    print(repr(board))
    _section("Permanents")
    _table(board.permanents[["id", "name", "controller", "tapped", "types", "subtypes",
                             "power", "toughness", "counters",
                             "controlled_since_turn_start"]])
    _section("What each permanent can activate now, and why not")
    ab = board.abilities
    ab = ab[ab["kind"] == "activated"].copy()
    ab["ability"] = "[" + ab["index"].astype(str) + "] " + ab["text"]
    _table(ab[["permanent", "ability", "can_activate", "problems"]])
    _section("Continuous and replacement effects")
    _table(board.effects[["source", "effect", "layer", "rule"]])
    _section("What each permanent could produce (CR 106.7)")
    cp = board.could_produce_table()
    cp["could produce"] = cp[["W", "U", "B", "R", "G", "C"]].apply(
        lambda r: "".join(t for t in "WUBRGC" if r[t]) or "-", axis=1)
    _table(cp[["name", "controller", "could produce", "reason"]])
    # the first land that can tap, to show replacement orders
    for p in board:
        chars = board.characteristics(p)
        if "Land" in chars["types"] and board.can_activate(p, 0):
            _section(f"Tapping {p.name}: every order of replacement effects (CR 616.1)")
            _table(orderings(board, p, 0)[["order", "mana", "chooser"]])
            break


def _demo(_args: argparse.Namespace) -> int:
    from mtglab.board.board import Board

    text = resources.files("mtglab").joinpath(DEMO_BOARD).read_text("utf-8")
    board = Board.from_yaml(text)
    show_board(board, f"the bundled default board (mtglab/{DEMO_BOARD})")
    _section("Try it")
    print("  import mtglab as ml; b = ml.Board(); f = b.add('Forest'); b.activate(f, 0)")
    print("  mtglab show BOARD.yaml    mtglab card 'Reflecting Pool'")
    return 0


def _show(args: argparse.Namespace) -> int:
    from mtglab.board.board import Board

    path = Path(args.path)
    board = Board.from_yaml(path)
    show_board(board, str(path))
    return 0


def _card(args: argparse.Namespace) -> int:
    print(_describe(card(" ".join(args.name))))
    return 0


def _coverage(args: argparse.Namespace) -> int:
    if args.cards:
        return _coverage_cards(args)
    from mtglab.audit.mana import play_problem
    from mtglab.cards.coverage import print_coverage

    print_coverage(args.path, top=args.top, play=None if args.no_play else play_problem)
    return 0


def _coverage_cards(args: argparse.Namespace) -> int:
    """``mtglab coverage PATH --cards``: every supported ability played (mtglab.audit)."""
    from mtglab.audit import audit

    result = audit(args.path, progress=True)
    print(result.text(top=args.top))
    return 0


def _census(args: argparse.Namespace) -> int:
    from mtglab.combos import census

    cards = None
    if args.cards:
        from mtglab.cards import load_cards

        cards = load_cards(args.cards)
    result = census(cards, sources=args.source or None, size=args.size,
                    address=args.address, partition_size=args.partition_size,
                    out=args.out, progress=not args.quiet,
                    scheduler=None if args.address else args.scheduler)
    print(repr(result))
    _section("Combinations where the order of replacement effects matters (CR 616.1)")
    _table(result.readable().head(args.top))
    if len(result.errors):
        _section("Boards that raised")
        _table(result.errors.groupby("error").size().rename("boards").reset_index()
               .sort_values("boards", ascending=False).head(args.top))
    if args.csv:
        result.stable().to_csv(args.csv, index=False)
        print(f"\nwrote {len(result.table)} rows to {args.csv}")
    return 0


def _app(args: argparse.Namespace) -> int:
    from mtglab.app import serve

    return serve(port=args.port, open_browser=not args.no_browser, allow_root=args.allow_root,
                 board=args.board, token=args.token, ip=args.ip)


_DESCRIPTION = """\
mtglab: a rules lab for Magic: The Gathering.

Shows boards, cards and parser coverage as plain-text tables, each answer with the
Comprehensive Rules that decided it.
"""

_EPILOG = """\
examples:
  mtglab demo                      the bundled default board
  mtglab show board.yaml           a board file written by Board.to_yaml()
  mtglab card Reflecting Pool      a card and its parsed abilities
  mtglab coverage cards.jsonl      how much of a card file the parser reads
  mtglab coverage cards.jsonl --cards    every supported ability of it played
  mtglab app                       the board builder as a web page (Voila)
  mtglab census                    where the order of replacement effects matters

exit status: 0 success, 1 a refused input (a bad file, an unknown card; the reason is
printed on standard error), 2 bad usage, 3 an internal error (a bug in mtglab).
"""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser: one subcommand per job, ``--version`` and ``--help``."""
    parser = argparse.ArgumentParser(prog="mtglab", description=_DESCRIPTION,
                                     epilog=_EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    if hasattr(parser, "color"):  # Python 3.14 colors help by default: keep it plain
        parser.color = False
    parser.add_argument("--version", action="version", version=f"mtglab {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    sub.add_parser("demo", help="show the bundled default board").set_defaults(func=_demo)
    p = sub.add_parser("show", help="show a board file (YAML)")
    p.add_argument("path")
    p.set_defaults(func=_show)
    p = sub.add_parser("card", help="show a card and its parsed abilities")
    p.add_argument("name", nargs="+")
    p.set_defaults(func=_card)
    p = sub.add_parser("coverage", help="how much of a card file the Oracle parser reads")
    p.add_argument("path", help="a card file: Scryfall bulk JSON, MTGJSON AtomicCards or JSONL")
    p.add_argument("--top", type=int, default=5, help="unsupported wordings listed per row")
    p.add_argument("--no-play", action="store_true",
                   help="don't play each supported mana line alone on a board")
    p.add_argument("--cards", action="store_true",
                   help="by card: the cards and abilities supported, and every supported "
                   "ability played on a board (how many didn't, and why)")
    p.set_defaults(func=_coverage)
    p = sub.add_parser("census", help="where the order of replacement effects matters, "
                       "over combinations of real cards")
    p.add_argument("cards", nargs="?", help="a card file (default: the bundled catalogue)")
    p.add_argument("--size", type=int, default=2, help="cards per combination")
    p.add_argument("--source", action="append", help="a source kind (repeatable)")
    p.add_argument("--scheduler", default=None, help="sync, threads or processes")
    p.add_argument("--address", default=None, help="a dask.distributed scheduler address")
    p.add_argument("--partition-size", type=int, default=250, help="boards per partition")
    p.add_argument("--out", default=None, help="a folder: Parquet per partition, resumable")
    p.add_argument("--csv", default=None, help="write the table to this CSV file")
    p.add_argument("--top", type=int, default=30, help="rows shown")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_census)
    p = sub.add_parser("app", help="serve the board builder as a web page (Voila, 127.0.0.1)")
    p.add_argument("board", nargs="?", help="a board file (YAML) to start from")
    p.add_argument("--port", type=int, default=8866, help="port to listen on (default 8866)")
    p.add_argument("--no-browser", action="store_true", help="don't open a browser")
    p.add_argument("--allow-root", action="store_true",
                   help="accepted as for jupyter; Voila itself runs as root")
    p.add_argument("--token", default=None,
                   help="the token the page's URL must carry (default: a new random one; "
                   "'' for none, warned)")
    p.add_argument("--ip", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1: this machine only)")
    p.set_defaults(func=_app)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``mtglab`` command; returns the exit status.

    Bad usage exits 2 (argparse's convention), a refused input 1 with the reason on
    standard error and no traceback, an internal error 3 (set ``MTGLAB_DEBUG=1`` for the
    traceback).
    """
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version (0) and bad usage (2)
        return int(exc.code) if isinstance(exc.code, int) else 2
    try:
        return int(args.func(args))
    except BrokenPipeError:  # e.g. `mtglab demo | head`
        return 0
    except MtglabError as exc:
        print(f"mtglab: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"mtglab: cannot read {exc.filename or ''}: {exc.strerror or exc}".replace(
            "read : ", "read: "), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("mtglab: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:
        if os.environ.get("MTGLAB_DEBUG"):
            raise
        print(f"mtglab: internal error (please report it): {type(exc).__name__}: "
              f"{str(exc)[:300]}", file=sys.stderr)
        return 3


if __name__ == "__main__":
    sys.exit(main())
