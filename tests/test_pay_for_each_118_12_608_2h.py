""""Sacrifice ~ unless you pay {1} for each card in your hand" (CR 118.12): a cost inside
an instruction paid once for each of a number, the number counted as the instruction is
carried out (608.2h); a player who can't pay all of it can't choose to (118.3). The same
production serves cumulative upkeep (702.24a, tests/test_cumulative_upkeep_702_24.py).
Every corpus line "unless you pay {N} for each ..." that is read plays."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.compoundeffects import MayDo
from mtglab.cards.optional import Pay
from mtglab.cards.oracle.parser import parse_ability
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Extravagant Spirit", "Fettergeist", "Grizzly Bears", "Island")


def _pay(text: str) -> Pay:
    a = parse_ability(text)
    assert a.supported, a.problem
    return next(x for e in a.effects if isinstance(e, MayDo) for x in e.effects
                if isinstance(x, Pay))


def test_pay_for_each_reads_the_cost_and_the_number_118_12() -> None:
    pay = _pay("At the beginning of your upkeep, sacrifice ~ unless you pay {1} for each "
               "card in your hand.")
    assert str(pay.cost) == "{1}" and pay.times is not None
    assert pay.times.kind is AmountKind.COUNT and not pay.cumulative_upkeep
    life = _pay("At the beginning of your upkeep, sacrifice ~ unless you pay 2 life for "
                "each card in your hand.")
    assert life.life == 2 and life.times == pay.times


def _upkeep(b: ml.Board) -> None:
    b.pass_turn()
    b.pass_turn()
    assert b.phase == "upkeep"


def test_the_cost_is_counted_as_it_is_paid_608_2h(cards: dict[str, Any]) -> None:
    b = ml.Board()
    spirit = b.add(cards["Extravagant Spirit"])
    _upkeep(b)
    for _ in range(2):
        b.add(cards["Island"], zone="hand")  # two cards in hand as it resolves
    b.add_mana("you", "UUU")
    b.resolve(choices=[True])
    assert spirit.id in b.state.permanents and b.mana_pool("you") == "U"


def test_with_no_card_in_hand_nothing_is_owed_and_it_stays_608_2h(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    spirit = b.add(cards["Extravagant Spirit"])
    _upkeep(b)
    b.resolve(choices=[True])  # {1} zero times: paid without mana
    assert spirit.id in b.state.permanents


def test_a_cost_too_big_for_the_pool_isnt_offered_so_it_is_sacrificed_118_3(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    geist = b.add(cards["Fettergeist"])  # "{1} for each other creature you control"
    b.add(cards["Grizzly Bears"])
    b.add(cards["Grizzly Bears"])
    _upkeep(b)
    b.add_mana("you", "U")  # one of the two it asks
    b.resolve()
    assert geist.id not in b.state.permanents and b.mana_pool("you") == "U"


_PAY_FOR_EACH = re.compile(r"unless you pay \{\w+\} for each", re.I)


def test_every_corpus_line_paying_for_each_that_reads_plays_118_12() -> None:
    found = [(f, a) for f, a in corpus_abilities(_PAY_FOR_EACH, lambda a: a.supported)
             if _PAY_FOR_EACH.search(a.text) and not a.keywords]
    if not found:
        pytest.skip("no corpus")
    names = {f.name for f, _a in found}
    assert {"Extravagant Spirit", "Fettergeist", "Megatherium"} <= names
    audit_found(found)
