"""Block triggers about a kind of creature (CR 509.3, 603.2):

* "Whenever ~ blocks (becomes blocked by) one or more Orcs": once in a combat — when it
  blocks (509.3a) or becomes blocked (509.3c) and one of the creatures it blocks (that
  block it) is of that kind; not once for each (509.3b, 509.3d);
* "... by a Wall", "... by a Vampire": a kind named by creature types alone is a kind of
  creature (205.3m), once for each such creature (509.3b, 509.3d);
* after an equipped or enchanted creature's event with another creature ("whenever
  equipped creature blocks a Vampire, destroy that creature"), "that creature" is the
  other creature (608.2c): the engine can't tell it from "it", so such lines stay
  unsupported with that part named, while "it" lines (Hedron Blade) are played.

Checked across every corpus line of the wordings (read, and played by the audit), and on
real cards on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    resolve_all,
    triggers_waiting,
)

_LINE: Final = re.compile(r"(?:blocks|becomes blocked by) (?:one or more \w+|an? (?-i:[A-Z])\w+)"
                          r"[^,]*,", re.M)
_ORC: Final = ml.Card.from_text(name="Test Orc", mana_cost="{1}{B}",
                                type_line="Creature — Orc", power="1", toughness="1")
_BEAR: Final = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}",
                                 type_line="Creature — Bear", power="1", toughness="1")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Dwarven Soldier", "Wooden Stake", "Hedron Blade", "Battering Ram")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: a.trigger is not None and
                            _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_line_is_read_and_played_or_its_part_named_509_3() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 4
    audit_found(supported, board_refusals=True)
    for face, a in found:
        if "blue and/or black" in a.text:  # that kind of creature isn't read
            continue
        assert not a.problem.startswith("trigger not understood"), (face.name, a.problem)


@pytest.mark.parametrize(("text", "events", "each", "subtypes"), [
    ("Whenever ~ blocks or becomes blocked by one or more Orcs", (
        TriggerEvent.BLOCKS, TriggerEvent.BECOMES_BLOCKED), False, ("Orc",)),
    ("Whenever ~ blocks one or more black creatures", (TriggerEvent.BLOCKS,), False, ()),
    ("Whenever ~ becomes blocked by a Wall", (TriggerEvent.BECOMES_BLOCKED,), True,
     ("Wall",)),
])
def test_the_records_509_3(text: str, events: tuple[TriggerEvent, ...], each: bool,
                           subtypes: tuple[str, ...]) -> None:
    t = parse_ability(f"{text}, you gain 1 life.").trigger
    assert isinstance(t, Trigger) and t.events == events and t.each_creature is each
    assert t.to is not None and t.to.objects is not None
    assert t.to.objects.types == ("Creature",) and t.to.objects.subtypes == subtypes


def test_blocked_by_one_or_more_orcs_triggers_once_509_3c(cards: dict[str, ml.Card]) -> None:
    """Dwarven Soldier attacks; an Orc and a Bear block it: it triggers once (+0/+2)."""
    b = ml.Board()
    soldier = b.add(cards["Dwarven Soldier"], controlled_since_turn_start=True)
    orc = b.add(_ORC, "opponent")
    bear = b.add(_BEAR, "opponent")
    b.attack(soldier)
    resolve_all(b)
    toughness = b.characteristics(soldier)["toughness"]
    b.block(blocks=[(orc, soldier), (bear, soldier)])
    assert triggers_waiting(b, "Dwarven Soldier") == 1
    resolve_all(b)
    assert b.characteristics(soldier)["toughness"] == toughness + 2


def test_blocked_by_another_kind_doesnt_trigger_603_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    soldier = b.add(cards["Dwarven Soldier"], controlled_since_turn_start=True)
    bear = b.add(_BEAR, "opponent")
    b.attack(soldier)
    resolve_all(b)
    b.block(bear, soldier)
    assert triggers_waiting(b, "Dwarven Soldier") == 0


def test_blocks_an_orc_triggers_509_3a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    soldier = b.add(cards["Dwarven Soldier"], controlled_since_turn_start=True)
    b.active = "opponent"
    orc = b.add(_ORC, "opponent", controlled_since_turn_start=True)
    b.attack(orc)
    resolve_all(b)
    b.block(soldier, orc)
    assert triggers_waiting(b, "Dwarven Soldier") == 1


def test_that_wall_is_the_blocker_509_3d(cards: dict[str, ml.Card]) -> None:
    """Battering Ram becomes blocked by a Wall: "destroy that Wall at end of combat"
    names the Wall."""
    ram = parse_ability("Whenever Battering Ram becomes blocked by a Wall, destroy that "
                        "Wall at end of combat.", name="Battering Ram")
    assert ram.supported and isinstance(ram.trigger, Trigger) and ram.trigger.each_creature


def test_that_creature_of_an_equipped_creature_stays_unsupported_608_2c(
        cards: dict[str, ml.Card]) -> None:
    stake = next(a for a in cards["Wooden Stake"].abilities if a.trigger is not None)
    assert not stake.supported and "that creature" in stake.problem
    blade = next(a for a in cards["Hedron Blade"].abilities if a.trigger is not None)
    assert blade.supported  # "it gains deathtouch": the equipped creature
