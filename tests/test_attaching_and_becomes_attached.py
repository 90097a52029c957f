"""Attaching an Equipment or an Aura (CR 701.3) and "Whenever ~ becomes attached to a
creature" (603.2): ``Board.attach`` as an equip ability (702.6a) or an effect does.

An Equipment is attached only to a creature (301.5c), an Aura only to what its enchant
ability allows (303.4a); attaching it to what it is already attached to does nothing and
triggers nothing (701.3b); moving it is one event with a new timestamp (701.3c, 613.7e).
The trigger waits for the stack like every trigger (603.3). Cards are made with
``ml.Card.from_text`` under made-up names in the wordings of real cards (Enormous Energy
Blade's trigger head, Bonesplitter's "Equipped creature gets +2/+0").
"""

from __future__ import annotations

import pytest

import mtglab as ml

BLADE = ml.Card.from_text(
    name="Test Blade", mana_cost="{2}", type_line="Artifact — Equipment",
    oracle_text="Equipped creature gets +2/+0.\nWhenever Test Blade becomes attached to a "
                "creature, you gain 1 life.")
AURA = ml.Card.from_text(name="Test Halo", mana_cost="{W}", type_line="Enchantment — Aura",
                         oracle_text="Enchant creature\nEnchanted creature gets +1/+1.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")
ROCK = ml.Card.from_text(name="Test Rock", mana_cost="{1}", type_line="Artifact",
                         oracle_text="")


def test_the_trigger_head_is_understood_cr_603_2() -> None:
    assert all(a.supported for a in BLADE.abilities)


def test_equipping_attaches_and_the_trigger_goes_on_the_stack_cr_701_3a_603_3() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    blade = b.add(BLADE)
    b.attach(blade, bear)
    assert b.characteristics(bear)["power"] == 4  # "Equipped creature gets +2/+0"
    assert b.stack["text"].tolist() == [
        "Whenever Test Blade becomes attached to a creature, you gain 1 life."]
    b.resolve()
    assert b.life("you") == 21


def test_moving_it_to_another_creature_triggers_again_cr_701_3c() -> None:
    b = ml.Board()
    first, second = b.add(BEAR), b.add(BEAR)
    blade = b.add(BLADE)
    b.attach(blade, first)
    b.resolve()
    b.attach(blade, second)
    assert b.characteristics(first)["power"] == 2
    assert b.characteristics(second)["power"] == 4
    assert len(b.stack) == 1


def test_attaching_to_the_same_creature_does_nothing_cr_701_3b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    blade = b.add(BLADE)
    b.attach(blade, bear)
    b.resolve()
    b.attach(blade, bear)
    assert b.stack.empty  # it didn't become attached again


def test_an_equipment_is_attached_only_to_a_creature_cr_301_5c() -> None:
    b = ml.Board()
    rock = b.add(ROCK)
    blade = b.add(BLADE)
    with pytest.raises(ml.IllegalActionError, match=r"301\.5c"):
        b.attach(blade, rock)
    assert b.stack.empty


def test_an_aura_is_attached_only_to_what_it_can_enchant_cr_303_4a() -> None:
    b = ml.Board()
    bear, rock = b.add(BEAR), b.add(ROCK)
    halo = b.add(AURA, attached_to=bear)
    with pytest.raises(ml.IllegalActionError, match=r"303\.4a"):
        b.attach(halo, rock)
    other = b.add(BEAR)
    b.attach(halo, other)
    assert b.characteristics(other)["power"] == 3
    assert b.characteristics(bear)["power"] == 2
