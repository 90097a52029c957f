"""The cases issue 25 found, each refused by name before anything happens (DESIGN.md:
"Bad input gets a clear error ... nothing of the board is lost or half-changed by a
failed action"; README, "Hostile input").

Plain Python errors no longer escape (``ml.BadArgumentError`` is a ``ValueError``,
``ml.BadArgumentTypeError`` a ``TypeError``); actions apply the board file's limits, so a
board they make is one its file reads back; answers nobody asked and cost verbs an
ability doesn't use are refused with what was expected.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.arguments import MAX_TEXT
from mtglab.board import boardfile
from mtglab.cards.pool.records import MAX_TEXT_LENGTH

PUZZLE = "[metadata]\nName:Limits\n[state]\nactiveplayer=human\nactivephase=MAIN1\n"


def _board() -> tuple[ml.Board, Any, Any]:
    b = ml.Board()
    forest, bears = b.add("Forest"), b.add("Grizzly Bears")
    b.add_mana("you", "GGGG")
    return b, forest, bears


def _refused(b: ml.Board, action: Callable[[], Any], error: type[Exception],
             quoted: str) -> None:
    before, written = b.state, b.to_yaml()
    with pytest.raises(error) as info:
        action()
    assert quoted in str(info.value)
    assert b.state is before and b.to_yaml() == written  # a failed action changes nothing


def _reads_back(b: ml.Board) -> None:
    written = b.to_yaml()
    assert ml.Board.from_yaml(written).to_yaml() == written


def test_the_text_limit_is_the_same_for_arguments_card_files_and_board_files() -> None:
    assert MAX_TEXT == MAX_TEXT_LENGTH == boardfile.MAX_TEXT == 20_000


# -- plain Python errors that escaped --------------------------------------------------


@pytest.mark.parametrize("kicked", [None, 1.5, object(), ["{1}", 5]])
def test_kicked_of_the_wrong_kind_is_a_bad_argument_type_702_33(kicked: Any) -> None:
    b, _forest, _bears = _board()
    _refused(b, lambda: b.cast("Llanowar Elves", kicked=kicked), ml.BadArgumentTypeError,
             "kicked")


@pytest.mark.parametrize("create", [("Treasure",), ("Treasure", 1, 2), 5, None])
def test_orderings_create_of_the_wrong_shape_is_a_bad_argument_type(create: Any) -> None:
    b, _forest, _bears = _board()
    with pytest.raises(ml.BadArgumentTypeError, match="create"):
        ml.orderings(b, create=create) if create is not None else \
            ml.orderings(b, create=(None, 1))


@pytest.mark.parametrize("spec", [{"name": "X", "zzz": 1}, {"name": "X", "types": 5},
                                  {"types": ["Creature"], "colors": ["x"]}])
def test_orderings_create_with_an_unknown_or_bad_token_field_is_refused_111_3(
        spec: dict[str, Any]) -> None:
    b, _forest, _bears = _board()
    with pytest.raises(ml.MtglabError, match=r"create|types|colors") as info:
        ml.orderings(b, create=(spec, 1))
    assert isinstance(info.value, ml.BadArgumentError | ml.BadArgumentTypeError)


@pytest.mark.parametrize("call", ["from_forge_puzzle", "read_forge_puzzle", "load_cards",
                                  "coverage", "read_decklist", "from_yaml"])
@pytest.mark.parametrize("as_path", [False, True])
def test_a_nul_character_in_a_path_is_a_bad_argument(call: str, as_path: bool) -> None:
    name = {"from_yaml": "/tmp/board\x00.yaml", "read_decklist": "/tmp/deck\x00.txt"}.get(
        call, "/tmp/cards\x00.pzl")
    path: Any = Path(name) if as_path else name
    fn = {"from_forge_puzzle": ml.Board.from_forge_puzzle,
          "read_forge_puzzle": ml.Board.read_forge_puzzle, "load_cards": ml.load_cards,
          "coverage": ml.coverage, "read_decklist": ml.read_decklist,
          "from_yaml": ml.Board.from_yaml}[call]
    with pytest.raises(ml.BadArgumentError, match="NUL"):
        fn(path)


def test_a_forge_turn_of_5000_digits_is_not_honoured_and_the_turn_passes(
        tmp_path: Path) -> None:
    path = tmp_path / "turn.pzl"
    path.write_text(PUZZLE + "turn=" + "9" * 5_000 + "\n", encoding="utf-8")
    puzzle = ml.Board.read_forge_puzzle(path)  # was Python's ValueError (4,300 digits)
    assert any("turn=" in u.text for u in puzzle.unhonoured)
    b = puzzle.board
    assert b.turn == 1
    b.pass_turn()
    assert b.turn == 2
    _reads_back(b)


def test_a_forge_turn_past_the_limit_is_not_honoured(tmp_path: Path) -> None:
    path = tmp_path / "turn.pzl"
    path.write_text(PUZZLE + "turn=" + "9" * 4_000 + "\n", encoding="utf-8")
    b = ml.Board.from_forge_puzzle(path)  # loaded, then pass_turn raised ValueError
    b.pass_turn()
    assert b.turn == 2
    _reads_back(b)


def test_a_forge_turn_within_the_limit_is_honoured(tmp_path: Path) -> None:
    path = tmp_path / "turn.pzl"
    path.write_text(PUZZLE + "turn=12\n", encoding="utf-8")
    assert ml.Board.from_forge_puzzle(path).turn == 12


def test_a_dek_quantity_of_5000_digits_is_a_card_data_error(tmp_path: Path) -> None:
    path = tmp_path / "deck.dek"
    path.write_text('<?xml version="1.0"?><Deck><Cards CatID="1" Quantity="' + "9" * 5_000 +
                    '" Sideboard="false" Name="Forest" /></Deck>', encoding="utf-8")
    with pytest.raises(ml.CardDataError, match="copies"):
        ml.read_decklist(path)


def test_a_board_file_turn_of_5000_digits_is_refused_unread() -> None:
    b = ml.Board()
    text = b.to_yaml().replace("turn: 1", "turn: " + "9" * 5_000)
    with pytest.raises(ml.InputLimitError, match="digits"):
        ml.Board.from_yaml(text)
    with pytest.raises(ml.CardDataError, match="turn"):
        ml.Board.from_yaml(b.to_yaml().replace("turn: 1", "turn: " + "9" * 30))


# -- boards that couldn't be read back ---------------------------------------------------


@pytest.mark.parametrize("source", [5, ["x"], "x" * (MAX_TEXT + 1)])  # None: "set up by hand"
def test_gain_control_source_must_be_a_text_the_board_file_holds_613_1b(source: Any) -> None:
    b, _forest, bears = _board()
    _refused(b, lambda: b.gain_control(bears, "opponent", source=source), ml.MtglabError,
             "source")


def test_gain_control_with_check_state_false_reads_back_302_6() -> None:
    # the change of control is the effect's own (302.6), not a state-based action
    b, _forest, bears = _board()
    b.gain_control(bears, "opponent", source="Act of Treason", check_state=False)
    assert b.characteristics(bears)["controller"] == "opponent"
    _reads_back(b)


@pytest.mark.parametrize("field", ["name", "oracle_text"])
def test_create_token_text_over_the_limit_is_refused_111_3(field: str) -> None:
    b, _forest, _bears = _board()
    kw = {"name": "Thopter", "types": ["Artifact"], field: "Flying. " * 3_000}
    _refused(b, lambda: b.create_token(**kw), ml.BadArgumentError, field)


def test_a_token_within_the_limit_reads_back() -> None:
    b, _forest, _bears = _board()
    b.create_token(name="Thopter", types=["Artifact", "Creature"], power=1, toughness=1,
                   oracle_text="Flying")
    _reads_back(b)


@pytest.mark.parametrize("junk", [object(), {"a": 1}, b"x", 1.5, ["G", 5]])
def test_a_junk_choice_is_refused_before_casting_601_2(junk: Any) -> None:
    b, _forest, _bears = _board()
    _refused(b, lambda: b.cast("Llanowar Elves", choices=[junk], resolve=False),
             ml.BadArgumentTypeError, "choices[0]")


def test_answers_kept_on_the_stack_read_back_601_2() -> None:
    b, _forest, _bears = _board()
    b.add_mana("you", "UUU")
    b.cast("Clone", choices=[ml.Mana("G"), 3, ("a", "b")], resolve=False)
    _reads_back(b)


# -- silently ignored input ------------------------------------------------------------


def test_an_unknown_cost_verb_is_refused_with_the_verbs_602_2b() -> None:
    b, forest, bears = _board()
    _refused(b, lambda: b.activate(forest, 0, costs={"sacrifice": bears, "zzz": 3}),
             ml.BadArgumentError, "'zzz' is not a cost's verb: one of 'tap'")
    assert not b.is_tapped(forest)


def test_a_cost_the_ability_does_not_have_is_refused_with_its_verbs_602_2b() -> None:
    b, forest, bears = _board()
    _refused(b, lambda: b.activate(forest, 0, costs={"sacrifice": bears}),
             ml.IllegalActionError, "names a cost it doesn't have")
    squandered = b.add("Squandered Resources")
    _refused(b, lambda: b.activate(squandered, 0, costs={"tap": bears}),
             ml.IllegalActionError, "the verbs its cost uses: 'sacrifice'")
    b.activate(squandered, 0, costs={"sacrifice": forest})  # the cost it has (602.2b)


@pytest.mark.parametrize("action", ["cast", "create_token", "pass_turn", "tap", "advance",
                                    "check_state", "resolve"])
def test_answers_nobody_asked_are_refused_saying_what_was_asked(action: str) -> None:
    b, _forest, bears = _board()
    if action == "resolve":
        b.cast("Llanowar Elves", resolve=False)
    calls: dict[str, Callable[[], Any]] = {
        "cast": lambda: b.cast("Llanowar Elves", choices=["G"]),
        "create_token": lambda: b.create_token("Treasure", choices=["G"]),
        "pass_turn": lambda: b.pass_turn(choices=["G"]),
        "tap": lambda: b.tap(bears, choices=["G"]),
        "advance": lambda: b.advance("end", choices=["G"]),
        "check_state": lambda: b.check_state(choices=["G"]),
        "resolve": lambda: b.resolve(choices=["G"]),
    }
    _refused(b, calls[action], ml.IllegalActionError, "['G'] were not asked for (asked: ")


def test_an_answer_that_was_asked_is_taken_106_7() -> None:
    b, _forest, _bears = _board()
    birds = b.add("Birds of Paradise")
    assert b.activate(birds, "{T}: Add", choices=["U"]).mana == "U"
    forest = b.add("Forest")
    with pytest.raises(ml.IllegalActionError, match="not asked"):
        b.activate(forest, 0, choices=["G", "G"])  # one G may be given (single answer)


def test_a_choice_key_a_permanent_does_not_ask_is_refused_614_12a() -> None:
    b, _forest, _bears = _board()
    _refused(b, lambda: b.add("Forest", choices={"color": "G"}), ml.IllegalActionError,
             "is not a choice it asks")
    b.add("Quirion Elves", choices={"color": "G"})  # the choice it asks (614.12a)


@pytest.mark.parametrize("zone", ["hand", "library", "graveyard"])
def test_counters_on_a_card_added_outside_exile_are_refused_before_it_moves_122_1(
        zone: str) -> None:
    # mtglab keeps counters only on cards in exile (CR 122.1, 122.2): a refused add
    # leaves the board as it was, the card not put into the zone
    b = ml.Board()
    before = b.to_yaml()
    with pytest.raises(ml.IllegalActionError):
        b.add("Grizzly Bears", zone=zone, counters={"+1/+1": 1})
    assert b.to_yaml() == before
