"""Emerge (CR 702.119a): an alternative cost (``b.cast(..., alternative="emerge")``,
118.9) that sacrifices a creature too, the total cost then reduced by that creature's
mana value. Read by grammar/castcosts.lark into an
:class:`~mtglab.cards.castcosts.AlternativeCost` with ``sacrifice``; played by
engine/spells/alternativecosts.py and engine/spells/emerge.py; across every emerge line
of ../shared/corpus."""

from __future__ import annotations

from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.castcosts import AlternativeCost
from tests.alternative_costs import keyword_lines
from tests.conftest import corpus_cards, parametrize_face_lines

_NAMES: Final = ("Wretched Gryff", "Craw Wurm")
_ALL_MANA: Final = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _library(b: ml.Board) -> None:
    for _ in range(3):
        b.add("Island", "you", zone="library")


def test_emerge_sacrifices_and_costs_less_by_its_mana_value_cr_702_119a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b)
    b.add("Grizzly Bears", "you")  # mana value 2
    b.add("Llanowar Elves", "you")
    b.add_mana("you", "UUCCCC")
    b.cast(cards["Wretched Gryff"], alternative="emerge", choices=["Grizzly Bears"])
    assert b.mana_pool("you") == "UC"  # {5}{U} less {2}: {3}{U} paid (702.119a, 118.7)
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]  # sacrificed (701.21a)
    assert sorted(b.permanents["name"]) == ["Llanowar Elves", "Wretched Gryff"]


def test_the_creature_to_sacrifice_is_asked_cr_702_119c(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add("Grizzly Bears", "you")
    b.add("Llanowar Elves", "you")
    b.add_mana("you", "UUCCCC")
    with pytest.raises(ml.ChoiceRequired, match=r"creature to sacrifice"):
        b.cast(cards["Wretched Gryff"], alternative="emerge")


def test_without_a_creature_emerge_cant_be_paid_cr_702_119a_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "UUCCCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"sacrifice 1 creature"):
        b.cast(cards["Wretched Gryff"], alternative="emerge")
    assert b.mana_pool("you") == "UUCCCCCC"  # the board unchanged (601.2h, 118.3)


def test_the_reduction_takes_generic_mana_only_cr_702_119a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["Craw Wurm"], "you")  # mana value 6: {5} of {5}{U} goes, {U} stays
    b.add_mana("you", "UU")
    b.cast(cards["Wretched Gryff"], alternative="emerge", choices=["Craw Wurm"])
    assert b.mana_pool("you") == "U"


# -- every emerge line of the corpus -----------------------------------------------------

# ``emerge_line``: one test per supported emerge keyword.
pytest_generate_tests = parametrize_face_lines("emerge_line", keyword_lines("Emerge"), width=16)


@pytest.mark.corpus
def test_every_emerge_card_is_cast_by_sacrificing_a_creature_cr_702_119a(
        emerge_line: Any) -> None:
    face, ability = emerge_line
    alt = next(e for e in ability.effects if isinstance(e, AlternativeCost))
    b = ml.Board()
    _library(b)
    b.add("Grizzly Bears", "you")  # mana value 2, the only creature
    b.add_mana("you", _ALL_MANA)
    try:
        b.cast(face, alternative="emerge", resolve=False)
    except ml.ChoiceRequired as asked:  # its cast trigger's targets (603.3d)
        pytest.skip(f"its cast trigger asks: {asked}")
    assert list(b.graveyard("you")["name"]) == ["Grizzly Bears"]  # sacrificed (702.119a)
    assert len(b.mana_pool("you")) == len(_ALL_MANA) - (alt.cost.mana_value - 2)  # 702.119a
