""""If a red source you control would deal damage to an opponent or a permanent an
opponent controls, it deals that much damage plus 2 instead" (CR 614.1a; Torbran, Thane
of Red Fell): a static replacement effect that adds to damage; with one that doubles it,
the affected player orders them (616.1) — doubling first leaves the least damage — from
real cards of ../shared/corpus through the public API; then read and played across
every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.damagereplacement import DoubleDamage
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Torbran, Thane of Red Fell", "Furnace of Rath", "Lightning Bolt")


def _bolt(b: ml.Board, cards: dict[str, Any], target: Any) -> None:
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[target])


def test_that_much_damage_plus_2_to_an_opponent_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Torbran, Thane of Red Fell"])
    _bolt(b, cards, "opponent")
    assert b.life("opponent") == 15
    _bolt(b, cards, "you")  # not an opponent of its controller
    assert b.life("you") == 17


def test_not_for_an_opponent_s_source_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Torbran, Thane of Red Fell"], "opponent")
    _bolt(b, cards, "opponent")
    assert b.life("opponent") == 17


def test_doubled_then_plus_2_the_least_damage_616_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Torbran, Thane of Red Fell"])
    b.add(cards["Furnace of Rath"])
    _bolt(b, cards, "opponent")
    assert b.life("opponent") == 20 - (3 * 2 + 2)


def test_every_corpus_line_of_that_much_damage_plus_is_read_and_plays_614_1a() -> None:
    line = re.compile(r"it deals that much damage (plus|minus) \d", re.I)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, DoubleDamage) and e.plus for e in a.effects)]
    assert len(read) >= 4, [(f.name, a.problem) for f, a in found]
    audit_found(read, board_refusals=True)
