"""A reflexive triggered ability triggers only if the action was done (CR 603.12, 609.3).

"You may <action>. When you do, <effect>": choosing to do an action that turns out to be
impossible (no artifact to sacrifice, no card to discard) does nothing (609.3), so the
action wasn't done and the reflexive triggered ability doesn't trigger (603.12). The
same rule holds for every such line of the corpus.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from conftest import corpus_abilities, corpus_cards, parametrize_corpus

import mtglab as ml

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}", type_line="Creature — Bear",
                         oracle_text="", power="2", toughness="2")
RELIC = ml.Card.from_text(name="Relic", mana_cost="{1}", type_line="Artifact",
                          oracle_text="")
ACE = "Ace, Fearless Rebel"


def _reflexive_triggered(b: ml.Board) -> bool:
    return any(r.rule == "603.12" for r in b.state.log)


def test_sacrificing_no_artifact_triggers_nothing_603_12() -> None:
    """Ace attacks with no artifact around: "you may sacrifice an artifact" does nothing
    (609.3), so "When you do" doesn't trigger (603.12)."""
    b = ml.Board()
    ace = b.add(corpus_cards(ACE)[ACE])
    b.add(BEAR, "opponent")
    b.attack(ace)
    b.resolve(choices=[True])  # chooses to; nothing to sacrifice
    assert b.stack.empty and not _reflexive_triggered(b)
    assert b.counters(ace) == {}


def test_sacrificing_an_artifact_triggers_the_reflexive_ability_603_12() -> None:
    b = ml.Board()
    ace = b.add(corpus_cards(ACE)[ACE])
    relic = b.add(RELIC)
    bear = b.add(BEAR, "opponent")
    b.attack(ace)
    b.resolve(choices=[True, True, bear])  # sacrifice the relic; then the fight's target
    assert relic.id not in b.state.permanents and _reflexive_triggered(b)
    b.resolve()
    assert b.counters(ace) == {"+1/+1": 1}  # then it fights the bear (701.14a)
    assert bear.id not in b.state.permanents


#: "When ~ enters, you may sacrifice / discard / exile ... When you do, ..."
_LINE = re.compile(r"When [^.\n]*? enters, you may (?:sacrifice|discard|exile)[^.\n]*\. "
                   r"When you do")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "enters_reflexive" not in metafunc.fixturenames:
        return
    found = corpus_abilities(_LINE, lambda a: a.supported and _LINE.search(a.text))
    parametrize_corpus(metafunc, "enters_reflexive", found,
                       [f"{face.name}: {a.text[:40]}" for face, a in found])


def _mana_of(cost: object) -> str:
    """Mana that pays ``cost`` (generic paid with colorless)."""
    return "".join("C" * int(s) if s.isdigit() else s[0]
                   for s in re.findall(r"{([^}]*)}", str(cost)))


def test_each_corpus_line_triggers_only_if_done_603_12(enters_reflexive: Any) -> None:
    """Alone on the battlefield with an empty hand, the controller chooses to do it:
    "When you do" triggers exactly when something left its zone (603.12, 609.3) — the
    creature itself, where it is of the kind to sacrifice."""
    face, _ability = enters_reflexive
    b = ml.Board()
    mana = _mana_of(face.mana_cost)
    if mana:
        b.add_mana("you", mana)
    b.cast(face)
    start = len(b.state.log)
    b.resolve(choices=[True])
    left = any(r.action in ("leaves", "discard", "exile") for r in b.state.log[start:])
    assert _reflexive_triggered(b) == left
