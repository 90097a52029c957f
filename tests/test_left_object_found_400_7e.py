""""It" in an ability that triggered on its object leaving the battlefield (CR 400.7,
400.7e, 603.6e, 603.10a, 608.2h), through the public API.

The permanent that left is a new object (400.7). "It deals damage" and "its power" are
that permanent as it last existed on the battlefield (608.2h); "exile it", "return it to
its owner's hand", "put it on top / the bottom of its owner's library" find the card it
became in the public zone it went to (400.7e, 603.6e) and do nothing once it has moved
again. Each wording is played across every corpus line that uses it.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import ExileCards, MayDo, Relation, ReturnToHand
from mtglab.cards.instructions import Damage, PutInLibrary
from mtglab.cards.vocabulary import AmountKind
from tests.conftest import corpus_abilities, corpus_cards

RUIN = ml.Card.from_text(name="Ruin", mana_cost="{0}", type_line="Instant",
                         oracle_text="Destroy target permanent.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
ISLAND = ml.Card.from_text(name="Test Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")
#: the events of the source itself leaving the battlefield (603.6c, 700.4)
_OWN_LEAVING: Final = {TriggerEvent.DIES, TriggerEvent.GRAVEYARD, TriggerEvent.LEAVES}
_MOVES: Final = (ExileCards, ReturnToHand, PutInLibrary)


def _own_leaving(a: Any) -> bool:
    t = a.trigger
    return a.supported and isinstance(t, Trigger) and t.selector is None and \
        bool(set(t.events) & _OWN_LEAVING) and TriggerEvent.ENTERS not in t.events


def _move_of(a: Any) -> tuple[Any, bool] | None:
    """The record that moves "it", and whether it is optional ("you may")."""
    first = a.effects[0]
    may = isinstance(first, MayDo) and not first.when_done
    inner = first.effects[0] if may and len(first.effects) == 1 else first
    if isinstance(inner, _MOVES) and inner.selector.relation is Relation.THAT:
        return inner, may
    return None


MOVING: Final = corpus_abilities(
    re.compile(r"(exile it|return it to its owner's hand|put it on (top|the bottom) of its "
               r"owner's library)", re.I),
    lambda a: _own_leaving(a) and _move_of(a) is not None and len(a.effects) <= 2
    and "target" not in a.text)


def _where(b: ml.Board, name: str) -> str:
    if name in list(b.exile["name"]):
        return "exile"
    if name in list(b.hand("you")["name"]):
        return "hand"
    library = list(b.library("you")["name"])
    if name in library:
        return "top" if library[0] == name else "bottom" if library[-1] == name else "library"
    return "graveyard" if name in list(b.graveyard("you")["name"]) else "gone"


@pytest.mark.parametrize("face,ability", MOVING,
                         ids=[f"{f.name}: {a.text[:40]}" for f, a in MOVING])
def test_every_leaving_line_moves_the_card_it_became_400_7e(face: Any, ability: Any) -> None:
    # 400.7e: "abilities that trigger when an object moves from one zone to another ...
    # can find the new object that it became in the zone it moved to"
    move, may = _move_of(ability)  # type: ignore[misc]
    b = ml.Board()
    for _ in range(3):
        b.add(ISLAND, "you", zone="library")
    p = b.add(face)
    b.cast(RUIN, targets=[p])
    assert face.name in list(b.stack["name"]), "its leaves-the-battlefield ability triggers"
    b.resolve(choices=[True] if may else [])
    want = {ExileCards: "exile", ReturnToHand: "hand"}.get(type(move)) or (
        "bottom" if move.bottom else "top")
    assert _where(b, face.name) == want


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Endless Cockroaches", "Promise of Tomorrow", "Fireblade Charger",
                        "Stalking Vengeance", "Kresh the Bloodbraided", "Rakdos Joins Up",
                        "Eater of Virtue")


def test_a_card_moved_again_is_a_new_object_that_is_not_found_400_7(
        cards: dict[str, Any]) -> None:
    # Endless Cockroaches dies under Promise of Tomorrow: both "return it" and "exile it"
    # trigger; whichever resolves first moves the card, the other finds nothing (400.7)
    b = ml.Board()
    b.add(cards["Promise of Tomorrow"])
    roach = b.add(cards["Endless Cockroaches"])
    # the Cockroaches' ability goes on the stack first, so it resolves last (603.3b)
    b.cast(RUIN, targets=[roach], choices=[("Endless Cockroaches", "Promise of Tomorrow")])
    assert len(b.stack) == 2
    b.resolve()
    assert _where(b, "Endless Cockroaches") == "exile"
    b.resolve()  # the card in exile is a new object: "return it" finds nothing (400.7)
    assert _where(b, "Endless Cockroaches") == "exile"
    assert b.hand("you").empty


def test_a_creature_dying_under_an_equipment_is_exiled_from_the_graveyard_603_6e(
        cards: dict[str, Any]) -> None:
    # Eater of Virtue: "Whenever equipped creature dies, exile it." (603.6e, 400.7f)
    b = ml.Board()
    bear = b.add(BEAR)
    b.add(cards["Eater of Virtue"], attached_to=bear)
    b.cast(RUIN, targets=[bear])
    b.resolve()
    assert list(b.exile["name"]) == ["Bear"]
    assert "Bear" not in list(b.graveyard("you")["name"])


def test_it_deals_damage_equal_to_its_power_as_it_last_existed_608_2h(
        cards: dict[str, Any]) -> None:
    # Fireblade Charger (1/1) with two +1/+1 counters dies: it deals 3 damage (608.2h)
    b = ml.Board()
    charger = b.add(cards["Fireblade Charger"])
    b.add_counters(charger, "+1/+1", 2)
    b.cast(RUIN, targets=[charger], choices=["opponent"])
    b.resolve()
    assert b.life("opponent") == 17


def test_another_creature_that_died_deals_the_damage_608_2h(cards: dict[str, Any]) -> None:
    # Stalking Vengeance: "Whenever another creature you control dies, it deals damage
    # equal to its power to target player or planeswalker": the Bear, as it last existed
    b = ml.Board()
    b.add(cards["Stalking Vengeance"])
    bear = b.add(BEAR)
    b.add_counters(bear, "+1/+1", 1)
    b.cast(RUIN, targets=[bear], choices=["opponent"])
    b.resolve()
    assert b.life("opponent") == 17


def test_that_creatures_power_is_the_power_it_last_had_608_2h(cards: dict[str, Any]) -> None:
    # Kresh the Bloodbraided: "... put X +1/+1 counters on Kresh, where X is that
    # creature's power"
    b = ml.Board()
    kresh = b.add(cards["Kresh the Bloodbraided"])
    bear = b.add(BEAR, "opponent")
    b.add_counters(bear, "+1/+1", 2)
    b.cast(RUIN, targets=[bear])
    b.resolve(choices=[True])
    assert b.state.permanents[kresh.id].counters == (("+1/+1", 4),)


def test_the_sources_damage_equal_to_that_creatures_power_stays_unsupported(
        cards: dict[str, Any]) -> None:
    # Rakdos Joins Up: "~ deals damage equal to that creature's power": the record reads
    # "its power" the same way, so whose power is not told apart (608.2c): not played
    a = next(a for a in cards["Rakdos Joins Up"].abilities if "dies" in a.text)
    assert not a.supported and "left the battlefield" in (a.problem or "")


FIXED_DAMAGE: Final = corpus_abilities(
    re.compile(r"(dies|is put into a graveyard from the battlefield|leaves the battlefield)"
               r", it deals \d+ damage to (any target|target player|each opponent)", re.I),
    lambda a: _own_leaving(a) and len(a.effects) == 1 and isinstance(a.effects[0], Damage)
    and a.effects[0].source.relation is Relation.THAT
    and a.effects[0].amount.kind is AmountKind.FIXED)


@pytest.mark.parametrize("face,ability", FIXED_DAMAGE,
                         ids=[f"{f.name}: {a.text[:40]}" for f, a in FIXED_DAMAGE])
def test_every_it_deals_damage_line_is_dealt_by_the_object_that_left_608_2h(
        face: Any, ability: Any) -> None:
    # "When ~ dies, it deals N damage to ...": the source is the permanent as it last
    # existed on the battlefield (608.2h), though it has left
    b = ml.Board()
    p = b.add(face)
    b.cast(RUIN, targets=[p], choices=["opponent"])
    b.resolve()
    assert b.life("opponent") == 20 - ability.effects[0].amount.value
