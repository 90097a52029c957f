"""The audit's combat moves to the beginning of combat step before attackers are
declared, what triggers there resolved (CR 507.1, 117.3): a creature that has an "At the
beginning of combat on your turn, ..." ability has its "Whenever ~ attacks" and
"deals combat damage" triggers played, not refused by the board."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability


@pytest.mark.parametrize("line", ["Whenever Test Raider attacks, you gain 1 life.",
                                  "Whenever Test Raider deals combat damage to a player, "
                                  "draw a card."])
def test_what_triggers_at_the_beginning_of_combat_resolves_first_507_1(line: str) -> None:
    card = ml.Card.from_text(name="Test Raider", mana_cost="{2}{R}",
                             type_line="Creature — Goblin", power="2", toughness="2",
                             oracle_text="At the beginning of combat on your turn, create a "
                                         f"1/1 red Goblin creature token.\n{line}")
    assert all(a.supported for a in card.abilities), [a.problem for a in card.abilities]
    assert play_ability(card, card.abilities[1]).outcome is PlayOutcome.PLAYED


@pytest.mark.corpus
def test_the_corpus_creatures_of_that_kind_play_507_1() -> None:
    from tests.conftest import audit_found, corpus_cards

    names = ("Goblin Rabblemaster", "Hakbal of the Surging Soul", "Terra, Herald of Hope")
    found = [(card, a) for card in corpus_cards(*names).values() for a in card.abilities
             if a.supported and a.trigger is not None]
    audit_found(found)
