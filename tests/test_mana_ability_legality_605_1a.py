"""A mana ability's legality: its costs and the restrictions on activating it (CR 605.1a).

A mana ability has no target and is no loyalty ability (605.1a), so the legality check
(``Board.activation_problems``, and the available-mana search that asks it for every
source) reads only its costs ({T} and summoning sickness, 107.5, 302.6; the rest, 118.3)
and what restricts activating it (602.5). The corpus test shows that skipping the target
and loyalty checks for mana abilities leaves every answer as it was.
"""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from mtglab.engine.activating.activation import _targets_something
from mtglab.engine.activating.loyalty import is_loyalty_ability
from tests.conftest import corpus_abilities

pytestmark = [pytest.mark.corpus]


def test_no_corpus_mana_ability_targets_or_is_a_loyalty_ability_605_1a() -> None:
    # 605.1a: an activated ability with a target or a loyalty symbol isn't a mana ability
    found = corpus_abilities(re.compile(r"\badd\b", re.IGNORECASE),
                             lambda a: a.is_mana_ability)
    if not found:
        pytest.skip("needs ../shared/corpus/cards.jsonl (the shared corpus)")
    assert len(found) > 1000
    wrong = [(face.name, a.text) for face, a in found
             if _targets_something(a) or is_loyalty_ability(a)]
    assert wrong == []


def test_tapped_land_says_its_tap_cost_once_107_5() -> None:
    # the {T} of a tapped permanent can't be paid (107.5): said once, not once per check
    b = ml.Board()
    forest = b.add("Forest", tapped=True)
    problems = b.activation_problems(forest, 0)
    assert len(problems) == 1 and "107.5" in problems[0]


def test_summoning_sick_mana_creature_can_not_tap_302_6() -> None:
    # Llanowar Elves that just came under your control can't pay its {T} (302.6)
    b = ml.Board()
    elves = b.add("Llanowar Elves", controlled_since_turn_start=False)
    problems = b.activation_problems(elves, 0)
    assert len(problems) == 1 and "302.6" in problems[0]
    assert not b.can_pay("{G}")
