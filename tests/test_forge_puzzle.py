"""ml.Board.from_forge_puzzle: Forge's .pzl positions, on puzzle files written for these
tests in Forge's format (tests/data/forge_puzzles, issue 15). What can't be honoured is
listed, never dropped."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.board.forge_puzzle import read_forge_puzzle

PUZZLES = Path(__file__).parent / "data" / "forge_puzzles"
ELVES_PUZZLE = (PUZZLES / "elves_at_dawn.pzl").read_text("utf-8")
UNHONOURED_PUZZLE = (PUZZLES / "cannot_lay_out.pzl").read_text("utf-8")


def _write(tmp_path: Path, text: str, name: str = "test.pzl") -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


def test_a_position_is_laid_out(tmp_path: Path) -> None:
    b = ml.Board.from_forge_puzzle(_write(tmp_path, ELVES_PUZZLE))
    assert b.active == "you" and b.phase == "precombat main"
    assert (b.life("you"), b.life("opponent")) == (7, 3)
    table = b.permanents
    mine = table[table["controller"] == "you"]
    assert sorted(mine["name"]) == ["Birds of Paradise", "Forest", "Forest",
                                    "Llanowar Elves", "Rancor"]
    assert sorted(table[table["name"] == "Forest"]["tapped"]) == [False, True]
    birds = b.get("Birds of Paradise")
    assert b.counters(birds) == {"+1/+1": 2}
    rancor = b.state.permanents[b.get("Rancor").id]
    assert rancor.attached_to == birds.id
    assert b.characteristics(birds)["power"] == 0 + 2 + 2  # two counters, Rancor's +2/+0
    # summoning sickness: Forge's SummonSick is CR 302.6's "not continuously controlled"
    elves = b.get("Llanowar Elves")
    assert not b.can_activate(elves, "{T}: Add")
    assert b.can_activate(birds, "{T}: Add")  # no SummonSick: it may tap (Forge's default)
    theirs = table[table["controller"] == "opponent"]
    assert sorted(theirs["name"]) == ["Blood Moon", "Elf Warrior", "Treasure"]
    assert list(b.graveyard("you")["name"]) == ["Sol Ring"]
    assert [e.name for e in b.state.exile] == ["Island"]


def test_the_reading_reports_every_entry_honoured(tmp_path: Path) -> None:
    puzzle = read_forge_puzzle(_write(tmp_path, ELVES_PUZZLE))
    assert puzzle.unhonoured == ()
    # 4 settings, 5 + 1 of yours, 3 + 1 of theirs
    assert puzzle.honoured == puzzle.entries == 14
    assert puzzle.metadata["goal"] == "Win" and puzzle.metadata["turns"] == "1"


def test_what_cannot_be_honoured_is_listed_line_by_line(tmp_path: Path) -> None:
    path = _write(tmp_path, UNHONOURED_PUZZLE)
    puzzle = read_forge_puzzle(path)
    b = puzzle.board
    assert b.active == "opponent" and b.phase == "declare attackers"
    reasons = {(u.line, u.text.split("|")[-1]): u.reason for u in puzzle.unhonoured}
    assert any("counters" in text.lower() for _line, text in reasons)  # POISON=3
    assert sum("hand zone" in r for r in reasons.values()) == 2
    assert sum("library zone" in r for r in reasons.values()) == 1
    assert reasons[(11, "FaceDown")].startswith("option 'FaceDown'")
    assert reasons[(11, "Renowned")].startswith("option 'Renowned'")
    assert "No Such Card Anywhere" in reasons[(11, "No Such Card Anywhere")]
    assert reasons[(12, "ExecuteScript:DoSomething")]
    # the Bears are laid out all the same, the tapped one tapped
    bears = b.permanents[b.permanents["name"] == "Grizzly Bears"]
    assert sorted(bears["tapped"]) == [False, True]
    # and the board's log lists each, so nothing is dropped silently
    log = b.log
    assert (log["action"] == "not honoured").sum() == len(puzzle.unhonoured) == 8
    assert puzzle.honoured < puzzle.entries
    assert list(puzzle.frame.columns) == ["line", "text", "reason"]


def test_a_puzzle_board_round_trips_through_a_board_file(tmp_path: Path) -> None:
    b = ml.Board.from_forge_puzzle(_write(tmp_path, ELVES_PUZZLE))
    text = b.to_yaml()
    assert ml.Board.from_yaml(text).to_yaml() == text


@pytest.mark.parametrize("text", ["", "just words\n", "[state]\nActivePlayer\n"])
def test_a_file_that_is_not_a_puzzle_is_a_card_data_error(tmp_path: Path, text: str) -> None:
    with pytest.raises(ml.CardDataError):
        ml.Board.from_forge_puzzle(_write(tmp_path, text))


def test_bad_paths() -> None:
    with pytest.raises(ml.CardDataError, match="cannot read"):
        ml.Board.from_forge_puzzle("/nonexistent/puzzle.pzl")
    with pytest.raises(ml.BadArgumentTypeError):
        ml.Board.from_forge_puzzle(None)


def test_the_newer_keys_and_token_script_names() -> None:
    puzzle = read_forge_puzzle(PUZZLES / "newer_keys.pzl")
    b = puzzle.board
    assert (b.turn, b.active, b.phase) == (3, "opponent", "upkeep")
    assert (b.life("you"), b.life("opponent")) == (12, 4)
    mine = b.permanents[b.permanents["controller"] == "you"]
    assert sorted(mine["name"]) == ["Forest", "Grizzly Bears", "Treasure", "Wolf"]
    wolf = b.characteristics(b.get("Wolf"))
    assert (wolf["power"], wolf["toughness"], wolf["colors"]) == (2, 2, frozenset("G"))
    assert b.state.permanents[b.get("Grizzly Bears").id].damage == 1
    # Sol Ring asks no creature type (CR 614.12a): laid out, its choice not honoured
    assert b.get("Sol Ring").name == "Sol Ring"
    texts = [u.text for u in puzzle.unhonoured]
    assert texts == ["p0landsplayed=0", "Sol Ring|ChosenType:Elf"]
