"""What the spell a cast trigger is about was cast with (CR 601.2h, 603.4, 702.33d), through
the public API: "if at least four mana was spent to cast it", "if no mana was spent to
cast that spell", "if that spell was kicked".

An intervening "if" is checked as the ability triggers and again as it resolves (603.4);
here it asks about the total cost paid for the spell (601.2h) and whether its kicker was
paid (702.33d), kept by the trigger as the spell last existed on the stack (608.2h). The
same words after an instruction ("Counter target spell if no mana was spent to cast it")
are not read. Every corpus line of these wordings is played.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards, resolve_all

SMALL = ml.Card.from_text(name="Small Thought", mana_cost="{U}", type_line="Instant",
                          oracle_text="You gain 1 life.")
BIG = ml.Card.from_text(name="Big Thought", mana_cost="{3}{U}", type_line="Instant",
                        oracle_text="You gain 1 life.")
FREE = ml.Card.from_text(name="Free Thought", mana_cost="{0}", type_line="Instant",
                         oracle_text="You gain 1 life.")
KICKABLE = ml.Card.from_text(name="Kickable Thought", mana_cost="{R}", type_line="Instant",
                             oracle_text="Kicker {1}\nYou gain 1 life.")
_WORDS = re.compile(r"(mana was spent to cast (it|that spell)|that spell was kicked)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDS, lambda a: isinstance(a.trigger, Trigger) and
                            a.trigger.event is TriggerEvent.CAST)


def test_every_cast_trigger_line_is_read_and_played_603_4() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 10
    audit_found(supported, board_refusals=True)


def test_the_words_after_an_instruction_are_not_read_608_2c() -> None:
    nix = ml.Card.from_text(name="Nix", mana_cost="{U}", type_line="Instant",
                            oracle_text="Counter target spell if no mana was spent to "
                            "cast it.")
    assert not nix.abilities[0].supported


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Blazing Bomb", "Boromir, Warden of the Tower", "Bloodstone Goblin")


@pytest.mark.parametrize("spell,counters", [(SMALL, 0), (BIG, 1)])
def test_at_least_four_mana_spent_601_2h(cards: dict[str, Any], spell: ml.Card,
                                         counters: int) -> None:
    # Blazing Bomb: a noncreature spell of mana value 4 puts a +1/+1 counter on it; one
    # of mana value 1 doesn't trigger it (603.4)
    b = ml.Board()
    bomb = b.add(cards["Blazing Bomb"])
    b.add_mana("you", "UUUU")
    b.cast(spell, resolve=False)
    resolve_all(b)
    assert b.counters(bomb).get("+1/+1", 0) == counters


@pytest.mark.parametrize("spell,countered", [(FREE, True), (SMALL, False)])
def test_no_mana_spent_counters_that_spell_603_4(cards: dict[str, Any], spell: ml.Card,
                                                 countered: bool) -> None:
    # Boromir: an opponent's spell cast for no mana is countered (701.6a); one cast with
    # mana isn't
    b = ml.Board()
    b.add(cards["Boromir, Warden of the Tower"])
    b.add_mana("opponent", "U")
    b.cast(spell, controller="opponent", resolve=False)
    resolve_all(b)
    assert b.life("opponent") == (20 if countered else 21)
    assert spell.name in list(b.graveyard("opponent")["name"])


@pytest.mark.parametrize("kicked", [1, 0])
def test_that_spell_was_kicked_702_33d(cards: dict[str, Any], kicked: int) -> None:
    # Bloodstone Goblin gets +1/+1 and menace until end of turn after a kicked spell only
    b = ml.Board()
    goblin = b.add(cards["Bloodstone Goblin"])
    b.add_mana("you", "RR")
    b.cast(KICKABLE, kicked=kicked, resolve=False)
    resolve_all(b)
    power = b.characteristics(goblin)["power"]
    assert power == (3 if kicked else 2)
    assert ("Menace" in str(b.characteristics(goblin)["abilities"])) is bool(kicked)


@pytest.mark.parametrize("mana,countered", [("C", True), ("U", False)])
def test_no_colored_mana_spent_105_1(mana: str, countered: bool) -> None:
    # Void Mirror: a spell cast with colorless mana only is countered (105.1: colorless is
    # not a color); one paid with blue mana isn't
    mirror = corpus_cards("Void Mirror")["Void Mirror"]
    generic = ml.Card.from_text(name="Generic Thought", mana_cost="{1}", type_line="Instant",
                                oracle_text="You gain 1 life.")
    b = ml.Board()
    b.add(mirror)
    b.add_mana("you", mana)
    b.cast(generic, resolve=False)
    resolve_all(b)
    assert b.life("you") == (20 if countered else 21)
