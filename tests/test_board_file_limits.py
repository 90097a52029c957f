"""Board files that are hostile or wrong: limits checked before work, values never expanded
in messages, NaN refused, unasked-for choices refused (issue 15; mtglab/board/boardfile.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.board import boardfile

HEAD = "mtglab_board: 1\nplayers: [{name: you}, {name: opponent}]\n"


def _alias_bomb(levels: int) -> str:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, levels):
        refs = ", ".join([f"*a{i - 1}"] * 9)
        lines.append(f"a{i}: &a{i} [{refs}]")
    return "\n".join(f"  {line}" for line in lines)


def test_an_alias_bomb_in_a_wrong_typed_field_is_refused_unexpanded() -> None:
    # 9**10 values once expanded; it took 23 s and 370 MB before, one level more never ended
    text = HEAD + "turn:\n  bomb:\n" + _alias_bomb(10).replace("  a", "    a") + "\n"
    assert len(text) < 2_000
    with pytest.raises(ml.InputLimitError, match="aliases are expanded"):
        ml.Board.from_yaml(text)


def test_a_small_alias_in_a_wrong_typed_field_is_quoted_shortened() -> None:
    # under the limit, the error quotes the value but never expands it whole
    text = HEAD + "turn:\n  bomb:\n" + _alias_bomb(5).replace("  a", "    a") + "\n"
    with pytest.raises(ml.CardDataError) as info:
        ml.Board.from_yaml(text)
    assert "turn" in str(info.value) and len(str(info.value)) < 400


def test_an_alias_that_contains_itself_is_refused() -> None:
    with pytest.raises(ml.InputLimitError, match="contains itself"):
        ml.Board.from_yaml(HEAD + "log: &loop [*loop]\n")


@pytest.mark.parametrize("opening", ["[", "{a: "])
def test_deep_nesting_is_refused(opening: str) -> None:
    # was a RecursionError
    with pytest.raises(ml.InputLimitError, match="nested deeper"):
        ml.Board.from_yaml(HEAD + "log: " + opening * 5_000 + "\n")


def test_a_huge_text_value_is_refused() -> None:
    with pytest.raises(ml.InputLimitError, match="characters"):
        ml.Board.from_yaml(HEAD + "active: " + "x" * (boardfile.MAX_TEXT + 1) + "\n")


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    with path.open("wb") as f:
        f.seek(boardfile.MAX_BOARD_BYTES + 1)
        f.write(b"\n")
    with pytest.raises(ml.InputLimitError, match="at most"):
        ml.Board.from_yaml(path)


TOKEN = HEAD + ("permanents:\n- id: 1\n  token: {name: Bear, type_line: Creature — Bear, "
                "power: %s, toughness: 2, colors: %s}\n")


@pytest.mark.parametrize("power", [".nan", "NaN", ".inf", "-.inf", "Infinity", "1e400",
                                   "'nan'", "99999999999999999999"])
def test_nan_and_infinite_powers_are_refused(power: str) -> None:
    # they loaded silently as 'nan' / 'inf' (CR 208.1: power is a number)
    with pytest.raises(ml.CardDataError, match="power"):
        ml.Board.from_yaml(TOKEN % (power, "[G]"))


@pytest.mark.parametrize("power", ["2", "'*'", "'1+*'", "'-1'", "'X'"])
def test_printed_powers_load(power: str) -> None:
    b = ml.Board.from_yaml(TOKEN % (power, "[G]"))
    assert b.state.permanents[1].base.power == power.strip("'")


@pytest.mark.parametrize("colors", ["[[G]]", "[{a: 1}]", "[Q]", "[1]"])
def test_colors_that_are_not_color_letters_are_refused(colors: str) -> None:
    # a list inside colors was an unhashable-list TypeError
    with pytest.raises(ml.CardDataError, match="colors"):
        ml.Board.from_yaml(TOKEN % ("2", colors))


def test_unhashable_copiable_colors_are_refused() -> None:
    b = ml.Board()
    clone = b.add("Zygon Infiltrator")
    bears = b.add("Grizzly Bears")
    b.become_copy(clone, bears)
    text = b.to_yaml().replace("colors:\n    - G", "colors:\n    - [G]")
    assert "- [G]" in text
    with pytest.raises(ml.CardDataError, match=r"copiable_values\.colors"):
        ml.Board.from_yaml(text)


def test_an_unasked_for_choice_is_refused() -> None:
    # it was stored, and the file written afterwards could not be written again
    text = HEAD + "permanents:\n- id: 1\n  card: Forest\n  choices: {color: G}\n"
    with pytest.raises(ml.CardDataError, match=r"614\.12a"):
        ml.Board.from_yaml(text)
    text = HEAD + "permanents:\n- id: 1\n  card: Forest\n  choices: {color: [1, 2]}\n"
    with pytest.raises(ml.CardDataError, match="choices"):
        ml.Board.from_yaml(text)


def test_an_asked_choice_round_trips() -> None:
    b = ml.Board()
    b.add("Quirion Elves", choices=["U"])  # "As ~ enters, choose a color" (614.12a)
    text = b.to_yaml()
    assert "color: U" in text
    assert ml.Board.from_yaml(ml.Board.from_yaml(text).to_yaml()).to_yaml() == text


@pytest.mark.parametrize("value", [None, 5, b"players: []"])
def test_from_yaml_of_the_wrong_type(value: object) -> None:
    with pytest.raises(ml.BadArgumentTypeError):
        ml.Board.from_yaml(value)  # type: ignore[arg-type]


def test_a_board_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "latin.yaml"
    path.write_bytes(b"mtglab_board: 1\nplayers: [{name: J\xf6rg}]\n")
    with pytest.raises(ml.CardDataError, match="UTF-8"):
        ml.Board.from_yaml(path)
