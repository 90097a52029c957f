"""Flip cards (CR 710): a flip card's permanent has its normal characteristics until it
flips, then its alternative ones (710.2), with the same mana cost and color (710.1c);
flipping is one-way (710.4). "Flip it" / "flip ~" read by grammar/instructions.lark into
the ``Flip`` record, played by engine/characteristics/flipping.py; the flipped status is
kept by board files; across every corpus line that flips."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.instructions import Flip
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_PUPIL: Final = "Budoka Pupil // Ichiga, Who Topples Oaks"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(_PUPIL)


def _flipped_pupil(cards: dict[str, ml.Card]) -> tuple[ml.Board, Any]:
    """Budoka Pupil with two ki counters, flipped by its end step ability (yes to "you
    may")."""
    b = ml.Board()
    pupil = b.add(cards[_PUPIL], counters={"ki": 2})
    b.advance("end")
    assert len(b.stack) == 1
    b.resolve(choices=[True])
    return b, pupil


def test_a_flipped_permanent_has_its_alternative_characteristics_cr_710_2(
        cards: dict[str, ml.Card]) -> None:
    b, pupil = _flipped_pupil(cards)
    c = b.characteristics(pupil)
    assert c["name"] == "Ichiga, Who Topples Oaks" and c["power"] == 4
    assert "Legendary" in c["supertypes"]
    assert c["colors"] == frozenset("G") and c["mana_value"] == 3  # {1}{G}{G}, unchanged (710.1c)
    assert "Trample" in list(b.abilities["text"])


def test_declining_to_flip_leaves_it_as_it_is_cr_710_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    pupil = b.add(cards[_PUPIL], counters={"ki": 2})
    b.advance("end")
    b.resolve(choices=[False])
    assert b.characteristics(pupil)["power"] == 2


def test_flipping_is_one_way_and_kept_by_board_files_cr_710_4(
        cards: dict[str, ml.Card]) -> None:
    b, _pupil = _flipped_pupil(cards)
    text = b.to_yaml()
    assert "flipped: true" in text
    again = ml.Board.from_yaml(text)
    assert again.state == b.state
    pupil = again.get("Ichiga, Who Topples Oaks")
    again.advance("end")  # its own ability is gone: nothing flips it back (710.4)
    assert len(again.stack) == 0 and again.characteristics(pupil)["power"] == 4


#: an instruction that flips the source: "flip it", "flip ~"
_FLIP: Final = re.compile(r"(?:, | may )flip (?:it|~|[A-Z][\w' ,-]+?)\.$")


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_FLIP, lambda a: _FLIP.search(a.text) is not None)


# ``flip_line``: one test per corpus line whose instruction flips the card.
pytest_generate_tests = parametrize_face_lines("flip_line", _lines, width=40)


@pytest.mark.corpus
def test_every_flip_instruction_is_read_cr_710_1a(flip_line: Any) -> None:
    _face, ability = flip_line
    # what is still not read is the rest of the line, never the flipping itself
    assert not re.search(r"'(?:you may )?flip (?:it|~)'$", ability.problem), ability.problem
    if ability.supported:
        found = [e for e in ability.effects if isinstance(e, Flip)] or [
            e for e in ability.effects for inner in getattr(e, "effects", ())
            if isinstance(inner, Flip)]
        assert found, ability.effects


@pytest.mark.corpus
def test_every_supported_flip_line_is_played_cr_710_2() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("needs the shared corpus")
    audit_found(found, board_refusals=True)
