""""Historic" as a word of any selector (CR 700.6: artifacts, legendaries and Sagas are
historic): "a historic card from among them", "target historic permanent you control",
"a historic permanent card from your hand", "historic permanents you control", as the
cast triggers already read "a historic spell". Every corpus line naming it that is read is
played; on a board a legendary or artifact card is historic and a plain creature isn't."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bhistoric\b", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_historic_line_is_played_cr_700_6(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_historic_is_read_beyond_cast_triggers_cr_700_6() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    others = [a for _f, a in found if not a.text.startswith("Whenever you cast")]
    assert len(others) >= 12


LEGEND = ml.Card.from_text(name="Test Legend", type_line="Legendary Creature — Human",
                           mana_cost="{1}{W}", power="2", toughness="2")
PLAIN = ml.Card.from_text(name="Test Plain", type_line="Creature — Human",
                          mana_cost="{1}{W}", power="2", toughness="2")


def test_thran_temporal_gateway_puts_only_a_historic_card_cr_700_6_305_4() -> None:
    b = ml.Board()
    gateway = b.add(real("Thran Temporal Gateway"))
    b.add(PLAIN, "you", zone="hand")
    b.add(LEGEND, "you", zone="hand")
    b.add_mana("you", "CCCC")
    b.activate(gateway, choices=[True])  # the legendary one is the only historic card
    names = set(b.permanents["name"])
    assert "Test Legend" in names and "Test Plain" not in names
