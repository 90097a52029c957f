"""Static abilities that replace damage with more of it (CR 614.1a): "If a source you
control would deal damage to a permanent or player, it deals double that damage to that
permanent or player instead" (Angrath's Marauders), of "~" only, to players or opponents
only, of combat damage only, tripled (Fiery Emancipation), from real cards of
../shared/corpus through the public API. Then read and played across every corpus line
that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.damagereplacement import DoubleDamage
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Angrath's Marauders", "Fiery Emancipation", "Dictate of the Twin Gods",
                        "Charging Tuskodon", "Lightning Bolt", "Shock",
                        "Craw Wurm", "Calamity Bearer", "Hill Giant")


def test_a_source_you_control_deals_double_damage_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Angrath's Marauders"])
    b.add_mana("you", "R")
    b.cast(cards["Lightning Bolt"], targets=["opponent"])
    assert b.life("opponent") == 14  # a spell you control is a source you control (609.7c)


def test_a_source_an_opponent_controls_deals_its_damage_614_1a(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Angrath's Marauders"])
    b.add_mana("opponent", "R")
    b.cast(cards["Lightning Bolt"], targets=["you"], controller="opponent")
    assert b.life("you") == 17


def test_two_doublers_double_it_twice_616_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Angrath's Marauders"])
    b.add(cards["Angrath's Marauders"])
    b.add_mana("you", "R")
    b.cast(cards["Shock"], targets=["opponent"])
    assert b.life("opponent") == 12  # 2 -> 4 -> 8


def test_triple_that_damage_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Fiery Emancipation"])
    b.add_mana("you", "R")
    b.cast(cards["Shock"], targets=["opponent"])
    assert b.life("opponent") == 14


def test_any_source_to_any_recipient_614_1a(cards: dict[str, Any]) -> None:
    # Dictate of the Twin Gods: "If a source would deal damage to a permanent or player"
    b = ml.Board()
    b.add(cards["Dictate of the Twin Gods"])
    bear = b.add(BEAR)
    b.add_mana("opponent", "R")
    b.cast(cards["Shock"], targets=["you"], controller="opponent")
    assert b.life("you") == 16
    b.add_mana("opponent", "R")
    wurm = b.add(cards["Craw Wurm"])  # 6/4: 2 doubled is 4, lethal (704.5g)
    b.cast(cards["Shock"], targets=[wurm], controller="opponent")
    assert "Craw Wurm" in list(b.graveyard("you")["name"])
    assert b.state.permanents[b.id_of(bear)].damage == 0


def test_only_combat_damage_to_a_player_of_this_creature_614_1a(
        cards: dict[str, Any]) -> None:
    # Charging Tuskodon: "If ~ would deal combat damage to a player, it deals double that
    # damage to that player instead." — combat damage to a creature is not doubled
    b = ml.Board()
    tusk = b.add(cards["Charging Tuskodon"])  # 4/4 trample
    b.attack(tusk)
    b.combat_damage()
    assert b.life("opponent") == 12
    b.pass_turn()
    b.pass_turn()
    wurm = b.add(cards["Craw Wurm"], "opponent")  # 6/4
    b.attack(tusk)
    b.block(wurm, tusk)
    b.combat_damage()
    assert b.life("opponent") == 12  # 4 to the 4-toughness Wurm, none tramples over
    assert "Craw Wurm" in list(b.graveyard("opponent")["name"])


def test_only_a_source_of_the_subtype_named_614_1a(cards: dict[str, Any]) -> None:
    # Calamity Bearer: "If a Giant source you control would deal damage ..."
    b = ml.Board()
    b.add(cards["Calamity Bearer"])
    giant = b.add(cards["Hill Giant"])
    bear = b.add(BEAR)
    b.attack(giant, bear)
    b.combat_damage()
    assert b.life("opponent") == 20 - 3 * 2 - 2  # the Bear is no Giant


def test_every_corpus_line_of_doubled_damage_is_read_and_plays_614_1a() -> None:
    line = re.compile(r"would deal (combat |noncombat )?damage.*, it deals (double|twice|"
                      r"triple) that", re.I)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, DoubleDamage) for e in a.effects)]
    assert len(read) >= 12
    result = ml.audit_pool(sorted({f for f, _a in read}, key=lambda f: f.name))
    t = result.table
    mine = t[t["text"].isin({a.text for _f, a in read})]
    bad = mine[(mine["outcome"] == PlayOutcome.ERROR.value) | (
        (mine["outcome"] == PlayOutcome.REFUSED.value) & ~mine["detail"].str.contains("CR "))]
    assert bad.empty, bad[["card", "text", "detail"]].head().to_string()
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(read) - 1
