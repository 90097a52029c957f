""""If you do, choose a color, then ... of that color" (CR 608.2d, 608.2c).

The color is chosen as the instruction resolves (608.2d) and "of that color" in the
instructions after it is that color (608.2c). Treva, the Renewer: "you may pay {2}{W}.
If you do, choose a color, then you gain 1 life for each permanent of that color" —
paid, the life is gained; not paid, nothing is chosen or gained (608.2d).
"""

from __future__ import annotations

import re
from typing import Any

from conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

import mtglab as ml

TREVA = "Treva, the Renewer"
DROMAR = "Dromar, the Banisher"
WHITE_BEAR = ml.Card.from_text(name="White Bear", mana_cost="{W}",
                               type_line="Creature — Bear", oracle_text="",
                               power="2", toughness="2")
BLUE_BEAR = ml.Card.from_text(name="Blue Bear", mana_cost="{U}",
                              type_line="Creature — Bear", oracle_text="",
                              power="2", toughness="2")


def _damage_with(name: str, mana: str) -> ml.Board:
    b = ml.Board(phase="precombat main")
    dragon = b.add(corpus_cards(name)[name])
    b.add(WHITE_BEAR)
    b.add(BLUE_BEAR, "opponent")
    b.add_mana("you", mana)
    b.attack(dragon)
    b.combat_damage()  # "deals combat damage to a player" (510.3a)
    return b


def test_paid_chooses_and_gains_for_each_of_that_color_608_2d() -> None:
    b = _damage_with(TREVA, "WWW")
    life = b.life("you")
    b.resolve(choices=[True, "white"])  # pays {2}{W}; chooses white
    assert b.mana_pool("you") == ""
    assert b.life("you") == life + 2  # Treva and the white bear (608.2c)


def test_not_paid_nothing_happens_608_2d() -> None:
    b = _damage_with(TREVA, "WWW")
    life = b.life("you")
    b.resolve(choices=[False])
    assert b.mana_pool("you") == "WWW" and b.life("you") == life


def test_return_all_creatures_of_that_color_608_2c() -> None:
    b = _damage_with(DROMAR, "UUU")
    b.resolve(choices=[True, "blue"])
    names = set(b.permanents["name"])
    assert "Blue Bear" not in names and "White Bear" in names
    assert [c.name for c in b.cards("opponent", "hand")] == ["Blue Bear"]


_LINE = re.compile(r"choose a color, then ")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("color_line", _lines)


def test_each_supported_corpus_line_is_played_608_2d(color_line: tuple[Any, Any]) -> None:
    if color_line[1].supported:
        audit_found([color_line], board_refusals=True)


def test_corpus_lines_are_supported_608_2d() -> None:
    found = _lines()
    if found:
        assert sum(a.supported for _f, a in found) >= 2
