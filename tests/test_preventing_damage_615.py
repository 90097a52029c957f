"""Preventing damage (CR 615) from real cards of ../shared/corpus, through the public API:
"Prevent all combat damage that would be dealt this turn" (Fog), "Prevent all damage that
would be dealt to you this turn" (Holy Day's wording reads the same way), "the next N"
shields used up (615.7), "Prevent all damage target creature would deal this turn", and
shields ending in the cleanup step (514.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, ml.Card]:
    pool = ml.load_cards(corpus_jsonl, register=False)
    return {c.name: c for c in pool}


def test_prevention_lines_are_supported_cr_615_1(cards: dict[str, ml.Card]) -> None:
    for name in ("Fog", "Holy Day", "Mending Hands", "Hold at Bay", "Samite Healer",
                 "Azorius Ploy", "Fend Off"):
        assert cards[name].abilities[0].supported, name


def test_fog_prevents_all_combat_damage_this_turn_cr_615_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add_mana("you", "G")
    b.cast(cards["Fog"])
    b.attack(bears)
    b.combat_damage()
    assert b.life("opponent") == 20  # prevented: never dealt (615.1)


def test_fog_doesnt_prevent_noncombat_damage_cr_615_1(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GR")
    b.cast(cards["Fog"])
    b.cast(cards["Lightning Bolt"], targets=["opponent"])
    assert b.life("opponent") == 17


def test_holy_day_prevents_combat_damage_to_creatures_too_cr_615_1_510_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    wall = b.add(cards["Craw Wurm"], "opponent")
    b.add_mana("you", "W")
    b.cast(cards["Holy Day"])
    b.attack(bears)
    b.block(wall, bears)
    b.combat_damage()
    assert list(b.graveyard("you")["name"]) == ["Holy Day"]  # the Bears survived


def test_the_next_n_damage_shield_is_used_up_cr_615_7(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "W")
    b.cast(cards["Mending Hands"], targets=["you"])  # the next 4 damage to you
    b.add_mana("opponent", "RR")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b.life("you") == 20  # 3 of 4 prevented
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b.life("you") == 18  # 1 left: 2 of 3 dealt (615.7)


def test_samite_healer_prevents_1_damage_to_any_target_cr_615_7(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    healer = b.add(cards["Samite Healer"])
    bears = b.add(cards["Grizzly Bears"])
    b.activate(healer, targets=[bears])
    b.add_mana("opponent", "R")
    b.cast(cards["Shock"], targets=[bears], controller="opponent")
    assert b.state.permanents[b.id_of(bears)].damage == 1  # 1 of 2 prevented; the 2/2 lives


def test_prevent_all_combat_damage_target_creature_would_deal_cr_615_1(
        cards: dict[str, ml.Card]) -> None:
    # Azorius Ploy: "Prevent all combat damage target creature would deal this turn." and
    # "Prevent all combat damage that would be dealt to target creature this turn."
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    wurm = b.add(cards["Craw Wurm"], "opponent")  # 6/4
    b.attack(bears)
    b.block(wurm, bears)
    b.add_mana("you", "WWUW")
    b.cast(cards["Azorius Ploy"], targets=[wurm, bears])
    b.combat_damage()
    assert b.state.permanents[b.id_of(bears)].damage == 0  # the Wurm's 6 damage was prevented
    assert b.state.permanents[b.id_of(wurm)].damage == 2  # the Bears' damage to the Wurm was not


def test_prevention_shields_end_in_the_cleanup_step_cr_514_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WW")
    b.cast(cards["Hold at Bay"], targets=["you"])
    b.pass_turn()
    b.add_mana("opponent", "R")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b.life("you") == 17
