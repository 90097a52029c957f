"""The answers given to ``Board.resolve`` name what triggers as the object resolves.

A spell that destroys a creature puts it into its owner's graveyard as a state-based
action (704.5g) or as the spell resolves (701.8a); its "when this dies" ability triggers
then (603.6c, 603.10a) and is put on the stack the next time a player would receive
priority, its targets chosen as it is put there (603.3d). ``Board.resolve(choices=...)``
answers those targets too; answers nothing asks for are refused (the action is undone).
"""

from __future__ import annotations

import pytest

import mtglab as ml

# Perilous Myr's Oracle text
MYR = ml.Card.from_text(name="Perilous Myr", mana_cost="{2}",
                        type_line="Artifact Creature — Phyrexian Myr", power="1",
                        toughness="1",
                        oracle_text="When Perilous Myr dies, it deals 2 damage to any target.")


def _bolt_on_the_myr(b: ml.Board) -> None:
    myr = b.add(MYR, controller="opponent")
    b.add_mana("you", "R")
    b.cast(ml.card("Lightning Bolt"), targets=[myr], resolve=False)


def test_the_death_triggers_target_is_answered_by_resolve_603_3d() -> None:
    b = ml.Board()
    _bolt_on_the_myr(b)
    b.resolve(choices=["you"])  # Bolt resolves; the Myr dies (704.5g); its trigger's target
    assert list(b.stack["text"]) == ["When Perilous Myr dies, it deals 2 damage to any "
                                     "target."]
    b.resolve()
    assert b.life("you") == 18  # 120.3a: damage to a player is life lost


def test_the_death_trigger_asks_for_its_target_when_none_is_given_603_3d() -> None:
    b = ml.Board()
    _bolt_on_the_myr(b)
    before = b.state
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.resolve()  # no answers given
    assert "you" in asked.value.options and "opponent" in asked.value.options
    assert b.state is before  # a failed action changes nothing


def test_an_answer_nothing_asks_for_is_refused_and_changes_nothing() -> None:
    b = ml.Board()
    b.add_mana("you", "R")
    b.cast(ml.card("Lightning Bolt"), targets=["opponent"], resolve=False)
    before = b.state
    with pytest.raises(ml.IllegalActionError):
        b.resolve(choices=["opponent", "you"])  # the second answer answers nothing
    assert b.state is before
