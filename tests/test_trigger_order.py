"""A player orders their own simultaneous triggered abilities (CR 603.3b).

Each player, in APNAP order, puts the triggered abilities they control on the stack in
any order they choose. mtglab asks for that order (``choices=``: a sequence of the
abilities' labels, first on the stack first, so the last resolves first) only when two
or more of one player's differ in result; otherwise they go on in the order they
triggered.
"""

from __future__ import annotations

import pytest

import mtglab as ml


def enchantment(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line="Enchantment",
                             oracle_text=text)


GAIN = enchantment("Gainer", "At the beginning of your upkeep, you gain 1 life.")
LOSE = enchantment("Loser", "At the beginning of your upkeep, you lose 2 life.")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def to_my_upkeep(b: ml.Board, choices: tuple[object, ...] = ()) -> None:
    b.pass_turn()  # the opponent's turn
    b.pass_turn(choices=choices)  # mine again: my upkeep abilities trigger


def test_a_missing_order_of_different_triggers_lists_the_orders_603_3b() -> None:
    b = ml.Board()
    b.add(GAIN)
    b.add(LOSE)
    with pytest.raises(ml.ChoiceRequired) as err:
        to_my_upkeep(b)
    assert set(err.value.options) == {("Gainer", "Loser"), ("Loser", "Gainer")}


@pytest.mark.parametrize("order", [("Gainer", "Loser"), ("Loser", "Gainer")])
def test_the_chosen_order_puts_them_on_the_stack_603_3b(order: tuple[str, str]) -> None:
    # the first named goes on the stack first, so it resolves last (405.5, 608.1)
    b = ml.Board()
    b.add(GAIN)
    b.add(LOSE)
    to_my_upkeep(b, choices=(list(order),))
    assert tuple(b.stack["name"]) == order  # bottom to top
    b.resolve()
    assert b.life("you") == (21 if order[1] == "Gainer" else 18)
    b.resolve()
    assert b.life("you") == 19


def test_the_same_ability_twice_needs_no_order_603_3b() -> None:
    # two copies of one ability whose result doesn't depend on its source: every order
    # has the same result, so none is asked
    b = ml.Board()
    b.add(GAIN)
    b.add(GAIN)
    to_my_upkeep(b)
    assert list(b.stack["name"]) == ["Gainer", "Gainer"]


def test_the_order_of_three_lists_the_distinct_orders_603_3b() -> None:
    # two identical Gainers and a Loser: 3 orders differ in result (where the Loser is)
    b = ml.Board()
    g1, g2 = b.add(GAIN), b.add(GAIN)
    b.add(LOSE)
    with pytest.raises(ml.ChoiceRequired) as err:
        to_my_upkeep(b)
    assert len(err.value.options) == 3
    assert all(len(o) == 3 for o in err.value.options)
    assert {f"Gainer #{g1.id}", f"Gainer #{g2.id}", "Loser"} == set(err.value.options[0])


def test_an_answer_that_is_not_an_order_is_refused_and_nothing_changes() -> None:
    b = ml.Board()
    b.add(GAIN)
    b.add(LOSE)
    b.pass_turn()
    before = b.state
    with pytest.raises(ml.IllegalActionError):
        b.pass_turn(choices=(["Gainer", "Gainer"],))
    assert b.state is before


def test_each_player_orders_only_their_own_apnap_603_3b() -> None:
    # the active player (me) orders mine, then the opponent's goes on top (101.4)
    b = ml.Board()
    b.add(GAIN)
    b.add(LOSE)
    b.add(enchantment("Theirs", "At the beginning of each opponent's upkeep, you gain "
                      "1 life."), "opponent")
    to_my_upkeep(b, choices=(["Loser", "Gainer"],))
    assert list(b.stack["name"]) == ["Loser", "Gainer", "Theirs"]


def test_targets_are_chosen_in_the_chosen_order_603_3d() -> None:
    # 603.3d: each ability's targets are chosen as it goes on the stack, in the order
    # the player put them there
    bounce = enchantment("Bouncer", "At the beginning of your upkeep, return target "
                         "creature to its owner's hand.")
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             oracle_text="", power="2", toughness="2")
    b = ml.Board()
    b.add(GAIN)
    b.add(bounce)
    first, second = b.add(bear, "opponent"), b.add(bear, "opponent")
    to_my_upkeep(b, choices=(["Bouncer", "Gainer"], second))
    assert list(b.stack["name"]) == ["Bouncer", "Gainer"]
    b.resolve()
    b.resolve()
    assert first.id in b.state.permanents and second.id not in b.state.permanents
