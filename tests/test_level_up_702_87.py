"""Level up (CR 702.87): "Level up [cost]" means "[Cost]: Put a level counter on this
permanent. Activate only as a sorcery." (702.87a) — read by the keyword grammar into an
activated ability; the leveler's level blocks (711) read its level counters; across
every level up line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_POOL: Final = "WWWUUUBBBRRRGGGCCCCCC"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Student of Warfare")


def test_level_up_puts_a_level_counter_cr_702_87a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    student = b.add(cards["Student of Warfare"])  # Level up {W}
    level_up = cards["Student of Warfare"].abilities[0]
    assert level_up.kind is AbilityKind.ACTIVATED and level_up.supported
    b.add_mana("you", "WW")
    b.activate(student, 0)
    b.activate(student, 0)
    assert b.counters(student) == {"level": 2} and b.mana_pool("you") == ""


def test_level_up_only_as_a_sorcery_cr_702_87a_602_5d(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    student = b.add(cards["Student of Warfare"])
    b.add_mana("you", "W")
    b.active = "opponent"
    assert not b.can_activate(student, 0)
    with pytest.raises(ml.IllegalActionError):
        b.activate(student, 0)
    assert b.counters(student) == {}


_LEVEL_UP_LINE: Final = re.compile(r"^Level up", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LEVEL_UP_LINE, lambda a: a.text.startswith("Level up"))


# ``level_up_line``: one test per level up line of the corpus.
pytest_generate_tests = parametrize_face_lines("level_up_line", _lines, width=30)


@pytest.mark.corpus
def test_every_level_up_line_levels_up_on_a_board_cr_702_87a(level_up_line: Any) -> None:
    face, ability = level_up_line
    assert ability.supported, ability.problem
    b = ml.Board()
    leveler = b.add(face)
    b.add_mana("you", _POOL)
    b.activate(leveler, next(i for i, a in enumerate(face.abilities) if a is ability))
    assert b.counters(leveler).get("level") == 1
