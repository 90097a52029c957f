"""Saddle (CR 702.171) and "Whenever ~ attacks while saddled" (603.2, 508.3a).

"Saddle N" is read as an activated ability (702.171a): its cost taps other untapped
creatures you control with total power N or greater, paid as crew's is
(``costs={"crew": ...}``), only as a sorcery (602.5d); as it resolves the permanent
becomes saddled (702.171b: a designation until the turn ends or it leaves the
battlefield, not copiable). "Whenever ~ attacks while saddled" is an attack trigger whose
condition asks that it be saddled as it attacks (702.171b, 508.3a).

Each wording is checked across every corpus line using it (read, and played by the
audit), and on real cards on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

_SADDLE: Final = re.compile(r"^Saddle \d+", re.M)
_ATTACKS_SADDLED: Final = re.compile(r"^Whenever [^.]*? attacks while saddled,", re.M)


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Alacrian Jaguar", "Bridled Bighorn", "Grizzly Bears",
                        "Llanowar Elves")


def _saddle_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_SADDLE, lambda a: _SADDLE.match(a.text) is not None)


def _attack_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_ATTACKS_SADDLED,
                            lambda a: _ATTACKS_SADDLED.match(a.text) is not None)


@pytest.mark.corpus
def test_every_saddle_line_is_read_and_played_702_171a() -> None:
    found = _saddle_lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    for face, a in found:
        assert a.supported, (face.name, a.problem)
        assert a.kind is AbilityKind.ACTIVATED and a.keywords == ("Saddle",)
    audit_found(found, board_refusals=True)


@pytest.mark.corpus
def test_every_attacks_while_saddled_line_is_read_and_played_702_171b() -> None:
    supported = trigger_lines_played(_attack_lines(), TriggerEvent.ATTACKS, read=24,
                                     played=18)
    assert all(isinstance(a.trigger, Trigger) and a.trigger.saddled for _f, a in supported)


def test_the_record_of_attacks_while_saddled_702_171b() -> None:
    t = parse_ability("Whenever ~ attacks while saddled, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.selector, t.saddled) == (TriggerEvent.ATTACKS, None, True)
    plain = parse_ability("Whenever ~ attacks, you gain 1 life.").trigger
    assert isinstance(plain, Trigger) and not plain.saddled


def test_saddling_taps_the_creatures_and_the_mount_becomes_saddled_702_171a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jaguar = b.add(cards["Alacrian Jaguar"], controlled_since_turn_start=True)
    bear = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    b.activate(jaguar, "Saddle", costs={"crew": bear})
    assert b.state.permanents[bear.id].tapped
    assert b.state.permanents[jaguar.id].saddled
    assert "702.171a-b" in set(b.log["rule"])


def test_saddle_needs_total_power_n_702_171a(cards: dict[str, ml.Card]) -> None:
    """Bridled Bighorn has saddle 2: a 1/1 alone can't pay it."""
    b = ml.Board()
    bighorn = b.add(cards["Bridled Bighorn"], controlled_since_turn_start=True)
    elves = b.add(cards["Llanowar Elves"], controlled_since_turn_start=True)
    with pytest.raises(ml.IllegalActionError, match=r"702\.171a"):
        b.activate(bighorn, "Saddle", costs={"crew": elves})
    assert not b.state.permanents[bighorn.id].saddled


def test_saddle_only_as_a_sorcery_602_5d(cards: dict[str, ml.Card]) -> None:
    """On the opponent's turn the saddle ability can't be activated (702.171a, 602.5d)."""
    b = ml.Board()
    jaguar = b.add(cards["Alacrian Jaguar"], controlled_since_turn_start=True)
    bear = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    b.active = "opponent"
    with pytest.raises(ml.IllegalActionError):
        b.activate(jaguar, "Saddle", costs={"crew": bear})


def test_attacks_while_saddled_triggers_only_when_saddled_702_171b(
        cards: dict[str, ml.Card]) -> None:
    """Alacrian Jaguar (4/4): attacking unsaddled doesn't trigger it; saddled first, it
    gets +2/+2 (508.3a, 702.171b)."""
    b = ml.Board()
    jaguar = b.add(cards["Alacrian Jaguar"], controlled_since_turn_start=True)
    bear = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    unsaddled = b.copy()
    unsaddled.attack(jaguar)
    assert triggers_waiting(unsaddled, "Alacrian Jaguar") == 0
    b.activate(jaguar, "Saddle", costs={"crew": bear})
    b.attack(jaguar)
    assert triggers_waiting(b, "Alacrian Jaguar") == 1
    resolve_all(b)
    assert b.characteristics(jaguar)["power"] == 6


def test_saddled_lasts_until_the_turn_ends_702_171b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jaguar = b.add(cards["Alacrian Jaguar"], controlled_since_turn_start=True)
    bear = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    b.activate(jaguar, "Saddle", costs={"crew": bear})
    b.pass_turn()
    assert not b.state.permanents[jaguar.id].saddled


def test_saddled_is_kept_in_a_board_file_702_171b(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    jaguar = b.add(cards["Alacrian Jaguar"], controlled_since_turn_start=True)
    bear = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    b.activate(jaguar, "Saddle", costs={"crew": bear})
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.state.permanents[jaguar.id].saddled


@pytest.mark.corpus
def test_becomes_saddled_for_the_first_time_is_read_and_played_702_171b() -> None:
    line = re.compile(r"becomes saddled for the first time each turn,")
    trigger_lines_played(corpus_abilities(line, lambda a: line.search(a.text) is not None),
                         TriggerEvent.SADDLED_FIRST, read=1, played=1)


def test_becomes_saddled_for_the_first_time_each_turn_702_171b(
        cards: dict[str, ml.Card]) -> None:
    """Stubborn Burrowfiend: saddled once, it triggers; saddled again that turn, it
    doesn't (it is saddled already)."""
    fiend = corpus_cards("Stubborn Burrowfiend")["Stubborn Burrowfiend"]
    b = ml.Board()
    p = b.add(fiend, controlled_since_turn_start=True)
    first = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    second = b.add(cards["Grizzly Bears"], controlled_since_turn_start=True)
    b.activate(p, "Saddle", costs={"crew": first}, resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Stubborn Burrowfiend") == 1
    resolve_all(b)
    b.activate(p, "Saddle", costs={"crew": second}, resolve=False)
    b.resolve()
    assert triggers_waiting(b, "Stubborn Burrowfiend") == 0
