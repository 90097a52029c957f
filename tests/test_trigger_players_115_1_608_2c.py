"""The players a triggered ability's instructions name, from real cards of
../shared/corpus: a target player or opponent chosen as the ability goes on the stack
(CR 115.1, 603.3d), "defending player" of the source attacking (506.2) and "its
controller" of the object the event was about (608.2c, 608.2h), each played through the
general trigger path."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


@pytest.mark.parametrize("target", ["opponent", "you"])
def test_target_player_is_chosen_as_the_trigger_goes_on_the_stack_cr_115_1_603_3d(
        cards: dict[str, ml.Card], target: str) -> None:
    b = ml.Board()
    b.add_mana("you", "BBB")  # Bloodhunter Bat {3}{B}: three of them pay the generic
    b.add_mana("you", "B")
    b.cast(cards["Bloodhunter Bat"], choices=[target])
    b.resolve()
    other = "you" if target == "opponent" else "opponent"
    # "target player loses 2 life and you gain 2 life"
    assert b.life(target) == 20 - 2 + (2 if target == "you" else 0)
    assert b.life(other) == 20 + (2 if other == "you" else 0)


def test_target_opponent_can_only_be_an_opponent_cr_115_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "BBBB")
    b.cast(cards["Pierce Strider"])  # {4}: "target opponent loses 3 life", one legal
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (17, 20)


def test_target_player_mills_cr_701_17a_115_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(4):
        b.add("Island", "opponent", zone="library")
    b.add_mana("you", "UUUU")
    b.add_mana("you", "U")
    b.cast(cards["Homarid Explorer"], choices=["opponent"])  # target player mills four
    b.resolve()
    assert len(b.graveyard("opponent")) == 4


def test_its_controller_of_a_creature_that_died_cr_608_2h_603_10a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Archfiend of the Dross"])
    bear = b.add(cards["Grizzly Bears"], "opponent")
    b.put_counters(bear, "-1/-1", 2)  # it dies (704.5f, 700.4): "its controller loses 2"
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (18, 20)


def test_defending_player_is_the_player_the_source_attacks_cr_506_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    assassin = b.add(cards["Agate-Blade Assassin"])
    b.attack(assassin)
    b.resolve()
    assert (b.life("opponent"), b.life("you")) == (19, 21)


def test_defending_player_of_another_creature_is_read_cr_506_2(
        cards: dict[str, ml.Card]) -> None:
    # the player the attacking creature the event was about attacks (506.2): played in
    # tests/test_defending_player_of_the_attacking_creature_506_2.py
    hordechief = cards["Brutal Hordechief"].abilities[0]
    assert hordechief.supported
