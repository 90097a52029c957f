"""The initiative (CR 726): taking it (726.1) takes it from whoever had it (726.3) and
triggers "that player ventures into Undercity" (726.2, 726.5, 701.49d), as does the
beginning of the upkeep of the player who has it (726.2). Played through the public
API, and across every corpus line of the wording."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_TAKE = re.compile(r"take the initiative", re.I)
_SPELL = ml.Card.from_text(name="Test Door", mana_cost="{C}", type_line="Sorcery",
                           oracle_text="You take the initiative.")


def _take(b: ml.Board, player: str = "you") -> None:
    b.add_mana(player, "C")
    b.cast(_SPELL, controller=player)


def test_every_corpus_line_that_takes_the_initiative_is_read_and_played_cr_726() -> None:
    found = corpus_abilities(_TAKE, lambda a: bool(_TAKE.search(a.text)))
    if not found:
        pytest.skip("needs the corpus (../shared/corpus)")
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 20
    audit_found(played, board_refusals=True)


def test_taking_the_initiative_ventures_into_undercity_cr_726_2_701_49d() -> None:
    b = ml.Board()
    b.add("Forest", zone="library")
    _take(b)
    assert b.initiative == "you"
    assert "ventures into Undercity" in b.stack.iloc[0]["text"]
    b.resolve()  # no dungeon to choose: only Undercity (701.49d)
    assert b.dungeon("you") == ("Undercity", "Secret Entrance")
    b.resolve(choices=["Forest"])  # its room ability: a basic land card to the hand
    assert b.hand("you")["name"].tolist() == ["Forest"]


def test_only_one_player_has_the_initiative_cr_726_3() -> None:
    b = ml.Board()
    b.initiative = "opponent"
    _take(b)
    assert b.initiative == "you"


def test_the_initiative_ventures_again_at_its_holders_upkeep_cr_726_2() -> None:
    b = ml.Board()
    b.add("Forest", zone="library")
    _take(b)
    b.resolve()
    b.resolve(choices=["Forest"])
    b.pass_turn()
    assert len(b.stack) == 0  # not the opponent's upkeep
    b.pass_turn()
    assert "upkeep of the player who has the initiative" in b.stack.iloc[0]["text"]
    b.resolve(choices=["Lost Well"])
    assert b.dungeon("you") == ("Undercity", "Lost Well")
