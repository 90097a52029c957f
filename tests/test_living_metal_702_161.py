"""Living metal (CR 702.161a): "During your turn, this permanent is an artifact creature in
addition to its other types" — a static ability applied in layer 4 (613.1d) only while
it's its controller's turn (611.3a); a Vehicle keeps its printed power and toughness
(301.7b). Every corpus line with the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
    supported_at_least,
)

_WORDING = re.compile(r"^Living metal\b", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.match(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_is_read_and_played_cr_702_161a(line: tuple[Any, Any]) -> None:
    line_played_or_refused_elsewhere(line, "Living metal")


def test_the_pool_has_these_lines_cr_702_161a() -> None:
    supported_at_least(_lines, 12)


def _vehicle() -> ml.Card:
    return ml.Card.from_text(name="Metal Hauler", type_line="Artifact — Vehicle",
                             mana_cost="{3}", power="4", toughness="3",
                             oracle_text="Living metal\nCrew 2")


def test_during_your_turn_it_is_an_artifact_creature_cr_702_161a() -> None:
    b = ml.Board()
    pid = b.add(_vehicle())
    looks = b.characteristics(pid)
    assert set(looks["types"]) == {"Artifact", "Creature"}
    assert (looks["power"], looks["toughness"]) == (4, 3)  # printed, 301.7b


def test_on_the_opponents_turn_it_is_not_a_creature_cr_611_3a() -> None:
    b = ml.Board()
    pid = b.add(_vehicle())
    b.active = "opponent"
    assert b.characteristics(pid)["types"] == ("Artifact",)


def test_the_opponents_vehicle_is_a_creature_on_their_turn_only_cr_702_161a() -> None:
    b = ml.Board()
    pid = b.add(_vehicle(), controller="opponent")
    assert b.characteristics(pid)["types"] == ("Artifact",)  # your turn
    b.active = "opponent"
    assert "Creature" in b.characteristics(pid)["types"]
