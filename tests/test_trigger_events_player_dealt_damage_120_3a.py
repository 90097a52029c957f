"""Trigger conditions about damage dealt to a player (CR 120.3a), read by
grammar/triggers.lark into ``PLAYER_DEALT_DAMAGE`` and matched by the one trigger matcher
(engine/resolution/triggers.py), offered by engine/effects/damage.py:

* "Whenever you're dealt damage", "Whenever an opponent is dealt damage" — "that many"
  is the damage dealt;
* "... is dealt noncombat damage" (120.2b: not the combat damage step's, 510.2) and
  "When you're dealt combat damage";
* "Whenever a source an opponent controls (you control) deals damage to you (an
  opponent)": the source's controller as it dealt the damage.

Each wording is checked across every corpus line using it (read, and played by the
audit), and by the event happening on a board: the ability waits on the stack and
resolving it does what it says.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

E = TriggerEvent

_LINE: Final = re.compile(
    r"^When(?:ever)? (?:you're dealt (?:combat |noncombat )?damage|(?:an opponent|a player) is "
    r"dealt (?:combat |noncombat )?damage|a source(?: an opponent controls| you control)? "
    r"deals (?:combat |noncombat )?damage to (?:you|an opponent)),", re.M)
_SHOCK: Final = Card.from_text(name="Test Shock", mana_cost="{R}", type_line="Instant",
                               oracle_text="Test Shock deals 2 damage to any target.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Sun Droplet", "Chandra's Spitfire", "Retaliator Griffin",
                        "Michiko Konda, Truth Seeker", "Niv-Mizzet, Visionary")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_player_dealt_damage_trigger_is_read_and_played_120_3a() -> None:
    trigger_lines_played(_lines(), E.PLAYER_DEALT_DAMAGE, read=15, played=12)


@pytest.mark.parametrize(("head", "who", "by", "combat", "noncombat"), [
    ("Whenever you're dealt damage", Who.YOU, None, False, False),
    ("When you're dealt combat damage", Who.YOU, None, True, False),
    ("Whenever an opponent is dealt noncombat damage", Who.EACH_OPPONENT, None, False, True),
    ("Whenever a source deals damage to you", Who.YOU, None, False, False),
    ("Whenever a source an opponent controls deals damage to you", Who.YOU,
     Who.EACH_OPPONENT, False, False),
    ("Whenever a source you control deals noncombat damage to an opponent",
     Who.EACH_OPPONENT, Who.YOU, False, True),
])
def test_the_records_of_each_wording_120_3a(head: str, who: Who, by: Who | None,
                                            combat: bool, noncombat: bool) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.who, t.by, t.combat, t.noncombat) == (
        E.PLAYER_DEALT_DAMAGE, who, by, combat, noncombat)


def test_youre_dealt_damage_that_many_counters_120_3a(cards: dict[str, ml.Card]) -> None:
    """Sun Droplet: an opponent's 2 damage to you — "put that many charge counters"."""
    b = ml.Board()
    droplet = b.add(cards["Sun Droplet"])
    b.add_mana("opponent", "R")
    b.cast(_SHOCK, controller="opponent", targets=["you"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sun Droplet") == 1
    resolve_all(b)
    assert b.counters(droplet).get("charge") == 2


def test_damage_to_a_creature_is_not_damage_to_you_120_3a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Sun Droplet"])
    bear = b.add(_BEAR)
    b.add_mana("opponent", "R")
    b.cast(_SHOCK, controller="opponent", targets=[bear], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Sun Droplet") == 0


def test_noncombat_damage_triggers_and_combat_damage_doesnt_120_2b(
        cards: dict[str, ml.Card]) -> None:
    """Chandra's Spitfire: a Shock to the opponent triggers it (+3/+0); a creature's
    combat damage to them doesn't (510.2)."""
    b = ml.Board()
    spitfire = b.add(cards["Chandra's Spitfire"])
    b.add_mana("you", "R")
    b.cast(_SHOCK, targets=["opponent"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Chandra's Spitfire") == 1
    resolve_all(b)
    assert b.characteristics(spitfire)["power"] == 1 + 3
    c = ml.Board()
    c.add(cards["Chandra's Spitfire"])
    bear = c.add(_BEAR, controlled_since_turn_start=True)
    c.attack(bear)
    c.combat_damage()
    assert c.life("opponent") == 18
    assert triggers_waiting(c, "Chandra's Spitfire") == 0


def test_the_sources_controller_is_read_120_3a(cards: dict[str, ml.Card]) -> None:
    """Retaliator Griffin ("a source an opponent controls deals damage to you"): your own
    Shock to yourself doesn't trigger it; the opponent's does, with that many counters."""
    b = ml.Board()
    griffin = b.add(cards["Retaliator Griffin"])
    b.add_mana("you", "R")
    b.cast(_SHOCK, targets=["you"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Retaliator Griffin") == 0
    b.add_mana("opponent", "R")
    b.cast(_SHOCK, controller="opponent", targets=["you"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Retaliator Griffin") == 1
    resolve_all(b, [True])
    assert b.counters(griffin).get("+1/+1") == 2


def test_a_source_you_control_dealing_damage_to_an_opponent_120_3a(
        cards: dict[str, ml.Card]) -> None:
    """Niv-Mizzet, Visionary: "you draw that many cards" after your Shock to them."""
    b = ml.Board()
    b.add(cards["Niv-Mizzet, Visionary"])
    for _ in range(3):
        b.add(_BEAR, zone="library")
    b.add_mana("you", "R")
    b.cast(_SHOCK, targets=["opponent"], resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Niv-Mizzet, Visionary") == 1
    resolve_all(b)
    assert len(b.hand("you")) == 2


def test_that_player_of_the_sources_controller_is_named_unsupported_120_3a(
        cards: dict[str, ml.Card]) -> None:
    """Michiko Konda: "that player" is the source's controller, not you (who was dealt
    the damage): named unsupported rather than played on the wrong player."""
    line = next(a for a in cards["Michiko Konda, Truth Seeker"].abilities
                if a.text.startswith("Whenever"))
    assert not line.supported and "120.3a" in line.problem
