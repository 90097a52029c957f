"""Kicker and multikicker (CR 702.33): optional additional costs, read by the keyword
grammar into :class:`~mtglab.cards.keywords.Kicker` records that the engine's casting
reads (no text is parsed while playing); across every kicker line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.keywords import Kicker
from mtglab.cards.model import Card
from mtglab.engine.spells.kicking import kicker_costs
from mtglab.mana import ManaCost
from tests.alternative_costs import EVERY_COLOR
from tests.conftest import corpus_abilities, corpus_cards, parametrize_corpus, refused_with_its_card

_NAMES: Final = (
    "Apex Hawks",
    "Kavu Titan",
)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def test_kicker_with_two_costs_is_one_record_cr_702_33b() -> None:
    a = ml.Card.from_text(name="Two Kicks", mana_cost="{1}{G}", type_line="Creature — Beast",
                          oracle_text="Kicker {2}{G} and/or {U}", power="1",
                          toughness="1").abilities[0]
    assert a.supported and a.effects == (Kicker((ManaCost.parse("{2}{G}"),
                                                 ManaCost.parse("{U}"))),)


def test_a_kicked_creature_pays_the_kicker_and_enters_with_counters_cr_702_33a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGCC")  # {1}{G} + kicker {2}{G}
    titan = b.cast(cards["Kavu Titan"], kicked=1)
    assert b.counters(titan) == {"+1/+1": 3} and b.mana_pool("you") == ""


def test_unkicked_it_costs_its_mana_cost_only_cr_601_2f(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGCC")
    titan = b.cast(cards["Kavu Titan"])
    assert b.counters(titan) == {} and b.mana_pool("you") == "GGC"


def test_multikicker_is_paid_any_number_of_times_cr_702_33c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "WWWWCCC")  # {2}{W} + two times {1}{W}
    hawks = b.cast(cards["Apex Hawks"], kicked=2)
    assert b.counters(hawks) == {"+1/+1": 2} and b.mana_pool("you") == ""


def test_kicker_is_paid_at_most_once_cr_702_33a(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGGGCCCC")
    with pytest.raises(ml.IllegalActionError, match=r"702.33"):
        b.cast(cards["Kavu Titan"], kicked=2)
    assert b.mana_pool("you") == "GGGGGCCCC"


# -- every kicker line of the corpus -----------------------------------------------------

_KICKER_LINE: Final = re.compile(r"^(?:Multi)?[Kk]icker", re.M)
_MANA_KICKER: Final = re.compile(r"^(Kicker|Multikicker) ((?:\{[^}]+\})+)"
                                 r"(?: and/or ((?:\{[^}]+\})+))?(?: \(|$)")


def _kicker_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_KICKER_LINE, lambda a: _MANA_KICKER.match(a.text) is not None)


_LINES: list[tuple[Card, Ability]] = []


def _lines() -> list[tuple[Card, Ability]]:
    if not _LINES:
        _LINES.extend(_kicker_lines())
    return _LINES


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """``kicker_line``: one test per kicker keyword with mana costs in the corpus."""
    if "kicker_line" not in metafunc.fixturenames:
        return
    lines = _lines()
    parametrize_corpus(metafunc, "kicker_line", lines,
                       [f"{face.name}: {a.text[:30]}" for face, a in lines])


@pytest.mark.corpus
def test_kicker_line_is_read_into_the_costs_the_engine_pays_cr_702_33(
        kicker_line: Any) -> None:
    face, ability = kicker_line
    m = _MANA_KICKER.match(ability.text)
    assert m is not None, ability.text
    # read, even where the spell can't be cast whole for another line (601.2)
    assert ability.supported or refused_with_its_card(ability), ability.problem
    printed = tuple(ManaCost.parse(g) for g in m.groups()[1:] if g)
    if not ability.supported:  # its record holds the printed costs all the same
        assert Kicker(printed, m.group(1) == "Multikicker") in ability.effects
        return
    assert kicker_costs(face) == (printed, m.group(1) == "Multikicker")


@pytest.mark.corpus
def test_a_kicked_permanent_spell_is_cast_paying_its_kicker_cr_702_33a(
        kicker_line: Any) -> None:
    face, _ability = kicker_line
    if not face.is_permanent_card or face.mana_cost is None or face.mana_cost.has_x or \
            "Land" in face.types or "Aura" in face.subtypes:
        pytest.skip("an instant, sorcery, Aura or land: its targets are asked as it is cast")
    b = ml.Board()
    b.add_mana("you", EVERY_COLOR)
    first = kicker_costs(face)[0][0]
    try:
        b.cast(face, kicked=(str(first),))
    except ml.ChoiceRequired as exc:  # a choice as it enters: the first answer
        if not exc.options:
            pytest.skip(f"a choice mtglab lists no answer for: {exc}")
        b.cast(face, kicked=(str(first),), choices=[exc.options[0]])
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    assert any(f"(kicked: {first})" in d for d in b.log["detail"])
