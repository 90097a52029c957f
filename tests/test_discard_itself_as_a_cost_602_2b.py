"""A card that discards itself to pay its own ability's cost (CR 602.2b, 118.3, 701.9a):
"Channel — {4}{G}, Discard Bamboo Grove Archer: Destroy target creature with flying."
The cost moves the card out of its owner's hand, so the ability functions only there
(113.6m), as cycling's does (702.29a). Then played across every corpus line whose cost
discards the card itself."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.vocabulary import CostKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BIRD = ml.Card.from_text(name="Bird", mana_cost="{U}", type_line="Creature — Bird",
                         power="1", toughness="1", oracle_text="Flying")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Bamboo Grove Archer", "Faerie Macabre")


def test_channel_discards_the_card_to_destroy_a_flier_602_2b(cards: dict[str, Any]) -> None:
    # 602.2b, 701.9a: {4}{G} and discarding the card pay the cost; 701.8a: destroyed
    b = ml.Board()
    archer = b.add(cards["Bamboo Grove Archer"], zone="hand")
    bird = b.add(BIRD, controller="opponent")
    b.add_mana("you", "CCCCG")
    b.activate(archer, 1, targets=[bird])
    assert list(b.graveyard("you")["name"]) == ["Bamboo Grove Archer"]
    assert list(b.graveyard("opponent")["name"]) == ["Bird"]
    assert b.hand("you").empty


def test_on_the_battlefield_the_channel_ability_doesnt_function_113_6m(
        cards: dict[str, Any]) -> None:
    # 113.6m: its cost discards the card, so the ability functions only in a hand
    b = ml.Board()
    archer = b.add(cards["Bamboo Grove Archer"])
    bird = b.add(BIRD, controller="opponent")
    b.add_mana("you", "CCCCG")
    with pytest.raises(ml.IllegalActionError):
        b.activate(archer, 1, targets=[bird])
    assert not b.permanents.empty and b.graveyard("opponent").empty


def test_the_cost_reads_as_discarding_the_card_itself_701_9a(cards: dict[str, Any]) -> None:
    (a,) = [a for a in cards["Faerie Macabre"].abilities if a.costs]
    (c,) = a.costs
    assert c.kind is CostKind.DISCARD and c.selector.is_self and c.zone == "hand"


def test_every_corpus_discard_itself_cost_plays_602_2b() -> None:
    line = re.compile(r"(^|, |— )Discard [^:,]+:", re.M)

    def uses(a: Any) -> bool:
        return a.supported and "Cycling" not in a.keywords and any(
            c.kind is CostKind.DISCARD and c.zone == "hand" and c.selector is not None
            and c.selector.is_self for c in a.costs)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 20
    audit_found(found, board_refusals=True)
