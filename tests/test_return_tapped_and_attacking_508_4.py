"""'Return <a card> from your graveyard to the battlefield tapped and attacking' (Alesha,
Yore-Tiller Nephilim, Warcry Phoenix's "return ~ from your graveyard ..."): the card
becomes a new permanent (400.7) that is attacking though it was never declared an
attacker, so nothing that says "attacks" triggers for it (CR 508.4). Every corpus line of
the form that is read is played; on a board the creature returned deals its combat
damage."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\breturn [^.]*\bfrom your graveyard to the battlefield tapped and "
                   r"attacking\b", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_return_attacking_line_is_played_cr_508_4(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_six_lines_are_read_cr_508_4() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 6


def test_yore_tiller_returns_the_card_attacking_cr_508_4_400_7() -> None:
    b = ml.Board()
    nephilim = b.add(real("Yore-Tiller Nephilim"))
    b.add(real("Grizzly Bears"), "you", zone="graveyard")
    b.phase = "beginning of combat"
    b.attack(nephilim)
    b.resolve()  # its only possible target: the Bears in the graveyard (603.3d)
    frame = b.permanents
    row = frame[frame["name"] == "Grizzly Bears"].iloc[0]
    assert bool(row["tapped"])
    assert b.state.permanents[int(row["id"])].attacking == "opponent"
    before = b.life("opponent")
    b.block()
    b.combat_damage()
    assert before - b.life("opponent") == 2 + 2  # the Nephilim's 2 and the Bears' 2
