"""A permanent's modal triggered ability (CR 700.2, 700.2b, 603.3c): its mode is chosen as
it is put on the stack, before its targets, through the action's ``choices=`` (the
mode's index); a mode with no legal target can't be chosen, and with no mode left the
ability is removed from the stack. Silent Hallcreeper's "choose one that hasn't been
chosen" remembers the modes chosen for that permanent (a new object forgets, 400.7), and
its copy mode makes it a copy of another creature you control (707.4), which no longer
has the ability (707.2)."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.copies import play_copy_line
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.effects import TriggerModes

HALLCREEPER = ml.Card.from_text(
    name="Silent Hallcreeper", mana_cost="{1}{U}", type_line="Enchantment Creature — Horror",
    power="1", toughness="1",
    oracle_text="Silent Hallcreeper can't be blocked.\nWhenever Silent Hallcreeper deals "
    "combat damage to a player, choose one that hasn't been chosen —\n• Put two +1/+1 "
    "counters on Silent Hallcreeper.\n• Draw a card.\n• Silent Hallcreeper becomes a copy "
    "of another target creature you control.")
BEAR = ml.Card.from_text(name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Island", type_line="Basic Land — Island")


def _board(*, bear: str | None = "you") -> tuple[ml.Board, Any]:
    b = ml.Board()
    h = b.add(HALLCREEPER)
    if bear is not None:
        b.add(BEAR, bear)
    for _ in range(3):
        b.add(ISLAND, zone="library")
    return b, h


def _hit(b: ml.Board, h: Any, choices: tuple[Any, ...] = ()) -> None:
    """It attacks unblocked and deals combat damage to the opponent (510.1a, 510.3a)."""
    b.attack(h)
    b.block()
    b.combat_damage(choices=choices)


def _next_own_turn(b: ml.Board) -> None:
    while not b.stack.empty:
        b.resolve()
    b.pass_turn()
    b.pass_turn()


def test_the_header_and_its_modes_are_read_700_2() -> None:
    header, *modes = HALLCREEPER.abilities[1:]
    assert header.supported and header.kind is ml.AbilityKind.TRIGGERED
    spec = header.effects[0]
    assert isinstance(spec, TriggerModes) and spec.once_each and len(spec.modes) == 3
    assert [(m.mode, m.supported, m.trigger) for m in modes] == \
        [(0, True, None), (1, True, None), (2, True, None)]  # a mode never triggers alone


def test_the_mode_is_a_choice_as_it_goes_on_the_stack_603_3c() -> None:
    b, h = _board()
    with pytest.raises(ml.ChoiceRequired) as exc:
        _hit(b.copy(), h)
    assert list(exc.value.options) == [0, 1, 2]
    assert "603.3c" in str(exc.value)


def test_mode_0_puts_two_counters_on_it() -> None:
    b, h = _board()
    _hit(b, h, choices=(0,))
    assert "two +1/+1 counters" in b.stack.iloc[-1]["text"]  # the ability with that mode
    b.resolve()
    assert b.counters(h) == {"+1/+1": 2}
    assert (b.characteristics(h)["power"], b.characteristics(h)["toughness"]) == (3, 3)


def test_mode_1_draws_a_card() -> None:
    b, h = _board()
    _hit(b, h, choices=(1,))
    b.resolve()
    assert len(b.hand("you")) == 1 and len(b.library("you")) == 2


def test_mode_2_makes_it_a_copy_of_another_creature_you_control_707_4() -> None:
    b, h = _board()
    bear = b.get("Grizzly Bears")
    _hit(b, h, choices=(2,))  # its one legal target is taken (603.3d)
    b.resolve()
    c = b.characteristics(h)
    assert (c["name"], c["power"], c["toughness"]) == ("Grizzly Bears", 2, 2)
    assert c["types"] == ("Creature",) and c["subtypes"] == ("Bear",)
    assert c["abilities"] == ()  # it no longer has the modal ability (707.2)
    assert h.id in b.state.permanents and bear in b  # the same object, still there (707.4)


def test_a_mode_is_chosen_before_its_target_700_2c() -> None:
    b, h = _board()
    b.add(BEAR)
    with pytest.raises(ml.ChoiceRequired, match="target"):  # mode 2, then which Bear
        _hit(b, h, choices=(2,))


def test_a_mode_already_chosen_is_not_offered_again() -> None:
    b, h = _board()
    _hit(b, h, choices=(1,))
    _next_own_turn(b)
    with pytest.raises(ml.ChoiceRequired) as exc:
        _hit(b.copy(), h)
    assert list(exc.value.options) == [0, 2]
    with pytest.raises(ml.IllegalActionError):
        _hit(b.copy(), h, choices=(1,))
    _hit(b, h, choices=(0,))
    _next_own_turn(b)
    _hit(b, h)  # only mode 2 is left: it is taken without a choice
    b.resolve()
    assert b.characteristics(h)["name"] == "Grizzly Bears"


def test_the_copy_mode_needs_a_creature_you_control_603_3c() -> None:
    # the opponent's Bear is no legal target: mode 2 can't be chosen (603.3c)
    b, h = _board(bear="opponent")
    with pytest.raises(ml.ChoiceRequired) as exc:
        _hit(b.copy(), h)
    assert list(exc.value.options) == [0, 1]


def test_with_no_mode_left_the_ability_is_removed_603_3c() -> None:
    b, h = _board(bear=None)
    _hit(b, h, choices=(0,))
    _next_own_turn(b)
    _hit(b, h, choices=(1,))
    _next_own_turn(b)
    _hit(b, h)  # 0 and 1 chosen, and no other creature of yours for 2
    assert b.stack.empty
    assert any(r.rule == "603.3c, 700.2b" and "removed" in r.detail for r in b.state.log)


def test_the_modes_chosen_survive_a_board_file_but_not_a_new_object_400_7() -> None:
    b, h = _board()
    _hit(b, h, choices=(1,))
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state.permanents[h.id].modes_chosen == b.state.permanents[h.id].modes_chosen
    assert len(b.state.permanents[h.id].modes_chosen) == 1
    _next_own_turn(b)
    b.remove(h, to="graveyard")  # it leaves the battlefield; one that enters is new
    b.add_mana("you", "UU")
    fresh = b.cast(HALLCREEPER)
    assert fresh.id != h.id and b.state.permanents[fresh.id].modes_chosen == ()
    _next_own_turn(b)
    with pytest.raises(ml.ChoiceRequired) as exc:
        _hit(b, fresh)
    assert list(exc.value.options) == [0, 1, 2]


@pytest.mark.parametrize("index", [1, 2, 3, 4])
def test_each_line_is_played_by_the_checks(index: int) -> None:
    ab = HALLCREEPER.abilities[index]
    assert play_trigger_line(HALLCREEPER, ab).outcome is PlayOutcome.PLAYED
    if index == 4:  # the "becomes a copy" line (707.4)
        assert play_copy_line(HALLCREEPER, ab).outcome is PlayOutcome.PLAYED
