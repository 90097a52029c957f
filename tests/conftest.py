"""Shared fixtures: the corpus in ../shared (skipped with a message where absent)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("MTGLAB_SHARED", REPO.parent / "shared"))
CORPUS = SHARED / "corpus"


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
    from mtglab.cards.coverage import NONTRADITIONAL_FLAGS, mana_line_category
    from mtglab.cards.loaders import read_records

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


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``corpus_mana_line``: one test per mana line of the corpus (skipped without it)."""
    if "corpus_mana_line" not in metafunc.fixturenames:
        return
    lines = _corpus_mana_lines()
    if not lines:
        metafunc.parametrize("corpus_mana_line", [pytest.param(None, marks=pytest.mark.skip(
            reason=f"needs {CORPUS} (the shared corpus); set MTGLAB_SHARED to its folder"))])
        return
    metafunc.parametrize("corpus_mana_line", lines,
                         ids=[f"{face}: {text[:40]}" for _r, face, text in lines])
