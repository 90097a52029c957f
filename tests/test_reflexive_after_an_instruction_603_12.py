"""A reflexive triggered ability after an instruction that isn't optional (CR 603.12).

"Sacrifice it. When you do, ...", "Mill three cards. When you do, ...", "Exile target
creature card from a graveyard. When you do, ...": the reflexive triggered ability
triggers when the instruction before it was done (603.12). An instruction that turns out
impossible does nothing (609.3: the land already gone can't be sacrificed), and then it
doesn't trigger. The same reading holds for every such corpus line, whatever the
instruction before it.
"""

from __future__ import annotations

import re
from typing import Any

from conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

import mtglab as ml

HIDEOUT = "Brokers Hideout"


def _reflexive_triggered(b: ml.Board) -> bool:
    return any(r.rule == "603.12" for r in b.state.log)


def test_sacrificing_itself_triggers_the_search_603_12() -> None:
    """Brokers Hideout enters, is sacrificed, and "When you do" searches for a basic
    Forest put onto the battlefield tapped, then you gain 1 life (603.12, 701.23a)."""
    c = corpus_cards(HIDEOUT, "Forest", "Swamp")
    b = ml.Board(phase="precombat main")
    b.add(c["Forest"], zone="library")
    b.add(c["Swamp"], zone="library")
    b.play_land(b.add(c[HIDEOUT], zone="hand"))
    b.resolve()  # sacrifice it: done, so the reflexive ability triggers
    assert _reflexive_triggered(b) and len(b.stack) == 1
    assert HIDEOUT not in set(b.permanents["name"])
    b.resolve(choices=["Forest"])
    assert b.life("you") == 21
    forest = b.get("Forest")
    assert b.is_tapped(forest)
    assert [x.name for x in b.cards("you", "library")] == ["Swamp"]


def test_nothing_sacrificed_triggers_nothing_603_12_609_3() -> None:
    """The land has left before its ability resolves: "sacrifice it" does nothing (609.3),
    so "When you do" doesn't trigger (603.12) and no life is gained."""
    c = corpus_cards(HIDEOUT, "Forest")
    b = ml.Board(phase="precombat main")
    b.add(c["Forest"], zone="library")
    hideout = b.add(c[HIDEOUT], zone="hand")
    b.play_land(hideout)
    b.remove(b.get(HIDEOUT))
    b.resolve()
    assert not _reflexive_triggered(b) and b.stack.empty
    assert b.life("you") == 20 and [x.name for x in b.cards("you", "library")] == ["Forest"]


#: "<instruction>. When you do, ..." where the sentence before isn't "you may ..."
_LINE = re.compile(r"(?:^|[.:] )(?![^.]*\bmay\b)[^.]*\. When you do, ")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("reflexive_line", _lines)


def test_each_supported_corpus_line_is_played_603_12(reflexive_line: tuple[Any, Any]) -> None:
    """Each such line the parser supports is played by the audit (a refusal only for its
    board)."""
    _face, ability = reflexive_line
    if ability.supported:
        audit_found([reflexive_line], board_refusals=True)


def test_most_corpus_lines_are_supported_603_12() -> None:
    found = _lines()
    if found:
        assert sum(a.supported for _f, a in found) >= 15


def test_it_of_the_instruction_before_is_refused_603_12_608_2c() -> None:
    """Back for More: "it" of the reflexive ability is the creature returned, which the
    reflexive triggered ability isn't given: refused, that part named (608.2c)."""
    a = corpus_cards("Back for More")["Back for More"].abilities[0]
    assert not a.supported and "names what the instruction before it acted on" in a.problem
