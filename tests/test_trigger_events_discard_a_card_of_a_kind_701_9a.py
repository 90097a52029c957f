"""Discard triggers of a kind of card (CR 701.9a, 603.2c), read by grammar/triggers.lark
into ``DISCARD`` with the kind as the trigger's selector and matched by the one trigger
matcher on the card discarded (its printed characteristics, as it was in the hand):

* "Whenever you discard a creature card", "Whenever an opponent discards a land card" —
  once for each such card;
* "Whenever you discard one or more nonland (artifact) cards" — once for each discarding
  event with such a card in it, however many (603.2c); so is "one or more cards".

Each wording is checked across every corpus line using it (read, and played by the
audit), and by the event happening on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

E = TriggerEvent

_LINE: Final = re.compile(r"^Whenever (?:you discard|an opponent discards|a player discards) "
                          r"(?:an? |one or more )(?!cards?\b)[\w-]+ cards?,", re.M)
_DISCARD: Final = Card.from_text(name="Test Discard", mana_cost="{B}", type_line="Instant",
                                 oracle_text="Discard a card.")
_DISCARD_TWO: Final = Card.from_text(name="Test Discard Two", mana_cost="{B}",
                                     type_line="Instant", oracle_text="Discard two cards.")
_OPP_DISCARDS: Final = Card.from_text(name="Test Mind Rot", mana_cost="{B}", type_line="Sorcery",
                                      oracle_text="Target player discards a card.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")
_PLAINS: Final = Card.from_text(name="Test Plains", type_line="Basic Land — Plains")
_ANY: Final = Card.from_text(name="Test Hoarder", mana_cost="{2}", type_line="Artifact",
                             oracle_text="Whenever you discard one or more cards, you gain 1 "
                             "life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Surly Badgersaur", "Waste Not")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_discard_of_a_kind_is_read_and_played_701_9a() -> None:
    played = trigger_lines_played(_lines(), E.DISCARD, read=12, played=10)
    for _f, a in played:  # the kind of card is the trigger's selector
        assert isinstance(a.trigger, Trigger) and a.trigger.selector is not None


def _discard(b: ml.Board, card: Card) -> None:
    b.add(card, zone="hand")
    b.add_mana("you", "B")
    b.cast(_DISCARD, resolve=False)
    b.resolve()


def test_a_land_card_discarded_triggers_and_a_creature_card_doesnt_701_9a(
        cards: dict[str, ml.Card]) -> None:
    """Surly Badgersaur: of its three discard abilities, only the one of the kind
    discarded triggers — "a land card": create a Treasure token."""
    b = ml.Board()
    b.add(cards["Surly Badgersaur"])
    _discard(b, _BEAR)
    assert [t.split(",")[0] for t in b.stack["text"]] == ["Whenever you discard a creature card"]
    resolve_all(b)
    _discard(b, _PLAINS)
    assert [t.split(",")[0] for t in b.stack["text"]] == ["Whenever you discard a land card"]
    resolve_all(b)
    assert "Treasure" in list(b.permanents["name"])


def test_an_opponent_discarding_a_creature_card_701_9a(cards: dict[str, ml.Card]) -> None:
    """Waste Not: "Whenever an opponent discards a creature card, create a 2/2 black
    Zombie" — not when you discard one."""
    b = ml.Board()
    b.add(cards["Waste Not"])
    _discard(b, _BEAR)
    assert triggers_waiting(b, "Waste Not") == 0
    b.add(_BEAR, "opponent", zone="hand")
    b.add_mana("you", "B")
    b.cast(_OPP_DISCARDS, targets=["opponent"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Waste Not") == 1
    resolve_all(b)
    assert "Zombie" in " ".join(b.permanents["name"])


def test_one_or_more_cards_triggers_once_for_two_603_2c() -> None:
    """"Whenever you discard one or more cards": two cards discarded at once are one
    event (603.2c)."""
    b = ml.Board()
    b.add(_ANY)
    b.add(_BEAR, zone="hand")
    b.add(_PLAINS, zone="hand")
    b.add_mana("you", "B")
    b.cast(_DISCARD_TWO, resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Test Hoarder") == 1
