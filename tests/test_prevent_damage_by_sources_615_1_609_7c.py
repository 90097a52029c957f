"""A resolving prevention effect for the damage "by sources you don't control", "by
colorless sources", "by black sources" (CR 615.1): a source is any object that deals
damage, a spell as well as a permanent (609.7c), its qualities read as the damage would be
dealt. The same source words a static prevention reads (grammar/statics_prevention.lark).
Through the public API; the wording across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
)


def _card(text: str, cost: str, type_line: str = "Instant") -> ml.Card:
    return ml.Card.from_text(name=f"Probe {cost}", type_line=type_line, oracle_text=text,
                             mana_cost=cost)


_BURN_COLORLESS = _card("Probe {2} deals 2 damage to any target.", "{2}")
_BURN_RED = _card("Probe {R} deals 2 damage to any target.", "{R}")


def _shielded(text: str) -> ml.Board:
    b = ml.Board(("you", "opp"))
    b.add_mana("you", "W")
    b.cast(_card(text, "{W}"))
    return b


def test_sources_you_dont_control_are_prevented_yours_are_not_615_1_609_7c() -> None:
    b = _shielded("Prevent all damage that would be dealt to you this turn by sources you "
                  "don't control.")
    b.add_mana("opp", "R")
    b.cast(_BURN_RED, controller="opp", targets=["you"])  # the opponent's spell (609.7c)
    assert b.life("you") == 20
    b.add_mana("you", "R")
    b.cast(_BURN_RED, targets=["you"])  # your own source: not prevented
    assert b.life("you") == 18


@pytest.mark.parametrize(("burn", "life"), [(_BURN_COLORLESS, 20), (_BURN_RED, 18)])
def test_colorless_sources_are_those_with_no_color_105_2c_615_1(burn: ml.Card,
                                                                 life: int) -> None:
    b = _shielded("Prevent all damage that would be dealt to you this turn by colorless "
                  "sources.")
    b.add_mana("you", "CR")
    b.cast(burn, targets=["you"])
    assert b.life("you") == life


def test_sources_of_a_color_are_prevented_615_1_609_7c() -> None:
    b = _shielded("Prevent all damage that would be dealt to you this turn by black "
                  "sources.")
    burn = _card("Probe {B} deals 2 damage to any target.", "{B}")
    b.add_mana("you", "B")
    b.cast(burn, targets=["you"])
    assert b.life("you") == 20


_WORDING = re.compile(r"\bPrevent all (?=[^.]*\bthis turn\b)[^.]*\bby (artifact |colorless "
                      r"|white |blue |black |red |green )?sources( you (don't )?control)?"
                      r"(?=[.,]| this turn)",
                      re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_corpus_line_preventing_damage_by_sources_is_played_615_1(
        line: tuple[Any, Any]) -> None:
    # the prevention read; a line with another part not read names that part instead
    line_played_or_refused_elsewhere(line, "by sources")
