""""At the beginning of the upkeep of enchanted creature's controller" (CR 603.2b, 303.4),
through the public API.

The step is the one of the player who controls the permanent the Aura enchants — not
the Aura's controller's; "that player" is that player and "that creature" the enchanted
permanent. The wording is then played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger
from mtglab.cards.instructions import Who
from tests.conftest import corpus_abilities, corpus_cards

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="4")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Cursed Land", "Takklemaggot")


def _library(b: ml.Board) -> None:
    for who in ("you", "opponent"):
        for _ in range(4):
            b.add(ISLAND, who, zone="library")


def test_the_enchanted_land_s_controller_s_upkeep_603_2b(cards: dict[str, Any]) -> None:
    # Cursed Land: "... Cursed Land deals 1 damage to that player."
    b = ml.Board()
    _library(b)
    land = b.add(ISLAND, "opponent")
    b.add(cards["Cursed Land"], attached_to=land)
    b.pass_turn()  # the opponent's upkeep
    assert len(b.stack) == 1
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (19, 20)


def test_not_at_the_aura_controller_s_upkeep_303_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    land = b.add(ISLAND, "opponent")
    b.add(cards["Cursed Land"], attached_to=land)
    b.pass_turn()
    b.resolve()
    b.pass_turn()  # the opponent's end step
    b.pass_turn()  # your upkeep: the land is not yours
    assert b.stack.empty
    assert b.life("opponent") == 19


def test_that_creature_is_the_enchanted_one_303_4(cards: dict[str, Any]) -> None:
    # Takklemaggot: "... put a -0/-1 counter on that creature."
    b = ml.Board()
    _library(b)
    bear = b.add(BEAR, "opponent")
    b.add(BEAR, "opponent")
    b.add(cards["Takklemaggot"], attached_to=bear)
    b.pass_turn()
    b.resolve()
    assert b.counters(bear) == {"-0/-1": 1}


@pytest.mark.corpus
def test_every_corpus_line_of_the_enchanted_controller_s_step_plays(corpus_jsonl: Any
                                                                     ) -> None:
    lines = corpus_abilities(re.compile(r"of enchanted \w+'s controller", re.I), lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and isinstance(a.trigger, Trigger)
        and a.trigger.who is Who.CONTROLLER))
    assert len(lines) >= 5
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    # a Licid is a creature until its ability makes it an Aura: the board's refusal
    bad = [(n, r.detail) for n, r in results if r.outcome is not PlayOutcome.PLAYED and
           "CR 303.4" not in r.detail]
    assert not bad, bad[:5]
    assert sum(r.outcome is PlayOutcome.PLAYED for _n, r in results) >= len(lines) - 3
