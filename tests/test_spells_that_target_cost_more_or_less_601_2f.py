"""A static ability changing the cost of the spells that target something (CR 601.2f,
118.7): "Spells your opponents cast that target ~ cost {2} more to cast", "Spells you
cast that target a creature cost {2} less to cast". The targets are chosen before the
total cost is determined (601.2c), so the change applies to a spell with a target the
ability names — the permanent itself, or a permanent of the kind, read for the ability's
controller — increases first, then reductions of generic mana only (118.7c). Every
corpus line of the form that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import SpellsCostChange
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BOLT = ml.Card.from_text(name="Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Bolt deals 3 damage to any target.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Boreal Elemental", "Killian, Ink Duelist", "Kopala, Warden of Waves")


def test_the_spells_that_target_it_are_a_change_with_targets_601_2f() -> None:
    a = parse_ability("Spells your opponents cast that target ~ cost {2} more to cast.")
    (change,) = a.effects
    assert isinstance(change, SpellsCostChange) and change.more
    assert change.targets is not None and change.targets.is_self


def test_an_opponents_spell_that_targets_it_costs_two_more_601_2f(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    elemental = b.add(cards["Boreal Elemental"], "opponent")  # a 3/4
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, targets=[elemental])  # {R}{2}
    b.add_mana("you", "CC")
    b.cast(BOLT, targets=[elemental])
    assert b.mana_pool("you") == "" and b.state.permanents[elemental.id].damage == 3


def test_a_spell_that_targets_something_else_costs_its_cost_601_2c(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Boreal Elemental"], "opponent")
    b.add_mana("you", "R")
    b.cast(BOLT, targets=["opponent"])
    assert b.life("opponent") == 17


def test_its_controllers_own_spells_cost_their_cost_601_2f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    elemental = b.add(cards["Boreal Elemental"])
    b.add_mana("you", "R")
    b.cast(BOLT, targets=[elemental])
    assert b.state.permanents[elemental.id].damage == 3


def test_a_spell_that_targets_a_creature_costs_less_generic_only_118_7c(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Killian, Ink Duelist"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "R")  # {R} less {2}: the {R} stays
    b.cast(BOLT, targets=[bear])
    assert bear.id not in b.state.permanents and b.mana_pool("you") == ""


def test_a_kind_you_control_is_read_for_the_abilitys_controller_601_2f(
        cards: dict[str, Any]) -> None:
    merfolk = ml.Card.from_text(name="Merfolk", mana_cost="{U}", power="1", toughness="1",
                                type_line="Creature — Merfolk")
    b = ml.Board()
    b.add(cards["Kopala, Warden of Waves"], "opponent")
    theirs = b.add(merfolk, "opponent")
    mine = b.add(merfolk)
    b.add_mana("you", "R")
    b.cast(BOLT, targets=[mine])  # not a Merfolk Kopala's controller controls
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, targets=[theirs])


_FORM = re.compile(r"spells (you cast |your opponents cast )?that target [^.]+ cost "
                   r"\{\d\} (more|less) to cast", re.I)


def test_every_corpus_line_of_the_form_that_is_read_plays_601_2f() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORM, lambda a: a.supported)
             if _FORM.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)
