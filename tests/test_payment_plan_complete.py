"""``Board.payment_plan`` finds a plan whenever ``Board.can_pay`` says the cost is
payable, on boards larger than the brute force reaches: filters paying their costs from
other mana (605.1a, 601.2h: the player chooses which mana pays), painlands and Mana
Confluence costing life that Phyrexian symbols also want (107.4f, 119.4), hybrid and
monocolored hybrid symbols (107.4e). The plan is then activated row by row and the cost
paid from the pool by casting a spell with that mana cost (601.2g-h).
"""

from __future__ import annotations

from typing import Any

import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml

SOURCES = ["Forest", "Island", "Tropical Island", "Birds of Paradise", "Mystic Gate",
           "Azorius Signet", "Swamp", "City of Brass", "Sol Ring", "Plains", "Mountain",
           "Underground Sea", "Savannah", "Mana Confluence", "Fetid Heath", "Golgari Signet",
           "Wastes", "Gilded Lotus", "Llanowar Elves"]
SYMBOLS = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{W/U}", "{B/G}", "{R/W}", "{2/G}",
           "{U/P}", "{1}", "{2}"]


def probe(cost: str) -> ml.Card:
    """An instant with the given mana cost: casting it pays the cost from the pool. An
    instant may be cast while "becomes tapped" triggers (City of Brass) wait on the stack
    (117.1a, 603.3): their damage comes after the cost is paid, as in a game where the
    mana abilities are activated while casting it (601.2g)."""
    return ml.Card.from_text(name="Cost Probe", mana_cost=cost, type_line="Instant",
                             oracle_text="")


def execute(b: ml.Board, plan: pd.DataFrame) -> None:
    for row in plan.to_dict("records"):
        b.activate(row["permanent_id"], row["ability"], choices=row["choices"],
                   costs=row["costs"], order=row["order"])


@settings(deadline=None, max_examples=12, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(SOURCES), min_size=8, max_size=16),
       st.lists(st.sampled_from(SYMBOLS), min_size=4, max_size=14).map("".join),
       st.sampled_from([20, 5]))
def test_property_a_payable_cost_always_has_a_plan(names: list[str], cost: str,
                                                   life: int) -> None:
    b = ml.Board()
    b.life("you", life)
    for n in names:
        b.add(n)
    if not b.can_pay(cost):
        return
    plan = b.payment_plan(cost)
    execute(b, plan)
    b.cast(probe(cost))


def test_a_long_cost_on_many_sources_is_planned() -> None:
    # 14 symbols over 16 sources with two signets and a filter land: the plan pays each
    # filter with mana the rest doesn't need (601.2h)
    b = ml.Board()
    for n in ["Forest", "Island", "Plains", "Swamp", "Mountain", "Wastes", "Sol Ring",
              "Azorius Signet", "Golgari Signet", "Mystic Gate", "Birds of Paradise",
              "City of Brass", "Tropical Island", "Underground Sea", "Savannah", "Forest"]:
        b.add(n)
    cost = "{W}{W}{U}{U}{B}{G}{G}{R}{C}{W/U}{B/G}{2/G}{1}{1}"
    assert b.can_pay(cost)
    plan: Any = b.payment_plan(cost)
    execute(b, plan)
    b.cast(probe(cost))
