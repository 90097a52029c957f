"""The reveal lands: "As this land enters, you may reveal a Goblin card (an Island or
Swamp card) from your hand. If you don't, it enters tapped." A choice made as it enters
(CR 614.12a); revealing needs such a card in the hand and leaves it there (701.20a); no
card revealed, it enters tapped (614.1c)."""

from __future__ import annotations

import pytest

import mtglab as ml

HOVEL = ml.Card.from_text(
    name="Auntie's Hovel", type_line="Land",
    oracle_text="As Auntie's Hovel enters the battlefield, you may reveal a Goblin card from "
                "your hand. If you don't, Auntie's Hovel enters the battlefield tapped.\n{T}: "
                "Add {B} or {R}.")
SNARL = ml.Card.from_text(
    name="Choked Estuary", type_line="Land",
    oracle_text="As this land enters, you may reveal an Island or Swamp card from your hand. "
                "If you don't, this land enters tapped.\n{T}: Add {U} or {B}.")
GOBLIN = ml.Card.from_text(name="Goblin Guide", mana_cost="{R}", type_line="Creature — Goblin",
                           power="2", toughness="2")


def test_the_line_is_understood_cr_614_12a() -> None:
    for card in (HOVEL, SNARL):
        assert all(a.supported for a in card.abilities)


def test_not_revealing_it_enters_tapped_cr_614_1c() -> None:
    b = ml.Board()
    land = b.add(HOVEL, zone="hand")
    with pytest.raises(ml.ChoiceRequired):
        b.play_land(land)
    assert b.is_tapped(b.play_land(land, choices=[False]))


def test_revealing_a_matching_card_it_enters_untapped_cr_701_20a() -> None:
    b = ml.Board()
    b.add(GOBLIN, zone="hand")
    land = b.play_land(b.add(HOVEL, zone="hand"), choices=[True])
    assert not b.is_tapped(land)
    assert b.hand("you")["name"].tolist() == ["Goblin Guide"]  # revealed, not discarded


def test_revealing_needs_such_a_card_and_a_failed_play_changes_nothing() -> None:
    b = ml.Board()
    b.add(GOBLIN, zone="hand")  # a Goblin, not an Island or a Swamp
    snarl = b.add(SNARL, zone="hand")
    with pytest.raises(ml.IllegalActionError, match=r"701\.20a"):
        b.play_land(snarl, choices=[True])
    assert len(b.hand("you")) == 2 and b.state.player("you").lands_played == 0
    b.add("Island", zone="hand")
    assert not b.is_tapped(b.play_land(snarl, choices=[True]))
