"""Foretell (CR 702.143a) and plot (702.170a): a special action exiles the card from its
owner's hand (116.2h: paying {2}, during their turn, face down; 116.2k: paying the plot
cost, in their main phase with an empty stack), ``b.exile_to_cast_later(card)``; after
that turn has ended they may cast it from exile — foretold, for its foretell cost rather
than its mana cost (702.143a, 118.9); plotted, without paying its mana cost in their main
phase with an empty stack (702.170d). Read by grammar/castcosts.lark into a
:class:`~mtglab.cards.castcosts.CastLater`; played by engine/game/castlater.py and
engine/spells/casting.py; across every foretell and plot line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import CastLater
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_RAVEN = ml.Card.from_text(name="Test Raven", mana_cost="{3}{U}", type_line="Creature — Bird",
                           power=3, toughness=1, oracle_text="Flying\nForetell {1}{U}")
_SHOCK = ml.Card.from_text(name="Test Shock", mana_cost="{1}{R}{R}", type_line="Instant",
                           oracle_text="Test Shock deals 2 damage to any target.\n"
                                       "Plot {R}")


def _exiled(card: ml.Card, mana: str) -> tuple[ml.Board, Any]:
    b = ml.Board()
    hand = b.add(card, zone="hand")
    b.add_mana("you", mana)
    return b, b.exile_to_cast_later(hand)


def _your_next_turn(b: ml.Board) -> None:
    b.pass_turn()
    b.pass_turn()


def test_foretelling_costs_two_and_exiles_the_card_cr_702_143a_116_2h() -> None:
    b, exiled = _exiled(_RAVEN, "CC")
    assert b.mana_pool("you") == "" and b.hand("you").empty
    assert [c.name for c in b.cards("you", "exile")] == ["Test Raven"]
    assert exiled.zone == "exile"


def test_a_foretold_card_is_cast_only_after_this_turn_for_its_foretell_cost_cr_702_143a(
        ) -> None:
    b, exiled = _exiled(_RAVEN, "CC")
    b.add_mana("you", "UC")
    with pytest.raises(ml.IllegalActionError, match=r"702\.143a"):
        b.cast(exiled)  # the turn it was foretold
    _your_next_turn(b)
    b.add_mana("you", "UC")  # {1}{U} rather than its mana cost {3}{U} (118.9)
    raven = b.cast(exiled)
    assert raven is not None and b.mana_pool("you") == ""
    assert b.cards("you", "exile") == []


def test_foretelling_is_only_during_your_own_turn_cr_116_2h() -> None:
    b = ml.Board()
    hand = b.add(_RAVEN, zone="hand")
    b.add_mana("you", "CC")
    b.active = "opponent"
    with pytest.raises(ml.IllegalActionError, match=r"116\.2h"):
        b.exile_to_cast_later(hand)
    assert b.mana_pool("you") == "CC" and len(b.hand("you")) == 1  # nothing changed


def test_a_card_without_foretell_or_plot_cant_be_exiled_so_cr_702_143a() -> None:
    b = ml.Board()
    hand = b.add("Lightning Bolt", zone="hand")
    with pytest.raises(ml.IllegalActionError, match=r"702\.170a"):
        b.exile_to_cast_later(hand)


def test_a_plotted_card_is_cast_free_on_a_later_turn_as_a_sorcery_cr_702_170d() -> None:
    b, exiled = _exiled(_SHOCK, "R")
    assert b.mana_pool("you") == ""
    b.pass_turn()  # the opponent's turn: not in your main phase, even for an instant
    with pytest.raises(ml.IllegalActionError, match=r"702\.170d"):
        b.cast(exiled, targets=["opponent"], controller="you")
    b.pass_turn()
    b.cast(exiled, targets=["opponent"])  # without paying its mana cost {1}{R}{R}
    assert b.life("opponent") == 18


def test_plotting_is_only_in_your_main_phase_with_an_empty_stack_cr_116_2k() -> None:
    b = ml.Board()
    hand = b.add(_SHOCK, zone="hand")
    b.add_mana("you", "RRRR")
    b.cast("Lightning Bolt", targets=["opponent"], resolve=False)
    with pytest.raises(ml.IllegalActionError, match=r"116\.2k"):
        b.exile_to_cast_later(hand)


def test_a_foretold_card_cant_also_pay_another_alternative_cost_cr_118_9a() -> None:
    dasher = ml.Card.from_text(name="Test Dasher", mana_cost="{2}{R}{R}",
                               type_line="Creature — Dragon", power=3, toughness=3,
                               oracle_text="Dash {2}{R}\nForetell {1}{R}")
    b, exiled = _exiled(dasher, "CC")
    _your_next_turn(b)
    b.add_mana("you", "RRCC")
    with pytest.raises(ml.IllegalActionError, match=r"118\.9a"):
        b.cast(exiled, alternative="dash")


def test_the_permission_survives_a_board_file_and_ends_as_the_card_leaves_exile_cr_400_7(
        ) -> None:
    b, exiled = _exiled(_RAVEN, "CC")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.to_yaml() == b.to_yaml()
    _your_next_turn(again)
    again.add_mana("you", "UC")
    assert again.cast(exiled) is not None


# -- every foretell and plot line of the corpus ---------------------------------------

def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"^(Foretell|Plot) \{", re.M), lambda a: any(
        isinstance(e, CastLater) for e in a.effects))


pytest_generate_tests = parametrize_face_lines("later_line", _lines, width=16)


@pytest.mark.corpus
def test_every_foretell_and_plot_line_is_read_cr_702_143a_702_170a(later_line: Any) -> None:
    _face, ability = later_line
    later = next(e for e in ability.effects if isinstance(e, CastLater))
    assert later.keyword in ("Foretell", "Plot")
    assert ability.text.startswith(later.keyword)
    if later.keyword == "Foretell":  # {2} to foretell; cast for its foretell cost
        assert str(later.exile_cost) == "{2}" and later.cast_cost is not None
    else:  # the plot cost to plot; cast without paying its mana cost
        assert later.cast_cost is None and later.main_phase


@pytest.mark.corpus
def test_the_audit_plays_every_supported_foretell_and_plot_line_cr_702_143a() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 60
    audit_found(found, board_refusals=True)
