"""Rhystic Study, Smothering Tithe and The Ozolith played through the public API.

"[Do something] unless [a player pays]" means "[that player] may pay. If [that player]
doesn't, [do something]" (CR 118.12a); the payment is a cost paid as the ability
resolves (118.12), from the player's mana pool. The Ozolith's "if it had counters on
it, put those counters on ~" looks back at the creature as it last existed (603.10a):
the same number of each kind of counter is put on it (122.8); "move all counters from
~ onto target creature" removes them and puts them there (122.5).
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.pool.loaders import cards_from_records, read_records

NAMES = ("Rhystic Study", "Smothering Tithe", "The Ozolith")


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Any) -> dict[str, ml.Card]:
    _fmt, records = read_records(str(corpus_jsonl))
    return {c.name: c for c in cards_from_records([r for r in records if r["name"] in NAMES])}


ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
SPARK = ml.Card.from_text(name="Spark", mana_cost="{R}", type_line="Instant",
                          oracle_text="Spark deals 1 damage to any target.")
THINK = ml.Card.from_text(name="Think", mana_cost="{U}", type_line="Instant",
                          oracle_text="Draw a card.")
KILL = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def library(b: ml.Board, who: str) -> None:
    for _ in range(3):
        b.add(ISLAND, who, zone="library")


def test_every_line_of_the_three_cards_is_supported(cards: dict[str, ml.Card]) -> None:
    assert sorted(cards) == sorted(NAMES)
    for c in cards.values():
        assert all(a.supported for a in c.abilities), [a.problem for a in c.abilities]


def test_rhystic_study_draws_when_the_caster_doesnt_pay_118_12a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    library(b, "you")
    b.add(cards["Rhystic Study"])
    b.add_mana("opponent", "R")
    b.cast(SPARK, controller="opponent", targets=["you"], resolve=False)
    assert list(b.stack["name"]) == ["Spark", "Rhystic Study"]  # above the spell (603.3)
    b.resolve(choices=[True])  # the opponent can't pay {1}: you may draw, and do
    assert len(b.hand("you")) == 1


def test_rhystic_study_draws_nothing_when_the_caster_pays_118_12(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    library(b, "you")
    b.add(cards["Rhystic Study"])
    b.add_mana("opponent", "RC")
    b.cast(SPARK, controller="opponent", targets=["you"], resolve=False)
    b.resolve(choices=[True])  # the opponent pays {1}
    assert len(b.hand("you")) == 0 and b.mana_pool("opponent") == ""
    assert any(r.rule == "118.12" and "pays" in r.detail for r in b.state.log)


def test_rhystic_study_ignores_your_own_spells_603_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Rhystic Study"])
    b.add_mana("you", "R")
    b.cast(SPARK, targets=["opponent"])
    assert b.stack.empty


def test_smothering_tithe_makes_a_treasure_unless_paid_118_12(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    library(b, "opponent")
    b.add(cards["Smothering Tithe"])
    b.add_mana("opponent", "U")
    b.cast(THINK, controller="opponent")  # one card drawn: one trigger (121.2)
    assert list(b.stack["name"]) == ["Smothering Tithe"]
    b.resolve()  # nothing left in the pool to pay {2} with
    assert list(b.permanents["name"]) == ["Smothering Tithe", "Treasure"]
    b.add_mana("opponent", "UCC")
    b.cast(THINK, controller="opponent")
    b.resolve(choices=[True])  # this time they pay
    assert list(b.permanents["name"]).count("Treasure") == 1


def test_the_ozolith_keeps_the_counters_of_a_creature_that_left_122_8(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ozolith = b.add(cards["The Ozolith"])
    bear = b.add(BEAR, counters={"+1/+1": 2, "flying": 1})
    plain = b.add(BEAR)
    b.add_mana("you", "BB")
    b.cast(KILL, targets=[plain])  # no counters on it: "if it had" fails (603.4)
    assert b.stack.empty
    b.cast(KILL, targets=[bear])
    b.resolve()
    assert b.counters(ozolith) == {"+1/+1": 2, "flying": 1}


def test_the_ozolith_moves_its_counters_at_the_beginning_of_combat_122_5(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ozolith = b.add(cards["The Ozolith"], counters={"+1/+1": 3})
    bear = b.add(BEAR)
    b.advance("beginning of combat")  # its only target is taken (603.3d)
    b.resolve(choices=[True])
    assert b.counters(ozolith) == {} and b.counters(bear) == {"+1/+1": 3}
    b2 = ml.Board()
    b2.add(cards["The Ozolith"])
    b2.add(BEAR)
    b2.advance("beginning of combat")  # no counters on it: it doesn't trigger (603.4)
    assert b2.stack.empty
