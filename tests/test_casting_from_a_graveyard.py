"""Casting a spell from a graveyard with a permission to (CR 601.3, 601.2a): "You may cast
~ from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana cost. If you
do, it enters with two +1/+1 counters on it." (an alternative cost, 118.9; 614.1c) and
"You may cast artifact spells from your graveyard by paying 3 life in addition to paying
their other costs. If you cast a spell this way, that artifact enters with a finality
counter on it." (an additional cost, 601.2f, 119.4; finality counters, 122.1h)."""

from __future__ import annotations

import pytest

import mtglab as ml

PHOENIX = ml.Card.from_text(
    name="Worldheart Phoenix", mana_cost="{3}{R}", type_line="Creature — Phoenix",
    power="2", toughness="2",
    oracle_text="Flying\nYou may cast Worldheart Phoenix from your graveyard by paying "
                "{W}{U}{B}{R}{G} rather than paying its mana cost. If you do, it enters the "
                "battlefield with two +1/+1 counters on it.")
NOCTIS = ml.Card.from_text(
    name="Noctis, Prince of Lucis", mana_cost="{1}{W}{U}{B}", power="4", toughness="3",
    type_line="Legendary Creature — Human Noble",
    oracle_text="Lifelink\nYou may cast artifact spells from your graveyard by paying 3 life "
                "in addition to paying their other costs. If you cast a spell this way, that "
                "artifact enters with a finality counter on it.")
GOLEM = ml.Card.from_text(name="Golem", mana_cost="{3}", type_line="Artifact Creature — Golem",
                          power="3", toughness="3")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def test_cast_from_the_graveyard_for_the_alternative_cost_it_enters_with_counters() -> None:
    # 601.3: its own permission; 118.9: {W}{U}{B}{R}{G} instead of {3}{R}; 614.1c
    b = ml.Board()
    card = b.add(PHOENIX, zone="graveyard")
    b.add_mana("you", "WUBRG")
    phoenix = b.cast(card)
    assert phoenix is not None
    assert b.state.permanents[phoenix.id].counters == (("+1/+1", 2),)
    assert b.graveyard("you").empty  # 601.2a: it moved to the stack, then the battlefield
    assert b.mana_value(phoenix) == 4  # 118.9, 202.3: its mana cost is unchanged


def test_the_mana_cost_does_not_pay_for_it_from_the_graveyard() -> None:
    # 118.9: from the graveyard it is cast by paying the alternative cost
    b = ml.Board()
    card = b.add(PHOENIX, zone="graveyard")
    b.add_mana("you", "RRRR")
    with pytest.raises(ml.IllegalActionError, match=r"601\.2h"):
        b.cast(card)


def test_cast_from_the_hand_it_enters_without_the_counters() -> None:
    # "If you do": only when cast from the graveyard this way (614.1c)
    b = ml.Board()
    b.add_mana("you", "CCCR")
    phoenix = b.cast(PHOENIX)
    assert phoenix is not None and b.state.permanents[phoenix.id].counters == ()


def test_another_card_in_a_graveyard_has_no_permission() -> None:
    # 601.3: a player can begin to cast a spell only if a rule or effect allows it
    b = ml.Board()
    card = b.add(BEAR, zone="graveyard")
    b.add_mana("you", "GG")
    with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
        b.cast(card)


def test_noctis_lets_artifacts_be_cast_for_life_and_they_enter_with_finality() -> None:
    # 601.2f, 119.4: 3 life in addition; 614.1c: a finality counter
    b = ml.Board()
    b.add(NOCTIS)
    card = b.add(GOLEM, zone="graveyard")
    b.add_mana("you", "CCC")
    golem = b.cast(card)
    assert golem is not None
    assert b.state.permanents[golem.id].counters == (("finality", 1),)
    assert b.life("you") == 17


def test_noctis_does_not_let_a_creature_card_be_cast() -> None:
    # the permission is for artifact spells only (601.3)
    b = ml.Board()
    b.add(NOCTIS)
    card = b.add(BEAR, zone="graveyard")
    b.add_mana("you", "GG")
    with pytest.raises(ml.IllegalActionError, match=r"601\.3"):
        b.cast(card)


def test_paying_life_needs_that_much_life() -> None:
    # 119.4: life can be paid only if the life total is at least the payment
    b = ml.Board()
    b.add(NOCTIS)
    b.life("you", 2)
    card = b.add(GOLEM, zone="graveyard")
    b.add_mana("you", "CCC")
    with pytest.raises(ml.IllegalActionError, match=r"119\.4"):
        b.cast(card)


def test_a_creature_with_a_finality_counter_is_exiled_instead_of_dying() -> None:
    # 122.1h: "If this permanent would be put into a graveyard from the battlefield, exile
    # it instead"
    b = ml.Board()
    b.add(NOCTIS)
    card = b.add(GOLEM, zone="graveyard")
    b.add_mana("you", "CCC")
    golem = b.cast(card)
    assert golem is not None
    b.add_counters(golem, "-1/-1", 3)
    b.check_state()  # 704.5f
    assert "Golem" in list(b.exile["name"])
    assert "Golem" not in list(b.graveyard("you")["name"])
