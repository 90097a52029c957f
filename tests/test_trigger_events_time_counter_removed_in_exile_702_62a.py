"""A suspended card's own trigger conditions about its time counters (CR 702.62a, 603.2):
"Whenever a time counter is removed from ~ while it's exiled", "Whenever you remove a time
counter from ~ while it's exiled", "When the last time counter is removed from ~ while
it's exiled" — read by grammar/triggers.lark (``COUNTER_REMOVED`` / ``LAST_COUNTER_REMOVED``
with ``from_zone="exile"``); they function while the card is in exile (113.6), and
trigger as suspend's upkeep ability removes a counter (engine/spells/suspend.py,
engine/resolution/triggers.py's ``triggered_in_exile``). A card whose suspend ability
mtglab doesn't read is never suspended, so its line is played only where it is.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, triggers_waiting

E = TriggerEvent

_LINE: Final = re.compile(r"^When(?:ever)? (?:a|the last|you remove a) time counter (?:is "
                          r"removed )?from [^,]+ while it's exiled,", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Dinosaurs on a Spaceship", "Veiling Oddity")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_line_is_read_and_played_702_62a() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    for face, a in found:
        assert not a.problem.startswith("trigger not understood"), (face.name, a.text)
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 8
    audit_found(supported, board_refusals=True)


@pytest.mark.parametrize(("head", "event"), [
    ("Whenever a time counter is removed from ~ while it's exiled", E.COUNTER_REMOVED),
    ("Whenever you remove a time counter from ~ while it's exiled", E.COUNTER_REMOVED),
    ("When the last time counter is removed from ~ while it's exiled",
     E.LAST_COUNTER_REMOVED),
])
def test_the_records_702_62a(head: str, event: E) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.counter, t.from_zone) == (event, "time", "exile")


def _suspended_to_upkeep(card: ml.Card) -> ml.Board:
    """``card`` suspended from your hand, the turns passed to your next upkeep, where its
    suspend ability removes a time counter (702.62a)."""
    b = ml.Board()
    hand = b.add(card, "you", zone="hand")
    b.add_mana("you", "WWUURRR")
    b.exile_to_cast_later(hand, "suspend")
    b.pass_turn()
    b.pass_turn()  # your upkeep: suspend's ability triggers (503.1a)
    b.resolve()  # a time counter removed (702.62a)
    return b


def test_each_time_counter_removed_triggers_it_702_62a(cards: dict[str, ml.Card]) -> None:
    """Dinosaurs on a Spaceship, suspended with 4 time counters: the first removed makes a
    Dinosaur token."""
    b = _suspended_to_upkeep(cards["Dinosaurs on a Spaceship"])
    assert triggers_waiting(b, "Dinosaurs on a Spaceship") == 1
    b.resolve()
    assert int((b.permanents["name"] == "Dinosaur").sum()) == 1


def test_only_the_last_counter_triggers_the_last_702_62a(cards: dict[str, ml.Card]) -> None:
    """Veiling Oddity, suspended with 4 time counters: removing the first doesn't trigger
    "when the last time counter is removed"."""
    b = _suspended_to_upkeep(cards["Veiling Oddity"])
    assert triggers_waiting(b, "Veiling Oddity") == 0
