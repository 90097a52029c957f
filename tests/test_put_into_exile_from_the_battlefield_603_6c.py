""""When ~ is put into exile from the battlefield", "Whenever an artifact is put into a
graveyard from the battlefield or is put into exile from the battlefield" (CR 603.6c,
603.10a): leaves-the-battlefield triggers for one destination, exile (406.2); they look
back at the permanent as it last existed. Read by grammar/triggers.lark into ``EXILED``
(the source) and ``OTHER_EXILED`` (another permanent), fired by
engine/resolution/triggers.py as a permanent leaves the battlefield; "is put into a
graveyard ... or is put into exile ..." is one trigger condition, triggering once for
either event (603.2c).

Checked across every corpus line of the wording (read, and played by the audit), and on
real cards on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    resolve_all,
    triggers_waiting,
)

_LINE: Final = re.compile(r"is put into exile from the battlefield", re.M)
_OBLIVION: Final = ml.Card.from_text(name="Test Oblivion", mana_cost="{W}", type_line="Instant",
                                     oracle_text="Exile target permanent.")
_RUIN: Final = ml.Card.from_text(name="Test Ruin", mana_cost="{B}", type_line="Instant",
                                 oracle_text="Destroy target permanent.")
_RELIC: Final = ml.Card.from_text(name="Test Relic", mana_cost="{1}", type_line="Artifact")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Shard of the Void Dragon", "Urza's Sylex")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: a.trigger is not None and
                            _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_exile_from_the_battlefield_line_is_read_603_6c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    for face, a in found:  # the God-Eternals' "third from the top" is another part
        assert not a.problem.startswith("trigger not understood"), (face.name, a.problem)
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 4
    for _f, a in supported:
        assert isinstance(a.trigger, Trigger) and a.trigger.listens(
            TriggerEvent.EXILED, TriggerEvent.OTHER_EXILED)
    audit_found(supported, board_refusals=True)


def test_the_records_603_6c() -> None:
    t = parse_ability("When ~ is put into exile from the battlefield, draw a card.").trigger
    assert isinstance(t, Trigger) and t.event is TriggerEvent.EXILED and t.selector is None
    t = parse_ability("Whenever an artifact is put into a graveyard from the battlefield or "
                      "is put into exile from the battlefield, draw a card.").trigger
    assert isinstance(t, Trigger)
    assert t.events == (TriggerEvent.OTHER_GRAVEYARD, TriggerEvent.OTHER_EXILED)


def _cast_at(b: ml.Board, spell: ml.Card, target: Any) -> None:
    b.add_mana("opponent", "WB")
    b.cast(spell, controller="opponent", targets=[target])


@pytest.mark.parametrize("spell", [_OBLIVION, _RUIN], ids=["exiled", "destroyed"])
def test_either_destination_triggers_it_once_603_2c(cards: dict[str, ml.Card],
                                                    spell: ml.Card) -> None:
    """Shard of the Void Dragon: an artifact exiled or destroyed — two +1/+1 counters."""
    b = ml.Board()
    shard = b.add(cards["Shard of the Void Dragon"])
    relic = b.add(_RELIC, "opponent")
    _cast_at(b, spell, relic)
    assert triggers_waiting(b, "Shard of the Void Dragon") == 1
    resolve_all(b)
    assert b.counters(shard).get("+1/+1") == 2


def test_only_exile_triggers_the_source_603_6c(cards: dict[str, ml.Card]) -> None:
    """Urza's Sylex triggers when exiled from the battlefield, not when destroyed."""
    b = ml.Board()
    sylex = b.add(cards["Urza's Sylex"])
    _cast_at(b, _RUIN, sylex)
    assert triggers_waiting(b, "Urza's Sylex") == 0
    b = ml.Board()
    sylex = b.add(cards["Urza's Sylex"])
    _cast_at(b, _OBLIVION, sylex)
    assert triggers_waiting(b, "Urza's Sylex") == 1
