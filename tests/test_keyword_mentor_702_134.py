"""Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with lesser power." The keyword is read into that triggered ability
(702.1); "with lesser power" is a bound of the target that is the source's power (208.1),
checked as the target is chosen (603.3d) and again as the ability resolves (608.2b).
Every corpus line of the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

SQUIRE = ml.Card.from_text(name="Squire", mana_cost="{1}", type_line="Creature — Human",
                           power="1", toughness="1")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
GIANT = ml.Card.from_text(name="Giant", mana_cost="{4}", type_line="Creature — Giant",
                          power="5", toughness="5")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Blade Instructor")  # 3/1


def test_an_attacking_creature_with_lesser_power_gets_the_counter_702_134a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    mentor = b.add(cards["Blade Instructor"])
    squire, giant = b.add(SQUIRE), b.add(GIANT)
    b.add(BEAR)  # lesser power, but not attacking: not a legal target
    b.attack(mentor, squire, giant)  # the squire is the only legal target: chosen for you
    assert list(b.stack["name"]) == ["Blade Instructor"]
    b.resolve()
    assert b.counters(squire) == {"+1/+1": 1}
    assert not b.counters(giant) and not b.counters(mentor)


def test_equal_or_greater_power_isnt_a_legal_target_702_134a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    mentor = b.add(cards["Blade Instructor"])
    other = b.add(cards["Blade Instructor"])  # 3, equal: not lesser
    giant = b.add(GIANT)
    b.attack(mentor, other, giant)
    assert b.stack.empty  # no legal target: the abilities are removed (603.3d)
    assert not b.counters(other) and not b.counters(giant)


def test_a_target_no_longer_lesser_as_it_resolves_is_illegal_608_2b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    mentor = b.add(cards["Blade Instructor"])
    squire = b.add(SQUIRE)
    b.attack(mentor, squire)
    b.edit(squire, counters={"+1/+1": 2})  # 3/3 now: its power isn't lesser
    b.resolve()
    assert b.counters(squire) == {"+1/+1": 2}


def test_every_corpus_line_of_mentor_reads_and_plays_702_134a() -> None:
    line = re.compile(r"^Mentor\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Mentor" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 18
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
        assert a.trigger.event is TriggerEvent.ATTACKS, a.text
    audit_found(found)
