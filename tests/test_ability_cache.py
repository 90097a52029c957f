"""Parsed abilities cached on disk (issue 13): a text parsed once per parser version is
read back equal, the file is named after the parser's version, and the cache can be
turned off. What a text parses into is the parser's business (tests/test_parser_*.py);
these tests check that the cache returns exactly that.

Issue 25: the entries are JSON data, never pickles; every parse of the catalogue (and of
the corpus) round-trips; a tampered, corrupt or foreign entry runs nothing and is parsed
again.

Issue 26: each distinct record is stored once (a row, named by its hash) and built once
per process; a tampered, missing or foreign row makes the entries naming it unreadable:
they are parsed again and the row rewritten."""

from __future__ import annotations

import json
import pickle
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import AddMana
from mtglab.cards.pool import abilitycache, abilitycodec

TEXT = "{T}: Add {G}.\n{1}, {T}: Add one mana of any color."

#: the names entries give records and enum members (module:qualname)
ABILITY = "cards.ability:Ability"
KIND = "cards.ability:AbilityKind"
STATIC = f"{KIND}.STATIC"


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


# -- issue 25: the cache stores data, never objects ----------------------------------------


def _round_trips(abilities: tuple[ml.Ability, ...]) -> bool:
    """Written and read back equal, and written again byte for byte (so a tuple stays a
    tuple, a bool a bool, an enum member itself)."""
    version = abilitycache.parser_version()
    written = abilitycodec.encode_abilities(abilities, version)
    back = abilitycodec.decode_abilities(written.entry, version, written.rows)
    return back == abilities and abilitycodec.encode_abilities(back, version) == written


def _parses(pool: Iterable[ml.Card]) -> list[tuple[str, tuple[ml.Ability, ...]]]:
    return [(card.name, card.abilities) for c in pool for card in (c, *c.faces)]


def test_every_parse_of_the_catalogue_round_trips_as_json() -> None:
    failed = [name for name, abilities in _parses(ml.catalogue())
              if not _round_trips(abilities)]
    assert failed == []


@pytest.mark.corpus
@pytest.mark.slow
def test_every_parse_of_the_corpus_round_trips_as_json(corpus_jsonl: Path) -> None:
    pool = ml.load_cards(corpus_jsonl, register=False)
    failed = [name for name, abilities in _parses(pool) if not _round_trips(abilities)]
    assert failed == []


def test_the_records_an_entry_may_name_are_mtglabs_own() -> None:
    allowed = abilitycodec.allowed_records()
    assert {cls.__module__.split(".")[0] for cls in allowed.values()} == {"mtglab"}
    assert allowed["cards.ability:Ability"] is ml.Ability
    assert allowed["cards.effectparts:AddMana"] is AddMana
    # frozen dataclasses of the package, each named with its module
    assert "cards.model:Card" in allowed and "mana:Mana" in allowed
    assert all(abilitycodec.record_name(cls) == name for name, cls in allowed.items())


