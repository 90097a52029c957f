"""Shared scaffolding of the tests of alternative costs (CR 118.9): the corpus lines of one
casting keyword, and a board stocked to cast any of them."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import AlternativeCost
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities

__all__ = ["EVERY_COLOR", "alternative_cost", "cast_for_then_pass_turn", "keyword_lines",
           "stocked_board"]

EVERY_COLOR = "WWWWUUUUBBBBRRRRGGGGCCCCCCCC"
"""Mana enough for any of these costs: four of each color and eight colorless."""


def keyword_lines(keyword: str) -> Callable[[], list[tuple[Card, Ability]]]:
    """A loader of the supported lines of the corpus that give ``keyword`` ("Dash") as an
    alternative cost, for :func:`tests.conftest.parametrize_face_lines`."""
    line = re.compile(rf"^{keyword} \{{", re.M)

    def lines() -> list[tuple[Card, Ability]]:
        return corpus_abilities(line, lambda a: a.supported and any(
            isinstance(e, AlternativeCost) and e.keyword == keyword for e in a.effects))

    return lines


def alternative_cost(ability: Ability) -> AlternativeCost:
    """The alternative cost an ability's keyword gives."""
    return next(e for e in ability.effects if isinstance(e, AlternativeCost))


def stocked_board() -> ml.Board:
    """A board where both players have three cards in their library (to draw) and you
    have :data:`EVERY_COLOR` in your mana pool."""
    b = ml.Board()
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")
    b.add_mana("you", EVERY_COLOR)
    return b


def cast_for_then_pass_turn(face: Card, ability: Ability, keyword: str) -> ml.Board | None:
    """``face`` cast for its ``keyword`` alternative cost on a :func:`stocked_board`,
    checked to have cost that (118.9) and to have haste, its stack resolved and the turn
    passed. ``None`` when another of its abilities asks a choice on the way; the test is
    skipped when another of its lines isn't played as it is cast."""
    b = stocked_board()
    try:
        p = b.cast(face, alternative=keyword.lower())
    except ml.ChoiceRequired:
        return None  # its own choices as it is cast or enters
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    paid = alternative_cost(ability).cost.mana_value
    assert len(b.mana_pool("you")) == len(EVERY_COLOR) - paid  # its cost (118.9)
    assert p is not None and "Haste" in b.characteristics(p)["abilities"]
    try:
        while not b.stack.empty:
            b.resolve()
        b.pass_turn()
    except (ml.ChoiceRequired, ml.UnsupportedError):
        return None  # another of its abilities asks or isn't played
    return b
