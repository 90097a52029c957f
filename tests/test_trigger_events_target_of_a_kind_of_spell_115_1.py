"""Trigger conditions about becoming the target of a spell of a kind (CR 115.1, 603.2):
"Whenever a creature you control becomes the target of an instant or sorcery spell",
"Whenever ~ becomes the target of an Aura spell" (an Aura spell targets what it will
enchant, 303.4a) — read by grammar/triggers.lark into ``BECOMES_TARGET`` with the kind of
spell (``spell_kind``) and matched by the one trigger matcher against the spell's
characteristics on the stack (engine/resolution/triggers.py).
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import Selector
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

_LINE: Final = re.compile(r"^Whenever [^,]*becomes the target of an (?!ability)[^,]*spell,",
                          re.M)
_AIM: Final = Card.from_text(name="Test Aim", mana_cost="{1}", type_line="Instant",
                             oracle_text="Untap target permanent.")
_AURA: Final = Card.from_text(name="Test Aura", mana_cost="{1}", type_line="Enchantment — Aura",
                              oracle_text="Enchant creature")
_TAP: Final = Card.from_text(name="Test Tapper", mana_cost="{1}", type_line="Artifact",
                             oracle_text="{1}: Untap target creature.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Wild Defiance", "Fugitive Druid")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_target_of_a_kind_of_spell_trigger_is_read_and_played_115_1() -> None:
    found = [(f, a) for f, a in _lines() if isinstance(a.trigger, Trigger) and
             a.trigger.event is E.BECOMES_TARGET]
    trigger_lines_played(found, E.BECOMES_TARGET, read=3, played=3)


def test_the_record_names_the_kind_of_spell_115_1() -> None:
    t = parse_ability("Whenever a creature you control becomes the target of an instant or "
                      "sorcery spell, you gain 1 life.").trigger
    assert isinstance(t, Trigger) and t.event is E.BECOMES_TARGET and t.spells_only
    assert t.spell_kind == Selector(types=("Instant", "Sorcery"), any_type=True)


def test_an_instant_triggers_it_an_ability_doesnt_115_1(cards: dict[str, ml.Card]) -> None:
    """Wild Defiance: an ability targeting the Bear doesn't trigger it; an instant does
    (+3/+3)."""
    b = ml.Board()
    b.add(cards["Wild Defiance"])
    bear = b.add(_BEAR)
    tapper = b.add(_TAP)
    b.add_mana("you", "CC")
    b.activate(tapper, 0, targets=[bear], resolve=False)
    assert triggers_waiting(b, "Wild Defiance") == 0
    resolve_all(b)
    b.cast(_AIM, targets=[bear], resolve=False)
    assert triggers_waiting(b, "Wild Defiance") == 1
    resolve_all(b)
    assert b.characteristics(bear)["power"] == 2 + 3


def test_an_aura_spell_targets_it_303_4a(cards: dict[str, ml.Card]) -> None:
    """Fugitive Druid: an Aura spell cast on it draws a card; an instant doesn't."""
    b = ml.Board()
    druid = b.add(cards["Fugitive Druid"])
    b.add_mana("you", "CC")
    b.cast(_AIM, targets=[druid], resolve=False)
    assert triggers_waiting(b, "Fugitive Druid") == 0
    resolve_all(b)
    b.cast(_AURA, targets=[druid], resolve=False)
    assert triggers_waiting(b, "Fugitive Druid") == 1
