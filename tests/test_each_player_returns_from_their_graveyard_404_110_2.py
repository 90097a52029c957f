"""A player returns cards from their own graveyard, chosen as the instruction resolves (no
target, 608.2c): "Each player returns all creature cards from their graveyard to the
battlefield" (each their own, 404, under their own control, 110.2, in turn order, 101.4),
"Target player returns a creature card from their graveyard to their hand" — read by
grammar/library.lark (``FromGraveyard`` with its player), played by
engine/effects/library.py; every corpus line of the wording is read and played."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.library import Found, FromGraveyard
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

_RETURNS: Final = re.compile(r"\breturns (?:an?|all|one|two|three) [\w ]*?cards? from their "
                             r"graveyard to (?:their hand|the battlefield)")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Roar of Reclamation", "Empty the Catacombs")


def _names(b: ml.Board, player: str) -> list[str]:
    t = b.permanents
    return sorted(t[t["controller"] == player]["name"])


def test_each_player_returns_all_of_their_own_under_their_control_cr_404_110_2(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Sol Ring", zone="graveyard")
    b.add("Forest", zone="graveyard")
    b.add("Mind Stone", "opponent", zone="graveyard")
    b.add_mana("you", "CCCCCWW")
    b.cast(cards["Roar of Reclamation"])
    assert _names(b, "you") == ["Sol Ring"]  # only the artifacts (404)
    assert _names(b, "opponent") == ["Mind Stone"]  # under its owner's control (110.2)
    assert sorted(b.graveyard("you")["name"]) == ["Forest", "Roar of Reclamation"]


def test_each_player_returns_creature_cards_to_their_own_hand_cr_404(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add("Llanowar Elves", zone="graveyard")
    b.add("Grizzly Bears", "opponent", zone="graveyard")
    b.add("Island", "opponent", zone="graveyard")
    b.add_mana("you", "CCCB")
    b.cast(cards["Empty the Catacombs"])
    assert list(b.hand("you")["name"]) == ["Llanowar Elves"]
    assert list(b.hand("opponent")["name"]) == ["Grizzly Bears"]
    assert list(b.graveyard("opponent")["name"]) == ["Island"]


def test_the_readings() -> None:
    a = parse_ability("Each player returns all creature cards from their graveyard to the "
                      "battlefield.", is_spell=True)
    e = a.effects[0]
    assert isinstance(e, FromGraveyard) and e.count is None and e.to is Found.BATTLEFIELD
    assert e.player == "each player" and e.selector.types == ("Creature",)
    you = parse_ability("Return all creature cards from your graveyard to the battlefield.",
                        is_spell=True).effects[0]
    assert you == FromGraveyard(e.selector, None, False, Found.BATTLEFIELD)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_RETURNS, lambda a: _RETURNS.search(a.text) is not None)


# ``return_line``: one test per corpus line where players return from their graveyard
pytest_generate_tests = parametrize_face_lines("return_line", _lines, width=40)


@pytest.mark.corpus
def test_every_return_from_their_graveyard_is_read_cr_404(return_line: Any) -> None:
    _face, ability = return_line
    # ("all black and all red creature cards": a list of kinds, another part; "exile it
    # and each player returns ...": the join before the player, another part)
    assert not re.match(r"not understood: '(?:[Ee]ach|[Tt]arget|[Tt]hat) \w+ returns "
                        r"(?:an?|all|one|two|three) (?![\w ]* and all )[\w ]*?cards? from "
                        r"their graveyard to (?:their hand|the battlefield)'$",
                        ability.problem), ability.problem


@pytest.mark.corpus
def test_every_supported_return_from_their_graveyard_plays() -> None:
    found = [(f, a) for f, a in _lines() if a.supported]
    assert len(found) >= 4
    audit_found(found, board_refusals=True)
