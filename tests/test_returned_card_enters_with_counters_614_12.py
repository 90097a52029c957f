"""Counters a card an instruction put onto the battlefield enters with, under a condition
checked as the card would exist there (CR 614.1c, 614.12): "If a creature enters the
battlefield this way, it enters with an additional +1/+1 counter on it", "If it enters
the battlefield as a creature, ...", "If that card has mana value 3 or less, it enters
with three additional +1/+1 counters on it" — read by the grammar
(grammar/returned_entering.lark) and joined to the instruction that moved "it" (608.2c).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import audit_found, corpus_abilities, parametrize_face_lines

import mtglab as ml
from mtglab.cards.effects import (
    Delayed,
    EntersWithCounters,
    ExileCards,
    PutFromTop,
    Relation,
    ReturnFromGraveyard,
    ReturnThatCard,
)

_WORDING = re.compile(r"If (a creature enters the battlefield this way|it enters the "
                      r"battlefield as a|that card has mana value \d+ or less), it enters "
                      r"with \w+ additional|Each of them enters the battlefield with an "
                      r"additional \S+ counter on it if it's a")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def _spell(text: str) -> ml.Card:
    return ml.Card.from_text(name="Test Spell", mana_cost="{2}{G}", type_line="Sorcery",
                             oracle_text=text)


_RETURN = "Return target creature card from your graveyard to the battlefield. "
_EXILE = ("Exile target permanent you control. Return that card to the battlefield under "
          "its owner's control at the beginning of the next end step. ")
_LOOK = ("Look at the top seven cards of your library. You may put a creature card from "
         "among them onto the battlefield. If that card has mana value 3 or less, it enters "
         "with three additional +1/+1 counters on it. ")


def test_every_corpus_line_of_the_wording_is_read_and_played_614_12(line: Any) -> None:
    face, ability = line
    assert ability.supported, (face.name, ability.problem)
    audit_found([line], board_refusals=True)


def test_a_creature_entering_this_way_is_checked_as_it_enters_614_12() -> None:
    a = _spell(_RETURN + "If a creature enters the battlefield this way, it enters with an "
               "additional +1/+1 counter on it.").abilities[0]
    assert a.supported
    back, counters = a.effects
    assert isinstance(back, ReturnFromGraveyard) and isinstance(counters, EntersWithCounters)
    assert counters.selector.relation is Relation.THAT and counters.amount.value == 1
    assert counters.condition is not None and counters.condition.kind == "self_is"
    assert counters.condition.selector is not None
    assert counters.condition.selector.types == ("Creature",)


@pytest.mark.parametrize(("kind", "counter", "n"), [
    ("a creature", "+1/+1", 1), ("an artifact", "charge", 2)])
def test_the_counters_ride_on_the_delayed_return_603_7c_614_12(kind: str, counter: str,
                                                                n: int) -> None:
    words = "an additional" if n == 1 else "two additional"
    a = _spell(_EXILE + f"If it enters the battlefield as {kind}, it enters with {words} "
               f"{counter} counter{'s' if n > 1 else ''} on it.").abilities[0]
    assert a.supported, a.problem
    delayed = a.effects[-1]
    assert isinstance(delayed, Delayed) and len(delayed.effects) == 1
    back = delayed.effects[0]
    assert isinstance(back, ReturnThatCard) and len(back.enters_with) == 1
    assert back.enters_with[0].counter == counter and back.enters_with[0].amount.value == n


def test_the_card_put_from_the_top_carries_its_counters_401_4_614_1c() -> None:
    a = _spell(_LOOK + "Put the rest on the bottom of your library in a random order."
               ).abilities[0]
    assert a.supported, a.problem
    (put,) = a.effects
    assert isinstance(put, PutFromTop) and put.count == 7
    assert put.selector.types == ("Creature",)
    (counters,) = put.enters_with
    assert counters.condition is not None and counters.condition.count == 3
    assert counters.condition.kind == "entering_mana_value_at_most"


@pytest.mark.parametrize("text", [
    _LOOK + "Put the rest on top of your library in any order.",  # not the bottom (401.4)
    _RETURN + "If that card has mana value 3 or less, it enters with three additional "
    "+1/+1 counters on it.",
    "Draw a card. If a creature enters the battlefield this way, it enters with an "
    "additional +1/+1 counter on it.",
    "Exile target creature you control, then return it to the battlefield under its "
    "owner's control. If it enters the battlefield as a creature, it enters with an "
    "additional +1/+1 counter on it.",
], ids=["rest on top", "mana value after a return", "nothing entering", "exile and return"])
def test_counters_after_what_the_engine_does_not_join_them_to_are_refused_614_12(
        text: str) -> None:
    a = _spell(text).abilities[0]
    assert not a.supported and "614.12" in a.problem, a.problem


@pytest.mark.parametrize("words", [
    "If an artifact creature enters the battlefield this way, it enters with an additional "
    "+1/+1 counter on it.",  # the engine checks one card type as it enters (614.12)
    "If a creature enters the battlefield this way, it enters with X additional +1/+1 "
    "counters on it.",
])
def test_what_the_production_does_not_read_stays_unsupported_614_12(words: str) -> None:
    a = _spell(_RETURN + words).abilities[0]
    assert not a.supported and "not understood" in a.problem, a.problem


_EXILE_ANY = ("Exile any number of target creatures and/or planeswalkers you control. At the "
              "beginning of the next end step, return each of them to the battlefield under "
              "its owner's control. ")


def test_each_of_them_returns_with_the_counter_of_its_type_603_7c_614_12() -> None:
    a = _spell(_EXILE_ANY + "Each of them enters the battlefield with an additional +1/+1 "
               "counter on it if it's a creature and an additional loyalty counter on it if "
               "it's a planeswalker.").abilities[0]
    assert a.supported, a.problem
    exile, delayed = a.effects
    assert isinstance(exile, ExileCards) and exile.any_number  # none too (601.2c)
    assert isinstance(delayed, Delayed) and delayed.when == "next_end_step"
    (back,) = delayed.effects
    assert isinstance(back, ReturnThatCard)
    got = []
    for e in back.enters_with:
        assert e.condition is not None and e.condition.selector is not None
        got.append((e.counter, e.condition.selector.types))
    assert got == [("+1/+1", ("Creature",)), ("loyalty", ("Planeswalker",))]


def test_up_to_two_targets_returned_together_are_refused_601_2c_603_7c() -> None:
    a = _spell("Exile up to two target creatures you control. At the beginning of the next "
               "end step, return each of them to the battlefield under its owner's control."
               ).abilities[0]
    assert not a.supported and "601.2c" in a.problem, a.problem
