""""If <condition>, it also gains lifelink", "each opponent also discards a card" (CR
608.2c): "also" says the instruction comes in addition to those before it — the same
instruction, done only if the condition holds as that part resolves. Every corpus line
with the wording that is supported is played by the audit."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    supported_at_least,
)

_WORDING = re.compile(r"\bIf [^.,]+, [^.,]+ also (?:gains?|gets?|deals?|discards?|loses?)\b")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_supported_line_is_played_cr_608_2c(line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:
        pytest.skip(f"unsupported for another part: {ability.problem[:80]}")
    audit_found([line], board_refusals=True)


def test_several_lines_are_supported_cr_608_2c() -> None:
    supported_at_least(_lines, 8)


def test_also_gains_only_when_kicked_cr_608_2c_702_33d() -> None:
    # Shell Shield: "Target creature you control gets +0/+3 until end of turn. If this
    # spell was kicked, that creature also gains hexproof until end of turn."
    shield = corpus_cards("Shell Shield")["Shell Shield"]
    for kicked in (0, 1):
        b = ml.Board()
        bear = b.add("Grizzly Bears")
        b.add_mana("you", "UU")
        b.cast(shield, targets=[bear], kicked=kicked)
        assert b.characteristics(bear)["toughness"] == 5
        assert ("Hexproof" in b.characteristics(bear)["abilities"]) is bool(kicked)
