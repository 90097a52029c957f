""""~ is the chosen type in addition to its other types" (CR 205.1b, 613.1d): the creature
or basic land type its controller chose as it entered (614.12) is added in layer 4; a
basic land type brings its intrinsic mana ability (305.6, 305.7). Every corpus line of
the form that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.statics import TypeChange
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Adaptive Automaton", "Thran Portal", "Xenograft")


def test_the_sentence_reads_as_a_type_added_from_the_choice_205_1b() -> None:
    (e,) = parse_ability("~ is the chosen type in addition to its other types.").effects
    assert isinstance(e, TypeChange) and e.chosen_subtype and e.selector.is_self


def test_the_chosen_creature_type_is_added_613_1d(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "CCC")
    automaton = b.cast(cards["Adaptive Automaton"], choices=["Elf"])
    assert automaton is not None
    assert b.characteristics(automaton)["subtypes"] == ("Construct", "Elf")


def test_each_creature_you_control_gets_the_type_but_not_the_opponents_613_1d(
        cards: dict[str, Any]) -> None:
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             power="2", toughness="2")
    b = ml.Board()
    mine = b.add(bear)
    theirs = b.add(bear, "opponent")
    b.add_mana("you", "CCCCU")
    b.cast(cards["Xenograft"], choices=["Zombie"])
    assert "Zombie" in b.characteristics(mine)["subtypes"]
    assert "Zombie" not in b.characteristics(theirs)["subtypes"]


def test_a_chosen_basic_land_type_brings_its_mana_ability_305_6(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    portal = b.add(cards["Thran Portal"], choices=["Forest"])
    looks = b.characteristics(portal)
    assert "Forest" in looks["subtypes"] and "{T}: Add {G}." in looks["abilities"]


_FORM = re.compile(r"is the chosen type in addition to its other types", re.I)


def test_every_corpus_line_of_the_form_that_is_read_plays_205_1b() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORM, lambda a: a.supported)
             if _FORM.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 5
    audit_found(found, board_refusals=True)
