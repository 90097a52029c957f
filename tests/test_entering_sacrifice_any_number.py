"""Sacrificing as it enters: "As Devouring Hellion enters, you may sacrifice any number
of creatures and/or planeswalkers. If you do, it enters with twice that many +1/+1
counters on it." and "As Shimatsu the Bloodcloaked enters, sacrifice any number of
permanents. Shimatsu enters with that many +1/+1 counters on it." How many and which
are chosen as it enters (CR 614.12a), among its controller's own permanents (701.21a:
one sacrifices only one's own), and they are sacrificed then: they go to the graveyard
before it is on the battlefield with its counters (614.1c)."""

from __future__ import annotations

import pytest

import mtglab as ml

HELLION = ml.Card.from_text(
    name="Devouring Hellion", mana_cost="{2}{R}", type_line="Creature — Hellion",
    power="2", toughness="2",
    oracle_text="As Devouring Hellion enters the battlefield, you may sacrifice any number of "
                "creatures and/or planeswalkers. If you do, it enters with twice that many "
                "+1/+1 counters on it.")
SHIMATSU = ml.Card.from_text(
    name="Shimatsu the Bloodcloaked", mana_cost="{3}{R}",
    type_line="Legendary Creature — Demon Spirit", power="0", toughness="0",
    oracle_text="As Shimatsu the Bloodcloaked enters the battlefield, sacrifice any number of "
                "permanents. Shimatsu enters the battlefield with that many +1/+1 counters "
                "on it.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def test_the_lines_are_understood_cr_614_12a() -> None:
    for card in (HELLION, SHIMATSU):
        assert all(a.supported for a in card.abilities)


def test_twice_that_many_counters_and_the_sacrificed_go_to_the_graveyard_cr_701_21a() -> None:
    b = ml.Board()
    one, two = b.add(BEAR), b.add(BEAR)
    keep = b.add("Forest")
    b.add_mana("you", "RCC")
    p = b.cast(HELLION, choices=[2, one, two])
    assert p is not None
    assert b.state.permanents[p.id].counters == (("+1/+1", 4),)
    assert b.graveyard("you")["name"].tolist() == ["Test Bear", "Test Bear"]
    assert keep.id in b.state.permanents


def test_shimatsu_any_permanent_that_many_counters_cr_614_1c() -> None:
    b = ml.Board()
    land = b.add("Forest")
    b.add(BEAR)
    b.add_mana("you", "RCCC")
    p = b.cast(SHIMATSU, choices=[1, land])
    assert p is not None
    assert b.state.permanents[p.id].counters == (("+1/+1", 1),)
    assert b.graveyard("you")["name"].tolist() == ["Forest"]


def test_sacrificing_none_it_enters_without_counters_cr_614_12a() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add_mana("you", "RCC")
    p = b.cast(HELLION, choices=[0])
    assert p is not None and b.state.permanents[p.id].counters == ()
    assert b.graveyard("you").empty


def test_another_players_permanent_cant_be_sacrificed_cr_701_21a() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add(BEAR)
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", "RCC")
    with pytest.raises(ml.IllegalActionError):
        b.cast(HELLION, choices=[1, theirs])
    assert theirs.id in b.state.permanents and len(b.state.permanents) == 3
    with pytest.raises(ml.IllegalActionError):  # two of yours at most
        b.cast(HELLION, choices=[3])
