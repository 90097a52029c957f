"""A payment plan says, symbol by symbol, which mana pays what and where it came from
(CR 601.2h: the player pays the total cost in any order, each symbol with mana it
accepts, 107.4), for the cost and for the mana costs of the filters it activates
(issue 24, item 6: a Signet's {1})."""

from __future__ import annotations

import re

import pytest

import mtglab as ml


def _signet_board() -> tuple[ml.Board, list[int], int]:
    b = ml.Board()
    forests = [b.add("Forest"), b.add("Forest")]
    signet = b.add("Azorius Signet")
    return b, [b.id_of(f) for f in forests], b.id_of(signet)


def test_the_signets_one_is_paid_with_a_forests_green_601_2h() -> None:
    b, forests, signet = _signet_board()
    plan = b.payment_plan("{W}{U}{G}")
    row = plan[plan["permanent_id"] == signet].iloc[0]
    (paid,) = row["paid_with"]
    m = re.fullmatch(r"\{1\}: \{G\} from Forest #(\d+)", paid)
    assert m is not None and int(m.group(1)) in forests
    payer = plan[plan["permanent_id"] == int(m.group(1))].iloc[0]
    assert payer["pays"] == (f"{{1}} of Azorius Signet #{signet}",)


def test_each_symbol_of_the_cost_is_paid_by_mana_it_accepts_107_4() -> None:
    b, forests, signet = _signet_board()
    paid = b.payment_plan("{W}{U}{G}").attrs["paid"]
    assert paid[0] == f"{{W}}: {{W}} from Azorius Signet #{signet}"
    assert paid[1] == f"{{U}}: {{U}} from Azorius Signet #{signet}"
    assert re.fullmatch(r"\{G\}: \{G\} from Forest #(\d+)", paid[2])
    # the Forest whose green pays {G} is not the one that paid the Signet's {1}
    plan = b.payment_plan("{W}{U}{G}")
    pays = {int(r["permanent_id"]): r["pays"] for _i, r in plan.iterrows()}
    assert sorted(pays[f] for f in forests) == [(f"{{1}} of Azorius Signet #{signet}",),
                                                ("{G}",)]


def test_a_phyrexian_symbol_paid_with_life_says_so_107_4f() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    plan = b.payment_plan("{G}{U/P}")
    assert plan.attrs["paid"] == (f"{{G}}: {{G}} from Forest #{b.id_of(forest)}",
                                  "{U/P}: 2 life")


def test_mana_already_in_the_pool_is_named_as_such_601_2h() -> None:
    b = ml.Board()
    b.add_mana("you", "GG")
    plan = b.payment_plan("{1}{G}")
    assert len(plan) == 0
    assert plan.attrs["paid"] == ("{1}: {G} from the pool", "{G}: {G} from the pool")


@pytest.mark.parametrize(("names", "cost"), [
    (["Mystic Gate", "Plains", "Azorius Signet", "Forest"], "{U}{U}{W}"),
    (["Sol Ring", "Izzet Signet", "Island"], "{U}{R}{C}{1}"),
])
def test_every_filter_row_says_what_paid_its_cost_and_every_symbol_is_explained(
        names: list[str], cost: str) -> None:
    b = ml.Board()
    for name in names:
        b.add(name)
    plan = b.payment_plan(cost)
    for _i, row in plan.iterrows():
        own = b.abilities[(b.abilities["permanent_id"] == row["permanent_id"])
                          & (b.abilities["index"] == row["ability"])].iloc[0]["text"]
        needs = len(re.findall(r"\{[^T}]+\}", own.split(":")[0]))  # its mana symbols
        assert len(row["paid_with"]) == needs
    assert len(plan.attrs["paid"]) == len(ml.ManaCost.parse(cost).symbols)
    assert all(" from " in p or p.endswith("life") for p in plan.attrs["paid"])
