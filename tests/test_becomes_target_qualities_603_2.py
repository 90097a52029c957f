"""Becoming the target of a spell or ability (CR 115.1, 603.2) with the qualities of the
event: whose spell or ability it is ("you control", "an opponent controls"), of a spell
only, and "for the first time each turn" (valiant) — as the ability triggers on no other
event, the first of the turn is the only one that triggers it (a new object is a new
source, 400.7); read by grammar/triggers.lark, matched by engine/resolution/triggers.py;
across every corpus line."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_AIM: Final = Card.from_text(name="Aiming Flash", mana_cost="{W}", type_line="Instant",
                             oracle_text="Flash\nTarget creature gets +0/+0 until end of turn.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Seedglaive Mentor")


def _aim(b: ml.Board, who: str, at: Any) -> None:
    b.add_mana(who, "W")
    b.cast(_AIM, controller=who, targets=[at])
    while len(b.stack):
        b.resolve()


def test_valiant_triggers_on_the_first_of_your_spells_each_turn_cr_603_2(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    mentor = b.add(cards["Seedglaive Mentor"])
    _aim(b, "opponent", mentor)  # an opponent's spell: not "you control" (115.1)
    assert b.counters(mentor).get("+1/+1", 0) == 0
    _aim(b, "you", mentor)
    assert b.counters(mentor).get("+1/+1") == 1
    _aim(b, "you", mentor)  # the second time this turn: it doesn't trigger
    assert b.counters(mentor).get("+1/+1") == 1


#: the source itself becoming a target ("Whenever ~ / this creature becomes the target
#: ..."), with every quality of the event this part reads
_TARGET: Final = re.compile(
    r"Whenever (?!you\b|a\b|an\b|another\b|one\b)(?:(?! or )[^,])*? becomes the target of a "
    r"spell(?: or ability)?(?: you control| an opponent controls)?"
    r"(?: for the first time each turn)?,")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_TARGET, lambda a: a.text.startswith(("Whenever", "Valiant"))
                            and _TARGET.search(a.text) is not None)


# ``target_line``: one test per corpus "becomes the target" trigger condition.
pytest_generate_tests = parametrize_face_lines("target_line", _lines, width=40)


@pytest.mark.corpus
def test_every_becomes_the_target_condition_is_read_cr_115_1(target_line: Any) -> None:
    _face, ability = target_line
    head = _TARGET.search(ability.text)
    assert head is not None
    if not ability.problem.startswith("trigger not understood"):
        assert ability.problem == "" or ability.trigger is None or \
            ability.trigger.listens(TriggerEvent.BECOMES_TARGET)
        return
    # what is still not read names something other than the event's qualities
    assert not re.search(r"becomes the target of a spell(?: or ability)?(?: you control| an "
                         r"opponent controls)?(?: for the first time each turn)?'$",
                         ability.problem), ability.problem
