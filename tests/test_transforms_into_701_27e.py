""""Whenever this creature transforms into ~" (CR 701.27e): it triggers when the permanent
transforms and has that face up right after — an ability of the face transformed into,
read by grammar/triggers.lark, fired by engine/effects/transforming.py for ``Board.
transform`` and the transform instruction; across every corpus line of the form."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_HUNTMASTER: Final = "Huntmaster of the Fells // Ravager of the Fells"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(_HUNTMASTER)


def test_transforming_into_the_front_face_triggers_its_ability_cr_701_27e(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    hunt = b.add(cards[_HUNTMASTER])
    b.transform(hunt)  # into Ravager of the Fells: its own line isn't played yet
    assert b.characteristics(hunt)["name"] == "Ravager of the Fells"
    while len(b.stack):
        b.resolve()
    life = b.life("you")
    b.transform(hunt)  # into Huntmaster of the Fells (701.27e)
    assert list(b.stack["name"]) == ["Huntmaster of the Fells"]
    b.resolve()  # a 2/2 Wolf and 2 life
    assert b.life("you") == life + 2
    assert "Wolf" in list(b.permanents["name"])


def test_nothing_that_doesn_t_transform_triggers_cr_701_27c() -> None:
    b = ml.Board()
    bears = b.add("Grizzly Bears")
    b.transform(bears)  # not a double-faced card: nothing happens (701.27c)
    assert len(b.stack) == 0


#: "this creature (enters or) transforms into ~" and the older "~ transforms into ~"
_INTO_SELF: Final = re.compile(
    r"^(?:When|Whenever) this creature (?:enters(?: the battlefield)? or )?transforms into ")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_INTO_SELF, lambda a: _INTO_SELF.search(a.text) is not None)


# ``into_line``: one test per corpus "transforms into ~" trigger condition.
pytest_generate_tests = parametrize_face_lines("into_line", _lines, width=40)


@pytest.mark.corpus
def test_every_transforms_into_condition_is_read_cr_701_27e(into_line: Any) -> None:
    _face, ability = into_line
    assert not ability.problem.startswith("trigger not understood"), ability.problem
    if ability.supported:
        assert ability.trigger is not None
        assert TriggerEvent.TRANSFORMS in ability.trigger.events


@pytest.mark.corpus
def test_every_supported_transforms_into_line_is_played_cr_701_27e() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("needs the shared corpus")
    audit_found(found, board_refusals=True)
