"""Prevention effects of static abilities that prevent part of each damage event (CR
615.1, 604.1): "If a source would deal damage to you, prevent 1 of that damage" (Urza's
Armor), of sources of one color (Sphere of Law), controlled by an opponent (Guardian
Seraph), that are creatures (Orbs of Warding), to a Cleric you control (Daunting
Defender), from real cards of ../shared/corpus through the public API. Then read and
played across every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.statics import StaticPrevention
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Urza's Armor", "Sphere of Law", "Guardian Seraph", "Orbs of Warding",
                        "Daunting Defender", "Lightning Bolt", "Shock")


def _bolt(b: ml.Board, card: Any, target: Any, by: str = "opponent") -> None:
    b.add_mana(by, "R")
    b.cast(card, targets=[target], controller=by)


def test_one_of_each_damage_event_is_prevented_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Urza's Armor"])
    _bolt(b, cards["Lightning Bolt"], "you")
    assert b.life("you") == 18  # 3 - 1 (615.1: partly prevented)


def test_two_such_abilities_add_up_616_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Urza's Armor"])
    b.add(cards["Urza's Armor"])
    _bolt(b, cards["Shock"], "you")
    assert b.life("you") == 20  # 2 - 1 - 1: either order prevents it all (616.1)


def test_only_a_source_of_the_color_named_615_1_609_7c(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Sphere of Law"])  # "If a red source would deal damage to you, prevent 2"
    _bolt(b, cards["Lightning Bolt"], "you")
    assert b.life("you") == 19
    bear = b.add(BEAR, "opponent")
    b.pass_turn()
    b.attack(bear)
    b.combat_damage()
    assert b.life("you") == 17  # a green creature's damage is dealt in full


def test_only_a_source_an_opponent_controls_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Guardian Seraph"])
    _bolt(b, cards["Lightning Bolt"], "you")
    assert b.life("you") == 18
    _bolt(b, cards["Lightning Bolt"], "you", by="you")
    assert b.life("you") == 15  # your own spell is no source an opponent controls


def test_only_a_creature_source_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Orbs of Warding"])  # "If a creature would deal damage to you, prevent 1"
    # its "You have hexproof" stops the opponent's spells targeting you (702.11c), not yours
    _bolt(b, cards["Shock"], "you", by="you")
    assert b.life("you") == 18  # a spell is no creature
    bear = b.add(BEAR, "opponent")
    b.pass_turn()
    b.attack(bear)
    b.combat_damage()
    assert b.life("you") == 17


def test_damage_to_a_creature_of_the_kind_named_615_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    defender = b.add(cards["Daunting Defender"])  # a 3/3 Cleric: "to a Cleric you control"
    bear = b.add(BEAR)
    _bolt(b, cards["Lightning Bolt"], defender)
    assert b.state.permanents[b.id_of(defender)].damage == 2
    _bolt(b, cards["Shock"], bear)
    assert "Bear" in list(b.graveyard("you")["name"])  # no Cleric: 2 damage, dies (704.5g)


def test_every_corpus_line_of_partial_static_prevention_is_read_and_plays_615_1() -> None:
    line = re.compile(r"^if an? .*would deal (combat )?damage to .*, prevent \d+ of that "
                      r"damage\.$", re.I | re.M)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, StaticPrevention) and e.amount for e in a.effects)]
    assert len(read) >= 13, [f.name for f, _a in found]
    mine = audit_found(read)
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(read) - 1
