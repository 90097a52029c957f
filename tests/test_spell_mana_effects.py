"""Spells that change mana until end of turn: High Tide, Bubbling Muck, Pale Moon.

Oracle text quoted from the corpus. "Until end of turn, whenever a player taps an Island
for mana, that player adds an additional {U}" creates a delayed triggered ability with a
stated duration (CR 603.7a-b); it is a mana ability (605.1b) and resolves at once
(605.4a), for every player, on every Island tapped for mana (106.12a) until the cleanup
step (514.2). Pale Moon creates a replacement effect on mana production for the turn
(614.1a, 106.12b); mana a trigger adds isn't produced by the tapped land, so Pale Moon
doesn't change High Tide's extra {U}.
"""

from __future__ import annotations

import mtglab as ml
from mtglab.cards.effects import CreatedTrigger

HIGH_TIDE = ml.Card.from_text(
    name="High Tide", mana_cost="{U}", type_line="Instant",
    oracle_text="Until end of turn, whenever a player taps an Island for mana, that player "
                "adds an additional {U}.")
BUBBLING_MUCK = ml.Card.from_text(
    name="Bubbling Muck", mana_cost="{B}", type_line="Sorcery",
    oracle_text="Until end of turn, whenever a player taps a Swamp for mana, that player "
                "adds an additional {B}.")
PALE_MOON = ml.Card.from_text(
    name="Pale Moon", mana_cost="{1}{U}", type_line="Instant",
    oracle_text="Until end of turn, if a player taps a nonbasic land for mana, it produces "
                "colorless mana instead of any other type.")
TUNDRA = ml.Card.from_text(name="Tundra", type_line="Land — Plains Island")


def test_high_tide_parses_as_a_created_mana_trigger() -> None:
    (ability,) = HIGH_TIDE.abilities
    assert ability.supported, ability.problem
    (effect,) = ability.effects
    assert isinstance(effect, CreatedTrigger) and effect.until_end_of_turn
    assert effect.text.startswith("Whenever a player taps an Island")


def test_high_tide_adds_u_for_every_island_of_every_player_this_turn() -> None:
    b = ml.Board()
    mine, theirs = b.add("Island"), b.add("Island", "opponent")
    forest = b.add("Forest")
    b.add_mana("you", "U")
    b.cast(HIGH_TIDE)
    assert b.productions(mine, 0) == frozenset({"UU"})
    assert b.productions(theirs, 0) == frozenset({"UU"})  # "a player" (603.7b)
    assert b.productions(forest, 0) == frozenset({"G"})
    r = b.activate(mine, 0)
    assert r.mana == "UU" and r.triggers and r.triggers[0].startswith("High Tide")
    assert any(e.startswith("trigger: Whenever") for e in b.effects["effect"])
    b.pass_turn()  # 514.2: it ends in the cleanup step
    assert b.productions(theirs, 0) == frozenset({"U"})


def test_two_high_tides_add_two() -> None:
    b = ml.Board()
    island = b.add("Island")
    b.add_mana("you", "UU")
    b.cast(HIGH_TIDE)
    b.cast(HIGH_TIDE)
    assert b.productions(island, 0) == frozenset({"UUU"})


def test_bubbling_muck_adds_b_for_swamps() -> None:
    b = ml.Board()
    swamp = b.add("Swamp")
    b.add_mana("you", "B")
    b.cast(BUBBLING_MUCK)
    assert b.activate(swamp, 0).mana == "BB"


def test_pale_moon_makes_nonbasic_lands_produce_colorless_this_turn() -> None:
    b = ml.Board()
    tundra, island = b.add(TUNDRA), b.add("Island")
    b.add_mana("you", "UU")
    b.cast(PALE_MOON)
    assert b.productions(tundra, 0) == frozenset({"C"})
    assert b.productions(island, 0) == frozenset({"U"})  # a basic land
    b.pass_turn()
    assert b.productions(tundra, 0) == frozenset({"W"})


def test_pale_moon_leaves_high_tides_extra_mana_alone() -> None:
    b = ml.Board()
    tundra = b.add(TUNDRA)
    b.add_mana("you", "UUU")
    b.cast(HIGH_TIDE)
    b.cast(PALE_MOON)
    assert b.productions(tundra, 1) == frozenset({"UC"})  # its {U} becomes {C}; +{U}


def test_a_spells_lasting_mana_effect_survives_a_board_file() -> None:
    b = ml.Board()
    island = b.add("Island")
    b.add_mana("you", "U")
    b.cast(HIGH_TIDE)
    again = ml.Board.from_yaml(b.to_yaml())
    assert again.productions(again.get("Island"), 0) == frozenset({"UU"})
    assert b.productions(island, 0) == frozenset({"UU"})
