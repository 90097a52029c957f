"""Filters that only convert mana, beside a mana pool (issue 13): "{1}: Add one mana of any
color" pays one unit and makes one, so repeating it changes types, never the total
(CR 605.3a: mana abilities may be activated while paying, 601.2g). "Activate only once
each turn" allows one activation (602.5b). The pool's mana is spent like any other
(106.4). Every answer is checked against the brute force over activation orders."""

from __future__ import annotations

import itertools

import pytest

import mtglab as ml
from mtglab.analysis.bruteforce import (
    brute_can_pay,
    brute_summary,
    reachable_pools,
    reachable_states,
)

BIG_POOL = "WWWUUUBBBRRRGGGCCCCCC"

FILTERS = {
    # once each turn (602.5b)
    "Barrels of Blasting Jelly": ("Artifact", "{1}: Add one mana of any color. Activate "
                                  "only once each turn."),
    "Abzan Devotee": ("Creature — Dog Cleric", "{1}: Add {W}, {B}, or {G}. Activate only "
                      "once each turn."),
    # the same filter with no limit: it may be activated again and again (605.3a)
    "Converter": ("Artifact", "{1}: Add one mana of any color."),
}


def board(name: str, pool: str, *lands: str) -> ml.Board:
    type_line, text = FILTERS[name]
    creature = "Creature" in type_line
    b = ml.Board()
    b.add(ml.Card.from_text(name=name, type_line=type_line, oracle_text=text,
                            power="2" if creature else None,
                            toughness="1" if creature else None))
    for land in lands:
        b.add(land)
    if pool:
        b.add_mana("you", pool)
    return b


def test_once_each_turn_converts_one_unit_only_602_5b() -> None:
    b = board("Abzan Devotee", "CC")
    assert b.can_pay("{G}")
    assert not b.can_pay("{G}{G}")  # a second activation this turn is illegal (602.5b)
    assert b.can_pay("{G}{C}")


def test_once_each_turn_already_used_adds_nothing_602_5b() -> None:
    b = board("Barrels of Blasting Jelly", "CC")
    b.activate(b.get("Barrels of Blasting Jelly"), 0, choices=["G"])
    assert b.mana_pool("you") == "GC"
    assert not b.can_pay("{G}{G}")  # no second activation this turn
    assert b.can_pay("{G}{C}")


def test_a_filter_without_limit_converts_every_unit_605_3a() -> None:
    b = board("Converter", "CC")
    assert b.can_pay("{G}{G}")
    assert b.can_pay("{W}{U}")
    assert not b.can_pay("{G}{G}{G}")  # each activation pays one and makes one
    plan = b.payment_plan("{G}{G}")
    assert len(plan) == 2  # two activations


def test_a_filter_without_limit_outcomes_are_every_retyping_605_3a() -> None:
    # each of the two C may stay C or become any color: CC, one color and C, two colors
    colors = "WUBRG"
    expected = {ml.Mana("CC")} | {ml.Mana(c + "C") for c in colors} | {
        ml.Mana(a + b) for a, b in itertools.combinations_with_replacement(colors, 2)}
    got = {ml.Mana(m) for m in ml.mana_outcomes(board("Converter", "CC"), "you")["mana"]}
    assert got == expected


@pytest.mark.parametrize("name", sorted(FILTERS))
def test_big_pool_beside_a_filter_answers_106_4(name: str) -> None:
    b = board(name, BIG_POOL, "Forest")
    # three G in the pool, the Forest's G, and the filter's: five G whichever filter
    assert b.can_pay("{G}{G}{G}{G}{G}")
    assert b.can_pay("{W}{U}{B}{R}{G}{G}{G}{G}")
    assert b.can_pay("{22}")  # the filter pays one unit and makes one: 22 in all
    assert not b.can_pay("{23}")
    once = name != "Converter"
    # three W, three B and one conversion: seven, not eight (once each turn, 602.5b)
    assert b.can_pay("{W}{W}{W}{W}{B}{B}{B}{B}") is not once
    summary = dict(zip(ml.mana_summary(b, "you")["types"], ml.mana_summary(b, "you")["max"],
                       strict=True))
    assert summary["C"] == 6  # no filter here makes colorless mana
    assert summary["G"] == (5 if once else 22)


@pytest.mark.parametrize("name", sorted(FILTERS))
@pytest.mark.parametrize("pool", ["", "C", "WC", "GGC", "CCCR", "WUBCC"])
@pytest.mark.parametrize("lands", [(), ("Forest",), ("Forest", "Island")])
def test_agrees_with_the_brute_force(name: str, pool: str, lands: tuple[str, ...]) -> None:
    b = board(name, pool, *lands)
    states = reachable_states(b.state, "you")
    for cost in ["{G}", "{W}{U}", "{G}{G}{G}", "{C}{C}", "{2}{G}", "{W/U}{B}", "{2/G}{G}",
                 "{4}", "{R}{R}{G}", "{C}{G}{G}", "{5}", "{B}{B}{B}"]:
        expected = brute_can_pay(b.state, "you", cost, states=states)
        assert b.can_pay(cost) is expected, cost
        if expected:
            b.payment_plan(cost)  # a plan whenever it is payable (raises if none is found)
    got = dict(zip(ml.mana_summary(b, "you")["types"], ml.mana_summary(b, "you")["max"],
                   strict=True))
    ref = brute_summary(b.state, "you", states=states)
    assert got == {"".join(t for t in "WUBRGC" if t in s): v for s, v in ref.items()}
    pools = {p for p, _life in reachable_pools(b.state, "you")}
    maximal = {p for p in pools if not any(q != p and q >= p for q in pools)}
    assert {ml.Mana(m) for m in ml.mana_outcomes(b, "you")["mana"]} == maximal
