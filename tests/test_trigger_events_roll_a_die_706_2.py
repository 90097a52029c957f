"""Trigger conditions about rolling a die (CR 706.1, 706.2), read by
grammar/triggers.lark into ``ROLL_DIE`` and matched by the one trigger matcher
(engine/resolution/triggers.py), offered where an instruction rolls a die
(engine/effects/chance.py, and a mana ability's "Roll a d20.", 605.3b):

* "Whenever you roll one or more dice", "Whenever you roll a die": each die rolled;
* "Whenever you roll a 6", "... a 1 or 2", "... a 3 or higher": of that result — the
  result after modifiers (706.2), which mtglab never applies, so the natural one.

Each wording is checked across every corpus line using it (read, and played by the
audit), and by dice rolled on a board.
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
    r"^(?:\S.* — )?Whenever you roll (?:one or more dice|a die|a \d+(?: or higher| or \d+)?),",
    re.M)
_ROLL: Final = Card.from_text(name="Test Roll", mana_cost="{1}", type_line="Instant",
                              oracle_text="Roll a six-sided die. You gain 1 life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Night Shift of the Living Dead", "Brazen Dwarf",
                        "Atomwheel Acrobats")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_die_roll_trigger_is_read_and_played_706_2() -> None:
    trigger_lines_played(_lines(), E.ROLL_DIE, read=18, played=12)


@pytest.mark.parametrize(("head", "result"), [
    ("Whenever you roll one or more dice", None),
    ("Whenever you roll a die", None),
    ("Whenever you roll a 6", (6, 6)),
    ("Whenever you roll a 1 or 2", (1, 2)),
    ("Whenever you roll a 3 or higher", (3, 1_000)),
])
def test_the_records_of_each_wording_706_2(head: str, result: tuple[int, int] | None) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.who, t.result) == (E.ROLL_DIE, Who.YOU, result)


def test_only_a_six_triggers_it_706_2(cards: dict[str, ml.Card]) -> None:
    """Night Shift of the Living Dead: a 5 makes nothing, a 6 a Zombie Employee."""
    for result, waiting in ((5, 0), (6, 1)):
        b = ml.Board()
        b.add(cards["Night Shift of the Living Dead"])
        b.add_mana("you", "C")
        b.cast(_ROLL, choices=[result])
        assert triggers_waiting(b, "Night Shift of the Living Dead") == waiting


def test_that_many_is_the_result_706_2(cards: dict[str, ml.Card]) -> None:
    """Atomwheel Acrobats: "Whenever you roll a 1 or 2, put that many +1/+1 counters"."""
    b = ml.Board()
    acrobats = b.add(cards["Atomwheel Acrobats"])
    b.add_mana("you", "C")
    b.cast(_ROLL, choices=[2])
    resolve_all(b)
    assert b.counters(acrobats).get("+1/+1") == 2


def test_an_opponents_roll_isnt_yours_706_1(cards: dict[str, ml.Card]) -> None:
    """Brazen Dwarf: "Whenever you roll one or more dice": the opponent's roll doesn't
    trigger it, yours does (1 damage to each opponent)."""
    b = ml.Board()
    b.add(cards["Brazen Dwarf"])
    b.add_mana("opponent", "C")
    b.cast(_ROLL, controller="opponent", choices=[3])
    assert triggers_waiting(b, "Brazen Dwarf") == 0
    b.add_mana("you", "C")
    b.cast(_ROLL, choices=[3])
    assert triggers_waiting(b, "Brazen Dwarf") == 1
    resolve_all(b)
    assert b.life("opponent") == 20 + 1 - 1  # their Test Roll gained them 1
