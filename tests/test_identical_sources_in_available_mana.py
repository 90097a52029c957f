"""Permanents whose mana is interchangeable are worked out once for available mana, and
the answers are those of every permanent one by one: the same name and abilities but
another tapped status (107.5: a tapped permanent can't pay {T} again), summoning
sickness (302.6) or a different controller make a different kind; a permanent taps
once, so a payment plan names each permanent at most once (605.3a, 601.2g-h)."""

from __future__ import annotations

from typing import Any

import mtglab as ml
from mtglab.analysis.bruteforce import brute_can_pay


def probe(cost: str) -> ml.Card:
    """An instant whose casting pays ``cost`` from the pool (601.2g-h)."""
    return ml.Card.from_text(name="Cost Probe", mana_cost=cost, type_line="Instant",
                             oracle_text="")


def test_tapped_and_sick_twins_are_other_kinds_cr_107_5_302_6() -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Forest")
    b.add("Forest", tapped=True)  # can't pay {T} (107.5)
    b.add("Llanowar Elves")
    b.add("Llanowar Elves", controlled_since_turn_start=False)  # summoning sick (302.6)
    b.add("Tropical Island")
    b.add("Forest", controller="opponent")  # not the player's to tap
    for cost in ("{G}{G}{G}{G}", "{G}{G}{G}{G}{G}", "{G}{G}{G}{U}", "{G}{G}{G}{G}{U}",
                 "{3}{U}", "{4}{U}"):
        assert b.can_pay(cost) is brute_can_pay(b.state, "you", cost), cost
    assert b.can_pay("{G}{G}{G}{G}{G}")  # three untapped Forests, one Elves, the dual
    assert not b.can_pay("{G}{G}{G}{G}{G}{G}")


def test_many_identical_lands_pay_exactly_their_number_cr_605_3a() -> None:
    b = ml.Board()
    for _ in range(40):
        b.add("Forest")
    for _ in range(25):
        b.add("Island")
    for _ in range(5):
        b.add("Tropical Island")
    assert b.can_pay("{G}" * 45)
    assert not b.can_pay("{G}" * 46)
    assert b.can_pay("{G}" * 40 + "{U}" * 30)
    assert not b.can_pay("{G}" * 41 + "{U}" * 30)


def test_a_plan_over_identical_lands_taps_each_once_cr_605_3a() -> None:
    b = ml.Board()
    for _ in range(6):
        b.add("Forest")
    for _ in range(4):
        b.add("Azorius Signet")
    for _ in range(3):
        b.add("Plains")
    cost = "{W}{W}{U}{U}{G}{G}{G}{2}"
    assert b.can_pay(cost)
    plan: Any = b.payment_plan(cost)
    ids = list(plan["permanent_id"])
    assert len(ids) == len(set(ids))  # every permanent taps once (107.5)
    for row in plan.to_dict("records"):
        b.activate(row["permanent_id"], row["ability"], choices=row["choices"],
                   costs=row["costs"], order=row["order"])
    b.cast(probe(cost))
