"""The audit activates an ability that functions in a hand or a graveyard (CR 113.6m)
with what its other costs use put on the board, as it does for a permanent's ability
(118.3: a cost is paid only with the resources for it; 601.2h), and with its "activate
only ..." made to hold (602.5b). The board answers ``costs=`` for such an ability as it
does for a permanent's (601.2h)."""

from __future__ import annotations

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _returning(cost: str, rider: str = "") -> ml.Card:
    return ml.Card.from_text(
        name="Test Revenant", mana_cost="{2}{B}", type_line="Creature — Zombie",
        power="2", toughness="2",
        oracle_text=f"{cost}: Return Test Revenant from your graveyard to the battlefield."
                    f"{rider}")


def test_a_sacrifice_cost_of_a_graveyard_ability_is_named_by_costs_113_6m_601_2h() -> None:
    revenant = _returning("{1}{B}, Sacrifice a creature")
    b = ml.Board()
    card = b.add(revenant, zone="graveyard")
    bear = b.add(BEAR)
    other = b.add(BEAR)
    b.add_mana("you", "BB")
    b.activate(card, 0, costs={"sacrifice": other})
    assert sorted(b.permanents["name"]) == ["Bear", "Test Revenant"]
    assert bear in b and other not in b


def test_the_audit_puts_a_creature_to_sacrifice_in_place_118_3() -> None:
    revenant = _returning("{1}{B}, Sacrifice a creature")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED


def test_the_audit_puts_cards_to_discard_in_place_118_3() -> None:
    revenant = _returning("Discard two cards")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED


def test_the_audit_makes_activate_only_during_your_upkeep_hold_602_5b() -> None:
    revenant = _returning("{1}{B}", " Activate only during your upkeep.")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED


def test_the_audit_makes_raid_hold_508_1a() -> None:
    revenant = _returning("{1}{B}", " Activate only if you attacked this turn.")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED


def test_the_audit_makes_delirium_hold_207_2c() -> None:
    revenant = _returning("{1}{B}", " Activate only if there are four or more card types "
                                    "among cards in your graveyard.")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED


def test_the_audit_makes_a_creature_died_this_turn_hold_700_4() -> None:
    revenant = _returning("{1}{B}", " Activate only if a creature died this turn.")
    assert play_ability(revenant, revenant.abilities[0]).outcome is PlayOutcome.PLAYED
