"""Every public function and Board method, given bad arguments, raises only mtglab's errors
(issue 15, deliverable 1; DESIGN.md "Bad input gets a clear error ... nothing of the board
is lost or half-changed by a failed action").

A table names each public callable with a call that works; each of its arguments in turn
is replaced by each of a list of bad values — None, lists, text where a number belongs,
negative and huge numbers, NaN, unknown names, a handle from another board, a
100,000-character string ... The call may succeed (some values are fine somewhere) or raise
an ``ml.MtglabError``, whose message stays short (values are quoted shortened), and a failed
call leaves the board's state as it was. Anything else — a TypeError, AttributeError,
KeyError, ValueError of Python's own, or a hang — is a leak and fails the test with the
list of leaks. A public name without an entry in the table fails too, so new functions
and methods are swept as they are added.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import matplotlib
import numpy as np
import pytest

import mtglab as ml

matplotlib.use("Agg")  # the plots draw off screen
#: a board of the other kind of object with the same ids: its handles are foreign here
_OTHER = ml.Board()
for _ in range(3):
    _OTHER.add("Island")
_OTHER_CARD = _OTHER.add("Mountain", zone="hand")

BAD: dict[str, Any] = {
    "None": None, "a list": [1, 2], "an empty list": [], "a list of None": [None],
    "a list of lists": [[1]], "a list of dicts": [{"x": []}], "a set": {1},
    "a str": "nonsense", "an empty str": "", "a 100,000-character str": "Q" * 100_000,
    "bytes": b"x", "negative": -1, "zero": 0, "a huge int": 10**400,
    "a huge negative int": -(10**400), "a float": 1.5, "NaN": float("nan"),
    "infinity": float("inf"), "a numpy int": np.int64(1), "True": True,
    "an object": object(), "a dict": {"a": 1}, "a dict of None": {None: None},
    "a counters dict with a list": {"+1/+1": [1]}, "a cost naming no permanent":
        {"tap": "nonsense"}, "a tuple of None": (None,), "pairs of None": [(None, None)],
    "a handle from another board": _OTHER.get(1),
    "handles from another board": [_OTHER.get(1)],
    "a str with a NUL byte": "a\x00b", "a path with a NUL byte": Path("/tmp/a\x00b"),
    "a 5,000-digit number as text": "9" * 5_000, "a 21,000-character str": "Q" * 21_000,
    "a card handle from another board": _OTHER_CARD, "a board": _OTHER,
}


class Parts:
    """What a call is made of: a fresh copy of the board and handles on it."""

    TEMPLATE = ml.Board()
    FOREST = TEMPLATE.add("Forest")
    ELVES = TEMPLATE.add("Llanowar Elves")
    SOL_RING = TEMPLATE.add("Sol Ring")
    BOLT = TEMPLATE.add("Lightning Bolt", zone="hand")
    LAND = TEMPLATE.add("Island", zone="hand")

    def __init__(self) -> None:
        self.board = self.TEMPLATE.copy()  # O(1); handles stay valid (DESIGN.md)


Call = Callable[[Parts], tuple[Callable[..., Any], dict[str, Any]]]


def _method(method: str, /, **kwargs: Any) -> Call:
    """A call of ``b.method(**kwargs)``; "F", "E", "C", "L" stand for the Forest, the
    Elves, the Lightning Bolt and the Island in hand."""
    def build(parts: Parts) -> tuple[Callable[..., Any], dict[str, Any]]:
        stand_in = {"F": Parts.FOREST, "E": Parts.ELVES, "C": Parts.BOLT, "L": Parts.LAND}
        real = {k: stand_in.get(v, v) if isinstance(v, str) else v for k, v in kwargs.items()}
        return getattr(parts.board, method), real
    return build


def _plot_method(**kwargs: Any) -> Call:
    """A call of ``b.exile_to_cast_later(c, **kwargs)`` on a card with "Plot {0}" put into
    your hand first (702.170a, 116.2k)."""
    plotted = ml.Card.from_text(name="Test Plotter", mana_cost="{1}{R}", type_line="Sorcery",
                                oracle_text="Draw a card.\nPlot {0}")

    def build(parts: Parts) -> tuple[Callable[..., Any], dict[str, Any]]:
        c = parts.board.add(plotted, zone="hand")
        return parts.board.exile_to_cast_later, {"c": c, **kwargs}
    return build


def _room_record() -> dict[str, Any]:
    """A Room (709.5): a split enchantment card whose halves are its doors."""
    door = {"type_line": "Enchantment — Room", "oracle_text": "When you unlock this door, "
            "draw a card."}
    return {"name": "Test Parlor // Test Vault", "layout": "split", "mana_cost":
            "{1} // {2}", "type_line": "Enchantment — Room // Enchantment — Room",
            "faces": [{"name": "Test Parlor", "mana_cost": "{1}", **door},
                      {"name": "Test Vault", "mana_cost": "{2}", **door}]}


def _room_method(method: str, /, **kwargs: Any) -> Call:
    """A call of ``b.method(**kwargs)`` on a Room put onto the board first ("R")."""
    from mtglab.cards.pool.loaders import cards_from_records

    room = cards_from_records([_room_record()])[0]

    def build(parts: Parts) -> tuple[Callable[..., Any], dict[str, Any]]:
        p = parts.board.add(room)
        return getattr(parts.board, method), {k: p if v == "R" else v
                                              for k, v in kwargs.items()}
    return build


def _setter(attr: str, /, value: Any) -> Call:
    def build(parts: Parts) -> tuple[Callable[..., Any], dict[str, Any]]:
        return (lambda value: setattr(parts.board, attr, value)), {"value": value}
    return build


def _function(fn: Callable[..., Any], /, **kwargs: Any) -> Call:
    def build(parts: Parts) -> tuple[Callable[..., Any], dict[str, Any]]:
        return fn, {k: parts.board if v is Parts else v for k, v in kwargs.items()}
    return build


CALLS: dict[str, Call] = {
    # the functions of ml.__all__
    "ml.card": _function(ml.card, name="Forest"),
    "ml.catalogue": _function(ml.catalogue),
    "ml.suggest": _function(ml.suggest, name="Llanowar", names=None, n=5),
    "ml.coverage": _function(ml.coverage, path_or_pool=[ml.card("Llanowar Elves")], top=5),
    "ml.load_cards": _function(ml.load_cards, path="/nonexistent/cards.json", register=False),
    "ml.mana_outcomes": _function(ml.mana_outcomes, board=Parts, player="you", limit=100),
    "ml.mana_summary": _function(ml.mana_summary, board=Parts, player="you"),
    "ml.orderings": _function(ml.orderings, board=Parts, p=Parts.FOREST, ability=0,
                              group=False, limit=100, x=None, progress=False),
    "ml.orderings cast=": _function(ml.orderings, board=Parts, cast="Hangarback Walker", x=1,
                                    copy_of=None, controller=None, choices=(), targets=(),
                                    group=False, limit=100),
    "ml.orderings create=": _function(ml.orderings, board=Parts, create=("Treasure", 2),
                                      group=False, limit=100),
    "ml.orderings create= defined": _function(
        ml.orderings, board=Parts, create=({"name": "Thopter", "types": ["Artifact"]}, 1)),
    "ml.orderings counters=": _function(ml.orderings, board=Parts,
                                        counters=(Parts.ELVES, "+1/+1", 2), group=True),
    "ml.read_decklist": _function(ml.read_decklist, text_or_path="4 Forest", pool=None),
    "ml.rule": _function(ml.rule, number="616.1e"),
    # the constructors of ml.__all__'s classes that users call
    "ml.Board": _function(ml.Board, players=("you", "opponent"), active=None,
                          phase="precombat main", commanders=None, life=20),
    "ml.Board.from_yaml": _function(ml.Board.from_yaml,
                                    text_or_path=Parts.TEMPLATE.to_yaml()),
    "ml.Board.from_forge_puzzle": _function(ml.Board.from_forge_puzzle,
                                            path="/nonexistent/p.pzl"),
    "ml.Board.read_forge_puzzle": _function(ml.Board.read_forge_puzzle,
                                            path="/nonexistent/p.pzl"),
    "ml.Card.from_text": _function(ml.Card.from_text, name="Gadget", type_line="Artifact",
                                   oracle_text="", mana_cost="{1}", power=None, toughness=None,
                                   loyalty=None, defense=None, color_indicator=None,
                                   layout="normal", faces=()),
    "ml.Card.from_scryfall": _function(ml.Card.from_scryfall, obj={
        "name": "Gadget", "type_line": "Artifact", "oracle_text": ""}),
    "ml.Card.from_mtgjson": _function(ml.Card.from_mtgjson, obj={
        "name": "Gadget", "type": "Artifact", "text": ""}),
    "ml.CardPool": _function(ml.CardPool, cards=[ml.card("Forest")], source=""),
    "ml.CardPool.find": _function(ml.CardPool([ml.card("Forest")]).find, name="Forest"),
    "ml.Mana": _function(ml.Mana, text="GG"),
    "ml.Mana.from_counts": _function(ml.Mana.from_counts, counts=[0, 0, 0, 0, 2, 0]),
    "ml.Mana.parse": _function(ml.Mana.parse, symbols="{G}{G}"),
    "ml.ManaCost.parse": _function(ml.ManaCost.parse, text="{2}{G}"),
    # the lazily imported layers: plots (matplotlib) and the board builder (ipywidgets)
    "ml.plot.could_produce_heatmap": lambda parts: (ml.plot.could_produce_heatmap, {
        "board": parts.board, "ax": None}),
    "ml.plot.orderings_tree": lambda parts: (ml.plot.orderings_tree, {
        "board": parts.board, "p": Parts.FOREST, "ability": 0, "x": None, "ax": None,
        "max_leaves": 64}),
    "ml.plot.outcomes": lambda parts: (ml.plot.outcomes, {
        "board": parts.board, "p": Parts.FOREST, "ability": 0, "x": None, "top": 10,
        "ax": None}),
    "ml.plot.payable_region": lambda parts: (ml.plot.payable_region, {
        "board": parts.board, "player": "you", "colors": ("G", "U"), "max_amount": 2,
        "ax": None}),
    "ml.plot.scaling": lambda parts: (ml.plot.scaling, {
        "data": [{"n": 1, "t": 0.1}, {"n": 2, "t": 0.2}], "x": "n", "ys": ["t"], "ax": None,
        "title": "", "xlabel": None, "ylabel": "seconds", "logx": False, "logy": True,
        "guides": ()}),
    "ml.svg.board": lambda parts: (ml.svg.board, {
        "b": parts.board, "arrows": [(Parts.FOREST, Parts.ELVES, "x")],
        "highlight": [Parts.FOREST], "width": 960, "could_produce": True}),
    "ml.svg.effect_arrows": lambda parts: (ml.svg.effect_arrows, {"b": parts.board,
                                                                  "p": None}),
    "ml.svg.order_arrows": lambda parts: (ml.svg.order_arrows, {
        "b": parts.board, "p": Parts.FOREST, "order": ()}),
    "ml.widgets.BoardBuilder": lambda parts: (ml.widgets.BoardBuilder, {
        "board": parts.board}),
    # every public method of ml.Board
    "Board.restore": _method("restore", state=Parts.TEMPLATE.state),
    "Board.life": _method("life", player="you", value=None),
    "Board.life set": _method("life", player="you", value=15),
    "Board.commander": _method("commander", player="you"),
    "Board.mana_pool": _method("mana_pool", player="you"),
    "Board.id_of": _method("id_of", p="F"),
    "Board.get": _method("get", name_or_id="Forest"),
    "Board.add": _method("add", card="Forest", controller="you", owner=None, tapped=False,
                         controlled_since_turn_start=True, counters=None, attached_to=None,
                         copy_of=None, choices=(), token=False, zone="battlefield",
                         face_down=False),
    "Board.add zone=": _method("add", card="Forest", zone="hand"),
    "Board.card_id": _method("card_id", c="C", zone=None, player=None),
    "Board.cards": _method("cards", player="you", zone="hand"),
    "Board.player_counters": _method("player_counters", player="you"),
    "Board.create_token": _method("create_token", name="Treasure", controller="you",
                                  tapped=False, controlled_since_turn_start=True,
                                  attached_to=None, count=1, order=None, enter_order=None,
                                  replacements=True, choices=()),
    "Board.create_tokens": _method("create_tokens", name="Treasure", controller="you",
                                   tapped=False, controlled_since_turn_start=True,
                                   attached_to=None, count=2, order=None, enter_order=None,
                                   replacements=True, choices=()),
    "Board.create_token defined": _method(
        "create_token", name="Thopter", controller="you", types=["Artifact", "Creature"],
        subtypes=["Thopter"], supertypes=[], colors=[], power=1, toughness=1,
        oracle_text="Flying"),
    "Board.remove": _method("remove", p="F", to="graveyard"),
    "Board.add_counters": _method("add_counters", p="F", kind="+1/+1", n=1),
    "Board.exile_with": _method("exile_with", p="F", cards=["Island"], owner=None),
    "Board.put_counters": _method("put_counters", target="F", kind="+1/+1", n=1, by="you",
                                  order=None, check_state=True),
    "Board.add_mana": _method("add_mana", player="you", mana="G", snow=False),
    "Board.remove_counters": _method("remove_counters", p="E", kind="+1/+1", n=1, by=None,
                                     check_state=True),
    "Board.unlock": _room_method("unlock", p="R", door="Test Vault", pay=False, choices=(),
                                 check_state=True),
    "Board.lock": _room_method("lock", p="R", door="Test Vault"),
    "Board.doors": _room_method("doors", p="R"),
    "Board.counters": _method("counters", p="F"),
    "Board.is_tapped": _method("is_tapped", p="F"),
    "Board.controller": _method("controller", p="F"),
    "Board.characteristics": _method("characteristics", p="F"),
    "Board.copiable_values": _method("copiable_values", p="F"),
    "Board.mana_value": _method("mana_value", p="F"),
    "Board.explain": _method("explain", p="F", values=False),
    "Board.ability_index": _method("ability_index", p="F", ability=0),
    "Board.activation_problems": _method("activation_problems", p="F", ability=0,
                                         player=None, x=None),
    "Board.can_activate": _method("can_activate", p="F", ability=0, player=None, x=None),
    "Board.activate": _method("activate", p="F", ability=0, targets=(), choices=(),
                              costs=None, order=None, x=None, player=None, resolve=True,
                              check_state=True, pay_with=None),
    "Board.cast": _method("cast", card="Llanowar Elves", controller=None, x=None, targets=(),
                          choices=(), copy_of=None, resolve=True, order=None,
                          check_state=True, kicked=0, convoke=(), delve=(), exile=(),
                          discard=(), reveal=(), modes=None),
    "Board.resolve": _method("resolve", choices=(), check_state=True, order=None),
    "Board.transform": _method("transform", p="F", check_state=True),
    "Board.turn_face_up": _method("turn_face_up", p="F", pay=False, using=None,
                                  choices=(), check_state=True),
    "Board.tap": _method("tap", p="F", check_state=True, choices=()),
    "Board.untap": _method("untap", p="F", check_state=True),
    "Board.attach": _method("attach", obj="F", to="E", choices=(), check_state=True),
    "Board.gain_control": _method("gain_control", p="F", player="opponent",
                                  until_end_of_turn=False, haste=False, source="an effect",
                                  check_state=True),
    "Board.pass_turn": _method("pass_turn", choices=(), check_state=True),
    "Board.advance": _method("advance", to="end", choices=()),
    "Board.play_land": _method("play_land", c="L", player=None, choices=(),
                               check_state=True),
    "Board.exile_to_cast_later": _plot_method(keyword="plot", player=None),
    "Board.put_onto_battlefield": _method("put_onto_battlefield", c="L", controller=None,
                                          tapped=False, choices=(), check_state=True),
    "Board.speed": _method("speed", player="you", value=None),
    "Board.speed set": _method("speed", player="you", value=4),
    "Board.dungeons_completed": _method("dungeons_completed", player="you", value=1),
    "Board.dungeon": _method("dungeon", player="you"),
    "Board.ring_tempted": _method("ring_tempted", player="you", value=2),
    "Board.ring_bearer": _method("ring_bearer", player="you"),
    "Board.commander_casts": _method("commander_casts", player="you", value=1),
    "Board.set_turn_history": _method("set_turn_history", player="you", attackers=1,
                                      spell_colors=["R"], spell_types=["Instant"],
                                      died_types=["Creature — Bear"]),
    "Board.check_state": _method("check_state", keep=(), choices=()),
    "Board.can_attack": _method("can_attack", p="E"),
    "Board.attack_problems": _method("attack_problems", p="E"),
    "Board.attack": _method("attack", defender=None, choices=(), check_state=True, exert=()),
    "Board.block": _method("block", blocker=None, attacker=None, blocks=(), choices=(),
                           check_state=True),
    "Board.combat_damage": _method("combat_damage", choices=(), check_state=True),
    "Board.in_combat": _method("in_combat"),
    "Board.could_produce": _method("could_produce", p="F"),
    "Board.could_produce_table": _method("could_produce_table"),
    "Board.productions": _method("productions", p="F", ability=0, x=None),
    "Board.can_pay": _method("can_pay", cost="{G}", player=None, spell=None, x=None),
    "Board.payment_plan": _method("payment_plan", cost="{G}", player=None, spell=None,
                                  x=None),
    "Board.become_copy": _method("become_copy", p="E", original="F", duration=None,
                                 check_state=True),
    "Board.graveyard": _method("graveyard", player="you"),
    "Board.hand": _method("hand", player="you"),
    "Board.library": _method("library", player="you"),
    "Board.edit": _method("edit", p="F", tapped=None, controlled_since_turn_start=None,
                          counters=None, choices=None, entered_this_turn=None, level=None),
    "Board.copy": _method("copy"),
    "Board.to_yaml": _method("to_yaml"),
    "Board.active =": _setter("active", "you"),
    "Board.phase =": _setter("phase", "upkeep"),
    "Board.monarch =": _setter("monarch", "you"),
    "Board.day_night =": _setter("day_night", "day"),
    "Board.initiative =": _setter("initiative", "you"),
}

#: public names that take no user input worth sweeping, and why
NOT_SWEPT = {
    "Ability", "AbilityKind", "ActivationResult", "ManaType",  # made by mtglab, read by users
    "Permanent",  # a handle: made by the board (add, get ...), passed back to it
    "Rule",  # made by ml.rule, read by users
    "Phase", "Zone",  # closed vocabularies: tests/test_closed_vocabularies.py
}


def _public_board_methods() -> set[str]:
    names = set()
    for name, value in vars(ml.Board).items():
        if name.startswith("_"):
            continue
        if isinstance(value, property):
            if value.fset is not None:
                names.add(f"Board.{name} =")
        elif inspect.isfunction(value) or isinstance(value, classmethod | staticmethod):
            names.add(f"ml.Board.{name}" if isinstance(value, classmethod | staticmethod)
                      else f"Board.{name}")
    return names


def test_the_table_names_every_public_function_and_board_method() -> None:
    swept = {name.split(" ")[0] if not name.endswith(" =") else name for name in CALLS}
    functions = {f"ml.{n}" for n in ml.__all__ if inspect.isfunction(getattr(ml, n))}
    classes = {n for n in ml.__all__ if inspect.isclass(getattr(ml, n))
               and not issubclass(getattr(ml, n), BaseException)}
    assert functions - swept == set()
    # a class counts as swept by its constructor or its alternative constructors
    assert {c for c in classes - NOT_SWEPT
            if not any(k == f"ml.{c}" or k.startswith(f"ml.{c}.") for k in swept)} == set()
    assert _public_board_methods() - swept == set()
    assert {f"ml.plot.{n}" for n in ml.plot.__all__} - swept == set()


def _call(build: Call, replace: dict[str, Any]) -> str | None:
    """Make the call; None if it succeeded or raised an mtglab error as it should,
    else what leaked."""
    parts = Parts()
    fn, kwargs = build(parts)
    kwargs = {**kwargs, **replace}
    before = parts.board.state
    try:
        fn(**kwargs)
    except ml.MtglabError as exc:
        if len(str(exc)) > 2_000:
            return f"an unshortened message of {len(str(exc)):,} characters"
        if parts.board.state is not before:
            return f"{type(exc).__name__} after changing the board"
    except Exception as exc:  # a leak: what the test is for
        return f"{type(exc).__name__}: {str(exc)[:100]}"
    finally:
        if "matplotlib.pyplot" in sys.modules:
            sys.modules["matplotlib.pyplot"].close("all")
    if parts.board.state is not before:
        return _round_trip(parts.board)
    return None


def _round_trip(board: ml.Board) -> str | None:
    """None if the board's file reads back to the very same file, else why not: what an
    action accepted, a board file holds (README, "Hostile input")."""
    try:
        written = board.to_yaml()
        again = ml.Board.from_yaml(written).to_yaml()
    except Exception as exc:
        return f"accepted, then its board file fails: {type(exc).__name__}: {str(exc)[:100]}"
    return None if again == written else "accepted, then its board file reads back changed"


@pytest.mark.parametrize("name", list(CALLS))
def test_bad_arguments_raise_only_mtglab_errors(name: str) -> None:
    build = CALLS[name]
    _fn, good = build(Parts())
    assert _call(build, {}) is None, "the call the table makes must work"
    leaks = [f"{arg}={label}: {leak}" for arg in good for label, bad in BAD.items()
             if (leak := _call(build, {arg: bad})) is not None]
    assert leaks == []


def test_the_leaks_this_sweep_found_are_named_errors() -> None:
    # each was a TypeError, AttributeError or plain ValueError before (issue 15)
    b, forest = Parts.TEMPLATE.copy(), Parts.FOREST
    cases: list[tuple[Callable[[], Any], type[Exception], str]] = [
        (lambda: ml.orderings(b, None, 0), ml.BadArgumentTypeError, "p: "),
        (lambda: ml.orderings(b, forest, 0, limit="x"), ml.BadArgumentTypeError, "limit: "),
        (lambda: ml.orderings(b, forest, 0, limit=0), ml.BadArgumentError, "limit: 0"),
        (lambda: ml.orderings(None, forest), ml.BadArgumentTypeError, "board: "),
        (lambda: ml.orderings(b, cast="Hangarback Walker", x="3"), ml.BadArgumentTypeError,
         "x: "),
        (lambda: ml.mana_outcomes(b, "you", limit=None), ml.BadArgumentTypeError, "limit"),
        (lambda: ml.Mana("X"), ml.BadArgumentError, "mana: 'X'"),
        (lambda: ml.Mana(None), ml.BadArgumentTypeError, "mana: "),
        (lambda: ml.Mana.parse("{W/U}"), ml.ManaCostError, "{W/U}"),  # needs a choice, 106.8
        (lambda: ml.Mana.from_counts([1, 2]), ml.BadArgumentError, "counts: [1, 2]"),
        (lambda: ml.Mana("G") - ml.Mana("GG"), ml.BadArgumentError, "'GG'"),
        (lambda: ml.Mana("G") + 5, ml.BadArgumentTypeError, "mana added"),  # AttributeError
        (lambda: ml.Mana("G") - "G", ml.BadArgumentTypeError, "mana taken"),
        (lambda: ml.Mana("G") * "x", ml.BadArgumentTypeError, "factor"),
        (lambda: ml.Mana("G") * -1, ml.BadArgumentError, "factor: -1"),
        (lambda: ml.coverage(None), ml.BadArgumentTypeError, "path_or_pool"),
        (lambda: ml.coverage([ml.card("Forest")], top="5"), ml.BadArgumentTypeError, "top"),
        (lambda: b.get(_OTHER.get(1)), ml.UnknownPermanentError, "another board"),
        (lambda: b.add("Forest", choices=None), ml.BadArgumentTypeError, "choices"),
        (lambda: b.card_id(None), ml.BadArgumentTypeError, "card: "),
        (lambda: b.create_token(name="X", types=["Artifact"], oracle_text=5),
         ml.BadArgumentTypeError, "oracle_text"),
        (lambda: b.create_token(name="X", types=["Artifact"], supertypes=None),
         ml.BadArgumentTypeError, "supertypes"),
        (lambda: b.activate(forest, 0, choices=None), ml.BadArgumentTypeError, "choices"),
        (lambda: b.activate(forest, 0, targets="Forest"), ml.BadArgumentTypeError, "targets"),
        (lambda: b.activate(forest, 0, pay_with="yes"), ml.BadArgumentTypeError, "pay_with"),
        (lambda: b.cast("Llanowar Elves", targets=None), ml.BadArgumentTypeError, "targets"),
        (lambda: b.resolve(choices=5), ml.BadArgumentTypeError, "choices"),
        (lambda: b.edit(forest, counters=[1]), ml.BadArgumentTypeError, "counters"),
        (lambda: ml.Card.from_text(name="X", type_line="Artifact", faces=None),
         ml.CardDataError, "faces"),
        # ml.census checks its arguments before starting any work
        (lambda: ml.census(cards=5), ml.BadArgumentTypeError, "cards: "),
        (lambda: ml.census(["Mana Reflection"], size="2"), ml.BadArgumentTypeError, "size: "),
        (lambda: ml.census(["Mana Reflection"], size=10**400), ml.BadArgumentError, "size: "),
        (lambda: ml.census(["Mana Reflection"], partition_size="x"), ml.BadArgumentTypeError,
         "partition_size: "),
        (lambda: ml.census(["Mana Reflection"], out=5), ml.BadArgumentTypeError, "out: "),
    ]
    for action, error, quoted in cases:
        with pytest.raises(error) as info:
            action()
        assert quoted in str(info.value)
        assert isinstance(info.value, TypeError if issubclass(error, ml.BadArgumentTypeError)
                          else ValueError)


#: bad values one level down: an item of a list, a value of a mapping
ITEMS: dict[str, Any] = {
    "None": None, "NaN": float("nan"), "a huge int": 10**400, "negative": -1, "a float": 1.5,
    "a str": "nonsense", "an empty str": "", "a list": [], "a dict": {}, "an object": object(),
    "a handle from another board": _OTHER.get(1), "bytes": b"x", "a numpy int": np.int64(2),
    "True": True, "a tuple": ("G",), "a 100,000-character str": "Q" * 100_000,
    "100,000 G": "G" * 100_000,
}


class Rich:
    """A board where choices, costs and orders are asked: Birds of Paradise's color
    (CR 106.7), Squandered Resources' sacrifice (602.2b), mana in the pool."""

    TEMPLATE = ml.Board()
    BIRDS = TEMPLATE.add("Birds of Paradise")
    FOREST = TEMPLATE.add("Forest")
    RESOURCES = TEMPLATE.add("Squandered Resources")
    ELVES = TEMPLATE.add("Llanowar Elves")
    TEMPLATE.add_mana("you", "GGGUUU")


