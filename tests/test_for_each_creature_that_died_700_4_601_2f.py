""""For each creature that died this turn" (CR 700.4: put into a graveyard from the
battlefield; any player's creatures) is an amount every verb's "for each" takes: cards
drawn, life, tokens, counters, and a spell's own cost reduction (601.2f, 118.7), counted
from this turn's history as it is needed (608.2h). Every corpus line that is read
plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import CostReduction
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Deadly Embrace", "Death-Rattle Oni", "Grizzly Bears", "Island")


def test_the_amount_reads_alike_in_every_verb_700_4() -> None:
    draw = parse_ability("Draw a card for each creature that died this turn.", is_spell=True)
    cost = parse_ability("This spell costs {2} less to cast for each creature that died "
                         "this turn.")
    assert draw.supported and cost.supported
    (reduction,) = cost.effects
    assert isinstance(reduction, CostReduction) and reduction.per is not None
    assert reduction.per.kind is AmountKind.CREATURES_DIED_THIS_TURN
    assert draw.effects[0].amount == reduction.per


def test_the_creature_destroyed_first_is_counted_then_608_2h_700_4(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], "opponent")
    for _ in range(3):
        b.add(cards["Island"], zone="library")
    b.set_turn_history("opponent", creatures_died=1)  # one died earlier this turn
    b.add_mana("you", "BBBBB")
    b.cast(cards["Deadly Embrace"], targets=[bears])
    assert bears.id not in b.state.permanents
    assert len(b.hand("you")) == 2  # that one, and the one it destroyed


def test_the_spell_costs_less_for_each_creature_that_died_601_2f(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.set_turn_history("you", creatures_died=1)
    b.set_turn_history("opponent", creatures_died=1)
    b.add_mana("you", "BBB")  # {6}{B}, {4} less: {2}{B}
    b.cast(cards["Death-Rattle Oni"])
    assert "Death-Rattle Oni" in set(b.permanents["name"]) and b.mana_pool("you") == ""


def test_without_deaths_it_costs_its_full_cost_601_2f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "BBB")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Death-Rattle Oni"])


_DIED = re.compile(r"for each creature that died this turn", re.I)


def test_every_corpus_line_counting_creatures_that_died_that_is_read_plays_700_4() -> None:
    found = [(f, a) for f, a in corpus_abilities(_DIED, lambda a: a.supported)
             if _DIED.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    audit_found(found, board_refusals=True)
