"""A static ability's reduction of the spells of a kind "for each" (CR 601.2f, 118.7):
"Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar",
"Equipment spells you cast cost {1} less to cast for each Ally you control". The count is
the one "for each" production's, made for the ability's source as the spell's total
cost is determined; generic mana only comes off (118.7c). Every corpus line of the form
that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.castcosts import SpellsCostChange
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{2}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
BOLT = ml.Card.from_text(name="Bolt", mana_cost="{1}{R}", type_line="Instant",
                         oracle_text="Bolt deals 3 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Animar, Soul of Elements")


def test_the_reduction_reads_with_its_count_601_2f() -> None:
    a = parse_ability("Creature spells you cast cost {1} less to cast for each +1/+1 "
                      "counter on ~.")
    (change,) = a.effects
    assert isinstance(change, SpellsCostChange) and not change.more
    assert change.per is not None and change.per.kind is AmountKind.COUNTERS


def test_cards_in_hand_arent_counted_for_a_spell_leaving_it_601_2a() -> None:
    a = parse_ability("Spells you cast cost {1} less to cast for each card in your hand.")
    assert not a.supported


def test_one_less_for_each_counter_on_the_source_601_2f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    animar = b.add(cards["Animar, Soul of Elements"])
    b.add_counters(animar, "+1/+1", 2)
    b.add_mana("you", "G")  # {2}{G} less {2}
    b.cast(BEAR)
    assert "Bear" in set(b.permanents["name"]) and b.mana_pool("you") == ""


def test_generic_mana_only_comes_off_118_7c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    animar = b.add(cards["Animar, Soul of Elements"])
    b.add_counters(animar, "+1/+1", 5)
    b.add_mana("you", "G")  # {2}{G} less {5}: {G}
    b.cast(BEAR)
    assert b.mana_pool("you") == ""


def test_other_kinds_of_spells_cost_their_cost_601_2f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    animar = b.add(cards["Animar, Soul of Elements"])
    b.add_counters(animar, "+1/+1", 2)
    b.add_mana("you", "R")
    with pytest.raises(ml.IllegalActionError):
        b.cast(BOLT, targets=["opponent"])


_FORM = re.compile(r"spells you cast cost \{\d\} less to cast for each", re.I)


def test_every_corpus_line_of_the_form_that_is_read_plays_601_2f() -> None:
    found = [(f, a) for f, a in corpus_abilities(_FORM, lambda a: a.supported)
             if _FORM.search(a.text)]
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 5
    audit_found(found, board_refusals=True)
