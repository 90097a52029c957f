"""Ingest (CR 702.115a: "Whenever this creature deals combat damage to a player, that player
exiles the top card of their library") and reinforce (702.77a: "Reinforce N—[cost]" means
"[Cost], Discard this card: Put N +1/+1 counters on target creature", an ability of the
card in a hand). Each keyword is read into the ability its rule defines (702.1), played by
the general machinery, across every corpus line of it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2", oracle_text="")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Benthic Infiltrator", "Burrenton Bombardier", "Wren's Run Hydra")


def test_ingest_exiles_the_top_card_of_the_damaged_players_library_702_115a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    drone = b.add(cards["Benthic Infiltrator"])
    b.add("Island", zone="library", controller="opponent")
    b.attack(drone)
    b.combat_damage()
    assert list(b.stack["name"]) == ["Benthic Infiltrator"]
    b.resolve()
    assert list(b.exile["name"]) == ["Island"]
    assert b.life("opponent") == 19  # 510.2: its 1 combat damage


def test_reinforce_discards_the_card_to_put_its_counters_702_77a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    card = b.add(cards["Burrenton Bombardier"], zone="hand")  # Reinforce 2—{2}{W}
    bear = b.add(BEAR)
    b.add_mana("you", "CCW")
    b.activate(card, "Reinforce", targets=[bear])
    assert list(b.graveyard("you")["name"]) == ["Burrenton Bombardier"]
    assert b.counters(bear).get("+1/+1") == 2


def test_reinforce_x_puts_x_counters_702_77a_107_3a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    card = b.add(cards["Wren's Run Hydra"], zone="hand")  # Reinforce X—{X}{G}{G}
    bear = b.add(BEAR)
    b.add_mana("you", "CCCGG")
    b.activate(card, "Reinforce", targets=[bear], x=3)
    assert b.counters(bear).get("+1/+1") == 3


def test_reinforce_doesnt_function_on_the_battlefield_702_77b_113_6m(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    card = b.add(cards["Burrenton Bombardier"])
    bear = b.add(BEAR)
    b.add_mana("you", "CCW")
    with pytest.raises(ml.IllegalActionError):
        b.activate(card, "Reinforce", targets=[bear])


def test_every_corpus_line_of_ingest_reads_and_plays_702_115a() -> None:
    found = list(corpus_abilities(re.compile(r"^Ingest\b", re.M),
                                  lambda a: "Ingest" in a.keywords))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.trigger is not None and a.trigger.event is TriggerEvent.COMBAT_DAMAGE_PLAYER
    audit_found(found)


def test_every_corpus_line_of_reinforce_reads_and_plays_702_77a() -> None:
    found = list(corpus_abilities(re.compile(r"^Reinforce\b", re.M),
                                  lambda a: "Reinforce" in a.keywords))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.ACTIVATED, a.text
    audit_found(found, board_refusals=True)
