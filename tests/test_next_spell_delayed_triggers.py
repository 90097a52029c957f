"""Delayed triggers a mana ability creates for "when you next cast a ... spell this turn"
(CR 603.7): each triggers once (603.7c), on its controller's next spell of that type that
turn, and the spell's permanent enters with the counters it says (614.1c): Yuna's two
additional +1/+1 counters, Solar Array's sunburst (702.44a: a +1/+1 counter per color of
mana spent to cast it if it's a creature, otherwise a charge counter)."""

from __future__ import annotations

import mtglab as ml

YUNA = ml.Card.from_text(
    name="Yuna, Grand Summoner", mana_cost="{1}{G}{W}{U}", power="1", toughness="5",
    type_line="Legendary Creature — Human Cleric",
    oracle_text="Grand Summon — {T}: Add one mana of any color. When you next cast a creature "
                "spell this turn, that creature enters with two additional +1/+1 counters "
                "on it.")
ARRAY = ml.Card.from_text(
    name="Solar Array", mana_cost="{2}", type_line="Artifact",
    oracle_text="{T}: Add one mana of any color. When you next cast an artifact spell this "
                "turn, that spell gains sunburst. (If it's a creature, it enters with a "
                "+1/+1 counter on it for each color of mana spent to cast it. Otherwise, it "
                "enters with that many charge counters on it.)")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
BOLT = ml.Card.from_text(name="Zap", mana_cost="{R}", type_line="Instant",
                         oracle_text="Add {R}.")
GOLEM = ml.Card.from_text(name="Golem", mana_cost="{3}", type_line="Artifact Creature — Golem",
                          power="1", toughness="1")
ROCK = ml.Card.from_text(name="Rock", mana_cost="{2}", type_line="Artifact")


def test_the_next_creature_spell_enters_with_two_more_counters_once_cr_603_7c() -> None:
    b = ml.Board()
    yuna = b.add(YUNA)
    assert b.activate(yuna, 0, choices=["G"]).mana == "G"
    b.add_mana("you", "RGGG")
    b.cast(BOLT)  # not a creature spell: the trigger waits
    first = b.cast(BEAR)
    assert b.counters(first) == {"+1/+1": 2}
    second = b.cast(BEAR)
    assert b.counters(second) == {}  # it triggered once


def test_it_lasts_only_this_turn_cr_603_7c() -> None:
    b = ml.Board()
    b.activate(b.add(YUNA), 0, choices=["G"])
    b.pass_turn()
    b.pass_turn()
    b.add_mana("you", "GG")
    assert b.counters(b.cast(BEAR)) == {}
    assert len(b.state.delayed) == 0


def test_sunburst_counts_the_colors_spent_cr_702_44a() -> None:
    b = ml.Board()
    array = b.add(ARRAY)
    b.activate(array, 0, choices=["W"])
    b.add_mana("you", "UB")  # W, U and B spent: three colors
    assert b.counters(b.cast(GOLEM)) == {"+1/+1": 3}
    b.untap(array)
    b.activate(array, 0, choices=["G"])
    b.add_mana("you", "G")
    assert b.counters(b.cast(ROCK)) == {"charge": 1}  # not a creature: charge counters


def test_the_waiting_trigger_is_kept_in_board_files() -> None:
    b = ml.Board()
    b.activate(b.add(YUNA), 0, choices=["G"])
    text = b.to_yaml()
    assert "your next creature spell this turn" in text
    b2 = ml.Board.from_yaml(text)
    assert b2.state == b.state
    b2.add_mana("you", "G")
    assert b2.counters(b2.cast(BEAR)) == {"+1/+1": 2}
