""""If ~ would be destroyed, regenerate it" (CR 614.8, 701.19a): a regeneration effect of
a static ability (604.1) — each time the permanent would be destroyed, it regenerates
instead, no shield used up, unless it can't be regenerated (701.19c) — from real cards
of ../shared/corpus through the public API; then read and played across every corpus
line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities, corpus_cards

DESTROY = ml.Card.from_text(name="Kill", mana_cost="{B}", type_line="Instant",
                            oracle_text="Destroy target creature.")
FOR_GOOD = ml.Card.from_text(name="Kill Again", mana_cost="{B}", type_line="Instant",
                             oracle_text="Destroy target creature. It can't be regenerated.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Mossbridge Troll")


def _cast(b: ml.Board, spell: ml.Card, target: Any) -> None:
    b.add_mana("you", "B")
    b.cast(spell, targets=[target])


def test_it_regenerates_each_time_it_would_be_destroyed_614_8_701_19a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    troll = b.add(cards["Mossbridge Troll"], "opponent")
    for _ in range(2):  # its own ability: nothing is used up
        _cast(b, DESTROY, troll)
        assert b.is_tapped(troll)  # regenerated: tapped, its damage removed (701.19a)
        b.untap(troll)
    assert b.graveyard("opponent").empty


def test_not_if_it_cant_be_regenerated_701_19c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    troll = b.add(cards["Mossbridge Troll"], "opponent")
    _cast(b, FOR_GOOD, troll)
    assert list(b.graveyard("opponent")["name"]) == ["Mossbridge Troll"]


def test_every_corpus_line_of_regenerate_if_destroyed_is_read_and_plays_614_8() -> None:
    line = re.compile(r"^if [^,.]+ would be destroyed, regenerate it\.", re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported]
    assert len(read) >= 3, [(f.name, a.problem) for f, a in found]
    audit_found(read, board_refusals=True)
