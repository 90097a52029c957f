"""Improvise (CR 702.126a): "For each generic mana in this spell's total cost, you may tap
an untapped artifact you control rather than pay that mana" — ``b.cast(improvise=[...])``
names the artifacts; the pool pays the rest (601.2h). Every corpus line that is the
keyword reads, and the audit plays each such card with an artifact tapped."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from tests.conftest import corpus_abilities, corpus_cards

PART = ml.Card.from_text(name="Thopter Part", type_line="Artifact", mana_cost="{1}")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Enraged Giant", "Hill Giant")


def test_each_artifact_tapped_pays_one_generic_mana_702_126a(cards: dict[str, Any]
                                                              ) -> None:
    # Enraged Giant, {5}{R}: two artifacts pay {2}, the pool the other {3}{R}
    b = ml.Board()
    parts = [b.add(PART) for _ in range(3)]
    b.add_mana("you", "CCCR")
    giant = b.cast(cards["Enraged Giant"], improvise=parts[:2])
    assert giant is not None
    assert [b.is_tapped(p) for p in parts] == [True, True, False]
    assert b.mana_pool("you") == ""  # the pool paid {3}{R}


def test_an_artifact_never_pays_colored_mana_702_126a(cards: dict[str, Any]) -> None:
    # six artifacts for {5}{R}: the sixth has no generic mana left to pay
    b = ml.Board()
    parts = [b.add(PART) for _ in range(6)]
    before = b.state
    with pytest.raises(ml.IllegalActionError, match=r"702\.126a"):
        b.cast(cards["Enraged Giant"], improvise=parts)
    assert b.state == before  # a failed action leaves the board unchanged


def test_only_untapped_artifacts_you_control_improvise_702_126a(cards: dict[str, Any]
                                                                 ) -> None:
    b = ml.Board()
    tapped = b.add(PART)
    b.tap(tapped)
    theirs = b.add(PART, "opponent")
    bear = b.add(BEAR)
    b.add_mana("you", "CCCCCR")
    for wrong in (tapped, theirs, bear):
        with pytest.raises(ml.IllegalActionError, match=r"702\.126a"):
            b.cast(cards["Enraged Giant"], improvise=[wrong])
    assert b.cast(cards["Enraged Giant"]) is not None  # the pool alone still pays


def test_a_spell_without_improvise_cant_be_paid_with_artifacts_702_126a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    part = b.add(PART)
    b.add_mana("you", "CCCR")
    with pytest.raises(ml.IllegalActionError, match="hasn't improvise"):
        b.cast(cards["Hill Giant"], improvise=[part])


def test_every_corpus_line_of_improvise_reads_and_plays_702_126a() -> None:
    line = re.compile(r"^Improvise\b", re.M)
    found = corpus_abilities(line, lambda a: "Improvise" in a.keywords)
    if not found:
        pytest.skip("no corpus")
    # a spell is cast whole (601.2): its other text may keep the keyword's line unplayed
    unread = [a.problem for _f, a in found
              if not a.supported and not a.problem.startswith("the spell can't be cast")]
    assert not unread, unread[:3]
    faces = sorted({f for f, a in found if a.supported}, key=lambda f: f.name)
    assert len(faces) >= 19
    result = ml.audit_pool(faces)
    t = result.table
    bad = t[t["outcome"].isin([PlayOutcome.ERROR.value])]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
