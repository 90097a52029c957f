""""Whenever ~ deals damage to a Vampire (a Goblin or Orc), destroy that creature"
(CR 603.2, 120.3): damage dealt to a creature of those creature types triggers it, and
"that creature" is the creature dealt damage (608.2c) — as for "whenever ~ deals damage
to a creature" — never the source. Read by grammar/triggers.lark into ``DEALS_DAMAGE``
with ``to`` naming the kind; the one trigger matcher (engine/resolution/triggers.py)
names the creature dealt damage as the event's object.

Checked across every corpus line of the wording (read, and played by the audit), and on
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
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

_LINE: Final = re.compile(r"^Whenever [^.]*? deals damage to an? (?-i:[A-Z])\w+(?: or \w+)?,",
                          re.M)
_VAMPIRE: Final = ml.Card.from_text(name="Test Vampire", mana_cost="{1}{B}",
                                    type_line="Creature — Vampire", power="1", toughness="5")
_BEAR: Final = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}",
                                 type_line="Creature — Bear", power="1", toughness="9")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Vampire Slayer", "Pit Spawn")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_damage_to_a_kind_line_is_read_and_played_120_3() -> None:
    supported = trigger_lines_played(_lines(), TriggerEvent.DEALS_DAMAGE, read=4, played=4)
    for _f, a in supported:
        assert isinstance(a.trigger, Trigger) and a.trigger.to is not None
        assert a.trigger.to.objects is not None and a.trigger.to.objects.subtypes


def test_the_record_names_the_kind_120_3() -> None:
    t = parse_ability("Whenever ~ deals damage to a Goblin or Orc, destroy that "
                      "creature.").trigger
    assert isinstance(t, Trigger) and t.event is TriggerEvent.DEALS_DAMAGE
    assert t.to is not None and t.to.objects is not None
    assert t.to.objects.subtypes == ("Goblin", "Orc") and t.to.players is None


def _blocked_by(b: ml.Board, attacker_card: ml.Card, blocker_card: ml.Card) -> tuple[Any, Any]:
    """The opponent's creature attacks and the card blocks it; combat damage is dealt."""
    mine = b.add(attacker_card, controlled_since_turn_start=True)
    b.active = "opponent"
    theirs = b.add(blocker_card, "opponent", controlled_since_turn_start=True)
    b.attack(theirs)
    b.block(mine, theirs)
    b.combat_damage()
    return mine, theirs


def test_damage_to_a_vampire_destroys_that_creature_608_2c(cards: dict[str, ml.Card]) -> None:
    """Vampire Slayer blocks a 1/5 Vampire and deals it damage: the Vampire is destroyed,
    the Slayer stays (701.8a)."""
    b = ml.Board()
    slayer, vampire = _blocked_by(b, cards["Vampire Slayer"], _VAMPIRE)
    assert triggers_waiting(b, "Vampire Slayer") == 1
    resolve_all(b)
    assert vampire not in b and slayer in b


def test_damage_to_another_kind_doesnt_trigger_603_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _blocked_by(b, cards["Vampire Slayer"], _BEAR)
    assert triggers_waiting(b, "Vampire Slayer") == 0


def test_that_creature_is_the_creature_dealt_damage_608_2c(cards: dict[str, ml.Card]) -> None:
    """Pit Spawn (6/4, "whenever ~ deals damage to a creature, exile that creature")
    blocks a 1/9 Bear: the Bear is exiled, not Pit Spawn (120.3)."""
    b = ml.Board()
    spawn, bear = _blocked_by(b, cards["Pit Spawn"], _BEAR)
    resolve_all(b)
    assert bear not in b and spawn in b
    assert "Test Bear" in list(b.exile["name"])
