"""Training (CR 702.149a): "Whenever this creature and at least one other creature with power
greater than this creature's power attack, put a +1/+1 counter on this creature." The
keyword is read into that triggered ability (702.1); the other attacker's greater power is
a quality of the attack event, among the creatures declared as attackers with it (508.1a).
Every corpus line of the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
SQUIRE = ml.Card.from_text(name="Squire", mana_cost="{1}", type_line="Creature — Human",
                           power="1", toughness="1")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Hopeful Initiate")


def test_attacking_with_a_stronger_creature_trains_it_702_149a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    initiate = b.add(cards["Hopeful Initiate"])  # 1/2
    b.attack(initiate, b.add(BEAR))
    assert list(b.stack["name"]) == ["Hopeful Initiate"]
    b.resolve()
    assert b.counters(initiate).get("+1/+1") == 1


def test_attacking_alone_doesnt_train_it_702_149a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    initiate = b.add(cards["Hopeful Initiate"])
    b.attack(initiate)
    assert b.stack.empty


def test_a_companion_of_equal_power_doesnt_train_it_702_149a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    initiate = b.add(cards["Hopeful Initiate"])  # power 1
    b.attack(initiate, b.add(SQUIRE))  # power 1: not greater
    assert b.stack.empty


def test_a_stronger_creature_not_attacking_doesnt_count_702_149a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    initiate = b.add(cards["Hopeful Initiate"])
    b.add(BEAR)  # stays home
    b.attack(initiate, b.add(SQUIRE))
    assert b.stack.empty


def test_every_corpus_line_of_training_reads_and_plays_702_149a() -> None:
    line = re.compile(r"^Training\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Training" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
        assert a.trigger.event is TriggerEvent.ATTACKS and a.trigger.stronger_attacker
    audit_found(found)
