"""Dealing damage (CR 120) through the one place the engine deals it, from real cards of
../shared/corpus (skipped with a message where it is absent): spells, activated abilities
and fights; to creatures, players and planeswalkers; deathtouch, lifelink, infect."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def test_lightning_bolt_deals_3_damage_to_a_creature_which_dies_cr_120_3e_704_5g(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[bears])
    assert b.permanents.empty  # 3 damage is lethal for a 2/2 (704.5g)
    assert list(b.graveyard("opponent")["name"]) == ["Grizzly Bears"]


def test_any_target_includes_players_cr_115_4_and_damage_is_life_lost_120_3a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=["opponent"])
    assert b.life("opponent") == 17


def test_damage_to_a_planeswalker_removes_loyalty_counters_cr_120_3c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jace = b.add(cards["Jace Beleren"], "opponent", counters={"loyalty": 3})  # 306.5b
    b.add_mana("you", "R")
    b.cast(cards["Shock"], targets=[jace])
    assert b.counters(jace) == {"loyalty": 1}


def test_a_source_that_would_deal_0_damage_deals_none_cr_120_8(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    walls = [b.add(cards["Wall of Stone"]), b.add(cards["Grizzly Bears"], "opponent")]
    b.add_mana("you", "G")
    b.cast(cards["Prey Upon"], targets=walls)  # the Wall has power 0
    assert not any("deals 0" in d for d in b.log["detail"])


def test_deathtouch_damage_destroys_in_a_fight_cr_702_2b_704_5h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    rats = b.add(cards["Typhoid Rats"])
    giant = b.add(cards["Craw Wurm"], "opponent")  # 6/4: 1 damage isn't lethal
    b.add_mana("you", "G")
    b.cast(cards["Prey Upon"], targets=[rats, giant])
    assert set(b.graveyard("opponent")["name"]) == {"Craw Wurm"}
    assert set(b.graveyard("you")["name"]) >= {"Typhoid Rats", "Prey Upon"}


def test_lifelink_damage_gains_its_controller_that_much_life_cr_702_15b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bat = b.add(cards["Vampire Nighthawk"])
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "G")
    b.cast(cards["Prey Upon"], targets=[bat, bears])
    assert b.life("you") == 22


def test_infect_damage_to_a_creature_is_minus_counters_cr_120_3d_702_90c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    elf = b.add(cards["Glistener Elf"])
    wurm = b.add(cards["Craw Wurm"], "opponent")
    b.add_mana("you", "G")
    b.cast(cards["Prey Upon"], targets=[elf, wurm])
    assert b.counters(wurm) == {"-1/-1": 1}


def test_damage_divided_as_you_choose_among_targets_cr_601_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    a = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "R")
    b.cast(cards["Forked Bolt"], targets=[a, "opponent"], choices=[(1, 1)])
    assert b.life("opponent") == 19
    assert b.get("Grizzly Bears")  # 1 damage is not lethal for a 2/2
    b.add_mana("you", "R")
    b.cast(cards["Forked Bolt"], targets=["opponent"])  # one target takes it all
    assert b.life("opponent") == 17


def test_an_activated_ability_deals_damage_with_its_source_cr_602_2_120_1(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    pinger = b.add(cards["Prodigal Pyromancer"])
    b.activate(pinger, 0, targets=["opponent"])
    assert b.life("opponent") == 19
    assert b.is_tapped(pinger)
