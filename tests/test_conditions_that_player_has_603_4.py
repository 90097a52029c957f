""""At the beginning of each opponent's upkeep, if that player has two or fewer cards in
hand, ..." (CR 603.4): an intervening "if" clause about the player the trigger event
named ("that player", 608.2c), checked as the ability triggers and again as it resolves.
The condition is the one vocabulary's ("you have two or fewer cards in hand") checked
for that player; elsewhere — after an instruction, in a static ability or an activation
restriction — no event names a player, and the line is not read.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effectparts import THAT_PLAYER
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_THAT_PLAYER = re.compile(r"^At the beginning of [^,]+, if that player has (?:no|\w+ or "
                          r"(?:more|fewer)) cards in hand, |, if that player has \w+ or "
                          r"less life, ", re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_THAT_PLAYER, lambda a: bool(_THAT_PLAYER.search(a.text)))


# ``that_line``: one test per corpus ability with the wording.
pytest_generate_tests = parametrize_face_lines("that_line", _lines, width=40)


@pytest.mark.corpus
def test_every_that_player_condition_is_the_event_player_s_603_4(
        that_line: tuple[Any, Any]) -> None:
    _face, ability = that_line
    if not ability.supported:  # another part of the line; never the condition
        assert "condition not understood" not in ability.problem, ability.problem
        pytest.skip(f"another part: {ability.problem}")
    cond = ability.trigger.condition
    assert cond is not None and cond.text == THAT_PLAYER


@pytest.mark.corpus
def test_every_supported_line_plays_on_the_audit_board_603_4() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("needs the shared corpus")
    assert len(found) >= 6  # Hellfire Mongrel, Lavaborn Muse, Paupers' Cage, ...
    audit_found(found, board_refusals=True)


def test_that_player_is_not_read_after_an_instruction_608_2c() -> None:
    # "draw a card if that player has 10 or less life": the instruction's condition has
    # no event player to read, and is not guessed to be "you"
    a = ml.cards.oracle.parser.parse_ability(
        "Whenever Test Angel deals combat damage to a player, draw a card if that player "
        "has 10 or less life.", name="Test Angel")
    assert not a.supported


THINK = ml.Card.from_text(name="Think", mana_cost="{U}", type_line="Instant",
                          oracle_text="Draw a card.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Lavaborn Muse")


@pytest.mark.parametrize(("in_hand", "life"), [
    (2, 17),  # two cards: "two or fewer" holds for that player, 3 damage (603.4)
    (3, 20),  # three cards: the ability doesn't trigger
])
def test_lavaborn_muse_reads_the_opponent_s_hand_603_4(
        cards: dict[str, Any], in_hand: int, life: int) -> None:
    b = ml.Board()
    b.add(cards["Lavaborn Muse"])
    for _ in range(in_hand):
        b.add(THINK, "opponent", zone="hand")
    for _ in range(3):
        b.add(THINK, zone="library")
        b.add(THINK, "opponent", zone="library")
    # your own hand is empty: the condition is about that player, not you
    b.pass_turn()  # the opponent's upkeep (503.1a)
    if life < 20:
        b.resolve()
    assert b.life("opponent") == life
