"""Vanishing (CR 702.63a): "Vanishing N" is three abilities — "This permanent enters with N
time counters on it", "At the beginning of your upkeep, if this permanent has a time
counter on it, remove a time counter from it" and "When the last time counter is removed
from this permanent, sacrifice it"; without a number, the last two (702.63b). The event
"the last time counter is removed" is decided in one place
(engine.events.counters.remove_counters), whatever removes it. Every corpus line of the
keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Waning Wurm", "Tidewalker")


def _cast_wurm(b: ml.Board, cards: dict[str, Any]) -> Any:
    """Waning Wurm ({3}{B}, "Vanishing 2") cast: it enters with two time counters."""
    b.add_mana("you", "CCCB")
    return b.cast(cards["Waning Wurm"])


def test_vanishing_counts_down_then_sacrifices_702_63a(cards: dict[str, Any]) -> None:
    # Waning Wurm, "Vanishing 2": two upkeeps remove the two counters; removing the last
    # triggers the sacrifice
    b = ml.Board()
    wurm = _cast_wurm(b, cards)
    assert b.counters(wurm) == {"time": 2}
    b.pass_turn()
    while b.active != "you" or not len(b.stack):
        b.pass_turn()
    b.resolve()
    assert b.counters(wurm) == {"time": 1}
    b.pass_turn()
    while b.active != "you" or not len(b.stack):
        b.pass_turn()
    b.resolve()  # the last one removed: the sacrifice triggers
    assert list(b.stack["name"]) == ["Waning Wurm"]
    b.resolve()
    assert "Waning Wurm" in list(b.graveyard("you")["name"])


def test_removing_the_last_counter_any_way_triggers_the_sacrifice_702_63a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    wurm = _cast_wurm(b, cards)
    assert b.remove_counters(wurm, "time", 1) == 1
    assert b.stack.empty  # one is left
    assert b.remove_counters(wurm, "time", 5) == 1
    assert list(b.stack["name"]) == ["Waning Wurm"]
    b.resolve()
    assert b.permanents.empty


def test_without_counters_nothing_is_removed_and_nothing_triggers_702_63a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    wurm = _cast_wurm(b, cards)
    b.remove_counters(wurm, "time", 2)
    b.resolve()
    tide = b.add(cards["Tidewalker"])  # no number: it enters with none of vanishing's
    assert b.remove_counters(tide, "time", 1) == 0 and b.stack.empty


def test_vanishing_without_a_number_is_two_triggered_abilities_702_63b(
        cards: dict[str, Any]) -> None:
    kinds = [(a.kind, a.trigger.event if a.trigger else None)
             for a in cards["Tidewalker"].abilities if "Vanishing" in a.keywords]
    assert kinds == [(AbilityKind.TRIGGERED, TriggerEvent.UPKEEP),
                     (AbilityKind.TRIGGERED, TriggerEvent.LAST_COUNTER_REMOVED)]


def test_every_corpus_line_of_vanishing_reads_and_plays_702_63a() -> None:
    found = list(corpus_abilities(re.compile(r"^Vanishing\b", re.M),
                                  lambda a: "Vanishing" in a.keywords))
    if not found:
        pytest.skip("no corpus")
    assert len({f.name for f, _a in found}) >= 19
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
    audit_found(found)
