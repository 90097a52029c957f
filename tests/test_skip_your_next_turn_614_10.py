""""You skip your next turn" (CR 614.10): a replacement effect that passes over the
player's next turn; two such effects skip the next two (614.10a). Played through the
public API, and across every corpus line of the wording."""

from __future__ import annotations

import re

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_SKIP = re.compile(r"skip your next turn", re.I)
_SPELL = ml.Card.from_text(name="Test Nap", mana_cost="{C}", type_line="Sorcery",
                           oracle_text="You skip your next turn.")


def _skip(b: ml.Board) -> None:
    b.add_mana("you", "C")
    b.cast(_SPELL)


def test_every_corpus_line_that_skips_a_turn_is_read_and_played_cr_614_10() -> None:
    found = corpus_abilities(_SKIP, lambda a: bool(_SKIP.search(a.text)))
    if not found:
        pytest.skip("needs the corpus (../shared/corpus)")
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 7
    audit_found(played, board_refusals=True)


def test_the_next_turn_of_the_player_is_skipped_cr_614_10() -> None:
    b = ml.Board()
    _skip(b)
    b.pass_turn()
    assert (b.state.active, b.state.turn) == ("opponent", 2)
    b.pass_turn()  # your turn is skipped: the opponent's comes again
    assert (b.state.active, b.state.turn) == ("opponent", 3)
    b.pass_turn()
    assert b.state.active == "you"


def test_two_skips_skip_two_turns_cr_614_10a() -> None:
    b = ml.Board()
    _skip(b)
    _skip(b)
    assert "turns_to_skip: 2" in b.to_yaml()
    for _ in range(3):  # turns 2, 3 and 4: yours between them are skipped
        b.pass_turn()
        assert b.state.active == "opponent"
    b.pass_turn()
    assert b.state.active == "you"
