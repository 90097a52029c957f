"""Available mana pays {S} only with mana from snow sources (CR 107.4h).

A snow source is a snow permanent (its supertype Snow, 205.4g); the mana of a "tapped for
mana" trigger comes from the trigger's source (106.12a, 605.4a), so Wild Growth's mana on
a Snow-Covered Forest is not snow mana and Glittering Frost's on a Forest is.
``Board.can_pay``, ``payment_plan`` and ``can_activate`` count what the player's snow
permanents could make besides the pool's snow mana; the brute force that walks every
activation order agrees.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml
from mtglab.analysis.bruteforce import brute_can_pay


def _probe() -> ml.Card:
    return ml.Card.from_text(name="Rime Probe", type_line="Artifact",
                             oracle_text="{S}: Add {C}.")


def test_a_snow_land_can_pay_snow_and_a_forest_cannot_cr_107_4h() -> None:
    b = ml.Board()
    b.add("Snow-Covered Forest")
    assert b.can_pay("{S}")
    assert not b.can_pay("{S}{S}")  # one snow source: one {S}
    b = ml.Board()
    b.add("Forest")
    assert not b.can_pay("{S}")
    assert b.can_pay("{G}")


def test_snow_and_other_symbols_share_the_snow_mana_cr_107_4h_601_2h() -> None:
    b = ml.Board()
    b.add("Snow-Covered Forest")
    b.add("Forest")
    assert b.can_pay("{S}{G}")  # the snow G pays {S}, the other G pays {G}
    assert b.can_pay("{S}{1}")
    assert not b.can_pay("{S}{1}{1}")
    assert not b.can_pay("{S}{S}")


def test_snow_mana_in_the_pool_counts_with_snow_sources_cr_107_4h() -> None:
    b = ml.Board()
    b.activate(b.add("Snow-Covered Island"), 0)  # U from a snow source
    b.add_mana("you", "G")  # set-up mana: no snow source made it
    b.add("Snow-Covered Forest")
    assert b.can_pay("{S}{S}")
    assert not b.can_pay("{S}{S}{S}")
    assert b.can_pay("{S}{S}{G}")


def test_trigger_mana_is_snow_when_the_trigger_source_is_cr_107_4h_605_4a() -> None:
    b = ml.Board()
    forest = b.add("Snow-Covered Forest")
    b.add("Wild Growth", attached_to=forest)  # Wild Growth is not snow
    assert b.can_pay("{S}{G}")
    assert not b.can_pay("{S}{S}")
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Glittering Frost", attached_to=forest)  # a snow Aura: its mana is snow
    assert b.can_pay("{S}{G}")
    assert not b.can_pay("{S}{S}")


def test_a_snow_cost_is_payable_while_paying_cr_601_2g_605_3a() -> None:
    b = ml.Board()
    probe = b.add(_probe())
    snow = b.add("Snow-Covered Forest")
    assert b.can_activate(probe, 0)
    b.activate(probe, 0, pay_with=[(snow, 0)])
    assert b.mana_pool("you") == "C"
    b = ml.Board()
    probe = b.add(_probe())
    b.add("Forest")
    assert not b.can_activate(probe, 0)
    assert any("{S} can't be paid" in p for p in b.activation_problems(probe, 0))


def test_payment_plan_for_snow_uses_the_snow_source_cr_107_4h() -> None:
    b = ml.Board()
    b.add("Snow-Covered Forest")
    b.add("Forest")
    plan = b.payment_plan("{S}{G}")
    assert set(plan["permanent"]) == {"Snow-Covered Forest", "Forest"}
    for row in plan.to_dict("records"):
        b.activate(row["permanent_id"], row["ability"], choices=row["choices"],
                   costs=row["costs"], order=row["order"])
    b.cast(ml.Card.from_text(name="Snow Probe Spell", mana_cost="{S}{G}",
                             type_line="Artifact", oracle_text=""))
    with pytest.raises(ml.IllegalActionError):
        ml.Board().payment_plan("{S}")


NAMES = ["Snow-Covered Forest", "Snow-Covered Island", "Forest", "Island",
         "Wild Growth", "Glittering Frost", "Rime Probe", "Birds of Paradise"]


def _board(names: list[str]) -> ml.Board:
    b = ml.Board()
    lands = []
    for name in names:
        if name in ("Wild Growth", "Glittering Frost"):
            if lands:
                b.add(name, attached_to=lands[-1])
        elif name == "Rime Probe":
            b.add(_probe())
        else:
            p = b.add(name)
            if "Forest" in name or "Island" in name:
                lands.append(p)
    return b


@settings(deadline=None, max_examples=30, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(NAMES), min_size=1, max_size=4),
       st.lists(st.sampled_from(["{S}", "{S}{S}", "{S}{G}", "{S}{U}{1}", "{S}{S}{C}",
                                 "{G}{U}", "{S}{W}"]), min_size=1, max_size=3))
def test_property_can_pay_with_snow_equals_brute_force_cr_107_4h(
        names: list[str], costs: list[str]) -> None:
    b = _board(names)
    for cost in costs:
        try:
            got = b.can_pay(cost)
        except ml.UnsupportedError:
            continue  # said it can't tell (a mix of snow and other trigger sources)
        assert got == brute_can_pay(b.state, "you", cost), cost
