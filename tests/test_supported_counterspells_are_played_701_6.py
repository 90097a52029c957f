"""Every supported "counter target ... spell" instruction of an instant or sorcery of
the corpus is played on a board (CR 701.6a, 118.12): a spell of the kind it names is
cast with flash and left on the stack, the card is cast targeting it and resolves —
:func:`mtglab.audit.triggers.play_counter_line` for the older records, the spell check with
a stack object put in place (:mod:`mtglab.audit.stackobjects`) for the general
instruction (:class:`mtglab.cards.countering.Counter`).
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.route import play_ability
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.countering import Counter
from mtglab.cards.effects import CounterSpell
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, parametrize_corpus

pytestmark = [pytest.mark.corpus]

_COUNTER_LINE: Final = re.compile(r"^Counter target", re.M)


def _counter_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_COUNTER_LINE, lambda a: (
        a.kind is AbilityKind.SPELL and a.supported
        and any(isinstance(e, CounterSpell | Counter) for e in a.effects)))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``counter_line``: one test per supported counterspell instruction."""
    if "counter_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_counter_lines())
    parametrize_corpus(metafunc, "counter_line", _LINES,
                       [f"{face.name}: {a.text[:40]}" for face, a in _LINES])


def test_supported_counterspell_is_played(counter_line: Any) -> None:
    face, ability = counter_line
    result = play_ability(face, ability)
    assert result.ok, result.detail
    if result.outcome is PlayOutcome.REFUSED:
        # the engine's reason, with its rule, or another line of the card that is not
        # understood ("This spell costs {1} less to cast ...")
        assert "CR " in result.detail or result.detail.startswith(
            "unsupported elsewhere: "), result.detail


def test_most_counterspells_are_played(corpus_jsonl: Any) -> None:
    # 101 corpus counterspell instructions are read; those whose card has no other line
    # mtglab can't play counter their target (701.6a)
    if not _LINES:
        _LINES.extend(_counter_lines())
    played = sum(play_ability(f, a).outcome is PlayOutcome.PLAYED for f, a in _LINES)
    assert played >= 60
