"""Every supported triggered ability (not a mana ability) of the corpus, played on a
board: "supported" is a promise (DESIGN).

One test per supported non-mana triggered ability of a traditional card of
../shared/corpus/cards.jsonl, skipped where the corpus is absent. Each is played once by
:func:`mtglab.audit.triggers.play_trigger_line` — the card put where its event can
happen, the event made to happen through the public actions (it enters, dies, leaves
the battlefield, a land enters, its controller's upkeep or precombat main phase
begins, it becomes tapped: CR 603.6a, 603.6c, 603.10a, 503.1a, 505.1), the ability put on
the stack (603.3) and resolved (608.2) — and must not fail; a refusal must give the
engine's reason with its rule.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, parametrize_corpus

pytestmark = [pytest.mark.corpus]

_TRIGGER_LINE: Final = re.compile(r"^(?:[^—\n]{1,40} — )?(?:When|Whenever|At)\b", re.M)


def _trigger_lines() -> list[tuple[Card, Ability]]:
    """``(face, ability)`` for each supported non-mana triggered ability of the corpus
    (only the records with a triggered line are parsed)."""
    return corpus_abilities(_TRIGGER_LINE, lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and not a.is_mana_ability
        and isinstance(a.trigger, Trigger)))


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``trigger_line``: one test per supported triggered ability."""
    if "trigger_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_trigger_lines())
    parametrize_corpus(metafunc, "trigger_line", _LINES,
                       [f"{face.name}: {a.text[:40]}" for face, a in _LINES])


def test_supported_trigger_is_played(trigger_line: Any) -> None:
    face, ability = trigger_line
    result = play_trigger_line(face, ability)
    assert result.ok, result.detail
    if result.outcome is PlayOutcome.REFUSED:
        # a refusal is the engine's reason, with the rule behind it, or another line of
        # the card that is not understood (an Aura's "Enchant ...")
        assert "CR " in result.detail or result.detail.startswith(
            "unsupported elsewhere: "), result.detail


def test_most_supported_triggers_fire_and_resolve(corpus_jsonl: Any) -> None:
    # at least 1,600 of the pool's triggered abilities go on the stack and resolve
    # (603.3, 608.2); the rest are refused with a reason (a land's Aura, no mana cost)
    if not _LINES:
        _LINES.extend(_trigger_lines())
    played = sum(play_trigger_line(f, a).outcome is PlayOutcome.PLAYED for f, a in _LINES)
    assert played >= 1600
