"""Shared fixtures: the corpus in ../shared (skipped with a message where absent)."""

from __future__ import annotations

import atexit
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MTGLAB_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"
# Downloaded card files (`mtglab cards download`) would change which cards are known: the
# tests (and the kernels and servers they start) use an empty cache of their own.
os.environ["MTGLAB_CACHE_DIR"] = tempfile.mkdtemp(prefix="mtglab-test-cache-")
atexit.register(shutil.rmtree, os.environ["MTGLAB_CACHE_DIR"], ignore_errors=True)


def _need(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"needs {path} (the shared corpus); set MTGLAB_SHARED to its folder")
    return path


@pytest.fixture(scope="session")
def corpus_jsonl() -> Path:
    """../shared/corpus/cards.jsonl: 30,923 real cards."""
    return _need(CORPUS / "cards.jsonl")


@pytest.fixture(scope="session")
def scryfall_sample() -> Path:
    """../shared/corpus/scryfall_sample.json: 237 cards in Scryfall's shape."""
    return _need(CORPUS / "scryfall_sample.json")


@pytest.fixture(scope="session")
def mtgjson_sample() -> Path:
    """../shared/corpus/mtgjson_sample.json: the same cards in MTGJSON's shape."""
    return _need(CORPUS / "mtgjson_sample.json")


def _corpus_mana_lines() -> list[Any]:
    """Every mana line (CR 605.1a-b, 106.12b) of a traditional card of the corpus, as
    ``(record, face_name, text)``; read from the raw file with the text classifier only,
    so that collecting them parses no card."""
    from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS, mana_line_category
    from mtglab.cards.pool.loaders import read_records

    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    out: list[Any] = []
    for rec in records:
        if NONTRADITIONAL_FLAGS & set(rec.get("flags") or ()):
            continue
        for face in rec.get("faces") or (rec,):
            for line in (face.get("oracle_text") or "").split("\n"):
                if mana_line_category(line, face["name"]) is not None:
                    out.append((rec, face["name"], line))
    return out


def parametrize_corpus(metafunc: pytest.Metafunc, name: str, lines: Sequence[Any],
                       ids: Sequence[str]) -> None:
    """One test per corpus line in ``lines``, or one skipped test saying why when the
    corpus is absent (``lines`` empty)."""
    if not lines:
        metafunc.parametrize(name, [pytest.param(None, marks=pytest.mark.skip(
            reason=f"needs {CORPUS} (the shared corpus); set MTGLAB_SHARED to its folder"))])
        return
    metafunc.parametrize(name, lines, ids=list(ids))


def parametrize_face_lines(name: str, lines: Callable[[], Sequence[tuple[Any, Any]]], *,
                           width: int = 40) -> Callable[[pytest.Metafunc], None]:
    """A test module's ``pytest_generate_tests``: the fixture ``name`` takes each
    ``(face, ability)`` that ``lines()`` returns, one test each, named after the face and
    the ability's first ``width`` characters. ``lines()`` runs once, when a test first
    asks for ``name``; without the corpus it returns ``[]`` and one skipped test says why.
    """
    found: list[tuple[Any, Any]] = []
    read: list[bool] = []

    def generate(metafunc: pytest.Metafunc) -> None:
        if name not in metafunc.fixturenames:
            return
        if not read:
            found.extend(lines())
            read.append(True)
        parametrize_corpus(metafunc, name, found,
                           [f"{face.name}: {a.text[:width]}" for face, a in found])

    return generate


def corpus_abilities(line: re.Pattern[str],
                     keep: Callable[[Any], bool]) -> list[tuple[Any, Any]]:
    """``(face, ability)`` for each ability ``keep`` accepts, of the traditional corpus
    cards with a line matching ``line`` (only those records are parsed); ``[]`` without
    the corpus."""
    from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
    from mtglab.cards.pool.loaders import cards_from_records, read_records

    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    picked = [r for r in records if not NONTRADITIONAL_FLAGS & set(r.get("flags") or ())
              and any(line.search(f.get("oracle_text") or "")
                      for f in (r.get("faces") or (r,)))]
    return [(face, a) for card in cards_from_records(picked)
            for face in card.faces or (card,) for a in face.abilities if keep(a)]


def audit_found(found: Sequence[tuple[Any, Any]], *, board_refusals: bool = False) -> Any:
    """The rows of ``ml.audit_pool``'s table for the abilities in ``found`` (``(face,
    ability)`` pairs), each card of them played alone on the audit's board, checked as
    "supported means played" asks: none ended in an error and none was refused; with
    ``board_refusals``, a refusal is allowed only for the audit's board (``Reason.BOARD``:
    no legal target there, a back face with no mana cost, ...)."""
    import mtglab as ml
    from mtglab.audit.outcome import PlayOutcome
    from mtglab.audit.reasons import Reason

    result = ml.audit_pool(sorted({f for f, _a in found}, key=lambda f: f.name))
    t = result.table
    mine = t[t["text"].isin({a.text for _f, a in found})]
    assert not mine.empty, "none of the abilities was audited"
    errors = mine[mine["outcome"] == PlayOutcome.ERROR.value]
    assert errors.empty, errors[["card", "text", "detail"]].head().to_string()
    refused = mine[mine["outcome"] == PlayOutcome.REFUSED.value]
    allowed = {Reason.BOARD.value} if board_refusals else set()
    bad = refused[~refused["reason"].isin(allowed)]
    assert bad.empty, bad[["card", "text", "reason", "detail"]].head().to_string()
    return mine


