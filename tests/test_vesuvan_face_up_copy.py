"""Vesuvan Shapeshifter: "As ~ enters the battlefield or is turned face up, you may choose
another creature on the battlefield. If you do, until ~ is turned face down, it becomes a
copy of that creature, except it has 'At the beginning of your upkeep, you may turn this
creature face down.'" (CR 707.4, 707.9b, 708).

Entering as a copy is an "as it enters" replacement (614.1c, 707.5); turning it face up
is the morph special action, paying its morph cost from the pool (702.37e, 116.2b), and
the copy is applied while it turns face up (708.11), which isn't entering (708.8). The
granted upkeep ability turns it face down (708.2a), which ends the copy effect (611.2a);
a face-down Shapeshifter may be turned face up again for its morph cost and copy anew.
(../shared/research/cards.md holds no ruling for this card: only the rules are cited.)
"""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.copies import play_copy_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.effects import UNTIL_FACE_DOWN, EntersAsCopy

SHAPESHIFTER = ml.Card.from_text(
    name="Vesuvan Shapeshifter", mana_cost="{3}{U}{U}", type_line="Creature — Shapeshifter",
    power="0", toughness="0",
    oracle_text="As Vesuvan Shapeshifter enters the battlefield or is turned face up, you "
    "may choose another creature on the battlefield. If you do, until Vesuvan Shapeshifter "
    "is turned face down, it becomes a copy of that creature, except it has \"At the "
    "beginning of your upkeep, you may turn this creature face down.\"\nMorph {1}{U}")
BEAR = ml.Card.from_text(name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
WALL = ml.Card.from_text(name="Wall of Omens", mana_cost="{1}{W}", type_line="Creature — Wall",
                         power="0", toughness="4",
                         oracle_text="Defender\nWhen Wall of Omens enters, draw a card.")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island")
UPKEEP = "At the beginning of your upkeep, you may turn ~ face down."


def _face_down_board() -> tuple[ml.Board, Any, Any]:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")  # "another creature on the battlefield": anyone's
    shifter = b.add(SHAPESHIFTER, face_down=True)  # set-up: as if cast with morph
    return b, bear, shifter


def _to_your_upkeep(b: ml.Board) -> None:
    b.pass_turn()
    b.pass_turn()  # its upkeep trigger waits on the stack (503.1a)


def test_the_line_and_morph_are_read() -> None:
    line, morph = SHAPESHIFTER.abilities
    assert line.supported
    e = line.effects[0]
    assert isinstance(e, EntersAsCopy) and e.as_turned_face_up and e.optional
    assert e.duration == UNTIL_FACE_DOWN
    assert [x.values for x in e.exceptions] == [(UPKEEP,)]
    # morph: it may be cast face down for {3} (702.37c; tests/test_morph_702_37.py)
    assert morph.supported and morph.keywords == ("Morph",)


def test_it_enters_as_a_copy_with_the_upkeep_ability_614_1c_707_9b() -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "UUUUU")
    shifter = b.cast(SHAPESHIFTER, copy_of=bear)
    c = b.characteristics(shifter)
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert c["abilities"] == (UPKEEP,)  # the exception is part of the copy (707.9b)
    assert b.copiable_values(shifter)["abilities"] == (UPKEEP,)


def test_turning_it_face_up_pays_its_morph_cost_702_37e() -> None:
    b, bear, shifter = _face_down_board()
    assert b.characteristics(shifter)["name"] == ""  # a face-down 2/2 (708.2a)
    with pytest.raises(ml.IllegalActionError, match=r"702\.37e"):
        b.turn_face_up(shifter, choices=[True, bear])  # nothing in the pool
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, bear])
    assert b.mana_pool("you") == ""  # {1}{U} paid
    c = b.characteristics(shifter)
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert c["abilities"] == (UPKEEP,)


def test_the_copy_is_a_choice_as_it_turns_face_up_708_11() -> None:
    b, _bear, shifter = _face_down_board()
    b.add_mana("you", "UU")
    with pytest.raises(ml.ChoiceRequired):
        b.copy().turn_face_up(shifter)  # "you may choose": asked
    b.add(BEAR)  # two creatures to choose from: which one is asked too
    with pytest.raises(ml.ChoiceRequired, match=r"708\.11"):
        b.copy().turn_face_up(shifter, choices=[True])


def test_declining_leaves_it_a_0_0_shapeshifter() -> None:
    b, _bear, shifter = _face_down_board()
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[False])
    assert shifter not in b  # its own 0/0 (704.5f): no copy was chosen
    assert b.graveyard("you")["name"].tolist() == ["Vesuvan Shapeshifter"]


def test_turning_face_up_as_a_copy_is_not_entering_708_8() -> None:
    b = ml.Board()
    wall = b.add(WALL)
    b.add(ISLAND, zone="library")
    shifter = b.add(SHAPESHIFTER, face_down=True)
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, wall])
    assert b.characteristics(shifter)["name"] == "Wall of Omens"
    assert b.stack.empty and len(b.hand("you")) == 0  # its "When ... enters" didn't trigger


def test_the_upkeep_ability_turns_it_face_down_ending_the_copy_611_2a_708_2a() -> None:
    b, bear, shifter = _face_down_board()
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, bear])
    b.add_counters(shifter, "+1/+1", 1)
    _to_your_upkeep(b)
    assert b.stack.iloc[-1]["text"] == UPKEEP
    b.resolve(choices=[True])
    c = b.characteristics(shifter)
    assert (c["name"], c["power"], c["toughness"], c["abilities"]) == ("", 3, 3, ())
    assert b.effects.empty  # the copy lasted until it was turned face down
    assert b.counters(shifter) == {"+1/+1": 1}  # the same permanent: its counters stay
    assert any(r.rule == "611.2a, 708.2a" for r in b.state.log)


def test_declining_the_upkeep_ability_keeps_the_copy() -> None:
    b, bear, shifter = _face_down_board()
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, bear])
    _to_your_upkeep(b)
    b.resolve(choices=[False])
    assert b.characteristics(shifter)["name"] == "Grizzly Bears"


def test_face_down_again_it_may_turn_up_as_another_creature() -> None:
    b, bear, shifter = _face_down_board()
    wall = b.add(WALL)
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, bear])
    _to_your_upkeep(b)
    b.resolve(choices=[True])
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, wall])  # its morph cost again (702.37e)
    c = b.characteristics(shifter)
    assert (c["name"], c["toughness"], c["abilities"]) == (
        "Wall of Omens", 4, ("Defender", "When Wall of Omens enters, draw a card.", UPKEEP))
    assert len(b.effects) == 1  # only the new copy effect


def test_the_line_is_played_by_the_copy_check() -> None:
    assert play_copy_line(SHAPESHIFTER, 0).outcome is PlayOutcome.PLAYED


def test_a_board_file_keeps_the_copy_and_its_duration() -> None:
    b, bear, shifter = _face_down_board()
    b.add_mana("you", "UU")
    b.turn_face_up(shifter, choices=[True, bear])
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.characteristics(shifter.id)["name"] == "Grizzly Bears"
    _to_your_upkeep(again)
    again.resolve(choices=[True])  # it still ends when it is turned face down (611.2a)
    assert again.characteristics(shifter.id)["name"] == ""
