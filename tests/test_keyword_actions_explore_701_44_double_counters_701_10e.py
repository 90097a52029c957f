"""Exploring (CR 701.44) and doubling the number of counters (701.10e) by any permanent a
text names: "~ explores", "target creature you control explores", "each Merfolk creature
you control explores", "that creature explores, then it explores again"; "double the
number of +1/+1 counters on it", "... of each kind of counter on target permanent". Each
is one record (cards.keywordactions: Explore, DoubleCounters) played by one engine
function (engine.effects.exploring)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.keywordactions import DoubleCounters, Explore
from tests.conftest import audit_found, corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Isle", mana_cost="", type_line="Land — Island")
OGRE = ml.Card.from_text(name="Ogre", mana_cost="{2}{R}", type_line="Creature — Ogre",
                         power="3", toughness="3")
GEM = ml.Card.from_text(name="Gem", mana_cost="{2}", type_line="Artifact")
#: every corpus line that uses one of the two keyword actions (reminder text aside)
_LINES = re.compile(r"\bexplores\b|\bdouble the number of [^.]*counters? on\b", re.I)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Tomb Robber", "Enter the Unknown", "Defossilize", "Solarion",
                        "Gilder Bairn", "Bristly Bill, Spine Sower",
                        "Dragonsguard Elite")


def _records(effects: Any) -> list[Any]:
    """Every record of an ability's instructions, nested ones too."""
    out: list[Any] = []
    for e in effects:
        out.append(e)
        for name in ("effects", "otherwise", "then"):
            inner = getattr(e, name, None)
            if isinstance(inner, tuple):
                out += _records(inner)
    return out


# -- explore (701.44) ----------------------------------------------------------------------


def _tomb_robber(cards: dict[str, Any], top: ml.Card, choices: list[Any]) -> ml.Board:
    b = ml.Board()
    robber = b.add(cards["Tomb Robber"])
    b.add(top, zone="library")
    b.add(OGRE, zone="hand")  # discarded for the cost
    b.add_mana("you", "C")
    b.activate(robber, 1, costs={"discard": ["Ogre"]}, choices=choices)
    return b


def test_explore_a_land_card_goes_to_the_hand_701_44a(cards: dict[str, Any]) -> None:
    # Tomb Robber: "{1}, Discard a card: ~ explores": the Isle revealed is a land card
    b = _tomb_robber(cards, ISLAND, [])
    assert "Isle" in list(b.hand("you")["name"])
    assert not b.counters("Tomb Robber")


def test_explore_a_nonland_card_puts_a_counter_and_may_go_to_graveyard_701_44a(
        cards: dict[str, Any]) -> None:
    kept = _tomb_robber(cards, GEM, [False])
    assert kept.counters("Tomb Robber") == {"+1/+1": 1}
    assert [c.name for c in kept.cards("you", "library")] == ["Gem"]
    milled = _tomb_robber(cards, GEM, [True])
    assert milled.counters("Tomb Robber") == {"+1/+1": 1}
    assert "Gem" in list(milled.graveyard("you")["name"])


def test_explore_with_an_empty_library_still_explores_701_44b(cards: dict[str, Any]) -> None:
    b = ml.Board()
    robber = b.add(cards["Tomb Robber"])
    b.add(OGRE, zone="hand")
    b.add_mana("you", "C")
    b.activate(robber, 1, costs={"discard": ["Ogre"]})
    assert not b.counters("Tomb Robber")
    assert any("library is empty" in d for d in b.log["detail"])


def test_a_target_creature_explores_not_the_source_701_44a(cards: dict[str, Any]) -> None:
    # Enter the Unknown: "Target creature you control explores": the Bear gets the counter
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(GEM, zone="library")
    b.add_mana("you", "G")
    b.cast(cards["Enter the Unknown"], targets=[bear], choices=[False])
    assert b.counters("Bear") == {"+1/+1": 1}


def test_explores_then_explores_again_is_twice_701_44a(cards: dict[str, Any]) -> None:
    # Defossilize: "That creature explores, then it explores again": Gem, then Isle
    b = ml.Board()
    dead = b.add(BEAR, zone="graveyard")
    b.add(ISLAND, zone="library")
    b.add(GEM, zone="library")  # on top
    b.add_mana("you", "BBBBB")
    b.cast(cards["Defossilize"], targets=[dead], choices=[True])
    assert b.counters("Bear") == {"+1/+1": 1}  # Gem: a counter (then to the graveyard)
    assert "Isle" in list(b.hand("you")["name"])  # Isle: a land, to the hand


# -- double the number of counters (701.10e) -----------------------------------------------


def test_double_counters_gives_as_many_as_it_has_701_10e(cards: dict[str, Any]) -> None:
    b = ml.Board()
    solarion = b.add(cards["Solarion"], counters={"+1/+1": 3})
    b.activate(solarion, 1)
    assert b.counters(solarion) == {"+1/+1": 6}


def test_double_counters_of_no_counters_puts_none_701_10e(cards: dict[str, Any]) -> None:
    # Dragonsguard Elite (2/2): "{4}{G}{G}: Double the number of +1/+1 counters on ~"
    b = ml.Board()
    elite = b.add(cards["Dragonsguard Elite"])
    b.add_mana("you", "GGGGGG")
    b.activate(elite, 1)
    assert not b.counters(elite)


def test_double_each_kind_of_counter_on_a_target_701_10e(cards: dict[str, Any]) -> None:
    # Gilder Bairn: "Double the number of each kind of counter on target permanent"
    b = ml.Board()
    bairn = b.add(cards["Gilder Bairn"], tapped=True)
    bear = b.add(BEAR, counters={"+1/+1": 2, "charge": 1})
    b.add_mana("you", "GGG")
    b.activate(bairn, targets=[bear])
    assert b.counters(bear) == {"+1/+1": 4, "charge": 2}


def test_double_counters_on_each_creature_you_control_701_10e(cards: dict[str, Any]) -> None:
    # Bristly Bill: "... on each creature you control": only the +1/+1 kind is doubled
    b = ml.Board()
    bill = b.add(cards["Bristly Bill, Spine Sower"])
    bear = b.add(BEAR, counters={"+1/+1": 1, "charge": 1})
    theirs = b.add(OGRE, "opponent", counters={"+1/+1": 1})
    b.add_mana("you", "GGGGG")
    b.activate(bill, 1)
    assert b.counters(bear) == {"+1/+1": 2, "charge": 1}
    assert b.counters(theirs) == {"+1/+1": 1}


# -- across the corpus -----------------------------------------------------------------------


def test_each_corpus_line_reads_its_keyword_action_701_44a_701_10e() -> None:
    found = corpus_abilities(_LINES, lambda a: bool(_LINES.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [a for _f, a in found if a.supported]
    assert len(read) >= 30
    for a in read:
        text = re.sub(r"\([^)]*\)", "", a.text)
        kinds = {type(e) for e in _records(a.effects)}
        if '"' in text:
            continue  # a granted ability's words
        if re.search(r"\bexplores\b", text) and not text.startswith("Whenever"):
            assert Explore in kinds, a.text
        if re.search(r"double the number of", text, re.I):
            assert DoubleCounters in kinds, a.text


def test_each_supported_corpus_line_is_played_701_44a_701_10e() -> None:
    found = corpus_abilities(_LINES, lambda a: a.supported and any(
        isinstance(e, Explore | DoubleCounters) for e in _records(a.effects)))
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 30
    audit_found(found, board_refusals=True)
