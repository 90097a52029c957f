"""Leveler cards' level blocks (CR 711): "LEVEL N1-N2 [abilities] [P/T]" means "as long
as it has N1 to N2 level counters, it has base power and toughness [P/T] and has
[abilities]" (711.2a; "LEVEL N3+": N3 or more, 711.2b); with fewer counters than its first
block it has its printed power and toughness (711.5). Each ability under a level symbol
is read by the grammar and held only while its block's condition holds; across every
leveler of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.effects import Condition, SetBasePT
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Beastbreaker of Bala Ged", "Student of Warfare")


def _pt(b: ml.Board, p: Any) -> tuple[int, int]:
    c = b.characteristics(p)
    return c["power"], c["toughness"]


def test_a_leveler_with_four_level_counters_has_its_level_4_block_cr_711_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    beast = b.add(cards["Beastbreaker of Bala Ged"])  # LEVEL 1-3 4/4; LEVEL 4+ 6/6, trample
    b.add_counters(beast, "level", 4)
    assert _pt(b, beast) == (6, 6)
    assert "Trample" in b.characteristics(beast)["abilities"]


def test_a_leveler_in_its_first_block_has_that_block_only_cr_711_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    beast = b.add(cards["Beastbreaker of Bala Ged"])
    b.add_counters(beast, "level", 3)
    assert _pt(b, beast) == (4, 4)
    assert "Trample" not in b.characteristics(beast)["abilities"]


def test_below_its_first_block_a_leveler_has_its_printed_pt_cr_711_5(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    student = b.add(cards["Student of Warfare"])  # 1/1; LEVEL 2-6 3/3, first strike
    b.add_counters(student, "level", 1)
    assert _pt(b, student) == (1, 1)
    assert "First strike" not in b.characteristics(student)["abilities"]


def test_levelling_up_reaches_the_next_block_cr_702_87a_711_2a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    student = b.add(cards["Student of Warfare"])
    b.add_mana("you", "WW")
    b.activate(student, 0)
    b.activate(student, 0)  # two level counters: LEVEL 2-6
    assert _pt(b, student) == (3, 3)
    assert "First strike" in b.characteristics(student)["abilities"]


def test_pump_effects_apply_after_the_block_sets_base_pt_cr_613_4b_613_4c(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    beast = b.add(cards["Beastbreaker of Bala Ged"])
    b.add_counters(beast, "level", 1)
    b.add_counters(beast, "+1/+1", 1)  # layer 7c after the block's 7b
    assert _pt(b, beast) == (5, 5)


_LEVEL: Final = re.compile(r"^LEVEL \d+", re.M)
_BOX: Final = re.compile(r"^(\d+)/(\d+)$")


def _least(cond: Condition) -> tuple[str, int]:
    """The counter kind and the fewest counters a block's condition holds with."""
    first = cond.conditions[0] if cond.kind == "all" else cond
    return first.counter or "", first.count


def _boxes() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LEVEL, lambda a: bool(_BOX.match(a.text)))


def _block_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LEVEL, lambda a: a.held_while is not None)


# ``box``: one test per power/toughness box of a level block in the corpus
pytest_generate_tests = parametrize_face_lines("box", _boxes, width=20)


@pytest.mark.corpus
def test_every_level_block_box_is_the_leveler_s_pt_in_range_cr_711_2a(box: Any) -> None:
    face, ability = box
    assert ability.supported and ability.held_while is not None, ability.problem
    assert any(isinstance(e, SetBasePT) for e in ability.effects)
    m = _BOX.match(ability.text)
    assert m is not None
    b = ml.Board()
    p = b.add(face)
    counter, n = _least(ability.held_while)
    assert counter == "level"
    b.add_counters(p, counter, n)
    # its base power and toughness, set in layer 7b (613.4b) before any +N/+N (7c)
    steps = b.explain(p)
    assert f"has base power and toughness {m.group(1)}/{m.group(2)}" in \
        set(steps[steps["layer"] == "7b"]["effect"])


@pytest.mark.corpus
def test_every_level_symbol_line_is_read_and_its_block_played_cr_711_2() -> None:
    found = _block_lines()
    if not found:
        pytest.skip("no corpus")
    symbols = [a for _f, a in found if a.text.startswith("LEVEL ")]
    assert len(symbols) >= 50 and all(a.supported for a in symbols)
    assert not [a.text for _f, a in found if "level block" in a.problem]
    audit_found([(f, a) for f, a in found if a.supported], board_refusals=True)
