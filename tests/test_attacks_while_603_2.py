""""Whenever ~ attacks while <condition>" (CR 603.2, 508.3a): the condition is part of
the trigger condition — it must hold as the creature is declared as an attacker, and is
not checked again as the ability resolves (unlike an intervening "if", 603.4). Read by
grammar/triggers.lark into an ``ATTACKS`` trigger with ``while_holds``, matched by the
one trigger matcher (engine/resolution/triggers.py).

Checked across every corpus line using it (read, and played by the audit), and on real
cards on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

_LINE: Final = re.compile(r"Whenever [^.]*? attacks while (?!saddled)", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Seasoned Warrenguard", "Pugnacious Hammerskull")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_attacks_while_line_is_read_and_played_603_2() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    # "while you have the most life or are tied for most life": its condition isn't read
    readable = [(f, a) for f, a in found if "most life" not in a.text]
    supported = trigger_lines_played(readable, TriggerEvent.ATTACKS, read=5, played=5)
    assert all(isinstance(a.trigger, Trigger) and a.trigger.while_holds is not None
               and a.trigger.condition is None for _f, a in supported)


def test_the_record_is_not_an_intervening_if_603_4() -> None:
    t = parse_ability("Whenever ~ attacks while you control a token, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert t.event is TriggerEvent.ATTACKS and t.condition is None
    assert t.while_holds is not None and t.while_holds.kind == "control"


def _warrenguard(cards: dict[str, ml.Card], token: bool) -> tuple[ml.Board, Any, Any]:
    b = ml.Board()
    guard = b.add(cards["Seasoned Warrenguard"], controlled_since_turn_start=True)
    rabbit = b.create_token(name="Rabbit", types=["Creature"], subtypes=["Rabbit"],
                            power=1, toughness=1) if token else None
    return b, guard, rabbit


def test_it_triggers_only_while_the_condition_holds_603_2(cards: dict[str, ml.Card]) -> None:
    """Seasoned Warrenguard attacks alone: with no token it doesn't trigger; with a
    token it does (508.3a)."""
    b, guard, _ = _warrenguard(cards, token=False)
    b.attack(guard)
    assert triggers_waiting(b, "Seasoned Warrenguard") == 0
    b, guard, _ = _warrenguard(cards, token=True)
    b.attack(guard)
    assert triggers_waiting(b, "Seasoned Warrenguard") == 1


def test_it_resolves_though_the_condition_no_longer_holds_603_2(
        cards: dict[str, ml.Card]) -> None:
    """The token is gone before the ability resolves: it still gives +2/+0 — the
    condition was checked as it triggered only (603.2; not an intervening "if", 603.4)."""
    b, guard, rabbit = _warrenguard(cards, token=True)
    power = b.characteristics(guard)["power"]
    b.attack(guard)
    b.remove(rabbit)
    resolve_all(b)
    assert b.characteristics(guard)["power"] == power + 2


def test_a_negated_condition_603_2(cards: dict[str, ml.Card]) -> None:
    """Pugnacious Hammerskull: "while you don't control another Dinosaur" — with another
    Dinosaur it doesn't trigger; alone it gets a stun counter."""
    b = ml.Board()
    skull = b.add(cards["Pugnacious Hammerskull"], controlled_since_turn_start=True)
    c = b.copy()
    c.create_token(name="Dinosaur", types=["Creature"], subtypes=["Dinosaur"], power=3,
                   toughness=3)
    c.attack(c.get("Pugnacious Hammerskull"))
    assert triggers_waiting(c, "Pugnacious Hammerskull") == 0
    b.attack(skull)
    assert triggers_waiting(b, "Pugnacious Hammerskull") == 1
    resolve_all(b)
    assert b.counters(skull).get("stun") == 1
