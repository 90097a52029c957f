"""Vesuvan Doppelganger's upkeep re-copy as a triggered ability with its choices (CR
603.3d, 603.5, 707.4, 707.9b, 707.9d; issue 11 item 3).

It enters as a copy of a creature except for its color and with "At the beginning of
your upkeep, you may have this creature become a copy of target creature, except it
doesn't copy that creature's color and it has this ability." That ability triggers in
its controller's upkeep (503.1a), its target is chosen as it goes on the stack
(603.3d), "you may" is chosen as it resolves (603.5); becoming a copy keeps the
Doppelganger's own color (707.9d) and the ability (707.9b) and isn't entering (707.4).
"""

from __future__ import annotations

import pytest

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")


def doppelganger_on_elves() -> tuple[ml.Board, ml.Permanent, ml.Permanent, ml.Permanent]:
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "UUUUU")
    v = b.cast("Vesuvan Doppelganger", copy_of=elves)
    assert v is not None
    return b, v, elves, bear


def test_the_upkeep_trigger_asks_its_target_603_3d() -> None:
    b, _v, _elves, _bear = doppelganger_on_elves()
    b.pass_turn()
    with pytest.raises(ml.ChoiceRequired) as err:
        b.pass_turn()
    assert any("Bear" in str(o) for o in err.value.options)


def test_it_becomes_a_copy_keeping_its_color_and_the_ability_707_9() -> None:
    b, v, _elves, bear = doppelganger_on_elves()
    b.pass_turn()
    b.pass_turn(choices=[bear])
    assert list(b.stack["kind"]) == ["triggered ability"]
    b.resolve(choices=[True])  # you may: yes (603.5)
    c = b.characteristics(v)
    assert (c["name"], c["power"], c["toughness"]) == ("Bear", 2, 2)
    assert c["colors"] == frozenset({"U"})  # 707.9d: not the Bear's green
    assert any("become a copy of target creature" in a for a in c["abilities"])  # 707.9b
    assert v.id in b.state.permanents  # 707.4: the same object, it didn't enter


def test_declining_keeps_the_current_copy_603_5() -> None:
    b, v, _elves, bear = doppelganger_on_elves()
    b.pass_turn()
    b.pass_turn(choices=[bear])
    b.resolve(choices=[False])
    assert b.characteristics(v)["name"] == "Llanowar Elves"


def test_it_re_copies_each_upkeep_707_3() -> None:
    b, v, elves, bear = doppelganger_on_elves()
    b.pass_turn()
    b.pass_turn(choices=[bear])
    b.resolve(choices=[True])
    b.pass_turn()  # on to the main phase
    b.pass_turn()  # the opponent's turn
    b.pass_turn(choices=[elves])  # my upkeep again: the ability it kept triggers
    b.resolve(choices=[True])
    c = b.characteristics(v)
    assert c["name"] == "Llanowar Elves" and c["colors"] == frozenset({"U"})
