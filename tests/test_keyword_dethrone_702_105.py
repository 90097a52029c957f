"""Dethrone (CR 702.105a): "Whenever this creature attacks the player with the most life or
tied for most life, put a +1/+1 counter on this creature." The keyword is read into that
triggered ability (702.1); whom it attacks is a quality of the attack event (508.3a), a
tie counting. Every corpus line of the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Marchesa's Infiltrator")


def test_attacking_the_player_with_the_most_life_puts_a_counter_702_105a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    spy = b.add(cards["Marchesa's Infiltrator"])
    b.life("you", 10)  # the opponent has 20: the most
    b.attack(spy)
    assert list(b.stack["name"]) == ["Marchesa's Infiltrator"]
    b.resolve()
    assert b.counters(spy).get("+1/+1") == 1


def test_a_tie_for_the_most_life_counts_702_105a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    spy = b.add(cards["Marchesa's Infiltrator"])  # 20 and 20
    b.attack(spy)
    b.resolve()
    assert b.counters(spy).get("+1/+1") == 1


def test_attacking_a_player_with_less_life_doesnt_trigger_702_105a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    spy = b.add(cards["Marchesa's Infiltrator"])
    b.life("opponent", 7)
    b.attack(spy)
    assert b.stack.empty and not b.counters(spy)


def test_every_corpus_line_of_dethrone_reads_and_plays_702_105a() -> None:
    line = re.compile(r"^Dethrone\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Dethrone" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
        assert a.trigger.event is TriggerEvent.ATTACKS, a.text
    audit_found(found)
