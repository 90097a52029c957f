"""Cast and attack trigger events and their qualities (CR 603.2), through the public API.

"When you cast this spell" triggers from the stack as the spell becomes cast (601.2i,
113.6k); "whenever you cast or copy an instant or sorcery spell" (magecraft) on each
cast (no instruction mtglab plays copies a spell, 707.10); "your first spell each turn",
"during an opponent's turn" read the turn's history and whose turn it is (601.2i,
500.1); battalion ("~ and at least two other creatures attack") and "whenever you attack
with two or more creatures" count the attackers declared (508.1a); "whenever a creature
attacks you or a planeswalker you control" (508.3a); "whenever you gain life for the first
time each turn" (119.9), "whenever you lose life during your turn" (119.3, 500.1). Each
quality is then played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from tests.conftest import corpus_abilities, corpus_cards

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
THINK = ml.Card.from_text(name="Think", mana_cost="{1}", type_line="Instant",
                          oracle_text="Draw a card.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _library(b: ml.Board, n: int = 8) -> None:
    for who in ("you", "opponent"):
        for _ in range(n):
            b.add(ISLAND, who, zone="library")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Kozilek, Butcher of Truth", "Archmage Emeritus",
                        "Cleric of Life's Bond", "Vampire Scrivener",
                        "Makeshift Battalion", "Chivalric Alliance", "Brineborn Cutthroat",
                        "Arena Trickster", "Slumbering Dragon")


def test_when_you_cast_this_spell_triggers_from_the_stack_601_2i(cards: dict[str, Any]
                                                                  ) -> None:
    # Kozilek: "When you cast this spell, draw four cards." — it resolves before the spell
    b = ml.Board()
    _library(b)
    b.add_mana("you", "C" * 10)
    b.cast(cards["Kozilek, Butcher of Truth"], resolve=False)
    assert list(b.stack["name"]) == ["Kozilek, Butcher of Truth"] * 2
    b.resolve()  # the trigger, on top (603.3)
    assert len(b.hand("you")) == 4
    assert len(b.stack) == 1  # the spell still waits


def test_magecraft_triggers_on_casting_an_instant_601_2i(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["Archmage Emeritus"])
    b.add_mana("you", "C")
    b.cast(THINK)  # the trigger resolves first, then the instant: two cards
    assert len(b.hand("you")) == 2


def test_magecraft_ignores_a_creature_spell_603_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["Archmage Emeritus"])
    b.add_mana("you", "CG")
    b.cast(BEAR)
    assert len(b.hand("you")) == 0


def _attackers(b: ml.Board, first: Any, n: int) -> list[Any]:
    return [first, *(b.add(BEAR) for _ in range(n - 1))]


def test_battalion_needs_two_other_attackers_508_1a(cards: dict[str, Any]) -> None:
    # "Whenever ~ and at least two other creatures attack, put a +1/+1 counter on ~"
    b = ml.Board()
    battalion = b.add(cards["Makeshift Battalion"])
    b.attack(*_attackers(b, battalion, 3))
    b.resolve()
    assert b.counters(battalion) == {"+1/+1": 1}


def test_battalion_with_one_other_attacker_does_not_trigger_603_2(cards: dict[str, Any]
                                                                  ) -> None:
    b = ml.Board()
    battalion = b.add(cards["Makeshift Battalion"])
    b.attack(*_attackers(b, battalion, 2))
    assert b.stack.empty


def test_battalion_counts_the_creature_itself_among_the_attackers_508_1a(
        cards: dict[str, Any]) -> None:
    # three other creatures attack without it: "~ and ..." is not met
    b = ml.Board()
    battalion = b.add(cards["Makeshift Battalion"])
    bears = [b.add(BEAR) for _ in range(3)]
    b.attack(*bears)
    assert b.stack.empty
    assert b.counters(battalion) == {}


@pytest.mark.parametrize(("attackers", "drawn"), [(1, 0), (2, 1), (3, 1)])
def test_you_attack_with_two_or_more_creatures_triggers_once_508_1a(
        cards: dict[str, Any], attackers: int, drawn: int) -> None:
    # Chivalric Alliance: "Whenever you attack with two or more creatures, draw a card."
    b = ml.Board()
    _library(b)
    b.add(cards["Chivalric Alliance"])
    b.attack(*(b.add(BEAR) for _ in range(attackers)))
    while len(b.stack):
        b.resolve()
    assert len(b.hand("you")) == drawn


def _cast_on_turn(b: ml.Board, active: str, n: int = 1) -> None:
    b.active = active
    b.add_mana("you", "C" * n)
    for _ in range(n):
        b.cast(THINK, controller="you")  # an instant, at any time (307.1)


def test_a_spell_during_an_opponent_s_turn_500_1(cards: dict[str, Any]) -> None:
    # Brineborn Cutthroat: "Whenever you cast a spell during an opponent's turn, put a
    # +1/+1 counter on this creature."
    b = ml.Board()
    _library(b)
    cutthroat = b.add(cards["Brineborn Cutthroat"])
    _cast_on_turn(b, "opponent")
    assert b.counters(cutthroat) == {"+1/+1": 1}


def test_a_spell_during_your_own_turn_does_not_trigger_it_603_2(cards: dict[str, Any]
                                                                ) -> None:
    b = ml.Board()
    _library(b)
    cutthroat = b.add(cards["Brineborn Cutthroat"])
    _cast_on_turn(b, "you")
    assert b.counters(cutthroat) == {}


def test_only_the_first_spell_during_each_opponent_s_turn_601_2i(cards: dict[str, Any]
                                                                 ) -> None:
    # Arena Trickster: "Whenever you cast your first spell during each opponent's turn,
    # put a +1/+1 counter on ~."
    b = ml.Board()
    _library(b)
    trickster = b.add(cards["Arena Trickster"])
    _cast_on_turn(b, "opponent", 2)
    assert b.counters(trickster) == {"+1/+1": 1}


def test_a_creature_attacking_you_triggers_it_508_3a(cards: dict[str, Any]) -> None:
    # Slumbering Dragon: "Whenever a creature attacks you or a planeswalker you control,
    # put a +1/+1 counter on ~."
    b = ml.Board()
    dragon = b.add(cards["Slumbering Dragon"])
    b.active = "opponent"
    b.attack(b.add(BEAR, "opponent"))
    b.resolve()
    assert b.counters(dragon) == {"+1/+1": 1}


def test_your_own_attack_does_not_trigger_it_603_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    dragon = b.add(cards["Slumbering Dragon"])
    b.attack(b.add(BEAR))
    assert b.stack.empty
    assert b.counters(dragon) == {}


def test_only_the_first_life_gain_each_turn_119_9(cards: dict[str, Any]) -> None:
    # Cleric of Life's Bond: "Whenever you gain life for the first time each turn, put a
    # +1/+1 counter on ~."
    b = ml.Board()
    cleric = b.add(cards["Cleric of Life's Bond"])
    heal = ml.Card.from_text(name="Heal", mana_cost="{1}", type_line="Instant",
                             oracle_text="You gain 3 life.")
    b.add_mana("you", "CC")
    for _ in range(2):
        b.cast(heal)
        while len(b.stack):
            b.resolve()
    assert b.counters(cleric) == {"+1/+1": 1}


def test_life_lost_during_your_turn_only_500_1(cards: dict[str, Any]) -> None:
    # Vampire Scrivener: "Whenever you lose life during your turn, put a +1/+1 counter
    # on ~."
    b = ml.Board()
    scrivener = b.add(cards["Vampire Scrivener"])
    bolt = ml.Card.from_text(name="Zap", mana_cost="{1}", type_line="Instant",
                             oracle_text="Zap deals 1 damage to any target.")
    b.add_mana("opponent", "CC")
    b.cast(bolt, controller="opponent", targets=["you"])  # your turn
    b.resolve()
    assert b.counters(scrivener) == {"+1/+1": 1}
    b.active = "opponent"
    b.cast(bolt, controller="opponent", targets=["you"])  # the opponent's turn
    assert b.stack.empty
    assert b.counters(scrivener) == {"+1/+1": 1}


# -- across the pool --------------------------------------------------------------------

_QUALITIES: Final[dict[str, Callable[[Trigger], bool]]] = {
    "cast this spell": lambda t: t.event is TriggerEvent.CAST and t.text == "this spell",
    "cast or copy": lambda t: TriggerEvent.COPY_SPELL in t.also,
    "first spell each turn": lambda t: t.event is TriggerEvent.CAST and t.first_each_turn,
    "during a turn": lambda t: t.during is not None,
    "first life gain each turn": lambda t: t.event is TriggerEvent.GAIN_LIFE and
        t.first_each_turn,
    "at least N attackers": lambda t: t.min_attackers is not None,
    "attacks you or a planeswalker": lambda t: t.to is not None and
        t.to.objects is not None and "Planeswalker" in t.to.objects.types and
        t.event is TriggerEvent.ATTACKS,
}
_LINE: Final = re.compile(r"\bcast\b|\battack|\blife\b", re.I)


@pytest.mark.corpus
@pytest.mark.parametrize("quality", list(_QUALITIES))
def test_every_corpus_trigger_with_the_quality_plays_603_2(quality: str,
                                                           corpus_jsonl: Any) -> None:
    has = _QUALITIES[quality]
    lines = [(f, a) for f, a in corpus_abilities(_LINE, lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and not a.is_mana_ability and
        isinstance(a.trigger, Trigger))) if has(a.trigger)]
    assert lines, f"no supported trigger of the pool reads {quality!r}"
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if not r.ok or (
        r.outcome is PlayOutcome.REFUSED and "CR " not in r.detail and
        not r.detail.startswith("unsupported elsewhere: "))]
    assert not bad, bad[:5]
    played = sum(r.outcome is PlayOutcome.PLAYED for _n, r in results)
    assert played >= max(1, len(lines) // 2), (quality, played, len(lines))
