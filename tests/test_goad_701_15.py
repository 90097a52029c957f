"""Goad (CR 701.15): "Goad target creature" makes it goaded by the ability's controller
until that player's next turn (701.15a); a goaded creature attacks each combat if able
(508.1d) and attacks a player other than the one who goaded it if able (701.15b); the
same player goading it again adds nothing (701.15d)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Goad
from tests.conftest import audit_found, corpus_abilities

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
TAUNT = ml.Card.from_text(name="Taunting Horn", mana_cost="{1}", type_line="Artifact",
                          oracle_text="{T}: Goad target creature.")
OTHER_TAUNT = ml.Card.from_text(name="Jeering Horn", mana_cost="{1}", type_line="Artifact",
                                oracle_text="{T}: Goad target creature.")


def _goaded(players: tuple[str, ...] = ("you", "opponent")) -> tuple[ml.Board, Any]:
    b = ml.Board(players)
    bear = b.add(BEAR, "opponent", controlled_since_turn_start=True)
    b.activate(b.add(TAUNT, controlled_since_turn_start=True), 0, targets=[bear])
    return b, bear


def test_a_goaded_creature_attacks_each_combat_if_able_701_15b_508_1d() -> None:
    b, bear = _goaded()
    b.pass_turn()  # the opponent's turn: the Bear is still goaded
    with pytest.raises(ml.IllegalActionError, match=r"508\.1d"):
        b.attack()
    b.attack(bear)
    assert b.state.permanents[bear.id].attacking == "you"


def test_goad_ends_as_the_goaders_next_turn_begins_701_15a() -> None:
    b, _bear = _goaded()
    b.pass_turn()
    b.pass_turn()  # your next turn: no longer goaded
    assert not any(r.rule == "701.15a-b" for r in b.state.effects)


def test_a_goaded_creature_attacks_another_player_if_able_701_15b() -> None:
    b, bear = _goaded(("you", "opponent", "third"))
    b.pass_turn()  # the opponent's turn
    with pytest.raises(ml.IllegalActionError, match=r"701\.15b"):
        b.attack(bear, defender="you")
    b.attack(bear, defender="third")
    assert b.state.permanents[bear.id].attacking == "third"


def test_goaded_by_each_opponent_it_may_attack_either_701_15c() -> None:
    b, bear = _goaded(("you", "opponent", "third"))
    b.activate(b.add(OTHER_TAUNT, "third", controlled_since_turn_start=True), 0,
               targets=[bear])
    b.pass_turn()
    b.attack(bear, defender="you")  # no player it could attack was not a goader
    assert b.state.permanents[bear.id].attacking == "you"


def test_goading_again_by_the_same_player_adds_nothing_701_15d() -> None:
    b, bear = _goaded()
    b.activate(b.add(OTHER_TAUNT, controlled_since_turn_start=True), 0, targets=[bear])
    assert sum(r.rule == "701.15a-b" for r in b.state.effects) == 1


def test_goad_survives_a_board_file_701_15() -> None:
    b, _bear = _goaded()
    again = ml.Board.from_yaml(b.to_yaml())
    again.pass_turn()
    with pytest.raises(ml.IllegalActionError, match=r"508\.1d"):
        again.attack()


def test_every_corpus_goad_line_plays_701_15a() -> None:
    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Goad) for e in a.effects)

    found = corpus_abilities(re.compile(r"\bgoad\b", re.I), uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found, board_refusals=True)
