"""State triggers (CR 603.8), through the public API.

"When you control no Islands, sacrifice Dandân": a state trigger triggers as soon as the
game state matches its condition (checked whenever a player would receive priority), and
doesn't trigger again until the ability has resolved or left the stack; its condition is
not an intervening "if" (603.4), so it isn't checked again as it resolves. The rule is
then played across every corpus line that uses it.
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


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Dandân", "Emperor Crocodile")


def _names(b: ml.Board) -> list[str]:
    return [b.characteristics(p)["name"] for p in b]


def test_no_state_no_trigger_603_8(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(ISLAND)
    b.add(cards["Dandân"])
    b.advance("beginning of combat")
    assert b.stack.empty


def test_it_triggers_once_when_the_state_holds_603_8(cards: dict[str, Any]) -> None:
    b = ml.Board()
    island = b.add(ISLAND)
    b.add(cards["Dandân"])
    b.remove(island)
    b.advance("beginning of combat")  # a player would receive priority: it triggers
    assert list(b.stack["name"]) == ["Dandân"]
    b.advance("declare attackers")  # still on the stack: it doesn't trigger again
    assert len(b.stack) == 1
    b.resolve()
    assert "Dandân" not in _names(b)


def test_the_state_is_not_checked_again_as_it_resolves_603_8(cards: dict[str, Any]) -> None:
    # unlike an intervening "if" (603.4): an Island arriving in response changes nothing
    b = ml.Board()
    b.add(cards["Dandân"])
    b.advance("beginning of combat")
    assert len(b.stack) == 1
    b.add(ISLAND)
    b.resolve()
    assert "Dandân" not in _names(b)


def test_no_other_creatures_does_not_count_the_source_603_8(cards: dict[str, Any]) -> None:
    # Emperor Crocodile: "When you control no other creatures, sacrifice ~."
    b = ml.Board()
    b.add(cards["Emperor Crocodile"])
    b.advance("beginning of combat")
    b.resolve()
    assert "Emperor Crocodile" not in _names(b)


def test_another_creature_keeps_it_603_8(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Emperor Crocodile"])
    b.add(ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                            power="2", toughness="2"))
    b.advance("beginning of combat")
    assert b.stack.empty


@pytest.mark.corpus
def test_every_corpus_state_trigger_plays_603_8(corpus_jsonl: Any) -> None:
    lines = corpus_abilities(re.compile(r"\bcontrol no\b", re.I), lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and isinstance(a.trigger, Trigger)
        and a.trigger.event is TriggerEvent.STATE))
    assert len(lines) >= 10
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if r.outcome is not PlayOutcome.PLAYED]
    assert not bad, bad[:5]
