"""Myriad (CR 702.116a): "Whenever this creature attacks, for each opponent other than
defending player, you may create a token that's a copy of this creature that's tapped and
attacking that player or a planeswalker they control. ..." The keyword is read into that
attack trigger (702.1). In a two-player game the one opponent is the defending player
(506.2), so it triggers and does nothing; with more opponents the copies are refused as
not modelled. Every corpus line of the keyword alone is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Wyrm's Crossing Patrol")


def test_two_players_it_triggers_and_creates_nothing_702_116a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    patrol = b.add(cards["Wyrm's Crossing Patrol"])
    b.attack(patrol)
    assert list(b.stack["name"]) == ["Wyrm's Crossing Patrol"]  # it triggers (603.2)
    b.resolve()
    assert len(b.state.permanents) == 1  # no opponent other than the defending player


def test_several_opponents_are_refused_702_116a(cards: dict[str, Any]) -> None:
    b = ml.Board(players=("you", "ann", "bob"))
    patrol = b.add(cards["Wyrm's Crossing Patrol"])
    b.attack(patrol, defender="ann")
    with pytest.raises(ml.UnsupportedError, match=r"702\.116a"):
        b.resolve()


def test_every_corpus_line_of_myriad_reads_and_plays_702_116a() -> None:
    line = re.compile(r"^Myriad\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Myriad" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 19  # "Myriad, myriad" (two instances on one line) is not read
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
        assert a.trigger.event is TriggerEvent.ATTACKS, a.text
    audit_found(found)
