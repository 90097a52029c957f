"""What the cost used, in the mana an ability adds (CR 608.2h, 113.7a, 107.1b).

"Add an amount of {B} equal to the sacrificed artifact's mana value" reads the sacrificed
permanent as it last existed on the battlefield; before it is chosen, ``b.productions``
lists a total for each permanent the cost could use. An opponent's poison counters
(122.1f) decide Glistening Sphere's corrupted ability.
"""

from __future__ import annotations

import mtglab as ml

PRIEST = ml.Card.from_text(
    name="Priest of Yawgmoth", type_line="Creature — Human Cleric", mana_cost="{1}{B}",
    power=1, toughness=2,
    oracle_text="{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed "
                "artifact's mana value.")
FURGUL = ml.Card.from_text(
    name="Furgul, Quag Nurturer", type_line="Legendary Creature — Frog", mana_cost="{2}{G}",
    power=2, toughness=3,
    oracle_text="{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed "
                "creature's power.")
FOOD_CHAIN = ml.Card.from_text(
    name="Food Chain", type_line="Enchantment", mana_cost="{2}{G}",
    oracle_text="Exile a creature you control: Add X mana of any one color, where X is 1 "
                "plus the exiled creature's mana value. Spend this mana only to cast "
                "creature spells.")
SPHERE = ml.Card.from_text(
    name="Glistening Sphere", type_line="Artifact", mana_cost="{3}",
    oracle_text="{T}: Add one mana of any color.\nCorrupted — {T}: Add three mana of any "
                "one color. Activate only if an opponent has three or more poison counters.")


def test_priest_adds_the_sacrificed_artifacts_mana_value_608_2h() -> None:
    b = ml.Board()
    priest = b.add(PRIEST)
    signet = b.add("Azorius Signet")  # mana value 2
    b.add(ml.Card.from_text(name="Test Rock", type_line="Artifact", mana_cost="{4}"))
    assert b.productions(priest, 0) == frozenset({"BB", "BBBB"})  # one per choice
    assert b.activate(priest, 0, costs={"sacrifice": signet}).mana == "BB"


def test_furgul_adds_the_sacrificed_creatures_power_608_2h() -> None:
    b = ml.Board()
    furgul = b.add(FURGUL)
    bear = b.create_token(name="Bear", types=["Creature"], power=2, toughness=2)
    b.add_counters(bear, "+1/+1", 1)  # its last known power is 3 (608.2h)
    assert b.activate(furgul, 0, costs={"sacrifice": bear}).mana == "GGG"


def test_food_chain_adds_one_plus_the_exiled_creatures_mana_value_608_2h() -> None:
    b = ml.Board()
    chain = b.add(FOOD_CHAIN)
    elves = b.add("Llanowar Elves")  # mana value 1
    assert b.productions(chain, 0) == frozenset({c * 2 for c in "WUBRG"})
    assert b.activate(chain, 0, costs={"exile": elves}, choices=["G"]).mana == "GG"


def test_corrupted_needs_an_opponent_with_three_poison_counters_122_1f() -> None:
    b = ml.Board()
    sphere = b.add(SPHERE)
    assert not b.can_activate(sphere, 1)
    b.add_counters("opponent", "poison", 3)
    assert b.productions(sphere, 1) == frozenset({c * 3 for c in "WUBRG"})
    assert b.activate(sphere, 1, choices=["U"]).mana == "UUU"
