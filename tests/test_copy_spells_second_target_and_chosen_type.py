"""Copy spells with a second target or a choice made as they resolve (CR 707.4, 601.2c,
608.2b, 608.2d, 611.2c, 613.1f, 514.2).

Fleeting Reflection: "Target creature you control gains hexproof until end of turn.
Untap that creature. Until end of turn, it becomes a copy of up to one other target
creature." — two targets, the second optional (601.2c) and another creature than the
first; an illegal second target is not affected (608.2b), so nothing copies.

March from Velis Vel: "Choose a nonbasic land type. Each land you control of that type
becomes a copy of target creature you control until end of turn and gains haste until
end of turn." — the type is chosen as it resolves (608.2d), the lands are those of that
type then (611.2c), haste is added after the copy (layer 6 after layer 1, 613.1a-f), and
both end in the cleanup step (514.2).
"""

from __future__ import annotations

import pytest

import mtglab as ml

REFLECTION = ml.Card.from_text(
    name="Fleeting Reflection", mana_cost="{1}{U}", type_line="Instant",
    oracle_text="Target creature you control gains hexproof until end of turn. Untap that "
    "creature. Until end of turn, it becomes a copy of up to one other target creature.")
MARCH = ml.Card.from_text(
    name="March from Velis Vel", mana_cost="{1}{U}", type_line="Sorcery",
    oracle_text="Choose a nonbasic land type. Each land you control of that type becomes a "
    "copy of target creature you control until end of turn and gains haste until end of "
    "turn.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")
CAVE = ml.Card.from_text(name="Cave Land", type_line="Land — Cave")
GATE = ml.Card.from_text(name="Gate Land", type_line="Land — Gate")


def _looks(b: ml.Board, p: object) -> tuple[str, int | None]:
    c = b.characteristics(p)
    return c["name"], c["power"]


def test_the_first_target_untaps_gains_hexproof_and_copies_the_second_707_4() -> None:
    b = ml.Board()
    bear, ogre = b.add(BEAR), b.add(OGRE, "opponent")
    b.tap(bear)
    b.add_mana("you", "UU")
    b.cast(REFLECTION, targets=[bear, ogre])
    assert _looks(b, bear) == ("Ogre", 3)
    assert "Hexproof" in b.characteristics(bear)["abilities"]
    assert not b.state.permanents[bear.id].tapped  # "Untap that creature" (701.26b)
    b.pass_turn()  # both effects end in the cleanup step (514.2)
    assert _looks(b, bear) == ("Bear", 2)


def test_without_a_second_target_nothing_becomes_a_copy_601_2c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(OGRE)
    b.add_mana("you", "UU")
    b.cast(REFLECTION, targets=[bear])  # "up to one": zero second targets
    assert _looks(b, bear) == ("Bear", 2)
    assert "Hexproof" in b.characteristics(bear)["abilities"]


def test_the_second_target_must_be_another_creature_601_2c() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UU")
    with pytest.raises(ml.IllegalActionError, match="another creature"):
        b.cast(REFLECTION, targets=[bear, bear])


def test_the_first_target_must_be_a_creature_you_control_115_1() -> None:
    b = ml.Board()
    theirs, ogre = b.add(BEAR, "opponent"), b.add(OGRE)
    b.add_mana("you", "UU")
    with pytest.raises(ml.IllegalActionError, match="not a legal target"):
        b.cast(REFLECTION, targets=[theirs, ogre])


def test_lands_of_the_chosen_type_become_hasty_copies_until_end_of_turn_608_2d() -> None:
    b = ml.Board()
    bear, cave, gate = b.add(BEAR), b.add(CAVE), b.add(GATE)
    b.add_mana("you", "UU")
    b.cast(MARCH, targets=[bear], choices=["Cave"])
    assert _looks(b, cave) == ("Bear", 2)
    assert b.characteristics(cave)["types"] == ("Creature",)  # the copy (707.2)
    assert "Haste" in b.characteristics(cave)["abilities"]  # then haste (613.1f)
    assert _looks(b, gate) == ("Gate Land", None)  # not of the chosen type
    b.pass_turn()
    assert _looks(b, cave) == ("Cave Land", None)  # 514.2
    assert "Haste" not in b.characteristics(cave)["abilities"]


def test_a_basic_land_type_is_not_offered_205_3i() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UU")
    with pytest.raises(ml.IllegalActionError):
        b.cast(MARCH, targets=[bear], choices=["Forest"])


def test_a_first_target_gone_leaves_the_second_untouched_608_2b() -> None:
    b = ml.Board()
    bear, ogre = b.add(BEAR), b.add(OGRE)
    b.tap(ogre)
    b.add_mana("you", "UU")
    b.cast(REFLECTION, targets=[bear, ogre], resolve=False)
    b.add_counters(bear, "-1/-1", 2)
    b.check_state()  # the bear dies (704.5f): the first target is gone
    b.resolve()
    assert "Hexproof" not in b.characteristics(ogre)["abilities"]
    assert b.state.permanents[ogre.id].tapped  # "untap that creature" was the bear
    assert b.characteristics(ogre)["name"] == "Ogre"