def trigger_lines_played(found: Sequence[tuple[Any, Any]], event: Any, *, read: int,
                         played: int) -> list[tuple[Any, Any]]:
    """The corpus trigger lines ``found`` (``(face, ability)``) checked as a trigger event's
    tests ask (603.2): at least ``read`` of them, none refused for its trigger condition,
    at least ``played`` supported, each of those read as ``event``, and all of them played
    by the audit (a refusal allowed only for the audit's board); the supported ones.
    Skips the test without the corpus."""
    from mtglab.cards.ability import Trigger

    if not found:
        pytest.skip("no corpus")
    assert len(found) >= read
    for face, a in found:
        assert not a.problem.startswith("trigger not understood"), (face.name, a.text)
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= played
    for _f, a in supported:
        assert isinstance(a.trigger, Trigger) and a.trigger.event is event, a.text
    audit_found(supported, board_refusals=True)
    return supported


def line_played_or_refused_elsewhere(line: tuple[Any, Any], part: str) -> None:
    """A corpus line of a wording a test file is about: supported and played by the audit
    (a refusal allowed only for the audit's board), or unsupported with a problem that
    names another part than ``part`` (words of the problem the wording itself would
    cause, e.g. ``"condition not understood"``)."""
    _face, ability = line
    if not ability.supported:
        assert part not in (ability.problem or ""), ability.problem
        return
    audit_found([line], board_refusals=True)


def supported_at_least(lines: Callable[[], Sequence[tuple[Any, Any]]], n: int) -> None:
    """At least ``n`` of the corpus ``lines`` are supported; skips without the corpus."""
    found = lines()
    if not found:
        pytest.skip("no corpus")
    assert sum(a.supported for _f, a in found) >= n


def triggers_waiting(b: Any, source: str) -> int:
    """How many triggered abilities of ``source`` wait on the board's stack (603.3)."""
    st = b.stack
    if not len(st):
        return 0
    return int(((st["kind"] == "triggered ability") & (st["name"] == source)).sum())


def resolve_all(b: Any, choices: list[Any] | None = None) -> None:
    """Resolve the board's stack, top first, up to ten objects (608.1)."""
    for _ in range(10):
        if not len(b.stack):
            return
        b.resolve(choices=choices or [])


_CARDS: dict[str, Any] = {}


def face_and_ability(rec: dict[str, Any], face_name: str, text: str) -> tuple[Any, Any]:
    """The parsed face of a corpus record and its ability printed as ``text`` (each
    record parsed once per session)."""
    from mtglab.cards.pool.loaders import cards_from_records

    card = _CARDS.get(rec["name"])
    if card is None:
        card = _CARDS[rec["name"]] = cards_from_records([rec])[0]
    for face in card.faces or (card,):
        if face.name != face_name:
            continue
        for ability in face.abilities:
            if not ability.intrinsic and (ability.text == text or ability.text in text):
                return face, ability
    raise AssertionError(f"{face_name}: no ability {text!r}")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``corpus_mana_line``: one test per mana line of the corpus (skipped without it)."""
    if "corpus_mana_line" not in metafunc.fixturenames:
        return
    lines = _corpus_mana_lines()
    parametrize_corpus(metafunc, "corpus_mana_line", lines,
                       [f"{face}: {text[:40]}" for _r, face, text in lines])


_RECORDS: dict[str, dict[str, Any]] = {}


def corpus_cards(*names: str) -> dict[str, Any]:
    """The corpus cards of these names, parsed (only them; the records read once per
    session); skips the test without the corpus."""
    from mtglab.cards.pool.loaders import cards_from_records, read_records

    path = _need(CORPUS / "cards.jsonl")
    if not _RECORDS:
        _fmt, records = read_records(path)
        _RECORDS.update((r["name"], r) for r in records if "name" in r)
    missing = [n for n in names if n not in _CARDS]
    if missing:
        for card in cards_from_records([_RECORDS[n] for n in missing]):
            _CARDS[card.name] = card
    return {n: _CARDS[n] for n in names}


#: the problems of a line refused only because its card can't be played whole: a spell is
#: cast and resolves whole (601.2, 608.2; a modal spell's modes, 700.2a), an Aura needs
#: what it can enchant (303.4a) — the line itself was read
WHOLE_CARD_PROBLEMS: tuple[str, ...] = ("the spell can't be cast:",
                                        "what it can enchant is not understood:")


def refused_with_its_card(ability: Any) -> bool:
    """Whether ``ability`` was read but is unsupported because another line of its card
    isn't (see :data:`WHOLE_CARD_PROBLEMS`)."""
    return not ability.supported and ability.problem.startswith(WHOLE_CARD_PROBLEMS)


def records_within(obj: Any, kind: type | tuple[type, ...]) -> list[Any]:
    """Every record of ``kind`` inside ``obj`` — an ability's effects, a trigger, a tuple of
    them — however nested in other records' fields, in reading order; a record of ``kind``
    is listed and so are those of ``kind`` within it."""
    found: list[Any] = []
    if isinstance(obj, kind):
        found.append(obj)
    if isinstance(obj, tuple | list):
        for item in obj:
            found += records_within(item, kind)
    elif hasattr(obj, "__dataclass_fields__"):
        for name in obj.__dataclass_fields__:
            found += records_within(getattr(obj, name), kind)
    return found
