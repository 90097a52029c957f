"""Polymorphous Rush: "Strive — This spell costs {1}{U} more to cast for each target
beyond the first. / Choose a creature on the battlefield. Any number of target creatures
you control each become a copy of that creature until end of turn."

Strive is an ability word (CR 207.2c): the increase is part of the total cost, paid
once for each target beyond the first (601.2f). "Any number" may be zero targets
(601.2c); each target is chosen once for its word "target" (601.2c). The creature
copied is chosen as the spell resolves (608.2d), not targeted (115.10); each target
becomes a copy of it (707.4) until the cleanup step (514.2); a target that became
illegal is not affected, and with every target illegal the spell doesn't resolve
(608.2b).
"""

from __future__ import annotations

import pytest

import mtglab as ml

RUSH = ml.Card.from_text(
    name="Polymorphous Rush", mana_cost="{2}{U}", type_line="Instant",
    oracle_text="Strive — This spell costs {1}{U} more to cast for each target beyond the "
    "first.\nChoose a creature on the battlefield. Any number of target creatures you "
    "control each become a copy of that creature until end of turn.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ELF = ml.Card.from_text(name="Elf", mana_cost="{G}", type_line="Creature — Elf",
                        power="1", toughness="1")
DRAGON = ml.Card.from_text(name="Dragon", mana_cost="{4}{R}{R}",
                           type_line="Creature — Dragon", power="5", toughness="5")


def test_both_lines_are_supported() -> None:
    assert all(a.supported for a in RUSH.abilities)


def test_each_target_becomes_a_copy_of_the_chosen_creature_707_4_608_2d() -> None:
    b = ml.Board()
    bear, elf = b.add(BEAR), b.add(ELF)
    dragon = b.add(DRAGON, "opponent")
    b.add_mana("you", "UU" + "CCC")  # {2}{U} + {1}{U} for the second target (601.2f)
    b.cast(RUSH, targets=[bear, elf], choices=[dragon])
    assert [b.characteristics(p)["name"] for p in (bear, elf)] == ["Dragon", "Dragon"]
    assert b.characteristics(bear)["power"] == 5
    b.pass_turn()  # until end of turn (514.2)
    assert b.characteristics(bear)["name"] == "Bear"


def test_strive_adds_its_cost_for_each_target_beyond_the_first_601_2f() -> None:
    b = ml.Board()
    bear, elf = b.add(BEAR), b.add(ELF)
    dragon = b.add(DRAGON)
    b.add_mana("you", "UCC")  # enough for one target only
    with pytest.raises(ml.IllegalActionError, match="can't pay"):
        b.cast(RUSH, targets=[bear, elf], choices=[dragon])
    b.cast(RUSH, targets=[bear], choices=[dragon])
    assert b.characteristics(bear)["name"] == "Dragon"
    assert b.characteristics(elf)["name"] == "Elf"


def test_zero_targets_may_be_chosen_601_2c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UCC")
    b.cast(RUSH, targets=[], choices=[bear])
    assert b.characteristics(bear)["name"] == "Bear"


def test_a_target_must_be_a_creature_you_control_and_chosen_once_601_2c() -> None:
    b = ml.Board()
    bear, theirs = b.add(BEAR), b.add(ELF, "opponent")
    b.add_mana("you", "UUCCCC")
    with pytest.raises(ml.IllegalActionError, match="not a legal target"):
        b.cast(RUSH, targets=[theirs], choices=[bear])
    with pytest.raises(ml.IllegalActionError, match="chosen twice"):
        b.cast(RUSH, targets=[bear, bear], choices=[bear])
