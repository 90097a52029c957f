"""A spell that costs "{X} less to cast, where X is ..." (CR 601.2f, 118.7, 107.3c): X is
what the text names, counted as the total cost is determined — the greatest power among
creatures you control (208.1), your devotion to a color (700.5), the life you gained this
turn (119.9), the number of differently named lands you control (201.2) — and {X} less is
{1} less for each of X: generic mana only, never below nothing (118.7c). Every corpus line
of the form that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import CostReduction
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BIG = ml.Card.from_text(name="Big", mana_cost="{3}{G}", type_line="Creature — Beast",
                        power="4", toughness="4")
SMALL = ml.Card.from_text(name="Small", mana_cost="{G}", type_line="Creature — Elf",
                          power="1", toughness="1")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Molten Monstrosity", "Sproutback Trudge")


def test_x_less_reads_as_one_less_for_each_of_x_107_3c() -> None:
    a = parse_ability("This spell costs {X} less to cast, where X is the greatest power "
                      "among creatures you control.")
    assert a.supported
    (reduction,) = a.effects
    assert isinstance(reduction, CostReduction) and reduction.per is not None
    assert reduction.per.kind is AmountKind.GREATEST_POWER
    assert reduction.mana.generic == 1


def test_a_fixed_reduction_where_x_is_isnt_read_601_2f() -> None:
    # "{2} less ..., where X is": no X to stand for; the line stays unsupported
    a = parse_ability("This spell costs {2} less to cast, where X is your devotion to red.")
    assert not a.supported


def test_the_greatest_power_among_your_creatures_comes_off_601_2f_208_1(
        cards: dict[str, Any]) -> None:
    # {7}{R}, a 4/4 and a 1/1: X is 4, {3}{R} to pay
    b = ml.Board()
    b.add(BIG)
    b.add(SMALL)
    b.add_mana("you", "RRRR")
    b.cast(cards["Molten Monstrosity"])
    assert "Molten Monstrosity" in set(b.permanents["name"]) and b.mana_pool("you") == ""


def test_without_creatures_it_costs_its_full_cost_118_7(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "RRRR")
    with pytest.raises(ml.IllegalActionError):
        b.cast(cards["Molten Monstrosity"])
    assert b.mana_pool("you") == "RRRR"


def test_the_life_gained_this_turn_comes_off_generic_only_118_7c(
        cards: dict[str, Any]) -> None:
    # {7}{G}{G} less 12: the seven generic only, {G}{G} stays
    b = ml.Board()
    b.set_turn_history("you", life_gained=12)
    b.add_mana("you", "GG")
    b.cast(cards["Sproutback Trudge"])
    assert "Sproutback Trudge" in set(b.permanents["name"]) and b.mana_pool("you") == ""


_X_LESS = re.compile(r"costs \{X\} less to cast, where X is", re.I)


def test_every_corpus_line_of_x_less_that_is_read_plays_601_2f() -> None:
    found = [(f, a) for f, a in corpus_abilities(_X_LESS, lambda a: a.supported)
             if _X_LESS.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    audit_found(found, board_refusals=True)
