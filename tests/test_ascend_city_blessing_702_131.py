"""Ascend and the city's blessing (CR 702.131): a player who controls ten or more
permanents gets the city's blessing for the rest of the game — any time, from ascend on a
permanent they control (702.131b), or as an instant or sorcery with ascend resolves
(702.131a); "if (as long as) you have the city's blessing" reads it (702.131c). Played by
engine/game/ascend.py; across every corpus line that reads the city's blessing."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from tests.conftest import audit_found, corpus_abilities

_CHARGER = ml.Card.from_text(
    name="Test Charger", mana_cost="{3}{B}", type_line="Creature — Horse", power=3,
    toughness=3, oracle_text="Ascend\nTest Charger gets +2/+2 as long as you have the "
    "city's blessing.")
_PLAIN = ml.Card.from_text(name="Test Relic", mana_cost="{1}", type_line="Artifact")


def _blessed(b: ml.Board, who: str = "you") -> bool:
    return b.state.player(who).city_blessing > 0


def test_ten_permanents_with_an_ascend_permanent_give_the_blessing_cr_702_131b() -> None:
    b = ml.Board()
    charger = b.add(_CHARGER)
    for _ in range(8):
        b.add(_PLAIN)
    b.check_state()
    assert not _blessed(b) and b.characteristics(charger)["power"] == 3  # nine
    b.add(_PLAIN)
    b.check_state()
    assert _blessed(b) and b.characteristics(charger)["power"] == 5


def test_the_blessing_stays_for_the_rest_of_the_game_cr_702_131c() -> None:
    b = ml.Board()
    charger = b.add(_CHARGER)
    relics = [b.add(_PLAIN) for _ in range(9)]
    b.check_state()
    for r in relics:
        b.remove(r)
    b.pass_turn()
    assert _blessed(b) and b.characteristics(charger)["power"] == 5


def test_ten_permanents_without_ascend_give_nothing_cr_702_131b() -> None:
    b = ml.Board()
    for _ in range(10):
        b.add(_PLAIN)
    b.check_state()
    assert not _blessed(b)


def test_a_spell_with_ascend_gives_it_as_it_resolves_cr_702_131a() -> None:
    spell = ml.Card.from_text(name="Test Gambit", mana_cost="{U}", type_line="Sorcery",
                              oracle_text="Ascend\nDraw a card.")
    b = ml.Board()
    b.add("Island", zone="library")
    for _ in range(10):
        b.add(_PLAIN)
    b.add_mana("you", "U")
    b.cast(spell)
    assert _blessed(b) and not _blessed(b, "opponent")


def test_the_blessing_survives_a_board_file_cr_702_131c() -> None:
    b = ml.Board()
    b.add(_CHARGER)
    for _ in range(9):
        b.add(_PLAIN)
    b.check_state()
    again = ml.Board.from_yaml(b.to_yaml())
    assert _blessed(again) and again.to_yaml() == b.to_yaml()


# -- every corpus line that reads the city's blessing, and every ascend line --------------

def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"city's blessing|^Ascend", re.M | re.I),
                            lambda a: a.supported and (
                                "city's blessing" in a.text or "Ascend" in a.keywords))


@pytest.mark.corpus
def test_the_audit_plays_every_supported_city_s_blessing_line_cr_702_131() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 35
    audit_found(found, board_refusals=True)
