"""A static ability's prevention of the damage dealt "to other creatures you control"
(Tajic, Crystal Barricade, The Wanderer: CR 615.1, 604.1): the damage to each other such
creature is prevented while the source is on the battlefield, the damage to the source
itself is not ("other"). Through the public API; the wording across the corpus."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
)

_GUARD = ml.Card.from_text(
    name="Guard", type_line="Creature — Soldier", mana_cost="{1}{W}", power=2, toughness=2,
    oracle_text="Prevent all noncombat damage that would be dealt to other creatures you "
                "control.")
_BEAR = ml.Card.from_text(name="Bear", type_line="Creature — Bear", mana_cost="{1}{G}",
                          power=2, toughness=2)
_BURN = ml.Card.from_text(name="Burn", type_line="Instant", mana_cost="{R}",
                          oracle_text="Burn deals 2 damage to any target.")


def _graveyard(b: ml.Board) -> set[str]:
    return {c.name for c in b.cards("you", "graveyard")}


def test_damage_to_another_creature_you_control_is_prevented_615_1() -> None:
    b = ml.Board(("you", "opp"))
    b.add(_GUARD)
    bear = b.add(_BEAR)
    b.add_mana("you", "R")
    b.cast(_BURN, targets=[bear])
    assert "Bear" not in _graveyard(b)


def test_damage_to_the_source_itself_is_not_prevented_615_1() -> None:
    # "other": the creature with the ability isn't among those it protects
    b = ml.Board(("you", "opp"))
    guard = b.add(_GUARD)
    b.add_mana("you", "R")
    b.cast(_BURN, targets=[guard])
    assert "Guard" in _graveyard(b)


def test_damage_to_an_opponents_creature_is_not_prevented_615_1() -> None:
    b = ml.Board(("you", "opp"))
    b.add(_GUARD)
    bear = b.add(_BEAR, "opp")
    b.add_mana("you", "R")
    b.cast(_BURN, targets=[bear])
    assert "Bear" in {c.name for c in b.cards("opp", "graveyard")}


_WORDING = re.compile(r"\bPrevent all (noncombat |combat )?damage that would be dealt to "
                      r"[^.]*\bother [^.]*you control\.", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_corpus_line_of_this_wording_is_played_615_1(line: tuple[Any, Any]) -> None:
    line_played_or_refused_elsewhere(line, "static prevention of damage to other")
