"""More trigger events read and played (CR 603.2, 113.6k, 508.1b, 603.2c).

* A source whose name is plural takes the plural verb: "When Lo and Li enter",
  "Whenever Bebop & Rocksteady attack or block" are "~ enters", "~ attacks or blocks"
  (603.2: either event triggers it).
* "Whenever one or more Demons you control attack a player", "... Dragons you control
  attack an opponent", "... deal combat damage to one or more players": one event of
  several objects triggers it once (603.2c), the player attacked a player (508.1b).
* "When ~ is put into a graveyard from anywhere", "When ~ is put into your graveyard from
  your library": the card's own ability triggers from the graveyard it went to (113.6k),
  from any zone; milled from the library too (701.17a).
"""

from __future__ import annotations

import re

import mtglab as ml
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, trigger_lines_played, triggers_waiting

MILL = ml.Card.from_text(name="Test Mill", mana_cost="{U}", type_line="Instant",
                         oracle_text="Target player mills a card.")
WURM = ml.Card.from_text(name="Test Wurm", mana_cost="{8}", type_line="Creature — Wurm",
                         power="8", toughness="8",
                         oracle_text="When Test Wurm is put into a graveyard from anywhere, "
                                     "you gain 5 life.")
MOEBA = ml.Card.from_text(name="Test Moeba", mana_cost="{1}{U}",
                          type_line="Creature — Illusion", power="1", toughness="1",
                          oracle_text="When Test Moeba is put into your graveyard from your "
                                      "library, you gain 3 life.")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def test_plural_verbs_of_the_source_603_2() -> None:
    a = parse_ability("Whenever ~ enter or attack, you gain 1 life.", name="X")
    assert a.supported and isinstance(a.trigger, Trigger)
    assert a.trigger.event is TriggerEvent.ENTERS and a.trigger.selector is None
    assert a.trigger.also == (TriggerEvent.ATTACKS,)
    b = parse_ability("Whenever ~ attack or block, you gain 1 life.", name="X").trigger
    assert isinstance(b, Trigger) and (b.event, b.also) == (
        TriggerEvent.ATTACKS, (TriggerEvent.BLOCKS,))


def test_one_or_more_attack_a_player_or_an_opponent_508_1b_603_2c() -> None:
    for text, who in (("Whenever one or more Demons you control attack a player, draw a "
                       "card.", Who.EACH_PLAYER),
                      ("Whenever one or more Dragons you control attack an opponent, draw "
                       "a card.", Who.EACH_OPPONENT)):
        t = parse_ability(text).trigger
        assert isinstance(t, Trigger) and t.event is TriggerEvent.ATTACKS and t.one_or_more
        assert t.to is not None and t.to.players is who and t.to.objects is None
    t = parse_ability("Whenever one or more creatures you control deal combat damage to "
                      "one or more players, draw a card.").trigger
    assert isinstance(t, Trigger) and t.event is TriggerEvent.COMBAT_DAMAGE_PLAYER
    assert t.one_or_more


def test_a_plural_named_creature_attacking_triggers_once_603_2() -> None:
    duo = ml.Card.from_text(name="Lo and Lu", mana_cost="{1}{G}", type_line="Creature — Elf",
                            power="2", toughness="2",
                            oracle_text="Whenever Lo and Lu enter or attack, you gain 1 life.")
    b = ml.Board()
    p = b.add(duo, controlled_since_turn_start=True)
    b.advance("beginning of combat")
    b.attack(p)
    assert triggers_waiting(b, "Lo and Lu") == 1
    b.resolve()
    assert b.life("you") == 21


def test_put_into_a_graveyard_from_anywhere_from_the_library_113_6k() -> None:
    b = ml.Board()
    b.add(WURM, zone="library")
    b.add_mana("you", "U")
    b.cast(MILL, targets=["you"])
    assert triggers_waiting(b, "Test Wurm") == 1  # its own, from the graveyard
    b.resolve()
    assert b.life("you") == 25


def test_put_into_a_graveyard_from_the_battlefield_too_113_6k() -> None:
    b = ml.Board()
    p = b.add(WURM)
    b.add_counters(p, "-1/-1", 8)
    b.check_state()  # it dies (704.5f): put into a graveyard from the battlefield
    assert triggers_waiting(b, "Test Wurm") == 1
    b.resolve()
    assert b.life("you") == 25


def test_from_your_library_only_when_milled_701_17a() -> None:
    b = ml.Board()
    p = b.add(MOEBA)
    b.add_counters(p, "-1/-1", 1)
    b.check_state()  # from the battlefield: not from the library
    assert triggers_waiting(b, "Test Moeba") == 0
    b.add(MOEBA, zone="library")
    b.add_mana("you", "U")
    b.cast(MILL, targets=["you"])
    assert triggers_waiting(b, "Test Moeba") == 1


def test_another_card_put_into_a_graveyard_is_not_its_own_113_6k() -> None:
    b = ml.Board()
    b.add(WURM, zone="graveyard")
    b.add(BEAR, zone="library")
    b.add_mana("you", "U")
    b.cast(MILL, targets=["you"])
    assert triggers_waiting(b, "Test Wurm") == 0


def _lines(pattern: str) -> list[tuple[object, object]]:
    """The corpus's triggered abilities whose text matches ``pattern``."""
    line = re.compile(pattern, re.I | re.M)
    return corpus_abilities(line, lambda a: a.kind is AbilityKind.TRIGGERED and
                            line.search(a.text) is not None)


def test_every_corpus_line_from_anywhere_plays_113_6k() -> None:
    found = _lines(r"^(?:[^—]+ — )?When [^.]*? is put into (a|your) graveyard from "
                   r"(anywhere|your library),")
    trigger_lines_played(found, TriggerEvent.CARD_TO_GRAVEYARD, read=15, played=8)


def test_every_corpus_line_of_a_plural_source_plays_603_2() -> None:
    found = _lines(r"^When (\S+ (and|&) \S+) enter, ")
    trigger_lines_played(found, TriggerEvent.ENTERS, read=1, played=1)


def test_every_corpus_line_of_one_or_more_attacking_a_player_plays_603_2c() -> None:
    found = _lines(r"^Whenever one or more [^,]* attack (a player|an opponent|one or more "
                   r"players|one of your opponents),")
    trigger_lines_played(found, TriggerEvent.ATTACKS, read=5, played=3)
