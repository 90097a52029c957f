"""The ``mtglab`` command line.

``mtglab demo`` lays out the bundled default board and shows what mtglab makes of it;
``mtglab show BOARD.yaml`` does the same for a board file; ``mtglab card NAME`` shows a
card and what the parser made of it; ``mtglab coverage PATH`` tells how much of a card
file the Oracle parser understands, by category; ``mtglab census [CARDS]`` finds the
combinations of real cards where the order of replacement effects matters;
``mtglab cards download`` fetches every card (Scryfall's Oracle cards) once for every
session; ``mtglab rule NUMBER`` shows a rule mtglab cites; ``mtglab mana DECKFILE`` tells
how often a deck could cast each of its spells on curve.

Tables fit 100 columns (long cells wrap; ``--wide`` prints each row on one line).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import pandas as pd

from mtglab import __version__
from mtglab.analysis.orderings import orderings
from mtglab.analysis.tables import table_text, wrap_text
from mtglab.app import serve
from mtglab.audit import audit
from mtglab.audit.mana import play_problem
from mtglab.board.board import Board
from mtglab.cards import Card, card, load_cards
from mtglab.cards.pool.coverage import print_coverage
from mtglab.cards.pool.download import (
    BULK_DATA_INDEX,
    KINDS,
    cache_folder,
    download_cards,
    downloaded_file,
)
from mtglab.combos import census
from mtglab.errors import MtglabError
from mtglab.manabase import deck_mana
from mtglab.rules import rule

DEMO_BOARD = "data/boards/demo.yaml"
#: The columns the output fits unless ``--wide`` is given.
WIDTH = 100
#: ``mtglab mana`` shows a progress bar from this many games on.
MANA_PROGRESS = 20_000


def _describe(c: Card, width: int | None = WIDTH) -> str:
    """A card as text: name and cost, type line, power/toughness, loyalty or defense,
    and each ability with what the parser made of it (wrapped to ``width``)."""
    def wrap(text: str, indent: str, more: str) -> list[str]:
        if width is None:
            return [indent + text]
        return wrap_text(text, width, initial_indent=indent, subsequent_indent=more)

    lines = [f"{c.name} {c.mana_cost or ''}".rstrip(), f"  {c.type_line}"]
    stats = []
    if c.power is not None or c.toughness is not None:
        stats.append(f"{c.power}/{c.toughness} (power/toughness, CR 208)")
    if c.loyalty is not None:
        stats.append(f"loyalty {c.loyalty} (CR 306.5b)")
    if c.defense is not None:
        stats.append(f"defense {c.defense} (CR 310.4)")
    if stats:
        lines.append("  " + "; ".join(stats))
    for i, a in enumerate(c.abilities):
        flags = [a.kind.value]
        if a.is_mana_ability:
            flags.append("mana ability, CR 605.1")
        if a.intrinsic:
            flags.append("intrinsic, CR 305.6")
        mark = "ok" if a.supported else "--"
        lines += wrap(f"[{i}] {mark} {a.text}", "  ", "         ")
        lines += wrap(f"({'; '.join(flags)})" + (f" {a.problem}" if a.problem else ""),
                      "        ", "         ")
    return "\n".join(lines)


def _section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 76 - len(title)))


def _table(frame: pd.DataFrame, width: int | None = WIDTH) -> None:
    # mana as {B}{B}, no <NA>; long cells wrapped to fit the width
    print(table_text(frame, width=width) if len(frame) else "(none)")


def _width(args: argparse.Namespace) -> int | None:
    return None if getattr(args, "wide", False) else WIDTH


def _load_cards(args: argparse.Namespace) -> None:
    """``--cards FILE``: make a card file's cards known before anything is looked up."""
    if getattr(args, "cards", None):
        pool = load_cards(args.cards)
        print(f"mtglab: {len(pool):,} cards from {args.cards}", file=sys.stderr)


def show_board(board: object, title: str, *, width: int | None = WIDTH) -> None:
    """Print a board's tables: permanents, abilities, effects, could-produce (each line
    at most ``width`` columns; ``None``: every row on one line)."""
    assert isinstance(board, Board)
    print(f"mtglab: {title}")
    print(repr(board))
    _section("Permanents")
    _table(board.permanents[["id", "name", "controller", "tapped", "types", "subtypes",
                             "power", "toughness", "counters",
                             "controlled_since_turn_start"]], width)
    _section("What each permanent can activate now, and why not")
    ab = board.abilities
    ab = ab[ab["kind"] == "activated"].copy()
    ab["ability"] = "[" + ab["index"].astype(str) + "] " + ab["text"]
    _table(ab[["permanent", "ability", "can_activate", "problems"]], width)
    _section("Continuous and replacement effects")
    _table(board.effects[["source", "effect", "layer", "rule"]], width)
    _section("What each permanent could produce (CR 106.7)")
    cp = board.could_produce_table()
    cp["could produce"] = cp[["W", "U", "B", "R", "G", "C"]].apply(
        lambda r: "".join(t for t in "WUBRGC" if r[t]) or "-", axis=1)
    _table(cp[["name", "controller", "could produce", "reason"]], width)
    # the first land that can tap, to show replacement orders
    for p in board:
        chars = board.characteristics(p)
        if "Land" in chars["types"] and board.can_activate(p, 0):
            _section(f"Tapping {p.name}: every order of replacement effects (CR 616.1)")
            _table(orderings(board, p, 0)[["order", "mana", "chooser"]], width)
            break


