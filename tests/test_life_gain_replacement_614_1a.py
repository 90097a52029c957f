"""Static abilities that replace gaining life (CR 614.1a): "If you would gain life, you
gain that much life plus 1 instead" (Angel of Vitality), "... twice that much life
instead" (Boon Reflection), "If an opponent would gain life, that player loses that much
life instead" (Tainted Remedy), "If a player would gain life, that player gains no life
instead" (Sulfuric Vortex); the order the player gaining life chooses (616.1, 616.1f),
from real cards of ../shared/corpus through the public API. Then read and played across
every corpus line that says it."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.audit.outcome import PlayOutcome
from mtglab.cards.lifereplacement import LifeGainInstead
from tests.conftest import audit_found, corpus_abilities, corpus_cards


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Angel of Vitality", "Boon Reflection", "Tainted Remedy",
                        "Sulfuric Vortex", "Sacred Nectar")


def _nectar(b: ml.Board, cards: dict[str, Any], who: str = "you") -> None:
    """Cast Sacred Nectar ("You gain 4 life.") as ``who``."""
    b.add_mana(who, "WW")
    b.cast(cards["Sacred Nectar"], controller=who)


def test_that_much_life_plus_one_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Angel of Vitality"])
    _nectar(b, cards)
    assert b.life("you") == 25


def test_twice_that_much_life_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Boon Reflection"])
    _nectar(b, cards)
    assert b.life("you") == 28


def test_only_you_gain_more_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Boon Reflection"], "opponent")
    _nectar(b, cards)
    assert b.life("you") == 24


def test_the_player_gaining_life_orders_them_616_1(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Angel of Vitality"])
    b.add(cards["Boon Reflection"])
    _nectar(b, cards)
    assert b.life("you") == 30  # (4 + 1) x 2, the order they would choose, over 4 x 2 + 1


def test_an_opponent_loses_that_much_life_instead_614_6(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Tainted Remedy"], "opponent")
    _nectar(b, cards)
    assert b.life("you") == 16
    b.pass_turn()  # a sorcery in its caster's own main phase (307.1)
    _nectar(b, cards, "opponent")
    assert b.life("opponent") == 24  # its controller is no opponent of theirs


def test_a_loss_of_life_is_no_longer_a_gain_616_1f(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Tainted Remedy"], "opponent")
    b.add(cards["Angel of Vitality"])
    _nectar(b, cards)
    assert b.life("you") == 16  # the Remedy first: a loss of 4 the Angel doesn't see


def test_that_player_gains_no_life_instead_614_1a(cards: dict[str, Any]) -> None:
    b = ml.Board()
    b.add(cards["Sulfuric Vortex"], "opponent")
    _nectar(b, cards)
    assert b.life("you") == 20


def test_every_corpus_line_of_replaced_life_gain_is_read_and_plays_614_1a() -> None:
    line = re.compile(r"would gain life, (you|that player|they) (gain|gains|lose|loses) ",
                      re.I)
    found = corpus_abilities(line, lambda a: bool(line.search(a.text)))
    if not found:
        pytest.skip("no corpus")
    read = [(f, a) for f, a in found if a.supported and
            any(isinstance(e, LifeGainInstead) for e in a.effects)]
    assert len(read) >= 13, [f.name for f, _a in found]
    mine = audit_found(read)
    assert (mine["outcome"] == PlayOutcome.PLAYED.value).sum() >= len(read) - 1
