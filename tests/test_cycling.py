"""Cycling (CR 702.29a) and "whenever you cycle a card" (702.29c): Crystalline Resonance.

"Cycling [cost]" means "[Cost], Discard this card: Draw a card" (702.29a), an ability that
functions only while the card is in its owner's hand (113.6m); cycling a card is
discarding it to pay that cost, and "whenever you cycle a card" abilities trigger then
(702.29c), going on the stack above the cycling ability (603.3), so they resolve first.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.cycling import play_cycling_line
from tests.conftest import corpus_abilities

DRAKE = ml.Card.from_text(name="Cycling Drake", mana_cost="{3}{U}",
                          type_line="Creature — Drake", power="2", toughness="3",
                          oracle_text="Flying\nCycling {1}{U} ({1}{U}, Discard this card: "
                                      "Draw a card.)")
ISLAND = ml.Card.from_text(name="Library Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
RESONANCE = ml.Card.from_text(
    name="Crystalline Resonance", mana_cost="{2}{U}", type_line="Enchantment",
    oracle_text="Whenever you cycle a card, you may have Crystalline Resonance become a "
                "copy of another target permanent until your next turn, except it has this "
                "ability.")
BEAR = ml.Card.from_text(name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


def _hand_and_library(b: ml.Board, who: str = "you") -> Any:
    for _ in range(2):
        b.add(ISLAND, who, zone="library")
    return b.add(DRAKE, who, zone="hand")


def test_cycling_is_pay_discard_this_card_draw_a_card_702_29a() -> None:
    b = ml.Board()
    drake = _hand_and_library(b)
    b.add_mana("you", "UU")
    b.activate(drake, "Cycling")
    assert list(b.graveyard("you")["name"]) == ["Cycling Drake"]  # discarded (701.9a)
    assert list(b.hand("you")["name"]) == ["Library Island"]  # a card drawn (121.1)
    assert len(b.library("you")) == 1
    assert b.mana_pool("you") == ""  # {1}{U} paid (602.2b)


def test_cycling_needs_its_cost_602_2b() -> None:
    b = ml.Board()
    drake = _hand_and_library(b)
    b.add_mana("you", "U")
    assert b.activation_problems(drake, "Cycling")  # {1}{U}: one mana short (601.2h)
    with pytest.raises(ml.IllegalActionError):
        b.activate(drake, "Cycling")
    assert list(b.hand("you")["name"]) == ["Cycling Drake"]  # nothing changed


def test_cycling_functions_only_in_a_hand_702_29a_113_6m() -> None:
    b = ml.Board()
    drake = b.add(DRAKE)
    b.add_mana("you", "UU")
    problems = b.activation_problems(drake, "Cycling")
    assert problems and "702.29a" in problems[0]


def test_cycle_trigger_goes_on_the_stack_above_the_cycling_ability_702_29c_603_3() -> None:
    b = ml.Board()
    resonance = b.add(RESONANCE)
    bear = b.add(BEAR, "opponent")
    drake = _hand_and_library(b)
    b.add_mana("you", "UU")
    b.activate(drake, "Cycling", resolve=False)
    # the card is discarded as the cost is paid (702.29c); the trigger is on top
    assert list(b.graveyard("you")["name"]) == ["Cycling Drake"]
    assert len(b.state.stack) == 2
    top = b.state.stack[-1]
    assert top.ability is not None and top.ability.text.startswith("Whenever you cycle")
    assert list(b.hand("you")["name"]) == []  # the draw waits below it
    b.resolve(choices=[True])  # "you may" (608.2d): its target, the bear, is the only one
    assert b.characteristics(resonance)["name"] == "Grizzly Bears"  # 707.2
    # "except it has this ability" (707.9b)
    assert any(t.startswith("Whenever you cycle") for t in
               b.characteristics(resonance)["abilities"])
    b.resolve()
    assert list(b.hand("you")["name"]) == ["Library Island"]
    assert b.characteristics(bear)["name"] == "Grizzly Bears"  # the original is unchanged


def test_the_copy_lasts_until_your_next_turn_611_2a() -> None:
    b = ml.Board()
    resonance = b.add(RESONANCE)
    bear = b.add(BEAR, "opponent")
    drake = _hand_and_library(b)
    b.add_mana("you", "UU")
    b.activate(drake, "Cycling", choices=[bear, True])  # its target (603.3d), "you may"
    assert b.characteristics(resonance)["name"] == "Grizzly Bears"
    b.pass_turn()  # the opponent's turn: it lasts through it
    assert b.characteristics(resonance)["name"] == "Grizzly Bears"
    b.pass_turn()  # your next turn begins: it ends
    assert b.characteristics(resonance)["name"] == "Crystalline Resonance"


def test_an_opponent_cycling_doesnt_trigger_whenever_you_cycle_702_29c() -> None:
    b = ml.Board()
    b.add(RESONANCE)
    b.add(BEAR, "opponent")
    drake = _hand_and_library(b, "opponent")
    b.add_mana("opponent", "UU")
    b.activate(drake, "Cycling", player="opponent", resolve=False)
    assert len(b.state.stack) == 1  # only the cycling ability


def test_typecycling_searches_the_library_for_a_card_of_that_type_702_29e() -> None:
    card = ml.Card.from_text(name="Land Seeker", mana_cost="{2}{G}",
                             type_line="Creature — Elf", power="2", toughness="2",
                             oracle_text="Forestcycling {2}")
    assert card.abilities[0].supported and "Cycling" in card.abilities[0].keywords
    b = ml.Board()
    for land in ("Island", "Forest"):
        b.add(ml.Card.from_text(name=land, type_line=f"Basic Land — {land}"), zone="library")
    seeker = b.add(card, zone="hand")
    b.add_mana("you", "CC")
    b.activate(seeker, "Forestcycling")
    assert list(b.hand("you")["name"]) == ["Forest"]  # the Island can't be found
    assert list(b.graveyard("you")["name"]) == ["Land Seeker"]  # cycled (702.29f)


def test_every_supported_cycling_line_of_the_corpus_cycles(corpus_jsonl: Any) -> None:
    # "supported" is a promise (DESIGN): each is cycled on a board (702.29a)
    lines = corpus_abilities(re.compile(r"^Cycling \{", re.M | re.I), lambda a: (
        a.supported and "Cycling" in a.keywords))
    assert len(lines) >= 250
    bad = [(f.name, r.detail) for f, a in lines
           for r in (play_cycling_line(f, a),) if r.outcome.value != "played"]
    assert not bad, bad[:5]


def test_whenever_a_player_cycles_a_card_triggers_on_an_opponents_cycling_702_29c() -> None:
    hex_card = ml.Card.from_text(name="Withering Hex", mana_cost="{B}",
                                 type_line="Enchantment",
                                 oracle_text="Whenever a player cycles a card, put a plague "
                                             "counter on Withering Hex.")
    b = ml.Board()
    hexed = b.add(hex_card)
    drake = _hand_and_library(b, "opponent")
    b.add_mana("opponent", "UU")
    b.activate(drake, "Cycling", player="opponent")
    assert b.counters(hexed).get("plague") == 1


def test_triggers_the_engine_doesnt_fire_stay_unsupported_naming_the_part() -> None:
    # the card cycled triggers from the zone it goes to (702.29c: played, see
    # tests/test_cycle_this_card_702_29c); "it" there, the card in the graveyard dealing
    # damage, is not played
    for text, rule in (("When you cycle Resounding Thunder, it deals 6 damage to any "
                        "target.", "702.29c"),):
        card = ml.Card.from_text(name="Resounding Thunder", mana_cost="{2}{R}",
                                 type_line="Instant", oracle_text=text)
        ab = card.abilities[0]
        assert not ab.supported and rule in (ab.problem or ""), (text, ab.problem)
