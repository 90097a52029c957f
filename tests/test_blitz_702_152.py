"""Blitz (CR 702.152a): an alternative cost (118.9, ``b.cast(..., alternative="blitz")``);
as long as it was paid the permanent has haste and "When this creature dies, draw a
card", and it is sacrificed at the beginning of the next end step. Read by
grammar/castcosts.lark into an :class:`~mtglab.cards.castcosts.AlternativeCost`; played
by engine/spells/alternativecosts.py and engine/spells/dashblitz.py; across every blitz
line of ../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from tests.alternative_costs import cast_for_then_pass_turn, keyword_lines
from tests.conftest import corpus_cards, parametrize_face_lines

_NAMES: Final = ("Riveteers Decoy",)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_a_blitzed_creature_is_sacrificed_at_the_end_step_and_draws_cr_702_152a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Island", zone="library")
    b.add_mana("you", "GCCC")  # Blitz {3}{G}, rather than its mana cost {1}{G}
    decoy = b.cast(cards["Riveteers Decoy"], alternative="blitz")
    assert decoy is not None and b.mana_pool("you") == ""
    assert "Haste" in b.characteristics(decoy)["abilities"] and b.can_attack(decoy)
    b.pass_turn()  # the end step: sacrificed (603.7); it died, so its draw triggers
    while not b.stack.empty:
        b.resolve()
    assert b.permanents.empty and list(b.graveyard("you")["name"]) == ["Riveteers Decoy"]
    assert len(b.hand("you")) >= 1  # "When this creature dies, draw a card."


def test_cast_for_its_mana_cost_it_stays_cr_702_152a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GC")
    decoy = b.cast(cards["Riveteers Decoy"])
    assert decoy is not None and not b.can_attack(decoy)
    b.pass_turn()
    assert list(b.permanents["name"]) == ["Riveteers Decoy"]


# -- every blitz line of the corpus ------------------------------------------------------

# ``blitz_line``: one test per supported blitz keyword.
pytest_generate_tests = parametrize_face_lines("blitz_line", keyword_lines("Blitz"), width=16)


@pytest.mark.corpus
def test_every_blitz_card_has_haste_and_is_sacrificed_cr_702_152a(blitz_line: Any) -> None:
    face, ability = blitz_line
    b = cast_for_then_pass_turn(face, ability, "Blitz")
    if b is not None:
        assert face.name not in list(b.permanents["name"])  # sacrificed (702.152a)
