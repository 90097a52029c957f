"""A hand or a graveyard shuffled into its owner's library (CR 701.24a, 701.24d): "Shuffle
your graveyard into your library", "Target player shuffles their graveyard into their
library", "Each player shuffles their hand and graveyard into their library" — read by
grammar/library.lark (``ShuffleInto``), played by engine/effects/library.py, each player
in turn order (101.4); across every corpus line."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.library import ShuffleInto
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_SHUFFLE: Final = re.compile(
    r"\b(?:[Ss]huffle (?:your)|shuffles (?:their)) (?:hand|graveyard)(?: and (?:hand|graveyard))?"
    r" into (?:your|their) library")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Timetwister", "Reminisce", "Feldon's Cane", "Mnemonic Nexus")


def _names(frame: Any) -> list[str]:
    return sorted(frame["name"]) if len(frame) else []


def _stock(b: ml.Board, who: str) -> None:
    """Two cards in the library, one in the hand, two in the graveyard."""
    for name in ("Island", "Island"):
        b.add(name, who, zone="library")
    b.add("Forest", who, zone="hand")
    b.add("Llanowar Elves", who, zone="graveyard")
    b.add("Mountain", who, zone="graveyard")


def test_timetwister_each_player_shuffles_hand_and_graveyard_then_draws_cr_701_24a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for who in ("you", "opponent"):
        _stock(b, who)
    for _ in range(4):  # cards to draw beyond the five each library then holds
        b.add("Plains", "opponent", zone="library")
    b.add_mana("you", "CCU")
    b.cast(cards["Timetwister"])
    # you: 2 + 1 + 2 = 5 cards shuffled into the library, then seven drawn from five
    # (the rest can't be drawn); the spell itself goes to the graveyard afterwards (608.2n)
    assert _names(b.hand("you")) == ["Forest", "Island", "Island", "Llanowar Elves",
                                     "Mountain"]
    assert _names(b.graveyard("you")) == ["Timetwister"]
    assert len(b.hand("opponent")) == 7 and len(b.library("opponent")) == 2
    assert _names(b.graveyard("opponent")) == []


def test_each_player_shuffles_in_turn_order_the_active_player_first_cr_101_4(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for who in ("you", "opponent"):
        _stock(b, who)
    b.active = "opponent"  # the opponent's spell on their turn: they go first
    b.add_mana("opponent", "CCCU")
    b.cast(cards["Mnemonic Nexus"], controller="opponent")
    log = b.log
    assert list(log[log["action"] == "shuffle"]["object"]) == ["opponent", "you"]
    assert _names(b.hand("you")) == ["Forest"]  # the hand stays (only the graveyard)
    assert _names(b.graveyard("you")) == [] and len(b.library("you")) == 4
    assert _names(b.graveyard("opponent")) == ["Mnemonic Nexus"]


def test_reminisce_target_player_shuffles_only_their_graveyard_cr_701_24a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for who in ("you", "opponent"):
        _stock(b, who)
    b.add_mana("you", "CCU")
    b.cast(cards["Reminisce"], targets=["opponent"])
    assert _names(b.graveyard("opponent")) == []
    assert _names(b.library("opponent")) == ["Island", "Island", "Llanowar Elves",
                                             "Mountain"]
    assert _names(b.graveyard("you")) == ["Llanowar Elves", "Mountain", "Reminisce"]


def test_an_empty_graveyard_still_shuffles_the_library_cr_701_24d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    cane = b.add(cards["Feldon's Cane"])
    b.activate(cane)
    assert _names(b.library("you")) == []
    assert (b.log["action"] == "shuffle").any()


def test_old_and_new_wordings_read_alike() -> None:
    a = parse_ability("Shuffle your hand and graveyard into your library.", is_spell=True)
    b = parse_ability("Target player shuffles their graveyard and hand into their library.",
                      is_spell=True)
    assert a.effects == (ShuffleInto(("hand", "graveyard"), "you"),)
    assert b.effects == (ShuffleInto(("graveyard", "hand"), "target player"),)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_SHUFFLE, lambda a: _SHUFFLE.search(a.text) is not None)


# ``shuffle_line``: one test per corpus line shuffling a hand or a graveyard into a library
pytest_generate_tests = parametrize_face_lines("shuffle_line", _lines, width=40)


@pytest.mark.corpus
def test_every_shuffle_into_library_line_is_read_cr_701_24a(shuffle_line: Any) -> None:
    _face, ability = shuffle_line
    # what is still not read is another part of the line, never a sentence that is only
    # the shuffle (with its player, and "then draw(s) N cards" after it)
    assert not re.match(r"not understood: '(?:[\w ]+ )?[Ss]huffles? \w+ (?:hand|graveyard)"
                        r"(?: and \w+)? into \w+ library(?:, then draws? \w+ cards)?'$",
                        ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_shuffle_into_library_line_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 15
    audit_found(found, board_refusals=True)
