"""Triggered abilities with more than one word "target" (CR 115.1), each chosen in order
as the ability goes on the stack (603.3d) and played the general way, and "it" of a
trigger about its own source naming that source (608.2c), from real cards of
../shared/corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def test_it_of_an_enters_trigger_is_its_source_cr_608_2c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RRRR")
    b.cast(cards["Flametongue Kavu"], choices=[bear])  # "it deals 4 damage to target"
    b.resolve()
    assert list(b.permanents["name"]) == ["Flametongue Kavu"]


def test_two_targets_of_one_trigger_each_chosen_cr_115_1_603_3d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "RRRRRR")
    # "it deals 3 damage to target opponent or planeswalker and 3 damage to up to one
    # target creature": the opponent, then yes (up to one, 115.1), then the Bear
    b.cast(cards["Burning Sun's Avatar"], choices=["opponent", True, bear])
    b.resolve()
    assert b.life("opponent") == 17
    assert list(b.permanents["name"]) == ["Burning Sun's Avatar"]


def test_a_fight_between_two_targets_of_a_trigger_cr_701_14a_115_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    mine = b.add(cards["Grizzly Bears"])
    theirs = b.add(cards["Hill Giant"], "opponent")
    b.add_mana("you", "GGG")
    b.cast(cards["Favored Enemy"], choices=[mine, True, theirs])
    b.resolve()  # each deals damage equal to its power to the other (701.14a)
    assert [c.name for c in b.cards("you", "graveyard")] == ["Grizzly Bears"]
    assert b.state.permanents[b.id_of(theirs)].damage == 2
