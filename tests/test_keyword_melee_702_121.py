"""Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for
each opponent you attacked with a creature this combat" — read into that triggered ability
(702.1); the count is made as it resolves (702.121b), of the opponents, not the
planeswalkers, attacked. Every corpus line of the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Wings of the Guard")


def _power(b: ml.Board, p: Any) -> tuple[int, int]:
    looks = b.characteristics(p)
    return looks["power"], looks["toughness"]


def test_attacking_one_opponent_gives_plus_one_702_121a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    wings = b.add(cards["Wings of the Guard"])
    before = _power(b, wings)
    b.attack(wings)
    b.resolve()
    assert _power(b, wings) == (before[0] + 1, before[1] + 1)


def test_only_the_opponents_attacked_count_702_121a(cards: dict[str, Any]) -> None:
    # three players, two opponents: both creatures attack the same one, which counts once
    b = ml.Board(players=("you", "ann", "bob"))
    wings = b.add(cards["Wings of the Guard"])
    bear = b.add(BEAR)
    before = _power(b, wings)
    b.attack(wings, bear, defender="ann")
    b.resolve()
    assert _power(b, wings) == (before[0] + 1, before[1] + 1)


def test_every_corpus_line_of_melee_reads_and_plays_702_121a() -> None:
    found = list(corpus_abilities(re.compile(r"^Melee\b", re.M),
                                  lambda a: "Melee" in a.keywords))
    if not found:
        pytest.skip("no corpus")
    assert len({f.name for f, _a in found}) >= 8
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.trigger is not None and a.trigger.event is TriggerEvent.ATTACKS, a.text
    audit_found(found)
