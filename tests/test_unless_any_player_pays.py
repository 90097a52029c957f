"""Rhystic Cave: "{T}: Choose a color. Add one mana of that color unless any player pays
{1}. Activate only as an instant." Once the color is chosen, each player in turn order
from the active player (CR 101.4) may pay {1} (mana abilities may be activated to pay,
608.2g); if one does, no mana is produced, so the land wasn't tapped for mana (106.12a)."""

from __future__ import annotations

import pytest

import mtglab as ml

CAVE = ml.Card.from_text(
    name="Rhystic Cave", type_line="Land",
    oracle_text="{T}: Choose a color. Add one mana of that color unless any player pays "
                "{1}. Activate only as an instant.")


def test_its_totals_are_each_color_or_none_cr_608_2g() -> None:
    b = ml.Board()
    cave = b.add(CAVE)
    assert b.productions(cave, 0) == frozenset({"", *"WUBRG"})


def test_the_color_is_chosen_then_each_player_declines_or_pays_cr_101_4() -> None:
    b = ml.Board()
    cave = b.add(CAVE)
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.activate(cave, 0, choices=["G"])  # whether you pay, then the opponent
    assert "you pay" in str(exc.value)
    assert b.activate(cave, 0, choices=["G", False, False]).mana == "G"


def test_an_opponent_paying_1_from_their_pool_stops_the_mana_cr_608_2g() -> None:
    b = ml.Board()
    cave = b.add(CAVE)
    b.add("Mana Flare")  # "whenever a land is tapped for mana": it produced none (106.12a)
    b.add_mana("opponent", "U")
    r = b.activate(cave, 0, choices=["R", False, True])
    assert r.mana == "" and b.mana_pool("you") == "" and b.mana_pool("opponent") == ""
    assert b.is_tapped(cave)


def test_a_player_whose_pool_cant_pay_is_told_so_and_nothing_changes() -> None:
    b = ml.Board()
    cave = b.add(CAVE)
    with pytest.raises(ml.IllegalActionError, match=r"608\.2g"):
        b.activate(cave, 0, choices=["R", False, True])
    assert not b.is_tapped(cave)
