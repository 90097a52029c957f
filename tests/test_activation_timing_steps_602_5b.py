""""Activate only during combat", "... during any upkeep step", "... during an
opponent's upkeep", "... during the end of combat step", "... before the combat damage
step" (CR 602.5b): the ability may be activated only in those steps (500.1, 503, 506.1,
511), of its controller's turn or another's as the words say. Every corpus line read
with one plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

_KINDS = {
    "during combat": "during_combat",
    "during any upkeep step": "any_upkeep",
    "during an opponent's upkeep": "opponent_upkeep",
    "during the end of combat step": "end_of_combat",
    "before the combat damage step": "before_combat_damage",
}


@pytest.mark.parametrize("words", list(_KINDS))
def test_each_wording_reads_as_its_restriction_602_5b(words: str) -> None:
    a = parse_ability(f"{{1}}: You gain 1 life. Activate only {words}.")
    assert a.supported, a.problem
    assert [r.kind for r in a.restrictions] == [_KINDS[words]]


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Trade Caravan", "Infinite Hourglass", "Forest")


def test_only_during_an_opponents_upkeep_602_5b_503(cards: dict[str, Any]) -> None:
    b = ml.Board(phase="upkeep")  # your upkeep
    caravan = b.add(cards["Trade Caravan"], counters={"currency": 4})
    b.add(cards["Forest"], tapped=True)  # the one legal target
    with pytest.raises(ml.IllegalActionError, match=r"602\.5b"):
        b.activate(caravan, "Remove", resolve=False)
    b.active = "opponent"
    b.phase = "upkeep"
    b.activate(caravan, "Remove", resolve=False)
    assert b.state.permanents[caravan.id].counter("currency") == 2


def test_only_during_any_upkeep_step_602_5b_503(cards: dict[str, Any]) -> None:
    b = ml.Board(phase="precombat main")
    glass = b.add(cards["Infinite Hourglass"], counters={"time": 2})
    b.add_mana("you", "CCCCCC")
    with pytest.raises(ml.IllegalActionError, match="any upkeep step"):
        b.activate(glass, "{3}")
    b.phase = "upkeep"  # an earlier step: set-up
    b.activate(glass, "{3}")
    assert b.state.permanents[glass.id].counter("time") == 1


_WORDINGS = re.compile(r"Activate only (during combat|during any upkeep step|during an "
                       r"opponent's upkeep|during the end of combat step|before the combat "
                       r"damage step)", re.I)


def test_every_corpus_line_read_with_one_plays_602_5b() -> None:
    found = [(f, a) for f, a in corpus_abilities(_WORDINGS, lambda a: a.supported)
             if _WORDINGS.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    audit_found(found, board_refusals=True)
