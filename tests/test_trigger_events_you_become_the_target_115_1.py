"""Trigger conditions about a player becoming a target (CR 115.1, 603.2): "Whenever you
become the target of a spell (or ability an opponent controls)", "Whenever you or a
(another) permanent you control becomes the target of a spell or ability an opponent
controls" — each of them targeted is its own event (603.2c) — and "Whenever you and/or at
least one permanent you control becomes the target of ...": once for the spell or
ability. Read by grammar/triggers.lark into ``BECOMES_TARGET`` with ``to`` naming who and
what, matched by the one trigger matcher; the players a spell or ability targets are
offered with the permanents (engine/resolution/triggers.py, ``triggered_by_targets``).
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import (
    corpus_abilities,
    corpus_cards,
    resolve_all,
    trigger_lines_played,
    triggers_waiting,
)

E = TriggerEvent

_LINE: Final = re.compile(r"^Whenever you (?:or (?:a|another) permanent you control |and/or "
                          r"at least one permanent you control )?becomes? the target of a "
                          r"spell", re.M)
_GIFT: Final = Card.from_text(name="Test Gift", mana_cost="{1}", type_line="Instant",
                              oracle_text="Target player gains 1 life.")
_BOTH: Final = Card.from_text(name="Test Both", mana_cost="{1}", type_line="Instant",
                              oracle_text="Target player gains 1 life. Untap target "
                                          "creature.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Leyline of Combustion", "Leovold, Emissary of Trest")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_you_become_the_target_trigger_is_read_and_played_115_1() -> None:
    trigger_lines_played(_lines(), E.BECOMES_TARGET, read=8, played=3)


def test_the_records_115_1() -> None:
    t = parse_ability("Whenever you become the target of a spell, you gain 1 life.").trigger
    assert isinstance(t, Trigger) and t.to is not None and t.to.players is Who.YOU
    assert t.to.objects is None and t.spells_only
    u = parse_ability("Whenever you and/or at least one permanent you control becomes the "
                      "target of a spell or ability an opponent controls, you gain 1 life."
                      ).trigger
    assert isinstance(u, Trigger) and u.one_or_more and u.by is Who.EACH_OPPONENT


def test_once_for_you_and_your_permanent_603_2c(cards: dict[str, ml.Card]) -> None:
    """Leyline of Combustion: an opponent's spell targeting you and your Bear triggers it
    once; it deals 2 damage to that spell's controller."""
    b = ml.Board()
    b.add(cards["Leyline of Combustion"])
    bear = b.add(_BEAR)
    b.add_mana("opponent", "C")
    b.cast(_BOTH, controller="opponent", targets=["you", bear], resolve=False)
    assert triggers_waiting(b, "Leyline of Combustion") == 1
    resolve_all(b)
    assert b.life("opponent") == 20 - 2


def test_each_of_you_and_yours_and_only_an_opponents_603_2c(
        cards: dict[str, ml.Card]) -> None:
    """Leovold: your own spell targeting you doesn't trigger it; an opponent's targeting
    you and your Bear triggers it once for each (603.2c)."""
    b = ml.Board()
    b.add(cards["Leovold, Emissary of Trest"])
    bear = b.add(_BEAR)
    b.add_mana("you", "C")
    b.cast(_GIFT, targets=["you"], resolve=False)
    assert triggers_waiting(b, "Leovold, Emissary of Trest") == 0
    resolve_all(b)
    b.add_mana("opponent", "C")
    b.cast(_BOTH, controller="opponent", targets=["you", bear], resolve=False)
    assert triggers_waiting(b, "Leovold, Emissary of Trest") == 2
