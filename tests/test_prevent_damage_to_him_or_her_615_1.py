""""Prevent all damage that would be dealt to him this turn" (CR 615.1): "him" or "her"
is the character the card names, its own permanent, as "~" (201.5) — the loyalty
abilities that turn Gideon into a creature and shield him, from real cards of
../shared/corpus through the public API; then read and played across every corpus line
that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Gideon Jura", "Lightning Bolt")


def test_damage_to_him_is_prevented_this_turn_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    gideon = b.add(cards["Gideon Jura"], "opponent")
    b.pass_turn()  # the opponent's turn: a loyalty ability at sorcery speed (606.3)
    b.activate(gideon, "0:")
    loyalty = b.counters(gideon)["loyalty"]
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=[gideon], controller="you")
    assert b.counters(gideon)["loyalty"] == loyalty  # no damage dealt (120.3c, 615.1)
    assert int(b.state.permanents[gideon.id].damage) == 0
    assert b.characteristics(gideon)["power"] == 6


def test_every_corpus_line_of_prevention_to_him_or_her_is_read_and_plays_615_1() -> None:
    line = re.compile(r"prevent all damage that would be dealt to (him|her) this turn", re.I)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 7, [(f.name, a.problem) for f, a in found]
    for _f, a in found:
        assert "dealt to him" not in a.problem and "dealt to her" not in a.problem
    audit_found(read, board_refusals=True)
