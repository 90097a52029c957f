"""Populate (CR 701.36a): the controller chooses a creature token they control and
creates a token that's a copy of it (707.2); with none, nothing happens (609.3)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Populate
from tests.conftest import audit_found, corpus_abilities

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ELK = ml.Card.from_text(name="Elk", mana_cost="{G}", type_line="Creature — Elk",
                        power="3", toughness="3")
HORN = ml.Card.from_text(name="Herding Horn", mana_cost="{1}", type_line="Artifact",
                         oracle_text="{T}: Populate.")
CHORUS = ml.Card.from_text(name="Chorus", mana_cost="{X}{G}", type_line="Sorcery",
                           oracle_text="Populate X times.")


def test_populate_copies_a_creature_token_you_control_701_36a() -> None:
    b = ml.Board()
    b.add(BEAR, token=True, counters={"+1/+1": 2})
    b.add(ELK)  # not a token: can't be chosen
    b.activate(b.add(HORN, controlled_since_turn_start=True), 0)
    bears = b.permanents[b.permanents["name"] == "Bear"]
    assert len(bears) == 2 and bears["token"].all()
    assert sorted(bears["power"]) == [2, 4]  # counters aren't copied (707.2)


def test_populate_chooses_among_several_tokens_701_36a() -> None:
    b = ml.Board()
    b.add(BEAR, token=True)
    elk = b.add(ELK, token=True)
    b.activate(b.add(HORN, controlled_since_turn_start=True), 0, choices=[elk])
    assert sorted(b.permanents["name"]) == ["Bear", "Elk", "Elk", "Herding Horn"]


def test_populate_without_a_creature_token_does_nothing_609_3() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add(BEAR, "opponent", token=True)  # an opponent's token isn't yours to copy
    b.activate(b.add(HORN, controlled_since_turn_start=True), 0)
    assert sorted(b.permanents["name"]) == ["Bear", "Bear", "Herding Horn"]


def test_populate_x_times_107_3_701_36a() -> None:
    b = ml.Board()
    bear = b.add(BEAR, token=True)
    b.add_mana("you", "GCC")
    b.cast(CHORUS, x=2, choices=[bear, bear])  # the first Bear, both times
    assert list(b.permanents["name"]).count("Bear") == 3


def test_every_corpus_populate_line_plays_701_36a() -> None:
    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Populate) for e in a.effects)

    found = corpus_abilities(re.compile(r"\bpopulate\b", re.I), uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)
