""""Whenever a Vehicle you control attacks (deals combat damage to a player)": the
audit's board has a Vehicle with a power and toughness and a crew ability (CR 301.7),
crews it so it becomes an artifact creature (702.122a) and attacks with it (508.1a),
so the trigger is played, not refused for a Vehicle that can't attack."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability


@pytest.mark.parametrize("line", [
    "Whenever a Vehicle you control attacks, you gain 1 life.",
    "Whenever a Vehicle you control deals combat damage to a player, draw a card."])
def test_a_vehicle_is_crewed_and_attacks_301_7_702_122a(line: str) -> None:
    card = ml.Card.from_text(name="Test Pilot", mana_cost="{1}{W}",
                             type_line="Creature — Human Pilot", power="1", toughness="1",
                             oracle_text=line)
    assert card.abilities[0].supported, card.abilities[0].problem
    assert play_ability(card, card.abilities[0]).outcome is PlayOutcome.PLAYED


@pytest.mark.corpus
def test_the_corpus_lines_of_that_kind_play_301_7() -> None:
    from tests.conftest import audit_found, corpus_cards

    names = ("Caught in the Brights", "Kitsune Ace", "Setzer, Wandering Gambler")
    found = [(card, a) for card in corpus_cards(*names).values() for a in card.abilities
             if a.supported and a.trigger is not None]
    audit_found(found)
