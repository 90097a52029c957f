"""Selvala, Explorer Returned (parley): "{T}: Each player reveals the top card of their
library. For each nonland card revealed this way, add {G} and you gain 1 life. Then each
player draws a card." A mana ability (CR 605.1a: no target, it adds mana); the revealed
cards stay on top (701.20a), so each player then draws the card they revealed (121.1)."""

from __future__ import annotations

import mtglab as ml

SELVALA = ml.Card.from_text(
    name="Selvala, Explorer Returned", mana_cost="{1}{G}{W}", power="2", toughness="4",
    type_line="Legendary Creature — Elf Scout",
    oracle_text="Parley — {T}: Each player reveals the top card of their library. For each "
                "nonland card revealed this way, add {G} and you gain 1 life. Then each "
                "player draws a card.")
SPELL = ml.Card.from_text(name="Some Spell", mana_cost="{1}{U}", type_line="Instant")


def test_it_is_a_mana_ability_cr_605_1a() -> None:
    assert SELVALA.abilities[0].is_mana_ability and SELVALA.abilities[0].supported


def test_one_g_and_one_life_per_nonland_card_revealed_then_each_draws_cr_701_20a() -> None:
    b = ml.Board()
    selvala = b.add(SELVALA)
    b.add(SPELL, zone="library")
    b.add("Forest", "opponent", zone="library")
    b.add(SPELL, "opponent", zone="library")  # the opponent's top card now
    assert b.productions(selvala, 0) == frozenset({"GG"})
    assert b.activate(selvala, 0).mana == "GG"
    assert b.life("you") == 22
    assert len(b.hand("you")) == 1 and len(b.hand("opponent")) == 1
    assert b.library("opponent")["name"].tolist() == ["Forest"]


def test_lands_and_empty_libraries_add_nothing() -> None:
    b = ml.Board()
    selvala = b.add(SELVALA)
    b.add("Forest", zone="library")
    assert b.productions(selvala, 0) == frozenset({""})
    assert b.activate(selvala, 0).mana == ""
    assert b.life("you") == 20
