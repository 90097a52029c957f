"""Start your engines! and speed (CR 702.179). A player with no speed who controls a
permanent with start your engines! gets speed 1, a state-based action (702.179a, 704.5z).
A player with speed has an inherent triggered ability with no source (702.179d): whenever
one or more opponents lose life during their turn, if their speed is less than 4, it
increases by 1 — only once each turn. Max speed is 4 (702.179e), when "Max speed"
abilities work (702.178a). Every corpus line "Start your engines!" is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from mtglab.engine.game.speed import SPEED
from tests.conftest import audit_found, corpus_abilities, corpus_cards, triggers_waiting

RACEWAY = "Muraganda Raceway"  # Start your engines!; {T}: Add {C}; Max speed — {T}: Add {C}{C}
BOLT = "Lightning Bolt"


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards(RACEWAY, BOLT, "Grizzly Bears")


def _my_main(b: ml.Board) -> None:
    """The opponent's turn passes and yours reaches its precombat main phase."""
    b.pass_turn()
    b.pass_turn()
    assert b.phase == "precombat main" and b.state.active == "you"


def _bolt(b: ml.Board, cards: dict[str, Any], target: str = "opponent") -> None:
    b.add_mana(b.state.active, "R")
    b.cast(cards[BOLT], controller=b.state.active, targets=[target])


def test_controlling_start_your_engines_gives_speed_1_as_a_state_based_action_704_5z(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])  # set-up: no state-based action yet
    assert b.speed("you") == 0
    b.pass_turn()  # state-based actions are checked (704.3)
    assert b.speed("you") == 1 and b.speed("opponent") == 0


def test_a_player_with_speed_keeps_it_without_the_permanent_702_179a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    raceway = b.add(cards[RACEWAY])
    b.pass_turn()
    b.remove(raceway)
    b.pass_turn()
    assert b.speed("you") == 1


def test_an_opponent_losing_life_in_your_turn_raises_your_speed_702_179d(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])
    _my_main(b)
    _bolt(b, cards)
    assert triggers_waiting(b, SPEED) == 1  # a triggered ability with no source
    b.resolve()
    assert b.speed("you") == 2


def test_it_triggers_only_once_each_turn_702_179d(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])
    _my_main(b)
    _bolt(b, cards)
    b.resolve()
    _bolt(b, cards)
    assert triggers_waiting(b, SPEED) == 0 and b.speed("you") == 2
    b.pass_turn()
    b.pass_turn()  # your next turn: it may trigger again
    _bolt(b, cards)
    b.resolve()
    assert b.speed("you") == 3


def test_life_lost_in_the_opponents_turn_or_by_you_doesnt_raise_it_702_179d(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])
    _my_main(b)
    _bolt(b, cards, target="you")  # you lose life: not an opponent
    assert triggers_waiting(b, SPEED) == 0
    b.pass_turn()  # the opponent's turn
    assert b.state.active == "opponent"
    _bolt(b, cards, target="opponent")
    assert triggers_waiting(b, SPEED) == 0 and b.speed("you") == 1


def test_at_max_speed_it_doesnt_trigger_702_179d_702_179e(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])
    b.speed("you", 4)
    _my_main(b)
    _bolt(b, cards)
    assert triggers_waiting(b, SPEED) == 0 and b.speed("you") == 4


def test_max_speed_abilities_work_once_speed_reaches_4_702_178a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    raceway = b.add(cards[RACEWAY])
    b.speed("you", 3)
    _my_main(b)
    assert not bool(b.abilities.set_index("text").filter(like="Max speed", axis=0)
                    ["can_activate"].any())
    _bolt(b, cards)
    b.resolve()
    assert b.speed("you") == 4
    b.activate(raceway, "Max speed")
    assert b.mana_pool("you") == "CC"


def test_the_trigger_waiting_on_the_stack_round_trips_through_a_board_file_702_179d(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards[RACEWAY])
    _my_main(b)
    _bolt(b, cards)
    again = ml.Board.from_yaml(b.to_yaml())
    assert triggers_waiting(again, SPEED) == 1
    assert again.state.player("you").speed_raised == 1
    again.resolve()
    assert again.speed("you") == 2


def test_every_corpus_start_your_engines_line_reads_and_plays_702_179a() -> None:
    found = corpus_abilities(re.compile(r"^Start your engines!", re.M),
                             lambda a: "Start your engines!" in a.keywords)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 38
    for _f, a in found:
        assert a.supported and a.kind is AbilityKind.KEYWORD, (a.text, a.problem)
    audit_found(found)
