""""Whenever a creature an opponent controls enters": the audit has the opponent cast a
creature spell of that kind in its own main phase, where a creature spell may be cast
(CR 307.1, 301.1), so the trigger (603.6a) is played, not refused by its board."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def test_a_creature_entering_under_an_opponent_is_cast_in_its_turn_307_1_603_6a() -> None:
    card = ml.Card.from_text(name="Test Watcher", mana_cost="{1}{W}", type_line="Enchantment",
                             oracle_text="Whenever a creature an opponent controls enters, "
                                         "you gain 1 life.")
    assert play_ability(card, card.abilities[0]).outcome is PlayOutcome.PLAYED


_OPPONENTS = re.compile(r"Whenever a creature (?:an opponent controls enters|enters the "
                        r"battlefield under an opponent's control)")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_OPPONENTS, lambda a: a.supported and a.trigger is not None)


pytest_generate_tests = parametrize_face_lines("opponents_line", _lines)


@pytest.mark.corpus
def test_every_corpus_trigger_on_an_opponents_creature_entering_plays_603_6a(
        opponents_line: tuple[Any, Any]) -> None:
    audit_found([opponents_line])
