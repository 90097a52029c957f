"""Detain (CR 701.35a): until the next turn of the detaining ability's controller, the
permanent can't attack or block (508.1c, 509.1b) and its activated abilities can't be
activated (602.5)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Detain
from tests.conftest import audit_found, corpus_abilities

ELVES = ml.Card.from_text(name="Elves", mana_cost="{G}", type_line="Creature — Elf",
                          power="1", toughness="1", oracle_text="{T}: Add {G}.")
JAILER = ml.Card.from_text(name="Jailer's Horn", mana_cost="{1}", type_line="Artifact",
                           oracle_text="{T}: Detain target creature an opponent controls.")


def _detained() -> tuple[ml.Board, Any]:
    b = ml.Board()
    elves = b.add(ELVES, "opponent", controlled_since_turn_start=True)
    b.activate(b.add(JAILER, controlled_since_turn_start=True), 0, targets=[elves])
    return b, elves


def test_a_detained_creature_cant_attack_701_35a() -> None:
    b, elves = _detained()
    b.pass_turn()  # the opponent's turn
    with pytest.raises(ml.IllegalActionError):
        b.attack(elves)


def test_a_detained_creatures_abilities_cant_be_activated_602_5_701_35a() -> None:
    b, elves = _detained()
    b.pass_turn()
    with pytest.raises(ml.IllegalActionError, match=r"602\.5"):
        b.activate(elves, 0)  # mana abilities too (701.35a)


def test_detain_ends_as_the_detainers_next_turn_begins_701_35a() -> None:
    b, elves = _detained()
    b.pass_turn()
    b.pass_turn()  # your next turn: no longer detained
    assert not any(r.rule == "701.35a" for r in b.state.effects)
    b.pass_turn()
    assert b.activate(elves, 0).mana == "G"


def test_detain_survives_a_board_file_701_35a() -> None:
    b, _elves = _detained()
    again = ml.Board.from_yaml(b.to_yaml())
    again.pass_turn()
    with pytest.raises(ml.IllegalActionError):
        again.activate(again.get("Elves"), 0)


def test_every_corpus_detain_line_plays_701_35a() -> None:
    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Detain) for e in a.effects)

    found = corpus_abilities(re.compile(r"\bdetain\b", re.I), uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    audit_found(found, board_refusals=True)
