""""Creatures your opponents control lose trample and can't have or gain trample" (CR
613.1f, 101.2): the keyword is lost in layer 6 after every effect that would grant it,
whatever their timestamps — a printed keyword, one granted by a later static ability or
by a resolved spell, or a keyword counter (122.1b). Every corpus line of the form that is
read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.durations import LoseKeywords
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards

RHINO = ml.Card.from_text(name="Rhino", mana_cost="{3}{G}", type_line="Creature — Rhino",
                          oracle_text="Trample", power="4", toughness="4")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
RAGE = ml.Card.from_text(name="Rage", mana_cost="{R}", type_line="Instant",
                         oracle_text="Target creature gains trample until end of turn.")
BANNER = ml.Card.from_text(name="Banner", mana_cost="{2}", type_line="Artifact",
                           oracle_text="Creatures you control have flying.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Archetype of Aggression", "Archetype of Imagination")


def _abilities(b: ml.Board, p: Any) -> tuple[str, ...]:
    return tuple(b.characteristics(p)["abilities"])


def test_the_sentence_reads_as_a_loss_after_every_grant_613_1f() -> None:
    lose, cant = parse_ability("Creatures your opponents control lose trample and can't "
                               "have or gain trample.").effects
    assert isinstance(lose, LoseKeywords) and not lose.always
    assert isinstance(cant, LoseKeywords) and cant.always and cant.keywords == ("trample",)


def test_a_printed_keyword_is_lost_613_1f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Archetype of Aggression"])
    rhino = b.add(RHINO, "opponent")
    mine = b.add(RHINO)
    assert "Trample" not in _abilities(b, rhino)
    assert "Trample" in _abilities(b, mine)  # only the opponents' creatures


def test_a_later_spell_cant_grant_it_101_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Archetype of Aggression"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("opponent", "R")
    b.active = "opponent"
    b.cast(RAGE, controller="opponent", targets=[bear])
    assert "Trample" not in _abilities(b, bear)


def test_a_later_static_grant_doesnt_apply_101_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Archetype of Imagination"])
    bear = b.add(BEAR, "opponent")
    b.add(BANNER, "opponent")  # a later timestamp (613.7)
    assert "Flying" not in _abilities(b, bear)


def test_a_keyword_counter_doesnt_give_it_122_1b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Archetype of Imagination"])
    bear = b.add(BEAR, "opponent")
    b.add_counters(bear, "flying")
    assert "Flying" not in _abilities(b, bear)


_FORM = re.compile(r"can't have or gain", re.I)


def test_every_corpus_line_of_the_form_that_is_read_plays_613_1f() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORM, lambda a: a.supported)
             if _FORM.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 5
    audit_found(found, board_refusals=True)
