""""If you would draw a card, draw two cards instead" (CR 614.11, 614.1a, 614.5): a
replacement effect of a static ability on each card drawn — two such effects make one
draw four, and it applies even from an empty library (614.11) — from real cards of
../shared/corpus through the public API; then read and played across every corpus line
that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.drawreplacement import DrawInstead
from tests.conftest import audit_found, corpus_abilities, corpus_cards

DIVINATION = ml.Card.from_text(name="Study", mana_cost="{U}", type_line="Sorcery",
                               oracle_text="Draw two cards.")
ISLAND = ml.Card.from_text(name="Isle", type_line="Basic Land — Island")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Thought Reflection")


def _study(b: ml.Board, cards_in_library: int) -> None:
    for _ in range(cards_in_library):
        b.add(ISLAND, zone="library")
    b.add_mana("you", "U")
    b.cast(DIVINATION)


def test_each_card_drawn_becomes_two_614_11(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Thought Reflection"])
    _study(b, 6)
    assert len(b.hand("you")) == 4 and len(b.library("you")) == 2


def test_two_effects_make_each_draw_four_614_5(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Thought Reflection"])
    b.add(cards["Thought Reflection"])
    _study(b, 9)
    assert len(b.hand("you")) == 8


def test_only_its_controller_s_draws_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Thought Reflection"], "opponent")
    _study(b, 4)
    assert len(b.hand("you")) == 2


def test_drawing_more_than_the_library_holds_loses_704_5b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Thought Reflection"])
    _study(b, 3)  # four draws from three cards (614.11)
    assert b.state.player("you").lost


def test_every_corpus_line_of_drawing_two_instead_is_read_and_plays_614_11() -> None:
    line = re.compile(r"if you would draw a card, draw two cards instead", re.I)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, DrawInstead) for e in a.effects)]
    assert len(read) >= 1, [(f.name, a.problem) for f, a in found]
    for _f, a in found:  # Vnwxt's: read, its "Max speed" named (702.178a)
        assert a.supported or "Max speed" in a.problem, a.problem
    audit_found(read, board_refusals=True)
