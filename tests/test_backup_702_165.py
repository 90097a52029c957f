"""Backup (CR 702.165a): "When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it gains the non-backup abilities of this creature
printed below this one until end of turn." Read by grammar/keywords.lark into a
:class:`~mtglab.cards.keywords.Backup` record, made that triggered ability by
:func:`~mtglab.cards.keywords.backup_abilities` with the texts of the abilities printed
below it (702.165c-d), the card's name in them naming the creature that gains them
(201.5b); across every backup line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywords import Keyword
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_CAPTAIN = ml.Card.from_text(
    name="Test Captain", mana_cost="{2}{R}", type_line="Creature — Human Warrior", power=2,
    toughness=2, oracle_text="Haste\nBackup 2 (When this creature enters, put two +1/+1 "
    "counters on target creature. If that's another creature, it gains the following "
    "abilities until end of turn.)\nTrample\nWhenever Test Captain attacks, you gain 1 life.")


def _cast_targeting(b: ml.Board, target: Any) -> Any:
    b.add_mana("you", "RCC")
    captain = b.cast(_CAPTAIN, choices=[target] if target is not None else [])
    b.resolve()  # its backup trigger (603.3)
    return captain


def test_another_creature_gets_the_counters_and_the_abilities_below_cr_702_165a() -> None:
    b = ml.Board()
    bear = b.add("Grizzly Bears")
    _cast_targeting(b, bear)
    looks = b.characteristics(bear)
    assert looks["power"] == 4 and looks["toughness"] == 4  # two +1/+1 counters
    # the abilities printed below, not Haste above it (702.165a); its name read as the
    # bear's (201.5b)
    assert looks["abilities"] == ("Trample", "Whenever this creature attacks, you gain 1 "
                                  "life.")


def test_the_abilities_last_until_end_of_turn_and_the_counters_stay_cr_702_165a() -> None:
    b = ml.Board()
    bear = b.add("Grizzly Bears")
    _cast_targeting(b, bear)
    b.pass_turn()
    looks = b.characteristics(bear)
    assert looks["abilities"] == () and looks["power"] == 4


def test_the_creature_itself_gets_only_the_counters_cr_702_165a() -> None:
    b = ml.Board()
    captain = _cast_targeting(b, "Test Captain")
    looks = b.characteristics(captain)
    assert looks["power"] == 4
    assert looks["abilities"].count("Trample") == 1  # not granted a second time


def test_the_granted_attack_trigger_is_the_gaining_creature_s_cr_201_5b() -> None:
    b = ml.Board()
    bear = b.add("Grizzly Bears")
    _cast_targeting(b, bear)
    b.attack(bear)
    while not b.stack.empty:
        b.resolve()
    assert b.life("you") == 21


def test_several_backups_on_one_line_stay_unsupported_cr_702_165a() -> None:
    card = ml.Card.from_text(name="Test Triple", mana_cost="{3}{W}", type_line="Creature — "
                             "Human", power=2, toughness=2,
                             oracle_text="Backup 1, backup 1, backup 1\nTrample")
    line = card.abilities[0]
    assert not line.supported and "several backup" in line.problem


# -- every backup line of the corpus ---------------------------------------------------

def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"^Backup \d", re.M),
                            lambda a: Keyword.BACKUP.value in a.keywords)


pytest_generate_tests = parametrize_face_lines("backup_line", _lines, width=16)


@pytest.mark.corpus
def test_every_backup_line_is_its_enters_trigger_or_names_what_it_lacks_cr_702_165a(
        backup_line: Any) -> None:
    _face, ability = backup_line
    if ability.supported:
        assert ability.kind.value == "triggered" and ability.trigger is not None
    else:
        assert "702.165a" in ability.problem


@pytest.mark.corpus
def test_the_audit_plays_every_supported_backup_line_cr_702_165a() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 15
    audit_found(found, board_refusals=True)
