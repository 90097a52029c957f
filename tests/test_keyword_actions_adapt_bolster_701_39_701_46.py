"""The keyword actions adapt (CR 701.46a) and bolster (701.39a), as instructions of
activated abilities, triggered abilities and spells, through the one counter event (so
"whenever one or more +1/+1 counters are put" triggers, 122.6). Then read and played across
every corpus line that uses them."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import Adapt, Bolster
from tests.conftest import audit_found, corpus_abilities, corpus_cards


def creature(name: str, power: int, toughness: int) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}{G}", type_line="Creature — Bear",
                             power=str(power), toughness=str(toughness))


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Growth-Chamber Guardian", "Aeromunculus", "Cached Defenses")


def test_adapt_puts_n_counters_without_one_701_46a(cards: dict[str, Any]) -> None:
    # Aeromunculus, "{2}{G}{U}: Adapt 1."
    b = ml.Board()
    aero = b.add(cards["Aeromunculus"])
    b.add_mana("you", "CCGU")
    b.activate(aero, 1)
    assert b.counters(aero) == {"+1/+1": 1}


def test_adapt_does_nothing_with_a_counter_on_it_701_46a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    aero = b.add(cards["Aeromunculus"], counters={"+1/+1": 1})
    b.add_mana("you", "CCGU")
    b.activate(aero, 1)  # it may be activated; it resolves and puts none (701.46a)
    assert b.counters(aero) == {"+1/+1": 1}


def test_adapt_after_counters_were_removed_701_46a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    aero = b.add(cards["Aeromunculus"], counters={"-1/-1": 1})
    b.add_mana("you", "CCGU")
    b.activate(aero, 1)  # a -1/-1 counter isn't a +1/+1 counter (annihilation: 704.5q)
    assert b.counters(aero) == {}


def test_adapt_triggers_counters_put_abilities_701_46a_122_6(cards: dict[str, Any]
                                                              ) -> None:
    # Growth-Chamber Guardian, "{2}{G}: Adapt 2." and "Whenever one or more +1/+1
    # counters are put on ~, you may search your library ..."
    b = ml.Board()
    guardian = b.add(cards["Growth-Chamber Guardian"])
    b.add_mana("you", "CCG")
    b.activate(guardian)
    assert b.counters(guardian) == {"+1/+1": 2}
    assert len(b.stack) == 1  # its counters-put trigger waits (603.3)


def test_bolster_picks_the_least_toughness_701_39a(cards: dict[str, Any]) -> None:
    # Cached Defenses, "Bolster 3."
    b = ml.Board()
    big = b.add(creature("Big", 4, 4))
    small = b.add(creature("Small", 3, 1))
    theirs = b.add(creature("Theirs", 1, 1), "opponent")
    b.add_mana("you", "CCG")
    b.cast(cards["Cached Defenses"])
    assert b.counters(small) == {"+1/+1": 3}
    assert b.counters(big) == {} and b.counters(theirs) == {}


def test_bolster_asks_between_tied_creatures_701_39a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    one = b.add(creature("One", 1, 2))
    two = b.add(creature("Two", 2, 2))
    b.add_mana("you", "CCG")
    with pytest.raises(ml.ChoiceRequired):
        b.cast(cards["Cached Defenses"])
    b.cast(cards["Cached Defenses"], choices=[two])
    assert b.counters(two) == {"+1/+1": 3} and b.counters(one) == {}


def test_bolster_without_a_creature_does_nothing_701_39b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    theirs = b.add(creature("Theirs", 1, 1), "opponent")
    b.add_mana("you", "CCG")
    b.cast(cards["Cached Defenses"])
    assert b.counters(theirs) == {}


def test_every_corpus_line_with_adapt_or_bolster_plays_701_39_701_46() -> None:
    line = re.compile(r"\b(adapt|bolster) \d", re.I)

    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, Adapt | Bolster) for e in a.effects)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    for _f, a in found:  # the number of the line (701.39a, 701.46a)
        n = int(re.search(r"(?:adapt|bolster) (\d+)", a.text, re.I).group(1))  # type: ignore[union-attr]
        assert [e.amount for e in a.effects if isinstance(e, Adapt | Bolster)] == [n]
    audit_found(found, board_refusals=True)
