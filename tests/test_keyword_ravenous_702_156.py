"""Ravenous (CR 702.156a): "This permanent enters with X +1/+1 counters on it" and "When this
permanent enters, if X is 5 or more, draw a card" — X is the value paid for the spell that
became it (107.3m). The keyword is read into those two abilities (702.1); the trigger's
intervening "if" (603.4) reads that X. Every corpus line of the keyword is read and
played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Termagant Swarm")


def _swarm(cards: dict[str, Any], x: int) -> tuple[ml.Board, Any]:
    """Termagant Swarm ({X}{G}, ravenous) cast for ``x``, with a card to draw."""
    b = ml.Board()
    b.add("Forest", zone="library")
    b.add_mana("you", "C" * x + "G")
    return b, b.cast(cards["Termagant Swarm"], x=x)


def test_x_of_5_or_more_draws_a_card_702_156a(cards: dict[str, Any]) -> None:
    b, swarm = _swarm(cards, 5)
    assert b.counters(swarm) == {"+1/+1": 5}
    assert list(b.stack["name"]) == ["Termagant Swarm"]
    b.resolve()
    assert list(b.hand("you")["name"]) == ["Forest"]


def test_x_less_than_5_doesnt_trigger_603_4_702_156a(cards: dict[str, Any]) -> None:
    b, swarm = _swarm(cards, 4)
    assert b.counters(swarm) == {"+1/+1": 4}
    assert b.stack.empty and b.hand("you").empty


def test_every_corpus_line_of_ravenous_reads_and_plays_702_156a() -> None:
    found = list(corpus_abilities(re.compile(r"^Ravenous\b", re.M),
                                  lambda a: "Ravenous" in a.keywords))
    if not found:
        pytest.skip("no corpus")
    assert len({f.name for f, _a in found}) >= 12
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.STATIC or (
            a.trigger is not None and a.trigger.event is TriggerEvent.ENTERS), a.text
    audit_found(found)
