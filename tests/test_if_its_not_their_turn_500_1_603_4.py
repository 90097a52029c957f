""""If it's not their turn" / "if it's their turn" as an intervening "if" (CR 603.4, 500.1):
"their" is the player the trigger event named — the caster, for "whenever a player casts
a spell" — and the clause holds when that player is not (is) the active player. Through
the public API; every corpus line of the wording is played.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards, resolve_all

QUICK = ml.Card.from_text(name="Quick Thought", mana_cost="{U}", type_line="Instant",
                          oracle_text="You gain 1 life.")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def test_every_corpus_line_is_read_and_played_603_4() -> None:
    found = corpus_abilities(re.compile(r"if it's (not )?their turn,", re.I),
                             lambda a: a.supported and "their turn" in a.text)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 2
    audit_found(found, board_refusals=True)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Glademuse")


@pytest.mark.parametrize("active,draws", [("you", 1), ("opponent", 0)])
def test_glademuse_the_caster_draws_off_their_own_turn_500_1(
        cards: dict[str, Any], active: str, draws: int) -> None:
    # Glademuse: the opponent casts an instant; they draw only if it isn't their turn
    b = ml.Board()
    b.add(cards["Glademuse"])
    b.add(ISLAND, "opponent", zone="library")
    b.active = active
    b.add_mana("opponent", "U")
    b.cast(QUICK, controller="opponent", resolve=False)
    resolve_all(b)
    assert len(b.hand("opponent")) == draws



def test_damage_to_them_the_caster_read_as_the_spell_stays_unsupported_120_1() -> None:
    # Scytheclaw Raptor's "deals 4 damage to them": "them" would be read as the spell
    raptor = corpus_cards("Scytheclaw Raptor")["Scytheclaw Raptor"]
    assert not raptor.abilities[0].supported
    assert "120.1" in raptor.abilities[0].problem
