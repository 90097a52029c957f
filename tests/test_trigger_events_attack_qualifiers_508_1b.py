"""Qualities of attack trigger events (CR 508.1b, 508.3a, 508.3d), read by
grammar/triggers.lark and matched in engine/resolution/triggers.py:

* "Whenever you attack a player" — one or more of your creatures are declared as
  attackers attacking a player (508.3d), not a planeswalker or battle (508.1b);
* "Whenever ~ attacks a player" (508.3a);
* "Whenever ~ attacks for the first time each turn" — as only attacks trigger the
  ability, the first of the turn is the only one that does (603.2).
"""

from __future__ import annotations

from typing import Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.instructions import Recipient, Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import resolve_all, triggers_waiting

E = TriggerEvent
_PLAYER: Final = Recipient(players=Who.EACH_PLAYER)
_CAPTAIN: Final = Card.from_text(name="Test Captain", mana_cost="{2}", type_line="Artifact",
                                 oracle_text="Whenever you attack a player, you gain 2 life.")
_RAIDER: Final = Card.from_text(name="Test Raider", mana_cost="{1}{R}",
                                type_line="Creature — Human", power="2", toughness="2",
                                oracle_text="Whenever Test Raider attacks a player, you gain 1 "
                                "life.")


@pytest.mark.parametrize(("text", "event", "to", "once"), [
    ("Whenever you attack a player, draw a card.", E.YOU_ATTACK, _PLAYER, False),
    ("Whenever ~ attacks a player, draw a card.", E.ATTACKS, _PLAYER, False),
    ("Whenever ~ attacks for the first time each turn, draw a card.", E.ATTACKS, None, True),
])
def test_the_records_508_1b(text: str, event: TriggerEvent, to: Recipient | None,
                            once: bool) -> None:
    t = parse_ability(text).trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.to, t.once_each_turn) == (event, to, once)


def test_attacking_a_player_triggers_both_508_3d() -> None:
    """Attacking the opponent: "you attack a player" and "~ attacks a player" trigger."""
    b = ml.Board()
    b.add(_CAPTAIN)
    raider = b.add(_RAIDER, controlled_since_turn_start=True)
    b.attack(raider, choices=[("Test Raider", "Test Captain")])  # their order (603.3b)
    assert triggers_waiting(b, "Test Captain") == 1
    assert triggers_waiting(b, "Test Raider") == 1
    resolve_all(b)
    assert b.life("you") == 23
