"""Becoming a copy as a verb of the general instructions (CR 707.4, 707.9, 608.2c, 611.2a):
"~ becomes a copy of that creature, except it has this ability", "you may have ~ become a
copy of it until end of turn, except ...", "Until end of turn, it becomes a copy of up to
one other target creature". The subject and "it" are the instructions' own: in a
triggered ability whose event names an object, "it" is that object (608.2c), and the
exceptions are the copy's (707.9). Each corpus line of the shape is read and played.
"""

from __future__ import annotations

import re

import mtglab as ml
from mtglab.cards.effects import BecomeCopy, Relation
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines, records_within

_SHAPE = re.compile(r"\b(?:becomes?|each become) a copy of\b[^.]*(?:, except\b|until)")


def _copy_lines() -> list[tuple[object, object]]:
    return corpus_abilities(_SHAPE, lambda a: bool(records_within(a.effects, BecomeCopy)))


pytest_generate_tests = parametrize_face_lines("copy_line", _copy_lines)


def test_each_corpus_copy_instruction_read_is_played_cr_707_4(copy_line: tuple) -> None:
    audit_found([copy_line], board_refusals=True)


def _trigger(text: str, name: str = "Test Shifter") -> ml.Ability:
    card = ml.Card.from_text(name=name, mana_cost="{3}{U}", type_line="Creature — Shapeshifter",
                             power="2", toughness="2", oracle_text=text)
    return card.abilities[0]


def test_the_copy_keeps_this_ability_in_a_trigger_cr_707_9b() -> None:
    a = _trigger("Whenever another creature enters the battlefield, Test Shifter becomes a "
                 "copy of that creature, except it has this ability.")
    assert a.supported
    copy = a.effects[0]
    assert isinstance(copy, BecomeCopy) and copy.subject.relation is Relation.SELF
    assert copy.original.relation is Relation.THAT  # the creature the event named (608.2c)
    assert [e.kind for e in copy.exceptions] == ["keep_this_ability"]


def test_you_may_have_it_become_a_copy_of_it_until_end_of_turn_cr_611_2a() -> None:
    a = _trigger("Whenever a Dragon enters the battlefield under your control, you may have "
                 "Test Shifter become a copy of it until end of turn, except its name is Test "
                 "Shifter and it's legendary in addition to its other types.")
    assert a.supported
    copy = a.effects[0]
    assert isinstance(copy, BecomeCopy) and copy.optional  # "you may have" (608.2d)
    assert copy.duration == "end of turn" and copy.original.relation is Relation.THAT
    assert [e.kind for e in copy.exceptions] == ["name", "add_supertypes"]


def test_up_to_one_other_target_is_another_optional_target_cr_601_2c_115_1() -> None:
    card = ml.Card.from_text(
        name="Test Reflection", mana_cost="{1}{U}", type_line="Instant",
        oracle_text="Target creature you control gains hexproof until end of turn. Untap "
        "that creature. Until end of turn, it becomes a copy of up to one other target "
        "creature.")
    copy = card.abilities[0].effects[-1]
    assert card.abilities[0].supported and isinstance(copy, BecomeCopy)
    assert copy.up_to_one and copy.original.excluded is Relation.THAT
    assert copy.duration == "end of turn"  # "Until end of turn, ..." said first (611.2a)
