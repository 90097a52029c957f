"""Amounts read from a card or spell the text named (CR 608.2c, 608.2h): "that card's mana
value", "that spell's mana value", "that card's toughness" — the card in a zone (its
printed values, 109.3), the spell on the stack a trigger's event named, or a countered
spell as it last existed on the stack. Real cards of ../shared/corpus through the public
API; the wording played across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards, resolve_all


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Shark Typhoon", "Divination", "Spell Swindle", "Lightning Bolt",
                        "Healing Technique", "Hill Giant", "Hellhole Rats",
                        "Rotfeaster Maggot", "Horned Turtle")


def test_that_spells_mana_value_is_the_spell_cast_603_2(cards: dict[str, Any]) -> None:
    # Shark Typhoon: casting Divination (mana value 3) makes a 3/3 Shark
    b = ml.Board()
    b.add(cards["Shark Typhoon"])
    for _ in range(2):
        b.add("Island", zone="library")
    b.add_mana("you", "UUU")
    b.cast(cards["Divination"])
    resolve_all(b)
    shark = b.permanents[b.permanents["name"] == "Shark"]
    assert (int(shark["power"].iloc[0]), int(shark["toughness"].iloc[0])) == (3, 3)


def test_a_countered_spell_as_it_last_existed_on_the_stack_608_2h(
        cards: dict[str, Any]) -> None:
    # Spell Swindle countering Lightning Bolt (mana value 1): one Treasure
    b = ml.Board()
    b.add_mana("opponent", "R")
    b.add_mana("you", "UUUUUUU")
    b.cast(cards["Lightning Bolt"], controller="opponent", targets=["you"], resolve=False)
    b.cast(cards["Spell Swindle"], targets=[b.state.stack[-1].id])
    assert list(b.permanents["name"]) == ["Treasure"]
    assert b.life("you") == 20


def test_that_cards_mana_value_in_the_hand_it_went_to_608_2c(cards: dict[str, Any]) -> None:
    # Healing Technique returning Hill Giant (mana value 4) to the hand
    b = ml.Board()
    giant = b.add(cards["Hill Giant"], zone="graveyard")
    b.add_mana("you", "GGGG")
    b.cast(cards["Healing Technique"], targets=[giant])
    assert b.life("you") == 24


def test_the_discarded_cards_mana_value_608_2c(cards: dict[str, Any]) -> None:
    # Hellhole Rats: the opponent discards Hill Giant, 4 damage to them
    b = ml.Board()
    b.add(cards["Hill Giant"], "opponent", zone="hand")
    b.add_mana("you", "BBRR")
    b.cast(cards["Hellhole Rats"], resolve=False)
    b.resolve(choices=["opponent"])
    resolve_all(b)
    assert b.life("opponent") == 16


def test_the_exiled_cards_toughness_not_the_sources_608_2c(cards: dict[str, Any]) -> None:
    # Rotfeaster Maggot (3/5) exiling Horned Turtle (1/4) from a graveyard: 4 life
    b = ml.Board()
    turtle = b.add(cards["Horned Turtle"], "opponent", zone="graveyard")
    b.add_mana("you", "BBBBB")
    b.cast(cards["Rotfeaster Maggot"], resolve=False)
    b.resolve(choices=[turtle])
    resolve_all(b)
    assert b.life("you") == 24


def test_every_corpus_that_card_or_spell_value_line_plays_608_2h() -> None:
    found = corpus_abilities(re.compile(r"that (card|spell)'s (mana value|power|toughness)"),
                             lambda a: a.supported)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    audit_found(found, board_refusals=True)
