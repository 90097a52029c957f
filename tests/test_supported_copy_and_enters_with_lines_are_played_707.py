"""Every copy and "enters with" line of the corpus, played on a board: "supported" is a
promise (DESIGN).

One test per line of a traditional card of ../shared/corpus/cards.jsonl in the coverage
categories "enters with counters" (CR 614.1c, 122.6), "enters as a copy" (707.5) and
"becomes a copy" (707.4), skipped where the corpus is absent. A supported line is played
once by :func:`mtglab.audit.copies.play_copy_line` — the card cast so that it enters
(with X = 1 and its kicker paid, 107.3m, 702.33), cast as a copy of a permanent (or
card) it may copy, its copy ability activated or its spell cast — and must not fail; a
refusal must give the engine's reason with its rule.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.audit.copies import play_copy_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.pool.coverage import (
    BECOMES_COPY,
    ENTERS_AS_COPY,
    ENTERS_WITH_COUNTERS,
    NONTRADITIONAL_FLAGS,
    classify,
)
from mtglab.cards.pool.loaders import read_records
from tests.conftest import face_and_ability, parametrize_corpus

pytestmark = [pytest.mark.corpus]

_CATEGORIES: Final = (ENTERS_WITH_COUNTERS, ENTERS_AS_COPY, BECOMES_COPY)


def _copy_lines() -> list[Any]:
    """``(record, face name, line)`` for each line of the three categories, found with
    the text classifier only (collecting parses no card)."""
    from tests.conftest import CORPUS

    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    out = []
    for rec in records:
        if NONTRADITIONAL_FLAGS & set(rec.get("flags") or ()):
            continue
        for face in rec.get("faces") or (rec,):
            for line in (face.get("oracle_text") or "").split("\n"):
                if classify(line, face["name"]) in _CATEGORIES:
                    out.append((rec, face["name"], line))
    return out


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``copy_line``: one test per line of the three categories."""
    if "copy_line" not in metafunc.fixturenames:
        return
    lines = _copy_lines()
    parametrize_corpus(metafunc, "copy_line", lines,
                       [f"{face}: {text[:40]}" for _r, face, text in lines])


def test_supported_copy_or_entering_line_plays_on_a_board(copy_line: Any) -> None:
    rec, face_name, text = copy_line
    face, ability = face_and_ability(rec, face_name, text)
    if not ability.supported:
        assert ability.problem  # unsupported always says why (DESIGN: never silent)
        return
    check = play_copy_line(face, ability)
    assert check.outcome is not PlayOutcome.ERROR, check.detail
    if check.outcome is PlayOutcome.REFUSED:
        assert re.search(r"\(CR [\d.a-z, ;]+", check.detail), check.detail
