"""Infinite Reflection: "When ~ enters attached to a creature, each other nontoken creature
you control becomes a copy of that creature."

An Aura spell resolving enters attached to its target (CR 303.4f), so the ability
triggers as it enters (603.6a), "that creature" being the one it is attached to; as it
resolves, each other nontoken creature you control becomes a copy of it (707.2, 707.4:
they don't enter, so nothing of theirs triggers) — not the tokens, not an opponent's
creatures, not that creature itself. An Aura that entered attached to nothing (set-up)
doesn't trigger.
"""

from __future__ import annotations

import mtglab as ml

REFLECTION = ml.Card.from_text(
    name="Infinite Reflection", mana_cost="{5}{U}", type_line="Enchantment — Aura",
    oracle_text="Enchant creature\nWhen Infinite Reflection enters the battlefield attached "
                "to a creature, each other nontoken creature you control becomes a copy of "
                "that creature.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")


def test_the_line_is_understood_cr_603_6a_303_4f() -> None:
    assert all(a.supported for a in REFLECTION.abilities)


def test_each_other_nontoken_creature_you_control_becomes_a_copy_cr_707_4() -> None:
    b = ml.Board()
    ogre = b.add(OGRE)
    bear = b.add(BEAR)
    token = b.add(BEAR, token=True)
    theirs = b.add(BEAR, "opponent")
    b.add_mana("you", "UCCCCC")
    b.cast(REFLECTION, targets=[ogre])
    assert len(b.stack) == 1  # it entered attached to the Ogre: the ability triggered
    b.resolve()
    assert b.characteristics(bear)["name"] == "Test Ogre"
    assert b.characteristics(bear)["power"] == 7
    assert b.characteristics(ogre)["name"] == "Test Ogre"
    assert b.characteristics(token)["name"] == "Test Bear"  # a token: not "nontoken"
    assert b.characteristics(theirs)["name"] == "Test Bear"  # not yours
    assert len(b.effects) == 1


def test_entering_attached_to_nothing_it_doesnt_trigger_cr_603_6a() -> None:
    b = ml.Board()
    b.add(OGRE)
    bear = b.add(BEAR)
    b.add(REFLECTION)  # set-up: on the battlefield attached to nothing
    assert b.stack.empty
    assert b.characteristics(bear)["name"] == "Test Bear"
