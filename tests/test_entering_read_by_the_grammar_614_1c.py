"""Wordings of "enters with" that the grammar reads directly (grammar/upon_entering.lark;
the regular-expression module that reread them is gone, issue 22): "twice X" counters,
"If X is 5 or more, ... an additional X", "put a counter on her", a sentence that only
completes the one before ("Otherwise, ...", "If you do, ..."), refused alone (CR 614.1c,
107.3m, 608.2c, 614.12a). Cards are made with ``ml.Card.from_text`` under made-up names
in the wordings of real cards (Banquet Guests, Apocalypse Hydra, Katara)."""

from __future__ import annotations

import mtglab as ml


def _creature(name: str, text: str, cost: str = "{X}{G}") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line="Creature — Beast",
                             oracle_text=text, power="0", toughness="0")


def test_twice_x_counters_cr_614_1c_107_3m() -> None:
    card = _creature("Test Guests", "Test Guests enters with twice X +1/+1 counters on it.")
    (ability,) = card.abilities
    assert ability.supported, ability.problem
    b = ml.Board()
    b.add_mana("you", "GGG")
    assert b.counters(b.cast(card, x=2)) == {"+1/+1": 4}


def test_an_additional_x_if_x_is_5_or_more_cr_614_1c_107_3m() -> None:
    card = _creature("Test Hydra", "Test Hydra enters with X +1/+1 counters on it. If X is "
                     "5 or more, it enters with an additional X +1/+1 counters on it.")
    (ability,) = card.abilities
    assert ability.supported, ability.problem
    b = ml.Board()
    b.add_mana("you", "GGGGGGGGGGGG")
    assert b.counters(b.cast(card, x=2)) == {"+1/+1": 2}
    assert b.counters(b.cast(card, x=5)) == {"+1/+1": 10}


def test_a_counter_on_her_is_on_it_cr_608_2c() -> None:
    card = _creature("Test Katara", "When Test Katara enters, put a +1/+1 counter on her.",
                     cost="{G}")
    (ability,) = card.abilities
    assert ability.supported, ability.problem


def test_a_sentence_completing_nothing_is_refused_cr_614_12a() -> None:
    for text in ("If you do, Test Lone enters with a +1/+1 counter on it.",
                 "Otherwise, it enters with three additional +1/+1 counters on it."):
        (ability,) = _creature("Test Lone", text).abilities
        assert not ability.supported
