"""ml.load_cards on the files people download: compressed, JSON lines, every printing,
tokens and art cards, MTGJSON AllPrintings and set files, one card from a dict (issue 15).

Real cards come from ../shared/corpus (the fixtures of conftest.py); the shapes Scryfall
and MTGJSON give tokens, art-series cards, emblems and reversible printings are written
here from the formats' documented fields.
"""

from __future__ import annotations

import bz2
import copy
import gzip
import importlib
import json
import lzma
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml

catalogue_module = importlib.import_module("mtglab.cards.pool.catalogue")


@pytest.fixture(autouse=True)
def _no_pools_leak(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(catalogue_module, "_pools", [])
    yield


@pytest.fixture(scope="module")
def scryfall_cards(scryfall_sample: Path) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = json.loads(scryfall_sample.read_text("utf-8"))
    return data


def _by_name(cards: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return copy.deepcopy(next(c for c in cards if c["name"] == name))


# -- compression -------------------------------------------------------------------------

COMPRESSORS = {
    "gzip": gzip.compress,
    "bz2": bz2.compress,
    "xz": lzma.compress,
}


@pytest.mark.parametrize("kind", [*COMPRESSORS, "zip"])
@pytest.mark.parametrize("fixture", ["scryfall_sample", "mtgjson_sample"])
def test_compressed_downloads_load(kind: str, fixture: str, tmp_path: Path,
                                   request: pytest.FixtureRequest) -> None:
    sample: Path = request.getfixturevalue(fixture)
    raw = sample.read_bytes()
    path = tmp_path / "download.bin"  # the name says nothing: the content does
    if kind == "zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("AtomicCards.json", raw)
    else:
        path.write_bytes(COMPRESSORS[kind](raw))
    pool = ml.load_cards(path, register=False)
    assert len(pool) == 237 and pool["Sol Ring"].oracle_text == "{T}: Add {C}{C}."


@pytest.mark.parametrize("kind", [*COMPRESSORS, "zip"])
def test_a_truncated_compressed_file_is_a_card_data_error(kind: str, tmp_path: Path,
                                                          scryfall_sample: Path) -> None:
    raw = scryfall_sample.read_bytes()
    if kind == "zip":
        z = tmp_path / "whole.zip"
        with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("cards.json", raw)
        packed = z.read_bytes()
    else:
        packed = COMPRESSORS[kind](raw)
    path = tmp_path / "cut.bin"
    path.write_bytes(packed[: len(packed) // 2])
    with pytest.raises(ml.CardDataError) as info:  # was EOFError for gzip
        ml.load_cards(path, register=False)
    assert str(path) in str(info.value)


def test_a_gzip_header_alone_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "cards.json"
    path.write_bytes(b"\x1f\x8b\x08\x00truncated")
    with pytest.raises(ml.CardDataError, match="truncated or damaged"):
        ml.load_cards(path, register=False)


def test_the_cli_refuses_a_truncated_gzip_with_exit_1(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from mtglab import cli

    path = tmp_path / "cards.json"
    path.write_bytes(b"\x1f\x8b\x08\x00truncated")
    assert cli.main(["coverage", str(path)]) == 1
    assert "cards.json" in capsys.readouterr().err


# -- Scryfall JSON lines ------------------------------------------------------------------


def test_scryfall_json_lines_keep_faces_and_text(scryfall_cards: list[dict[str, Any]],
                                                 tmp_path: Path) -> None:
    # one Scryfall object a line (as `jq -c '.[]'` writes): was read as mtglab's JSONL and
    # Delver of Secrets lost its faces and text
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in scryfall_cards), "utf-8")
    lines = ml.load_cards(path, register=False)
    assert len(lines) == 237 and "scryfall jsonl" in repr(lines)
    delver = lines["Delver of Secrets"]
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert delver.oracle_text.startswith("At the beginning of your upkeep")


def test_scryfall_lines_and_array_give_the_same_cards(scryfall_cards: list[dict[str, Any]],
                                                      scryfall_sample: Path,
                                                      tmp_path: Path) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in scryfall_cards), "utf-8")
    lines = ml.load_cards(path, register=False)
    array = ml.load_cards(scryfall_sample, register=False)
    assert [c == array[c.name] for c in lines] == [True] * len(array)


# -- non-gameplay objects -----------------------------------------------------------------

ELF_TOKEN = {"object": "card", "name": "Elf Warrior", "layout": "token",
             "type_line": "Token Creature — Elf Warrior", "oracle_text": "", "mana_cost": "",
             "power": "1", "toughness": "1", "colors": ["G"], "set_type": "token"}
LLANOWAR_TOKEN = {**ELF_TOKEN, "name": "Llanowar Elves", "type_line": "Token Creature — Elf",
                  "oracle_text": "{T}: Add {G}."}
ART_CARD = {"object": "card", "name": "Llanowar Elves // Llanowar Elves",
            "layout": "art_series", "type_line": "Card // Card",
            "card_faces": [{"object": "card_face", "name": "Llanowar Elves",
                            "type_line": "Card", "oracle_text": "", "mana_cost": ""},
                           {"object": "card_face", "name": "Llanowar Elves",
                            "type_line": "Card", "oracle_text": "", "mana_cost": ""}]}
EMBLEM = {"object": "card", "name": "Jace, Telepath Unbound Emblem", "layout": "emblem",
          "type_line": "Emblem — Jace", "oracle_text": "Whenever you cast a spell, ..."}


def _reversible(card: dict[str, Any]) -> dict[str, Any]:
    """A reversible printing as Scryfall gives it: no top-level type line or text."""
    face = {k: card[k] for k in ("name", "mana_cost", "type_line", "oracle_text")}
    face["object"] = "card_face"
    face["layout"] = "normal"
    return {"object": "card", "name": f"{card['name']} // {card['name']}",
            "layout": "reversible_card", "card_faces": [face, dict(face)]}


def _default_cards(scryfall_cards: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every printing: art cards and tokens first, then each card twice."""
    sol_ring = _by_name(scryfall_cards, "Sol Ring")
    printings = [ART_CARD, LLANOWAR_TOKEN, ELF_TOKEN, EMBLEM, _reversible(sol_ring)]
    for c in scryfall_cards:
        printings += [c, dict(c, id=c["id"] + "-2")]
    return printings


def test_every_printing_file_prefers_gameplay_cards(scryfall_cards: list[dict[str, Any]],
                                                    tmp_path: Path) -> None:
    path = tmp_path / "default-cards.json"
    path.write_text(json.dumps(_default_cards(scryfall_cards)), "utf-8")
    pool = ml.load_cards(path)
    assert len(pool) == 237
    elves = ml.card("llanowar elves")  # was the art-series card
    assert elves.type_line == "Creature — Elf Druid" and elves.layout == "normal"
    ring = ml.card("sol ring")  # was the reversible printing
    assert ring.name == "Sol Ring" and ring.type_line == "Artifact" and not ring.faces
    # tokens are not cards (CR 111.1): they are in the token registry
    assert "Elf Warrior" not in pool.names
    assert pool.tokens["Elf Warrior"].type_line == "Token Creature — Elf Warrior"
    assert catalogue_module.token("elf warrior").power == "1"
    text = "\n".join(pool.warnings)
    assert "2 token objects" in text and "1 art_series" in text and "1 emblem" in text
    # 237 second printings, and Sol Ring's own printing after its reversible one
    assert "1 reversible printings folded" in text and "238 further printings" in text


def test_a_reversible_card_alone_loads_in_json_lines(scryfall_cards: list[dict[str, Any]],
                                                     tmp_path: Path) -> None:
    # a reversible card has no top-level type_line: it stopped a whole JSONL load
    lines = [_reversible(_by_name(scryfall_cards, "Sol Ring")),
             _by_name(scryfall_cards, "Llanowar Elves")]
    path = tmp_path / "cards.jsonl"
    path.write_text("".join(json.dumps(c) + "\n" for c in lines), "utf-8")
    pool = ml.load_cards(path, register=False)
    assert pool.names == ["Sol Ring", "Llanowar Elves"]


def test_a_scryfall_api_list_page_loads(scryfall_cards: list[dict[str, Any]],
                                        tmp_path: Path) -> None:
    path = tmp_path / "search.json"
    path.write_text(json.dumps({"object": "list", "has_more": False,
                                "data": scryfall_cards[:5]}), "utf-8")
    assert len(ml.load_cards(path, register=False)) == 5


# -- MTGJSON AllPrintings and set files ---------------------------------------------------


@pytest.fixture(scope="module")
def mtgjson_data(mtgjson_sample: Path) -> dict[str, list[dict[str, Any]]]:
    data: dict[str, list[dict[str, Any]]] = json.loads(mtgjson_sample.read_text("utf-8"))["data"]
    return data


def _printings(data: dict[str, list[dict[str, Any]]], names: list[str],
               code: str) -> list[dict[str, Any]]:
    out = []
    for i, name in enumerate(names):
        for face in data[name]:
            out.append({**face, "name": name, "setCode": code, "number": str(i),
                        "uuid": f"{code}-{i}-{face.get('side', 'a')}"})
    return out


def _set(data: dict[str, list[dict[str, Any]]], names: list[str], code: str) -> dict[str, Any]:
    token = {"name": "Elf Warrior", "type": "Token Creature — Elf Warrior", "text": "",
             "layout": "token", "power": "1", "toughness": "1", "setCode": "T" + code,
             "uuid": f"T{code}-1"}
    return {"baseSetSize": len(names), "cards": _printings(data, names, code),
            "code": code, "name": f"Set {code}", "tokens": [token]}


def test_mtgjson_all_printings_loads_each_card_once(
        mtgjson_data: dict[str, list[dict[str, Any]]], tmp_path: Path) -> None:
    names = list(mtgjson_data)
    doc = {"meta": {"version": "5.2.0"},
           "data": {"AAA": _set(mtgjson_data, names[:150], "AAA"),
                    "BBB": _set(mtgjson_data, names[100:], "BBB")}}
    path = tmp_path / "AllPrintings.json"
    path.write_text(json.dumps(doc), "utf-8")  # was "expected a non-empty list of faces"
    pool = ml.load_cards(path, register=False)
    assert sorted(pool.names) == sorted(names)
    assert "Elf Warrior" in pool.tokens
    delver = pool["Delver of Secrets // Insectile Aberration"]
    assert [f.name for f in delver.faces] == ["Delver of Secrets", "Insectile Aberration"]
    assert any("50 further printings" in w for w in pool.warnings)


def test_an_mtgjson_set_file_loads(mtgjson_data: dict[str, list[dict[str, Any]]],
                                   tmp_path: Path) -> None:
    names = list(mtgjson_data)[:20]
    path = tmp_path / "AAA.json"
    path.write_text(json.dumps({"meta": {}, "data": _set(mtgjson_data, names, "AAA")},
                               indent=2), "utf-8")
    pool = ml.load_cards(path, register=False)
    assert pool.names == names and list(pool.tokens) == ["Elf Warrior"]


# -- one card from a dict -----------------------------------------------------------------


def test_card_from_scryfall_equals_the_loaded_card(scryfall_cards: list[dict[str, Any]],
                                                   scryfall_sample: Path) -> None:
    pool = ml.load_cards(scryfall_sample, register=False)
    for name in ("Llanowar Elves", "Delver of Secrets // Insectile Aberration", "Fire // Ice"):
        assert ml.Card.from_scryfall(_by_name(scryfall_cards, name)) == pool[name]


def test_card_from_scryfall_takes_a_wrapper_object(scryfall_cards: list[dict[str, Any]]) -> None:
    class Wrapped:  # scrython's card objects keep the dict in .scryfallJson
        def __init__(self, data: dict[str, Any]) -> None:
            self.scryfallJson = data

    card = ml.Card.from_scryfall(Wrapped(_by_name(scryfall_cards, "Sol Ring")))
    assert card.name == "Sol Ring" and card.mana_value == 1


def test_card_from_mtgjson(mtgjson_data: dict[str, list[dict[str, Any]]],
                           mtgjson_sample: Path) -> None:
    pool = ml.load_cards(mtgjson_sample, register=False)
    assert ml.Card.from_mtgjson(mtgjson_data["Sol Ring"][0]) == pool["Sol Ring"]
    delver = "Delver of Secrets // Insectile Aberration"
    assert ml.Card.from_mtgjson(mtgjson_data[delver]) == pool[delver]


@pytest.mark.parametrize("bad", [None, 5, "Sol Ring", [], {"name": "X"}, {"type": "Artifact"}])
def test_bad_card_dicts_are_card_data_errors(bad: Any) -> None:
    with pytest.raises(ml.CardDataError):
        ml.Card.from_scryfall(bad)
    with pytest.raises(ml.CardDataError):
        ml.Card.from_mtgjson(bad)


# -- limits -------------------------------------------------------------------------------


@pytest.mark.parametrize("shape", ["array", "lines", "object"])
def test_deeply_nested_json_is_refused_before_parsing(shape: str, tmp_path: Path) -> None:
    deep = "[" * 200_000  # was a RecursionError (or all the memory, streamed)
    text = {"array": f'[{{"name": "X", "type_line": "Artifact", "x": {deep}',
            "lines": '{"name": "A", "type_line": "Artifact"}\n{"name": "X", "x": ' + deep,
            "object": '{"data": {"X": ' + deep}[shape]
    path = tmp_path / "deep.json"
    path.write_text(text, "utf-8")
    with pytest.raises(ml.InputLimitError):
        ml.load_cards(path, register=False)


@pytest.mark.parametrize("value", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_non_finite_numbers_are_refused(value: str, tmp_path: Path) -> None:
    path = tmp_path / "nan.jsonl"
    path.write_text('{"name": "A", "type_line": "Creature", "power": 1}\n'
                    f'{{"name": "B", "type_line": "Creature", "power": {value}}}\n', "utf-8")
    with pytest.raises(ml.CardDataError) as info:
        ml.load_cards(path, register=False)
    assert info.value.record is not None and "line 2" in info.value.record


def test_a_huge_text_field_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.jsonl"
    path.write_text(json.dumps({"name": "A", "type_line": "Artifact",
                                "oracle_text": "x" * 100_000}) + "\n", "utf-8")
    with pytest.raises(ml.InputLimitError, match="oracle_text"):
        ml.load_cards(path, register=False)


def test_a_path_of_the_wrong_type() -> None:
    with pytest.raises(ml.BadArgumentTypeError):
        ml.load_cards(5)  # type: ignore[arg-type]
