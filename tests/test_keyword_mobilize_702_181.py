"""Mobilize N (CR 702.181a): "Whenever this creature attacks, create N 1/1 red Warrior
creature tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning
of the next end step." The keyword is read into that attack trigger (702.1) and played by
the general token and delayed-trigger machinery; every corpus line of it reads and plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Voice of Victory", "Dragonback Lancer")


def _warriors(b: ml.Board) -> list[ml.Permanent]:
    return [b.get(i) for i, p in b.state.permanents.items() if p.is_token]


def test_it_creates_n_tapped_attacking_warriors_702_181a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    voice = b.add(cards["Voice of Victory"])  # Mobilize 2
    b.attack(voice)
    b.resolve()
    warriors = _warriors(b)
    assert len(warriors) == 2
    for w in warriors:  # 1/1 red Warrior tokens, tapped and attacking (702.181a, 508.4)
        looks = b.characteristics(w)
        assert (looks["power"], looks["toughness"]) == (1, 1)
        assert "Warrior" in looks["subtypes"] and looks["colors"] == {"R"}
        assert b.is_tapped(w)
    assert len(b.in_combat()["attacking"]) == 3


def test_the_tokens_are_sacrificed_at_the_next_end_step_702_181a_603_7b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    lancer = b.add(cards["Dragonback Lancer"])  # Mobilize 1
    b.attack(lancer)
    b.resolve()
    assert len(_warriors(b)) == 1
    b.advance("end")  # the delayed trigger (603.7b) waits on the stack
    b.resolve()
    assert _warriors(b) == []
    assert lancer.id in b.state.permanents  # "them" names the tokens, not it (603.7c)


def test_all_n_tokens_are_sacrificed_702_181a_603_7c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    voice = b.add(cards["Voice of Victory"])  # Mobilize 2: "Sacrifice them"
    b.attack(voice)
    b.resolve()
    b.advance("end")
    b.resolve()  # one delayed trigger for both tokens
    assert _warriors(b) == [] and not len(b.stack)
    assert voice.id in b.state.permanents


def test_the_delayed_trigger_naming_the_tokens_round_trips_in_a_board_file_603_7c(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    voice = b.add(cards["Voice of Victory"])
    b.attack(voice)
    b.resolve()
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state.delayed == b.state.delayed
    again.advance("end")
    again.resolve()
    assert _warriors(again) == [] and voice.id in again.state.permanents


def test_every_corpus_line_of_mobilize_reads_and_plays_702_181a() -> None:
    line = re.compile(r"^Mobilize \d+", re.M)
    found = corpus_abilities(line, lambda a: "Mobilize" in a.keywords)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None
        assert a.trigger.event is TriggerEvent.ATTACKS
        n = int(re.match(r"Mobilize (\d+)", a.text).group(1))  # type: ignore[union-attr]
        assert a.effects[0].count.value == n, a.text
    audit_found(found)
