"""Trigger conditions about counters put by a player (CR 122.6, 603.2), read by
grammar/triggers.lark into ``COUNTERS_PUT`` with the player who put them (``who``) and
matched by the one trigger matcher (engine/resolution/triggers.py):

* "Whenever you put one or more (+1/+1, -1/-1, time) counters on a creature (you
  control, you don't control, ~)", "Whenever an opponent puts one or more counters on a
  creature they control": counters that player put (122.6; an effect's counters are put
  by its controller);
* "Whenever one or more +1/+1 counters are put on one or more Humans you control": any
  player's, once for one event (603.2c);
* a permanent that enters with counters has them put on it too (122.6), by its controller
  (122.6a): "counters are put" triggers then.

Counters put on a player ("on a permanent or player", 122.1) are no event mtglab offers:
that wording stays unread.

Each wording is checked across every corpus line using it (read, and played by the
audit), and by the event happening on a board.
"""

from __future__ import annotations

import re
from typing import Any, Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import ControllerSpec
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

_LINE: Final = re.compile(
    r"^Whenever (?:you put|an opponent puts) one or more (?:\S+ )?counters on "
    r"(?!a permanent or player)|"
    r"^Whenever one or more \S+ counters are put on one or more ", re.M)
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")
_HUMAN: Final = Card.from_text(name="Test Human", mana_cost="{1}", type_line="Creature — Human",
                               power="0", toughness="0",
                               oracle_text="This creature enters with two +1/+1 counters on it.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Generous Patron", "Nest of Scarabs", "Cloaked Cadet")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_counters_put_by_a_player_trigger_is_read_and_played_122_6() -> None:
    trigger_lines_played(_lines(), E.COUNTERS_PUT, read=15, played=8)


@pytest.mark.parametrize(("head", "who", "counter", "controller"), [
    ("Whenever you put one or more -1/-1 counters on a creature", Who.YOU, "-1/-1",
     ControllerSpec.ANY),
    ("Whenever you put one or more counters on a creature you don't control", Who.YOU, None,
     ControllerSpec.OPPONENT),
    ("Whenever an opponent puts one or more counters on a creature they control",
     Who.EACH_OPPONENT, None, ControllerSpec.THAT_PLAYER),
    ("Whenever one or more +1/+1 counters are put on one or more Humans you control", None,
     "+1/+1", ControllerSpec.YOU),
])
def test_the_records_of_each_wording_122_6(head: str, who: Who | None, counter: str | None,
                                           controller: ControllerSpec) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.who, t.counter, t.one_or_more) == (E.COUNTERS_PUT, who, counter, True)
    assert t.selector is not None and t.selector.controller is controller


def test_only_the_counters_you_put_on_a_creature_you_dont_control_122_6(
        cards: dict[str, ml.Card]) -> None:
    """Generous Patron: your counter on the opponent's creature draws a card; your counter
    on your own creature, or the opponent's on theirs, doesn't trigger it (603.2)."""
    b = ml.Board()
    b.add(cards["Generous Patron"])
    theirs = b.add(_BEAR, "opponent")
    mine = b.add(_BEAR)
    b.put_counters(mine, "+1/+1", 1, by="you")
    b.put_counters(theirs, "+1/+1", 1, by="opponent")
    assert triggers_waiting(b, "Generous Patron") == 0
    b.put_counters(theirs, "+1/+1", 1, by="you")
    assert triggers_waiting(b, "Generous Patron") == 1


def test_that_many_is_the_counters_you_put_122_6(cards: dict[str, ml.Card]) -> None:
    """Nest of Scarabs: two -1/-1 counters you put on a creature make two Insects."""
    b = ml.Board()
    b.add(cards["Nest of Scarabs"])
    bear = b.add(_BEAR, "opponent")
    b.put_counters(bear, "-1/-1", 2, by="you")
    assert triggers_waiting(b, "Nest of Scarabs") == 1
    resolve_all(b)
    t = b.permanents
    assert int((t["name"] == "Insect").sum()) == 2


def test_counters_a_creature_enters_with_are_put_on_it_122_6(cards: dict[str, ml.Card]) -> None:
    """Cloaked Cadet: a Human entering with two +1/+1 counters has them put on it (122.6),
    so "one or more +1/+1 counters are put on one or more Humans you control" triggers."""
    b = ml.Board()
    b.add(cards["Cloaked Cadet"])
    b.add(_BEAR, zone="library")
    b.add_mana("you", "C")
    b.cast(_HUMAN)
    assert triggers_waiting(b, "Cloaked Cadet") == 1
    hand = len(b.hand("you"))
    resolve_all(b)
    assert len(b.hand("you")) == hand + 1
