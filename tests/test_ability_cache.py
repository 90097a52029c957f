"""Parsed abilities cached on disk (issue 13): a text parsed once per parser version is
read back equal, the file is named after the parser's version, and the cache can be
turned off. What a text parses into is the parser's business (tests/test_parser_*.py);
these tests check that the cache returns exactly that."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards import abilitycache

TEXT = "{T}: Add {G}.\n{1}, {T}: Add one mana of any color."


@pytest.fixture()
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    abilitycache.close_cache()
    monkeypatch.setenv("MTGLAB_CACHE_DIR", str(tmp_path))
    yield tmp_path
    abilitycache.close_cache()


def _card(name: str = "Cache Probe") -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Artifact", oracle_text=TEXT)


def test_a_cached_card_reads_back_equal(cache_dir: Path) -> None:
    first = _card()
    abilitycache.close_cache()  # written to the file
    path = abilitycache.cache_path()
    assert path is not None and path.parent == cache_dir and path.exists()
    with sqlite3.connect(path) as db:
        (n,) = db.execute("SELECT COUNT(*) FROM abilities").fetchone()
    assert n >= 1
    again = _card()  # read from the file
    assert again.abilities == first.abilities
    assert [a.is_mana_ability for a in again.abilities] == [True, True]  # CR 605.1a


def test_the_file_is_named_after_the_parser_version(cache_dir: Path) -> None:
    path = abilitycache.cache_path()
    assert path is not None
    assert abilitycache.parser_version() in path.name


def _entries() -> int:
    abilitycache.close_cache()
    path = abilitycache.cache_path()
    assert path is not None
    if not path.exists():
        return 0
    with sqlite3.connect(path) as db:
        (n,) = db.execute("SELECT COUNT(*) FROM abilities").fetchone()
    return int(n)


def test_the_name_is_part_of_the_key(cache_dir: Path) -> None:
    # a text that names its own card parses per name: two names, two entries
    before = _entries()
    a = ml.Card.from_text(name="Alpha Probe", type_line="Land",
                          oracle_text="Alpha Probe enters tapped.\n{T}: Add {U}.")
    b = ml.Card.from_text(name="Beta Probe", type_line="Land",
                          oracle_text="Alpha Probe enters tapped.\n{T}: Add {U}.")
    assert _entries() == before + 2
    assert a.abilities[-1] == b.abilities[-1]  # the mana ability is the same either way


def test_off_turns_the_cache_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    abilitycache.close_cache()
    monkeypatch.setenv("MTGLAB_CACHE_DIR", "off")
    try:
        assert abilitycache.cache_path() is None
        assert _card("Uncached Probe").abilities[0].is_mana_ability
    finally:
        abilitycache.close_cache()
