"""Discarding a whole hand or every card of a kind (CR 701.9a): "Discard all the cards in
your hand" (the same as "Discard your hand"), "You discard your hand", "Each player
discards all the cards in their hand, then draws that many cards" (each their own count,
608.2c), "Target player reveals their hand and discards all nonland cards"
(``DiscardKind`` with ``every``; the player named by the reveal, 608.2c) — read by
grammar/optional.lark, played by engine/effects/optional.py and perform.py; every corpus
line of these wordings is read and played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.cards.optional import DiscardKind
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_DISCARDS: Final = re.compile(r"\b(?:[Dd]iscards? all (?:the cards in (?:their|your) hand|"
                              r"[\w ]*?cards\b)|[Yy]ou discard your hand)")
#: each player's own "that many" (a test card: no corpus line says only that)
WHEEL: Final = Card.from_text(name="Wheel", mana_cost="{R}", type_line="Sorcery",
                              oracle_text="Each player discards all the cards in their "
                                          "hand, then draws that many cards.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Amnesia", "Tolarian Winds")


def _names(frame: Any) -> list[str]:
    return sorted(frame["name"]) if len(frame) else []


def test_reveal_and_discard_all_nonland_cards_cr_701_9a_701_20a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    for name in ("Forest", "Llanowar Elves", "Island", "Grizzly Bears"):
        b.add(name, "opponent", zone="hand")
    b.add_mana("you", "CCCUUU")
    b.cast(cards["Amnesia"], targets=["opponent"])
    assert _names(b.hand("opponent")) == ["Forest", "Island"]  # no choice: every one
    assert _names(b.graveyard("opponent")) == ["Grizzly Bears", "Llanowar Elves"]


def test_discard_all_the_cards_in_your_hand_then_draw_that_many_cr_701_9a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    b.add("Mountain", zone="hand")
    for _ in range(3):
        b.add("Island", zone="library")
    b.add_mana("you", "CU")
    b.cast(cards["Tolarian Winds"])
    assert _names(b.hand("you")) == ["Island", "Island"]
    assert _names(b.graveyard("you")) == ["Forest", "Mountain", "Tolarian Winds"]


def test_each_player_draws_their_own_that_many_cr_608_2c() -> None:
    b = ml.Board()
    b.add("Forest", zone="hand")
    for name in ("Mountain", "Plains", "Swamp"):
        b.add(name, "opponent", zone="hand")
    for who in ("you", "opponent"):
        for _ in range(4):
            b.add("Island", who, zone="library")
    b.add_mana("you", "R")
    b.cast(WHEEL)
    assert len(b.hand("you")) == 1 and len(b.hand("opponent")) == 3
    assert len(b.graveyard("opponent")) == 3


def test_old_and_new_wordings_read_alike() -> None:
    a = parse_ability("Discard your hand.", is_spell=True)
    b = parse_ability("Discard all the cards in your hand.", is_spell=True)
    c = parse_ability("You discard your hand.", is_spell=True)
    assert a.effects == b.effects == c.effects
    d = parse_ability("Target player discards all nonland cards.", is_spell=True)
    assert isinstance(d.effects[0], DiscardKind) and d.effects[0].every
    # "your hand" discarded by another player is not read as theirs
    assert not parse_ability("Target player discards your hand.", is_spell=True).supported


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_DISCARDS, lambda a: _DISCARDS.search(a.text) is not None)


# ``discard_line``: one test per corpus line that discards a hand or all of a kind
pytest_generate_tests = parametrize_face_lines("discard_line", _lines, width=40)


@pytest.mark.corpus
def test_every_discard_of_all_is_read_cr_701_9a(discard_line: Any) -> None:
    _face, ability = discard_line
    # what is still not read is another part: "with that name", "of that color", "that
    # many ... plus one", ...
    assert not re.match(r"not understood: '[\w ]*?discards? all (?:the cards in (?:their|"
                        r"your) hand|[\w ]*?cards)'$", ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_discard_of_all_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 10
    audit_found(found, board_refusals=True)
