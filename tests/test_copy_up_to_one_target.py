"""A copy effect with "up to one target" (CR 115.1, 601.2c, 603.3d, 707.4, 707.9a):
Oko, the Ringleader's "At the beginning of combat on your turn, Oko, the Ringleader
becomes a copy of up to one target creature you control until end of turn, except he
has hexproof."

"Up to one" lets its controller choose zero targets as the ability goes on the stack
(601.2c: the player announces how many targets), so the ability is not removed for
lack of a target (603.3d) and, with none, it resolves and nothing becomes a copy. With
one, Oko becomes a copy of it without entering (707.4), with hexproof added to the
copiable values (707.9a), until the cleanup step (514.2).
"""

from __future__ import annotations

import pytest

import mtglab as ml

OKO = ml.Card.from_text(
    name="Oko, the Ringleader", mana_cost="{2}{G}{U}", loyalty="4",
    type_line="Legendary Planeswalker — Oko",
    oracle_text="At the beginning of combat on your turn, Oko, the Ringleader becomes a "
    "copy of up to one target creature you control until end of turn, except he has "
    "hexproof.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def test_the_line_is_read_as_an_up_to_one_target_copy_with_hexproof_707_9a() -> None:
    ability = OKO.abilities[0]
    assert ability.supported
    (copy,) = ability.effects
    assert copy.up_to_one and copy.duration == "end of turn"
    assert [(e.kind, e.values) for e in copy.exceptions] == [("grant_ability", ("Hexproof",))]


def test_with_a_target_oko_becomes_a_hexproof_copy_until_end_of_turn_707_4_514_2() -> None:
    b = ml.Board()
    oko, bear = b.add(OKO), b.add(BEAR)
    b.advance("beginning of combat", choices=[True, bear])  # one target (601.2c)
    b.resolve()
    looks = b.characteristics(oko)
    assert (looks["name"], looks["types"], looks["power"]) == ("Bear", ("Creature",), 2)
    assert "Hexproof" in looks["abilities"]  # the exception (707.9a)
    b.pass_turn()  # "until end of turn" ends in the cleanup step (514.2)
    assert b.characteristics(oko)["name"] == "Oko, the Ringleader"


def test_zero_targets_may_be_chosen_and_nothing_becomes_a_copy_601_2c() -> None:
    b = ml.Board()
    oko = b.add(OKO)
    b.add(BEAR)
    b.advance("beginning of combat", choices=[False])  # no target announced
    assert not b.stack.empty  # not removed: zero is a legal number of targets (603.3d)
    b.resolve()
    assert b.characteristics(oko)["name"] == "Oko, the Ringleader"


def test_without_a_creature_the_ability_still_goes_on_the_stack_603_3d() -> None:
    b = ml.Board()
    oko = b.add(OKO)
    b.advance("beginning of combat")
    assert not b.stack.empty
    b.resolve()
    assert b.characteristics(oko)["types"] == ("Planeswalker",)


def test_an_opponents_creature_is_not_a_legal_target_115_1() -> None:
    b = ml.Board()
    oko = b.add(OKO)
    theirs = b.add(BEAR, "opponent")
    b.advance("beginning of combat")  # nothing to ask: no creature of yours to target
    b.resolve()
    assert b.characteristics(oko)["name"] == "Oko, the Ringleader"
    assert b.characteristics(theirs)["abilities"] == ()


def test_a_target_that_is_not_legal_is_refused_115_1() -> None:
    b = ml.Board()
    b.add(OKO)
    b.add(BEAR)
    theirs = b.add(BEAR, "opponent")
    with pytest.raises(ml.IllegalActionError):
        b.advance("beginning of combat", choices=[True, theirs])

