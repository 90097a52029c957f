""""Whenever you scry" (CR 701.22) and "whenever you surveil" (701.25), through the public
API: the event is offered where a player scries or surveils; scrying or surveilling 0 is
no event (701.22b, 701.25c). Then played across every corpus line that uses them.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from tests.conftest import corpus_abilities, corpus_cards

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def _instant(text: str) -> ml.Card:
    return ml.Card.from_text(name="Look", mana_cost="{1}", type_line="Instant",
                             oracle_text=text)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Dimir Spybug", "Matoya, Archon Elder")


def _board(card: Any) -> tuple[ml.Board, Any]:
    b = ml.Board()
    for _ in range(4):
        b.add(ISLAND, zone="library")
    return b, b.add(card)


def test_surveilling_triggers_it_701_25(cards: dict[str, Any]) -> None:
    b, spybug = _board(cards["Dimir Spybug"])
    b.add_mana("you", "C")
    b.cast(_instant("Surveil 2."), choices=[()])  # both cards into the graveyard
    b.resolve()
    assert b.counters(spybug) == {"+1/+1": 1}


def test_scrying_is_not_surveilling_603_2(cards: dict[str, Any]) -> None:
    b, spybug = _board(cards["Dimir Spybug"])
    b.add_mana("you", "C")
    b.cast(_instant("Scry 2."), choices=[()])
    assert b.stack.empty
    assert b.counters(spybug) == {}


def test_scry_or_surveil_each_triggers_it_701_22(cards: dict[str, Any]) -> None:
    # Matoya: "Whenever you scry or surveil, draw a card."
    b, _matoya = _board(cards["Matoya, Archon Elder"])
    b.add_mana("you", "CC")
    b.cast(_instant("Scry 1."), choices=[()])
    b.resolve()
    b.cast(_instant("Surveil 1."), choices=[()])
    b.resolve()
    assert len(b.hand("you")) == 2


@pytest.mark.corpus
def test_every_corpus_scry_or_surveil_trigger_plays(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(re.compile(r"whenever you (scry|surveil)", re.I), lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and isinstance(a.trigger, Trigger)
        and a.trigger.listens(TriggerEvent.SCRY, TriggerEvent.SURVEIL)))
    assert len(lines) >= 8
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if r.outcome is not PlayOutcome.PLAYED]
    assert not bad, bad[:5]