class _Payload:
    """A pickle that, if it were unpickled, would write ``marker``."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[Any, ...]:
        return (exec, (f"open({str(self.marker)!r}, 'w').write('ran')",))


def _tamper(value: bytes, rows: dict[int, bytes] | None = None) -> None:
    """Every entry of the cache file replaced by ``value``, and ``rows`` written (over
    the rows of those ids)."""
    abilitycache.close_cache()
    path = abilitycache.cache_path()
    assert path is not None
    with sqlite3.connect(path) as db:
        (n,) = db.execute("SELECT COUNT(*) FROM abilities").fetchone()
        assert n >= 1
        db.execute("UPDATE abilities SET value = ?", (value,))
        db.executemany("INSERT OR REPLACE INTO records VALUES (?, ?)",
                       (rows or {}).items())


def _entries_readable() -> bool:
    abilitycache.close_cache()
    path = abilitycache.cache_path()
    assert path is not None
    with sqlite3.connect(path) as db:
        values = [v for (v,) in db.execute("SELECT value FROM abilities")]
        rows = dict(db.execute("SELECT id, value FROM records"))
    version = abilitycache.parser_version()
    try:
        return all(abilitycodec.decode_abilities(v, version, rows) is not None
                   for v in values)
    except abilitycodec.UnreadableEntry:
        return False


def test_a_pickled_entry_is_not_executed_and_the_text_is_parsed_again(
        cache_dir: Path) -> None:
    first = _card()
    marker = cache_dir / "ran"
    _tamper(pickle.dumps((_Payload(marker),)))
    again = _card()
    assert not marker.exists()  # nothing of the entry ran
    assert again.abilities == first.abilities  # parsed again
    assert _entries_readable()  # and the entry rewritten


def _json_entry(abilities: Any) -> bytes:
    return json.dumps([abilitycodec.FORMAT, abilitycache.parser_version(),
                       abilities]).encode()


Forged = tuple[bytes, dict[int, bytes]]


def _forged(*abilities: Any) -> Forged:
    """An entry naming ``abilities``, each object with an ``"@"`` written as a row of
    its own under the id its bytes hash to (as anyone altering the file could)."""
    rows: dict[int, bytes] = {}

    def row(v: Any) -> Any:
        if isinstance(v, list):
            return [row(x) for x in v]
        if not isinstance(v, dict):
            return v
        plain = {k: row(x) for k, x in v.items()}
        if "@" not in v:
            return plain
        data = json.dumps(plain).encode()
        rows[abilitycodec.row_id(data)] = data
        return {"R": abilitycodec.row_id(data)}

    return _json_entry([row(a)["R"] for a in abilities]), rows


def _entry(value: bytes) -> Forged:
    return value, {}


def _chain(depth: int) -> Forged:
    """An ability whose text is a record whose text is a record ... ``depth`` rows deep."""
    inner: Any = "x"
    for _ in range(depth):
        inner = {"@": ABILITY, "text": inner, "kind": {"#": STATIC},
                 "supported": True}
    return _forged(inner)


def _altered_row(good: bytes) -> Forged:
    """The good entry, one of its rows changed in place (its id unchanged)."""
    path = abilitycache.cache_path()
    assert path is not None
    with sqlite3.connect(path) as db:
        rid, row = db.execute("SELECT id, value FROM records").fetchone()
    return good, {rid: row.replace(b'"@"', b'"@" ', 1) + b" "}


def _missing_row(good: bytes) -> Forged:
    ids = json.loads(good)[2]
    return _json_entry([*ids, (ids[0] + 1) & ((1 << 63) - 1)]), {}


TAMPERED: dict[str, Any] = {
    "a pickle of the right value": lambda good: _entry(pickle.dumps(good)),
    "bytes that are not UTF-8": lambda good: _entry(b"\xff\xfe" + good[:20]),
    "truncated JSON": lambda good: _entry(good[: len(good) // 2]),
    "another parser's entry": lambda good: _entry(good.replace(
        abilitycache.parser_version().encode(), b"0" * 16)),
    "another format's entry": lambda good: _entry(good.replace(
        abilitycodec.FORMAT.encode(), b"mtglab-abilities/0")),
    "a record inline, not as a row": lambda good: _entry(_json_entry(
        [{"@": ABILITY, "text": "x", "kind": {"#": STATIC},
          "supported": True}])),
    "a row id that is no whole number": lambda good: _entry(_json_entry([True])),
    "a row that is missing": _missing_row,
    "a row altered after it was written": _altered_row,
    "a row that is no record": lambda good: _no_record_row(),
    "rows nested past the limit": lambda good: _chain(abilitycodec.MAX_ROW_DEPTH + 5),
    "a class of Python's": lambda good: _forged({"@": "builtins:eval"}),
    "a function by its module": lambda good: _forged({"@": "os:system",
                                                      "command": "true"}),
    "a class of mtglab that is no record": lambda good: _forged(
        {"@": "cards.pool.loaders:CardPool"}),
    "an enum member that isn't one": lambda good: _forged({"@": ABILITY,
        "text": "x", "kind": {"#": KIND + ".__class__"}, "supported": True}),
    "a field the record doesn't have": lambda good: _forged({"@": ABILITY,
        "text": "x", "kind": {"#": STATIC}, "supported": True,
        "__class__": 1}),
    "a field of the wrong kind": lambda good: _forged({"@": ABILITY,
        "text": ["x"], "kind": {"#": STATIC}, "supported": True}),
    "a record that isn't an ability": lambda good: _forged({"@": "cards.effectparts:Cost",
                                                           "kind": "tap"}),
    "a record by its bare name": lambda good: _forged({"@": "Ability", "text": "x",
        "kind": {"#": STATIC}, "supported": True}),
    "an enum member by its bare name": lambda good: _forged({"@": ABILITY, "text": "x",
        "kind": {"#": "AbilityKind.STATIC"}, "supported": True}),
    "a module the package doesn't have": lambda good: _forged({"@": "cards.nothere:Ability",
        "text": "x", "kind": {"#": STATIC}, "supported": True}),
    "a module outside the records' modules": lambda good: _forged(
        {"@": "errors:MtglabError"}),
    "a record of another module's name": lambda good: _forged({"@": "cards.model:Ability",
        "text": "x", "kind": {"#": STATIC}, "supported": True}),
    "a missing field": lambda good: _forged({"@": ABILITY, "text": "x"}),
    "NaN": lambda good: _entry(good.replace(b"[", b"[NaN,", 1)),
    "a number of 5,000 digits": lambda good: _entry(good[:-2] + b"," + b"9" * 5_000
                                                    + b"]]"),
    "deep nesting": lambda good: _entry(_json_entry([]).replace(
        b"[]", b"[" * 100_000 + b"]" * 100_000)),
    "deep nesting in a row": lambda good: _deep_row(),
    "bad mana": lambda good: _forged({"@": ABILITY, "text": "x",
        "kind": {"#": STATIC}, "supported": True,
        "effects": [{"@": "cards.effectparts:AddMana",
                     "production": {"@": "cards.effectparts:FixedMana",
                                                     "mana": {"M": "Q"}}}]}),
}


def _deep_row() -> Forged:
    """A row whose effects nest 100,000 lists deep."""
    data = (b'{"@":"cards.ability:Ability","text":"x",'
            b'"kind":{"#":"cards.ability:AbilityKind.STATIC"},'
            b'"supported":true,"effects":' + b"[" * 100_000 + b"]" * 100_000 + b"}")
    return _json_entry([abilitycodec.row_id(data)]), {abilitycodec.row_id(data): data}


def _no_record_row() -> Forged:
    """A row holding an enum member, not a record."""
    data = json.dumps({"#": STATIC}).encode()
    return _json_entry([abilitycodec.row_id(data)]), {abilitycodec.row_id(data): data}


@pytest.mark.parametrize("how", list(TAMPERED))
def test_a_tampered_entry_is_ignored_and_parsed_again(cache_dir: Path, how: str) -> None:
    first = _card()
    abilitycache.close_cache()
    path = abilitycache.cache_path()
    assert path is not None
    with sqlite3.connect(path) as db:
        (good,) = db.execute("SELECT value FROM abilities").fetchone()
        rows = dict(db.execute("SELECT id, value FROM records"))
    bad, bad_rows = TAMPERED[how](good)
    with pytest.raises(abilitycodec.UnreadableEntry):
        abilitycodec.decode_abilities(bad, abilitycache.parser_version(),
                                      {**rows, **bad_rows})
    _tamper(bad, bad_rows)
    assert _card().abilities == first.abilities
    assert _entries_readable()


# -- issue 26: each distinct record stored once, built once --------------------------------


def _rows() -> dict[int, bytes]:
    abilitycache.close_cache()
    path = abilitycache.cache_path()
    assert path is not None
    with sqlite3.connect(path) as db:
        return dict(db.execute("SELECT id, value FROM records"))


def test_a_record_two_texts_hold_is_one_row(cache_dir: Path) -> None:
    # the same mana ability (CR 605.1a) under two names: two entries, its rows once
    ml.Card.from_text(name="Gamma Probe", type_line="Artifact", oracle_text=TEXT)
    before = _rows()
    ml.Card.from_text(name="Delta Probe", type_line="Artifact", oracle_text=TEXT)
    assert _entries() == 2
    assert _rows() == before


def test_the_rows_a_parse_holds_are_its_distinct_records() -> None:
    version = abilitycache.parser_version()
    parses = [abilities for _name, abilities in _parses(ml.catalogue())]
    written = [abilitycodec.encode_abilities(a, version) for a in parses]
    rows = {rid: row for w in written for rid, row in w.rows.items()}
    assert len(rows) < sum(len(w.rows) for w in written)  # shared across parses
    reader = abilitycodec.RowReader(rows)
    back = [reader.abilities(w.entry, version) for w in written]
    assert back == parses
    # a record two parses hold is built once: the abilities read back are one object
    firsts = {}
    for abilities in back:
        for a in abilities:
            assert firsts.setdefault(a, a) is a


def test_a_warm_card_shares_the_records_of_another(cache_dir: Path) -> None:
    ml.Card.from_text(name="Epsilon Probe", type_line="Artifact", oracle_text=TEXT)
    ml.Card.from_text(name="Zeta Probe", type_line="Artifact", oracle_text=TEXT)
    abilitycache.close_cache()
    a = ml.Card.from_text(name="Epsilon Probe", type_line="Artifact", oracle_text=TEXT)
    b = ml.Card.from_text(name="Zeta Probe", type_line="Artifact", oracle_text=TEXT)
    assert a.abilities == b.abilities
    assert all(x is y for x, y in zip(a.abilities, b.abilities, strict=True))


def test_old_parser_versions_are_removed_but_the_most_recent_kept(tmp_path: Path) -> None:
    # each parser version has its own file; opening one removes all but the newest others
    # (each upgrade used to leave a 20 MB file behind for good)
    import os

    from mtglab.cards.pool.abilitycache import KEEP_OTHER_VERSIONS, prune_old_versions

    files = [tmp_path / f"abilities-{i:016x}.sqlite" for i in range(KEEP_OTHER_VERSIONS + 3)]
    for i, f in enumerate(files):
        f.write_bytes(b"")
        os.utime(f, (1_000 + i, 1_000 + i))
    current = files[0]  # the oldest on disk, but the one in use: never removed
    foreign = tmp_path / "abilities-notours.sqlite"
    foreign.write_bytes(b"")
    removed = prune_old_versions(tmp_path, current)
    assert removed == files[1:3]
    assert all(f.exists() for f in files[3:]) and current.exists() and foreign.exists()


# -- issue 26, item 4: a warm load imports no parser ---------------------------------------

_WARM_LOAD = """
import gc, json, sys
import mtglab as ml
import mtglab.cards
before = sorted(m for m in sys.modules if m.startswith(("lark", "mtglab.cards.oracle")))
pool = ml.load_cards(sys.argv[1], register=False)
card = ml.Card.from_text(name="Cache Probe", type_line="Artifact", oracle_text=sys.argv[2])
print(json.dumps({"before": before, "gc": gc.isenabled(), "cards": len(pool),
                  "abilities": [repr(c.abilities) for c in (*pool, card)],
                  "after": sorted(m for m in sys.modules
                                  if m == "lark" or m.startswith("mtglab.cards.oracle."))}))
