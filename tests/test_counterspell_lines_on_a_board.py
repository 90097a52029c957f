"""Every supported "counter target ... spell" instruction of an instant or sorcery of
the corpus is played on a board (CR 701.6a, 118.12): a spell of the kind it names is
cast with flash and left on the stack, the card is cast targeting it and resolves —
:func:`mtglab.board.triggerplay.play_counter_line`.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

from mtglab.board.playcheck import PlayOutcome
from mtglab.board.triggerplay import play_counter_line
from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.coverage import NONTRADITIONAL_FLAGS
from mtglab.cards.effects import CounterSpell
from mtglab.cards.loaders import cards_from_records, read_records
from mtglab.cards.model import Card

pytestmark = [pytest.mark.corpus]

_COUNTER_LINE: Final = re.compile(r"^Counter target", re.M)


def _counter_lines() -> list[tuple[Card, Ability]]:
    from tests.conftest import CORPUS

    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    picked = [r for r in records if not NONTRADITIONAL_FLAGS & set(r.get("flags") or ())
              and any(_COUNTER_LINE.search(f.get("oracle_text") or "")
                      for f in (r.get("faces") or (r,)))]
    return [(face, a) for card in cards_from_records(picked)
            for face in card.faces or (card,) for a in face.abilities
            if a.kind is AbilityKind.SPELL and a.supported and
            any(isinstance(e, CounterSpell) for e in a.effects)]


_LINES: list[tuple[Card, Ability]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``counter_line``: one test per supported counterspell instruction."""
    if "counter_line" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_counter_lines())
    if not _LINES:
        metafunc.parametrize("counter_line", [pytest.param(None, marks=pytest.mark.skip(
            reason="needs the shared corpus; set MTGLAB_SHARED to its folder"))])
        return
    metafunc.parametrize("counter_line", _LINES,
                         ids=[f"{face.name}: {a.text[:40]}" for face, a in _LINES])


def test_supported_counterspell_is_played(counter_line: Any) -> None:
    face, ability = counter_line
    result = play_counter_line(face, ability)
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
    played = sum(play_counter_line(f, a).outcome is PlayOutcome.PLAYED for f, a in _LINES)
    assert played >= 60
