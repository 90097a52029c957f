"""Evolve (CR 702.100a): "Whenever a creature you control enters, if that creature's power
is greater than this creature's power and/or that creature's toughness is greater than
this creature's toughness, put a +1/+1 counter on this creature." The keyword is read
into that triggered ability (702.1); its intervening "if" (603.4) compares the two
creatures' current values as it triggers and again as it resolves. Every corpus line of
the keyword is read and played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
WALL = ml.Card.from_text(name="Wall", mana_cost="{1}", type_line="Creature — Wall",
                         power="0", toughness="4")
SQUIRE = ml.Card.from_text(name="Squire", mana_cost="{1}", type_line="Creature — Human",
                           power="1", toughness="1")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Experiment One", "Gyre Sage")


def _cast(b: ml.Board, card: ml.Card) -> None:
    b.add_mana("you", "GG")
    b.cast(card, resolve=True)


def test_a_greater_power_evolves_it_702_100a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one = b.add(cards["Experiment One"])  # 1/1
    _cast(b, BEAR)  # 2/2 enters under your control
    assert list(b.stack["name"]) == ["Experiment One"]
    b.resolve()
    assert b.counters(one).get("+1/+1") == 1


def test_a_greater_toughness_alone_evolves_it_702_100a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    sage = b.add(cards["Gyre Sage"])  # 1/2
    _cast(b, WALL)  # 0/4: toughness greater, power not
    b.resolve()
    assert b.counters(sage).get("+1/+1") == 1


def test_neither_greater_doesnt_trigger_603_4(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one = b.add(cards["Experiment One"])  # 1/1
    _cast(b, SQUIRE)  # 1/1: neither greater
    assert b.stack.empty
    assert not b.counters(one)


def test_an_opponents_creature_doesnt_evolve_it_702_100a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one = b.add(cards["Experiment One"])
    b.add(BEAR, "opponent")
    assert b.stack.empty and not b.counters(one)


def test_every_corpus_line_of_evolve_reads_and_plays_702_100a() -> None:
    line = re.compile(r"^Evolve\b", re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Evolve" in a.keywords)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 18
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None, a.text
    audit_found(found)
