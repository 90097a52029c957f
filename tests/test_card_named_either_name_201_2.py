"""A search for "a card named A or B" (Bogbrew Witch, Renowned Weaponsmith): a card of
either name (CR 201.2), found as any search finds (701.23a; it may find none, 701.23b).
Every corpus line so read is played."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines

_LINE = re.compile(r"\bcard named [A-Z][^.]*? or [A-Z]")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: a.supported and bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_either_name_search_is_played_cr_201_2(line: tuple[Any, Any]) -> None:
    audit_found([line], board_refusals=True)


def test_at_least_two_lines_are_read_cr_701_23a() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 2


_TUTOR = ml.Card.from_text(name="Test Tutor", type_line="Sorcery", mana_cost="{U}",
                           oracle_text="Search your library for a card named Clone or "
                                       "Grizzly Bears, reveal it, put it into your hand, "
                                       "then shuffle.")


def test_a_card_of_either_name_is_found_cr_201_2() -> None:
    b = ml.Board()
    for name in ("Lightning Bolt", "Clone"):
        b.add(name, zone="library")
    b.add_mana("you", "U")
    b.cast(_TUTOR, choices=["Clone"])
    assert list(b.hand("you")["name"]) == ["Clone"]


def test_another_name_is_not_found_cr_701_23b() -> None:
    b = ml.Board()
    b.add("Lightning Bolt", zone="library")
    b.add_mana("you", "U")
    b.cast(_TUTOR)
    assert list(b.hand("you")["name"]) == []
    assert list(b.library("you")["name"]) == ["Lightning Bolt"]
