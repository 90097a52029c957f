"""Corpus lines of one static wording, for the tests of static abilities (CR 604): the
faces of the traditional cards of ../shared/corpus whose line reads exactly so (the
card's name written ``~``), only those records parsed."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import CORPUS

__all__ = ["creature_lines", "real", "wording"]


@cache
def _records() -> dict[str, dict[str, Any]]:
    from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
    from mtglab.cards.pool.loaders import read_records

    if not (CORPUS / "cards.jsonl").exists():
        return {}
    _fmt, records = read_records(CORPUS / "cards.jsonl")
    return {r["name"]: r for r in records if r.get("_kind", "card") == "card"
            and not NONTRADITIONAL_FLAGS & set(r.get("flags") or ())}


@cache
def _card(name: str) -> ml.Card:
    from mtglab.cards.pool.loaders import cards_from_records

    return cards_from_records([_records()[name]])[0]


def real(name: str) -> ml.Card:
    """A real card of the corpus (only its record is parsed); the test is skipped
    without the corpus."""
    if not _records():
        pytest.skip(f"needs {CORPUS} (the shared corpus); set MTGLAB_SHARED")
    return _card(name)


def _normal(face: Any, text: str) -> str:
    text = re.sub(r"\s*\([^()]*\)", "", text).strip()
    for name in (face.name, face.name.split(",")[0]):
        text = text.replace(name, "~")
    return re.sub(r"\b[Tt]his (creature|permanent|artifact|enchantment|land)\b", "~", text)


def wording(pattern: str, *, types: str | None = None) -> list[tuple[Any, Any]]:
    """``(face, ability)`` for each corpus line matching ``pattern`` in full (``~`` for
    the card's name, reminder text dropped), of faces with the card type ``types`` if
    given; [] without the corpus."""
    rough = re.compile(pattern.replace("~", r"[^\n]+?"), re.I)
    out = []
    for rec in _records().values():
        faces = rec.get("faces") or (rec,)
        if not any(rough.search(f.get("oracle_text") or "") for f in faces):
            continue
        card = _card(rec["name"])
        for face in card.faces or (card,):
            if types is not None and types not in face.types:
                continue
            for ability in face.abilities:
                if re.fullmatch(pattern, _normal(face, ability.text)):
                    out.append((face, ability))
    return out


def creature_lines(pattern: str) -> list[tuple[Any, Any]]:
    """:func:`wording` on creature faces."""
    return wording(pattern, types="Creature")
