"""", where X is the number of cards in their hand" (CR 107.3c) after an instruction that
acts on players other than you — drawing, gaining or losing life, damage dealt to
players: "their" is the player the instruction acts on, so X is counted for that
player (608.2c). Where "their" can't be that player ("You draw X cards, where X is ...
they control") the line stays unsupported. Through the public API."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
)


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Probe", type_line="Sorcery", oracle_text=text,
                             mana_cost="{B}")


def _board() -> ml.Board:
    """You with {B}; the opponent with 3 cards in graveyard, 2 in hand, 5 in library."""
    b = ml.Board(("you", "opp"))
    b.add_mana("you", "B")
    for zone, n in (("graveyard", 3), ("hand", 2), ("library", 5)):
        for _ in range(n):
            b.add("Island", "opp", zone=zone)
    return b


def test_draws_and_loses_x_where_x_is_cards_in_their_graveyard_608_2c_121_1() -> None:
    # Eldritch Pact's wording: the target's graveyard (3), not yours (0)
    b = _board()
    b.cast(_spell("Target player draws X cards and loses X life, where X is the number "
                  "of cards in their graveyard."), targets=["opp"])
    assert b.life("opp") == 17
    assert len(b.cards("opp", "hand")) == 5


def test_gains_x_where_x_is_the_greatest_power_they_control_608_2c_119_3() -> None:
    b = _board()
    bear = ml.Card.from_text(name="Bear", type_line="Creature — Bear", mana_cost="{1}{G}",
                             power=2, toughness=2)
    big = ml.Card.from_text(name="Big", type_line="Creature — Giant", mana_cost="{4}{G}",
                            power=5, toughness=5)
    b.add(bear, "opp")
    b.add(big, "you")
    b.cast(_spell("Target player gains X life, where X is the greatest power among "
                  "creatures they control."), targets=["opp"])
    assert b.life("opp") == 22


@pytest.mark.parametrize("text", [
    "You draw X cards, where X is the number of lands they control.",
    "Target player draws X cards and you gain 2 life, where X is the number of cards in "
    "their hand.",
    # milling counts its amount once, not for each player (not read here)
    "Target player mills X cards, where X is the number of cards in their hand.",
])
def test_their_count_where_another_player_acts_is_not_read_608_2c(text: str) -> None:
    assert not _spell(text).abilities[0].supported


_WORDING = re.compile(r"\b(draws|loses|gains) X [^.]*, where X is [^.]*"
                      r"(their (hand|graveyard)|they control|that player)", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_corpus_line_of_this_wording_is_played_608_2c(line: tuple[Any, Any]) -> None:
    # read: played by the audit; else unsupported for another part than "where X is"
    line_played_or_refused_elsewhere(line, "where X is the number of cards in their")
