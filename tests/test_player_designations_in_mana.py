"""What a player is or has done, read by mana abilities: the monarch (CR 725), the
initiative (726), a completed dungeon (309.7) and the life gained this turn (119.9)."""

from __future__ import annotations

import mtglab as ml

BEHEMOTH = ml.Card.from_text(
    name="Regal Behemoth", type_line="Creature — Dinosaur", power=5, toughness=5,
    oracle_text="When Regal Behemoth enters, you become the monarch.\nWhenever you tap a "
                "land for mana while you're the monarch, add an additional one mana of any "
                "color.")
TOME = ml.Card.from_text(
    name="Sarevok's Tome", type_line="Artifact",
    oracle_text="{T}: Add {C}. If you have the initiative, add {C}{C} instead.")
ADVENTURER = ml.Card.from_text(
    name="Undermountain Adventurer", type_line="Creature — Giant Warrior", power=3,
    toughness=4,
    oracle_text="{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead.")
ALCHEMIST = ml.Card.from_text(
    name="Accomplished Alchemist", type_line="Creature — Elf Druid", power=2, toughness=5,
    oracle_text="{T}: Add one mana of any color.\n{T}: Add X mana of any one color, where X "
                "is the amount of life you gained this turn.")
FOUNTAIN = ml.Card.from_text(name="Test Fountain", type_line="Artifact",
                             oracle_text="{1}: You gain 2 life.")


def test_the_monarch_gets_an_additional_mana_725() -> None:
    b = ml.Board()
    b.add(BEHEMOTH)
    forest = b.add("Forest")
    assert b.productions(forest, 0) == frozenset({"G"})
    b.monarch = "you"
    assert b.productions(forest, 0) == frozenset({str(ml.Mana("G" + c)) for c in "WUBRG"})
    b.monarch = "opponent"
    assert b.productions(forest, 0) == frozenset({"G"})


def test_the_initiative_changes_what_the_tome_adds_726() -> None:
    b = ml.Board()
    tome = b.add(TOME)
    assert b.productions(tome, 0) == frozenset({"C"})
    b.initiative = "you"
    assert b.activate(tome, 0).mana == "CC"


def test_a_completed_dungeon_309_7() -> None:
    b = ml.Board()
    giant = b.add(ADVENTURER)
    assert b.productions(giant, 0) == frozenset({"GG"})
    b.dungeons_completed("you", 1)
    assert b.productions(giant, 0) == frozenset({"G" * 6})


def test_life_gained_this_turn_119_9() -> None:
    b = ml.Board()
    elf = b.add(ALCHEMIST)
    fountain = b.add(FOUNTAIN)
    assert b.productions(elf, 1) == frozenset({""})
    b.add_mana("you", "CC")
    b.activate(fountain, 0)
    b.activate(fountain, 0)
    assert b.productions(elf, 1) == frozenset({c * 4 for c in "WUBRG"})
    b.pass_turn()
    assert b.productions(elf, 1) == frozenset({""})  # a new turn


KYDELE = ml.Card.from_text(
    name="Kydele, Chosen of Kruphix", type_line="Legendary Creature — Human Wizard",
    power=0, toughness=3, oracle_text="{T}: Add {C} for each card you've drawn this turn.")
SEER = ml.Card.from_text(name="Test Seer", type_line="Artifact",
                         oracle_text="{T}: Draw a card.")


def test_cards_drawn_this_turn_121_1() -> None:
    b = ml.Board()
    kydele = b.add(KYDELE)
    seer = b.add(SEER)
    for name in ("Island", "Forest"):
        b.add(name, zone="library")
    assert b.productions(kydele, 0) == frozenset({""})
    b.activate(seer, 0)
    assert list(b.hand("you")["name"]) == ["Forest"]  # the top card (121.1)
    assert b.productions(kydele, 0) == frozenset({"C"})
    b.pass_turn()
    assert b.productions(kydele, 0) == frozenset({""})
