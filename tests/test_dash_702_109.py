"""Dash (CR 702.109a): an alternative cost (118.9, ``b.cast(..., alternative="dash")``);
as long as it was paid the permanent has haste, and it returns to its owner's hand at
the beginning of the next end step. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost`; played by
engine/spells/alternativecosts.py and engine/spells/dashblitz.py; across every dash line of
../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from tests.alternative_costs import cast_for_then_pass_turn, keyword_lines
from tests.conftest import corpus_cards, parametrize_face_lines

_NAMES: Final = ("Kolaghan Forerunners",)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_a_dashed_creature_has_haste_and_returns_at_the_end_step_cr_702_109a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RCC")  # Dash {2}{R}, rather than its mana cost {2}{R}{R}
    forerunners = b.cast(cards["Kolaghan Forerunners"], alternative="dash")
    assert forerunners is not None and b.mana_pool("you") == ""
    assert "Haste" in b.characteristics(forerunners)["abilities"]  # granted (613.1f)
    assert b.can_attack(forerunners)  # haste: no summoning sickness (302.6)
    b.pass_turn()  # the end step: the delayed trigger returns it (603.7)
    assert b.permanents.empty
    assert list(b.hand("you")["name"]) == ["Kolaghan Forerunners"]


def test_cast_for_its_mana_cost_it_stays_and_is_summoning_sick_cr_302_6(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRCC")
    forerunners = b.cast(cards["Kolaghan Forerunners"])
    assert forerunners is not None and not b.can_attack(forerunners)
    b.pass_turn()
    assert list(b.permanents["name"]) == ["Kolaghan Forerunners"]


# -- every dash line of the corpus -------------------------------------------------------

# ``dash_line``: one test per supported dash keyword.
pytest_generate_tests = parametrize_face_lines("dash_line", keyword_lines("Dash"), width=16)


@pytest.mark.corpus
def test_every_dash_card_has_haste_and_returns_cr_702_109a(dash_line: Any) -> None:
    face, ability = dash_line
    b = cast_for_then_pass_turn(face, ability, "Dash")
    if b is not None:
        assert face.name not in list(b.permanents["name"])  # returned (702.109a)
