"""Sasaya's Essence: "Whenever a land you control is tapped for mana, add an additional
one mana of any type that land produced for each other land you control with the same
name as it" — a triggered mana ability (CR 605.1b, 106.12a) counting by name (201.2)."""

from __future__ import annotations

import mtglab as ml

ESSENCE = ml.Card.from_text(
    name="Sasaya's Essence", type_line="Legendary Enchantment", mana_cost="{1}{G}{G}",
    oracle_text="Whenever a land you control is tapped for mana, add an additional one mana "
                "of any type that land produced for each other land you control with the "
                "same name as it.")


def test_each_other_land_with_the_same_name_adds_one_more_201_2() -> None:
    b = ml.Board()
    b.add(ESSENCE)
    forest = b.add("Forest")
    b.add("Forest")
    b.add("Forest", "opponent")  # not yours
    island = b.add("Island")
    assert b.productions(forest, 0) == frozenset({"GG"})
    assert b.productions(island, 0) == frozenset({"U"})  # no other Island
    assert b.activate(forest, 0).mana == "GG"
