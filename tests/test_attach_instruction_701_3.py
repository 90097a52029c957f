"""Attach as an instruction of a triggered ability (CR 701.3a): "When ~ enters, attach
it to target creature you control" (the source, 608.2c: "it" is the object the event was
about) and "create a token, then attach this Equipment to it" — living weapon (702.92a),
For Mirrodin! (702.163a) and job select (702.182a), keywords the rules define as that
triggered ability. Then played across every corpus line."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.keywordactions import Attach
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Bramble Armor", "Skinwing", "Vulshok Splitter", "Bard's Bow")


def test_attach_it_to_target_creature_you_control_701_3a(cards: dict[str, Any]) -> None:
    # Bramble Armor: "When ~ enters, attach it to target creature you control." and
    # "Equipped creature gets +2/+1."
    b = ml.Board()
    bear = b.add(BEAR)
    b.add_mana("you", "CG")
    armor = b.cast(cards["Bramble Armor"])
    b.resolve()  # its only legal target, chosen as it went on the stack (603.3d)
    assert b.state.permanents[armor.id].attached_to == bear.id
    looks = b.characteristics(bear)
    assert (looks["power"], looks["toughness"]) == (4, 3)


def test_living_weapon_creates_a_germ_and_equips_it_702_92a(cards: dict[str, Any]) -> None:
    # Skinwing: a 0/0 black Phyrexian Germ, equipped: +2/+2 and flying, so it survives
    # the state-based actions (704.5f)
    b = ml.Board()
    b.add_mana("you", "CCCC")
    wing = b.cast(cards["Skinwing"])
    b.resolve()
    germ = b.state.permanents[wing.id].attached_to
    assert germ is not None
    looks = b.characteristics(germ)
    assert looks["subtypes"] == ("Phyrexian", "Germ") and looks["colors"] == frozenset("B")
    assert (looks["power"], looks["toughness"]) == (2, 2) and "Flying" in looks["abilities"]


def test_for_mirrodin_creates_a_rebel_and_equips_it_702_163a(cards: dict[str, Any]
                                                             ) -> None:
    # Vulshok Splitter: a 2/2 red Rebel, equipped: +2/+0
    b = ml.Board()
    b.add_mana("you", "CCCR")
    splitter = b.cast(cards["Vulshok Splitter"])
    b.resolve()
    rebel = b.state.permanents[splitter.id].attached_to
    assert rebel is not None
    looks = b.characteristics(rebel)
    assert looks["subtypes"] == ("Rebel",) and (looks["power"], looks["toughness"]) == (4, 2)


def test_job_select_creates_a_hero_and_equips_it_702_182a(cards: dict[str, Any]) -> None:
    # Bard's Bow: a 1/1 colorless Hero creature token, the Bow attached to it
    b = ml.Board()
    b.add_mana("you", "CCG")
    bow = b.cast(cards["Bard's Bow"])
    b.resolve()
    hero = b.state.permanents[bow.id].attached_to
    assert hero is not None
    looks = b.characteristics(hero)
    assert "Hero" in looks["subtypes"] and looks["colors"] == frozenset()
    assert looks["is_token"] and "Creature" in looks["types"]


def test_every_corpus_attach_line_plays_701_3a() -> None:
    line = re.compile(r"\battach (it|this|~|\w+ \w+) to|^(living weapon|for mirrodin|job select)",
                      re.I | re.M)

    def uses(a: Any) -> bool:
        return a.supported and a.keywords[:1] != ("Equip",) and any(
            isinstance(e, Attach) for e in a.effects)

    found = corpus_abilities(line, uses)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 50
    # refused only for the board the check sets up: a back face without a mana cost it
    # can't cast (202.1b), an opponent's creature it can't cast on your turn (307.1)
    mine = audit_found(found, board_refusals=True)
    assert (mine["outcome"] == PlayOutcome.REFUSED.value).sum() <= 3
