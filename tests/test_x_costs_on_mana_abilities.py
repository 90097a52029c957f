"""X in the cost of a mana ability (CR 107.3a, 601.2f-h, 602.2b).

The player chooses X as the ability is activated; ``b.productions`` without ``x=`` lists
the totals of every X the cost could be paid with now — from 0 up to the counters on the
permanent for "Remove X storage counters" or what the pool pays for {X} — and ``x=``
fixes one. Activating without X asks for it, listing the legal values.
"""

from __future__ import annotations

import pytest

import mtglab as ml

CALCIFORM = ml.Card.from_text(
    name="Calciform Pools", type_line="Land",
    oracle_text="{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n"
                "{1}, Remove X storage counters from this land: Add X mana in any "
                "combination of {W} and/or {U}.")
BATTERY = ml.Card.from_text(
    name="Test Battery", type_line="Artifact",
    oracle_text="Remove any number of charge counters from this artifact: Add {C} for each "
                "charge counter removed this way.")
X_SOURCE = ml.Card.from_text(name="Test Converter", type_line="Artifact",
                             oracle_text="{X}, {T}: Add X mana of any one color.")


def test_storage_land_totals_for_every_x_up_to_its_counters_107_3a() -> None:
    b = ml.Board()
    pools = b.add(CALCIFORM, counters={"storage": 2})
    b.add_mana("you", "C")
    # X = 0, 1 or 2 (two counters to remove); any combination of {W} and {U} (106.1a)
    assert b.productions(pools, 2) == frozenset({"", "W", "U", "WW", "WU", "UU"})
    assert b.productions(pools, 2, x=1) == frozenset({"W", "U"})


def test_storage_land_activation_asks_for_x_and_lists_the_legal_ones_601_2b() -> None:
    b = ml.Board()
    pools = b.add(CALCIFORM, counters={"storage": 2})
    b.add_mana("you", "C")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.activate(pools, 2)
    assert list(asked.value.options) == [0, 1, 2]
    with pytest.raises(ml.IllegalActionError, match=r"118\.3"):
        b.activate(pools, 2, x=3)  # only two counters to remove
    assert b.activate(pools, 2, x=2, choices=["WU"]).mana == "WU"
    assert b.counters(pools) == {}


def test_any_number_of_counters_is_every_number_up_to_those_on_it_107_3a() -> None:
    b = ml.Board()
    battery = b.add(BATTERY, counters={"charge": 3})
    assert b.productions(battery, 0) == frozenset({"", "C", "CC", "CCC"})
    assert b.activate(battery, 0, x=2).mana == "CC"
    assert b.counters(battery) == {"charge": 1}


def test_x_in_the_mana_cost_is_what_the_pool_can_pay_601_2h() -> None:
    b = ml.Board()
    converter = b.add(X_SOURCE)
    b.add_mana("you", "CC")
    assert b.productions(converter, 0) == frozenset(
        {""} | set("WUBRG") | {c * 2 for c in "WUBRG"})
    assert b.productions(converter, 0, x=1) == frozenset(set("WUBRG"))
    assert b.activate(converter, 0, x=2, choices=["G"]).mana == "GG"
