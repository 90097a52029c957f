"""Renown (CR 702.112) and bloodthirst (702.54): keywords read as the abilities their
rules define, with the state they need kept by the engine — the renowned designation on
the permanent (702.112b) and the damage each player was dealt this turn (120.3, the
turn's history). Each is read and played across every corpus line that is it."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

JOLT = ml.Card.from_text(name="Jolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Jolt deals 1 damage to any target.")
DRAIN = ml.Card.from_text(name="Drain", mana_cost="{B}", type_line="Instant",
                          oracle_text="Target player loses 1 life.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Akroan Sergeant", "Citadel Castellan", "Bloodrage Vampire",
                        "Carnage Wurm")


def _hit(b: ml.Board, attacker: Any) -> None:
    b.attack(attacker)
    b.block()
    b.combat_damage()


def test_renown_counters_and_designation_702_112a_b(cards: dict[str, Any]) -> None:
    # Akroan Sergeant, 2/2 first strike, "Renown 1"
    b = ml.Board()
    sergeant = b.add(cards["Akroan Sergeant"])
    _hit(b, sergeant)
    assert len(b.stack) == 1
    b.resolve()
    assert b.counters(sergeant) == {"+1/+1": 1}
    assert b.state.permanents[sergeant.id].renowned


def test_renown_n_puts_n_counters_702_112a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    castellan = b.add(cards["Citadel Castellan"])  # "Renown 2"
    _hit(b, castellan)
    b.resolve()
    assert b.counters(castellan) == {"+1/+1": 2}


def test_a_renowned_creature_doesnt_trigger_again_702_112a_603_4(cards: dict[str, Any]
                                                                  ) -> None:
    # "if it isn't renowned": an intervening "if" (603.4), false the second time
    b = ml.Board()
    sergeant = b.add(cards["Akroan Sergeant"])
    _hit(b, sergeant)
    b.resolve()
    b.pass_turn()
    b.pass_turn()
    _hit(b, sergeant)
    assert len(b.stack) == 0
    assert b.counters(sergeant) == {"+1/+1": 1}


def test_renown_not_when_blocked_702_112a_510_1c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    sergeant = b.add(cards["Akroan Sergeant"])
    bear = b.add(BEAR, "opponent")
    b.attack(sergeant)
    b.block(bear, sergeant)
    b.combat_damage()
    assert len(b.stack) == 0 and not b.state.permanents[sergeant.id].renowned


def test_renowned_is_kept_in_a_board_file_702_112b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    sergeant = b.add(cards["Akroan Sergeant"])
    _hit(b, sergeant)
    b.resolve()
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state.permanents[sergeant.id].renowned


def test_bloodthirst_without_damage_enters_plain_702_54a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCB")
    vampire = b.cast(cards["Bloodrage Vampire"])
    assert b.counters(vampire) == {}


def test_bloodthirst_after_damage_to_an_opponent_702_54a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(JOLT, targets=["opponent"])
    assert b.state.player("opponent").damage_taken == 1  # 120.3
    b.add_mana("you", "CCCCCCG")
    wurm = b.cast(cards["Carnage Wurm"])  # "Bloodthirst 3"
    assert b.counters(wurm) == {"+1/+1": 3}


def test_bloodthirst_counts_damage_not_life_loss_702_54a_120_3(cards: dict[str, Any]
                                                                ) -> None:
    # losing life isn't being dealt damage (119.3 vs 120.3)
    b = ml.Board()
    b.add_mana("you", "B")
    b.cast(DRAIN, targets=["opponent"])
    b.add_mana("you", "CCB")
    assert b.counters(b.cast(cards["Bloodrage Vampire"])) == {}


def test_bloodthirst_not_for_damage_to_you_702_54a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(JOLT, targets=["you"])
    b.add_mana("you", "CCB")
    assert b.counters(b.cast(cards["Bloodrage Vampire"])) == {}


def test_damage_taken_is_this_turns_history_500_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(JOLT, targets=["opponent"])
    b.pass_turn()
    assert b.state.player("opponent").damage_taken == 0


_KEYWORDS: Final = {  # keyword: the kind and trigger event of the ability it is
    "Renown": (AbilityKind.TRIGGERED, TriggerEvent.COMBAT_DAMAGE_PLAYER),
    "Bloodthirst": (AbilityKind.STATIC, None),
}


@pytest.mark.parametrize("keyword", list(_KEYWORDS))
def test_every_corpus_line_of_the_keyword_reads_and_plays_702_1(keyword: str) -> None:
    """Every line of the pool that is this keyword with a number reads into the ability
    its rule defines and plays on a board (702.112a, 702.54a)."""
    line = re.compile(rf"^{keyword} \d+\b", re.I | re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: keyword in a.keywords)
             if re.match(rf"{keyword} \d+\b", a.text, re.I)]
    if not found:
        pytest.skip("no corpus")
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        event = a.trigger.event if a.trigger is not None else None
        assert (a.kind, event) == _KEYWORDS[keyword], a.text
    audit_found(found)
