"""One vocabulary of conditions, checked in one place (engine.characteristics.conditions):
the words of a static ability's "as long as" (611.3a) read the same after "Activate only
if" (602.5b) and before or after an instruction, "If you control a Wizard, draw a card"
(608.2c: the condition is checked as that part of the text is carried out). Each wording
is played across every corpus line that uses it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.static_lines import _records, real, wording


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


def _mana(cost: Any) -> str:
    """The mana that pays ``cost`` (generic paid with {C})."""
    out = ""
    for sym in re.findall(r"\{([^}]+)\}", str(cost or "")):
        if sym.isdigit():
            out += "C" * int(sym)
        elif sym in "WUBRGC":
            out += sym
        else:
            pytest.skip(f"the symbol {{{sym}}} is not paid here")
    return out


def _creature_of(subtype: str) -> ml.Card:
    """A real creature card of ``subtype`` (205.3)."""
    for name, rec in _records().items():
        line = rec.get("type_line") or ""
        if "Creature" in line and "—" in line and subtype in line.split("—")[1].split() \
                and not rec.get("faces"):
            return real(name)
    pytest.skip(f"no {subtype} creature in the corpus")


_NO_CARDS = wording(r".*: [^.]*\. Activate only if you have no cards in hand\.") or [None]


@pytest.mark.parametrize("case", _NO_CARDS, ids=_ids)
def test_activate_only_if_you_have_no_cards_in_hand_cr_602_5b(case: Any) -> None:
    # hellbent: the ability can be activated only while its controller's hand is empty
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    me = b.add(face)
    index = list(face.abilities).index(ability)
    b.add("Island", zone="hand")
    assert any("condition" in p for p in b.activation_problems(me, index))
    empty = ml.Board()
    me = empty.add(face)
    assert not any("condition" in p for p in empty.activation_problems(me, index))


_EXACTLY_SEVEN = wording(r".*Activate only if you have exactly seven cards in hand\.") or [None]


@pytest.mark.parametrize("case", _EXACTLY_SEVEN, ids=_ids)
def test_activate_only_if_you_have_exactly_seven_cards_cr_602_5b(case: Any) -> None:
    # Library of Alexandria: six or eight cards in hand are not seven
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    index = list(face.abilities).index(ability)
    for n, allowed in ((6, False), (7, True), (8, False)):
        b = ml.Board()
        me = b.add(face)
        for _ in range(n):
            b.add("Island", zone="hand")
        held = any("condition" in p for p in b.activation_problems(me, index))
        assert held is not allowed, n


_IF_YOU_CONTROL = wording(r".*\bIf you control an? ([A-Z][a-z]+), draw a card\.",
                          types="Instant") or [None]


@pytest.mark.parametrize("case", _IF_YOU_CONTROL, ids=_ids)
def test_if_you_control_a_subtype_draw_a_card_cr_608_2c(case: Any) -> None:
    # the condition is checked as the spell resolves: without a permanent of that
    # subtype the spell draws nothing, with one it draws a card
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    found = re.search(r"If you control an? ([A-Z][a-z]+), draw a card", ability.text)
    assert found is not None
    drawn = []
    for with_one in (False, True):
        b = ml.Board()
        for _ in range(3):
            b.add("Island", zone="library")
        if "target spell" in ability.text.lower():
            pytest.skip("its target is a spell on the stack")
        noncreature = "target noncreature" in ability.text.lower()
        bears = b.add("Island" if noncreature else "Grizzly Bears", "opponent")
        if with_one:
            b.add(_creature_of(found.group(1)))
        b.add_mana("you", _mana(face.mana_cost))
        targets = [bears] if "target" in ability.text.lower() else []
        if "target player" in ability.text.lower() or "target opponent" in ability.text.lower():
            targets = ["opponent"]
        before = len(b.hand("you"))
        b.cast(face, targets=targets)
        drawn.append(len(b.hand("you")) - before)
    assert drawn == [0, 1]


_MONSTROUS = wording(r"As long as ~ is monstrous, it has [a-z ]+\.", types="Creature") or [None]


@pytest.mark.parametrize("case", _MONSTROUS, ids=_ids)
def test_as_long_as_monstrous_cr_611_3a_701_37b(case: Any) -> None:
    # the keyword is granted once the creature has become monstrous (its monstrosity
    # ability resolved), not before
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    keyword = ability.text.split(" it has ")[1].split(".")[0].split(" and ")[0].strip()
    monstrosity = next((i for i, a in enumerate(face.abilities)
                        if "Monstrosity" in a.text and a.supported), None)
    if monstrosity is None:
        pytest.skip("its monstrosity ability is not supported")
    b = ml.Board()
    me = b.add(face)
    assert not _has(b, me, keyword)
    cost = face.abilities[monstrosity].text.split(":")[0]
    b.add_mana("you", _mana(cost))
    b.activate(me, monstrosity)
    assert _has(b, me, keyword)


def _has(b: ml.Board, p: Any, keyword: str) -> bool:
    return any(str(a).lower() == keyword.lower() for a in b.characteristics(p)["abilities"])


_COUNTERS = wording(r"As long as (~ has|this Equipment has|there are) (\w+) or more counters "
                    r"on (it|~), (it|equipped creature) has ([a-z ]+?)( and [a-z ]+)?\.") or [None]
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


@pytest.mark.parametrize("case", _COUNTERS, ids=_ids)
def test_as_long_as_n_or_more_counters_of_any_kinds_cr_611_3a_122_1(case: Any) -> None:
    # the counters of every kind on the source count together: one fewer than N
    # grants nothing, N of two kinds grant the keyword
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    found = re.search(r"(\w+) or more counters on .*?, (it|equipped creature) has ([a-z ]+?)"
                      r"( and [a-z ]+)?\.", ability.text)
    assert found is not None
    n, keyword = _WORDS[found.group(1)], found.group(3)
    for total in (n - 1, n):
        b = ml.Board()
        counters = {"+1/+1": 1, "charge": total - 1}
        if found.group(2) == "it":
            holder = b.add(face, counters=counters)
        else:
            holder = b.add("Grizzly Bears")
            b.add(face, counters=counters, attached_to=holder)
        assert _has(b, holder, keyword) is (total >= n), total
