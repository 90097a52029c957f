"""Exiling a permanent and returning it at once, transformed (CR 406.3, 400.7, 712.14a):
"Exile this Saga, then return it to the battlefield transformed under your control" is
one :class:`~mtglab.cards.exilereturn.ExileAndReturn`; the card comes back a new object
(400.7) with its back face up (712.14a), and a card that isn't double-faced stays in
exile (712.14a). Played on every Saga chapter of ../shared/corpus that says it, and read
on every corpus line of the wording."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.exilereturn import ExileAndReturn
from tests.conftest import corpus_abilities, parametrize_corpus

_WORDING: Final = re.compile(r"then return (it|him|her) to the battlefield (tapped and )?"
                             r"transformed under (your|its owner's|his owner's|her owner's)"
                             r" control")
_ROMAN: Final = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}

NOT_DFC = ml.Card.from_text(  # a test card: not double-faced (712.14a)
    name="Plain Totem", mana_cost="{1}", type_line="Artifact",
    oracle_text="{1}: Exile Plain Totem, then return it to the battlefield transformed "
                "under your control.")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_WORDING, lambda a: bool(_WORDING.search(a.text)))


_ALL: list[tuple[Any, Any]] = []


def _all() -> list[tuple[Any, Any]]:
    if not _ALL:
        _ALL.extend(_lines())
    return _ALL


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``chapter``: each Saga chapter of the corpus that is only this instruction;
    ``exile_return_line``: each corpus line of the wording."""
    if "chapter" in metafunc.fixturenames:
        lines = [(f, a) for f, a in _all() if re.match(
            r"^[IV]+ — Exile this Saga, then return it to the battlefield transformed "
            r"under your control\.$", a.text)]
        parametrize_corpus(metafunc, "chapter", lines, [f.name for f, _a in lines])
    if "exile_return_line" in metafunc.fixturenames:
        lines = _all()
        parametrize_corpus(metafunc, "exile_return_line", lines,
                           [f"{f.name}: {a.text[:30]}" for f, a in lines])




@pytest.mark.corpus
def test_a_saga_chapter_returns_it_transformed_cr_712_14a_400_7(
        chapter: tuple[Any, Any]) -> None:
    face, ability = chapter
    card = _whole_card(face)
    n = _ROMAN[ability.text.split(" ")[0]]
    b = ml.Board()
    saga = b.add(card)
    b.add_counters(saga, "lore", n - 1)
    b.pass_turn()
    b.pass_turn()  # your precombat main phase: a lore counter, chapter n (714.3c, 714.2b)
    while len(b.stack):
        b.resolve()
    back = card.faces[1]
    # 712.14a: back face up; 400.7: a new object, without the Saga's lore counters (a
    # back face of toughness 0 then dies, 704.5f: the log keeps it entering)
    log = b.log
    entered = list(log[log["action"] == "enters"]["object"])
    assert entered[-1:] == [back.name]
    if back.name in set(b.permanents["name"]):
        new = b.get(back.name)
        assert b.counters(new) == {}
        assert b.controller(new) == "you"
    assert card.faces[0].name not in set(b.permanents["name"])


def _whole_card(face: Any) -> ml.Card:
    """The double-faced card whose front face is ``face`` (corpus_abilities gives faces)."""
    from tests.conftest import _RECORDS, corpus_cards
    corpus_cards()  # the records, read once
    full = next(n for n in _RECORDS if n.split(" // ")[0] == face.name and " // " in n)
    return corpus_cards(full)[full]


@pytest.mark.corpus
def test_each_line_of_the_wording_is_read_as_one_record_cr_406_3_712_14a(
        exile_return_line: tuple[Any, Any]) -> None:
    _face, ability = exile_return_line
    if ability.supported:
        found = [e for e in _effects(ability) if isinstance(e, ExileAndReturn)]
        assert found and all(e.transformed for e in found)
    else:  # what's left unread is another part of the line, named
        assert not _ONLY_THIS.fullmatch(ability.problem)


_ONLY_THIS: Final = re.compile(r"not understood: 'Exile [^,]+, then return it to the "
                               r"battlefield transformed under (your|its owner's) control'")


def _effects(ability: Any) -> list[Any]:
    out: list[Any] = []
    todo = list(ability.effects)
    while todo:
        e = todo.pop()
        out.append(e)
        todo.extend(getattr(e, "effects", ()) or ())
    return out


@pytest.mark.corpus
def test_the_wording_is_common(corpus_jsonl: Any) -> None:
    assert sum(a.supported for _f, a in _all()) >= 25


def test_a_card_that_isnt_double_faced_stays_in_exile_cr_712_14a() -> None:
    b = ml.Board()
    totem = b.add(NOT_DFC)
    b.add_mana("you", "C")
    b.activate(totem, 0)
    assert len(b.permanents) == 0
    assert list(b.exile["name"]) == ["Plain Totem"]
