"""Blade of Shared Souls: "Whenever ~ becomes attached to a creature, for as long as ~
remains attached to it, you may have that creature become a copy of another target
creature you control."

It triggers as it becomes attached (603.2, 701.3a); the target is chosen as it goes on
the stack (603.3d) and "another" excludes that creature itself; the creature becomes a
copy (707.4, 613.2a) for as long as the Equipment remains attached to it (611.2b): moving
the Equipment (701.3c) or its leaving the battlefield ends the copy at once, and the
creature is itself again. "You may": its controller may decline (603.5).
"""

from __future__ import annotations

import mtglab as ml

BLADE = ml.Card.from_text(
    name="Blade of Shared Souls", mana_cost="{2}{U}", type_line="Artifact — Equipment",
    oracle_text="Whenever Blade of Shared Souls becomes attached to a creature, for as long "
                "as Blade of Shared Souls remains attached to it, you may have that creature "
                "become a copy of another target creature you control.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")


def _blade_on_bear() -> tuple[ml.Board, ml.Permanent, ml.Permanent, ml.Permanent]:
    b = ml.Board()
    bear, ogre, blade = b.add(BEAR), b.add(OGRE), b.add(BLADE)
    b.attach(blade, bear)  # the Ogre is the only other creature: its target (603.3d)
    b.resolve(choices=[True])
    return b, bear, ogre, blade


def test_the_line_is_understood_cr_611_2b() -> None:
    assert all(a.supported for a in BLADE.abilities)


def test_that_creature_becomes_a_copy_of_the_target_cr_707_4_603_3d() -> None:
    b, bear, _ogre, _blade = _blade_on_bear()
    c = b.characteristics(bear)
    assert (c["name"], c["power"], c["toughness"]) == ("Test Ogre", 7, 7)
    assert b.effects["duration"].tolist() == ["while attached"]


def test_another_target_excludes_that_creature_cr_603_3d() -> None:
    b = ml.Board()
    bear, blade = b.add(BEAR), b.add(BLADE)
    b.attach(blade, bear)  # no other creature you control: no legal target
    assert b.stack.empty
    assert b.characteristics(bear)["name"] == "Test Bear"


def test_moving_the_equipment_ends_the_copy_cr_611_2b_701_3c() -> None:
    b, bear, ogre, blade = _blade_on_bear()
    other = b.add(BEAR)
    b.attach(blade, other, choices=[ogre])
    assert b.characteristics(bear)["name"] == "Test Bear"  # at once, not later
    b.resolve(choices=[True])
    assert b.characteristics(other)["name"] == "Test Ogre"


def test_the_equipment_leaving_ends_the_copy_cr_611_2b() -> None:
    b, bear, _ogre, blade = _blade_on_bear()
    b.remove(blade)
    b.add(BEAR)  # any later action: the effect has already ended
    assert b.characteristics(bear)["name"] == "Test Bear"


def test_declining_makes_no_copy_cr_603_5() -> None:
    b = ml.Board()
    bear, _ogre, blade = b.add(BEAR), b.add(OGRE), b.add(BLADE)
    b.attach(blade, bear)
    b.resolve(choices=[False])
    assert b.characteristics(bear)["name"] == "Test Bear"
    assert b.effects.empty
