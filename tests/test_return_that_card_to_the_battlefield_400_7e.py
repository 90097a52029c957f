""""Return it (that card) to the battlefield" after a creature died (CR 400.7, 400.7e,
603.6e, 603.10a, 608.2d), through the public API.

The creature that died is a new object in its owner's graveyard (400.7); an ability that
triggered on it dying finds that card there (400.7e, 603.6e) and puts it onto the
battlefield — tapped, under its owner's or the ability's controller's control, with
counters, as the text says — and finds nothing once the card has left the graveyard
(400.7). "You may <instruction>. If you do, return that card ..." returns it only if the
optional instruction was done (608.2d). Every corpus line of these wordings is played.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability, Trigger, TriggerEvent
from mtglab.cards.effects import Relation, ReturnFromGraveyard
from mtglab.cards.generalway import walk
from mtglab.cards.instructions import IfYouDo
from tests.conftest import (
    audit_found,
    corpus_abilities,
    corpus_cards,
    parametrize_face_lines,
    resolve_all,
)

RUIN = ml.Card.from_text(name="Ruin", mana_cost="{0}", type_line="Instant",
                         oracle_text="Destroy target creature.")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")
#: the events after which "it" / "that card" is a card in a graveyard (700.4, 603.6c)
_INTO_GRAVEYARD: Final = {TriggerEvent.DIES, TriggerEvent.GRAVEYARD,
                          TriggerEvent.CREATURE_DIES, TriggerEvent.OTHER_GRAVEYARD,
                          TriggerEvent.ATTACHED_DIES, TriggerEvent.CARD_TO_GRAVEYARD}


def _returns_that_card(a: Any) -> bool:
    """A supported line that returns the card the event's object became (400.7e); an
    ability it grants is a line of its own (113.1a), not looked into."""
    return a.supported and isinstance(a.trigger, Trigger) and any(
        isinstance(x, ReturnFromGraveyard) and x.selector.relation is Relation.THAT
        for x in walk(a.effects, skip=Ability))


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(re.compile(r"return (it|that card) to the battlefield", re.I),
                            _returns_that_card)


pytest_generate_tests = parametrize_face_lines("returning", _lines)


def test_every_line_is_read_after_an_event_into_a_graveyard_400_7e(
        returning: tuple[Any, Any]) -> None:
    # 400.7e: the card is found in the graveyard it went to; nothing else names it
    _face, a = returning
    assert set(a.trigger.events) <= _INTO_GRAVEYARD, a.text
    assert not a.trigger.one_or_more  # 603.2c: the cards of one event aren't kept


def test_the_corpus_lines_are_read_and_played_400_7e() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 12
    audit_found(found, board_refusals=True)


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Luminous Broodmoth", "Abduction", "Unholy Indenture",
                        "Angelic Renewal", "Feign Death", "Tenacious Dead")


def test_broodmoth_returns_the_card_with_a_flying_counter_400_7e_122_1(
        cards: dict[str, Any]) -> None:
    # Luminous Broodmoth: a creature you control without flying dies; the card it became
    # returns under its owner's control with a flying counter (614.1c, 122.1b)
    b = ml.Board()
    b.add(cards["Luminous Broodmoth"])
    bear = b.add(BEAR)
    b.cast(RUIN, targets=[bear])
    resolve_all(b)
    back = b.permanents[b.permanents["name"] == "Bear"]
    assert len(back) == 1
    new = int(back["id"].iloc[0])
    assert new != bear.id  # 400.7: a new object
    assert dict(b.state.permanents[new].counters) == {"flying": 1}
    assert list(b.graveyard("you")["name"]) == ["Ruin"]


def test_a_card_that_left_the_graveyard_is_not_found_400_7(cards: dict[str, Any]) -> None:
    # the Broodmoth's ability waits; the card is exiled from the graveyard first: it is a
    # new object again, and the ability returns nothing (400.7, 608.2b)
    exile = ml.Card.from_text(name="Scour", mana_cost="{0}", type_line="Instant",
                              oracle_text="Exile target card from a graveyard.")
    b = ml.Board()
    b.add(cards["Luminous Broodmoth"])
    bear = b.add(BEAR)
    b.cast(RUIN, targets=[bear])
    card = next(c for c in b.cards("you", "graveyard") if c.name == "Bear")
    b.cast(exile, targets=[card])
    resolve_all(b)
    assert "Bear" not in list(b.permanents["name"])
    assert "Bear" in list(b.exile["name"])


def test_abduction_returns_that_card_under_its_owners_control_110_2(
        cards: dict[str, Any]) -> None:
    # Abduction: you control the opponent's enchanted creature; it dies, and the card
    # returns under its owner's control (the opponent's, 110.2, 400.7)
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(cards["Abduction"], "you", attached_to=bear)
    resolve_all(b)
    b.cast(RUIN, targets=[bear])
    resolve_all(b)
    back = b.permanents[b.permanents["name"] == "Bear"]
    assert list(back["controller"]) == ["opponent"]
    assert "Abduction" in list(b.graveyard("you")["name"])  # 704.5m


def test_unholy_indenture_returns_it_under_your_control_with_a_counter_614_1c(
        cards: dict[str, Any]) -> None:
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add(cards["Unholy Indenture"], "you", attached_to=bear)
    b.cast(RUIN, targets=[bear])
    resolve_all(b)
    back = b.permanents[b.permanents["name"] == "Bear"]
    assert list(back["controller"]) == ["you"]
    assert dict(b.state.permanents[int(back["id"].iloc[0])].counters) == {"+1/+1": 1}


@pytest.mark.parametrize("sacrifice", [True, False])
def test_angelic_renewal_returns_it_only_if_sacrificed_608_2d(
        cards: dict[str, Any], sacrifice: bool) -> None:
    # "You may sacrifice ~. If you do, return that card to the battlefield" (608.2d)
    a = cards["Angelic Renewal"].abilities[0]
    assert a.supported and isinstance(a.effects[-1], IfYouDo)
    b = ml.Board()
    b.add(cards["Angelic Renewal"])
    bear = b.add(BEAR)
    b.cast(RUIN, targets=[bear])
    resolve_all(b, choices=[sacrifice])
    names = list(b.permanents["name"])
    assert ("Bear" in names) is sacrifice
    assert ("Angelic Renewal" in names) is not sacrifice


def test_feign_death_grants_a_return_tapped_under_its_owners_control_603_6c(
        cards: dict[str, Any]) -> None:
    # Feign Death: the creature gains "When this creature dies, return it to the
    # battlefield tapped under its owner's control"; it dies and comes back tapped
    b = ml.Board()
    bear = b.add(BEAR, "opponent")
    b.add_mana("you", "B")
    b.cast(cards["Feign Death"], targets=[bear])
    b.cast(RUIN, targets=[bear])
    resolve_all(b)
    back = b.permanents[b.permanents["name"] == "Bear"]
    assert list(back["controller"]) == ["opponent"]
    assert b.state.permanents[int(back["id"].iloc[0])].tapped


@pytest.mark.parametrize("pay", [True, False])
def test_tenacious_dead_returns_itself_tapped_if_paid_608_2d(
        cards: dict[str, Any], pay: bool) -> None:
    b = ml.Board()
    dead = b.add(cards["Tenacious Dead"])
    b.add_mana("you", "BB")
    b.cast(RUIN, targets=[dead])
    resolve_all(b, choices=[pay])
    back = b.permanents[b.permanents["name"] == "Tenacious Dead"]
    assert len(back) == int(pay)
    if pay:
        assert b.state.permanents[int(back["id"].iloc[0])].tapped


@pytest.mark.parametrize("pay", [True, False])
def test_sigil_of_the_new_dawn_returns_that_card_to_your_hand_400_3(pay: bool) -> None:
    # Sigil of the New Dawn: "you may pay {1}{W}. If you do, return that card to your
    # hand" — the card the creature became, to its owner's hand (400.3, 400.7e)
    sigil = corpus_cards("Sigil of the New Dawn")["Sigil of the New Dawn"]
    b = ml.Board()
    b.add(sigil)
    bear = b.add(BEAR)
    b.add_mana("you", "WW")
    b.cast(RUIN, targets=[bear])
    resolve_all(b, choices=[pay])
    assert ("Bear" in list(b.hand("you")["name"])) is pay
    assert ("Bear" in list(b.graveyard("you")["name"])) is not pay
