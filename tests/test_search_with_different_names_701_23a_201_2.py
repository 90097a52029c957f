"""A search for "up to N <cards> with different names" (Shared Summons, Three Dreams,
Deathbellow War Cry, Saheeli Rai's −7, "... that have different names"): no card found
shares its name with another card found (CR 201.2: two objects have the same name when
their names are the same), each found card chosen as the search goes (701.23a). Every
corpus line of the form that is read is played; on a board two copies of one card are
never both found."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.library import Search
from tests.conftest import audit_found, corpus_abilities, parametrize_face_lines
from tests.static_lines import real

_LINE = re.compile(r"\bsearch your library for up to [^.]*?(?:with|that (?:each )?have) "
                   r"different names", re.I)


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)) and a.supported)


pytest_generate_tests = parametrize_face_lines("line", _lines)


def test_every_read_different_names_search_is_played_cr_701_23a(
        line: tuple[Any, Any]) -> None:
    _face, ability = line
    assert any(isinstance(e, Search) and e.different_names for e in ability.effects)
    audit_found([line], board_refusals=True)


def test_at_least_six_lines_are_read_cr_201_2() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 6


def test_shared_summons_never_finds_two_of_one_name_cr_201_2() -> None:
    b = ml.Board()
    for name in ("Grizzly Bears", "Grizzly Bears", "Hill Giant"):
        b.add(real(name), "you", zone="library")
    b.add_mana("you", "GGGGGG")
    b.cast(real("Shared Summons"), choices=["Grizzly Bears"])
    assert sorted(b.hand("you")["name"]) == ["Grizzly Bears", "Hill Giant"]
    assert list(b.library("you")["name"]) == ["Grizzly Bears"]


def test_without_the_words_two_of_one_name_may_be_found_cr_701_23a() -> None:
    b = ml.Board()
    for name in ("Grizzly Bears", "Grizzly Bears", "Hill Giant"):
        b.add(real(name), "you", zone="library")
    tutor = ml.Card.from_text(name="Test Tutor", type_line="Sorcery", mana_cost="{G}",
                              oracle_text=("Search your library for up to two creature "
                                           "cards, reveal them, put them into your hand, "
                                           "then shuffle."))
    b.add_mana("you", "G")
    b.cast(tutor, choices=["Grizzly Bears", "Grizzly Bears"])
    assert sorted(b.hand("you")["name"]) == ["Grizzly Bears", "Grizzly Bears"]
