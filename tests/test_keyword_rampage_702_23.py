"""Rampage N (CR 702.23a): "Whenever this creature becomes blocked, it gets +N/+N until end of
turn for each creature blocking it beyond the first." The keyword is read into that
triggered ability (702.1); the count is made once, as the ability resolves (702.23b).
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


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Frost Giant")


def _blocked_by(cards: dict[str, Any], n: int) -> tuple[ml.Board, Any]:
    b = ml.Board()
    giant = b.add(cards["Frost Giant"])  # 4/4, rampage 2
    bears = [b.add(BEAR, "opponent") for _ in range(n)]
    b.attack(giant)
    b.block(blocks=[(bear, giant) for bear in bears])
    return b, giant


def test_each_blocker_beyond_the_first_gives_the_bonus_702_23a(
        cards: dict[str, Any]) -> None:
    b, giant = _blocked_by(cards, 3)
    b.resolve()
    looks = b.characteristics(giant)
    assert (looks["power"], looks["toughness"]) == (4 + 2 * 2, 4 + 2 * 2)


def test_one_blocker_gives_no_bonus_702_23a(cards: dict[str, Any]) -> None:
    b, giant = _blocked_by(cards, 1)
    b.resolve()  # it triggers (it became blocked) and counts none beyond the first
    assert b.characteristics(giant)["power"] == 4


def test_every_corpus_line_of_rampage_reads_and_plays_702_23a() -> None:
    line = re.compile(r"^Rampage \d", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Rampage" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
        assert a.trigger.event is TriggerEvent.BECOMES_BLOCKED, a.text
    audit_found(found)
