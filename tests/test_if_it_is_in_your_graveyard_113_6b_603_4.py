""""If ~ is in your graveyard" (CR 113.6b: an ability that says which zone it functions in
functions only there; 603.4: an intervening "if" is checked as the ability triggers and
again as it resolves; 602.5b: "Activate only if ..."). The condition is read by the
library grammar (``Condition("self_in_graveyard")``), decided by cards.functioning and
checked by engine/characteristics/conditions.py; a static ability functioning from a
graveyard stays unsupported (the engine applies only permanents' statics)."""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.functioning import functioning_zone, names_self_in_graveyard
from tests.conftest import corpus_abilities, corpus_cards

BEAR = ml.Card.from_text(name="Bear", mana_cost="{3}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Genesis", "Glory", "Riftstone Portal")


def _upkeep(genesis: Any, where: str) -> tuple[ml.Board, Any]:
    """Genesis ``where``, a creature card in your graveyard; your next upkeep begins."""
    b = ml.Board()
    b.add(genesis, zone=where)
    bear = b.add(BEAR, zone="graveyard")
    b.pass_turn()  # the opponent's turn
    return b, bear


def test_it_triggers_from_your_graveyard_cr_113_6b_603_4(cards: dict[str, Any]) -> None:
    b, bear = _upkeep(cards["Genesis"], "graveyard")
    b.pass_turn(choices=[bear])  # your upkeep: its target chosen (603.3d)
    assert list(b.stack["name"]) == ["Genesis"]
    b.add_mana("you", "CCG")
    b.resolve(choices=[True])  # you pay {2}{G}
    assert list(b.hand("you")["name"]) == ["Bear"]


def test_it_doesnt_trigger_from_the_battlefield_cr_113_6b(cards: dict[str, Any]) -> None:
    b, _bear = _upkeep(cards["Genesis"], "battlefield")
    b.pass_turn()
    assert len(b.stack) == 0


def test_activate_only_if_it_is_in_your_graveyard_cr_113_6b_602_5b(
        cards: dict[str, Any]) -> None:
    glory = cards["Glory"]
    b = ml.Board()
    card = b.add(glory, zone="graveyard")
    b.add_mana("you", "CCW")
    b.activate(card, 1, choices=["red"])
    assert any("protection from red" in r.detail for r in b.state.log)
    b = ml.Board()
    perm = b.add(glory)
    b.add_mana("you", "CCW")
    with pytest.raises(ml.IllegalActionError):
        b.activate(perm, 1, choices=["red"])


def test_a_static_ability_from_a_graveyard_stays_unsupported_cr_113_6b(
        cards: dict[str, Any]) -> None:
    line = next(a for a in cards["Riftstone Portal"].abilities if "graveyard" in a.text)
    assert not line.supported and "113.6b" in line.problem


_LINE: Final = re.compile(r"if [^.,]+ is in your graveyard[,.]", re.I)


@pytest.mark.corpus
def test_every_supported_corpus_line_functions_from_the_graveyard_cr_113_6b(
        corpus_jsonl: Any) -> None:
    lines = [a for _f, a in corpus_abilities(_LINE, lambda a: bool(_LINE.search(a.text)))
             if names_self_in_graveyard((a.trigger, a.restrictions))]
    assert lines  # read at least once (Genesis, Glory, Loathsome Troll)
    assert [a.text for a in lines if a.supported and
            functioning_zone(a) != "graveyard"] == []
