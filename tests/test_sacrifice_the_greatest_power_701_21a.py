""""Each opponent sacrifices a creature with the greatest power among creatures that player
controls" (CR 701.21a, 208.1, 202.3).

Crackling Doom, Professor Onyx, Soul Shatter ("... with the highest mana value among
creatures and planeswalkers they control"): each player named chooses one of their own
permanents of the kind whose power (or mana value) is the greatest among those they
control — among tied ones, their choice (701.21a) — and sacrifices it. The words are read
nowhere else. Every corpus line of the kind is played by the audit.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import Sacrifice
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines


def card(name: str, text: str = "", type_line: str = "Creature — Bear",
         pt: tuple[str | None, str | None] = ("2", "2"), cost: str = "{1}") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=type_line,
                             oracle_text=text, power=pt[0], toughness=pt[1])


DOOM = card("Doom", "Doom deals 2 damage to each opponent. Each opponent sacrifices a "
            "creature with the greatest power among creatures that player controls.",
            "Instant", (None, None))
SHATTER = card("Shatter", "Each opponent sacrifices a creature or planeswalker with the "
               "highest mana value among creatures and planeswalkers they control.",
               "Instant", (None, None))


def test_the_greatest_power_among_their_own_is_sacrificed_208_1_701_21a() -> None:
    b = ml.Board()
    b.add(card("Small", pt=("1", "1")), controller="opponent")
    b.add(card("Big", pt=("5", "5")), controller="opponent")
    b.add(card("Mine", pt=("9", "9")))  # not theirs: not compared
    b.add_mana("you", "C")
    b.cast(DOOM)
    assert sorted(b.permanents["name"]) == ["Mine", "Small"]
    assert b.life("opponent") == 18


def test_among_tied_creatures_the_player_chooses_701_21a() -> None:
    b = ml.Board()
    b.add(card("A", pt=("3", "3")), controller="opponent")
    tied = b.add(card("B", pt=("3", "3")), controller="opponent")
    b.add(card("C", pt=("1", "1")), controller="opponent")
    b.add_mana("you", "C")
    with pytest.raises(ml.ChoiceRequired) as asked:
        b.copy().cast(DOOM)
    assert "C #" not in str(asked.value)  # the smaller one is no option
    b.cast(DOOM, choices=[tied])
    assert sorted(b.permanents["name"]) == ["A", "C"]


def test_the_highest_mana_value_202_3() -> None:
    b = ml.Board()
    b.add(card("Cheap", cost="{1}"), controller="opponent")
    b.add(card("Dear", cost="{5}"), controller="opponent")
    b.add_mana("you", "C")
    b.cast(SHATTER)
    assert list(b.permanents["name"]) == ["Cheap"]


def test_read_nowhere_else_208_1() -> None:
    other = card("Other", "Destroy target creature with the greatest power among creatures "
                 "target opponent controls.", "Instant", (None, None))
    assert not other.abilities[0].supported


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"sacrifices? an? .*with the (greatest|highest)",
                                       re.I), lambda a: a.supported and any(
        isinstance(e, Sacrifice) and e.selector.greatest is not None for e in a.effects))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_each_corpus_line_is_played_701_21a(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)
