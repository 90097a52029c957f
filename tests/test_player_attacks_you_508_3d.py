""""Whenever a player (an opponent) attacks you" (CR 508.3d, 508.1b): one or more
creatures are declared as attackers attacking the trigger's controller; "... and/or one
or more planeswalkers you control" alike (the engine's attacks are at players, 506.2);
"... while you're the monarch": that holds as the attackers are declared (603.2). Read by
grammar/triggers.lark into ``YOU_ATTACK`` with ``to`` you, matched by the one trigger
matcher (engine/resolution/triggers.py).

Checked across every corpus line of the wording (read, and played by the audit), and on
real cards on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

_LINE: Final = re.compile(r"^Whenever (?:a player|an opponent) attacks you(?: and/or one or "
                          r"more planeswalkers you control| while [^,]+)?,", re.M)
_RAIDER: Final = ml.Card.from_text(name="Test Raider", mana_cost="{1}{R}",
                                   type_line="Creature — Human", power="3", toughness="3")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Mirkwood Trapper", "Emberwilde Captain")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_attacks_you_line_is_read_and_played_508_3d() -> None:
    trigger_lines_played(_lines(), TriggerEvent.YOU_ATTACK, read=5, played=2)


def test_the_records_508_1b() -> None:
    t = parse_ability("Whenever an opponent attacks you, you gain 1 life.").trigger
    assert isinstance(t, Trigger) and t.event is TriggerEvent.YOU_ATTACK
    assert t.who is Who.EACH_OPPONENT and t.to is not None and t.to.players is Who.YOU
    t = parse_ability("Whenever an opponent attacks you while you're the monarch, you gain "
                      "1 life.").trigger
    assert isinstance(t, Trigger) and t.while_holds is not None
    assert t.while_holds.kind == "monarch" and t.condition is None


def _opponent_attacks(b: ml.Board) -> Any:
    b.active = "opponent"
    raider = b.add(_RAIDER, "opponent", controlled_since_turn_start=True)
    b.attack(raider)
    return raider


def test_an_opponent_attacking_you_triggers_it_508_3d(cards: dict[str, ml.Card]) -> None:
    """Mirkwood Trapper: the opponent's 3/3 attacks you and gets -2/-0."""
    b = ml.Board()
    b.add(cards["Mirkwood Trapper"])
    raider = _opponent_attacks(b)
    assert triggers_waiting(b, "Mirkwood Trapper") == 1
    resolve_all(b)
    assert b.characteristics(raider)["power"] == 1


def test_your_own_attack_doesnt_trigger_it_508_1b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Mirkwood Trapper"])
    mine = b.add(_RAIDER, controlled_since_turn_start=True)
    b.attack(mine)
    assert triggers_waiting(b, "Mirkwood Trapper") == 0


def test_while_youre_the_monarch_603_2(cards: dict[str, ml.Card]) -> None:
    """Emberwilde Captain triggers only while you're the monarch as they attack (725.1)."""
    b = ml.Board()
    b.add(cards["Emberwilde Captain"])
    _opponent_attacks(b)
    assert triggers_waiting(b, "Emberwilde Captain") == 0
    b = ml.Board()
    b.add(cards["Emberwilde Captain"])
    b.monarch = "you"
    _opponent_attacks(b)
    assert triggers_waiting(b, "Emberwilde Captain") == 1
