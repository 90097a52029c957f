""""If that creature was a Human / green or white, ..." after an instruction that acted on
it (CR 608.2c, 608.2h): the object the text named is checked as it last existed before
the instruction acted on it — a creature destroyed is a card in a graveyard now, and the
condition reads the creature it was. Read by the one condition vocabulary
(``that_was``), played by the general engine.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import IfHolds
from mtglab.cards.optional import IfElse
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_WAS = re.compile(r"\bIf that creature was (?:an? \w+|\w+ or \w+|\w+), ")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WAS, lambda a: a.supported and bool(_WAS.search(a.text)))


# ``was_line``: one test per supported corpus ability with the wording.
pytest_generate_tests = parametrize_face_lines("was_line", _lines, width=40)


@pytest.mark.corpus
def test_every_that_creature_was_reads_its_last_known_values_608_2h(
        was_line: tuple[Any, Any]) -> None:
    _face, ability = was_line
    kinds = {e.condition.kind for e in ability.effects
             if isinstance(e, IfHolds | IfElse) and e.condition is not None}
    assert "that_was" in kinds, ability.effects


@pytest.mark.corpus
def test_every_line_plays_on_the_audit_board_608_2h() -> None:
    found = _lines()
    if not found:
        pytest.skip("needs the shared corpus")
    assert len(found) >= 4  # Death's Caress, Gloomlance, Gloomwidow's Feast, ...
    audit_found(found, board_refusals=True)


HUMAN = ml.Card.from_text(name="Test Human", mana_cost="{1}{W}",
                          type_line="Creature — Human Soldier", power="2", toughness="3")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}",
                         type_line="Creature — Bear", power="2", toughness="3")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Death's Caress")


@pytest.mark.parametrize(("victim", "life"), [
    (HUMAN, 23),  # it was a Human: gain life equal to its toughness, as it last was
    (BEAR, 20),   # not a Human: the creature is destroyed, no life
])
def test_death_s_caress_reads_the_creature_it_destroyed_608_2h(
        cards: dict[str, Any], victim: Any, life: int) -> None:
    b = ml.Board()
    target = b.add(victim, "opponent")
    b.add_mana("you", "BBBBB")
    b.cast(cards["Death's Caress"], targets=[target])
    assert victim.name not in set(b.permanents["name"])  # destroyed (701.8a)
    assert b.life("you") == life
