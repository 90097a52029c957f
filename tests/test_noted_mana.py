"""Jeweled Amulet: one ability notes the type of mana spent on its cost, the other adds
one mana of the last noted type. The two are linked abilities (CR 607.2); nothing noted
means the type is undefined and no mana is produced (106.5)."""

from __future__ import annotations

import pytest

import mtglab as ml

AMULET = ml.Card.from_text(
    name="Jeweled Amulet", mana_cost="{0}", type_line="Artifact",
    oracle_text="{1}, {T}: Put a charge counter on Jeweled Amulet. Note the type of mana "
                "spent to pay this activation cost. Activate only if there are no charge "
                "counters on Jeweled Amulet.\n{T}, Remove a charge counter from Jeweled "
                "Amulet: Add one mana of Jeweled Amulet's last noted type.")


def test_the_type_spent_is_noted_and_added_later_cr_607_2() -> None:
    b = ml.Board()
    amulet = b.add(AMULET)
    b.add_mana("you", "U")
    b.activate(amulet, 0)  # {1} paid with {U}: U is noted, a charge counter put on it
    assert b.counters(amulet) == {"charge": 1}
    assert not b.can_activate(amulet, 0)  # "only if there are no charge counters"
    b.untap(amulet)
    assert b.productions(amulet, 1) == frozenset({"U"})
    b2 = ml.Board.from_yaml(b.to_yaml())  # the note is kept in board files
    assert b2.productions(amulet.id, 1) == frozenset({"U"})
    assert b.activate(amulet, 1).mana == "U"
    assert b.counters(amulet) == {}


def test_a_new_note_replaces_the_last_one_cr_607_2() -> None:
    b = ml.Board()
    amulet = b.add(AMULET)
    for color in ("U", "R"):
        b.add_mana("you", color)
        b.activate(amulet, 0)
        b.untap(amulet)
        b.activate(amulet, 1)
        b.untap(amulet)
    assert b.mana_pool("you") == "UR"  # the last noted type was red


def test_with_nothing_noted_no_mana_is_produced_cr_106_5() -> None:
    b = ml.Board()
    amulet = b.add(AMULET, counters={"charge": 1})  # a counter put there some other way
    assert b.productions(amulet, 1) == frozenset({""})
    assert b.activate(amulet, 1).mana == ""


CAULDRON = ml.Card.from_text(
    name="Ice Cauldron", mana_cost="{4}", type_line="Artifact",
    oracle_text="{X}, {T}: You may exile a nonland card from your hand. You may cast that "
                "card for as long as it remains exiled. Put a charge counter on Ice Cauldron "
                "and note the type and amount of mana spent to pay this activation cost. "
                "Activate only if there are no charge counters on Ice Cauldron.\n{T}, Remove "
                "a charge counter from Ice Cauldron: Add Ice Cauldron's last noted type and "
                "amount of mana. Spend this mana only to cast the last card exiled with Ice "
                "Cauldron.")


def test_a_note_can_be_set_up_on_a_board_cr_607_2() -> None:
    b = ml.Board()
    amulet = b.add(AMULET, choices={"noted mana": "b"}, counters={"charge": 1})
    assert b.productions(amulet, 1) == frozenset({"B"})
    with pytest.raises(ml.IllegalActionError, match=r"607\.2a"):
        b.add("Forest", choices={"noted mana": "G"})  # nothing of it notes mana


def test_ice_cauldron_adds_the_noted_type_and_amount_cr_607_2_106_6() -> None:
    # its noting ability (exiling a card from the hand to cast it from exile) isn't
    # played by mtglab; the note is set up. The mana may be spent only to cast the card
    # exiled with it, from exile: not on a spell from the hand, nor on an ability (106.6)
    b = ml.Board()
    cauldron = b.add(CAULDRON, choices={"noted mana": "UUG"}, counters={"charge": 1})
    assert b.productions(cauldron, 1) == frozenset({"UUG"})
    assert b.activate(cauldron, 1).mana == "UUG"
    assert b.counters(cauldron) == {}
    assert not b.can_pay("{U}", spell="Lightning Bolt")
    assert not b.can_pay("{U}")
