"""Station (CR 702.184a: "Tap another untapped creature you control: Put a number of
charge counters on this permanent equal to the tapped creature's power. Activate only as
a sorcery.") and station cards (CR 721): "STATION N+ [abilities] [P/T]" means "as long as this
permanent has N or more charge counters on it, it has [abilities] and is a creature with
base power and toughness [P/T] in addition to its other types" (721.2a-b). Each ability
under a station symbol is read by the grammar and held only from that many charge
counters; across every station card of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards("Atmospheric Greenhouse")


def test_below_its_station_number_it_is_no_creature_cr_721_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ship = b.add(cards["Atmospheric Greenhouse"])  # STATION 8+: flying, trample; 5/4
    b.add_counters(ship, "charge", 7)
    c = b.characteristics(ship)
    assert c["types"] == ("Artifact",) and c["power"] is None
    assert "Flying, trample" not in c["abilities"]


def test_at_its_station_number_it_is_an_artifact_creature_cr_721_2a_721_2b(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ship = b.add(cards["Atmospheric Greenhouse"])
    b.add_counters(ship, "charge", 8)
    c = b.characteristics(ship)
    assert c["types"] == ("Artifact", "Creature") and (c["power"], c["toughness"]) == (5, 4)
    assert "Flying, trample" in c["abilities"]


def test_station_puts_charge_counters_equal_to_the_tapped_creature_s_power_702_184a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ship = b.add(cards["Atmospheric Greenhouse"])
    bear = b.add("Grizzly Bears")  # 2/2
    b.add_counters(bear, "+1/+1", 1)  # its power now: 3
    b.activate(ship, "Station (", costs={"tap": bear})
    assert b.counters(ship) == {"charge": 3}
    assert b.state.permanents[bear.id].tapped


def test_station_taps_another_creature_only_as_a_sorcery_702_184a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    ship = b.add(cards["Atmospheric Greenhouse"], counters={"charge": 8})  # a creature
    assert not b.can_activate(ship, "Station (")  # not itself: "another" creature
    b.add("Grizzly Bears")
    assert b.can_activate(ship, "Station (")
    b.active = "opponent"
    assert not b.can_activate(ship, "Station (")


_STATION: Final = re.compile(r"^STATION (\d+)\+$", re.M)
_KEYWORD: Final = re.compile(r"^Station \(", re.M)


def _keyword_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_KEYWORD, lambda a: a.text.startswith("Station ("))
_BOX: Final = re.compile(r"^(\d+)/(\d+)$")


def _boxes() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_STATION, lambda a: bool(_BOX.match(a.text)))


def _block_lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_STATION, lambda a: a.held_while is not None)


# ``box``: one test per power/toughness box of a station block in the corpus
pytest_generate_tests = parametrize_face_lines("box", _boxes, width=20)


@pytest.mark.corpus
def test_every_station_box_makes_a_creature_with_that_pt_cr_721_2b(box: Any) -> None:
    face, ability = box
    assert ability.supported and ability.held_while is not None, ability.problem
    m = _BOX.match(ability.text)
    assert m is not None
    n = ability.held_while.count
    b = ml.Board()
    p = b.add(face)
    b.add_counters(p, "charge", n - 1)
    assert "Creature" not in b.characteristics(p)["types"]
    b.add_counters(p, "charge", 1)
    assert "Creature" in b.characteristics(p)["types"]
    # its base power and toughness, set in layer 7b (613.4b) before any +N/+N (7c)
    steps = b.explain(p)
    assert f"has base power and toughness {m.group(1)}/{m.group(2)}" in \
        set(steps[steps["layer"] == "7b"]["effect"])


@pytest.mark.corpus
def test_every_station_symbol_is_read_and_its_block_played_cr_721_2() -> None:
    found = _block_lines()
    if not found:
        pytest.skip("no corpus")
    symbols = [a for _f, a in found if a.text.startswith("STATION ")]
    assert len(symbols) >= 39 and all(a.supported for a in symbols)
    audit_found([(f, a) for f, a in found if a.supported], board_refusals=True)


@pytest.mark.corpus
def test_every_station_keyword_line_stations_on_a_board_702_184a() -> None:
    found = _keyword_lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 31
    for face, ability in found:
        assert ability.supported, (face.name, ability.problem)
        b = ml.Board()
        ship = b.add(face)
        bear = b.add("Grizzly Bears")
        b.activate(ship, "Station (", costs={"tap": bear})
        assert b.counters(ship).get("charge") == 2, face.name
