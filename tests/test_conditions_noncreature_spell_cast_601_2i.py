"""Conditions on the spells a player cast this turn, by their types as they were cast
(CR 601.2i): "if you've cast a noncreature spell this turn" (Seeker of Insight, Tapestry
of the Ages, Silburlind Snapper, Hurkyl) and "if you've cast both a creature spell and a
noncreature spell this turn" (Eshki Dragonclaw, Fae Offering): one condition of the
vocabulary every "if", "as long as", "unless" and "activate only if" reads. Every corpus
line with either wording reads the condition, and each supported one is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_WORDING = re.compile(r"you've cast (?:both an? \w+ spell and )?an? non\w+ spell this turn")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_line_reads_the_condition_cr_601_2i(line: tuple[Any, Any]) -> None:
    _face, ability = line
    if not ability.supported:  # another part of it is unread, not the condition
        assert "condition not understood" not in (ability.problem or ""), ability.problem
        assert "you've cast" not in (ability.problem or "").split("not understood")[-1][:40]
        return
    audit_found([line], board_refusals=True)


def _tapestry(spell_types: list[str]) -> Any:
    b = ml.Board()
    tapestry = b.add(real("Tapestry of the Ages"))
    b.set_turn_history("you", spell_types=spell_types)
    b.add(real("Island"), zone="library")
    b.add_mana("you", "CC")
    return b, tapestry


def test_no_noncreature_spell_cast_the_ability_cant_be_activated_cr_602_5b_601_2i() -> None:
    b, tapestry = _tapestry(["Creature — Bear"])  # a creature spell only
    with pytest.raises(ml.IllegalActionError):
        b.activate(tapestry)


def test_an_instant_cast_this_turn_lets_it_draw_cr_601_2i() -> None:
    b, tapestry = _tapestry(["Creature — Bear", "Instant"])
    hand = len(b.hand("you"))
    b.activate(tapestry)  # its condition holds as it is activated (602.5b); it resolves
    if len(b.stack):
        b.resolve()
    assert len(b.hand("you")) == hand + 1

