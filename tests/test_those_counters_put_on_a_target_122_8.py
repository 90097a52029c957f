""""Put its counters on target creature you control" after an object left the battlefield
(CR 122.8, 603.10a, 115.1).

"When Star Pupil dies, put its counters on target creature you control.", "When Iron
Apprentice dies, if it had counters on it, put those counters on target creature you
control.": the same number of each kind of counter the object had as it last existed on
the battlefield (603.10a) are put on the target chosen as the ability went on the stack
(603.3d); a target gone by then gets nothing (608.2b). Every corpus line of the kind is
played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import mtglab as ml
from mtglab.cards.effects import PutThoseCounters, Relation
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def card(name: str, text: str, pt: tuple[str, str] = ("2", "2")) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line="Creature — Bear",
                             oracle_text=text, power=pt[0], toughness=pt[1])


PUPIL = card("Pupil", "When Pupil dies, put its counters on target creature you control.",
             ("0", "0"))
BEAR = card("Bear", "")
SHOCK = ml.Card.from_text(name="Shock", mana_cost="{R}", type_line="Instant",
                          oracle_text="Shock deals 2 damage to any target.")


def test_its_counters_go_to_the_target_as_it_last_existed_122_8_603_10a() -> None:
    b = ml.Board()
    pupil = b.add(PUPIL, counters={"+1/+1": 1, "charge": 2})
    bear = b.add(BEAR)
    b.add_mana("you", "R")
    b.cast(SHOCK, targets=[pupil])  # it dies: the trigger targets the bear (603.3d)
    while not b.stack.empty:
        b.resolve()
    assert b.counters(bear) == {"+1/+1": 1, "charge": 2}


def test_no_counters_no_counters_put_122_8() -> None:
    b = ml.Board()
    pupil = b.add(card("Pupil", "When Pupil dies, put its counters on target creature "
                       "you control."))
    bear = b.add(BEAR)
    b.add_mana("you", "R")
    b.cast(SHOCK, targets=[pupil])
    while not b.stack.empty:
        b.resolve()
    assert b.counters(bear) == {}


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"put (its|those) counters on", re.I), lambda a: (
        a.supported and any(isinstance(e, PutThoseCounters) and
                            e.selector.relation is Relation.TARGET for e in a.effects)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_each_corpus_line_is_played_122_8(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)
