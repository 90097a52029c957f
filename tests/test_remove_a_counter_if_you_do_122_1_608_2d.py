""""You may remove a counter from ~. If you do, ..." (CR 122.1, 608.2d, 609.3).

Removing a counter is an instruction of its own: with the counter there it is removed
and what "If you do" says happens (608.2d); with none there nothing is removed (609.3),
so it wasn't done and the rest doesn't happen. Every corpus line "you may remove a ...
counter from ..." the parser supports is played.
"""

from __future__ import annotations

import re
from typing import Any

from conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

import mtglab as ml

DROPLET = "Sun Droplet"


def _upkeep_with(counters: int) -> tuple[ml.Board, Any]:
    b = ml.Board(phase="untap")
    droplet = b.add(corpus_cards(DROPLET)[DROPLET])
    if counters:
        b.add_counters(droplet, "charge", counters)
    b.advance("upkeep")  # "At the beginning of each upkeep" (503.1a)
    return b, droplet


def test_a_counter_removed_gains_life_122_1_608_2d() -> None:
    b, droplet = _upkeep_with(2)
    b.resolve(choices=[True])
    assert b.counters(droplet) == {"charge": 1} and b.life("you") == 21


def test_choosing_not_to_remove_gains_nothing_608_2d() -> None:
    b, droplet = _upkeep_with(2)
    b.resolve(choices=[False])
    assert b.counters(droplet) == {"charge": 2} and b.life("you") == 20


def test_no_counter_to_remove_is_not_done_609_3() -> None:
    b, droplet = _upkeep_with(0)
    b.resolve(choices=[True])  # chooses to; there is none (609.3)
    assert b.counters(droplet) == {} and b.life("you") == 20


def test_two_counters_are_not_read_as_partly_done_609_3() -> None:
    """"Remove two +1/+1 counters": with one there it can't be done whole; mtglab keeps
    such lines unsupported rather than guess (609.3)."""
    a = corpus_cards("Verazol, the Split Current")["Verazol, the Split Current"]
    assert not any(x.supported for x in a.abilities if "remove two" in x.text)


_LINE = re.compile(r"you may remove (?:a|an|one) [^.]*? counter from ")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))


pytest_generate_tests = parametrize_face_lines("remove_line", _lines)


def test_each_supported_corpus_line_is_played_122_1(remove_line: tuple[Any, Any]) -> None:
    if remove_line[1].supported:
        audit_found([remove_line], board_refusals=True)


def test_corpus_lines_are_supported_122_1() -> None:
    found = _lines()
    if found:
        assert sum(a.supported for _f, a in found) >= 5
