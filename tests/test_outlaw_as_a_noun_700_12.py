""""Outlaw" as a noun (CR 700.12, 700.12a): "other outlaws you control", "another outlaw",
"an outlaw you control" name the permanents with one of the creature types Assassin,
Mercenary, Pirate, Rogue or Warlock. Played on real cards of ../shared/corpus, and across
every corpus line using the noun."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities
from tests.static_lines import real

#: the noun: "outlaws", or "outlaw" not followed by the noun it would qualify
_NOUN = re.compile(r"\boutlaws\b(?! are\b)|\boutlaw\b(?! (creature|card|spell|permanent)s?\b)")


def _lines() -> list[tuple[Any, Any]]:
    def keep(a: Any) -> bool:  # the reminder text left out
        return bool(_NOUN.search(re.sub(r"\([^()]*\)", "", a.text)))
    return corpus_abilities(_NOUN, keep)


def _has(b: ml.Board, pid: Any, keyword: str) -> bool:
    return keyword in b.characteristics(pid)["abilities"]


def test_every_supported_corpus_line_with_the_noun_is_played_cr_700_12() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 7
    audit_found(played, board_refusals=True)


def test_other_outlaws_you_control_have_haste_cr_700_12a() -> None:
    b = ml.Board()
    boss = b.add(real("Hellspur Posse Boss"))  # a Lizard Rogue: an outlaw itself
    rogue = b.add(real("Mine Raider"))  # a Human Rogue
    bears = b.add(real("Grizzly Bears"))
    theirs = b.add(real("Mine Raider"), "opponent")
    assert _has(b, rogue, "Haste")
    assert not _has(b, boss, "Haste")  # "other"
    assert not _has(b, bears, "Haste")  # not an outlaw
    assert not _has(b, theirs, "Haste")  # 700.12a: outlaws that player controls


def test_outlaws_you_control_during_your_turn_cr_700_12_611_3a() -> None:
    b = ml.Board()
    b.add(real("At Knifepoint"))
    warlock = b.add(real("Vihaan, Goldwaker"))
    assert _has(b, warlock, "First strike")
    b.pass_turn()  # the opponent's turn: the condition no longer holds
    assert not _has(b, warlock, "First strike")


@pytest.mark.parametrize(("other", "treasures"), [("Mine Raider", 1), ("Grizzly Bears", 0)])
def test_if_you_control_another_outlaw_cr_700_12_603_4(other: str, treasures: int) -> None:
    b = ml.Board()
    b.add(real(other))
    b.add_mana("you", "RRR")
    b.cast(real("Mine Raider"))
    for _ in range(3):
        if len(b.stack):
            b.resolve()
    names = list(b.permanents["name"])
    assert names.count("Treasure") == treasures
