""""Choose a creature type. All creatures of that type get -1/-1 until end of turn": "of
that type" is the type the sentence before chose as it resolves (CR 608.2c, 608.2d), the
same as "of the chosen type". Each corpus line of the wording read is played.
"""

from __future__ import annotations

import re

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_WORDING = re.compile(r"\bChoose an? [a-z ]*type\. [^.]*\bof that type\b")


def _lines() -> list[tuple[object, object]]:
    return corpus_abilities(_WORDING, lambda a: a.supported and bool(_WORDING.search(a.text)))


pytest_generate_tests = parametrize_face_lines("that_type_line", _lines)


def test_each_corpus_line_read_is_played_cr_608_2c(that_type_line: tuple) -> None:
    audit_found([that_type_line], board_refusals=True)


def test_only_creatures_of_the_type_chosen_get_the_bonus_cr_608_2c_608_2d() -> None:
    outbreak = ml.Card.from_text(
        name="Test Outbreak", mana_cost="{3}{B}", type_line="Sorcery",
        oracle_text="Choose a creature type. All creatures of that type get -1/-1 until end "
        "of turn.")
    bear = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                             power="2", toughness="2")
    elf = ml.Card.from_text(name="Elf", mana_cost="{G}", type_line="Creature — Elf",
                            power="1", toughness="1")
    assert all(a.supported for a in outbreak.abilities)
    b = ml.Board()
    bears, elves = b.add(bear, "opponent"), b.add(elf, "opponent")
    b.add_mana("you", "BCCC")
    b.cast(outbreak, choices=["Bear"])
    assert b.characteristics(bears)["power"] == 1
    assert b.characteristics(elves)["power"] == 1  # not of the type chosen: unchanged