Nested = Callable[[ml.Board, Any], Any]


class _Pairs(Mapping[Any, Any]):
    """A mapping whose keys may be anything, unhashable ones too (a mapping-like object a
    user could pass)."""

    def __init__(self, pairs: list[tuple[Any, Any]]) -> None:
        self._pairs = pairs

    def __getitem__(self, key: Any) -> Any:
        for k, v in self._pairs:
            if k is key:
                return v
        raise KeyError(key)

    def __iter__(self) -> Iterator[Any]:
        return iter([k for k, _v in self._pairs])

    def __len__(self) -> int:
        return len(self._pairs)


NESTED: dict[str, Nested] = {
    "activate(choices=[v])": lambda b, v: b.activate(Rich.BIRDS, 0, choices=[v]),
    "activate(order=[v])": lambda b, v: b.activate(Rich.FOREST, 0, order=[v]),
    "activate(costs={'sacrifice': v})": lambda b, v: b.activate(
        Rich.RESOURCES, 0, costs={"sacrifice": v}),
    "activate(costs={v: ...})": lambda b, v: b.activate(Rich.RESOURCES, 0,
                                                        costs=_Pairs([(v, Rich.FOREST)])),
    "activate(costs={'mana': v})": lambda b, v: b.activate(
        Rich.RESOURCES, 0, costs={"sacrifice": Rich.FOREST, "mana": v}),
    "activate(pay_with=[(v, 0)])": lambda b, v: b.activate(Rich.ELVES, 0, pay_with=[(v, 0)]),
    "activate(pay_with=[(p, v)])": lambda b, v: b.activate(Rich.ELVES, 0,
                                                           pay_with=[(Rich.FOREST, v)]),
    "cast(choices=[v])": lambda b, v: b.cast("Llanowar Elves", choices=[v]),
    "cast(choices=[v], resolve=False)": lambda b, v: b.cast("Llanowar Elves", choices=[v],
                                                           resolve=False),
    "cast(kicked=[v])": lambda b, v: b.cast("Llanowar Elves", kicked=[v]),
    "cast(convoke=[v])": lambda b, v: b.cast("Llanowar Elves", convoke=[v]),
    "cast(delve=[v])": lambda b, v: b.cast("Llanowar Elves", delve=[v]),
    "cast(modes=[v])": lambda b, v: b.cast("Llanowar Elves", modes=[v]),
    "activate(costs={'tap': v})": lambda b, v: b.activate(Rich.FOREST, 0, costs={"tap": v}),
    "create_token(choices=[v])": lambda b, v: b.create_token("Treasure", choices=[v]),
    "create_token(order=[v])": lambda b, v: b.create_token("Treasure", order=[v]),
    "pass_turn(choices=[v])": lambda b, v: b.pass_turn(choices=[v]),
    "put_counters(order=[v])": lambda b, v: b.put_counters(Rich.ELVES, "+1/+1", 1,
                                                           order=[v]),
    "orderings(create=(v, 1))": lambda b, v: ml.orderings(b, create=(v, 1)),
    "orderings(create=({'types': [v]}, 1))": lambda b, v: ml.orderings(
        b, create=({"types": [v]}, 1)),
    "set_turn_history(spell_types=[v])": lambda b, v: b.set_turn_history("you",
                                                                         spell_types=[v]),
    "exile_with(cards=[v])": lambda b, v: b.exile_with(Rich.BIRDS, [v]),
    "cast(targets=[v])": lambda b, v: b.cast("Llanowar Elves", targets=[v]),
    "cast(order=[v])": lambda b, v: b.cast("Llanowar Elves", order=[v]),
    "add(choices=[v])": lambda b, v: b.add("Quirion Elves", choices=[v]),
    "add(choices={'color': v})": lambda b, v: b.add("Quirion Elves", choices={"color": v}),
    "add(counters={'+1/+1': v})": lambda b, v: b.add("Forest", counters={"+1/+1": v}),
    "Board(commanders={'you': v})": lambda b, v: ml.Board(commanders={"you": v}),
    "Board(players=[v, ...])": lambda b, v: ml.Board(players=[v, "opponent"]),
    "edit(choices=[v])": lambda b, v: b.edit(Rich.BIRDS, choices=[v]),
    "edit(counters={'+1/+1': v})": lambda b, v: b.edit(Rich.BIRDS, counters={"+1/+1": v}),
    "edit(attached_to=v)": lambda b, v: b.edit(Rich.BIRDS, attached_to=v),
    "check_state(keep=[v])": lambda b, v: b.check_state(keep=[v]),
    "create_token(colors=[v])": lambda b, v: b.create_token(
        name="X", types=["Creature"], colors=[v], power=1, toughness=1),
    "create_token(types=[v])": lambda b, v: b.create_token(name="X", types=[v], power=1,
                                                           toughness=1),
    "orderings(cast=, choices=[v])": lambda b, v: ml.orderings(b, cast="Quirion Elves",
                                                               choices=[v]),
    "orderings(cast=, targets=[v])": lambda b, v: ml.orderings(b, cast="Llanowar Elves",
                                                               targets=[v]),
    "orderings(p, v)": lambda b, v: ml.orderings(b, Rich.BIRDS, v),
    "can_pay(v)": lambda b, v: b.can_pay(v),
    "payment_plan(v)": lambda b, v: b.payment_plan(v),
    "can_pay(spell=v)": lambda b, v: b.can_pay("{G}", spell=v),
    "read_decklist(v)": lambda b, v: ml.read_decklist(v),
    "Mana.from_counts(G=v)": lambda b, v: ml.Mana.from_counts(G=v),
    "Card.from_scryfall({'name': v})": lambda b, v: ml.Card.from_scryfall(
        {"name": v, "type_line": "Artifact"}),
    "Board.from_yaml(v)": lambda b, v: ml.Board.from_yaml(v),
    "coverage(play=v)": lambda b, v: ml.coverage([ml.card("Forest")], play=v),
}


@pytest.mark.parametrize("name", list(NESTED))
def test_bad_items_inside_arguments_raise_only_mtglab_errors(name: str) -> None:
    leaks = []
    for label, item in ITEMS.items():
        b = Rich.TEMPLATE.copy()
        before = b.state
        try:
            NESTED[name](b, item)
        except ml.MtglabError as exc:
            if len(str(exc)) > 2_000:
                leaks.append(f"{label}: an unshortened message of {len(str(exc)):,} characters")
            elif b.state is not before:
                leaks.append(f"{label}: {type(exc).__name__} after changing the board")
        except Exception as exc:  # a leak: what the test is for
            leaks.append(f"{label}: {type(exc).__name__}: {str(exc)[:100]}")
        else:
            if b.state is not before and (why := _round_trip(b)) is not None:
                leaks.append(f"{label}: {why}")
    assert leaks == []
