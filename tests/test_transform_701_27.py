"""Transforming (CR 701.27) read on real double-faced cards: a card of two faces outside
the battlefield has its front face's characteristics (712.8a), so its front face's text is
read with that face's name — "Transform Kessig Prowler" names the card itself (~), not
another object — and playing it turns the permanent over (701.27a). Across every corpus
line that transforms its own card by its front face's name."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.pool.coverage import NONTRADITIONAL_FLAGS
from mtglab.cards.pool.loaders import cards_from_records, read_records
from tests.conftest import CORPUS, corpus_cards, parametrize_corpus


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Kessig Prowler // Sinuous Predator",
                        "Concealing Curtains // Revealing Eye")


def _names(b: ml.Board) -> set[str]:
    return set(b.permanents["name"])


def test_transform_by_the_front_faces_name_turns_it_over_cr_701_27a(
        cards: dict[str, ml.Card]) -> None:
    prowler = cards["Kessig Prowler // Sinuous Predator"]
    assert all(a.supported for a in prowler.abilities)
    b = ml.Board()
    p = b.add(prowler)
    b.add_mana("you", "GGGGG")
    b.activate(p, 0)  # {4}{G}: Transform Kessig Prowler.
    # 701.27a, 712.8d: the same permanent, its back face up, with only that face's values
    assert _names(b) == {"Sinuous Predator"}
    assert b.characteristics(p)["power"] == 4


def test_a_sorcery_speed_transform_is_played_cr_701_27a_602_5d(
        cards: dict[str, ml.Card]) -> None:
    curtains = cards["Concealing Curtains // Revealing Eye"]
    b = ml.Board()
    p = b.add(curtains)
    b.add_mana("you", "BBB")
    b.activate(p, "{2}{B}: Transform")
    assert _names(b) == {"Revealing Eye"}


_SELF_TRANSFORM: Final = re.compile(r"\btransform (?P<name>[^.,\n]+?)\.", re.I)


def _front_face_lines() -> list[tuple[Any, Any]]:
    """``(card, index)`` of each ability of a traditional corpus card of two faces whose
    front face's line transforms that face by its name ("Transform Kessig Prowler.")."""
    path = CORPUS / "cards.jsonl"
    if not path.exists():
        return []
    _fmt, records = read_records(path)
    picked = []
    for r in records:
        faces = r.get("faces") or ()
        if len(faces) != 2 or NONTRADITIONAL_FLAGS & set(r.get("flags") or ()):
            continue
        front = faces[0]
        if any(m.group("name") == front["name"] for m in
               _SELF_TRANSFORM.finditer(front.get("oracle_text") or "")):
            picked.append(r)
    out = []
    for card in cards_from_records(picked):
        for i, a in enumerate(card.abilities):
            if re.search(rf"\btransform {re.escape(card.faces[0].name)}\b", a.text, re.I):
                out.append((card, i))
    return out


_LINES: list[tuple[Any, Any]] = []


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``self_transform``: one test per corpus line transforming its card by name."""
    if "self_transform" not in metafunc.fixturenames:
        return
    if not _LINES:
        _LINES.extend(_front_face_lines())
    parametrize_corpus(metafunc, "self_transform", _LINES,
                       [f"{c.faces[0].name}: {c.abilities[i].text[:30]}" for c, i in _LINES])


@pytest.mark.corpus
def test_the_card_reads_its_front_faces_line_as_that_face_cr_712_8a(
        self_transform: tuple[Any, int]) -> None:
    card, i = self_transform
    ability = card.abilities[i]
    # 712.8a: outside the battlefield and the stack the card is its front face; its line
    # is read with that face's name, exactly as the face itself reads it
    assert ability == card.faces[0].abilities[i]
    assert "not understood: 'Transform" not in ability.problem
    assert "not understood: 'transform" not in ability.problem


@pytest.mark.corpus
def test_front_face_lines_are_many(corpus_jsonl: Any) -> None:
    assert len(_front_face_lines()) >= 100
