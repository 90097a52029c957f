"""A search for "up to X <cards>" — X of the spell (107.3a), of the permanent's spell for
its enters trigger (107.3m), or of ", where X is ..." (107.3c, in the middle of the
sentence or after it) — and for "up to that many <cards>", the number the instruction or
event before named (608.2c): "Discard any number of cards. Search your library for up to
that many basic land cards", "Whenever one or more creatures you control with power 4 or
greater attack, search your library for up to that many basic land cards" (each attacker
of the kind counts one, 603.2c). Every corpus line of the form that is read is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bsearch your library for up to (?:X|that many)\b", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_up_to_x_search_is_played_cr_701_23a(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_eight_lines_are_read_cr_107_3c() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8


FOREST = ml.Card.from_text(name="Test Forest", type_line="Basic Land — Forest",
                           oracle_text="({T}: Add {G}.)")
BIG = ml.Card.from_text(name="Big Beast", type_line="Creature — Beast", power="4",
                        toughness="4", mana_cost="{3}{G}")


def _forests(b: ml.Board) -> list[bool]:
    """Whether each Test Forest on the battlefield is tapped."""
    frame = b.permanents
    return [bool(t) for n, t in zip(frame["name"], frame["tapped"], strict=True)
            if n == "Test Forest"]


def _library_of_forests(b: ml.Board, n: int = 5) -> None:
    for _ in range(n):
        b.add(FOREST, "you", zone="library")


def test_traverse_the_outlands_finds_the_greatest_power_in_lands_cr_107_3c() -> None:
    b = ml.Board()
    _library_of_forests(b)
    b.add(real("Hill Giant"))  # 3/3: X is 3
    b.add(real("Grizzly Bears"))
    b.add_mana("you", "GGGGG")
    b.cast(real("Traverse the Outlands"))
    assert _forests(b) == [True, True, True]  # "Put those cards onto the battlefield tapped"
    assert len(b.library("you")) == 2


def test_sporocysts_enters_trigger_uses_the_spells_x_cr_107_3m() -> None:
    b = ml.Board()
    _library_of_forests(b)
    b.add_mana("you", "GGGGG")
    b.cast(real("Sporocyst"), x=2)
    b.resolve()  # Spore Chimney
    assert _forests(b) == [True, True]


def test_rites_of_spring_finds_as_many_as_were_discarded_cr_608_2c() -> None:
    b = ml.Board()
    _library_of_forests(b)
    for name in ("Grizzly Bears", "Hill Giant", "Ornithopter"):
        b.add(real(name), "you", zone="hand")
    b.add_mana("you", "GG")
    b.cast(real("Rites of Spring"), choices=[2, "Grizzly Bears, Hill Giant"])
    assert sorted(b.hand("you")["name"]) == ["Ornithopter", "Test Forest", "Test Forest"]


def test_the_earth_king_counts_only_the_attackers_of_the_kind_cr_603_2c_608_2c() -> None:
    b = ml.Board()
    _library_of_forests(b)
    b.add(real("The Earth King"))
    first, second = b.add(BIG), b.add(BIG)
    bears = b.add(real("Grizzly Bears"))  # power 2: not of the kind
    b.phase = "beginning of combat"
    b.attack(first, second, bears)
    b.resolve()
    assert _forests(b) == [True, True]


def test_the_ur_dragon_draws_one_card_per_attacking_dragon_cr_603_2c() -> None:
    dragon = ml.Card.from_text(name="Test Dragon", type_line="Creature — Dragon",
                               power="4", toughness="4", mana_cost="{3}{R}")
    b = ml.Board()
    for _ in range(6):
        b.add(real("Grizzly Bears"), "you", zone="library")
    b.add(real("The Ur-Dragon"))
    first, second = b.add(dragon), b.add(dragon)
    b.phase = "beginning of combat"
    b.attack(first, second)
    b.resolve(choices=[False])  # draw that many; then no permanent put from the hand
    assert len(b.hand("you")) == 2


def test_boundless_realms_x_said_in_the_middle_counts_your_lands_cr_107_3c() -> None:
    # "Search your library for up to X basic land cards, where X is the number of lands
    # you control, put them onto the battlefield tapped, then shuffle."
    b = ml.Board()
    _library_of_forests(b)
    b.add(FOREST)
    b.add(FOREST)  # two lands: X is 2
    b.add_mana("you", "GGGGGGG")
    b.cast(real("Boundless Realms"))
    assert sorted(_forests(b)) == [False, False, True, True]
