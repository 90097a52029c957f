"""Two trigger conditions of one ability (CR 603.2): "When ~ enters or whenever you cast a
spell with mana value 6 or greater", "At the beginning of your upkeep or whenever you cast
a green spell", "Whenever you cast a green spell or a Forest enters under your control" —
either event triggers it, each time it happens; read by grammar/triggers.py
(``either_trigger``) into one :class:`~mtglab.cards.ability.Trigger` with
``alternatives``, matched by engine/resolution/triggers.py; across every corpus line."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines, triggers_waiting

_GREEN: Final = Card.from_text(name="Green Flash", mana_cost="{G}", type_line="Instant",
                               oracle_text="Flash")
_RED: Final = Card.from_text(name="Red Flash", mana_cost="{R}", type_line="Instant",
                             oracle_text="Flash")
_SMALL: Final = Card.from_text(name="Small Flash", mana_cost="{U}", type_line="Instant",
                               oracle_text="Flash")
_HUGE: Final = Card.from_text(name="Huge Flash", mana_cost="{5}{U}", type_line="Instant",
                              oracle_text="Flash")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Staff of the Wild Magus", "Shrine of Boundless Growth",
                        "Brinelin, the Moon Kraken", "Forest")


def test_a_green_spell_or_a_forest_entering_each_triggers_it_cr_603_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Staff of the Wild Magus"])
    b.add_mana("you", "GGRR")
    b.cast(_RED, resolve=False)
    assert triggers_waiting(b, "Staff of the Wild Magus") == 0
    b.cast(_GREEN, resolve=False)  # the first condition (601.2i)
    assert triggers_waiting(b, "Staff of the Wild Magus") == 1
    while len(b.stack):
        b.resolve()
    b.play_land(b.add(cards["Forest"], zone="hand"))  # the second (603.6a)
    assert triggers_waiting(b, "Staff of the Wild Magus") == 1


def test_the_upkeep_condition_and_the_cast_condition_cr_603_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    shrine = b.add(cards["Shrine of Boundless Growth"])
    b.add_mana("you", "G")
    b.cast(_GREEN)  # the cast condition: a charge counter (601.2i)
    assert b.counters(shrine).get("charge") == 1


def test_entering_or_casting_a_big_spell_cr_603_6a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Brinelin, the Moon Kraken"])
    b.add_mana("you", "CCCCCUU")
    b.cast(_SMALL, resolve=False)
    assert triggers_waiting(b, "Brinelin, the Moon Kraken") == 0
    b.cast(_HUGE, resolve=False)  # mana value 6 (202.3)
    assert triggers_waiting(b, "Brinelin, the Moon Kraken") == 1


#: every corpus trigger condition of two events joined by "or" / "and"
_EITHER: Final = re.compile(
    r"^(?:[^—\n]* — )?(?:When ~ enters(?: the battlefield)? (?:or|and) (?:whenever|at)|"
    r"At the beginning of your upkeep or whenever|Whenever you cast an? \w+ spell or an? "
    r"\w+ enters)", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    named = re.compile(_EITHER.pattern.replace("~", r"(?:~|[A-Z][\w,' -]+?)"), re.M)
    return corpus_abilities(named, lambda a: named.search(a.text) is not None)


# ``either_line``: one test per corpus trigger condition of two events.
pytest_generate_tests = parametrize_face_lines("either_line", _lines, width=40)


@pytest.mark.corpus
def test_both_conditions_are_read_cr_603_2(either_line: Any) -> None:
    _face, ability = either_line
    if ability.supported:
        assert len(ability.trigger.alternatives) == 1
        return
    if not ability.problem.startswith("trigger not understood"):
        return  # read; another part of the line is what mtglab doesn't play
    head = ability.problem.split(": ", 1)[1].strip("'\"")
    halves = re.split(r" (?:or|and) (?=when|whenever|at\b)", head, maxsplit=1)
    assert len(halves) == 2
    assert not all(parse_ability(f"{h}, you gain 1 life.").supported for h in halves), \
        "each condition reads alone, but not the two together"
