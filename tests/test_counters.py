"""Counters and the replacement effects on putting them (CR 122.6, 614.16, 616.1)."""

from __future__ import annotations

import pytest

import mtglab as ml


def _board(*cards: tuple[str, str]) -> ml.Board:
    b = ml.Board()
    for name, who in cards:
        b.add(name, who)
    b.add_mana("you", "CCCCCCCC")
    return b


def test_x_counters_on_entering_see_the_spells_x_cr_107_3m() -> None:
    b = _board()
    walker = b.cast("Hangarback Walker", x=3)
    assert walker is not None
    assert b.counters(walker) == {"+1/+1": 3}
    assert b.mana_value(walker) == 0  # the permanent's own X is 0 (107.3m, 107.3g)


def test_vorinclex_doubles_the_counters_a_permanent_enters_with_cr_122_6() -> None:
    # "If you would put one or more counters on a permanent ... put twice that many"
    b = _board(("Vorinclex, Monstrous Raider", "you"))
    walker = b.cast("Hangarback Walker", x=3)
    assert walker is not None and b.counters(walker) == {"+1/+1": 6}


def test_an_opponents_vorinclex_halves_them_rounded_down() -> None:
    b = _board(("Vorinclex, Monstrous Raider", "opponent"))
    walker = b.cast("Hangarback Walker", x=3)
    assert walker is not None and b.counters(walker) == {"+1/+1": 1}


def test_hardened_scales_and_doubling_season_order_matters_cr_616_1() -> None:
    b = _board(("Hardened Scales", "you"), ("Doubling Season", "you"))
    with pytest.raises(ml.ChoiceRequired) as info:
        b.copy().cast("Hangarback Walker", x=3)
    assert "616.1" in str(info.value)
    first = b.copy()
    w1 = first.cast("Hangarback Walker", x=3, order=["Hardened Scales", "Doubling Season"])
    second = b.copy()
    w2 = second.cast("Hangarback Walker", x=3, order=["Doubling Season", "Hardened Scales"])
    assert w1 is not None and w2 is not None
    assert first.counters(w1) == {"+1/+1": 8}   # (3 + 1) x 2
    assert second.counters(w2) == {"+1/+1": 7}  # 3 x 2 + 1


def test_no_counters_no_replacement_cr_614_16() -> None:
    # X = 0: no counter would be put, so Hardened Scales has nothing to modify; the 0/0
    # dies to state-based actions (704.5f)
    b = _board(("Hardened Scales", "you"))
    b.cast("Hangarback Walker", x=0)
    assert "Hangarback Walker" not in set(b.permanents["name"])
    assert list(b.graveyard("you")["name"]) == ["Hangarback Walker"]


def test_set_up_counters_apply_no_replacement_effect() -> None:
    # DESIGN.md: add_counters is set-up; it places counters as stated
    b = _board(("Vorinclex, Monstrous Raider", "you"))
    bear = b.add("Grizzly Bears")
    b.add_counters(bear, "+1/+1", 2)
    assert b.counters(bear) == {"+1/+1": 2}


def test_an_ability_putting_counters_is_doubled_too() -> None:
    # Hangarback Walker: "{1}, {T}: Put a +1/+1 counter on this creature." with Vorinclex
    b = _board(("Vorinclex, Monstrous Raider", "you"))
    walker = b.add("Hangarback Walker", counters={"+1/+1": 1})
    b.activate(walker, "{1}, {T}")
    assert b.counters(walker) == {"+1/+1": 3}
