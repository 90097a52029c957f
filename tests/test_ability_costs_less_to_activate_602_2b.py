"""An activated ability that costs less (CR 602.2b, 601.2f, 118.7): "This ability costs
{1} less to activate for each creature card in your graveyard." / "... {2} less to
activate if you control a legendary creature." Its total cost is determined as it is
activated: generic mana only comes off, never below nothing (118.7c). Then played
across every corpus line that reduces its own ability's cost."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AbilityCostReduction
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
LORD = ml.Card.from_text(name="Lord", mana_cost="{1}{W}", power="2", toughness="2",
                         type_line="Legendary Creature — Human")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Battlefield Butcher", "Esquire of the King")


def test_one_less_for_each_creature_card_in_your_graveyard_601_2f(
        cards: dict[str, Any]) -> None:
    # 602.2b, 601.2f: {5} less {1} for each of three creature cards: {2}
    b = ml.Board()
    butcher = b.add(cards["Battlefield Butcher"])
    for _ in range(3):
        b.add(BEAR, zone="graveyard")
    b.add_mana("you", "CC")
    b.activate(butcher, 0)
    assert b.life("opponent") == 18


def test_without_the_cards_it_costs_its_full_cost_602_2b(cards: dict[str, Any]) -> None:
    # 118.7: nothing to count, nothing less; the board is unchanged by the refusal
    b = ml.Board()
    butcher = b.add(cards["Battlefield Butcher"])
    b.add_mana("you", "CC")
    with pytest.raises(ml.IllegalActionError):
        b.activate(butcher, 0)
    assert b.life("opponent") == 20 and not b.is_tapped(butcher)


def test_two_less_if_you_control_a_legendary_creature_601_2f(cards: dict[str, Any]) -> None:
    # Esquire of the King: {4}{W} becomes {2}{W}; the colored mana stays (118.7c)
    b = ml.Board()
    esquire = b.add(cards["Esquire of the King"])
    b.add(LORD)
    b.add_mana("you", "CCW")
    b.activate(esquire, 0)
    assert b.characteristics(esquire)["power"] == 2  # a 1/1, +1/+1 (613.4c)


def test_the_reduction_never_takes_colored_mana_118_7c(cards: dict[str, Any]) -> None:
    # Esquire of the King with a legendary creature: {W} must still be paid
    b = ml.Board()
    esquire = b.add(cards["Esquire of the King"])
    b.add(LORD)
    b.add_mana("you", "CCC")
    with pytest.raises(ml.IllegalActionError):
        b.activate(esquire, 0)


def test_the_reduction_is_kept_with_the_ability_602_2b(cards: dict[str, Any]) -> None:
    (a,) = [a for a in cards["Battlefield Butcher"].abilities if a.restrictions]
    (r,) = a.restrictions
    assert isinstance(r, AbilityCostReduction) and str(r.mana) == "{1}"


def test_every_corpus_ability_cost_reduction_plays_602_2b() -> None:
    line = re.compile(r"This ability costs \{\d+\} less to activate")

    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(r, AbilityCostReduction) for r in a.restrictions)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found, board_refusals=True)


def test_one_less_for_each_oil_counter_on_it_602_2b() -> None:
    # Vindictive Flamestoker with three oil counters: {6}{R} becomes {3}{R} (601.2f)
    (card,) = [c for c in corpus_cards("Vindictive Flamestoker").values()]
    b = ml.Board()
    flamestoker = b.add(card)
    b.put_counters(flamestoker, "oil", 3)
    b.add_mana("you", "CCCR")
    b.activate(flamestoker, next(i for i, a in enumerate(card.abilities) if a.restrictions))
    assert list(b.graveyard("you")["name"]) == ["Vindictive Flamestoker"]


def test_x_less_where_x_is_the_greatest_power_among_wurms_602_2b() -> None:
    # Baru, Wurmspeaker with a 4/4 Wurm, 6/6 with Baru's +2/+2 (613.4c): {7}{G} less
    # {6} is {1}{G} (601.2f, 118.7); {1}{G} of the pool is spent, {C}{C} left
    (card,) = [c for c in corpus_cards("Baru, Wurmspeaker").values()]
    wurm = ml.Card.from_text(name="Wurm", mana_cost="{4}{G}", type_line="Creature — Wurm",
                             power="4", toughness="4")
    b = ml.Board()
    baru = b.add(card)
    b.add(wurm)
    b.add_mana("you", "CCCG")
    b.activate(baru, next(i for i, a in enumerate(card.abilities) if a.restrictions))
    assert len(b.permanents) == 3
    assert str(b.mana_pool("you")) == "CC"
