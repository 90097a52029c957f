"""Devour N (CR 702.82a): "As this object enters, you may sacrifice any number of
creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
this way." — a replacement effect with a choice made as it enters (614.12a), read into the
same records as the printed words ("... that many / twice that many / three times that
many ..."); "Devour [quality] N" sacrifices permanents of that quality instead (702.82b).
Every corpus line of the keyword with a number is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Thunder-Thrash Elder", "Mycoloth", "Gluttonous Slime", "Caprichrome")


def test_devour_3_three_counters_for_each_sacrificed_702_82a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one, two = b.add(BEAR), b.add(BEAR)
    b.add_mana("you", "RCC")
    p = b.cast(cards["Thunder-Thrash Elder"], choices=[2, one, two])
    assert p is not None
    assert b.counters(p).get("+1/+1") == 6  # 3 x 2
    assert b.graveyard("you")["name"].tolist() == ["Test Bear", "Test Bear"]


def test_devour_2_twice_that_many_702_82a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one = b.add(BEAR)
    b.add_mana("you", "GGCCC")
    p = b.cast(cards["Mycoloth"], choices=[1, one])
    assert p is not None and b.counters(p).get("+1/+1") == 2


def test_devouring_none_it_enters_without_counters_702_82a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add_mana("you", "GCC")
    p = b.cast(cards["Gluttonous Slime"], choices=[0])
    assert p is not None and not b.counters(p)
    assert b.graveyard("you").empty


def test_devour_artifact_sacrifices_only_artifacts_702_82b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "WCCC")
    with pytest.raises(ml.IllegalActionError):  # a creature isn't an artifact
        b.cast(cards["Caprichrome"], choices=[1, bear])


def test_every_corpus_line_of_devour_reads_and_plays_702_82a() -> None:
    line = re.compile(r"^Devour (\w+ )?\d", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Devour" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 19
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
    audit_found(found)
