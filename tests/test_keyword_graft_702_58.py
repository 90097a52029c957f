"""Graft N (CR 702.58a) represents two abilities: "This permanent enters with N +1/+1
counters on it" and "Whenever another creature enters, if this permanent has a +1/+1
counter on it, you may move a +1/+1 counter from this permanent onto that creature." The
keyword is read into both (702.1); moving one counter is one instruction (122.5) onto
the creature the trigger event was about (603.2). Every corpus line of the keyword is
read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Sporeback Troll")


def _troll_and_bear(cards: dict[str, Any]) -> tuple[ml.Board, Any]:
    b = ml.Board()
    b.add_mana("you", "GGGG")
    troll = b.cast(cards["Sporeback Troll"], resolve=True)  # 0/0 with two counters
    b.add_mana("you", "GG")
    b.cast(BEAR, resolve=True)
    return b, troll


def test_it_enters_with_n_counters_702_58a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGG")
    troll = b.cast(cards["Sporeback Troll"], resolve=True)
    assert b.counters(troll) == {"+1/+1": 2}


def test_another_creature_entering_may_take_one_counter_702_58a_122_5(
        cards: dict[str, Any]) -> None:
    b, troll = _troll_and_bear(cards)
    assert list(b.stack["name"]) == ["Sporeback Troll"]
    b.resolve(choices=[True])
    bear = next(p for p in b.state.permanents.values() if p.base.name == "Bear")
    assert b.counters(troll) == {"+1/+1": 1}
    assert dict(bear.counters) == {"+1/+1": 1}


def test_declining_moves_nothing_702_58a(cards: dict[str, Any]) -> None:
    b, troll = _troll_and_bear(cards)
    b.resolve(choices=[False])
    assert b.counters(troll) == {"+1/+1": 2}


def test_every_corpus_line_of_graft_reads_both_abilities_and_plays_702_58a() -> None:
    line = re.compile(r"^Graft \d", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Graft" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 24  # two abilities for each line
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
    audit_found(found)
