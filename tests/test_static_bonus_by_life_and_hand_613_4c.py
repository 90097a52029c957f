"""A static ability's bonus "where X is your life total" or "... the number of cards in
your hand" (CR 613.4c, 611.3a, 107.3c): counted again whenever characteristics are, in
layer 7c, for the source's controller — a life total (119) and how many cards a hand
holds (402.3: anyone may count them) are known to every player. Every corpus line of
the two forms that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Death's Shadow", "Meishin, the Mind Cage")


def test_minus_x_by_your_life_total_follows_the_life_total_613_4c_119(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    shadow = b.add(cards["Death's Shadow"])  # a 13/13
    assert b.characteristics(shadow)["power"] == 13 - 20
    b.life("you", 8)
    assert (b.characteristics(shadow)["power"], b.characteristics(shadow)["toughness"]) \
        == (5, 5)


def test_it_is_its_controllers_life_not_the_opponents_611_3a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    shadow = b.add(cards["Death's Shadow"], "opponent")
    b.life("you", 5)
    b.life("opponent", 10)
    assert b.characteristics(shadow)["power"] == 3


def test_minus_x_by_the_cards_in_your_hand_613_4c_402_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Meishin, the Mind Cage"])
    bear = b.add(BEAR, "opponent")
    for _ in range(3):
        b.add(ISLAND, zone="hand")
    assert b.characteristics(bear)["power"] == -1
    assert b.characteristics(bear)["toughness"] == 2  # -X/-0


def test_an_opponents_hand_by_target_isnt_read_115_1() -> None:
    a = parse_ability("This creature gets +X/+X, where X is the number of cards in "
                      "target opponent's hand.")
    assert not a.supported


_FORMS = re.compile(r"gets? [+-]X/[+-][X0], where X is (your life total|the number of "
                    r"cards in your hand)", re.I)


def test_every_corpus_line_of_the_two_forms_that_is_read_plays_613_4c() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORMS, lambda a: a.supported)
             if _FORMS.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    audit_found(found, board_refusals=True)
