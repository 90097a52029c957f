"""Every loyalty ability of the corpus (CR 606): read as an activated ability whose cost is
its loyalty symbol, and, where supported, played on a board — "supported" is a promise
(DESIGN).

One test per supported loyalty ability of a traditional card of
../shared/corpus/cards.jsonl, skipped where the corpus is absent. Each is played once by
:func:`mtglab.audit.loyalty.play_loyalty_line` — its planeswalker on a board with
something for each word "target" to aim at, the ability activated in its controller's
main phase (606.3), its loyalty cost paid (606.4) and the ability resolved (608.2) — and
must be played.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.audit.loyalty import play_loyalty_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.model import Card
from mtglab.cards.pool.coverage import LOYALTY_ABILITY, classify
from tests.conftest import corpus_abilities, parametrize_corpus

pytestmark = [pytest.mark.corpus]

_LOYALTY_LINE: Final = re.compile(r"^[+−-]?(?:\d+|X):", re.M)

_ALL: list[tuple[Card, Ability]] = []


def _loyalty_lines() -> list[tuple[Card, Ability]]:
    """``(face, ability)`` for each loyalty ability of the corpus, supported or not (only
    the records with such a line are parsed)."""
    if not _ALL:
        _ALL.extend(corpus_abilities(_LOYALTY_LINE, lambda a: a.loyalty is not None))
    return _ALL


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``loyalty_line``: one test per supported loyalty ability."""
    if "loyalty_line" not in metafunc.fixturenames:
        return
    lines = [(f, a) for f, a in _loyalty_lines() if a.supported]
    parametrize_corpus(metafunc, "loyalty_line", lines,
                       [f"{face.name}: {a.text[:40]}" for face, a in lines])


def test_supported_loyalty_ability_is_played_cr_606_3_606_4(loyalty_line: Any) -> None:
    face, ability = loyalty_line
    result = play_loyalty_line(face, ability)
    assert result.outcome is PlayOutcome.PLAYED, result.detail


def test_every_loyalty_line_is_an_activated_ability_costing_loyalty_cr_606_2_605_1a(
        corpus_jsonl: Any) -> None:
    lines = _loyalty_lines()
    assert len(lines) >= 850
    for face, a in lines:
        assert a.kind is AbilityKind.ACTIVATED, a.text
        assert not a.is_mana_ability, a.text  # 605.1a: never a mana ability
        assert classify(a.text, face.name) == LOYALTY_ABILITY
        if a.supported:
            assert [c.kind for c in a.costs] == ["loyalty"], a.text  # 606.4
        else:  # the part the grammar or the engine doesn't read is named
            assert a.problem and "not modelled" not in a.problem, a.text


def test_how_many_loyalty_abilities_are_supported(corpus_jsonl: Any) -> None:
    # measured: 314 of the corpus's 851 loyalty abilities are supported (0 before the
    # loyalty cost was read), each played above
    supported = sum(a.supported for _f, a in _loyalty_lines())
    assert supported >= 314, supported
