"""Warp (CR 702.185a): an alternative cost of a card cast from its owner's hand (118.9,
``b.cast(..., alternative="warp")``); if it was paid, the permanent is exiled at the
beginning of the next end step, and its owner may cast the card from exile after that
turn for as long as it stays there. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost`; played by engine/spells/dashblitz.py
and engine/resolution/delayed.py; across every warp line of ../shared/corpus."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from tests.alternative_costs import keyword_lines
from tests.conftest import audit_found, parametrize_face_lines

_STALKER = ml.Card.from_text(name="Test Stalker", mana_cost="{2}{W}",
                             type_line="Creature — Alien", power=2, toughness=2,
                             oracle_text="When this creature enters, you gain 2 life.\n"
                                         "Warp {1}{W}")


def _warped() -> ml.Board:
    b = ml.Board()
    b.add_mana("you", "WC")  # {1}{W} rather than its mana cost {2}{W} (118.9)
    b.cast(_STALKER, alternative="warp")
    b.resolve()  # its enters trigger
    assert b.mana_pool("you") == "" and b.life("you") == 22
    return b


def test_a_warped_permanent_is_exiled_at_the_next_end_step_cr_702_185a() -> None:
    b = _warped()
    b.pass_turn()  # the end step: its delayed trigger (603.7)
    assert b.permanents.empty
    assert [c.name for c in b.cards("you", "exile")] == ["Test Stalker"]


def test_it_is_cast_from_exile_after_that_turn_for_its_mana_cost_cr_702_185a() -> None:
    b = _warped()
    b.pass_turn()
    exiled = b.cards("you", "exile")[0]
    b.pass_turn()  # your next turn
    b.add_mana("you", "WCC")
    b.cast(exiled)
    b.resolve()
    assert b.get("Test Stalker") is not None and b.life("you") == 24
    assert b.mana_pool("you") == ""  # its mana cost {2}{W}


def test_a_warp_cost_is_paid_only_from_the_hand_cr_702_185a() -> None:
    b = _warped()
    b.pass_turn()
    exiled = b.cards("you", "exile")[0]
    b.pass_turn()
    b.add_mana("you", "WCC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.185a"):
        b.cast(exiled, alternative="warp")


def test_cast_for_its_mana_cost_it_stays_cr_118_9() -> None:
    b = ml.Board()
    b.add_mana("you", "WCC")
    b.cast(_STALKER)
    b.resolve()
    b.pass_turn()
    assert list(b.permanents["name"]) == ["Test Stalker"]


def test_the_warp_trigger_survives_a_board_file_cr_603_7() -> None:
    b = _warped()
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.to_yaml() == b.to_yaml()
    again.pass_turn()
    assert [c.name for c in again.cards("you", "exile")] == ["Test Stalker"]


# -- every warp line of the corpus -----------------------------------------------------

_LINES = keyword_lines("Warp")
pytest_generate_tests = parametrize_face_lines("warp_line", _LINES, width=16)


@pytest.mark.corpus
def test_every_warp_line_is_an_alternative_cost_of_a_permanent_cr_702_185a(
        warp_line: Any) -> None:
    face, ability = warp_line
    assert face.is_permanent_card and ability.text.startswith("Warp {")


@pytest.mark.corpus
def test_the_audit_plays_every_supported_warp_line_cr_702_185a() -> None:
    found = _LINES()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 25
    audit_found(found, board_refusals=True)
