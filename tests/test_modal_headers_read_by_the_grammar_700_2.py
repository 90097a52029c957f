"""A modal header is read by the grammar where its line is (CR 700.2): the same record
whether it heads a spell, follows a trigger condition or a cost, or a reflexive "When you
do," (603.12), with or without a space before its dash."""

from __future__ import annotations

import pytest

from mtglab.cards.effects import MayDo
from mtglab.cards.modes import Allowance, ModeAllowance, ModeHeader
from mtglab.cards.oracle.parser import parse_ability


@pytest.mark.parametrize(("text", "least", "most"), [
    ("Choose one —", 1, 1),                # 700.2a
    ("Choose one or both —", 1, 2),        # 700.2d: one or two modes
    ("Choose two —", 2, 2),
    ("Choose one or more —", 1, None),     # any number, at least one
    ("Choose up to one —", 0, 1),
    ("Choose any number —", 0, None),
])
def test_a_header_reads_how_many_modes_are_chosen_700_2d(text: str, least: int,
                                                          most: int | None) -> None:
    header = parse_ability(text, is_spell=True).effects[0]
    assert header == ModeHeader(least, most)


def test_the_same_header_after_a_spell_a_trigger_a_cost_and_a_reflexive_trigger_700_2(
        ) -> None:
    spell = parse_ability("Choose one —", is_spell=True)
    trigger = parse_ability("Whenever ~ attacks, choose one —", name="Foo")
    cost = parse_ability("{2}, {T}: Choose one —", name="Foo")
    reflexive = parse_ability("Whenever ~ attacks, you may sacrifice a creature. When you "
                              "do, choose one—", name="Foo")  # 603.12
    assert spell.effects == trigger.effects == cost.effects == (ModeHeader(1, 1),)
    assert isinstance(reflexive.effects[0], MayDo)
    assert reflexive.effects[0].when_done == (ModeHeader(1, 1),)


def test_a_header_alone_is_not_an_ability_the_engine_plays_700_2() -> None:
    # its modes are the bullet lines after it: without them it is unsupported, named
    alone = parse_ability("Choose one —", is_spell=True)
    assert not alone.supported and "modal header" in alone.problem


def test_a_mode_not_chosen_before_reads_for_ever_or_for_the_turn_700_2() -> None:
    ever = parse_ability("Whenever ~ attacks, choose one that hasn't been chosen —",
                         name="Foo").effects[0]
    turn = parse_ability("{1}: Choose one that hasn't been chosen this turn —",
                         name="Foo").effects[0]
    assert ever == ModeHeader(1, 1, once_each=True)
    assert turn == ModeHeader(1, 1, once_each=True, this_turn=True)


@pytest.mark.parametrize(("text", "allows"), [
    ("Choose three. You may choose the same mode more than once.", Allowance.REPEAT),
    ("Choose one. If this spell was kicked, choose any number instead.",
     Allowance.KICKED_ANY),  # 702.33d
    ("Choose one. If you control a commander as you cast this spell, you may choose "
     "both instead.", Allowance.COMMANDER_BOTH),
])
def test_the_sentence_after_a_header_widens_the_choice_700_2d(text: str,
                                                              allows: Allowance) -> None:
    effects = parse_ability(text, is_spell=True).effects
    assert isinstance(effects[0], ModeHeader)
    assert isinstance(effects[1], ModeAllowance) and effects[1].allows is allows


def test_an_if_sentence_that_is_not_a_mode_allowance_still_reads_608_2c() -> None:
    # the grammar's modal productions share "If <condition>, ..." with every other line
    a = parse_ability("If you control a Rabbit, scry 2.", is_spell=True)
    assert a.supported
