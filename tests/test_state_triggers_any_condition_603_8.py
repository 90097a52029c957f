"""State triggers of any game state the grammar reads as a condition (CR 603.8).

"When ~ has no +1/+1 counters on it", "When there are no creatures on the battlefield",
"When you control seven or more Thrulls": "when(ever)" and a game state, no event. Such an
ability triggers as soon as the state holds (checked whenever a player would receive
priority) and not again until it has left the stack. The condition is read by the
condition grammar, so every state it reads is a trigger condition too; a state about an
object an event would name ("it", "that creature") has no such object here and stays
unread. Played across every corpus line of the wording.
"""

from __future__ import annotations

import re

import mtglab as ml
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, trigger_lines_played

BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
HONEY = ml.Card.from_text(name="Test Honey", mana_cost="{G}", type_line="Enchantment",
                          oracle_text="When there are no creatures on the battlefield, "
                                      "sacrifice Test Honey.")
GROVE = ml.Card.from_text(name="Test Grove", mana_cost="{G}", type_line="Enchantment",
                          oracle_text="When Test Grove has no +1/+1 counters on it, "
                                      "sacrifice it.")
ARMODON = ml.Card.from_text(name="Test Armodon", mana_cost="{2}{G}{G}",
                            type_line="Creature — Elephant", power="4", toughness="5",
                            oracle_text="When you control a creature with toughness 2 or "
                                        "less, sacrifice Test Armodon.")


def _names(b: ml.Board) -> list[str]:
    return [b.characteristics(p)["name"] for p in b]


def test_a_condition_is_read_as_a_state_trigger_603_8() -> None:
    for text in ("When ~ has no +1/+1 counters on it, sacrifice it.",
                 "When there are no creatures on the battlefield, sacrifice ~.",
                 "When you control seven or more Thrulls, sacrifice ~.",
                 "Whenever there are four or more depletion counters on ~, sacrifice it."):
        a = parse_ability(text, name="X")
        assert a.supported, (text, a.problem)
        assert isinstance(a.trigger, Trigger) and a.trigger.event is TriggerEvent.STATE
        assert a.trigger.state is not None


def test_a_state_about_an_event_object_is_not_a_state_trigger_603_8() -> None:
    # no event: "that creature" names nothing (603.8)
    a = parse_ability("When that creature is a Human, draw a card.", name="X")
    assert not a.supported


def test_no_creatures_on_the_battlefield_triggers_once_603_8() -> None:
    b = ml.Board()
    b.add(HONEY)
    b.advance("beginning of combat")  # a player would receive priority: it triggers
    assert list(b.stack["name"]) == ["Test Honey"]
    b.advance("declare attackers")  # still on the stack: it doesn't trigger again
    assert len(b.stack) == 1
    b.resolve()
    assert "Test Honey" not in _names(b)


def test_a_creature_keeps_the_state_from_holding_603_8() -> None:
    b = ml.Board()
    b.add(HONEY)
    b.add(BEAR)
    b.advance("beginning of combat")
    assert b.stack.empty


def test_no_counters_on_the_source_603_8() -> None:
    b = ml.Board()
    grove = b.add(GROVE, counters={"+1/+1": 1})
    b.advance("beginning of combat")
    assert b.stack.empty  # a counter on it: the state doesn't hold
    b.remove_counters(grove, "+1/+1", 1)
    b.advance("declare attackers")
    assert list(b.stack["name"]) == ["Test Grove"]
    b.resolve()
    assert "Test Grove" not in _names(b)


def test_you_control_a_creature_of_that_kind_603_8() -> None:
    b = ml.Board()
    b.add(ARMODON)
    b.advance("beginning of combat")
    assert b.stack.empty  # its own toughness is 5
    b.add(ml.Card.from_text(name="Test Wall", mana_cost="{W}", type_line="Creature — Wall",
                            power="0", toughness="2"))
    b.advance("declare attackers")
    assert list(b.stack["name"]) == ["Test Armodon"]


def test_every_corpus_state_trigger_of_a_condition_plays_603_8() -> None:
    found = corpus_abilities(
        re.compile(r"^When(ever)? (there are|no creatures are|you control|you have|an "
                   r"opponent (has|controls)|[^,]* has (no|flying|\w+ or (more|fewer))|"
                   r"[^,]*'s power is)", re.I | re.M),
        lambda a: a.kind is AbilityKind.TRIGGERED and isinstance(a.trigger, Trigger)
        and a.trigger.event is TriggerEvent.STATE)
    trigger_lines_played(found, TriggerEvent.STATE, read=15, played=15)
