"""'Return ~ to your hand' said by a trigger that works from its card's graveyard ("At
the beginning of your upkeep, if ~ is in your graveyard, you may pay {B}{B}{B}. If you
do, return ~ to your hand"): the card in the graveyard goes to its owner's hand (CR
113.6m, a new object there, 400.7), only if the cost was paid (608.2d). Every corpus line
of the form that is read is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bif (?:this card|[A-Z][\w ,'-]*) is in your graveyard, .*\breturn "
                   r"(?:this card|[A-Z][\w ,'-]*|it) to your hand")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_return_self_line_is_played_cr_113_6m(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_several_lines_are_read_cr_113_6m() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 5


def _upkeep_with_remains_in_graveyard() -> ml.Board:
    b = ml.Board()
    b.add(real("Ghastly Remains"), "you", zone="graveyard")
    b.pass_turn()
    b.pass_turn()  # your upkeep: its ability triggers from the graveyard (113.6m)
    assert b.phase == "upkeep" and list(b.stack["name"]) == ["Ghastly Remains"]
    b.add_mana("you", "BBB")
    return b


def test_ghastly_remains_paid_returns_to_hand_cr_113_6m_608_2d() -> None:
    b = _upkeep_with_remains_in_graveyard()
    b.resolve(choices=[True])
    assert list(b.hand("you")["name"]) == ["Ghastly Remains"]
    assert len(b.graveyard("you")) == 0


def test_ghastly_remains_unpaid_stays_cr_608_2d() -> None:
    b = _upkeep_with_remains_in_graveyard()
    b.resolve(choices=[False])
    assert list(b.graveyard("you")["name"]) == ["Ghastly Remains"]
    assert len(b.hand("you")) == 0
