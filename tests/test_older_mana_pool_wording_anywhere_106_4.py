"""Older Oracle wordings name the pool the mana goes to ("Add {G} to your mana pool", "that
player adds {B} to his or her mana pool"): added mana always goes to its player's mana
pool (CR 106.4), so those words say nothing more and every such line reads as today's
wording does, wherever they stand in it."""

from __future__ import annotations

import pytest

import mtglab as ml


def _line(text: str, type_line: str = "Land") -> ml.Ability:
    return ml.Card.from_text(name="Test Card", type_line=type_line,
                             oracle_text=text).abilities[0]


@pytest.mark.parametrize(("older", "today"), [
    ("{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
    ("{T}: Add {C}{C} to your mana pool.", "{T}: Add {C}{C}."),
    ("{T}: Add one mana of any color to your mana pool. Spend this mana only to cast "
     "creature spells.", "{T}: Add one mana of any color. Spend this mana only to cast "
     "creature spells."),
    ("Whenever a player taps a Swamp for mana, that player adds {B} to his or her mana "
     "pool.", "Whenever a player taps a Swamp for mana, that player adds {B}."),
    ("Whenever a player taps a Swamp for mana, that player adds {B} to their mana pool.",
     "Whenever a player taps a Swamp for mana, that player adds {B}."),
])
def test_the_pool_named_reads_as_today_cr_106_4(older: str, today: str) -> None:
    old, new = _line(older), _line(today)
    assert old.supported and new.supported
    assert old.is_mana_ability == new.is_mana_ability
    assert old.effects == new.effects


def test_a_pool_added_to_is_its_players_on_the_board_cr_106_4() -> None:
    b = ml.Board()
    land = b.add(ml.Card.from_text(name="Old Land", type_line="Land",
                                   oracle_text="{T}: Add {G} to your mana pool."))
    assert b.activate(land, 0).mana == "G"
    assert b.mana_pool("you") == "G"
