"""A card name chosen as the spell resolves, then searched for in another player's
graveyard, hand and library (CR 201.4, 608.2d, 701.23a): "Choose a nonland card name.
Search target player's graveyard, hand, and library for all cards with that name and
exile them. Then that player shuffles." (Cranial Extraction, Memoricide, Slaughter
Games ...). The name is one record (cards.library.ChooseCardName) played by
engine.effects.namechoice; "with that name" reads it (608.2c)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.library import ChooseCardName, Found, Search
from mtglab.cards.vocabulary import Zone
from tests.conftest import audit_found, corpus_abilities, corpus_cards

ZAP = ml.Card.from_text(name="Zap", mana_cost="{R}", type_line="Instant",
                        oracle_text="Zap deals 3 damage to any target.")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")
ISLE = ml.Card.from_text(name="Isle", mana_cost="", type_line="Land — Island")
#: the corpus lines of this form
_LINES = re.compile(r"^Choose an? [\w, -]*card name\. Search target (?:player|opponent)'s "
                    r"graveyard, hand, and library", re.I | re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Cranial Extraction")


def _board() -> ml.Board:
    """The opponent holds a Zap in each of their graveyard, hand and library."""
    b = ml.Board()
    for zone in ("hand", "graveyard", "library"):
        b.add(ZAP, "opponent", zone=zone)
    b.add(OGRE, "opponent", zone="hand")
    b.add(ISLE, "opponent", zone="library")
    b.add_mana("you", "BBBB")
    return b


def test_every_card_with_the_chosen_name_is_exiled_from_each_zone_701_23a(
        cards: dict[str, Any]) -> None:
    b = _board()
    b.cast(cards["Cranial Extraction"], targets=["opponent"], choices=["Zap"])
    assert [c.name for c in b.cards("opponent", "exile")] == ["Zap", "Zap", "Zap"]
    assert list(b.hand("opponent")["name"]) == ["Ogre"]  # another name stays (201.4)
    assert [c.name for c in b.cards("opponent", "library")] == ["Isle"]
    assert any("shuffles their library" in d for d in b.log["detail"])  # 701.24a


def test_the_chosen_name_must_be_of_the_kind_asked_for_201_4(cards: dict[str, Any]) -> None:
    # "a nonland card name": a land's name is refused, and nothing changes
    b = _board()
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Cranial Extraction"], targets=["opponent"], choices=["Isle"])
    assert b.cards("opponent", "exile") == []


def test_each_corpus_line_of_the_form_is_read_and_played_201_4_701_23a() -> None:
    found = corpus_abilities(_LINES, lambda a: bool(_LINES.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 7
    for _f, a in read:
        choose, search = a.effects[:2]
        assert isinstance(choose, ChooseCardName), a.text
        assert isinstance(search, Search) and search.to is Found.EXILE, a.text
        assert set(search.zones) == {Zone.LIBRARY, Zone.GRAVEYARD, Zone.HAND}, a.text
        assert search.selector.chosen_name, a.text
    audit_found(read, board_refusals=True)
