"""A card file's records kept on disk (issue 26, item 4: the corpus loaded warm in under
2.5 s): a file read before loads the very same cards, tokens and warnings from its kept
records; a changed file, a corrupt or foreign document, or the cache turned off read the
file itself. Which cards a file holds is the loaders' business (tests/test_loaders*.py);
these tests check that the kept records give exactly that."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.pool import abilitycache, loaders, recordcache

LINES = [
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
     "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1", "flags": ["probe"]},
    {"name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
     "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Dryad Arbor", "type_line": "Land Creature — Forest Dryad", "oracle_text": "",
     "power": "1", "toughness": "1", "colors": ["G"]},
    {"name": "Elf Warrior", "type_line": "Token Creature — Elf Warrior", "power": "1",
     "toughness": "1", "layout": "token"},
    {"name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "type_line":
     "Instant // Instant", "layout": "split", "faces": [
         {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Fire deals 2 damage divided as you choose among one or two "
                         "targets."},
         {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
          "oracle_text": "Tap target permanent.\nDraw a card."}]},
]


@pytest.fixture()
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    abilitycache.close_cache()
    folder = tmp_path / "cache"
    monkeypatch.setenv("MTGLAB_CACHE_DIR", str(folder))
    yield folder
    abilitycache.close_cache()


def _write(path: Path, lines: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return path


def _same(a: ml.CardPool, b: ml.CardPool) -> None:
    """The two pools hold the same cards, field by field, and the same tokens, source and
    warnings."""
    assert a.names == b.names
    for x, y in zip(a, b, strict=True):
        for f in dataclasses.fields(x):
            assert getattr(x, f.name) == getattr(y, f.name), (x.name, f.name)
    assert a.tokens == b.tokens
    assert (a.source, a.warnings) == (b.source, b.warnings)


def _kept(folder: Path) -> list[Path]:
    return sorted(folder.glob("records-*.json"))


def test_a_file_read_again_loads_the_same_cards_from_its_kept_records(
        cache_dir: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "cards.jsonl", LINES)
    first = ml.load_cards(path, register=False)
    assert len(_kept(cache_dir)) == 1
    again = ml.load_cards(path, register=False)
    _same(first, again)
    assert "Elf Warrior" in again.tokens  # a token object is no card (CR 111.1)
    assert again["Fire // Ice"].faces == first["Fire // Ice"].faces  # CR 709.1


def test_kept_records_are_read_instead_of_the_file(
        cache_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _write(tmp_path / "cards.jsonl", LINES)
    first = ml.load_cards(path, register=False)

    def no_reading(*_args: object) -> str:
        raise AssertionError("the file was read again")

    monkeypatch.setattr(loaders, "_stream_records", no_reading)
    _same(first, ml.load_cards(path, register=False))


def test_a_changed_file_is_read_again(cache_dir: Path, tmp_path: Path) -> None:
    path = _write(tmp_path / "cards.jsonl", LINES)
    ml.load_cards(path, register=False)
    _write(path, LINES[:1])
    assert ml.load_cards(path, register=False).names == ["Llanowar Elves"]
    assert len(_kept(cache_dir)) == 2


@pytest.mark.parametrize("content", [b"not json", b"[]", b'{"format": "other"}',
                                     b'{"format": "mtglab-records/1", "read": "jsonl", '
                                     b'"cards": {"A": {"name": "B"}}, "tokens": {}, '
                                     b'"counts": {}}'])
def test_a_corrupt_or_foreign_document_is_ignored(cache_dir: Path, tmp_path: Path,
                                                 content: bytes) -> None:
    path = _write(tmp_path / "cards.jsonl", LINES)
    first = ml.load_cards(path, register=False)
    (kept,) = _kept(cache_dir)
    kept.write_bytes(content)
    _same(first, ml.load_cards(path, register=False))
    assert recordcache.read_kept(kept) is not None  # written anew


def test_off_keeps_no_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    abilitycache.close_cache()
    monkeypatch.setenv("MTGLAB_CACHE_DIR", "off")
    path = _write(tmp_path / "cards.jsonl", LINES)
    assert recordcache.records_path(path) is None
    assert len(ml.load_cards(path, register=False)) == 3
    assert not list(tmp_path.rglob("records-*.json"))


@pytest.mark.corpus
@pytest.mark.slow
def test_the_whole_corpus_loads_the_same_cards_from_its_kept_records(
        corpus_jsonl: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as m:  # the file itself, records neither read nor kept
        m.setattr(loaders, "read_kept", lambda _where: None)
        m.setattr(loaders, "write_kept", lambda *_args: None)
        read = ml.load_cards(corpus_jsonl, register=False)
    ml.load_cards(corpus_jsonl, register=False)  # kept (if they weren't yet)
    where = recordcache.records_path(corpus_jsonl)
    if where is None:
        pytest.skip("the cache is off here")
    assert recordcache.read_kept(where) is not None
    _same(read, ml.load_cards(corpus_jsonl, register=False))
