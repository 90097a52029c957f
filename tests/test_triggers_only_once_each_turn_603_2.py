""""This ability triggers only once each turn." (CR 603.2): a sentence of a triggered
ability that is no instruction but a limit on its trigger condition — once the ability
has triggered, its source's ability doesn't trigger again that turn. The grammar reads it
(grammar/trigger_sentences.lark) onto the line's trigger, wherever it stands among the
sentences; anywhere but a triggered ability it is not understood."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_ONCE = re.compile(r"This ability triggers only once each turn\.")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_ONCE, lambda a: bool(_ONCE.search(a.text)) and (
        a.text.startswith(("When", "At", "Whenever")) or " — " in a.text[:45]))


pytest_generate_tests = parametrize_face_lines("face_line", _lines)


def _read(text: str, name: str = "Sengir Connoisseur") -> Any:
    card = ml.Card.from_text(name=name, mana_cost="{2}{B}", type_line="Creature — Vampire",
                             power="2", toughness="2", oracle_text=text)
    return card.abilities[0]


def test_the_sentence_limits_the_trigger_603_2() -> None:
    a = _read("Whenever one or more other creatures die, put a +1/+1 counter on Sengir "
              "Connoisseur. This ability triggers only once each turn.")
    assert a.supported, a.problem
    assert isinstance(a.trigger, Trigger) and a.trigger.once_each_turn
    assert [type(e).__name__ for e in a.effects] == ["PutCounters"]


def test_the_sentence_after_an_if_you_do_603_2_608_2d() -> None:
    a = _read("Whenever you commit a crime, you may draw a card. If you do, discard a "
              "card. This ability triggers only once each turn.", "Duelist of the Mind")
    assert a.supported, a.problem
    assert isinstance(a.trigger, Trigger) and a.trigger.once_each_turn
    assert [type(e).__name__ for e in a.effects] == ["MayDo", "IfYouDo"]


def test_without_the_sentence_no_limit_603_2() -> None:
    a = _read("Whenever one or more other creatures die, draw a card.")
    assert isinstance(a.trigger, Trigger) and not a.trigger.once_each_turn


@pytest.mark.parametrize("text", [
    "Draw a card. This ability triggers only once each turn.",  # a spell's or static text
    "{T}: Draw a card. This ability triggers only once each turn.",  # activated (602.1)
])
def test_not_a_triggered_ability_is_not_understood_603_2(text: str) -> None:
    assert not _read(text).supported


def test_a_triggered_line_triggers_once_each_turn_603_2() -> None:
    b = ml.Board()
    scout = b.add(ml.Card.from_text(
        name="Chance-Met Elves", mana_cost="{1}{G}", type_line="Creature — Elf Scout",
        power="2", toughness="2", oracle_text="Whenever you scry, put a +1/+1 counter on "
        "Chance-Met Elves. This ability triggers only once each turn."))
    seer = ml.Card.from_text(name="Opt Again", mana_cost="{U}", type_line="Instant",
                             oracle_text="Scry 1.")
    for _ in range(3):
        b.add("Island", "you", zone="library")
    for _ in range(2):  # two scries this turn: the ability triggers only on the first
        b.add_mana("you", "U")
        b.cast(seer, resolve=False)
        b.resolve(choices=[()])  # every card looked at goes to the bottom (701.22a)
        while len(b.stack):
            b.resolve()
    assert b.counters(scout) == {"+1/+1": 1}


def test_every_corpus_line_keeps_its_limit_603_2(face_line: tuple[Any, Any]) -> None:
    _face, a = face_line
    if a.supported:
        assert isinstance(a.trigger, Trigger) and a.trigger.once_each_turn, a.text
    else:
        assert "only once each turn" not in a.problem, a.problem


def test_the_corpus_lines_are_read_and_played_603_2() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 60
    audit_found(supported, board_refusals=True)
