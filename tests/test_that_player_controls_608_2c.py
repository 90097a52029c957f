""""That player controls" / "they control" (CR 109.5, 603.2, 608.2c), through the public
API.

The player a triggered ability's event named — the active player of an upkeep, the player
dealt combat damage — or the players an instruction just named ("each opponent loses 1
life for each creature they control") is the controller a selector, a target or a count
speaks of. Each wording is played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import TriggerEvent
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.oracle.triggerlimits import walk
from tests.conftest import corpus_abilities, corpus_cards

RELIC = ml.Card.from_text(name="Test Relic", mana_cost="{1}", type_line="Artifact")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
SPIRIT = ml.Card.from_text(name="Test Spirit", mana_cost="{1}", type_line="Enchantment")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Ancient Runes", "Netherborn Phalanx", "Dawning Purist",
                        "Goblin Chainwhirler", "Balefire Dragon")


def test_that_player_is_the_active_player_of_the_upkeep_503_1a_608_2c(
        cards: dict[str, Any]) -> None:
    # Ancient Runes: "At the beginning of each player's upkeep, ~ deals damage to that
    # player equal to the number of artifacts they control": yours, not the opponent's
    b = ml.Board()
    b.phase = "untap"
    b.add(cards["Ancient Runes"])
    for _ in range(2):
        b.add(RELIC, "you")
    for _ in range(3):
        b.add(RELIC, "opponent")
    b.advance("upkeep")
    b.resolve()
    assert (b.life("you"), b.life("opponent")) == (18, 20)


def test_they_are_each_player_the_instruction_names_608_2c(cards: dict[str, Any]) -> None:
    # Netherborn Phalanx: "each opponent loses 1 life for each creature they control"
    b = ml.Board()
    for _ in range(2):
        b.add(BEAR, "opponent")
    b.add(BEAR, "you")
    b.add_mana("you", "BBBBBB")
    b.cast(cards["Netherborn Phalanx"])
    b.resolve()
    assert b.life("opponent") == 18 and b.life("you") == 20


def test_each_creature_they_control_follows_each_opponent_608_2c(
        cards: dict[str, Any]) -> None:
    # Goblin Chainwhirler: "1 damage to each opponent and each creature and planeswalker
    # they control": the opponent's Bear is dealt damage, not yours
    b = ml.Board()
    theirs, mine = b.add(BEAR, "opponent"), b.add(BEAR, "you")
    b.add_mana("you", "RRR")
    b.cast(cards["Goblin Chainwhirler"])
    b.resolve()
    assert b.life("opponent") == 19
    assert b.state.permanents[theirs.id].damage == 1 and b.state.permanents[mine.id].damage == 0


def test_the_target_is_chosen_among_what_the_player_dealt_damage_controls_603_3d(
        cards: dict[str, Any]) -> None:
    # Dawning Purist: "Whenever ~ deals combat damage to a player, you may destroy target
    # enchantment that player controls": only the opponent's enchantment is legal
    b = ml.Board()
    purist = b.add(cards["Dawning Purist"])
    mine = b.add(SPIRIT, "you")
    theirs = b.add(SPIRIT, "opponent")
    b.attack(purist)
    b.combat_damage()  # a single legal target is taken (603.3d)
    assert list(b.stack["name"]) == ["Dawning Purist"]
    b.resolve(choices=[True])
    assert theirs.id not in b.state.permanents and mine.id in b.state.permanents


def _that_player_target(a: Any) -> bool:
    return a.supported and a.trigger is not None and \
        TriggerEvent.COMBAT_DAMAGE_PLAYER in a.trigger.events and \
        a.trigger.selector is None and any(
            isinstance(s, Selector) and s.relation is Relation.TARGET and
            s.controller is ControllerSpec.THAT_PLAYER and s.types == ("Creature",)
            for s in walk(a.effects))


CREATURE_TARGETS: Final = corpus_abilities(
    re.compile(r"deals combat damage to a player, .*target creature that player controls",
               re.I), _that_player_target)


@pytest.mark.parametrize("face,ability", CREATURE_TARGETS,
                         ids=[f"{f.name}: {a.text[:40]}" for f, a in CREATURE_TARGETS])
def test_every_target_creature_that_player_controls_is_theirs_603_3d(
        face: Any, ability: Any) -> None:
    # "Whenever ~ deals combat damage to a player, ... target creature that player
    # controls": your own creatures are not legal targets (608.2c, 115.1)
    b = ml.Board()
    p = b.add(face)
    b.add(BEAR, "you")
    theirs = b.add(BEAR, "opponent")
    b.tap(theirs)  # it doesn't block
    b.attack(p)
    b.combat_damage()
    assert list(b.stack["name"]) == [face.name]
    assert tuple(b.state.stack[-1].targets) == (theirs.id,)
