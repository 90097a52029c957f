"""Damage ", where X is <amount>" (CR 107.3c) with two more amount wordings: a difference
("3 minus the number of cards in their hand", "the number of cards in their hand minus
4"), zero when negative (107.1b: no negative damage, 120.8), and a count of what the
player dealt damage has ("the number of untapped lands they control"), counted for that
player (608.2c). Through the public API; each wording across the corpus lines using it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Probe", type_line="Sorcery", oracle_text=text,
                             mana_cost="{R}")


def _board(hand: int, lands: int = 0) -> ml.Board:
    """You with {R}; the opponent with ``hand`` cards in hand and ``lands`` Mountains."""
    b = ml.Board(("you", "opp"))
    b.add_mana("you", "R")
    for _ in range(hand):
        b.add("Island", "opp", zone="hand")
    for _ in range(lands):
        b.add("Mountain", "opp")
    return b


@pytest.mark.parametrize(("hand", "dealt"), [(0, 3), (1, 2), (3, 0), (5, 0)])
def test_n_minus_a_count_is_that_difference_or_zero_107_1b(hand: int, dealt: int) -> None:
    # 107.1b: a negative result of a calculation is zero; 120.8: 0 damage is no damage
    b = _board(hand)
    b.cast(_spell("Probe deals X damage to target player, where X is 3 minus the number "
                  "of cards in their hand."), targets=["opp"])
    assert b.life("opp") == 20 - dealt


@pytest.mark.parametrize(("hand", "dealt"), [(2, 0), (4, 0), (6, 2)])
def test_a_count_minus_n_is_that_difference_or_zero_107_1b(hand: int, dealt: int) -> None:
    b = _board(hand)
    b.cast(_spell("Probe deals X damage to target player, where X is the number of cards "
                  "in their hand minus 4."), targets=["opp"])
    assert b.life("opp") == 20 - dealt


def test_they_control_counts_the_player_dealt_damage_608_2c() -> None:
    # 608.2c: "they" is the player the instruction names (the one dealt damage), not you
    b = _board(0, lands=3)
    b.add("Mountain", "you")
    b.cast(_spell("Probe deals X damage to target player, where X is the number of lands "
                  "they control."), targets=["opp"])
    assert (b.life("opp"), b.life("you")) == (17, 20)


def test_twice_what_that_player_controls_608_2c_107_1() -> None:
    # Jovial Evil's wording: two for each one counted (107.1), of the target's creatures
    b = _board(0)
    cub = ml.Card.from_text(name="Cub", type_line="Creature — Cat", mana_cost="{W}",
                            power=1, toughness=1)
    for who in ("opp", "opp", "you"):
        b.add(cub, who)
    b.cast(_spell("Probe deals X damage to target opponent, where X is twice the number "
                  "of white creatures that player controls."), targets=["opp"])
    assert b.life("opp") == 16


@pytest.mark.parametrize("text", [
    "You gain X life, where X is 3 minus the number of cards in your hand.",
    "Target creature gets +X/+X until end of turn, where X is 3 minus the number of cards "
    "in your hand.",
])
def test_a_difference_outside_damage_stays_unsupported_107_1b(text: str) -> None:
    # 107.1b: zero replaces a negative result; the engine plays that only for damage
    a = _spell(text).abilities[0]
    assert not a.supported and "107.1b" in a.problem


def test_their_count_for_damage_to_you_is_not_read_608_2c() -> None:
    # "to you ... they control": "they" names another player than the one dealt damage
    a = _spell("Probe deals X damage to you, where X is the number of lands they "
               "control.").abilities[0]
    assert not a.supported


_WORDING = re.compile(r"deals X damage to [^.]*, where X is [^.]*(\bminus\b|\btheir hand\b|"
                      r"\bthey control|that player controls)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_corpus_line_of_these_wordings_is_played_107_1b_608_2c(
        line: tuple[Any, Any]) -> None:
    # read where the damage goes only to players (Iron Maiden, Rackling, Citadel of
    # Pain...): played by the audit ("supported means played")
    if line[1].supported:
        audit_found([line], board_refusals=True)


def test_these_wordings_read_in_the_corpus_107_1b_608_2c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert sum(a.supported for _f, a in found) >= 8
