"""Umbra armor (CR 702.89a), printed "totem armor" on older cards (702.89b): "If enchanted
permanent would be destroyed, instead remove all damage marked on it and destroy this
Aura." A replacement effect (614.1a) applied wherever a permanent would be destroyed: by
an instruction (701.8a) or by lethal damage (704.5g). Every corpus line of the keyword is
read."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
KILL = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                         oracle_text="Destroy target creature.")
BOLT = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Bolt deals 5 damage to target creature.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Spider Umbra", "Eland Umbra")


def test_the_aura_is_destroyed_instead_of_the_creature_702_89a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    umbra = b.add(cards["Spider Umbra"], attached_to=bear)
    b.add_mana("you", "B")
    b.cast(KILL, targets=[bear])
    assert bear.id in b.state.permanents and umbra.id not in b.state.permanents
    assert sorted(b.graveyard("you")["name"]) == ["Kill", "Spider Umbra"]


def test_lethal_damage_is_removed_and_the_creature_survives_702_89a_704_5g(
        cards: dict[str, Any]) -> None:
    # Spider Umbra makes the Bear 3/3; 5 damage is lethal; the state-based action would
    # destroy it (704.5g): the Aura goes instead, and the damage is removed from the Bear
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(cards["Spider Umbra"], attached_to=bear)
    b.add_mana("you", "R")
    b.cast(BOLT, targets=[bear])
    assert bear.id in b.state.permanents
    assert b.state.permanents[bear.id].damage == 0
    assert b.characteristics(bear)["power"] == 2  # the Aura's +1/+1 is gone with it


def test_without_the_aura_the_creature_is_destroyed_701_8a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "B")
    b.cast(KILL, targets=[bear])
    assert bear.id not in b.state.permanents


def test_every_corpus_line_of_totem_armor_reads_as_umbra_armor_702_89b() -> None:
    line = re.compile(r"^(Totem|Umbra) armor\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: True)
             if line.match(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 14
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.KEYWORD and a.keywords == ("Umbra armor",), a.text
