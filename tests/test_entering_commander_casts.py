""""Jeska, Thrice Reborn enters with a loyalty counter on it for each time you've cast a
commander from the command zone this game"; "The Swarmlord enters with two +1/+1
counters on it for each time you've cast your commander from the command zone this
game". A player may cast a commander they own from the command zone (CR 903.8); the
count is a fact of the game so far, laid out with ``Board.commander_casts`` (mtglab keeps
no command zone) and kept in board files."""

from __future__ import annotations

import pytest

import mtglab as ml

JESKA = ml.Card.from_text(
    name="Jeska, Thrice Reborn", mana_cost="{2}{R}",
    type_line="Legendary Planeswalker — Jeska",
    oracle_text="Jeska, Thrice Reborn enters the battlefield with a loyalty counter on it for "
    "each time you've cast a commander from the command zone this game.")
SWARMLORD = ml.Card.from_text(
    name="The Swarmlord", mana_cost="{3}{G}{U}{R}", type_line="Legendary Creature — Tyranid",
    power="5", toughness="5",
    oracle_text="Rapid Regeneration — The Swarmlord enters the battlefield with two +1/+1 "
    "counters on it for each time you've cast your commander from the command zone this "
    "game.")
POOL = "RRRGGGUUUCCC"


def test_a_loyalty_counter_for_each_cast_cr_903_8() -> None:
    b = ml.Board()
    assert b.commander_casts("you") == 0
    b.commander_casts("you", 3)
    b.add_mana("you", POOL)
    p = b.cast(JESKA)
    assert p is not None and dict(b.state.permanents[p.id].counters) == {"loyalty": 3}


def test_two_counters_for_each_cast_only_yours_cr_903_8() -> None:
    b = ml.Board()
    b.commander_casts("you", 2)
    b.commander_casts("opponent", 5)  # another player's casts are not "you've cast"
    b.add_mana("you", POOL)
    p = b.cast(SWARMLORD)
    assert p is not None and dict(b.state.permanents[p.id].counters) == {"+1/+1": 4}


def test_never_cast_no_counters_cr_903_8() -> None:
    b = ml.Board()
    b.add_mana("you", POOL)
    p = b.cast(SWARMLORD)
    assert p is not None and b.state.permanents[p.id].counters == ()


def test_the_count_is_kept_in_board_files() -> None:
    b = ml.Board()
    b.commander_casts("you", 2)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.commander_casts("you") == 2


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2"])
def test_a_count_is_a_whole_number(bad: object) -> None:
    with pytest.raises(ml.MtglabError):
        ml.Board().commander_casts("you", bad)  # type: ignore[arg-type]
