"""The audit plays a creature's keyword line in a round of combat it may fight in: its
own "can't attack or block unless ..." made to hold (CR 508.1c, 509.1b: the lands, the
cards in hand, the counters on it, the cards in the graveyard it asks for), an attack
that can't be declared alone declared with its controller's other creatures (506.5,
508.1d), and an attacker it may block (509.1b: "can block only creatures with flying",
"can't block creatures with power 2 or less")."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def _creature(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Fighter", mana_cost="{3}{R}",
                             type_line="Creature — Beast", power="4", toughness="4",
                             oracle_text=text)


@pytest.mark.parametrize("unless", [
    "you have one or fewer cards in hand",
    "you have seven or more cards in hand",
    "you control seven or more lands",
    "it has five or more +1/+1 counters on it",
    "there are three or more Lesson cards in your graveyard",
])
def test_its_own_attack_restriction_is_made_to_hold_508_1c_509_1b(unless: str) -> None:
    card = _creature(f"Haste\nTest Fighter can't attack or block unless {unless}.")
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    assert play_ability(card, card.abilities[0]).outcome is PlayOutcome.PLAYED, unless


def test_a_creature_that_cant_attack_alone_attacks_with_another_506_5() -> None:
    card = _creature("Vigilance\nTest Fighter can't attack alone.")
    assert play_ability(card, card.abilities[0]).outcome is PlayOutcome.PLAYED


@pytest.mark.parametrize("rule", [
    "Reach\nTest Fighter can block only creatures with flying.",  # 702.17b: reach blocks it
    "Defender\nTest Fighter can't block creatures with power 2 or less."])
def test_it_blocks_an_attacker_it_may_block_509_1b(rule: str) -> None:
    card = _creature(rule)
    assert play_ability(card, card.abilities[0]).outcome is PlayOutcome.PLAYED, rule


_RESTRICTED = re.compile(r"can't attack or block unless|can't attack alone|"
                         r"can block only creatures|can't block creatures with power")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_RESTRICTED, lambda a: a.supported)


pytest_generate_tests = parametrize_face_lines("restricted_line", _lines)


@pytest.mark.corpus
def test_every_line_of_a_restricted_corpus_creature_plays_508_1c(
        restricted_line: tuple[Any, Any]) -> None:
    audit_found([restricted_line])
