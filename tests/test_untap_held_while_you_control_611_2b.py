""""<object> doesn't untap during its controller's untap step for as long as you control
~" (CR 502.3, 611.2b): a continuous effect of a resolved instruction, lasting while the
instruction's controller controls its source. Read by the general instructions; each
corpus line of the wording is played or unsupported for another part.
"""

from __future__ import annotations

import re

import mtglab as ml
from mtglab.cards.effects import DoesntUntap
from tests.conftest import (
    corpus_abilities,
    line_played_or_refused_elsewhere,
    parametrize_face_lines,
)

_WORDING = re.compile(r"doesn't untap during its controller's untap step for as long as you "
                      r"control")


def _held_lines() -> list[tuple[object, object]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("held_line", _held_lines)


def test_each_corpus_line_is_played_or_refused_elsewhere_cr_611_2b(held_line: tuple) -> None:
    line_played_or_refused_elsewhere(held_line, "doesn't untap")


def test_the_wording_reads_a_lasting_untap_hold_cr_502_3_611_2b() -> None:
    card = ml.Card.from_text(
        name="Test Binder", mana_cost="{1}{U}", type_line="Creature — Merfolk Wizard",
        power="2", toughness="2",
        oracle_text="When Test Binder enters the battlefield, tap target creature an "
        "opponent controls. That creature doesn't untap during its controller's untap step "
        "for as long as you control Test Binder.")
    a = card.abilities[0]
    held = [e for e in a.effects if isinstance(e, DoesntUntap)]
    assert a.supported, a.problem
    assert len(held) == 1 and not held[0].next_only
    assert held[0].duration == "while you control"


def test_the_tapped_creature_stays_tapped_while_you_control_it_cr_611_2b() -> None:
    binder = ml.Card.from_text(
        name="Test Binder", mana_cost="{1}{U}", type_line="Creature — Merfolk Wizard",
        power="2", toughness="2",
        oracle_text="When Test Binder enters the battlefield, tap target creature an "
        "opponent controls. That creature doesn't untap during its controller's untap step "
        "for as long as you control Test Binder.")
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             power="2", toughness="2")
    b = ml.Board()
    foe = b.add(bear, "opponent")
    b.add_mana("you", "CU")
    me = b.cast(binder)  # its one legal target is chosen as the trigger is put (603.3d)
    assert me is not None
    b.resolve()
    assert b.is_tapped(foe)
    b.pass_turn()  # the opponent's untap step: it stays tapped (502.3)
    assert b.is_tapped(foe)
    b.pass_turn()
    b.pass_turn()
    assert b.is_tapped(foe)
