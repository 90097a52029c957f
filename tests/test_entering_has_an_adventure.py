""""Each creature you control that has an Adventure enters with an additional +1/+1
counter on it. (It doesn't need to have gone on the adventure first.)" (Mysterious
Pathlighter): a permanent "has an Adventure" when it has the alternative
characteristics of an Adventure spell, even if it doesn't use them (CR 715.2a); they are
part of its copiable values (715.2b), so a copy of an adventurer has one too."""

from __future__ import annotations

import mtglab as ml
from mtglab.engine.state import CopyEffect

PATHLIGHTER = ml.Card.from_text(
    name="Mysterious Pathlighter", mana_cost="{2}{W}", type_line="Creature — Faerie",
    power="2", toughness="2",
    oracle_text="Flying\nEach creature you control that has an Adventure enters the "
    "battlefield with an additional +1/+1 counter on it. (It doesn't need to have gone on "
    "the adventure first.)")
GIANT = ml.Card.from_text(name="Test Giant", mana_cost="{2}{R}", type_line="Creature — Giant",
                          power="4", toughness="3", layout="adventure")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
POOL = "RRRUUUGGGCCCC"


def _counters(b: ml.Board, p: ml.Permanent | None) -> dict[str, int]:
    assert p is not None
    return dict(b.state.permanents[p.id].counters)


def test_an_adventurer_cast_as_a_creature_gets_the_counter_cr_715_2a() -> None:
    b = ml.Board()
    b.add(PATHLIGHTER)
    b.add_mana("you", POOL)
    assert _counters(b, b.cast(GIANT)) == {"+1/+1": 1}


def test_a_creature_without_an_adventure_does_not_cr_715_2a() -> None:
    b = ml.Board()
    b.add(PATHLIGHTER)
    b.add_mana("you", POOL)
    assert _counters(b, b.cast(BEAR)) == {}


def test_a_copy_of_an_adventurer_has_an_adventure_cr_715_2b() -> None:
    b = ml.Board()
    b.add(PATHLIGHTER)
    giant = b.add(GIANT, "opponent")
    b.add_mana("you", POOL)
    assert _counters(b, b.cast(ml.card("Clone"), copy_of=giant)) == {"+1/+1": 1}


def test_an_opponents_adventurer_does_not_cr_614_1c() -> None:
    b = ml.Board(active="opponent")
    b.add(PATHLIGHTER)
    b.add_mana("opponent", POOL)
    assert _counters(b, b.cast(GIANT, controller="opponent")) == {}


def test_a_copy_keeps_its_adventure_in_board_files_cr_715_2b() -> None:
    b = ml.Board()
    giant = b.add(GIANT, "opponent")
    b.add(ml.card("Clone"), copy_of=giant)
    again = ml.Board.from_yaml(b.to_yaml())
    again.add(PATHLIGHTER)
    again.add_mana("you", POOL)
    assert _counters(again, again.cast(ml.card("Clone"), copy_of=giant.id)) == {"+1/+1": 1}
    copies = [r.effect for r in again.state.effects if isinstance(r.effect, CopyEffect)]
    assert len(copies) == 2 and all(c.values.adventure for c in copies)
