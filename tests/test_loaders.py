"""ml.load_cards: Scryfall bulk JSON, MTGJSON AtomicCards and JSONL, told apart by content.

The samples in ../shared/corpus/ come through the fixtures of conftest.py (skipped with a
message where ../shared is absent); the corrupt files and the small JSONL files are
written here, in tmp_path, from the cards' printed text.
"""

from __future__ import annotations

import gzip
import importlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml

# The module, not the function ``mtglab.cards.pool.catalogue`` that shadows its name.
catalogue_module = importlib.import_module("mtglab.cards.pool.catalogue")

# Cards whose text is the same in both samples and in cards.jsonl (the corpus refreshed
# some other cards' wording to the 2024 templates, see corpus/SOURCE.md).
SAME_EVERYWHERE = [
    "Llanowar Elves",
    "Birds of Paradise",
    "Sol Ring",
    "Forest",
    "Dryad Arbor",
    "Fire // Ice",
    "Commit // Memory",
    "Bonecrusher Giant // Stomp",
    "Delver of Secrets // Insectile Aberration",
    "Jace, Vryn's Prodigy // Jace, Telepath Unbound",
    "Treasure Map // Treasure Cove",
]

# Printed cards, as JSONL records (the keys of corpus/cards.jsonl).
ELVES: dict[str, Any] = {
    "name": "Llanowar Elves", "mana_cost": "{G}", "type_line": "Creature — Elf Druid",
    "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1", "loyalty": None,
    "colors": ["G"], "layout": "normal", "faces": None}
SOL_RING: dict[str, Any] = {
    "name": "Sol Ring", "mana_cost": "{1}", "type_line": "Artifact",
    "oracle_text": "{T}: Add {C}{C}.", "power": None, "toughness": None,
    "loyalty": None, "colors": [], "layout": "normal", "faces": None}
FIRE_ICE: dict[str, Any] = {
    "name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "type_line": "Instant // Instant",
    "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets.\n//\n"
                   "Tap target permanent.\nDraw a card.",
    "power": None, "toughness": None, "loyalty": None, "colors": ["U", "R"], "layout": "split",
    "faces": [
        {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
         "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets.",
         "power": None, "toughness": None, "loyalty": None, "colors": ["R"]},
        {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
         "oracle_text": "Tap target permanent.\nDraw a card.",
         "power": None, "toughness": None, "loyalty": None, "colors": ["U"]},
    ],
}


