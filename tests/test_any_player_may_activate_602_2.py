"""Abilities any player may activate (CR 602.2, 602.5): "{3}: Put a +1/+1 counter on
Feral Hydra. Any player may activate this ability." The player who activates it pays
its costs with their own mana and permanents (602.2b, 701.21a) and controls it (602.2a,
113.8), so "draw a card" is theirs; "but only as a sorcery" is checked for them
(602.5d). Then played across every corpus line."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards

PLAINS = ml.Card.from_text(name="Plains", type_line="Basic Land — Plains",
                           oracle_text="({T}: Add {W}.)")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Feral Hydra", "Excavation", "Scandalmonger")


def _index(card: Any) -> int:
    return next(i for i, a in enumerate(card.abilities)
                if any(r.kind == "any_player" for r in a.restrictions))


def test_an_opponent_activates_it_with_their_own_mana_602_2(cards: dict[str, Any]) -> None:
    # 602.2b: the activating player pays {3}; the counter goes on Feral Hydra
    b = ml.Board()
    hydra = b.add(cards["Feral Hydra"])
    b.add_mana("opponent", "CCC")
    b.activate(hydra, _index(cards["Feral Hydra"]), player="opponent")
    assert b.state.permanents[hydra.id].counters == (("+1/+1", 1),)
    assert str(b.mana_pool("opponent")) == ""


def test_the_activating_player_sacrifices_their_own_land_and_draws_701_21a(
        cards: dict[str, Any]) -> None:
    # Excavation: "{1}, Sacrifice a land: Draw a card." — the opponent's land (701.21a),
    # the opponent draws (602.2a: they control the ability)
    b = ml.Board()
    excavation = b.add(cards["Excavation"])
    b.add(PLAINS, controller="opponent")
    b.add(PLAINS)
    b.add_mana("opponent", "C")
    b.activate(excavation, _index(cards["Excavation"]), player="opponent")
    assert list(b.graveyard("opponent")["name"]) == ["Plains"]
    assert b.graveyard("you").empty


def test_only_as_a_sorcery_is_checked_for_the_activating_player_602_5d(
        cards: dict[str, Any]) -> None:
    # Scandalmonger: on your turn the opponent can't activate it as a sorcery (307.1)
    b = ml.Board()
    monger = b.add(cards["Scandalmonger"])
    b.add_mana("opponent", "CC")
    with pytest.raises(ml.IllegalActionError, match="sorcery"):
        b.activate(monger, _index(cards["Scandalmonger"]), player="opponent",
                   targets=["you"])


def test_other_abilities_stay_their_controllers_602_2(cards: dict[str, Any]) -> None:
    # 602.2: without the words, only its controller may activate an ability
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             power="2", toughness="2",
                             oracle_text="{3}: Put a +1/+1 counter on Bear.")
    b = ml.Board()
    p = b.add(bear)
    b.add_mana("opponent", "CCC")
    with pytest.raises(ml.IllegalActionError, match=r"602\.2"):
        b.activate(p, 0, player="opponent")


def test_every_corpus_any_player_may_activate_line_plays_602_2() -> None:
    line = re.compile(r"Any player may activate this ability")

    def uses(a: Any) -> bool:
        return a.supported and any(r.kind == "any_player" for r in a.restrictions)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)