"""

#: cards whose parses hold records of the modules that read no text (rule 605.1a mana
#: abilities, a 702.9 keyword, a 608.2 instruction)
_WARM_CARDS = [
    {"name": "Cache Probe Elf", "type_line": "Creature — Elf Druid", "mana_cost": "{G}",
     "oracle_text": "{T}: Add {G}.", "power": "1", "toughness": "1"},
    {"name": "Cache Probe Bird", "type_line": "Creature — Bird", "mana_cost": "{1}{U}",
     "oracle_text": "Flying", "power": "1", "toughness": "1"},
    {"name": "Cache Probe Bolt", "type_line": "Instant", "mana_cost": "{R}",
     "oracle_text": "Cache Probe Bolt deals 3 damage to any target."},
]


def _load_in_a_new_process(cards: Path, cache: Path) -> dict[str, Any]:
    import os
    import subprocess
    import sys

    env = {**os.environ, "MTGLAB_CACHE_DIR": str(cache)}
    done = subprocess.run([sys.executable, "-c", _WARM_LOAD, str(cards), TEXT], env=env,
                          check=True, capture_output=True, text=True)
    found: dict[str, Any] = json.loads(done.stdout)
    return found


def test_a_warm_load_reads_equal_parses_without_importing_the_parser(tmp_path: Path) -> None:
    cards = tmp_path / "cards.jsonl"
    cards.write_text("".join(json.dumps(c) + "\n" for c in _WARM_CARDS))
    cold = _load_in_a_new_process(cards, tmp_path / "cache")
    warm = _load_in_a_new_process(cards, tmp_path / "cache")
    assert cold["before"] == warm["before"] == []  # importing mtglab.cards parses nothing
    assert "mtglab.cards.oracle.parser" in cold["after"]  # the texts were parsed once
    assert warm["after"] == [] and warm["abilities"] == cold["abilities"]
    assert warm["cards"] == cold["cards"] == len(_WARM_CARDS)
    assert warm["gc"] and cold["gc"]  # the collector paused while loading runs again


def test_the_collector_runs_again_after_a_load_even_one_refused(tmp_path: Path) -> None:
    import gc

    from mtglab.errors import CardDataError

    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"name": "x"}\n')
    assert gc.isenabled()
    with pytest.raises(CardDataError):
        ml.load_cards(bad, register=False)
    assert gc.isenabled()
    gc.disable()  # a user's choice is kept
    try:
        good = tmp_path / "good.jsonl"
        good.write_text(json.dumps(_WARM_CARDS[0]) + "\n")
        ml.load_cards(good, register=False)
        assert not gc.isenabled()
    finally:
        gc.enable()
