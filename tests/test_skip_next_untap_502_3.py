""""<Objects> doesn't untap during its controller's next untap step" as a resolving
instruction (CR 502.3): the permanents it names stay tapped through their controller's
next untap step only, whatever the subject ("it", "target creature", "each attacking
creature") and whether a spell, an activated or a triggered ability says it. Then read and
played across every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.keywordactions import SkipNextUntap
from tests.conftest import corpus_abilities, corpus_cards, records_within

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Take into Custody", "Apes of Rath", "Barl's Cage")


def test_a_spell_keeps_its_target_tapped_through_the_next_untap_step_502_3(
        cards: dict[str, Any]) -> None:
    # Take into Custody: "Tap target creature. It doesn't untap during its controller's
    # next untap step."
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "U")
    b.cast(cards["Take into Custody"], targets=[bear])
    assert b.is_tapped(bear)
    b.pass_turn()  # the opponent's untap step: it doesn't untap (502.3)
    assert b.is_tapped(bear)
    b.pass_turn()
    b.pass_turn()  # their next untap step after that: it untaps again (502.3)
    assert not b.is_tapped(bear)


def test_an_untapped_target_stays_as_it_is_502_3(cards: dict[str, Any]) -> None:
    # Barl's Cage, {3}: only untapping is skipped; an untapped creature isn't tapped
    b = ml.Board()
    cage = b.add(cards["Barl's Cage"])
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "CCC")
    b.activate(cage, targets=[bear])
    assert not b.is_tapped(bear)
    b.pass_turn()
    assert not b.is_tapped(bear)


def test_a_trigger_keeps_its_own_attacker_tapped_502_3_508_1f(cards: dict[str, Any]
                                                                ) -> None:
    # Apes of Rath: "Whenever Apes of Rath attacks, it doesn't untap during its
    # controller's next untap step." It taps to attack (508.1f), then skips your next
    # untap step, and untaps in the one after
    b = ml.Board()
    apes = b.add(cards["Apes of Rath"])
    b.attack(apes)
    b.resolve()
    b.block()
    b.pass_turn()  # the opponent's turn: their untap step isn't the Apes' controller's
    b.pass_turn()  # your untap step: skipped
    assert b.is_tapped(apes)
    b.pass_turn()
    b.pass_turn()  # your next one: it untaps
    assert not b.is_tapped(apes)


def test_every_corpus_line_that_says_it_plays_502_3() -> None:
    line = re.compile(r"(doesn't|don't) untap during (its|their) controllers?'?s? next untap",
                      re.I)
    found = corpus_abilities(line, lambda a: a.supported and line.search(a.text))
    if not found:
        pytest.skip("no corpus")

    general = [(f, a) for f, a in found if records_within(a.effects, SkipNextUntap)]
    assert len(general) >= 40  # "it", "target creature", "each attacking creature"...
    result = ml.audit_pool(sorted({f for f, _a in general}, key=lambda f: f.name))
    t = result.table
    mine = t[t["text"].isin({a.text for _f, a in general})]
    bad = mine[(mine["outcome"] == PlayOutcome.ERROR.value) | (
        (mine["outcome"] == PlayOutcome.REFUSED.value) & ~mine["detail"].str.contains("CR "))]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(general) - 2