@pytest.fixture(autouse=True)
def _no_pools_leak(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Pools registered by load_cards here must not change ml.card for other tests."""
    monkeypatch.setattr(catalogue_module, "_pools", [])
    yield


def _write_jsonl(path: Path, records: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                    encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def corpus_lines(corpus_jsonl: Path) -> dict[str, str]:
    """The cards.jsonl lines of SAME_EVERYWHERE, by name."""
    wanted = set(SAME_EVERYWHERE)
    lines: dict[str, str] = {}
    with corpus_jsonl.open(encoding="utf-8") as f:
        for line in f:
            name = json.loads(line)["name"]
            if name in wanted:
                lines[name] = line
    assert set(lines) == wanted
    return lines


@pytest.fixture
def jsonl_sample(tmp_path: Path, corpus_lines: dict[str, str]) -> Path:
    path = tmp_path / "sample.jsonl"
    path.write_text("".join(corpus_lines[n] for n in SAME_EVERYWHERE), encoding="utf-8")
    return path


def _printed(card: ml.Card) -> tuple[Any, ...]:
    """What a card prints: name, cost, type line, text, P/T, loyalty, colors, faces."""
    return (card.name, None if card.mana_cost is None else str(card.mana_cost), card.type_line,
            card.oracle_text, card.power, card.toughness, card.loyalty, card.colors,
            tuple(_printed(f) for f in card.faces))


# -- the three formats -------------------------------------------------------------------


def test_scryfall_sample_loads(scryfall_sample: Path) -> None:
    pool = ml.load_cards(scryfall_sample, register=False)
    assert len(pool) == 237  # SOURCE.md: 237 cards
    assert "scryfall" in repr(pool)
    elves = pool["Llanowar Elves"]
    assert str(elves.mana_cost) == "{G}" and elves.type_line == "Creature — Elf Druid"
    assert elves.oracle_text == "{T}: Add {G}." and (elves.power, elves.toughness) == ("1", "1")


def test_mtgjson_sample_loads(mtgjson_sample: Path) -> None:
    pool = ml.load_cards(mtgjson_sample, register=False)
    assert len(pool) == 237
    assert "mtgjson" in repr(pool)
    assert pool["Sol Ring"].oracle_text == "{T}: Add {C}{C}."


def test_both_samples_hold_the_same_cards(scryfall_sample: Path, mtgjson_sample: Path) -> None:
    scry = ml.load_cards(scryfall_sample, register=False)
    mtgj = ml.load_cards(mtgjson_sample, register=False)
    assert scry.names == mtgj.names
    for card in scry:
        assert _printed(card) == _printed(mtgj[card.name]), card.name


def test_the_same_card_loads_the_same_from_all_three_formats(
    scryfall_sample: Path, mtgjson_sample: Path, jsonl_sample: Path
) -> None:
    pools = [ml.load_cards(p, register=False)
             for p in (scryfall_sample, mtgjson_sample, jsonl_sample)]
    assert "jsonl" in repr(pools[2])
    for name in SAME_EVERYWHERE:
        scry, mtgj, jsonl = (pool[name] for pool in pools)
        assert _printed(scry) == _printed(mtgj) == _printed(jsonl), name
        assert scry.layout == mtgj.layout == jsonl.layout, name


def test_mtgjson_loyalty_costs_become_oracle_form(mtgjson_sample: Path) -> None:
    # MTGJSON prints "[+1]:"; the Oracle text (and Scryfall, and cards.jsonl) "+1:".
    jace = ml.load_cards(mtgjson_sample, register=False)["Jace, Telepath Unbound"]
    back = jace.faces[1]
    assert back.oracle_text.startswith("+1: Up to one target creature gets -2/-0")
    assert "\n−3: " in back.oracle_text and "\n−9: " in back.oracle_text
    assert back.loyalty == "5"


def test_a_jsonl_file_written_from_printed_cards_loads(tmp_path: Path) -> None:
    pool = ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [ELVES, SOL_RING, FIRE_ICE]),
                         register=False)
    assert pool.names == ["Llanowar Elves", "Sol Ring", "Fire // Ice"]
    assert pool["Sol Ring"].mana_value == 1 and pool["Sol Ring"].colors == frozenset()
    assert pool["Llanowar Elves"].colors == frozenset("G")  # 202.2: from {G}


def test_a_single_line_jsonl_file_loads(tmp_path: Path) -> None:
    pool = ml.load_cards(_write_jsonl(tmp_path / "one.jsonl", [ELVES]), register=False)
    assert pool.names == ["Llanowar Elves"]


# -- formats are told apart by content ---------------------------------------------------


@pytest.mark.parametrize("fixture", ["scryfall_sample", "mtgjson_sample"])
def test_the_extension_does_not_matter(fixture: str, tmp_path: Path,
                                       request: pytest.FixtureRequest) -> None:
    sample: Path = request.getfixturevalue(fixture)
    copy = tmp_path / "cards.txt"
    shutil.copy(sample, copy)
    assert ml.load_cards(copy, register=False).names == \
        ml.load_cards(sample, register=False).names


def test_a_jsonl_file_named_json_loads_as_jsonl(tmp_path: Path) -> None:
    path = _write_jsonl(tmp_path / "cards.json", [ELVES, SOL_RING])
    pool = ml.load_cards(path, register=False)
    assert "jsonl" in repr(pool) and len(pool) == 2


@pytest.mark.parametrize("fixture", ["scryfall_sample", "mtgjson_sample"])
def test_gzip_files_load(fixture: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    sample: Path = request.getfixturevalue(fixture)
    gz = tmp_path / "cards.json.gz"
    gz.write_bytes(gzip.compress(sample.read_bytes()))
    assert ml.load_cards(gz, register=False).names == ml.load_cards(sample, register=False).names


def test_gzip_jsonl_with_another_name_loads(tmp_path: Path) -> None:
    gz = tmp_path / "cards.bin"
    gz.write_bytes(gzip.compress(
        "".join(json.dumps(r) + "\n" for r in [ELVES, FIRE_ICE]).encode("utf-8")))
    assert ml.load_cards(gz, register=False).names == ["Llanowar Elves", "Fire // Ice"]


def test_a_path_given_as_text_loads(tmp_path: Path) -> None:
    path = _write_jsonl(tmp_path / "c.jsonl", [ELVES])
    assert len(ml.load_cards(str(path), register=False)) == 1


# -- multi-face cards (709-712) ----------------------------------------------------------


def test_split_card_has_its_two_halves_cr_709(tmp_path: Path) -> None:
    card = ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [FIRE_ICE]),
                         register=False)["Fire // Ice"]
    assert card.layout == "split"
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert [str(f.mana_cost) for f in card.faces] == ["{1}{R}", "{1}{U}"]
    assert [f.colors for f in card.faces] == [frozenset("R"), frozenset("U")]
    assert card.faces[1].oracle_text == "Tap target permanent.\nDraw a card."


def test_double_faced_card_faces_cr_712(scryfall_sample: Path) -> None:
    delver = ml.load_cards(scryfall_sample, register=False)[
        "Delver of Secrets // Insectile Aberration"]
    front, back = delver.faces
    assert delver.layout == "transform"
    assert (front.name, str(front.mana_cost), front.power, front.toughness) == \
        ("Delver of Secrets", "{U}", "1", "1")
    assert (back.name, back.mana_cost, back.power, back.toughness, back.oracle_text) == \
        ("Insectile Aberration", None, "3", "2", "Flying")
    assert back.colors == frozenset("U")  # 204: its blue color indicator


def test_back_face_colors_come_from_the_jsonl_colors(jsonl_sample: Path) -> None:
    # cards.jsonl has "colors" but no color indicator; a back face without a mana cost is
    # still its indicator's color (202.2e, 204), as Scryfall and MTGJSON say.
    pool = ml.load_cards(jsonl_sample, register=False)
    assert pool["Insectile Aberration"].faces[1].colors == frozenset("U")
    assert pool["Dryad Arbor"].colors == frozenset("G")
    assert pool["Treasure Map"].faces[1].colors == frozenset()  # Treasure Cove: colorless


def test_adventure_and_aftermath_faces(scryfall_sample: Path) -> None:
    pool = ml.load_cards(scryfall_sample, register=False)
    giant = pool["Bonecrusher Giant // Stomp"]
    assert [f.type_line for f in giant.faces] == ["Creature — Giant", "Instant — Adventure"]
    assert [str(f.mana_cost) for f in pool["Commit // Memory"].faces] == ["{3}{U}", "{4}{U}{U}"]


def test_a_face_name_finds_its_card(scryfall_sample: Path) -> None:
    pool = ml.load_cards(scryfall_sample, register=False)
    assert pool["Ice"].name == "Fire // Ice"
    assert pool["insectile aberration"].name == "Delver of Secrets // Insectile Aberration"


# -- the pool: frame and registration ----------------------------------------------------

FRAME_COLUMNS = ["name", "mana_cost", "mana_value", "type_line", "types", "subtypes", "colors",
                 "power", "toughness", "abilities", "mana_abilities", "supported", "layout"]


def test_frame_has_one_row_per_card_with_stable_columns(tmp_path: Path) -> None:
    pool = ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [ELVES, SOL_RING, FIRE_ICE]),
                         register=False)
    frame = pool.frame
    assert list(frame.columns) == FRAME_COLUMNS
    assert len(frame) == len(pool) == 3
    elves = frame.set_index("name").loc["Llanowar Elves"]
    assert elves["mana_cost"] == "{G}" and elves["mana_value"] == 1
    assert elves["types"] == ("Creature",) and elves["subtypes"] == ("Elf", "Druid")
    assert elves["colors"] == "G" and (elves["power"], elves["toughness"]) == ("1", "1")
    assert elves["mana_abilities"] == 1  # 605.1a: {T}: Add {G}.


def test_frame_of_a_sample(scryfall_sample: Path) -> None:
    frame = ml.load_cards(scryfall_sample, register=False).frame
    assert list(frame.columns) == FRAME_COLUMNS and len(frame) == 237
    assert frame.set_index("name").loc["Sol Ring", "mana_value"] == 1


def test_loaded_cards_become_known_to_ml_card(tmp_path: Path) -> None:
    delver = {"name": "Delver of Secrets", "mana_cost": "{U}",
              "type_line": "Creature — Human Wizard",
              "oracle_text": "At the beginning of your upkeep, look at the top card of your "
                             "library. You may reveal that card. If an instant or sorcery "
                             "card is revealed this way, transform Delver of Secrets.",
              "power": "1", "toughness": "1", "colors": ["U"], "layout": "normal"}
    with pytest.raises(ml.UnknownCardError):
        ml.card("Delver of Secrets")
    pool = ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [delver]))
    assert ml.card("delver of secrets") is pool["Delver of Secrets"]


def test_register_false_keeps_cards_unknown(tmp_path: Path) -> None:
    ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [FIRE_ICE]), register=False)
    with pytest.raises(ml.UnknownCardError):
        ml.card("Fire // Ice")


def test_a_later_pool_takes_precedence_over_the_catalogue(tmp_path: Path) -> None:
    old_wording = dict(SOL_RING, oracle_text="{T}: Add {C}{C} to your mana pool.")
    ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [old_wording]))
    assert ml.card("Sol Ring").oracle_text == "{T}: Add {C}{C} to your mana pool."


def test_a_split_half_is_found_by_ml_card_once_loaded(tmp_path: Path) -> None:
    ml.load_cards(_write_jsonl(tmp_path / "c.jsonl", [FIRE_ICE]))
    assert ml.card("Ice").name == "Fire // Ice"


# -- corrupt files -----------------------------------------------------------------------


def _load_error(path: Path) -> ml.CardDataError:
    with pytest.raises(ml.CardDataError) as info:
        ml.load_cards(path, register=False)
    err = info.value
    assert str(path) in str(err)  # the message names the file
    assert err.path == str(path)
    return err


def test_invalid_json_in_an_array_names_the_record(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('[{"name": "Sol Ring", "type_line": "Artifact"},\n'
                    ' {"name": "Llanowar Elves", "type_line": "Creature — Elf Druid",}]',
                    encoding="utf-8")
    err = _load_error(path)
    assert "invalid JSON" in str(err)
    assert err.record == "#1 ('Llanowar Elves')" and "record #1" in str(err)


def test_invalid_json_on_a_jsonl_line_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(ELVES) + "\n" + json.dumps(SOL_RING)[:-1] + ",}\n",
                    encoding="utf-8")
    err = _load_error(path)
    assert err.record == "line 2" and "record line 2" in str(err)


def test_a_truncated_jsonl_file_names_the_last_line(tmp_path: Path) -> None:
    text = "".join(json.dumps(r) + "\n" for r in [ELVES, SOL_RING, FIRE_ICE])
    path = tmp_path / "cut.jsonl"
    path.write_text(text[: len(text) - 40], encoding="utf-8")
    err = _load_error(path)
    assert err.record == "line 3"


def test_a_truncated_scryfall_file_names_the_record(scryfall_sample: Path,
                                                    tmp_path: Path) -> None:
    text = scryfall_sample.read_text(encoding="utf-8")
    cut = text.index('"name": "Llanowar Elves"') + 60
    path = tmp_path / "cut.json"
    path.write_text(text[:cut], encoding="utf-8")
    err = _load_error(path)
    assert err.record is not None and "'Llanowar Elves'" in err.record
    index = [c["name"] for c in json.loads(text)].index("Llanowar Elves")
    assert err.record == f"#{index} ('Llanowar Elves')"


def test_a_truncated_mtgjson_file_names_the_card(mtgjson_sample: Path, tmp_path: Path) -> None:
    text = mtgjson_sample.read_text(encoding="utf-8")
    cut = text.index('"name": "Llanowar Elves"') + 60
    path = tmp_path / "cut.json"
    path.write_text(text[:cut], encoding="utf-8")
    err = _load_error(path)
    assert err.record == "'Llanowar Elves'" and "record 'Llanowar Elves'" in str(err)


@pytest.mark.parametrize("fmt", ["scryfall", "mtgjson", "jsonl"])
def test_a_record_without_a_name(fmt: str, tmp_path: Path) -> None:
    nameless = {"mana_cost": "{1}", "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}."}
    path = tmp_path / "noname.json"
    if fmt == "scryfall":
        path.write_text(json.dumps([ELVES, nameless]), encoding="utf-8")
        record = "#1"
    elif fmt == "mtgjson":  # MTGJSON names a card by its key in "data": an empty one
        path.write_text(json.dumps({"data": {"": [{"type": "Artifact"}]}}), encoding="utf-8")
        record = "#0 ('')"
    else:
        _write_jsonl(path, [ELVES, nameless])
        record = "line 2"
    err = _load_error(path)
    assert "name" in str(err)
    assert err.record == record and f"record {record}" in str(err)


@pytest.mark.parametrize(("field", "value"), [
    ("oracle_text", 5), ("type_line", ["Artifact"]), ("power", [1]), ("mana_cost", {"G": 1}),
    ("color_indicator", 5), ("color_indicator", ["G", 1]), ("layout", 3), ("faces", [1]),
    ("faces", "Fire"), ("flags", 1),
])
def test_a_field_of_the_wrong_type_jsonl(field: str, value: object, tmp_path: Path) -> None:
    path = _write_jsonl(tmp_path / "wrong.jsonl", [ELVES, dict(SOL_RING, **{field: value})])
    err = _load_error(path)
    assert err.record == "line 2 ('Sol Ring')"
    assert "record line 2 ('Sol Ring')" in str(err)


@pytest.mark.parametrize(("field", "value"), [
    ("oracle_text", 5), ("power", [1]), ("color_indicator", True), ("color_indicator", ["Q"]),
    ("card_faces", [1]), ("card_faces", "x"), ("layout", 3),
])
def test_a_field_of_the_wrong_type_scryfall(field: str, value: object, tmp_path: Path) -> None:
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps([ELVES, dict(SOL_RING, **{field: value})]), encoding="utf-8")
    err = _load_error(path)
    assert err.record == "#1 ('Sol Ring')"


@pytest.mark.parametrize(("field", "value"), [
    ("text", 5), ("type", ["Artifact"]), ("manaCost", [1]), ("colorIndicator", 1.5), ("layout", 3),
])
def test_a_field_of_the_wrong_type_mtgjson(field: str, value: object, tmp_path: Path) -> None:
    face = {"name": "Sol Ring", "manaCost": "{1}", "type": "Artifact",
            "text": "{T}: Add {C}{C}.", "layout": "normal", field: value}
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps({"meta": {}, "data": {"Sol Ring": [face]}}), encoding="utf-8")
    err = _load_error(path)
    assert err.record == "'Sol Ring'"


@pytest.mark.parametrize("content", [b"", b"   \n\n"])
def test_an_empty_file(content: bytes, tmp_path: Path) -> None:
    path = tmp_path / "empty.jsonl"
    path.write_bytes(content)
    err = _load_error(path)
    assert "empty" in str(err)
    assert err.record is None  # there is no record to name


@pytest.mark.parametrize("obj", [{"meta": {"version": "5.2.0"}}, {"object": "list"}])
def test_a_json_object_that_is_not_a_card_file(obj: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps(obj), encoding="utf-8")
    err = _load_error(path)
    assert repr(next(iter(obj))) in str(err)  # says what it found


@pytest.mark.parametrize("text", ['"cards"', "42", "<xml/>"])
def test_json_that_is_not_a_card_container(text: str, tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text(text, encoding="utf-8")
    assert "not a card file" in str(_load_error(path))


def test_an_array_of_non_objects_names_the_record(tmp_path: Path) -> None:
    path = tmp_path / "ints.json"
    path.write_text("[1, 2]", encoding="utf-8")
    assert _load_error(path).record == "#0"


def test_a_bad_mana_cost_keeps_the_card_with_a_warning(tmp_path: Path) -> None:
    # Un-cards print symbols outside CR 107.4; the card loads and the pool says so.
    path = _write_jsonl(tmp_path / "un.jsonl", [dict(SOL_RING, name="Odd Ring",
                                                     mana_cost="{HW}")])
    pool = ml.load_cards(path, register=False)
    assert pool["Odd Ring"].mana_cost is None
    assert len(pool.warnings) == 1 and "{HW}" in pool.warnings[0]


def test_not_utf8_and_missing_files(tmp_path: Path) -> None:
    latin = tmp_path / "latin1.jsonl"
    latin.write_bytes(json.dumps(dict(SOL_RING, name="Jötun Grunt"),
                                 ensure_ascii=False).encode("latin-1"))
    assert "UTF-8" in str(_load_error(latin))
    _load_error(tmp_path / "missing.json")


def test_card_data_error_is_a_value_error() -> None:
    assert issubclass(ml.CardDataError, ValueError)
    assert issubclass(ml.CardDataError, ml.MtglabError)


def test_a_split_cards_mana_cost_is_both_halves_cr_709_4b() -> None:
    fire = ml.Card.from_text(name="Fire", mana_cost="{1}{R}", type_line="Instant",
                             oracle_text="Fire deals 2 damage divided as you choose among "
                                         "one or two targets.")
    ice = ml.Card.from_text(name="Ice", mana_cost="{1}{U}", type_line="Instant",
                            oracle_text="Tap target permanent.\nDraw a card.")
    card = ml.Card.from_text(name="Fire // Ice", mana_cost="{1}{R}", type_line="Instant",
                             layout="split", faces=[fire, ice])
    assert str(card.mana_cost) == "{2}{R}{U}"
    assert card.mana_value == 4 and card.colors == {"R", "U"}


def test_a_flipped_face_keeps_the_cards_color_and_cost_cr_710_1c() -> None:
    front = ml.Card.from_text(name="Bushi Tenderfoot", mana_cost="{W}",
                              type_line="Creature — Human Soldier", power=1, toughness=1,
                              oracle_text="")
    back = ml.Card.from_text(name="Kenzo the Hardhearted",
                             type_line="Legendary Creature — Human Samurai", power=3,
                             toughness=4, oracle_text="Double strike; bushido 2")
    card = ml.Card.from_text(name="Bushi Tenderfoot // Kenzo the Hardhearted",
                             mana_cost="{W}", type_line="Creature — Human Soldier",
                             layout="flip", faces=[front, back])
    assert card.faces[1].colors == {"W"} and str(card.faces[1].mana_cost) == "{W}"


def test_a_cost_kept_as_text_is_reported_by_line(tmp_path: Path) -> None:
    path = tmp_path / "odd.jsonl"
    _write_jsonl(path, [ELVES, {"name": "Odd Rock", "mana_cost": "{2}{U/W}",
                                "type_line": "Artifact", "oracle_text": ""}])
    pool = ml.load_cards(path, register=False)
    assert pool.warnings and pool.warnings[0].startswith("line 2 ('Odd Rock')")


def test_an_mtgjson_face_with_a_null_type_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "null.json"
    path.write_text(json.dumps({"data": {"Rock": [{"name": "Rock", "type": None}]}}),
                    encoding="utf-8")
    with pytest.raises(ml.CardDataError):
        ml.load_cards(path, register=False)


def test_suggestions_start_with_names_that_begin_as_typed() -> None:
    with pytest.raises(ml.UnknownCardError) as info:
        ml.card("Urborg")
    assert info.value.suggestions[0] == "Urborg, Tomb of Yawgmoth"
    with pytest.raises(ml.UnknownCardError, match="no name is close"):
        ml.card("zzzz")


def test_a_broken_first_json_line_is_named_by_its_line(tmp_path: Path) -> None:
    path = tmp_path / "broken.jsonl"
    good = json.dumps(ELVES)
    path.write_text(good[:-1] + "\n" + good + "\n", encoding="utf-8")  # line 1 lacks '}'
    err = _load_error(path)
    assert err.record == "line 1"
