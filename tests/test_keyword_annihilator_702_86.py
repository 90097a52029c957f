"""Annihilator N (CR 702.86a): "Whenever this creature attacks, defending player sacrifices
N permanents." The keyword is read into that triggered ability (702.1) and played by the
engine's one sacrifice-of-several verb (701.21a: the player chooses among their own
permanents, all of them if they have fewer). Every corpus line of the keyword is read and
played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.ability import AbilityKind, TriggerEvent
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ROCK = ml.Card.from_text(name="Rock", mana_cost="{1}", type_line="Artifact")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Ulamog's Crusher", "Hand of Emrakul", "Pathrazer of Ulamog")


def _names(b: ml.Board, player: str) -> list[str]:
    t = b.permanents
    return sorted(t[t["controller"] == player]["name"])


def test_defending_player_sacrifices_the_n_permanents_they_choose_702_86a(
        cards: dict[str, Any]) -> None:
    # Ulamog's Crusher, "Annihilator 2": the defending player keeps one of three
    b = ml.Board()
    crusher = b.add(cards["Ulamog's Crusher"])
    bear = b.add(BEAR, "opponent")
    rock = b.add(ROCK, "opponent")
    b.add("Forest", "opponent")
    b.attack(crusher)
    b.resolve(choices=[bear, rock])  # 701.21a: the sacrificing player chooses
    assert _names(b, "opponent") == ["Forest"]
    assert sorted(b.graveyard("opponent")["name"]) == ["Bear", "Rock"]
    assert _names(b, "you") == ["Ulamog's Crusher"]  # only the defending player's


def test_a_player_with_fewer_sacrifices_all_they_have_701_21a(
        cards: dict[str, Any]) -> None:
    # Pathrazer of Ulamog, "Annihilator 3", against a player with two permanents
    b = ml.Board()
    pathrazer = b.add(cards["Pathrazer of Ulamog"])
    b.add(BEAR, "opponent")
    b.add("Forest", "opponent")
    b.attack(pathrazer)
    b.resolve()
    assert _names(b, "opponent") == []
    assert len(b.graveyard("opponent")) == 2


def test_nothing_to_sacrifice_does_nothing_609_3(cards: dict[str, Any]) -> None:
    # Hand of Emrakul, "Annihilator 1", against an empty battlefield
    b = ml.Board()
    hand = b.add(cards["Hand of Emrakul"])
    b.attack(hand)
    b.resolve()
    assert _names(b, "opponent") == [] and _names(b, "you") == ["Hand of Emrakul"]


def test_every_corpus_line_of_annihilator_reads_and_plays_702_86a() -> None:
    """Every line of the pool that is "Annihilator N" reads into the attack trigger its
    rule defines and plays on a board."""
    line = re.compile(r"^annihilator \d+\b", re.I | re.M)
    found = [(f, a) for f, a in corpus_abilities(line, lambda a: "Annihilator" in a.keywords)
             if re.match(r"annihilator \d+\b", a.text, re.I)]
    if not found:
        pytest.skip("no corpus")
    for _f, a in found:
        assert a.supported, (a.text, a.problem)
        assert a.kind is AbilityKind.TRIGGERED and a.trigger is not None
        assert a.trigger.event is TriggerEvent.ATTACKS, a.text
    mine = audit_found(found)
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).all(), mine[["card", "outcome"]]


def test_each_player_sacrifices_two_creatures_of_their_own_701_21a() -> None:
    # Barter in Blood: "Each player sacrifices two creatures." — each chooses their own
    card = corpus_cards("Barter in Blood")["Barter in Blood"]
    b = ml.Board()
    mine = [b.add(BEAR) for _ in range(3)]
    b.add(BEAR, "opponent")
    b.add(ROCK, "opponent")
    b.add_mana("you", "BBCC")
    b.cast(card, choices=[mine[0], mine[1]])
    assert _names(b, "you") == ["Bear"]
    assert _names(b, "opponent") == ["Rock"]  # a player with fewer: all of that kind


_SEVERAL = re.compile(r"\b(each player|each opponent|defending player) sacrifices "
                      r"(two|three|four|five|six|seven) [a-z]+s\.", re.I | re.M)


def test_every_corpus_line_of_sacrificing_several_plays_701_21a() -> None:
    found = [(f, a) for f, a in corpus_abilities(_SEVERAL, lambda a: a.supported)
             if _SEVERAL.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    audit_found(found)
