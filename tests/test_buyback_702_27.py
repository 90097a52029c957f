"""Buyback (CR 702.27a): an optional additional cost; a spell whose buyback cost was
paid goes to its owner's hand as it resolves, on real cards of the pool."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.keywords import Buyback
from mtglab.cards.model import Card


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def test_paid_buyback_returns_the_card_to_its_owner_s_hand_cr_702_27a(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "UUCCCC")  # {1}{U}{U} + buyback {3}
    b.cast(cards["Capsize"], targets=[bears], buyback=True)
    assert list(b.hand("you")["name"]) == ["Capsize"]
    assert b.graveyard("you").empty


def test_without_buyback_it_goes_to_the_graveyard_cr_608_2n(cards: dict[str, Card]) -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "UUC")
    b.cast(cards["Capsize"], targets=[bears])
    assert list(b.graveyard("you")["name"]) == ["Capsize"]


def test_buyback_is_an_additional_cost_paid_with_the_others_cr_601_2f(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears", controller="opponent")
    b.add_mana("you", "UUC")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(cards["Capsize"], targets=[bears], buyback=True)


def test_a_spell_without_buyback_refuses_it_cr_702_27a() -> None:
    b = ml.Board()
    b.add_mana("you", "U")
    plain = ml.Card.from_text(name="Test Draw", mana_cost="{U}", type_line="Sorcery",
                              oracle_text="Draw a card.")
    with pytest.raises(ml.IllegalActionError, match=r"702\.27a"):
        b.cast(plain, buyback=True)


def test_every_buyback_mana_line_is_read_cr_702_27a(cards: dict[str, Card]) -> None:
    lines = [a for c in cards.values() for a in c.abilities if a.text.startswith("Buyback {")]
    read = [a for a in lines if a.supported and isinstance(a.effects[0], Buyback)]
    assert len(read) >= 20
    for a in lines:  # read, or unsupported only as its spell can't be cast (601.2, 608.2)
        assert a in read or a.problem.startswith("the spell can't be cast"), a.problem
