"""Activation costs read by the cost grammar (CR 602.1, 118): "Remove three quest counters
from ~ and sacrifice it" is two costs, paid in any order (601.2h); "Pay eight {E}" pays
that many energy counters (107.14); "Discard a card at random" (701.9b) is not the
player's choice — which card is an outcome, given as the cost's choice — in activation
costs, a spell's additional costs and ward's. Every corpus line of each wording that is
read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import CostKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Sunspring Expedition", "Architect of the Untamed", "Frenetic Ogre",
                        "Island", "Forest", "Acceptable Losses", "Grizzly Bears")


def _kinds(text: str) -> list[str]:
    a = parse_ability(text, name="Quest")
    assert a.supported, a.problem
    return [c.kind.value for c in a.costs]


def test_remove_counters_and_sacrifice_it_are_two_costs_602_1_601_2h() -> None:
    assert _kinds("Remove three quest counters from Quest and sacrifice it: You gain 8 "
                  "life.") == ["remove_counters", "sacrifice"]
    a = parse_ability("{1}{R}, {T}, Remove two pressure counters from Quest and sacrifice "
                      "it: Draw a card.", name="Quest")
    remove = next(c for c in a.costs if c.kind is CostKind.REMOVE_COUNTERS)
    assert remove.counter == "pressure" and remove.amount.value == 2


def test_paying_energy_by_a_number_word_107_14() -> None:
    a = parse_ability("Pay eight {E}: Draw a card.")
    assert [(c.kind.value, c.amount.value) for c in a.costs] == [("energy", 8)]
    assert a.costs == parse_ability("Pay {E}{E}{E}{E}{E}{E}{E}{E}: Draw a card.").costs


def test_a_random_discard_is_marked_as_such_701_9b() -> None:
    (cost,) = parse_ability("Discard a card at random: Draw a card.").costs
    assert cost.kind is CostKind.DISCARD and cost.at_random
    (chosen,) = parse_ability("Discard a card: Draw a card.").costs
    assert not chosen.at_random


def test_the_expedition_pays_its_counters_and_itself_601_2h(cards: dict[str, Any]) -> None:
    b = ml.Board()
    quest = b.add(cards["Sunspring Expedition"], counters={"quest": 3})
    b.activate(quest, "Remove")
    assert b.life("you") == 28
    assert quest.id not in b.state.permanents
    assert list(b.graveyard("you")["name"]) == ["Sunspring Expedition"]


def test_with_too_few_counters_it_cant_be_activated_118_3(cards: dict[str, Any]) -> None:
    b = ml.Board()
    quest = b.add(cards["Sunspring Expedition"], counters={"quest": 2})
    with pytest.raises(ml.IllegalActionError):
        b.activate(quest, "Remove")
    assert quest.id in b.state.permanents and b.life("you") == 20


def test_pay_eight_energy_107_14(cards: dict[str, Any]) -> None:
    b = ml.Board()
    architect = b.add(cards["Architect of the Untamed"])
    b.add_counters("you", "energy", 7)
    with pytest.raises(ml.IllegalActionError):
        b.activate(architect, "Pay eight")
    b.add_counters("you", "energy", 1)
    b.activate(architect, "Pay eight")
    assert b.state.player("you").counter("energy") == 0
    assert "Beast" in set(b.permanents["name"])


def test_a_card_discarded_at_random_is_the_outcome_named_701_9b(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    ogre = b.add(cards["Frenetic Ogre"])
    b.add(cards["Island"], zone="hand")
    b.add(cards["Forest"], zone="hand")
    b.add_mana("you", "R")
    with pytest.raises(ml.ChoiceRequired):  # two outcomes: one must be named
        b.activate(ogre, "{R}, Discard", resolve=False)
    b.activate(ogre, "{R}, Discard", costs={"discard": "Forest"})
    assert list(b.hand("you")["name"]) == ["Island"]
    assert list(b.graveyard("you")["name"]) == ["Forest"]
    assert any("701.9b" in r.rule for r in b.state.log)
    row = b.permanents.set_index("name").loc["Frenetic Ogre"]
    assert row["power"] == 5  # 2/3, +3/+0


def test_a_spells_additional_random_discard_701_9b_601_2h(cards: dict[str, Any]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    b.add(cards["Island"], zone="hand")
    b.add_mana("you", "RRRR")
    b.cast(cards["Acceptable Losses"], targets=[bears])
    assert bears.id not in b.state.permanents
    assert list(b.graveyard("you")["name"]) == ["Island", "Acceptable Losses"]


_WORDINGS = re.compile(r"counters? from [^:]* and sacrifice it:|Pay \w+ \{E\}[,:]|"
                       r"[Dd]iscard (a|two) cards? at random[:.,]")


def test_every_corpus_line_of_these_costs_that_is_read_plays_602_1() -> None:
    found = [(f, a) for f, a in corpus_abilities(_WORDINGS, lambda a: a.supported)
             if _WORDINGS.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    audit_found(found, board_refusals=True)
