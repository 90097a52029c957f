"""A die rolled by a mana ability (CR 706): each result from 1 to N is a possible outcome
(706.2), told to the action as one of its choices; the mana doesn't depend on it."""

from __future__ import annotations

import pytest

import mtglab as ml

PUZZLEBOX = ml.Card.from_text(
    name="Vexing Puzzlebox", mana_cost="{3}", type_line="Artifact",
    oracle_text="{T}: Add one mana of any color. Roll a d20.")


def test_the_mana_is_any_color_whatever_the_roll_cr_706_2_605_3b() -> None:
    b = ml.Board()
    box = b.add(PUZZLEBOX)
    assert b.productions(box, 0) == frozenset("WUBRG")


def test_each_result_of_the_d20_is_an_outcome_asked_after_the_color_cr_706_2() -> None:
    b = ml.Board()
    box = b.add(PUZZLEBOX)
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.activate(box, 0, choices=["U"])
    assert list(exc.value.options) == list(range(1, 21))
    with pytest.raises(ml.IllegalActionError):
        b.activate(box, 0, choices=["U", 21])  # a d20 has no 21
    assert b.mana_pool("you") == ""  # the failed action changed nothing
    assert b.activate(box, 0, choices=["U", 20]).mana == "U"
    assert b.log.iloc[-1]["rule"] == "706.2" and "20" in b.log.iloc[-1]["detail"]