def _demo(args: argparse.Namespace) -> int:
    _load_cards(args)
    text = resources.files("mtglab").joinpath(DEMO_BOARD).read_text("utf-8")
    board = Board.from_yaml(text)
    show_board(board, f"the bundled default board (mtglab/{DEMO_BOARD})", width=_width(args))
    _section("Try it")
    print("  import mtglab as ml; b = ml.Board(); f = b.add('Forest'); b.activate(f, 0)")
    print("  mtglab show BOARD.yaml    mtglab card 'Reflecting Pool'")
    return 0


def _show(args: argparse.Namespace) -> int:
    _load_cards(args)
    path = Path(args.path)
    board = Board.from_yaml(path)
    show_board(board, str(path), width=_width(args))
    return 0


def _card(args: argparse.Namespace) -> int:
    _load_cards(args)
    print(_describe(card(" ".join(args.name)), _width(args)))
    return 0


def _cards_download(args: argparse.Namespace) -> int:
    got = download_cards(kind=args.kind, folder=args.folder,
                         index_url=args.index_url or BULK_DATA_INDEX, force=args.force,
                         progress=not args.quiet, load=False)
    print(str(got))
    return 0


def _cards_where(args: argparse.Namespace) -> int:
    folder = Path(args.folder) if args.folder else cache_folder()
    found = downloaded_file(args.kind, folder)
    print(f"cache folder: {folder}")
    print(f"{args.kind}: {found if found else 'not downloaded (mtglab cards download)'}")
    return 0


def _rule(args: argparse.Namespace) -> int:
    import textwrap

    r = rule(" ".join(args.number))
    width = _width(args) or 10_000
    print("\n".join(textwrap.wrap(str(r), width, subsequent_indent="  ")))
    if r.parent:
        parent = rule(r.parent)
        print(f"  part of {parent.citation}: {parent.summary or parent.title}")
    for n in r.children:
        child = rule(n)
        print("\n".join(textwrap.wrap(f"  {child.citation}: {child.summary or '(no summary)'}",
                                      width, subsequent_indent="      ")))
    print(f"  full text: {r.url}")
    return 0


def _coverage(args: argparse.Namespace) -> int:
    if args.cards:
        return _coverage_cards(args)
    print_coverage(args.path, top=args.top, play=None if args.no_play else play_problem,
                   progress=not args.quiet, width=_width(args))
    return 0


def _coverage_cards(args: argparse.Namespace) -> int:
    """``mtglab coverage PATH --cards``: every supported ability played (mtglab.audit)."""
    result = audit(args.path, progress=not args.quiet)
    print(result.text(top=args.top, width=_width(args)))
    return 0


def _census(args: argparse.Namespace) -> int:
    cards = None
    if args.cards:
        cards = load_cards(args.cards)
    result = census(cards, sources=args.source or None, size=args.size,
                    address=args.address, partition_size=args.partition_size,
                    out=args.out, progress=not args.quiet,
                    scheduler=None if args.address else args.scheduler)
    print(repr(result))
    _section("Combinations where the order of replacement effects matters (CR 616.1)")
    _table(result.readable().head(args.top), _width(args))
    if len(result.errors):
        _section("Boards that raised")
        _table(result.errors.groupby("error").size().rename("boards").reset_index()
               .sort_values("boards", ascending=False).head(args.top), _width(args))
    if args.csv:
        result.stable().to_csv(args.csv, index=False)
        print(f"\nwrote {len(result.table)} rows to {args.csv}")
    return 0


def _mana(args: argparse.Namespace) -> int:
    if args.games < 1:
        raise MtglabError(f"--games {args.games}: play at least one game")
    result = deck_mana(Path(args.deckfile), games=args.games, on_play=not args.draw,
                       mulligan=args.mulligan, seed=args.seed, turns=args.turns,
                       scheduler=args.scheduler,
                       progress=not args.quiet and args.games >= MANA_PROGRESS)
    import textwrap

    print(textwrap.fill(f"mtglab mana: {result._summary()}", width=100))
    _section("Each spell on its turn: could it be cast? (95 % interval)")
    shown = result.table.copy()
    pct = {"p_on_curve": "on curve", "low": "low", "high": "high",
           "p_given_lands": "given lands"}
    for column in pct:
        shown[column] = shown[column].map(lambda v: "-" if v != v else f"{100 * v:5.1f}%")
    shown["card"] = shown["card"].map(lambda n: n if len(n) <= 30 else n[:29] + "~")
    shown = shown[["card", "mana_cost", "turn", *pct]].rename(columns=pct)
    print(shown.to_string(index=False))
    _section("One mana of each color available, by turn")
    wide = result.by_turn.pivot(index="colors", columns="turn", values="p")
    wide = wide.reindex([c for c in result.by_turn["colors"].drop_duplicates()])
    print(wide.map(lambda v: f"{100 * v:5.1f}%").to_string())
    print("\nlands are played as mtglab.manabase.policy says; beside the published model: "
          "\nml.deck_mana(...).compare()")
    return 0


