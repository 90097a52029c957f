"""The bundled catalogue (mtglab/data/cards/*.yaml) and name lookup with ml.card."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import mtglab as ml

# Every card ../shared/research/cards.md gives an entry, a table row or a note to (tokens,
# Treasure and Gold, are not cards). Not listed: names that file quotes only as the source
# of a ruling about another card (Tezzeret, Cruel Captain; Chandra, Flameshaper; The
# Eleventh Hour; Lunar Insight; Hall of the Bandit Lord) and Kithkin Zephyrnaut, which it
# says was not checked.
RESEARCH_CARDS = [
    # 1. Zygon Infiltrator
    "Zygon Infiltrator",
    # 2. "could produce" (106.7)
    "Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Harvester Druid", "Sylvok Explorer",
    "Naga Vitalist", "Incubation Druid", "Squandered Resources", "Meteor Crater",
    # 3. replacement effects on mana (614, 616)
    "Contamination", "Infernal Darkness", "Pulse of Llanowar", "Deep Water",
    "Naked Singularity", "Reality Twist", "Mana Reflection", "Nyxbloom Ancient",
    "Doubling Cube",
    # 4. "tapped for mana" triggers (106.12a)
    "Kinnan, Bonder Prodigy", "Mana Flare", "Heartbeat of Spring", "Zendikar Resurgent",
    "Wild Growth", "Utopia Sprawl", "Overgrowth", "Roxanne, Starfall Savant",
    "Vorinclex, Monstrous Raider", "Vorinclex, Voice of Hunger",
    # 5. land-type and ability changers
    "Blood Moon", "Urborg, Tomb of Yawgmoth", "Chromatic Lantern", "Celestial Dawn",
    # 6. basic mana producers
    "Sol Ring", "Mana Vault", "Llanowar Elves", "Birds of Paradise", "Mutavault",
    "Springleaf Drum", "Dryad Arbor", "Manamorphose", "Ancient Tomb", "Reliquary Tower",
    "Wastes", "Raging Ravine",
    # 7. {Q} cards
    "Pili-Pala", "Order of Whiteclay", "Puresight Merrow", "Silkbind Faerie",
    "Farmstead Gleaner", "Crackleburr", "Fylamarid",
    # 8. X permanents
    "Hangarback Walker", "Endless One", "Walking Ballista", "Chalice of the Void",
    # 9. copy cards (707)
    "Clone", "Phantasmal Image", "Phyrexian Metamorph", "Spark Double", "Cytoshape",
    "Mirrorweave", "Cackling Counterpart", "Vesuvan Doppelganger", "Sakashima's Student",
    # 10. "any type" / "any color"
    "Mana Confluence", "City of Brass", "Command Tower", "Mox Amber",
    "Unclaimed Territory", "Cavern of Souls",
    # 11. supporting cards
    "Vivid Crag", "Ancient Ziggurat", "Breeding Pool", "Tropical Island", "Grizzly Bears",
    "Glorious Anthem", "Rancor", "Fires of Yavimaya", "Lightning Bolt",
    # the basic lands (Naked Singularity and Reality Twist name them)
    "Plains", "Island", "Swamp", "Mountain", "Forest",
]

BASICS = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def test_at_least_150_cards() -> None:
    assert len(ml.catalogue()) >= 150


@pytest.mark.parametrize("name", RESEARCH_CARDS)
def test_every_researched_card_is_in_the_catalogue(name: str) -> None:
    assert name in ml.catalogue().names


def test_the_basic_lands_wastes_and_snow_basics_are_there() -> None:
    names = ml.catalogue().names
    for basic in BASICS:
        assert basic in names and f"Snow-Covered {basic}" in names
    assert "Wastes" in names


def test_catalogue_names_are_unique_and_cards_are_cards() -> None:
    cards = list(ml.catalogue())
    assert len({c.name for c in cards}) == len(cards)
    assert all(isinstance(c, ml.Card) and c.type_line for c in cards)


def test_catalogue_is_read_lazily() -> None:
    # Importing mtglab reads no YAML: the catalogue is read on first use.
    code = ("import mtglab, sys; print(mtglab.catalogue.cache_info().currsize); "
            "mtglab.card('Forest'); print(mtglab.catalogue.cache_info().currsize)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["0", "1"]


# -- basic land types give their mana ability (305.6) --------------------------------------


@pytest.mark.parametrize(("name", "color"), [*BASICS.items(),
                                             *[(f"Snow-Covered {n}", c)
                                               for n, c in BASICS.items()]])
def test_basic_land_taps_for_its_color_from_its_type_cr_305_6(name: str, color: str) -> None:
    card = ml.card(name)
    # the printed text is only reminder text ...
    assert card.oracle_text.startswith("(") and card.oracle_text.endswith(")")
    # ... and the mana ability comes from the basic land type
    assert len(card.abilities) == 1
    ability = card.abilities[0]
    assert ability.text == "{T}: Add {" + color + "}."
    assert ability.intrinsic and ability.supported and ability.is_mana_ability  # 605.1a
    assert ability.kind == ml.AbilityKind.ACTIVATED
    assert ability.has_tap_cost and ability.produces_mana
    assert card.colors == frozenset()  # lands have no mana cost: colorless (202.2b)
    assert card.mana_cost is None and card.mana_value == 0  # 202.3a


def test_dual_land_has_both_intrinsic_abilities_in_type_line_order_cr_305_6() -> None:
    # Tropical Island — Land — Forest Island
    card = ml.card("Tropical Island")
    assert card.subtypes == ("Forest", "Island")
    assert [a.text for a in card.abilities] == ["{T}: Add {G}.", "{T}: Add {U}."]
    assert all(a.intrinsic and a.is_mana_ability for a in card.abilities)


def test_printed_abilities_come_before_the_intrinsic_ones() -> None:
    # The ability order of DESIGN.md: printed abilities in printed order, then the
    # intrinsic ones of the basic land types (305.6) in type-line order.
    card = ml.card("Breeding Pool")  # Land — Forest Island
    assert [(a.text, a.intrinsic) for a in card.abilities] == [
        ("As this land enters, you may pay 2 life. If you don't, it enters tapped.", False),
        ("{T}: Add {G}.", True),
        ("{T}: Add {U}.", True),
    ]


def test_wastes_has_no_basic_land_type_so_its_ability_is_printed_cr_305_6() -> None:
    card = ml.card("Wastes")
    assert card.supertypes == ("Basic",) and card.subtypes == ()
    [ability] = card.abilities
    assert ability.text == "{T}: Add {C}." and ability.is_mana_ability
    assert not ability.intrinsic


def test_dryad_arbor_is_green_by_its_color_indicator_cr_204() -> None:
    card = ml.card("Dryad Arbor")
    assert card.mana_cost is None and card.mana_value == 0  # 202.3a
    assert card.colors == frozenset("G")  # 202.2e
    assert card.color_indicator == ("G",)
    assert card.types == ("Land", "Creature") and card.subtypes == ("Forest", "Dryad")
    assert (card.power, card.toughness) == ("1", "1")
    assert any(a.intrinsic and a.text == "{T}: Add {G}." for a in card.abilities)  # 305.6


# -- printed costs and what the rules make of them ----------------------------------------


@pytest.mark.parametrize(("name", "cost", "value", "colors"), [
    ("Zygon Infiltrator", "{2}{U}", 3, "U"),
    ("Kinnan, Bonder Prodigy", "{G}{U}", 2, "GU"),  # 202.2c
    ("Hangarback Walker", "{X}{X}", 0, ""),  # 107.3g: X is 0 off the stack
    ("Chalice of the Void", "{X}{X}", 0, ""),
    ("Phyrexian Metamorph", "{3}{U/P}", 4, "U"),  # 202.3g, 107.4f
    ("Puresight Merrow", "{W/U}{W/U}", 2, "WU"),  # 202.3f, 202.2d
    ("Crackleburr", "{1}{U/R}{U/R}", 3, "UR"),
    ("Mirrorweave", "{2}{W/U}{W/U}", 4, "WU"),
    ("Manamorphose", "{1}{R/G}", 2, "RG"),
    ("Nyxbloom Ancient", "{4}{G}{G}{G}", 7, "G"),
    ("Sol Ring", "{1}", 1, ""),  # 202.2b
    ("Mox Amber", "{0}", 0, ""),  # 107.4d
    ("Pili-Pala", "{2}", 2, ""),
])
def test_printed_costs_cr_202(name: str, cost: str, value: int, colors: str) -> None:
    card = ml.card(name)
    assert str(card.mana_cost) == cost
    assert card.mana_value == value
    assert card.colors == frozenset(colors)


def test_zygon_infiltrator_as_printed() -> None:
    card = ml.card("Zygon Infiltrator")
    assert card.type_line == "Creature — Alien Shapeshifter Soldier"
    assert card.subtypes == ("Alien", "Shapeshifter", "Soldier")
    assert (card.power, card.toughness) == ("3", "2")
    assert card.oracle_text.startswith("Body-print — {2}{U}: Tap another target creature")


def test_llanowar_elves_taps_for_green_cr_605_1a() -> None:
    [ability] = ml.card("Llanowar Elves").abilities
    assert ability.text == "{T}: Add {G}."
    assert ability.is_mana_ability and ability.supported and not ability.intrinsic


# -- ml.card: tolerant lookup and helpful errors ------------------------------------------


@pytest.mark.parametrize(("query", "name"), [
    ("kinnan bonder prodigy", "Kinnan, Bonder Prodigy"),
    ("PILI PALA", "Pili-Pala"),
    ("Sakashimas Student", "Sakashima's Student"),
    ("Sakashima’s Student", "Sakashima's Student"),  # typographic apostrophe
    ("  sol   ring ", "Sol Ring"),
    ("urborg tomb of yawgmoth", "Urborg, Tomb of Yawgmoth"),
    ("Llanowar Elves", "Llanowar Elves"),
])
def test_card_lookup_is_case_and_punctuation_tolerant(query: str, name: str) -> None:
    assert ml.card(query).name == name


def test_card_passes_a_card_through() -> None:
    elves = ml.card("Llanowar Elves")
    assert ml.card(elves) is elves


def test_unknown_card_suggests_the_closest_names() -> None:
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Llanowar Elf")
    err = info.value
    assert err.name == "Llanowar Elf"
    assert err.suggestions[0] == "Llanowar Elves"
    assert "'Llanowar Elves'" in str(err) and "Llanowar Elf" in str(err)


@pytest.mark.parametrize(("typo", "meant"), [("Reflectin Pool", "Reflecting Pool"),
                                             ("Zygon Infiltrater", "Zygon Infiltrator"),
                                             ("Chromatic Lanturn", "Chromatic Lantern")])
def test_typos_suggest_the_card(typo: str, meant: str) -> None:
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card(typo)
    assert meant in info.value.suggestions


def test_a_name_like_nothing_has_no_suggestions() -> None:
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Qqqqqqqqqqqq")
    assert info.value.suggestions == ()
    assert "did you mean" not in str(info.value)


def test_unknown_card_error_is_a_key_error_and_a_value_error() -> None:
    with pytest.raises(KeyError):
        ml.card("Llanowar Elf")
    with pytest.raises(ValueError):
        ml.card("Llanowar Elf")
    with pytest.raises(ml.MtglabError):
        ml.card("Llanowar Elf")
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Llanowar Elf")
    # str() reads as a message, not as KeyError's quoted repr
    assert str(info.value).startswith("unknown card")


def test_a_non_string_name_is_a_type_error() -> None:
    with pytest.raises(TypeError):
        ml.card(42)  # type: ignore[arg-type]


# -- against the corpus --------------------------------------------------------------------


def test_catalogue_matches_the_corpus(corpus_jsonl: Path) -> None:
    """Name, mana cost and type line of every catalogue card are the corpus's."""
    corpus: dict[str, tuple[str, str]] = {}
    with corpus_jsonl.open(encoding="utf-8") as f:
        for line in f:
            rec = json.loads(line)
            corpus[rec["name"]] = (rec["mana_cost"] or "", rec["type_line"])
    problems = []
    for card in ml.catalogue():
        if card.name not in corpus:
            problems.append(f"{card.name}: not in the corpus")
            continue
        cost = str(card.mana_cost) if card.mana_cost is not None else ""
        if (cost, card.type_line) != corpus[card.name]:
            problems.append(f"{card.name}: {(cost, card.type_line)} != {corpus[card.name]}")
    assert problems == []
