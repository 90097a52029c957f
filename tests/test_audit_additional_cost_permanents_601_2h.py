"""The audit casts a spell whose additional cost sacrifices or taps permanents ("As an
additional cost to cast this spell, sacrifice two creatures", "tap three untapped white
creatures you control") with those permanents on the battlefield: the cost is paid with
the spell's mana cost (CR 601.2h), and only with what there is (118.3), so the board
has them (601.2b: the caster chose to pay it) — cast from the hand, or from the
graveyard by flashback (702.34a: with its additional costs)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def _sorcery(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Tribute", mana_cost="{1}{B}", type_line="Sorcery",
                             oracle_text=text)


@pytest.mark.parametrize("cost", [
    "sacrifice two creatures",
    "sacrifice a Goblin",
    "sacrifice a blue permanent",
    "sacrifice a creature with power 4 or greater",
    "tap three untapped white creatures you control",
])
def test_the_permanents_an_additional_cost_needs_are_there_601_2h_118_3(cost: str) -> None:
    card = _sorcery(f"As an additional cost to cast this spell, {cost}.\nDraw a card.")
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    for ability in card.abilities:
        assert play_ability(card, ability).outcome is PlayOutcome.PLAYED, cost


def test_a_flashback_cast_pays_the_additional_cost_too_702_34a() -> None:
    card = _sorcery("As an additional cost to cast this spell, tap two untapped creatures "
                    "you control.\nDraw a card.\nFlashback {3}{B}")
    assert play_ability(card, card.abilities[-1]).outcome is PlayOutcome.PLAYED


def test_without_them_the_spell_is_not_cast_118_3() -> None:
    card = _sorcery("As an additional cost to cast this spell, sacrifice two creatures.\n"
                    "Draw a card.")
    b = ml.Board()
    b.add_mana("you", "BB")
    with pytest.raises(ml.IllegalActionError):
        b.cast(card)


_COST = re.compile(r"As an additional cost to cast this spell, (?:sacrifice|tap) ")


def _spells_with_such_costs() -> list[tuple[Any, Any]]:
    return corpus_abilities(_COST, lambda a: a.supported)


pytest_generate_tests = parametrize_face_lines("costly_line", _spells_with_such_costs)


@pytest.mark.corpus
def test_every_corpus_spell_with_such_a_cost_plays_601_2h(costly_line: tuple[Any, Any]) -> None:
    audit_found([costly_line])
