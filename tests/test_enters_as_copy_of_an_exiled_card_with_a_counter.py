"""The Master, Formed Anew: "You may have ~ enter the battlefield as a copy of a creature
card in exile with a takeover counter on it."

A card in exile can have counters on it (CR 122.1); they are on that card only while it
stays in exile (a card that changes zones is a new object, 400.7). Entering as a copy of
a card gives its printed values (707.2, 707.5); only a card the ability names can be
copied: a creature card, in exile, with a takeover counter on it."""

from __future__ import annotations

import pytest

import mtglab as ml

MASTER = ml.Card.from_text(
    name="The Master, Formed Anew", mana_cost="{3}{U}{B}",
    type_line="Legendary Creature — Time Lord Rogue", power="5", toughness="5",
    oracle_text="You may have The Master, Formed Anew enter the battlefield as a copy of a "
                "creature card in exile with a takeover counter on it.")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")


def _board() -> ml.Board:
    b = ml.Board()
    b.add_mana("you", "UBCCC")
    return b


def test_the_line_is_understood_cr_122_1_707_5() -> None:
    assert all(a.supported for a in MASTER.abilities)


def test_it_copies_the_exiled_card_with_the_counter_cr_707_2_707_5() -> None:
    b = _board()
    ogre = b.add(OGRE, "opponent", zone="exile", counters={"takeover": 1})
    p = b.cast(MASTER, copy_of=ogre)
    c = b.characteristics(p)
    assert (c["name"], c["power"], c["toughness"]) == ("Test Ogre", 7, 7)
    assert "Trample" in str(c["abilities"])
    assert b.exile["name"].tolist() == ["Test Ogre"]  # the card stays in exile (707.5)


def test_a_card_without_the_counter_is_not_copied_cr_122_1() -> None:
    b = _board()
    ogre = b.add(OGRE, "opponent", zone="exile")
    with pytest.raises(ml.IllegalActionError, match="takeover counter"):
        b.cast(MASTER, copy_of=ogre)


def test_a_noncreature_card_is_not_copied_cr_707_5() -> None:
    b = _board()
    land = b.add("Forest", zone="exile", counters={"takeover": 1})
    with pytest.raises(ml.IllegalActionError, match="creature card"):
        b.cast(MASTER, copy_of=land)


def test_counters_on_exiled_cards_are_kept_in_board_files_cr_122_1() -> None:
    b = _board()
    ogre = b.add(OGRE, "opponent", zone="exile", counters={"takeover": 1})
    again = ml.Board.from_yaml(b.to_yaml())
    p = again.cast(MASTER, copy_of=ogre)  # the same card (ids are kept)
    assert again.characteristics(p)["name"] == "Test Ogre"


def test_only_cards_in_exile_keep_counters_cr_122_2() -> None:
    with pytest.raises(ml.IllegalActionError, match="122"):
        ml.Board().add(OGRE, zone="graveyard", counters={"takeover": 1})


def test_a_board_with_counters_in_exile_reads_back_the_same_cr_122_1() -> None:
    b = _board()
    b.add(OGRE, "opponent", zone="exile", counters={"takeover": 1})
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state == b.state and again.to_yaml() == b.to_yaml()
