"""The audit casts a spell with its own "Cast this spell only ..." (CR 601.3) on a board
where the restriction holds: its targets placed first ("target attacking creature"
attacks "you" in the opponent's declare attackers step, 508.1, so "only if you've been
attacked this step" holds there), its conditions made to hold by permanents ("only if
you control two or more Vampires"), and a modal spell moved to the step its timing
names as a spell with one mode is (700.2)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def _instant(text: str, name: str = "Test Ambush") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{W}", type_line="Instant",
                             oracle_text=text)


def test_a_spell_cast_only_if_attacked_this_step_targets_an_attacker_508_1_601_3() -> None:
    card = _instant("Cast this spell only during the declare attackers step and only if "
                    "you've been attacked this step.\nDestroy target attacking creature.")
    for ability in card.abilities:
        assert play_ability(card, ability).outcome is PlayOutcome.PLAYED


def test_a_spell_cast_only_if_you_control_two_vampires_has_them_601_3() -> None:
    card = _instant("Cast this spell only if you control two or more Vampires.\n"
                    "Destroy target creature.")
    assert play_ability(card, card.abilities[1]).outcome is PlayOutcome.PLAYED


def test_a_modal_spell_cast_only_in_your_combat_is_cast_there_506_1_700_2() -> None:
    card = ml.Card.from_text(
        name="Test Fury", mana_cost="{1}{R}", type_line="Instant",
        oracle_text="Cast this spell only during combat on your turn.\nChoose one —\n"
                    "• Creatures you control gain double strike until end of turn.\n"
                    "• Draw a card.")
    modes = [a for a in card.abilities if a.mode is not None]
    assert modes
    for mode in modes:
        assert play_ability(card, mode).outcome is PlayOutcome.PLAYED


def _cast_only_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"Cast this spell only"), lambda a: a.supported)


pytest_generate_tests = parametrize_face_lines("cast_only_line", _cast_only_lines)


@pytest.mark.corpus
def test_every_corpus_spell_with_its_own_timing_plays_601_3(
        cast_only_line: tuple[Any, Any]) -> None:
    # not even the board refuses them: their timing and conditions are set up (601.3)
    audit_found([cast_only_line])
