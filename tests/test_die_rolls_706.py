"""Rolling a die in an instruction (CR 706): "roll a six-sided die", "roll a d20". Each
result from 1 to the number of sides is an outcome (706.2), given to the action as one
of its ``choices=``; "the result" after the roll ("You gain life equal to the result",
"where X is the result") is that number (608.2c)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.chance import RollTheDie
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Adorable Kitten", "Growth Spurt", "Ancient Copper Dragon")


def test_gain_life_equal_to_the_result_706_2(cards: dict[str, Any]) -> None:
    # Adorable Kitten: "roll a six-sided die. You gain life equal to the result."
    for result in (1, 6):
        b = ml.Board()
        b.add_mana("you", "W")
        b.cast(cards["Adorable Kitten"])
        b.resolve(choices=[result])
        assert b.life("you") == 20 + result


def test_each_side_of_the_die_is_an_outcome_706_2(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add_mana("you", "W")
    b.cast(cards["Adorable Kitten"])
    with pytest.raises(ml.ChoiceRequired) as exc:
        b.resolve()
    assert list(exc.value.options) == [1, 2, 3, 4, 5, 6]
    with pytest.raises(ml.IllegalActionError):
        b.resolve(choices=[7])  # a six-sided die has no 7


def test_where_x_is_the_result_107_3c_706_2(cards: dict[str, Any]) -> None:
    # Growth Spurt: "Roll a six-sided die. Target creature gets +X/+X until end of turn,
    # where X is the result."
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "GG")
    b.cast(cards["Growth Spurt"], targets=[bear], choices=[4])
    t = b.permanents.set_index("name")
    assert (t.loc["Bear", "power"], t.loc["Bear", "toughness"]) == (6, 6)


def test_a_d20_result_counts_tokens_706_2(cards: dict[str, Any]) -> None:
    # Ancient Copper Dragon: "roll a d20. You create a number of Treasure tokens equal to
    # the result." (the trigger played as it resolves)
    a = next(x for x in cards["Ancient Copper Dragon"].abilities if "roll a d20" in x.text)
    assert a.supported and any(isinstance(e, RollTheDie) and e.sides == 20
                               for e in a.effects)


def test_a_lone_d20_of_a_triggered_ability_stays_unsupported_706() -> None:
    # its results table is on the lines after it (not read): the roll alone does nothing
    a = ml.Card.from_text(name="Roller", mana_cost="{1}", type_line="Creature — Test",
                          power="1", toughness="1",
                          oracle_text="When Roller enters, roll a d20.").abilities[0]
    assert not a.supported


_ROLL = re.compile(r"\broll a (six-sided die|d\d+)\b", re.I)


def test_every_corpus_die_roll_plays_706() -> None:
    def uses(a: Any) -> bool:
        return a.supported and any(isinstance(e, RollTheDie) for e in a.effects)

    found = corpus_abilities(_ROLL, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 6  # (traditional cards; the Un-cards' rolls are read alike)
    audit_found(found, board_refusals=True)
