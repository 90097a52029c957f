"""Damage recipients and amounts read by the one damage production (CR 120.1-120.3):
"deals 3 damage to itself" (the object dealing it), "to each of up to three targets" (one
word "target", several objects or players, 115.4, 601.2c), "X plus 1 damage", "twice X
damage" and "five times X damage" (107.3); and "Sacrifice ~: It deals 1 damage": "it" is
the source as it last existed (608.2h). Real cards of ../shared/corpus through the public
API; each wording played across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards import parse_ability
from mtglab.cards.instructions import ITSELF, Damage
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Reckless Embermage", "Inner Struggle", "Horned Turtle",
                        "Furious Reprisal", "Grizzly Bears", "Meteor Shower", "Mogg Fanatic",
                        "Wave of Reckoning")


def _damage(b: ml.Board, p: ml.Permanent) -> int:
    return b.state.permanents[p.id].damage


# -- "itself" (120.1) ---------------------------------------------------------------------


def test_a_creature_deals_damage_to_any_target_and_to_itself_120_1(
        cards: dict[str, Any]) -> None:
    # Reckless Embermage: 1 damage to the opponent (120.3a) and 1 marked on itself (120.3e)
    b = ml.Board()
    mage = b.add(cards["Reckless Embermage"])
    b.add_mana("you", "RR")
    b.activate(mage, 0, targets=["opponent"])
    assert b.life("opponent") == 19
    assert _damage(b, mage) == 1


def test_target_creature_deals_damage_to_itself_equal_to_its_power_120_1(
        cards: dict[str, Any]) -> None:
    # Inner Struggle on a 1/4: the target is the source and the recipient, its power 1
    b = ml.Board()
    turtle = b.add(cards["Horned Turtle"], controller="opponent")
    b.add_mana("you", "RRRR")
    b.cast(cards["Inner Struggle"], targets=[turtle])
    assert _damage(b, turtle) == 1


def test_itself_of_a_subject_naming_every_creature_stays_unsupported_120_1(
        cards: dict[str, Any]) -> None:
    # "Each creature deals damage to itself": each is its own source, which one Damage
    # record of one source doesn't say
    text = cards["Wave of Reckoning"].abilities[0]
    assert not text.supported
    a = parse_ability("Target creature deals 6 damage to itself.", is_spell=True)
    assert a.supported and a.effects[0].to == (ITSELF,)


def test_every_corpus_damage_to_itself_line_plays_120_1() -> None:
    found = corpus_abilities(re.compile(r"damage to itself"), lambda a: a.supported and any(
        isinstance(e, Damage) and ITSELF in e.to for e in a.effects))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    audit_found(found, board_refusals=True)


# -- "each of up to N targets" (115.4, 601.2c) --------------------------------------------


def test_each_of_two_targets_is_dealt_the_damage_601_2c(cards: dict[str, Any]) -> None:
    # Furious Reprisal: 2 damage to each of two targets, a creature and a player (115.4)
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"], controller="opponent")
    b.add_mana("you", "RRRR")
    b.cast(cards["Furious Reprisal"], targets=[bears, "opponent"])
    assert b.life("opponent") == 18
    assert b.permanents.empty  # 2 damage is lethal for a 2/2 (704.5g)


def test_each_of_up_to_three_targets_reads_as_one_word_target_601_2c() -> None:
    a = parse_ability("Jeska deals X damage to each of up to three targets.", name="Jeska",
                      is_spell=True)
    (to,) = a.effects[0].to
    assert to.is_target and to.objects is not None
    assert (to.objects.target_min, to.objects.target_max) == (0, 3)


def test_every_corpus_each_of_targets_line_plays_601_2c() -> None:
    found = corpus_abilities(re.compile(r"damage to each of (up to )?\w+ targets"),
                             lambda a: a.supported and any(
                                 isinstance(e, Damage) for e in a.effects))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 9
    audit_found(found, board_refusals=True)


# -- "X plus 1", "twice X", "five times X" damage (107.3) ---------------------------------


def test_x_plus_one_damage_divided_107_3(cards: dict[str, Any]) -> None:
    # Meteor Shower with X=1: 2 damage, all to the one target chosen (601.2d)
    b = ml.Board()
    b.add_mana("you", "RRR")  # {X}{X}{R}
    b.cast(cards["Meteor Shower"], x=1, targets=["opponent"])
    assert b.life("opponent") == 18


@pytest.mark.parametrize(("words", "plus", "times"), [
    ("X plus 2", 2, 1), ("twice X", 0, 2), ("five times X", 0, 5)])
def test_damage_amounts_of_x_read_107_3(words: str, plus: int, times: int) -> None:
    a = parse_ability(f"Bolt deals {words} damage to any target.", name="Bolt",
                      is_spell=True)
    amount = a.effects[0].amount
    assert (amount.kind, amount.plus, amount.times) == ("x", plus, times)


def test_every_corpus_x_times_or_plus_damage_line_plays_107_3() -> None:
    found = corpus_abilities(re.compile(r"(X plus \d+|twice X|\w+ times X) damage"),
                             lambda a: a.supported and any(
                                 isinstance(e, Damage) for e in a.effects))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 2
    audit_found(found, board_refusals=True)


# -- "Sacrifice ~: It deals 1 damage" (608.2h) --------------------------------------------


def test_it_is_the_sacrificed_source_as_it_last_existed_608_2h(
        cards: dict[str, Any]) -> None:
    # Mogg Fanatic: sacrificed as the cost, it still deals the damage (113.7a, 608.2h)
    b = ml.Board()
    fanatic = b.add(cards["Mogg Fanatic"])
    b.activate(fanatic, 0, targets=["opponent"])
    assert b.life("opponent") == 19
