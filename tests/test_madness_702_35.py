"""Madness (CR 702.35a): a discarded card with madness goes into exile instead of its
owner's graveyard, and its triggered ability lets its owner cast it for its madness
cost (an alternative cost, 702.35b, 118.9) as the ability resolves — timing rules don't
apply then (608.2g) — or else they put it into their graveyard. Read by
grammar/castcosts.lark into a :class:`~mtglab.cards.castcosts.Madness`; played by
engine/game/discarding.py (every discard) and engine/spells/madness.py; across every
madness line of ../shared/corpus."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Ability
from mtglab.cards.castcosts import Madness
from mtglab.cards.model import Card
from tests.conftest import corpus_abilities, corpus_cards, parametrize_face_lines

_NAMES: Final = ("Fiery Temper", "Faithless Looting", "Basking Rootwalla", "Mind Rot")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    """The corpus cards these tests play (only those are parsed)."""
    return corpus_cards(*_NAMES)


def _looted(cards: dict[str, ml.Card]) -> ml.Board:
    """You cast Faithless Looting ("Draw two cards, then discard two cards") with Fiery
    Temper (Madness {R}: 3 damage to any target) and a Forest as your hand."""
    b = ml.Board()
    for _ in range(2):
        b.add("Island", zone="library")
    b.add(cards["Fiery Temper"], zone="hand")
    b.add("Forest", zone="hand")
    b.add_mana("you", "R")
    b.cast(cards["Faithless Looting"], choices=["Fiery Temper, Forest"])
    return b


def test_a_discarded_madness_card_is_exiled_and_its_ability_triggers_cr_702_35a(
        cards: dict[str, ml.Card]) -> None:
    b = _looted(cards)
    assert list(b.exile["name"]) == ["Fiery Temper"]  # instead of the graveyard (614.1a)
    assert sorted(b.graveyard("you")["name"]) == ["Faithless Looting", "Forest"]
    assert list(b.stack["kind"]) == ["triggered ability"]  # madness's trigger (603.3)


def test_its_owner_casts_it_for_its_madness_cost_cr_702_35a_118_9(
        cards: dict[str, ml.Card]) -> None:
    b = _looted(cards)
    b.add_mana("you", "R")  # {R}, not its mana cost {1}{R}
    b.resolve(choices=[["opponent"]])  # cast it, targeting the opponent (601.2c)
    assert list(b.stack["kind"]) == ["spell"] and b.exile.empty
    assert b.mana_pool("you") == ""
    b.resolve()
    assert b.life("opponent") == 17
    assert "Fiery Temper" in list(b.graveyard("you")["name"])  # resolved (608.2n)


def test_if_its_owner_doesnt_cast_it_it_goes_to_the_graveyard_cr_702_35a(
        cards: dict[str, ml.Card]) -> None:
    b = _looted(cards)
    b.resolve(choices=[False])
    assert b.stack.empty and b.exile.empty
    assert "Fiery Temper" in list(b.graveyard("you")["name"])


def test_casting_it_is_asked_and_must_be_paid_for_cr_702_35a_601_2h(
        cards: dict[str, ml.Card]) -> None:
    b = _looted(cards)
    with pytest.raises(ml.ChoiceRequired):
        b.resolve()
    with pytest.raises(ml.IllegalActionError, match=r"601.2h"):
        b.resolve(choices=[["opponent"]])  # the pool is empty
    assert list(b.exile["name"]) == ["Fiery Temper"]  # nothing changed
    assert list(b.stack["kind"]) == ["triggered ability"]


def test_a_creature_with_madness_is_cast_outside_the_timing_rules_cr_608_2g(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    b.add(cards["Basking Rootwalla"], zone="hand")  # Madness {0}
    b.add("Forest", zone="hand")
    b.add_mana("opponent", "BCC")
    b.active = "opponent"  # not your turn: a creature is cast in your main phase (307.1)
    b.cast(cards["Mind Rot"], controller="opponent", targets=["you"])
    assert sorted(b.graveyard("you")["name"]) == ["Forest"]
    b.resolve(choices=[True])  # for {0}, during the trigger's resolution
    rootwalla = b.resolve()
    assert rootwalla is not None and str(rootwalla) == "Basking Rootwalla"
    rows = b.permanents[b.permanents["name"] == "Basking Rootwalla"]
    assert list(rows["controller"]) == ["you"]


def test_a_discard_without_madness_goes_to_the_graveyard_cr_701_9a(
        cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    for name in ("Forest", "Island"):
        b.add(name, zone="hand")
    b.add_mana("you", "BCC")
    b.cast(cards["Mind Rot"], targets=["you"])
    assert sorted(b.graveyard("you")["name"]) == ["Forest", "Island", "Mind Rot"]
    assert b.stack.empty and b.exile.empty


# -- every madness line of the corpus ----------------------------------------------------

_LINE: Final = re.compile(r"^Madness\b", re.M)


def _lines() -> list[tuple[Card, Ability]]:
    return corpus_abilities(_LINE, lambda a: a.supported and any(
        isinstance(e, Madness) for e in a.effects))


# ``madness_line``: one test per supported madness keyword of the corpus.
pytest_generate_tests = parametrize_face_lines("madness_line", _lines, width=16)


def _discarded(face: Card, mind_rot: Card) -> ml.Board:
    """``face`` discarded by Mind Rot, with a Forest: its madness trigger on the stack."""
    b = ml.Board()
    for who in ("you", "opponent"):
        for _ in range(3):
            b.add("Island", who, zone="library")
        b.add("Grizzly Bears", who)
    b.add(face, zone="hand")
    b.add("Forest", zone="hand")
    b.add_mana("you", "BCC")
    b.cast(mind_rot, targets=["you"])
    return b


@pytest.mark.corpus
def test_every_madness_card_discarded_is_exiled_then_cast_or_put_away_cr_702_35a(
        madness_line: Any, cards: dict[str, ml.Card]) -> None:
    face, _ability = madness_line
    b = _discarded(face, cards["Mind Rot"])
    assert list(b.exile["name"]) == [face.name]  # 702.35a, 614.1a
    assert list(b.stack["kind"]) == ["triggered ability"]
    declined = b.copy()
    declined.resolve(choices=[False])
    assert face.name in list(declined.graveyard("you")["name"]) and declined.exile.empty
    b.add_mana("you", "WWWWUUUUBBBBRRRRGGGGCCCCCCCC")
    try:
        b.resolve(choices=[True])
    except ml.ChoiceRequired:
        return  # it is cast, and asks for its targets or another choice (601.2c)
    except ml.UnsupportedError as exc:
        pytest.skip(f"another of its lines: {exc}")
    except ml.IllegalActionError as exc:
        assert "601.2c" in str(exc), exc  # only the test's board has no legal target
        return
    top = b.stack.iloc[-1]
    assert top["kind"] == "spell" and top["name"] == face.name and b.exile.empty


def test_madness_trigger_on_the_stack_is_kept_by_a_board_file_cr_702_35a(
        cards: dict[str, ml.Card]) -> None:
    b = _looted(cards)
    again = ml.Board.from_yaml(b.to_yaml())
    again.add_mana("you", "R")
    again.resolve(choices=[["opponent"]])  # still madness's trigger: it casts the card
    again.resolve()
    assert again.life("opponent") == 17
