"""Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came under
your control since the beginning of your last upkeep, sacrifice it unless you pay [cost]."
The keyword is read into that triggered ability (702.1); its intervening "if" (603.4) is
decided by how many of its controller's upkeeps have begun since it came under their
control (entering or a change of control). Every corpus line "Echo {cost}" is read and
played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Albino Troll", "Ring of Gix")


def _arrived(card: Any) -> tuple[ml.Board, Any]:
    """A board where ``card`` came under your control this turn, then the opponent's turn
    passes and yours reaches its upkeep."""
    b = ml.Board()
    perm = b.add(card, controlled_since_turn_start=False)
    b.pass_turn()  # the opponent's turn
    b.pass_turn()  # yours: its upkeep
    return b, perm


def test_echo_triggers_in_the_first_upkeep_after_it_arrived_702_30a(
        cards: dict[str, Any]) -> None:
    b, _troll = _arrived(cards["Albino Troll"])
    assert list(b.stack["name"]) == ["Albino Troll"]
    assert b.phase == "upkeep"


def test_paying_the_echo_cost_keeps_it_702_30a_118_12(cards: dict[str, Any]) -> None:
    b, troll = _arrived(cards["Albino Troll"])
    b.add_mana("you", "CG")
    b.resolve(choices=[True])
    assert troll.id in b.state.permanents and b.mana_pool("you") == ""


def test_not_paying_sacrifices_it_702_30a(cards: dict[str, Any]) -> None:
    b, troll = _arrived(cards["Albino Troll"])
    b.add_mana("you", "CG")
    b.resolve(choices=[False])
    assert troll.id not in b.state.permanents
    assert list(b.graveyard("you")["name"]) == ["Albino Troll"]


def test_echo_doesnt_trigger_again_in_the_next_upkeep_702_30a(
        cards: dict[str, Any]) -> None:
    # paid once: by the following upkeep it has been yours since your last upkeep began
    b, troll = _arrived(cards["Ring of Gix"])
    b.add_mana("you", "CCC")
    b.resolve(choices=[True])
    b.pass_turn()  # upkeep -> precombat main
    b.pass_turn()
    b.pass_turn()
    assert b.phase != "upkeep" and b.stack.empty
    assert troll.id in b.state.permanents


def test_a_permanent_yours_since_before_your_last_upkeep_has_no_echo_to_pay_702_30a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    troll = b.add(cards["Albino Troll"])  # set up as yours since before this turn
    b.pass_turn()
    b.pass_turn()
    assert b.stack.empty and troll.id in b.state.permanents


def test_a_permanent_that_entered_during_the_opponents_turn_has_echo_702_30a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.pass_turn()  # the opponent's turn
    troll = b.add(cards["Albino Troll"], controlled_since_turn_start=False)
    b.pass_turn()  # your upkeep
    assert list(b.stack["name"]) == ["Albino Troll"]
    b.resolve()  # no mana: it can't be paid (118.3)
    assert troll.id not in b.state.permanents


def test_every_corpus_line_of_echo_with_a_mana_cost_reads_and_plays_702_30a() -> None:
    found = [(f, a) for f, a in corpus_abilities(re.compile(r"^Echo \{", re.M),
                                                 lambda a: "Echo" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 40
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None
        assert a.trigger.event is TriggerEvent.UPKEEP and a.trigger.condition is not None
        assert a.trigger.condition.kind == "recent_control", a.text
    audit_found(found)
