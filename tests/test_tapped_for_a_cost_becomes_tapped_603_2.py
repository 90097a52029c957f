"""Creatures tapped to pay a cost become tapped: "whenever ~ becomes tapped" triggers
(603.2, 603.2e) however they were tapped — crewing a Vehicle (702.122a), saddling a Mount
(702.171a) or "Tap an untapped creature you control" (118.3)."""

from __future__ import annotations

import mtglab as ml

RACER = ml.Card.from_text(
    name="Flywheel Racer", mana_cost="{4}", type_line="Artifact — Vehicle", power="3",
    toughness="3", oracle_text="Vigilance\nCrew 1")
MOUNT = ml.Card.from_text(
    name="Mount", mana_cost="{2}", type_line="Creature — Horse Mount", power="3",
    toughness="3", oracle_text="Saddle 1")
TAPPER = ml.Card.from_text(
    name="Tapper", mana_cost="{1}", type_line="Artifact", oracle_text=(
        "Tap an untapped creature you control: You gain 1 life."))
WATCHER = ml.Card.from_text(
    name="Watcher", mana_cost="{1}", type_line="Creature — Human", power="2",
    toughness="2", oracle_text="Whenever Watcher becomes tapped, you gain 2 life.")


def _tap_trigger_resolved(b: ml.Board) -> int:
    """Resolve the stack, the "becomes tapped" trigger among it (603.3: put on the stack
    the next time a player would receive priority, above the ability)."""
    assert "Whenever Watcher becomes tapped, you gain 2 life." in list(b.stack["text"])
    while not b.stack.empty:
        b.resolve()
    return b.life("you")


def _crew_cost_paid_by_the_watcher(vehicle: ml.Card, index: int) -> int:
    """Activate ``vehicle``'s crew-like ability (crew, saddle: both paid as
    ``costs={"crew": ...}``) with the watcher, then resolve everything; your life."""
    b = ml.Board()
    source = b.add(vehicle)
    watcher = b.add(WATCHER, controlled_since_turn_start=False)  # may crew when sick
    b.activate(source, index, costs={"crew": watcher}, resolve=False)
    assert b.is_tapped(watcher)
    return _tap_trigger_resolved(b)


def test_a_creature_tapped_to_crew_becomes_tapped_702_122a_603_2() -> None:
    assert _crew_cost_paid_by_the_watcher(RACER, 1) == 22


def test_a_creature_tapped_to_saddle_becomes_tapped_702_171a_603_2() -> None:
    assert _crew_cost_paid_by_the_watcher(MOUNT, 0) == 22


def test_a_creature_tapped_for_a_tap_cost_becomes_tapped_118_3_603_2() -> None:
    b = ml.Board()
    tapper = b.add(TAPPER)
    watcher = b.add(WATCHER)
    b.activate(tapper, 0, costs={"tap": watcher}, resolve=False)
    assert b.is_tapped(watcher)
    b.resolve()  # 603.3: the trigger went on the stack above the ability
    assert b.life("you") == 22
    b.resolve()
    assert b.life("you") == 23
