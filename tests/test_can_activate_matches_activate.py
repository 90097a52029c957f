"""``can_activate`` is True exactly when ``activate`` would succeed (602.2, 601.2g-h).

Mana abilities are activated before costs are paid (601.2g, then 601.2h): a creature
tapped for mana to pay {1} is then tapped, so it can't also be the "untapped creature you
control" the cost taps, and the other way round. Where available mana can't count a
mana ability (Wall of Roots' cost puts a counter, 118.3), legality says it can't tell
rather than a False that ``activate(pay_with=...)`` would prove wrong.
"""

from __future__ import annotations

import pytest

import mtglab as ml


def _rite() -> ml.Card:
    return ml.Card.from_text(name="Tapping Rite", type_line="Artifact",
                             oracle_text="{1}, Tap an untapped creature you control: Add {R}.")


def test_one_creature_cannot_both_make_the_mana_and_be_tapped_cr_601_2g_h() -> None:
    b = ml.Board()
    rite = b.add(_rite())
    elves = b.add("Llanowar Elves")
    assert not b.can_activate(rite, 0)
    assert any("{1} can't be paid" in p for p in b.activation_problems(rite, 0))
    for pay_with in (None, [(elves, 0)]):
        with pytest.raises(ml.IllegalActionError):
            b.copy().activate(rite, 0, pay_with=pay_with)


def test_with_a_forest_for_the_mana_the_elves_pay_the_tap_cost_cr_601_2g_h() -> None:
    b = ml.Board()
    rite = b.add(_rite())
    b.add("Llanowar Elves")
    forest = b.add("Forest")
    assert b.can_activate(rite, 0)
    b.activate(rite, 0, pay_with=[(forest, 0)])
    assert b.mana_pool("you") == "R"


def test_wall_of_roots_pays_while_paying_cr_605_3a_118_3() -> None:
    # Wall of Roots' cost puts a -0/-1 counter on it (118.3): nothing a Board lacks, so
    # available mana counts it and the relic's {G} can be paid by it (601.2g, 605.3a)
    relic = ml.Card.from_text(name="Green Relic", type_line="Artifact",
                              oracle_text="{G}, {T}: Add {U}{U}.")
    b = ml.Board()
    r = b.add(relic)
    wall = b.add("Wall of Roots")
    assert b.can_activate(r, 0)
    b.activate(r, 0, pay_with=[(wall, 1)])
    assert b.mana_pool("you") == "UU"


def test_a_mana_ability_available_mana_skips_is_not_a_false_no_cr_601_2g_107_3a() -> None:
    # {X} in a mana ability's own cost is chosen as it is activated (107.3a): available
    # mana doesn't count it, so legality says it can't tell rather than a wrong False
    rack = ml.Card.from_text(name="Rocket Rack", type_line="Artifact",
                             oracle_text="{X}, {T}, Sacrifice Rocket Rack: Add X mana in "
                             "any combination of colors.")
    relic = ml.Card.from_text(name="Green Relic", type_line="Artifact",
                              oracle_text="{G}, {T}: Add {U}{U}.")
    b = ml.Board()
    r = b.add(relic)
    rack_p = b.add(rack)
    b.add("Wastes")
    problems = b.activation_problems(r, 0)
    assert any("can't tell" in p and "Rocket Rack" in p for p in problems)
    b.activate(b.get("Wastes"), 0)
    b.activate(rack_p, 0, x=1, choices=["G"])  # {C} pays X = 1, the rack adds {G}
    b.activate(r, 0)
    assert b.mana_pool("you") == "UU"


def test_forage_pays_while_paying_cr_601_2g_701_61a() -> None:
    # forage: exile three graveyard cards or sacrifice a Food (701.61a), counted
    forager = ml.Card.from_text(name="Test Forager", type_line="Creature — Raccoon",
                                oracle_text="{T}, Forage: Add one mana of any color.",
                                power="1", toughness="1")
    relic = ml.Card.from_text(name="Green Relic", type_line="Artifact",
                              oracle_text="{G}, {T}: Add {U}{U}.")
    b = ml.Board()
    r = b.add(relic)
    b.add(forager)
    assert not b.can_activate(r, 0)  # neither a Food nor three graveyard cards
    b.create_token("Food")
    assert b.can_activate(r, 0)
    b.activate(r, 0, pay_with="auto")
    assert b.mana_pool("you") == "UU"