def _app(args: argparse.Namespace) -> int:
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
  mtglab cards download            every card, once for every session (Scryfall)
  mtglab card "Urza's Saga" --cards cards.json    a card from a card file
  mtglab coverage cards.jsonl      how much of a card file the parser reads
  mtglab rule 616.1e               a rule mtglab cites, with its summary
  mtglab coverage cards.jsonl --cards    every supported ability of it played
  mtglab app                       the board builder as a web page (Voila)
  mtglab census                    where the order of replacement effects matters
  mtglab mana deck.txt --games 20000   how often a deck casts its spells on curve

Tables fit 100 columns; --wide prints each row on one line.

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
    wide = argparse.ArgumentParser(add_help=False)
    wide.add_argument("--wide", action="store_true",
                      help=f"don't wrap to {WIDTH} columns: each row on one line")
    cards = argparse.ArgumentParser(add_help=False)
    cards.add_argument("--cards", metavar="FILE", default=None,
                       help="load this card file first (any format ml.load_cards reads)")
    p = sub.add_parser("demo", help="show the bundled default board", parents=[wide, cards])
    p.set_defaults(func=_demo)
    p = sub.add_parser("show", help="show a board file (YAML)", parents=[wide, cards])
    p.add_argument("path")
    p.set_defaults(func=_show)
    p = sub.add_parser("card", help="show a card and its parsed abilities",
                       parents=[wide, cards])
    p.add_argument("name", nargs="+")
    p.set_defaults(func=_card)
    _add_cards_command(sub)
    p = sub.add_parser("rule", help="a rule of the Comprehensive Rules mtglab cites",
                       parents=[wide])
    p.add_argument("number", nargs="+", help="a rule number such as 616.1e")
    p.set_defaults(func=_rule)
    p = sub.add_parser("coverage", help="how much of a card file the Oracle parser reads",
                       parents=[wide])
    p.add_argument("path", help="a card file: Scryfall bulk JSON, MTGJSON AtomicCards or JSONL")
    p.add_argument("--top", type=int, default=5, help="unsupported wordings listed per row")
    p.add_argument("--no-play", action="store_true",
                   help="don't play each supported mana line alone on a board")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--cards", action="store_true",
                   help="by card: the cards and abilities supported, and every supported "
                   "ability played on a board (how many didn't, and why)")
    p.set_defaults(func=_coverage)
    p = sub.add_parser("census", help="where the order of replacement effects matters, "
                       "over combinations of real cards", parents=[wide])
    p.add_argument("cards", nargs="?", help="a card file (default: the bundled catalogue)")
    p.add_argument("--size", type=int, default=2, help="cards per combination")
    p.add_argument("--source", action="append", help="a source kind (repeatable)")
    p.add_argument("--scheduler", default=None, help="sync, threads or processes")
    p.add_argument("--address", default=None, help="a dask.distributed scheduler address")
    p.add_argument("--partition-size", type=int, default=1000, help="boards per partition")
    p.add_argument("--out", default=None, help="a folder: Parquet per partition, resumable")
    p.add_argument("--csv", default=None, help="write the table to this CSV file")
    p.add_argument("--top", type=int, default=30, help="rows shown")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_census)
    p = sub.add_parser("mana", help="how often a deck could cast each spell on curve "
                       "(games played with the engine)")
    p.add_argument("deckfile", help="a decklist file (Arena, MTGO .dek or '4 Name' lines)")
    p.add_argument("--games", type=int, default=10_000, help="games to play (default 10,000)")
    p.add_argument("--draw", action="store_true", help="on the draw (default: on the play)")
    p.add_argument("--mulligan", default="london", help="london, commander or none")
    p.add_argument("--turns", type=int, default=None, help="turns played (default: the "
                   "costliest spell's mana value, at most 10)")
    p.add_argument("--seed", type=int, default=0, help="the same seed, the same table")
    p.add_argument("--scheduler", default=None, help="sync, threads or processes")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_mana)
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


def _add_cards_command(sub: Any) -> None:
    """``mtglab cards download`` and ``mtglab cards where``."""
    cards = sub.add_parser("cards", help="every card: download Scryfall's Oracle cards once")
    actions = cards.add_subparsers(dest="action", required=True, metavar="ACTION")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--kind", default="oracle_cards", choices=KINDS,
                        help="which bulk file (default: oracle_cards, every card once)")
    common.add_argument("--folder", default=None,
                        help="the cache folder (default: $MTGLAB_CACHE_DIR or the user cache)")
    p = actions.add_parser("download", parents=[common],
                           help="download (or bring up to date) the bulk card file")
    p.add_argument("--force", action="store_true", help="download even if up to date")
    p.add_argument("--index-url", default=None, help="the bulk-data index (default: Scryfall's)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=_cards_download)
    p = actions.add_parser("where", parents=[common], help="where the card file is cached")
    p.set_defaults(func=_cards_where)


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
