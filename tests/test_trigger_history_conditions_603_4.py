"""Intervening "if" clauses about the game's history (CR 603.4), through the public API.

An intervening "if" clause is checked as the event happens (the ability triggers only if
it holds) and again as the ability resolves. The history it reads is kept by the engine
where things happen (mtglab.engine.game.history): attackers declared (508.1a: raid),
creatures that died (700.4: morbid), permanents that left the battlefield (revolt), life
gained (119.9) and lost (119.3), spells cast this turn and last turn (601.2i: the
werewolves' "if no spells were cast last turn" / "if a player cast two or more spells
last turn"); delirium counts the card types among the cards in your graveyard (205.2a).
Each condition is then played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger
from tests.conftest import corpus_abilities, corpus_cards

ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
THINK = ml.Card.from_text(name="Think", mana_cost="{1}", type_line="Instant",
                          oracle_text="Draw a card.")
HEAL = ml.Card.from_text(name="Heal", mana_cost="{1}", type_line="Instant",
                         oracle_text="You gain 3 life.")
DOOM = ml.Card.from_text(name="Doom", mana_cost="{1}", type_line="Instant",
                         oracle_text="Destroy target creature.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _library(b: ml.Board, n: int = 6) -> None:
    for who in ("you", "opponent"):
        for _ in range(n):
            b.add(ISLAND, who, zone="library")


def _name(b: ml.Board, p: Any) -> str:
    return str(b.characteristics(p)["name"])


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Kruin Outlaw // Terror of Kruin Pass", "Twinblade Assassins",
                        "Storm Fleet Spy", "The Gaffer", "Grim Flayer",
                        "Silkweaver Elite", "Bloodtithe Collector")


# -- the werewolves: last turn's spells (601.2i) --------------------------------------


def test_a_werewolf_transforms_after_a_turn_without_spells_603_4(cards: dict[str, Any]
                                                                 ) -> None:
    # "At the beginning of each upkeep, if no spells were cast last turn, transform ~"
    b = ml.Board()
    _library(b)
    wolf = b.add(cards["Kruin Outlaw // Terror of Kruin Pass"])
    b.pass_turn()  # the opponent's upkeep: nobody cast a spell in your turn
    assert len(b.stack) == 1
    b.resolve()
    assert _name(b, wolf) == "Terror of Kruin Pass"


def test_a_spell_last_turn_keeps_the_werewolf_human_603_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    wolf = b.add(cards["Kruin Outlaw // Terror of Kruin Pass"])
    b.add_mana("you", "C")
    b.cast(THINK)
    b.pass_turn()  # a spell was cast last turn: the ability doesn't trigger (603.4)
    assert b.stack.empty
    assert _name(b, wolf) == "Kruin Outlaw"


def test_two_spells_of_one_player_last_turn_transform_it_back_603_4(
        cards: dict[str, Any]) -> None:
    # the back face: "if a player cast two or more spells last turn, transform ~"
    b = ml.Board()
    _library(b)
    wolf = b.add(cards["Kruin Outlaw // Terror of Kruin Pass"])
    b.pass_turn()
    b.resolve()
    assert _name(b, wolf) == "Terror of Kruin Pass"
    b.add_mana("opponent", "CC")
    b.cast(THINK, controller="opponent")
    b.cast(THINK, controller="opponent")
    b.pass_turn()  # the opponent's end step
    b.pass_turn()  # your upkeep: the opponent cast two spells last turn
    b.resolve()
    assert _name(b, wolf) == "Kruin Outlaw"


def test_one_spell_each_of_two_players_is_not_two_of_a_player_603_4(
        cards: dict[str, Any]) -> None:
    # "a player cast two or more spells": one player's spells, not all players' together
    b = ml.Board()
    wolf = b.add(cards["Kruin Outlaw // Terror of Kruin Pass"])
    b.pass_turn()
    b.resolve()
    b.set_turn_history("you", spells_cast=1)
    b.set_turn_history("opponent", spells_cast=1)
    b.pass_turn()  # the opponent's end step
    b.pass_turn()  # your upkeep
    assert b.stack.empty
    assert _name(b, wolf) == "Terror of Kruin Pass"


def test_last_turn_s_spells_are_set_up_and_round_trip_601_2i(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.set_turn_history("you", spells_cast_last_turn=2)
    b2 = ml.Board.from_yaml(b.to_yaml())
    assert b2.state.player("you").spells_cast_last_turn == 2


# -- this turn's history ----------------------------------------------------------------


def test_morbid_at_the_end_step_700_4(cards: dict[str, Any]) -> None:
    # Twinblade Assassins: "if a creature died this turn, draw a card" (an opponent's
    # creature counts: "a creature", any player's)
    b = ml.Board()
    _library(b)
    b.add(cards["Twinblade Assassins"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "C")
    b.cast(DOOM, targets=[bear])
    b.advance("end")
    b.resolve()
    assert len(b.hand("you")) == 1


def test_no_death_no_morbid_trigger_603_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["Twinblade Assassins"])
    b.advance("end")
    assert b.stack.empty


def test_raid_reads_the_attack_declared_this_turn_508_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    bear = b.add(BEAR)
    b.attack(bear)
    b.advance("postcombat main")
    b.add_mana("you", "UUU")
    b.cast(cards["Storm Fleet Spy"])  # raid: "if you attacked this turn, draw a card"
    b.resolve()  # its enters ability (603.6a)
    assert len(b.hand("you")) == 1


def test_raid_without_an_attack_does_nothing_603_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    b.add_mana("you", "UUU")
    b.cast(cards["Storm Fleet Spy"])
    assert b.stack.empty  # it didn't trigger (603.4)
    assert len(b.hand("you")) == 0


def test_three_life_gained_this_turn_119_9(cards: dict[str, Any]) -> None:
    # The Gaffer: "At the beginning of each end step, if you gained 3 or more life this
    # turn, draw a card."
    b = ml.Board()
    _library(b)
    b.add(cards["The Gaffer"])
    b.add_mana("you", "C")
    b.cast(HEAL)
    b.advance("end")
    b.resolve()
    assert len(b.hand("you")) == 1


def test_two_life_gained_is_not_three_603_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    _library(b)
    b.add(cards["The Gaffer"])
    b.set_turn_history("you", life_gained=2)
    b.advance("end")
    assert b.stack.empty


def test_revolt_a_permanent_you_controlled_left(cards: dict[str, Any]) -> None:
    # Silkweaver Elite (revolt, 207.2c): the bear you controlled was destroyed
    b = ml.Board()
    _library(b)
    bear = b.add(BEAR)
    b.add_mana("you", "C")
    b.cast(DOOM, targets=[bear])
    b.add_mana("you", "GGG")
    b.cast(cards["Silkweaver Elite"])
    b.resolve()  # its enters ability (603.6a)
    assert len(b.hand("you")) == 1


def test_an_opponent_lost_life_this_turn_119_3(cards: dict[str, Any]) -> None:
    # Bloodtithe Collector: "if an opponent lost life this turn, each opponent discards"
    b = ml.Board()
    b.add(THINK, "opponent", zone="hand")
    b.set_turn_history("opponent", life_lost=1)
    b.add_mana("you", "BBBBB")
    b.cast(cards["Bloodtithe Collector"])
    b.resolve()  # its enters ability (603.6a)
    assert len(b.hand("opponent")) == 0


def test_delirium_four_card_types_in_your_graveyard_205_2a(cards: dict[str, Any]) -> None:
    # Grim Flayer: "+2/+2 as long as there are four or more card types among cards in
    # your graveyard" — an artifact creature counts two types
    b = ml.Board()
    flayer = b.add(cards["Grim Flayer"])
    base = b.characteristics(flayer)["power"]
    for line in ("Artifact Creature — Golem", "Instant"):
        b.add(ml.Card.from_text(name=line, type_line=line, mana_cost="{1}",
                                power="1" if "Creature" in line else None,
                                toughness="1" if "Creature" in line else None),
              zone="graveyard")
    assert b.characteristics(flayer)["power"] == base  # three types
    b.add(ISLAND, zone="graveyard")
    assert b.characteristics(flayer)["power"] == base + 2


# -- across the pool --------------------------------------------------------------------

_CONDITIONS: Final = ("attacked_this_turn", "creature_died_this_turn",
                      "opponent_lost_life_this_turn", "permanent_left_this_turn",
                      "gained_life_this_turn", "spells_cast_last_turn",
                      "player_spells_last_turn", "card_types_in_graveyard")
_LINE: Final = re.compile(r"this turn|last turn|card types among", re.I)


@pytest.mark.corpus
@pytest.mark.parametrize("kind", _CONDITIONS)
def test_every_corpus_trigger_with_the_condition_plays_603_4(kind: str,
                                                             corpus_jsonl: Any) -> None:
    lines = [(f, a) for f, a in corpus_abilities(_LINE, lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and not a.is_mana_ability and
        isinstance(a.trigger, Trigger) and a.trigger.condition is not None))
        if a.trigger.condition.kind == kind]
    assert lines, f"no supported trigger of the pool reads {kind!r}"
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    bad = [(n, r.detail) for n, r in results if not r.ok or (
        r.outcome is PlayOutcome.REFUSED and "CR " not in r.detail and
        not r.detail.startswith("unsupported elsewhere: "))]
    assert not bad, bad[:5]
