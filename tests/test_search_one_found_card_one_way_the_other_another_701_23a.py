"""A search that puts one of the cards found one way and the other another (CR 701.23a,
401.4): "Search your library for up to two basic land cards, reveal those cards, put one
onto the battlefield tapped and the other into your hand" (one Search record, its
``others``), or the same in a sentence of its own after the search ("Put one into your
hand and the other into your graveyard": a TakeFromAmong of the cards found). The
searcher chooses which card goes where."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.library import Found, Search, TakeFromAmong
from tests.conftest import audit_found, corpus_abilities, corpus_cards

FOREST = ml.Card.from_text(name="Forest", mana_cost="", type_line="Basic Land — Forest")
ISLAND = ml.Card.from_text(name="Island", mana_cost="", type_line="Basic Land — Island")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")
#: the corpus lines of this form
_LINES = re.compile(r"\bsearch[^.]*(?:\.\s*)?\bput one (?:of them |of those cards )?"
                    r"(?:into|onto)[^.]* and the (?:other|rest) into your (?:hand|graveyard)",
                    re.I)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Cultivate", "Fork in the Road", "Final Parting")


def _board(*library: ml.Card) -> ml.Board:
    b = ml.Board()
    for card in reversed(library):
        b.add(card, zone="library")
    return b


def test_one_found_land_onto_the_battlefield_tapped_the_other_to_hand_701_23a(
        cards: dict[str, Any]) -> None:
    # Cultivate: the searcher finds Forest and Island and chooses the Island to put
    # onto the battlefield tapped; the Forest goes to the hand
    b = _board(FOREST, ISLAND, OGRE)
    b.add_mana("you", "GGG")
    b.cast(cards["Cultivate"], choices=["Forest", "Island", "Island"])
    assert list(b.permanents["name"]) == ["Island"]
    assert b.is_tapped("Island")
    assert list(b.hand("you")["name"]) == ["Forest"]
    assert [c.name for c in b.cards("you", "library")] == ["Ogre"]


def test_a_single_card_found_goes_the_first_way_701_23a(cards: dict[str, Any]) -> None:
    # "up to two": only one basic land card to find (701.23b); it is "one", not "the other"
    b = _board(FOREST, OGRE)
    b.add_mana("you", "GGG")
    b.cast(cards["Cultivate"], choices=["Forest"])
    assert list(b.permanents["name"]) == ["Forest"]
    assert b.hand("you").empty


def test_put_one_into_your_hand_and_the_other_into_your_graveyard_401_4(
        cards: dict[str, Any]) -> None:
    # Fork in the Road: "... and reveal them. Put one into your hand and the other into
    # your graveyard": the cards found, the searcher choosing the one for the hand
    b = _board(FOREST, ISLAND, OGRE)
    b.add_mana("you", "GG")
    b.cast(cards["Fork in the Road"], choices=["Forest", "Island", "Island"])
    assert list(b.hand("you")["name"]) == ["Island"]
    assert sorted(b.graveyard("you")["name"]) == ["Forest", "Fork in the Road"]  # 608.2n
    assert [c.name for c in b.cards("you", "library")] == ["Ogre"]


def test_each_corpus_line_of_the_form_is_read_and_played_701_23a() -> None:
    found = corpus_abilities(_LINES, lambda a: bool(_LINES.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 8
    for _f, a in read:
        search = next(e for e in _flat(a.effects) if isinstance(e, Search))
        takes = [e for e in _flat(a.effects) if isinstance(e, TakeFromAmong)]
        assert search.others in (Found.HAND, Found.GRAVEYARD) or (
            takes and takes[0].rest is not None), a.text
    audit_found(read, board_refusals=True)


def _flat(effects: Any) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.append(e)
        inner = getattr(e, "effects", None)
        if isinstance(inner, tuple):
            out += _flat(inner)
    return out
