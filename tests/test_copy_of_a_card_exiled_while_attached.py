"""Assimilation Aegis: "When ~ enters, exile (up to one) target creature until ~ leaves the
battlefield." and "Whenever ~ becomes attached to a creature, for as long as ~ remains
attached to it, that creature becomes a copy of a creature card exiled with ~."

"Exiled with ~" is the card its linked ability exiled (607.2a); the creature becomes a
copy of that card's printed values (707.2, 707.4) for as long as the Equipment remains
attached to it (611.2b). With no card exiled with it, nothing becomes a copy. The card
is made with ``ml.Card.from_text`` under a made-up name ("target creature": mtglab reads
no "up to one" here).
"""

from __future__ import annotations

import mtglab as ml

AEGIS = ml.Card.from_text(
    name="Test Aegis", mana_cost="{1}{W}{U}", type_line="Artifact — Equipment",
    oracle_text="When Test Aegis enters, exile target creature until Test Aegis leaves the "
                "battlefield.\nWhenever Test Aegis becomes attached to a creature, for as "
                "long as Test Aegis remains attached to it, that creature becomes a copy of a "
                "creature card exiled with Test Aegis.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")
OGRE = ml.Card.from_text(name="Test Ogre", mana_cost="{5}{R}", type_line="Creature — Ogre",
                         power="7", toughness="7", oracle_text="Trample")


def test_the_line_is_understood_cr_607_2a_611_2b() -> None:
    assert all(a.supported for a in AEGIS.abilities)


def test_that_creature_becomes_a_copy_of_the_exiled_card_cr_607_2a_707_2() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    ogre = b.add(OGRE, "opponent")
    b.add_mana("you", "WUC")
    aegis = b.cast(AEGIS, choices=[ogre])  # its enters ability targets the Ogre (603.3d)
    assert aegis is not None
    b.resolve()  # and exiles it, linked to the Aegis (607.2a)
    assert b.exile["name"].tolist() == ["Test Ogre"]
    b.attach(aegis, bear)
    b.resolve()
    c = b.characteristics(bear)
    assert (c["name"], c["power"], c["toughness"]) == ("Test Ogre", 7, 7)
    assert "Trample" in c["abilities"]


def test_with_no_card_exiled_with_it_nothing_becomes_a_copy_cr_607_2a() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    aegis = b.add(AEGIS)  # set-up: its enters ability didn't trigger
    b.attach(aegis, bear)
    b.resolve()
    assert b.characteristics(bear)["name"] == "Test Bear"
    assert b.effects.empty
