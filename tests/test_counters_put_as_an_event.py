"""Counters being put on a permanent or a player as an event of the one replacement search.

Putting counters is an event replacement effects modify (614.1a, 614.16): Vorinclex,
Monstrous Raider doubles the counters its controller puts "on a permanent or player" and
halves an opponent's; Doubling Season and Hardened Scales name permanents only. The
affected object's controller, or the affected player, orders them (616.1), each applies
once (614.5), and what still applies is rechecked after each (616.1f): with no counters
left to put, nothing more applies (614.16: "one or more counters").
"""

from __future__ import annotations

import pytest

import mtglab as ml

VORINCLEX = "Vorinclex, Monstrous Raider"


def test_vorinclex_doubles_the_energy_its_controller_gets_cr_614_1a_122_1() -> None:
    b = ml.Board()
    b.add(VORINCLEX)
    assert b.put_counters("you", "energy", 2) == 4
    assert b.player_counters("you") == {"energy": 4}


def test_an_opponents_vorinclex_halves_the_counters_you_put_on_a_player_rounded_down() -> None:
    # "If an opponent would put one or more counters on a permanent or player, they put
    # half that many of each of those kinds of counters ... instead"
    b = ml.Board()
    b.add(VORINCLEX, controller="opponent")
    assert b.put_counters("you", "energy", 3) == 1


def test_effects_on_permanents_leave_a_players_counters_alone_cr_122_1() -> None:
    # Doubling Season and Hardened Scales say "on a permanent": a player's energy is
    # not theirs to change
    b = ml.Board()
    b.add("Doubling Season")
    b.add("Hardened Scales")
    assert b.put_counters("you", "energy", 2) == 2
    assert ml.orderings(b, counters=("you", "energy", 2))["order"].tolist() == [()]


def test_halving_to_zero_leaves_nothing_to_double_cr_616_1f_614_16() -> None:
    # your Vorinclex doubles, the opponent's halves: doubling first gives 1 -> 2 -> 1,
    # halving first gives 0 and then doubling no longer applies (no counters to put)
    b = ml.Board()
    b.add(VORINCLEX)
    b.add(VORINCLEX, controller="opponent")
    table = ml.orderings(b, counters=("you", "energy", 1))
    assert sorted(table["counters"]) == [0, 1]
    assert [len(o) for o in table.sort_values("counters")["order"]] == [1, 2]
    with pytest.raises(ml.ChoiceRequired):
        b.put_counters("you", "energy", 1)
    assert b.player_counters("you") == {}  # nothing happened


def test_the_player_orders_doubling_season_and_hardened_scales_cr_616_1() -> None:
    # one +1/+1 counter on your creature: Scales then Season 1 -> 2 -> 4, Season then
    # Scales 1 -> 2 -> 3; its controller chooses (616.1)
    b = ml.Board()
    elves = b.add("Llanowar Elves")
    b.add("Hardened Scales")
    b.add("Doubling Season")
    table = ml.orderings(b, counters=(elves, "+1/+1", 1))
    assert dict(zip(table["order"], table["counters"], strict=True)) == {
        ("Hardened Scales", "Doubling Season"): 4, ("Doubling Season", "Hardened Scales"): 3}
    assert set(table["chooser"]) == {"you"}
    grouped = ml.orderings(b, counters=(elves, "+1/+1", 1), group=True)
    assert sorted(grouped["counters"]) == [3, 4] and grouped["n_orders"].sum() == 2
    with pytest.raises(ml.ChoiceRequired) as info:
        b.put_counters(elves, "+1/+1")
    assert len(info.value.options) == 2
    assert b.put_counters(elves, "+1/+1", order=["Doubling Season", "Hardened Scales"]) == 3
    assert b.counters(elves) == {"+1/+1": 3}


def test_the_opponents_creature_is_ordered_by_its_controller_cr_616_1() -> None:
    b = ml.Board()
    bears = b.add("Llanowar Elves", controller="opponent")
    b.add(VORINCLEX)
    table = ml.orderings(b, counters=(bears, "+1/+1", 2))
    assert table["counters"].tolist() == [4] and table["chooser"].tolist() == ["opponent"]


def test_counters_argument_is_checked() -> None:
    b = ml.Board()
    with pytest.raises(ml.MtglabError):
        ml.orderings(b, counters=("you", "energy", 0))
    with pytest.raises(ml.MtglabError):
        ml.orderings(b, counters=("you", "energy"))  # type: ignore[arg-type]
    with pytest.raises(ml.MtglabError):
        b.put_counters("you", "energy", -1)
