"""Paying life as part of a cost (CR 119.4, 601.2h): a player can pay life only if their
life total is at least the payment, and life paid for Phyrexian symbols (107.4f) is gone
before the rest of the cost pays its life."""

from __future__ import annotations

import pytest

import mtglab as ml


def _relic() -> ml.Card:
    return ml.Card.from_text(name="Blood Relic", type_line="Artifact",
                             oracle_text="{B/P}{B/P}, Pay 2 life: Add {C}.")


def _rock() -> ml.Card:
    return ml.Card.from_text(name="Dark Rock", type_line="Artifact",
                             oracle_text="{T}: Add {B}.")


def test_phyrexian_life_and_paid_life_together_exceed_the_life_total_cr_119_4() -> None:
    # 2 life, one {B}: the second {B/P} would take 2 life, leaving none for "Pay 2 life"
    b = ml.Board()
    relic = b.add(_relic())
    b.life("you", 2)
    b.add_mana("you", "B")
    assert not b.can_activate(relic, 0)
    with pytest.raises(ml.IllegalActionError):
        b.activate(relic, 0)
    assert (b.life("you"), b.mana_pool("you")) == (2, "B")  # a failed action changes nothing


def test_mana_for_the_phyrexian_symbols_leaves_the_life_for_the_cost_cr_119_4_601_2h() -> None:
    b = ml.Board()
    relic = b.add(_relic())
    rock = b.add(_rock())
    b.life("you", 2)
    b.add_mana("you", "B")
    assert b.can_activate(relic, 0)  # the rock makes the second {B} while paying (601.2g)
    b.activate(rock, 0)
    b.activate(relic, 0)
    assert (b.life("you"), b.mana_pool("you")) == (0, "C")


def test_life_pays_both_when_there_is_enough_cr_107_4f_119_4() -> None:
    b = ml.Board()
    relic = b.add(_relic())
    b.life("you", 6)
    assert b.can_activate(relic, 0)
    b.activate(relic, 0)
    assert (b.life("you"), b.mana_pool("you")) == (0, "C")
