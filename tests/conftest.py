"""Shared fixtures: the corpus in ../shared (skipped with a message where absent)."""

from __future__ import annotations

import os
from pathlib import Path

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
