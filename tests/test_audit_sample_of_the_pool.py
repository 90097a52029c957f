"""Supported means played, on a fixed sample of the pool (issue 22, 5; DESIGN).

A seeded random draw of 300 supported abilities of the traditional cards of
../shared/corpus/cards.jsonl, stratified by the check that plays them (mana, activated,
spell, static, keyword, trigger, mode, copy, counter, cycling: the same number of each,
as far as each has lines), each played once by :func:`mtglab.audit.play_ability` — the
card where its ability works, what its costs and targets need, activated, cast or
triggered (602.2, 601.2, 603.3) and resolved (608.2). None may end in an error, in an
engine refusal (an ability marked supported that the engine says it can't carry out) or
stopped by another line of its card, except the classes
:mod:`tests.audit_known_failures` lists with their owners. The whole pool is played by
tests/test_audit_whole_pool.py.
"""

from __future__ import annotations

import random
from typing import Any, Final

import pytest

from mtglab.audit import PlayOutcome, play_ability
from mtglab.audit.reasons import FAILURES, Reason, reason_of
from mtglab.audit.run import abilities_of, stratified_sample
from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
from mtglab.cards.pool.loaders import cards_from_records, read_records
from tests.audit_known_failures import known
from tests.conftest import CORPUS, parametrize_corpus

SEED: Final = 22
SIZE: Final = 300
#: cards drawn before the abilities are: enough for every check to have lines
CARDS: Final = 3000


def _sample() -> list[Any]:
    """``(face, ability)`` of the drawn abilities (only the drawn cards are parsed)."""
    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    traditional = [r for r in records if r.get("_kind", "card") == "card" and
                   not NONTRADITIONAL_FLAGS & set(r.get("flags") or ())]
    picked = random.Random(SEED).sample(traditional, CARDS)
    lines = list(abilities_of(cards_from_records(picked)))
    return [(face, ability) for i in sorted(stratified_sample(lines, SIZE, SEED))
            for _card, face, ability in (lines[i],)]


_LINES: list[Any] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``drawn``: one test per drawn ability (skipped without the corpus)."""
    if "drawn" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_sample())
    parametrize_corpus(metafunc, "drawn", _LINES,
                       [f"{face.name}: {a.text[:40]}" for face, a in _LINES])


def test_a_drawn_supported_ability_plays_on_a_board_608_2(drawn: Any) -> None:
    face, ability = drawn
    check = play_ability(face, ability)
    reason = reason_of(check)
    assert reason not in FAILURES or known(check.detail), check.detail
    if check.outcome is PlayOutcome.REFUSED and reason is Reason.BOARD:
        # the board lacked something: the engine said which rule refused it
        assert "CR " in check.detail or "cannot" in check.detail, check.detail


def test_the_sample_covers_every_kind_of_line(corpus_jsonl: Any) -> None:
    # stratified: each check plays some of the 300 (a draw that missed one would leave
    # that kind of line untested)
    from mtglab.audit.route import check_name

    if not _LINES:
        _LINES.extend(_sample())
    kinds = {check_name(face, a) for face, a in _LINES}
    assert len(_LINES) == SIZE
    assert {"mana", "activated", "spell", "static", "keyword", "trigger", "mode",
            "copy"} <= kinds
