""""A Forest card and a Plains card", "a creature card and/or a land card", "a Cleric
card, a Rogue card, a Warrior card, and/or a Wizard card": one card of each kind listed,
chosen together (CR 608.2c), by a search (701.23a; one may fail to find some, 701.23b) or
from among cards revealed or looked at (701.20a). A card fitting two of the kinds counts
for one of them only. Every corpus line so read is played; elsewhere the words stay
unsupported with the part named."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_LINE = re.compile(r"\ban? [\w' -]*?card(?:, an? [\w' -]*?card)*,? (?:and/or|and) an? "
                   r"[\w' -]*?card", re.I)


def _has_each(ability: Any) -> bool:
    from mtglab.cards.effectparts import Selector
    from mtglab.cards.oracle.triggerlimits import walk
    return any(isinstance(x, Selector) and x.one_each for x in walk(ability.effects))


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: a.supported and _has_each(a))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_one_of_each_line_is_played_cr_608_2c(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_eight_lines_are_read_cr_701_23a() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8


def _sorcery(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Each", type_line="Sorcery", mana_cost="{G}",
                             oracle_text=text)


_FOREST_PLAINS = _sorcery("Search your library for a Forest card and a Plains card, put "
                          "them onto the battlefield tapped, then shuffle.")


def _library(b: ml.Board, *names: str) -> None:
    """``names`` from the top down (a card added to a library goes on top)."""
    for name in reversed(names):
        b.add(name, zone="library")


def test_a_search_finds_one_card_of_each_kind_cr_701_23a() -> None:
    b = ml.Board()
    _library(b, "Forest", "Forest", "Plains")
    b.add_mana("you", "G")
    b.cast(_FOREST_PLAINS, choices=["Forest", "Plains"])
    assert sorted(b.permanents["name"]) == ["Forest", "Plains"]
    assert all(b.permanents["tapped"])
    assert list(b.library("you")["name"]) == ["Forest"]


def test_never_two_of_one_kind_and_may_find_fewer_cr_701_23b() -> None:
    b = ml.Board()
    _library(b, "Forest", "Forest")
    b.add_mana("you", "G")
    b.cast(_FOREST_PLAINS, choices=["Forest"])
    assert list(b.permanents["name"]) == ["Forest"]  # no Plains: the second isn't found
    assert list(b.library("you")["name"]) == ["Forest"]


def test_a_creature_and_a_land_from_among_them_both_taken_cr_608_2c() -> None:
    b = ml.Board()
    _library(b, "Grizzly Bears", "Forest", "Lightning Bolt", "Clone")
    b.add_mana("you", "G")
    b.cast(_sorcery("Reveal the top four cards of your library. You may put a creature "
                    "card and/or a land card from among them into your hand. Put the rest "
                    "into your graveyard."), choices=[True, "Grizzly Bears, Forest"])
    assert sorted(b.hand("you")["name"]) == ["Forest", "Grizzly Bears"]
    assert sorted(b.graveyard("you")["name"]) == ["Clone", "Lightning Bolt",
                                                  "Test Each"]


def test_the_second_card_is_of_the_other_kind_cr_608_2c() -> None:
    b = ml.Board()
    _library(b, "Grizzly Bears", "Clone", "Lightning Bolt")
    b.add_mana("you", "G")
    b.cast(_sorcery("Reveal the top three cards of your library. You may put a creature "
                    "card and/or a land card from among them into your hand. Put the rest "
                    "into your graveyard."), choices=[True, "Grizzly Bears"])
    assert list(b.hand("you")["name"]) == ["Grizzly Bears"]  # no land: Clone stays
    assert "Clone" in set(b.graveyard("you")["name"])


def test_the_revealed_cards_are_those_taken_cr_701_20a() -> None:
    b = ml.Board()
    _library(b, "Grizzly Bears", "Clone", "Forest")
    b.add_mana("you", "G")
    b.cast(_sorcery("Look at the top three cards of your library. You may reveal any "
                    "number of creature cards from among them and put the revealed cards "
                    "into your hand. Put the rest on the bottom of your library in any "
                    "order."), choices=[True, "Grizzly Bears", "Clone"])
    assert sorted(b.hand("you")["name"]) == ["Clone", "Grizzly Bears"]
    assert list(b.library("you")["name"]) == ["Forest"]


def test_elsewhere_the_words_stay_unsupported_named_cr_608_2c() -> None:
    card = _sorcery("Return a creature card and a land card from your graveyard to your "
                    "hand.")
    (ability,) = card.abilities
    assert not ability.supported
