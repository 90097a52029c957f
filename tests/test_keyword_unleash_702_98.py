"""Unleash (CR 702.98a): "You may have this permanent enter with a +1/+1 counter on it"
and "This permanent can't block as long as it has a +1/+1 counter on it." The keyword is
read into those two abilities (702.1): a yes-or-no choice made as it enters (614.12a) whose
counter it enters with (614.1c), and a blocking restriction that looks at any +1/+1
counter, however it got there (702.98b's reminder). Every corpus line is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Rakdos Cackler")


def test_choosing_to_unleash_it_enters_with_a_counter_702_98a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "BR")
    p = b.cast(cards["Rakdos Cackler"], choices=[True], resolve=True)
    assert p is not None and b.counters(p) == {"+1/+1": 1}


def test_choosing_not_to_it_enters_without_702_98a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "BR")
    p = b.cast(cards["Rakdos Cackler"], choices=[False], resolve=True)
    assert p is not None and not b.counters(p)


def test_with_a_counter_it_cant_block_702_98a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    me = b.add(BEAR)
    imp = b.add(cards["Rakdos Cackler"], "opponent", choices={"enter with counters": True},
                counters={"+1/+1": 1})  # a set-up: the counters it entered with are given
    b.attack(me)
    with pytest.raises(ml.IllegalActionError):
        b.block(imp, me)


def test_without_a_counter_it_can_block_702_98a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    me = b.add(BEAR)
    imp = b.add(cards["Rakdos Cackler"], "opponent", choices={"enter with counters": False})
    b.attack(me)
    b.block(imp, me)
    assert b.in_combat()["blocking"] == [imp]


def test_every_corpus_line_of_unleash_reads_and_plays_702_98a() -> None:
    line = re.compile(r"^Unleash\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Unleash" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 28  # 14 lines, two abilities each
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.STATIC, a.text
    audit_found(found)
