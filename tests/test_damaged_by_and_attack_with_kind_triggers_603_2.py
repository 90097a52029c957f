"""Trigger conditions read by general productions of the trigger grammar and matched by
the one matcher (CR 603.2): "whenever a creature dealt damage by ~ this turn dies"
(700.4, 120.3e, 514.2), "whenever you attack with one or more <kind>" (508.1a, 508.3d,
603.2c: one event of several attackers triggers it once) and "whenever ~ blocks / becomes
blocked by a <kind> creature" (509.3b, 509.3d: once for each creature of that kind,
"that creature" being it), each through the public API on real corpus cards, and played
across every corpus line that names it."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.audit.reasons import FAILURES, reason_of
from mtglab.audit.triggers import play_trigger_line
from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
KNIGHT = ml.Card.from_text(name="Sir Test", mana_cost="{1}{W}",
                           type_line="Legendary Creature — Human Knight",
                           power="2", toughness="2")
SHOCK = ml.Card.from_text(name="Test Shock", mana_cost="{R}", type_line="Instant",
                          oracle_text="Test Shock deals 2 damage to any target.")
FIGHT = ml.Card.from_text(name="Test Fight", mana_cost="{G}", type_line="Instant",
                          oracle_text="Target creature you control fights target creature "
                          "you don't control.")
FRAIL = ml.Card.from_text(name="Frail Wall", mana_cost="{W}", type_line="Creature — Wall",
                          power="0", toughness="1")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Sengir Vampire", "Amazing Alliance", "Celeborn the Wise",
                        "Jolene, Plundering Pugilist", "Evil Eye of Urborg",
                        "Ezuri's Archers", "Phyrexian Reaper")


def _resolve_all(b: ml.Board) -> None:
    while len(b.stack):
        b.resolve()


def test_a_creature_it_damaged_dies_triggers_it_700_4_120_3e(cards: dict[str, Any]) -> None:
    # Sengir Vampire: "Whenever a creature dealt damage by Sengir Vampire this turn dies,
    # put a +1/+1 counter on Sengir Vampire." It deals 4 damage in a fight (701.14a).
    b = ml.Board()
    vampire = b.add(cards["Sengir Vampire"])
    frail = b.add(FRAIL, "opponent")
    b.add_mana("you", "G")
    b.cast(FIGHT, targets=[vampire, frail])
    _resolve_all(b)
    assert b.counters(vampire) == {"+1/+1": 1}


def test_a_creature_another_source_damaged_does_not_trigger_it_603_2(
        cards: dict[str, Any]) -> None:
    # the Shock deals the damage, not the Vampire (120.3e): no trigger
    b = ml.Board()
    vampire = b.add(cards["Sengir Vampire"])
    frail = b.add(FRAIL, "opponent")
    b.add_mana("you", "R")
    b.cast(SHOCK, targets=[frail])
    _resolve_all(b)
    assert b.stack.empty
    assert b.counters(vampire) == {}


def test_damage_dealt_last_turn_is_forgotten_in_cleanup_514_2(cards: dict[str, Any]) -> None:
    # the Vampire damages a 0/3 that survives; next turn it dies to a Shock: it was not
    # dealt damage by the Vampire *this* turn (514.2 removes the damage and its record)
    wall = ml.Card.from_text(name="Thick Wall", mana_cost="{W}", type_line="Creature — Wall",
                             power="0", toughness="5")
    b = ml.Board()
    vampire = b.add(cards["Sengir Vampire"])
    thick = b.add(wall, "opponent")
    b.add_mana("you", "G")
    b.cast(FIGHT, targets=[vampire, thick])
    _resolve_all(b)
    assert b.state.permanents[b.id_of(thick)].damaged_by == (b.id_of(vampire),)
    b.pass_turn()
    assert b.state.permanents[b.id_of(thick)].damaged_by == ()


def test_attack_with_one_or_more_legendary_creatures_gains_that_much_life_508_3d(
        cards: dict[str, Any]) -> None:
    # Amazing Alliance: "Whenever you attack with one or more legendary creatures, you gain
    # that much life." Two legendary attackers and a Bear: "that much" is two (608.2c),
    # and the one attack triggers it once (603.2c)
    b = ml.Board()
    b.add(cards["Amazing Alliance"])
    b.attack(b.add(KNIGHT), b.add(KNIGHT), b.add(BEAR))
    assert len(b.stack) == 1
    _resolve_all(b)
    assert b.life("you") == 22


def test_attack_without_a_creature_of_the_kind_does_not_trigger_603_2(
        cards: dict[str, Any]) -> None:
    # Celeborn the Wise: "Whenever you attack with one or more Elves, scry 1." Bears only
    b = ml.Board()
    b.add(cards["Celeborn the Wise"])
    b.attack(b.add(BEAR))
    assert b.stack.empty


def test_attack_with_a_creature_of_power_four_or_greater_508_1a(cards: dict[str, Any]
                                                                ) -> None:
    # Jolene: "Whenever you attack with one or more creatures with power 4 or greater,
    # create a Treasure token."
    big = ml.Card.from_text(name="Big", mana_cost="{4}{G}", type_line="Creature — Beast",
                            power="4", toughness="4")
    b = ml.Board()
    b.add(cards["Jolene, Plundering Pugilist"])
    b.attack(b.add(big), b.add(BEAR))
    _resolve_all(b)
    assert any(p.name == "Treasure" for p in b.permanents.itertuples())


def test_becomes_blocked_by_a_creature_that_creature_is_the_blocker_509_3d(
        cards: dict[str, Any]) -> None:
    # Evil Eye of Urborg: "Whenever Evil Eye of Urborg becomes blocked by a creature,
    # destroy that creature." "That creature" is the blocker (509.3d, 608.2c)
    b = ml.Board()
    eye = b.add(cards["Evil Eye of Urborg"])
    bear = b.add(BEAR, "opponent")
    b.attack(eye)
    b.block(bear, eye)
    _resolve_all(b)
    assert [p.name for p in b.permanents.itertuples()] == ["Evil Eye of Urborg"]


def test_blocks_a_creature_with_flying_only_509_3b(cards: dict[str, Any]) -> None:
    # Ezuri's Archers (reach): "Whenever Ezuri's Archers blocks a creature with flying,
    # Ezuri's Archers gets +3/+0 until end of turn."
    bird = ml.Card.from_text(name="Bird", mana_cost="{1}{W}", type_line="Creature — Bird",
                             power="1", toughness="1", oracle_text="Flying")
    for raider, triggered in ((bird, True), (BEAR, False)):
        b = ml.Board()
        archers = b.add(cards["Ezuri's Archers"])
        b.active = "opponent"
        attacker = b.add(raider, "opponent")
        b.attack(attacker)
        b.block(archers, attacker)
        assert len(b.stack) == int(triggered)


def test_becomes_blocked_by_a_green_creature_only_509_3d(cards: dict[str, Any]) -> None:
    # Phyrexian Reaper: "Whenever Phyrexian Reaper becomes blocked by a green creature,
    # destroy that creature. It can't be regenerated." A Bear (green) and a white Wall
    # block it: only the Bear's block triggers it, and the Bear is destroyed
    wall = ml.Card.from_text(name="White Wall", mana_cost="{W}", type_line="Creature — Wall",
                             power="0", toughness="4", oracle_text="Defender")
    b = ml.Board()
    reaper = b.add(cards["Phyrexian Reaper"])
    bear, white = b.add(BEAR, "opponent"), b.add(wall, "opponent")
    b.attack(reaper)
    b.block(blocks=[(bear, reaper), (white, reaper)])
    assert len(b.stack) == 1
    _resolve_all(b)
    assert sorted(p.name for p in b.permanents.itertuples()) == ["Phyrexian Reaper",
                                                                 "White Wall"]


# -- across the pool --------------------------------------------------------------------

_QUALITIES: Final = {
    "dealt damage by ~ this turn dies": lambda t: t.damaged_by is not None,
    "attack with one or more <kind>": lambda t: t.event is TriggerEvent.YOU_ATTACK and
        t.selector is not None,
    "blocks / becomes blocked by a <kind> creature": lambda t: t.each_creature and
        t.to is not None,
}
_LINE: Final = re.compile(r"dealt damage by .* this turn dies|attack with one or more|"
                          r"blocks an? |blocked by an? ", re.I)


@pytest.mark.parametrize("quality", list(_QUALITIES))
def test_every_corpus_line_of_the_production_plays_603_2(quality: str,
                                                         corpus_jsonl: Any) -> None:
    has = _QUALITIES[quality]
    lines = [(f, a) for f, a in corpus_abilities(_LINE, lambda a: (
        a.kind is AbilityKind.TRIGGERED and a.supported and
        isinstance(a.trigger, Trigger))) if has(a.trigger)]
    assert len(lines) >= 5, f"too few supported lines read {quality!r}"
    results = [(f.name, play_trigger_line(f, a)) for f, a in lines]
    # played, or refused for the audit's board (an Equipment's trigger with no equipped
    # creature to deal the damage, 120.3): never an error or an engine refusal
    bad = [(n, r.outcome, r.detail) for n, r in results
           if r.outcome is not PlayOutcome.PLAYED and reason_of(r) in FAILURES]
    assert not bad, bad[:5]
    assert sum(r.outcome is PlayOutcome.PLAYED for _n, r in results) >= 5
