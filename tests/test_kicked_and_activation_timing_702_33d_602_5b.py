""""When ~ enters, if it was kicked (with its {2}{U} kicker), ..." (CR 702.33d, 603.4),
"Activate only during your upkeep" / "... during your turn, before attackers are
declared" (602.5b) and "Return this card from your graveyard to your hand / the
battlefield" activated from a graveyard (113.6m, 602.2), on real cards of the pool."""

from __future__ import annotations

from pathlib import Path

import pytest

import mtglab as ml
from mtglab.cards.effects import ActivationRestriction, Condition, ReturnFromGraveyard
from mtglab.cards.functioning import functioning_zone
from mtglab.cards.model import Card


@pytest.fixture(scope="module")
def cards(corpus_jsonl: Path) -> dict[str, Card]:
    return {c.name: c for c in ml.load_cards(corpus_jsonl, register=False)}


def _settle(b: ml.Board) -> None:
    while len(b.stack):
        b.resolve()


def test_a_kicked_creature_s_enters_trigger_happens_cr_702_33d_603_4(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GGGGGGCCC")  # {2}{G} + kicker {4}{G}
    b.cast(cards["Krosan Druid"], kicked=1)
    _settle(b)
    assert b.life("you") == 30


def test_unkicked_its_intervening_if_doesnt_hold_cr_603_4(cards: dict[str, Card]) -> None:
    b = ml.Board()
    b.add_mana("you", "GCC")
    b.cast(cards["Krosan Druid"])
    _settle(b)
    assert b.life("you") == 20


def test_kicked_with_one_kicker_of_two_only_its_trigger_cr_702_33b_702_33d(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    for _ in range(3):
        b.add("Island", zone="hand", controller="opponent")
    b.add_mana("you", "GUCCCC")  # {2}{G} + {2}{U}
    b.cast(cards["Ana Battlemage"], kicked=("{2}{U}",), choices=["opponent"])
    _settle(b)
    assert len(b.hand("opponent")) == 0  # "target player discards three cards"


def test_every_it_was_kicked_condition_reads_a_kicker_of_its_card_cr_702_33d(
        cards: dict[str, Card]) -> None:
    found = 0
    for c in cards.values():
        for a in c.abilities:
            cond = getattr(a.trigger, "condition", None) if a.supported else None
            if isinstance(cond, Condition) and cond.kind == "kicked":
                found += 1
                assert "kicker" in c.oracle_text.lower(), c.name
    assert found > 40


def test_activate_only_before_attackers_during_your_turn_cr_602_5b(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    veteran = b.add(cards["Alaborn Veteran"])
    b.activate(veteran, targets=[veteran])
    assert b.characteristics(veteran)["power"] == 4
    b.untap(veteran)
    b.phase = "postcombat main"
    with pytest.raises(ml.IllegalActionError, match=r"602\.5b"):
        b.activate(veteran, targets=[veteran])


def test_every_before_attackers_and_upkeep_restriction_is_read_cr_602_5b(
        cards: dict[str, Card]) -> None:
    kinds = {"your_upkeep": 0, "your_turn_before_attackers": 0}
    for c in cards.values():
        for a in c.abilities:
            for r in a.restrictions if a.supported else ():
                if isinstance(r, ActivationRestriction) and r.kind in kinds:
                    kinds[r.kind] += 1
                    low = a.text.lower()
                    assert "upkeep" in low or "before attackers" in low, c.name
    assert all(n > 10 for n in kinds.values()), kinds


def test_return_this_card_from_your_graveyard_to_your_hand_cr_113_6m(
        cards: dict[str, Card]) -> None:
    b = ml.Board()
    devotee = b.add(cards["Abzan Devotee"], zone="graveyard")
    b.add_mana("you", "CCB")
    b.activate(devotee, 1)
    assert list(b.hand("you")["name"]) == ["Abzan Devotee"]
    assert b.graveyard("you").empty


def test_it_doesnt_function_on_the_battlefield_cr_113_6m(cards: dict[str, Card]) -> None:
    b = ml.Board()
    devotee = b.add(cards["Abzan Devotee"])
    b.add_mana("you", "CCB")
    with pytest.raises(ml.IllegalActionError, match=r"113\.6m"):
        b.activate(devotee, 1)


def test_every_return_from_graveyard_line_is_an_activated_ability_cr_602_2(
        cards: dict[str, Card]) -> None:
    n = 0
    for c in cards.values():
        for a in c.abilities:
            if a.supported and any(isinstance(e, ReturnFromGraveyard) and e.selector.is_self
                                   for e in a.effects):
                n += 1
                # an activated ability (602.2), or a triggered one of the card in its
                # graveyard, where such an ability functions (113.6m, 603.2)
                assert a.kind.value == "activated" or (
                    a.kind.value == "triggered" and functioning_zone(a) == "graveyard"), \
                    (c.name, a.text)
    assert n > 40
