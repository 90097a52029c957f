"""Abilities that read "the exiled card" are linked to the ability that exiled it
(CR 607.2a; "Imprint" is an ability word, 207.2c): on a board the cards exiled with a
permanent are set up by name (``choices={"exiled cards": [...]}``) and must be in
exile; a card that left
exile is a new object, no longer linked (400.7). Chrome Mox adds one mana of the exiled
card's colors — never the colors of permanents on the battlefield."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mtglab as ml

MOX = ml.Card.from_text(
    name="Chrome Mox", mana_cost="{0}", type_line="Artifact",
    oracle_text="Imprint — When Chrome Mox enters the battlefield, you may exile a "
                "nonartifact, nonland card from your hand.\n{T}: Add one mana of any of the "
                "exiled card's colors.")
LENS = ml.Card.from_text(
    name="Extraplanar Lens", mana_cost="{3}", type_line="Artifact",
    oracle_text="Imprint — When Extraplanar Lens enters the battlefield, you may exile "
                "target land you control.\nWhenever a land with the same name as the exiled "
                "card is tapped for mana, its controller adds one mana of any type that land "
                "produced.")
PIT = ml.Card.from_text(
    name="Pit of Offerings", type_line="Land — Cave",
    oracle_text="{T}: Add {C}.\n{T}: Add one mana of any of the exiled cards' colors.")
GOLD = ml.Card.from_text(name="Gold Spell", mana_cost="{W}{U}", type_line="Instant")


def test_nothing_exiled_no_mana_whatever_is_on_the_battlefield_cr_106_5() -> None:
    b = ml.Board()
    b.add("Llanowar Elves")  # green, but not exiled with the Mox
    mox = b.add(MOX)
    assert b.productions(mox, 1) == frozenset({""})
    assert b.activate(mox, 1).mana == ""


def test_the_exiled_cards_colors_cr_607_2a() -> None:
    b = ml.Board()
    b.add(GOLD, zone="exile")
    mox = b.add(MOX, choices={"exiled cards": "Gold Spell"})
    assert b.productions(mox, 1) == frozenset({"W", "U"})
    assert b.activate(mox, 1, choices=["U"]).mana == "U"
    assert ml.Board.from_yaml(b.to_yaml()).productions(mox.id, 1) == frozenset({"W", "U"})


def test_a_card_that_left_exile_is_no_longer_linked_cr_400_7() -> None:
    b = ml.Board()
    mox = b.add(MOX, choices={"exiled cards": ["Gold Spell"]})  # not in exile
    assert b.productions(mox, 1) == frozenset({""})


def test_several_exiled_cards_pit_of_offerings() -> None:
    b = ml.Board()
    for card in (GOLD, "Lightning Bolt"):
        b.add(card, zone="exile")
    pit = b.add(PIT, choices={"exiled cards": ["Gold Spell", "Lightning Bolt"]})
    assert b.productions(pit, 1) == frozenset({"W", "U", "R"})


def test_only_a_card_that_reads_the_exiled_card_takes_one() -> None:
    with pytest.raises(ml.IllegalActionError, match=r"607\.2a"):
        ml.Board().add("Forest", choices={"exiled cards": ["Island"]})


def test_extraplanar_lens_lands_with_the_exiled_cards_name_any_controller_cr_106_12a() -> None:
    b = ml.Board()
    b.add("Forest", zone="exile")
    b.add(LENS, choices={"exiled cards": ["Forest"]})
    forest, island = b.add("Forest"), b.add("Island")
    theirs = b.add("Forest", "opponent")
    assert b.productions(forest, 0) == frozenset({"GG"})
    assert b.productions(island, 0) == frozenset({"U"})  # another name
    assert b.activate(forest, 0).mana == "GG"
    b.active = "opponent"
    b.activate(theirs, 0)
    assert b.mana_pool("opponent") == "GG"  # "its controller adds"


SUNBIRD = {  # a craft card: its back face reads the cards exiled to craft it (702.167c)
    "name": "Sunbird Standard // Sunbird Effigy", "mana_cost": "{3}",
    "type_line": "Artifact // Artifact Creature — Bird Construct", "layout": "transform",
    "oracle_text": "", "colors": [], "faces": [
        {"name": "Sunbird Standard", "mana_cost": "{3}", "type_line": "Artifact",
         "colors": [], "oracle_text": "{T}: Add one mana of any color."},
        {"name": "Sunbird Effigy", "mana_cost": "", "colors": [], "power": "0",
         "toughness": "0", "type_line": "Artifact Creature — Bird Construct",
         "oracle_text": "Flying, vigilance, haste\n{T}: For each color among the exiled "
                        "cards used to craft Sunbird Effigy, add one mana of that color."}]}


def test_each_color_among_the_cards_used_to_craft_it_cr_702_167c(tmp_path: Path) -> None:
    path = tmp_path / "sunbird.jsonl"
    path.write_text(json.dumps(SUNBIRD), "utf-8")
    ml.load_cards(path)
    b = ml.Board()
    for card in (GOLD, "Lightning Bolt", "Forest"):  # white-blue, red, colorless
        b.add(card, zone="exile")
    effigy = b.add("Sunbird Effigy",
                   choices={"exiled cards": ["Gold Spell", "Lightning Bolt", "Forest"]})
    assert b.characteristics(effigy)["name"] == "Sunbird Effigy"  # transformed (712.8)
    assert b.productions(effigy, 1) == frozenset({"WUR"})
    assert b.activate(effigy, 1).mana == "WUR"
