""""Partner with [name]" (CR 702.124j) represents two abilities: one lets two legendary
cards be your commanders (it works before the game begins, 702.124a), the other is "When
this permanent enters, target player may search their library for a card named [name],
reveal it, put it into their hand, then shuffle." The keyword is read into that
triggered ability (702.1): the target player chooses and searches their own library
(608.2d, 701.23a), and the shuffle is theirs (701.24a). Every corpus line is read and
played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.library import Search, Shuffle
from mtglab.cards.optional import PlayerMay
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

PIR = "Pir, Imaginative Rascal"
TOOTHY = "Toothy, Imaginary Friend"


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards(PIR, TOOTHY, "Island")


def _board(cards: dict[str, Any], library_of: str = "you") -> ml.Board:
    b = ml.Board()
    for name in ("Island", TOOTHY, "Island"):
        b.add(cards[name], library_of, zone="library")
    b.add_mana("you", "GGG")
    return b


def _hand(b: ml.Board, player: str) -> list[str]:
    return list(b.hand(player)["name"])


def test_the_keyword_reads_as_its_enters_trigger_702_124j() -> None:
    a = parse_ability(f"Partner with {TOOTHY} (When this creature enters, target player "
                      "may put Toothy into their hand from their library, then shuffle.)")
    assert a.supported and a.kind is AbilityKind.TRIGGERED
    assert a.keywords == ("Partner with",)
    assert a.trigger is not None and a.trigger.event is TriggerEvent.ENTERS
    (may,) = a.effects
    assert isinstance(may, PlayerMay) and may.who is Who.TARGET_PLAYER
    search, shuffle = may.effects
    assert isinstance(search, Search) and search.selector.named == TOOTHY
    assert isinstance(shuffle, Shuffle) and shuffle.player == Who.YOU  # the searcher's


def test_the_target_player_may_put_the_partner_into_their_hand_702_124j(
        cards: dict[str, Any]) -> None:
    b = _board(cards)
    b.cast(cards[PIR], choices=["you"])  # its trigger targets you (603.3d)
    b.resolve(choices=[True])
    assert _hand(b, "you") == [TOOTHY]
    assert TOOTHY not in list(b.library("you")["name"])


def test_declining_leaves_the_library_as_it_was_608_2d(cards: dict[str, Any]) -> None:
    b = _board(cards)
    b.cast(cards[PIR], choices=["you"])
    b.resolve(choices=[False])
    assert _hand(b, "you") == [] and TOOTHY in list(b.library("you")["name"])


def test_an_opponent_targeted_searches_their_own_library_701_23a(
        cards: dict[str, Any]) -> None:
    b = _board(cards, library_of="opponent")
    b.cast(cards[PIR], choices=["opponent"])
    b.resolve(choices=[True])  # the opponent's choice (608.2d)
    assert _hand(b, "opponent") == [TOOTHY] and _hand(b, "you") == []
    shuffled = b.log[b.log["action"] == "shuffle"]
    assert list(shuffled["object"]) == ["opponent"]  # their library (701.24a)


def test_a_library_without_the_card_finds_nothing_701_23b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Island"], zone="library")
    b.add_mana("you", "GGG")
    b.cast(cards[PIR], choices=["you"])
    b.resolve(choices=[True])
    assert _hand(b, "you") == [] and list(b.library("you")["name"]) == ["Island"]


def test_every_corpus_partner_with_line_reads_and_plays_702_124j() -> None:
    found = corpus_abilities(re.compile(r"^Partner with ", re.M),
                             lambda a: "Partner with" in a.keywords)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 45
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        (may,) = a.effects
        assert isinstance(may, PlayerMay), a.text
        search = may.effects[0]
        assert isinstance(search, Search) and search.selector.named, a.text
        assert a.text.lower().startswith(f"partner with {search.selector.named.lower()}")
    audit_found(found, board_refusals=True)
