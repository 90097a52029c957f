"""Conditions comparing a life total with the starting life total (CR 119.1, 103.4): "as
long as your life total is less than or equal to half your starting life total", "you
have at least 7 life more than your starting life total", "an opponent's life total is
less than half their starting life total" — checked continuously for a static ability
(611.3a), as an activation restriction (602.5b) and as an instruction's "if" (608.2c).
Played on real cards of ../shared/corpus, and across every corpus line using them."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities
from tests.static_lines import real

_LINE = re.compile(r"(life total is (less|greater) than|life more than|at least \d+ greater "
                   r"than) (or equal to )?(half )?(your|their) starting life total")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


def _has(b: ml.Board, pid: Any, keyword: str) -> bool:
    return keyword in b.characteristics(pid)["abilities"]


def test_every_corpus_line_reads_the_condition_and_supported_ones_play_cr_119_1() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    for _face, a in found:  # a line lacking another part says which, never the condition
        assert a.supported or "starting life total" not in a.problem.split("'")[0], a.problem
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 12
    audit_found(played, board_refusals=True)


@pytest.mark.parametrize(("life", "expected"), [(10, True), (11, False), (3, True)])
def test_at_most_half_the_starting_life_total_cr_119_1_611_3a(life: int,
                                                              expected: bool) -> None:
    b = ml.Board()  # a starting life total of 20 (103.4)
    bane = b.add(real("Bane, Lord of Darkness"))
    b.life("you", life)
    assert _has(b, bane, "Indestructible") is expected


def test_the_starting_life_total_is_the_one_the_game_began_with_cr_103_4() -> None:
    b = ml.Board(life=40)  # a game begun at 40 life: half of it is 20
    bane = b.add(real("Bane, Lord of Darkness"))
    b.life("you", 21)
    assert not _has(b, bane, "Indestructible")
    b.life("you", 20)
    assert _has(b, bane, "Indestructible")


@pytest.mark.parametrize(("life", "power"), [(27, 4), (26, 2)])
def test_at_least_seven_life_more_than_the_starting_life_total_cr_119_1(
        life: int, power: int) -> None:
    b = ml.Board()
    valkyrie = b.add(real("Righteous Valkyrie"))  # a 2/4: +2/+2 with 27 life or more
    b.life("you", life)
    assert b.characteristics(valkyrie)["power"] == power


@pytest.mark.parametrize(("life", "expected"), [(9, True), (10, False)])
def test_an_opponents_life_total_less_than_half_their_starting_life_total_cr_119_1(
        life: int, expected: bool) -> None:
    b = ml.Board()
    anya = b.add(real("Anya, Merciless Angel"))
    b.life("opponent", life)
    assert _has(b, anya, "Indestructible") is expected


def test_greater_than_or_equal_to_the_starting_life_total_cr_119_1() -> None:
    b = ml.Board()
    b.add(real("Path of Bravery"))
    bears = b.add(real("Grizzly Bears"))
    assert b.characteristics(bears)["power"] == 3  # 20 is equal to 20
    b.life("you", 19)
    assert b.characteristics(bears)["power"] == 2


def test_activate_only_if_you_have_more_life_than_you_began_with_cr_602_5b() -> None:
    b = ml.Board()
    speaker = b.add(real("Speaker of the Heavens"))
    ability = next(i for i, a in enumerate(real("Speaker of the Heavens").abilities)
                   if "Activate only" in a.text)
    assert not b.can_activate(speaker, ability)  # 20 life, not 27 or more
    b.life("you", 27)
    assert b.can_activate(speaker, ability)


def test_a_board_file_keeps_the_starting_life_total_cr_103_4() -> None:
    b = ml.Board(life=40)
    b.add(real("Bane, Lord of Darkness"))
    b.life("you", 20)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state == b.state
    assert _has(again, again.get("Bane, Lord of Darkness"), "Indestructible")
