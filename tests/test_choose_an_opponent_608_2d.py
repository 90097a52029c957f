""""Choose an opponent." / "Choose target opponent." as an instruction (CR 608.2d, 115.1,
608.2c).

"Choose target opponent. Destroy target land that player controls. The Fall of Kroog deals
3 damage to that player ...": the opponent is a target, chosen as the spell is put on the
stack (115.1, 601.2c); "Choose an opponent. ..." is chosen by the controller as the
instruction resolves (608.2d). Either way "that player" in the instructions after it is
that opponent (608.2c). Every corpus line of the kind is played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.instructions import ChooseOpponent, Who
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def spell(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{1}", type_line="Sorcery",
                             oracle_text=text)


KROOG = spell("Kroog", "Choose target opponent. That player loses 3 life.")
CURSE = spell("Curse", "Choose an opponent. That player loses 2 life.")


def test_choose_target_opponent_is_a_target_115_1() -> None:
    read = KROOG.abilities[0].effects[0]
    assert read == ChooseOpponent(Who.TARGET_OPPONENT)
    b = ml.Board(players=["you", "opponent", "third"])
    b.add_mana("you", "C")
    b.cast(KROOG, targets=["third"])
    assert (b.life("opponent"), b.life("third"), b.life("you")) == (20, 17, 20)


def test_choose_an_opponent_as_it_resolves_608_2d() -> None:
    b = ml.Board(players=["you", "opponent", "third"])
    b.add_mana("you", "C")
    with pytest.raises(ml.ChoiceRequired):
        b.copy().cast(CURSE)  # two opponents: the controller must choose (608.2d)
    b.cast(CURSE, choices=["third"])
    assert (b.life("opponent"), b.life("third"), b.life("you")) == (20, 18, 20)


def test_the_only_opponent_is_chosen_608_2c() -> None:
    b = ml.Board()
    b.add_mana("you", "C")
    b.cast(CURSE)
    assert (b.life("opponent"), b.life("you")) == (18, 20)


def test_a_choice_for_another_ability_to_read_stays_unsupported_607_2d() -> None:
    relay = ml.Card.from_text(name="Relay", mana_cost="{1}", type_line="Creature — Bear",
                              oracle_text="At the beginning of combat on your turn, choose "
                              "an opponent.", power="2", toughness="2")
    assert not relay.abilities[0].supported
    assert "607.2d" in relay.abilities[0].problem


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"Choose (an|target) opponent\.", re.I), lambda a: (
        a.supported and any(isinstance(e, ChooseOpponent) for e in a.effects)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_each_corpus_line_is_played_608_2d(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)
