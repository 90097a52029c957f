"""Behaviour fixed after review, each with its rule: which mana pays a cost, handles,
phase and step names, board-file keys, and choosing which legend to keep."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml


def test_chosen_mana_uses_the_unit_that_may_pay_cr_601_2h_106_6() -> None:
    # Ancient Ziggurat's {G} may only cast creature spells; the Forest's {G} pays an
    # artifact's ability when the player says "pay with G".
    b = ml.Board()
    ziggurat, forest = b.add("Ancient Ziggurat"), b.add("Forest")
    gadget = b.add(ml.Card.from_text(name="Test Gadget", type_line="Artifact",
                                     mana_cost="{1}", oracle_text="{G}: You gain 1 life."))
    b.activate(ziggurat, 0, choices=["G"])
    b.activate(forest, 0)
    b.activate(gadget, 0, costs={"mana": "G"})
    assert b.life("you") == 21 and b.mana_pool("you") == "G"


def test_a_handle_stays_valid_after_a_temporary_copy_ends() -> None:
    b = ml.Board()
    quirion = b.add("Quirion Elves", choices=("R",))
    llanowar = b.add("Llanowar Elves")
    b.become_copy(quirion, llanowar, duration="end of turn")
    handle = b.get(quirion.id)  # named "Llanowar Elves" while it is a copy
    b.pass_turn()  # the copy effect ends (514.2)
    assert b.characteristics(handle)["name"] == "Quirion Elves"


def test_handles_survive_saving_and_loading_but_not_other_boards() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.characteristics(forest)["name"] == "Forest"
    other = ml.Board()
    other.add("Island")
    with pytest.raises(ml.UnknownPermanentError):
        other.characteristics(forest)


@pytest.mark.parametrize("name, phase", [
    ("precombat main phase", "precombat main"), ("beginning of combat step",
                                                 "beginning of combat"),
    ("declare attackers step", "declare attackers"), ("end of combat step", "end of combat"),
    ("end step", "end"), ("cleanup step", "cleanup")])
def test_the_rules_names_of_phases_and_steps_are_accepted_cr_500_1(name: str,
                                                                   phase: str) -> None:
    b = ml.Board()
    b.phase = name
    assert b.phase == phase


def test_a_misspelt_key_on_the_stack_is_an_error(tmp_path: Path) -> None:
    text = ("mtglab_board: 1\nplayers:\n- name: you\n- name: opponent\npermanents: []\n"
            "stack:\n- id: 1\n  kind: spell\n  name: Lightning Bolt\n  controller: you\n"
            "  card: Lightning Bolt\n  targts: [1]\n")
    path = tmp_path / "stack.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(ml.CardDataError, match="targts"):
        ml.Board.from_yaml(path)


def test_keep_names_one_legend_per_name_cr_704_5j() -> None:
    b = ml.Board()
    first = b.add("Kiki-Jiki, Mirror Breaker")
    second = b.add("Kiki-Jiki, Mirror Breaker")
    with pytest.raises(ml.IllegalActionError):
        b.check_state(keep=[first, second])
    with pytest.raises(ValueError):
        b.check_state(keep=[b.add("Forest")])


def test_stealing_a_second_legend_lets_you_choose_which_stays_cr_704_5j() -> None:
    b = ml.Board()
    mine = b.add("Kiki-Jiki, Mirror Breaker")
    theirs = b.add("Kiki-Jiki, Mirror Breaker", "opponent")
    b.gain_control(theirs, "you", check_state=False)
    b.check_state(keep=[mine])
    assert list(b.permanents["id"]) == [mine.id]
