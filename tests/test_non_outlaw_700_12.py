""""Non-outlaw" (CR 700.12: Assassins, Mercenaries, Pirates, Rogues and Warlocks are
outlaws; a non-outlaw has none of those types): "Destroy target non-outlaw creature",
"deals 2 damage to each non-outlaw creature". Every corpus line naming it that is read is
played; on a board a Rogue isn't a non-outlaw creature and a Bear is."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bnon-?outlaw\b", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_non_outlaw_line_is_read_and_played_cr_700_12(line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert ability.supported, ability.problem
    audit_found([line], board_refusals=True)


ROGUE = ml.Card.from_text(name="Test Rogue", type_line="Creature — Human Rogue",
                          mana_cost="{1}{B}", power="2", toughness="1")


def test_a_rogue_is_no_target_of_shoot_the_sheriff_cr_700_12_115_1() -> None:
    b = ml.Board()
    rogue = b.add(ROGUE, "opponent")
    b.add_mana("you", "BB")
    with pytest.raises(ml.IllegalActionError, match=r"115|601\.2c"):
        b.cast(real("Shoot the Sheriff"), targets=[rogue])


def test_shoot_the_sheriff_destroys_a_non_outlaw_cr_700_12_701_8a() -> None:
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"), "opponent")
    b.add(ROGUE, "opponent")
    b.add_mana("you", "BB")
    b.cast(real("Shoot the Sheriff"), targets=[bears])
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]
    assert list(b.permanents["name"]) == ["Test Rogue"]
