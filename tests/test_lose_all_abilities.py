"""'Loses all abilities' in layer 6 (CR 613.1f), intrinsic land abilities included (305.6).

Oracle lines quoted from the corpus. An object that loses all abilities loses its printed
abilities, the abilities granted to it earlier and the intrinsic mana abilities of its
basic land types (an ability is an ability, whatever its origin: 305.6 gives it, 613.1f
takes it). Abilities granted later still apply (timestamps, 613.7); an ability granted by
a static ability of an object that loses its abilities waits for that loss (dependency,
613.8a) and then no longer exists; a static ability that is gone stops generating its
effect in layer 7 (613.4).
"""

from __future__ import annotations

import mtglab as ml

HUMILITY = ml.Card.from_text(
    name="Humility", mana_cost="{2}{W}{W}", type_line="Enchantment",
    oracle_text="All creatures lose all abilities and have base power and toughness 1/1.")
DRESS_DOWN = ml.Card.from_text(
    name="Dress Down", mana_cost="{1}{U}", type_line="Enchantment",
    oracle_text="Flash\nCreatures lose all abilities.")
BLOOD_SUN = ml.Card.from_text(
    name="Blood Sun", mana_cost="{2}{R}", type_line="Enchantment",
    oracle_text="All lands lose all abilities except mana abilities.")
DRYAD_ARBOR = ml.Card.from_text(
    name="Dryad Arbor", type_line="Land Creature — Forest Dryad", power="1", toughness="1",
    color_indicator=["G"],
    oracle_text="(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it "
                "has \"{T}: Add {G}.\")")


def test_humility_removes_a_creatures_mana_ability_and_sets_1_1() -> None:
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    b.add(HUMILITY)
    c = b.characteristics(elves)
    assert c["abilities"] == () and (c["power"], c["toughness"]) == (1, 1)
    assert b.could_produce(elves) == frozenset()
    assert b.can_pay("{G}") is False


def test_a_land_creature_loses_its_intrinsic_mana_ability() -> None:
    # Dryad Arbor is a Forest: its {T}: Add {G} is intrinsic (305.6) and is lost with all
    # its abilities (613.1f)
    b = ml.Board()
    arbor = b.add(DRYAD_ARBOR)
    assert b.characteristics(arbor)["abilities"] == ("{T}: Add {G}.",)
    b.add(DRESS_DOWN)
    assert b.characteristics(arbor)["abilities"] == ()
    assert b.could_produce(arbor) == frozenset()
    assert "Dryad Arbor" not in set(b.abilities["permanent"])


def test_except_mana_abilities_keeps_them_intrinsic_and_printed() -> None:
    # Blood Sun: lands keep their mana abilities, lose the rest
    b = ml.Board()
    forest = b.add("Forest")
    quarry = b.add(ml.Card.from_text(
        name="Test Quarry", type_line="Land",
        oracle_text="{T}: Add {C}.\n{1}, {T}: Add one mana of any color.\n"
                    "Test Quarry enters the battlefield tapped."))
    b.add(BLOOD_SUN)
    assert b.characteristics(forest)["abilities"] == ("{T}: Add {G}.",)
    assert b.characteristics(quarry)["abilities"] == ("{T}: Add {C}.",
                                                      "{1}, {T}: Add one mana of any color.")


def test_a_static_ability_lost_stops_its_layer_7_effect() -> None:
    # an anthem on a creature that loses its abilities no longer applies (613.1f before
    # 613.4c); the dependency (613.8a) puts the loss first whatever the timestamps
    anthem = ml.Card.from_text(name="Test Lord", mana_cost="{2}{W}",
                               type_line="Creature — Human", power="2", toughness="2",
                               oracle_text="Other creatures you control get +1/+1.")
    b = ml.Board()
    b.add(DRESS_DOWN)
    lord = b.add(anthem)
    bear = b.create_token(name="Bear", types=["Creature"], power=2, toughness=2)
    assert b.characteristics(bear)["power"] == 2
    assert b.characteristics(lord)["abilities"] == ()


def test_an_ability_granted_later_still_applies() -> None:
    # timestamp order in layer 6 (613.7): an Aura granting flying after Dress Down
    aura = ml.Card.from_text(name="Test Wings", mana_cost="{U}", type_line="Enchantment — Aura",
                             oracle_text="Enchant creature\nEnchanted creature has flying.")
    b = ml.Board()
    b.add(DRESS_DOWN)
    bear = b.create_token(name="Bear", types=["Creature"], power=2, toughness=2)
    b.add(aura, attached_to=bear)
    assert b.characteristics(bear)["abilities"] == ("Flying",)
