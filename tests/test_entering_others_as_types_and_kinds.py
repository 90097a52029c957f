"""Other permanents' replacement effects on a creature entering (CR 614.1c): "Each other
creature you control enters with a number of additional +1/+1 counters on it equal to
Master Biomancer's power and as a Mutant in addition to its other types" — one
replacement effect that gives counters and a creature type (205.1b), which it keeps after
Master Biomancer leaves (the type is how it entered, 611.2c); "For each kind of counter
on Blue, Loyal Raptor, each other Dinosaur you control enters with a counter of that kind
on it" — one counter of each kind on Blue (122.1)."""

from __future__ import annotations

import mtglab as ml

BIOMANCER = ml.Card.from_text(
    name="Master Biomancer", mana_cost="{2}{G}{U}", type_line="Creature — Elf Wizard",
    power="2", toughness="4",
    oracle_text="Each other creature you control enters the battlefield with a number of "
    "additional +1/+1 counters on it equal to Master Biomancer's power and as a Mutant in "
    "addition to its other types.")
BLUE = ml.Card.from_text(
    name="Blue, Loyal Raptor", mana_cost="{2}{G}{U}",
    type_line="Legendary Creature — Dinosaur", power="5", toughness="4",
    oracle_text="For each kind of counter on Blue, Loyal Raptor, each other Dinosaur you "
    "control enters the battlefield with a counter of that kind on it.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
DINO = ml.Card.from_text(name="Test Dinosaur", mana_cost="{1}{G}",
                         type_line="Creature — Dinosaur", power="3", toughness="3")
POOL = "GGGGCCCC"


def test_biomancer_counters_equal_to_its_power_and_a_mutant_cr_614_1c() -> None:
    b = ml.Board()
    bio = b.add(BIOMANCER)
    b.add_mana("you", POOL)
    bear = b.cast(BEAR)
    assert bear is not None
    assert dict(b.state.permanents[bear.id].counters) == {"+1/+1": 2}
    assert b.characteristics(bear)["subtypes"] == ("Bear", "Mutant")  # 205.1b
    assert "Mutant" not in b.characteristics(bio)["subtypes"]  # "each other"
    b.remove(bio)
    assert "Mutant" in b.characteristics(bear)["subtypes"]  # how it entered (611.2c)


def test_biomancer_with_power_0_still_a_mutant_cr_614_1c() -> None:
    b = ml.Board()
    bio = b.add(BIOMANCER, counters={"-1/-1": 2})
    assert b.characteristics(bio)["power"] == 0
    b.add_mana("you", POOL)
    bear = b.cast(BEAR)
    assert bear is not None
    assert b.state.permanents[bear.id].counters == ()
    assert "Mutant" in b.characteristics(bear)["subtypes"]


def test_blue_a_counter_of_each_kind_on_it_cr_614_1c_122_1() -> None:
    b = ml.Board()
    b.add(BLUE, counters={"+1/+1": 2, "flying": 1})
    b.add_mana("you", POOL)
    dino = b.cast(DINO)
    assert dino is not None
    assert dict(b.state.permanents[dino.id].counters) == {"+1/+1": 1, "flying": 1}


def test_blue_not_for_other_creatures_nor_without_counters_cr_614_1c() -> None:
    b = ml.Board()
    b.add(BLUE, counters={"+1/+1": 1})
    b.add_mana("you", POOL)
    bear = b.cast(BEAR)  # not a Dinosaur
    assert bear is not None and b.state.permanents[bear.id].counters == ()
    b2 = ml.Board()
    b2.add(BLUE)
    b2.add_mana("you", POOL)
    dino = b2.cast(DINO)  # no kind of counter on Blue
    assert dino is not None and b2.state.permanents[dino.id].counters == ()
