"""The land play of the turn (CR 305.1-305.2, 116.2a) and "if you played a land this turn".

Playing a land is a special action: the active player, in a main phase with an empty
stack, puts a land card from their hand onto the battlefield; only one a turn (305.2).
River of Tears reads it: "{T}: Add {U}. If you played a land this turn, add {B} instead."
"""

from __future__ import annotations

import pytest

import mtglab as ml

RIVER = ml.Card.from_text(
    name="River of Tears", type_line="Land",
    oracle_text="{T}: Add {U}. If you played a land this turn, add {B} instead.")


def test_a_land_played_from_the_hand_enters_the_battlefield_305_1() -> None:
    b = ml.Board()
    card = b.add("Forest", zone="hand")
    forest = b.play_land(card)
    assert b.hand("you").empty
    assert b.activate(forest, 0).mana == "G"  # a land has no summoning sickness (302.6)


def test_one_land_play_a_turn_305_2() -> None:
    b = ml.Board()
    b.play_land(b.add("Forest", zone="hand"))
    second = b.add("Island", zone="hand")
    with pytest.raises(ml.IllegalActionError, match=r"305\.2"):
        b.play_land(second)
    assert len(b.hand("you")) == 1  # a failed action changes nothing
    b.pass_turn()
    b.pass_turn()  # a new turn of yours: a new land play
    assert str(b.play_land(second)) == "Island"


def test_only_in_your_own_main_phase_with_an_empty_stack_305_1() -> None:
    b = ml.Board()
    card = b.add("Forest", zone="hand", controller="opponent")
    with pytest.raises(ml.IllegalActionError, match=r"305\.1"):
        b.play_land(card)  # it is your turn, not the opponent's
    spell = b.add("Lightning Bolt", zone="hand")
    with pytest.raises(ml.IllegalActionError, match=r"305\.1"):
        b.play_land(spell)  # not a land card


def test_river_of_tears_adds_black_once_you_played_a_land() -> None:
    b = ml.Board()
    river = b.add(RIVER)
    assert b.productions(river, 0) == frozenset({"U"})
    b.play_land(b.add("Swamp", zone="hand"))
    assert b.productions(river, 0) == frozenset({"B"})
    assert b.activate(river, 0).mana == "B"
    b.pass_turn()  # the opponent's turn: you haven't played a land this turn
    assert b.productions(river, 0) == frozenset({"U"})


def test_a_land_played_enters_tapped_when_it_says_so_614_1c() -> None:
    b = ml.Board()
    gate = b.play_land(b.add(ml.Card.from_text(
        name="Test Gate", type_line="Land — Gate",
        oracle_text="This land enters tapped.\n{T}: Add {W}."), zone="hand"))
    assert b.is_tapped(gate)
