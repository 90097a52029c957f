"""Counters put "on a creature you control" (no word "target", no "each") go on ONE
creature, chosen by the ability's controller as it resolves (CR 608.2d; nothing is chosen
as it is put on the stack, 601.2c): across every corpus line of that wording, and played
on real cards of ../shared/corpus (skipped with a message where it is absent)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effectparts import PutCounters

#: "put two +1/+1 counters on a creature you control", "... on an artifact you control"
_ONE = re.compile(r"\bput [^.()]*? counters? on an? [^.()]*?\byou control\b", re.I)
_EACH = re.compile(r"\bput [^.()]*? counters? on each [^.()]*?\byou control\b", re.I)


@pytest.fixture(scope="module")
def pool(corpus_jsonl: Path) -> list[ml.Card]:
    return list(ml.load_cards(corpus_jsonl, register=False))


@pytest.fixture(scope="module")
def cards(pool: list[ml.Card]) -> dict[str, ml.Card]:
    return {c.name: c for c in pool}


def _puts(obj: object) -> Iterator[PutCounters]:
    """Every PutCounters record anywhere inside ``obj`` (modes, "you may", sequences)."""
    if isinstance(obj, PutCounters):
        yield obj
    elif isinstance(obj, tuple | list):
        for o in obj:
            yield from _puts(o)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from _puts(getattr(obj, f.name))


def _lines(pool: list[ml.Card], wording: re.Pattern[str]) -> list[tuple[str, PutCounters]]:
    found = []
    for card in pool:
        for ability in card.abilities:
            if not ability.supported or not wording.search(ability.text) or \
                    re.search(r"\btarget\b|would|one or more", ability.text):
                continue
            found += [(card.name, p) for p in _puts(ability.effects)
                      if p.selector.relation is None]
    return found


def test_every_corpus_line_reads_a_creature_you_control_as_one_chosen_cr_608_2d(
        pool: list[ml.Card]) -> None:
    lines = _lines(pool, _ONE)
    assert len(lines) >= 5  # Humiliate, Blood Curdle, Titan of Industry's mode...
    assert [name for name, put in lines if not put.selector.one] == []


def test_each_creature_you_control_still_reads_as_every_one_cr_608_2c(
        pool: list[ml.Card]) -> None:
    lines = _lines(pool, _EACH)
    assert len(lines) >= 10
    assert [name for name, put in lines if put.selector.one] == []


def test_blood_curdle_puts_its_menace_counter_on_the_chosen_creature_only_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears, wurm = b.add(cards["Grizzly Bears"]), b.add(cards["Craw Wurm"])
    theirs = b.add(cards["Grizzly Bears"], "opponent")
    b.add_mana("you", "BBBB")
    with pytest.raises(ml.ChoiceRequired):  # two creatures: the player must choose one
        b.cast(cards["Blood Curdle"], targets=[theirs])
    b.cast(cards["Blood Curdle"], targets=[theirs], choices=[wurm])
    assert b.counters(wurm) == {"menace": 1}
    assert b.counters(bears) == {}


def test_humiliate_with_one_creature_needs_no_choice_cr_608_2d(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bears = b.add(cards["Grizzly Bears"])
    b.add(cards["Craw Wurm"], "opponent")  # not "you control": never a candidate
    b.add_mana("you", "WB")
    b.cast(cards["Humiliate"], targets=["opponent"])
    assert b.counters(bears) == {"+1/+1": 1}
