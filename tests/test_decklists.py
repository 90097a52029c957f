"""ml.read_decklist: Arena, MTGO .dek and plain lists, written here by hand (issue 15)."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.pool import decklists

catalogue_module = importlib.import_module("mtglab.cards.pool.catalogue")


@pytest.fixture(autouse=True)
def _no_pools_leak(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(catalogue_module, "_pools", [])
    yield


ARENA = """About
Name Elves and Rings

Commander
1 Kinnan, Bonder Prodigy (IKO) 192

Deck
4 Llanowar Elves (M19) 314
2 Sol Ring (C21) 263 *F*
20 Forest (ZNR) 278

Sideboard
3 Birds of Paradise (M12) 165
"""


def _rows(frame: object) -> list[tuple[object, ...]]:
    import pandas as pd

    assert isinstance(frame, pd.DataFrame)
    return list(frame[["count", "name", "section"]].itertuples(index=False, name=None))


def test_an_arena_export() -> None:
    deck = ml.read_decklist(ARENA)
    assert _rows(deck) == [(1, "Kinnan, Bonder Prodigy", "commander"),
                           (4, "Llanowar Elves", "main"), (2, "Sol Ring", "main"),
                           (20, "Forest", "main"), (3, "Birds of Paradise", "sideboard")]
    assert list(deck["set"]) == ["IKO", "M19", "C21", "ZNR", "M12"]
    assert list(deck["number"]) == ["192", "314", "263", "278", "165"]
    assert deck["known"].all() and deck.attrs["unknown"] == {}
    assert list(deck.columns) == list(decklists.COLUMNS)


def test_the_cards_fill_a_board_and_a_pool() -> None:
    deck = ml.read_decklist(ARENA)
    b = ml.Board()
    for row in deck[deck["section"] == "main"].itertuples():
        if row.card.is_permanent_card:
            b.add(row.card)
    assert len(b) == 3
    pool = ml.CardPool(deck["card"])
    assert len(pool) == 5 and pool["sol ring"].mana_value == 1


PLAIN = """4x Llanowar Elves
2 Sol Ring
// a comment
20 Forest

2 Birds of Paradise
"""


def test_a_plain_list_a_blank_line_starts_the_sideboard() -> None:
    # MTGO's text export: the main deck, a blank line, the sideboard (no header)
    assert _rows(ml.read_decklist(PLAIN)) == [
        (4, "Llanowar Elves", "main"), (2, "Sol Ring", "main"), (20, "Forest", "main"),
        (2, "Birds of Paradise", "sideboard")]


def test_a_plain_list_with_headers_and_type_groups() -> None:
    text = ("Creatures (4)\n4 Llanowar Elves\n\nArtifacts\n1 Sol Ring\n\n"
            "Sideboard:\n1 Forest\nSB: 1 Island\n")
    assert _rows(ml.read_decklist(text)) == [
        (4, "Llanowar Elves", "main"), (1, "Sol Ring", "main"), (1, "Forest", "sideboard"),
        (1, "Island", "sideboard")]


DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Llanowar Elves" Annotation="0" />
  <Cards CatID="2" Quantity="16" Sideboard="false" Name="Forest" Annotation="0" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Sol Ring" Annotation="0" />
</Deck>
"""


def test_an_mtgo_dek_file(tmp_path: Path) -> None:
    path = tmp_path / "elves.dek"
    path.write_text(DEK, "utf-8")
    assert _rows(ml.read_decklist(path)) == [
        (4, "Llanowar Elves", "main"), (16, "Forest", "main"), (2, "Sol Ring", "sideboard")]
    assert _rows(ml.read_decklist(str(path))) == _rows(ml.read_decklist(path))


def test_a_dek_file_with_entities_is_refused() -> None:
    bomb = ('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">]>'
            '<Deck><Cards Quantity="1" Name="&a;"/></Deck>')
    with pytest.raises(ml.CardDataError, match="ENTITY"):
        ml.read_decklist(bomb)


def test_unknown_names_are_kept_with_suggestions() -> None:
    deck = ml.read_decklist("4 Llanowar Elvez\n1 Sol Ring\n")
    assert list(deck["known"]) == [False, True]
    assert deck.loc[0, "name"] == "Llanowar Elvez" and deck.loc[0, "card"] is None
    assert "Llanowar Elves" in deck.loc[0, "suggestions"]
    assert "Llanowar Elves" in deck.attrs["unknown"]["Llanowar Elvez"]


def test_names_are_looked_up_in_a_given_pool(scryfall_sample: Path) -> None:
    pool = ml.load_cards(scryfall_sample, register=False)
    deck = ml.read_decklist("2 Fire/Ice\n1 Delver of Secrets\n", pool=pool)
    # MTGO writes split cards "Fire/Ice"; a front face's name finds its card
    assert list(deck["name"]) == ["Fire // Ice", "Delver of Secrets // Insectile Aberration"]


@pytest.mark.parametrize("text", ["4 Forest\nfour Forest\n", "0 Forest\n",
                                  "99999 Forest\n", "Forest\n"])
def test_a_line_that_is_not_a_card_line_is_named(text: str) -> None:
    with pytest.raises(ml.CardDataError) as info:
        ml.read_decklist(text)
    assert info.value.record is not None and info.value.record.startswith("line ")


def test_limits_and_types() -> None:
    with pytest.raises(ml.InputLimitError):
        ml.read_decklist("1 Forest\n" * 200_000)
    with pytest.raises(ml.BadArgumentTypeError):
        ml.read_decklist(None)  # type: ignore[arg-type]
    with pytest.raises(ml.CardDataError, match="cannot read"):
        ml.read_decklist(Path("/nonexistent/deck.txt"))
