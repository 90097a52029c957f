"""Keyword counters (CR 122.1b): a permanent with a flying, trample, vigilance ... counter
has that keyword ability, applied in layer 6 (613.1f); the ability goes with the counter,
and an effect that makes the permanent lose all abilities takes it too (613.1f). Counters
aren't copiable values (707.2)."""

from __future__ import annotations

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
DRESS_DOWN = ml.Card.from_text(
    name="Dress Down", mana_cost="{1}{U}", type_line="Enchantment",
    oracle_text="Flash\nCreatures lose all abilities.")


def test_a_flying_counter_gives_flying_cr_122_1b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    assert b.characteristics(bear)["abilities"] == ()
    b.put_counters(bear, "flying", 1)
    assert b.characteristics(bear)["abilities"] == ("Flying",)


def test_each_kind_once_however_many_counters_cr_122_1b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, "trample", 2)
    b.add_counters(bear, "vigilance", 1)
    b.add_counters(bear, "+1/+1", 1)  # not a keyword counter
    c = b.characteristics(bear)
    assert sorted(c["abilities"]) == ["Trample", "Vigilance"]
    assert (c["power"], c["toughness"]) == (3, 3)


def test_the_ability_leaves_with_the_counter_cr_122_1b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, "deathtouch", 1)
    b.add_counters(bear, "deathtouch", -1)
    assert b.characteristics(bear)["abilities"] == ()


def test_losing_all_abilities_takes_the_counters_keyword_cr_613_1f() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, "lifelink", 1)
    b.add(DRESS_DOWN)  # a later timestamp (613.7)
    assert b.characteristics(bear)["abilities"] == ()
    assert b.counters(bear) == {"lifelink": 1}  # the counter stays; its ability is gone


def test_a_keyword_counter_is_not_a_copiable_value_cr_707_2() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_counters(bear, "flying", 1)
    assert b.characteristics(bear)["abilities"] == ("Flying",)
    assert not b.copiable_values(bear)["abilities"]  # a copy of it wouldn't fly


PUP = ml.Card.from_text(
    name="Tenacious Pup", mana_cost="{1}{G}", type_line="Creature — Dog", power="1",
    toughness="1",
    oracle_text="When Tenacious Pup enters the battlefield, you gain 1 life. When you cast "
                "your next creature spell, that creature enters the battlefield with an "
                "additional +1/+1 counter, trample counter, and vigilance counter on it.")


def test_tenacious_pups_next_creature_enters_with_keyword_counters_cr_603_7c() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.cast(PUP)
    b.resolve()  # its enters trigger: 1 life, and the delayed trigger is created (603.7a)
    assert b.life("you") == 21
    b.add_mana("you", "GG")
    bear = b.cast(BEAR)
    assert b.counters(bear) == {"+1/+1": 1, "trample": 1, "vigilance": 1}
    c = b.characteristics(bear)
    assert (c["power"], c["toughness"]) == (3, 3)
    assert sorted(c["abilities"]) == ["Trample", "Vigilance"]  # 122.1b
    b.add_mana("you", "GG")
    assert b.counters(b.cast(BEAR)) == {}  # it triggers once (603.7c)


def test_without_this_turn_the_pups_trigger_waits_for_a_later_turn_cr_603_7c() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.cast(PUP)
    b.resolve()
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(BEAR)) == {"+1/+1": 1, "trample": 1, "vigilance": 1}


def test_the_waiting_trigger_is_kept_in_board_files() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    b.cast(PUP)
    b.resolve()
    b.pass_turn()
    text = b.to_yaml()
    assert "your next creature spell" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.state == b.state
