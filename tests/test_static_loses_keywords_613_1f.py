"""A static ability that takes keywords away (CR 613.1f, layer 6): "Enchanted creature
gets -6/-0 and loses flying" (Tightening Coils) — one predicate among the others of its
subject ("has defender and loses flying": tests/test_static_and_joined_effects_613.py).
Every corpus line of that shape
is read and played; on a board the creature has no flying while the Aura is on it and
has it again once the Aura is gone (611.3a)."""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.durations import LoseKeywords
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"^(?:Enchanted|Equipped) creature gets [+-]\d+/[+-]\d+ and loses [a-z]+\.$",
                   re.M)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_gets_or_has_and_loses_a_keyword_line_cr_613_1f(line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert ability.supported, ability.problem
    assert any(isinstance(e, LoseKeywords) for e in ability.effects)
    audit_found([line], board_refusals=True)


def test_tightening_coils_takes_flying_while_attached_cr_613_1f_611_3a() -> None:
    b = ml.Board()
    hawk = b.add(real("Suntail Hawk"))  # 1/1 flying
    coils = b.add(real("Tightening Coils"), attached_to=hawk)
    c = b.characteristics(hawk)
    assert "Flying" not in c["abilities"] and c["power"] == -5
    b.remove(coils)
    c = b.characteristics(hawk)
    assert "Flying" in c["abilities"] and c["power"] == 1
