"""Thief of Blood: "As ~ enters, remove all counters from all permanents. ~ enters with
a +1/+1 counter on it for each counter removed this way." One replacement effect that
modifies how it enters (CR 614.1c, 614.12): every counter on every other permanent, of
any kind and whoever controls it, is removed (122.1), and it enters with that many
+1/+1 counters; counters on players are not on permanents and stay."""

from __future__ import annotations

import mtglab as ml

THIEF = ml.Card.from_text(
    name="Thief of Blood", mana_cost="{4}{B}{B}", type_line="Creature — Vampire",
    power="1", toughness="1",
    oracle_text="Flying\nAs Thief of Blood enters the battlefield, remove all counters from "
                "all permanents. Thief of Blood enters the battlefield with a +1/+1 counter "
                "on it for each counter removed this way.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ROCK = ml.Card.from_text(name="Test Battery", mana_cost="{2}", type_line="Artifact")


def _board() -> tuple[ml.Board, ml.Permanent, ml.Permanent]:
    b = ml.Board()
    mine = b.add(BEAR, counters={"+1/+1": 2})
    theirs = b.add(ROCK, "opponent", counters={"charge": 3})
    b.add_mana("you", "BBCCCC")
    return b, mine, theirs


def test_the_line_is_understood_cr_614_12() -> None:
    assert all(a.supported for a in THIEF.abilities)


def test_it_enters_with_a_counter_for_each_counter_removed_cr_614_1c_614_12() -> None:
    b, mine, theirs = _board()
    thief = b.cast(THIEF)
    assert thief is not None
    assert b.state.permanents[thief.id].counters == (("+1/+1", 5),)
    # every kind, on every player's permanents, is removed (122.1)
    assert b.state.permanents[mine.id].counters == ()
    assert b.state.permanents[theirs.id].counters == ()


def test_counters_on_players_are_not_removed_cr_122_1() -> None:
    b, _mine, _theirs = _board()
    b.add_counters("opponent", "poison", 2)
    thief = b.cast(THIEF)
    assert thief is not None
    assert b.state.permanents[thief.id].counters == (("+1/+1", 5),)
    assert b.state.player("opponent").counter("poison") == 2


def test_with_no_counters_anywhere_it_enters_as_a_1_1_cr_614_1c() -> None:
    b = ml.Board()
    b.add(BEAR)
    b.add_mana("you", "BBCCCC")
    thief = b.cast(THIEF)
    assert thief is not None and b.state.permanents[thief.id].counters == ()


def test_listing_its_orders_removes_nothing_cr_616_1() -> None:
    b, mine, _theirs = _board()
    ml.orderings(b, cast=THIEF)  # the event is only imagined: the board is unchanged
    assert b.state.permanents[mine.id].counters == (("+1/+1", 2),)
