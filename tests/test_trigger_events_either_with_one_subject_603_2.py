"""Two trigger conditions sharing their subject (CR 603.2): "Whenever you play a land or
cast a spell", "Whenever a player plays a land or casts a spell" — either event
triggers the ability, the right side read with the left side's player.
"""

from __future__ import annotations

import re
from typing import Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, triggers_waiting

E = TriggerEvent

_LINE: Final = re.compile(r"^Whenever (?:you play a land or cast|a player plays a land or "
                          r"casts) a spell,", re.M)
_WATCH: Final = Card.from_text(name="Test Watch", mana_cost="{2}", type_line="Artifact",
                               oracle_text="Whenever a player plays a land or casts a spell, "
                               "you gain 1 life.")
_FOREST: Final = Card.from_text(name="Test Forest", type_line="Basic Land — Forest")
_GIFT: Final = Card.from_text(name="Test Gift", mana_cost="{W}", type_line="Instant",
                              oracle_text="You draw a card.")


@pytest.mark.parametrize(("text", "who"), [
    ("Whenever you play a land or cast a spell, draw a card.", Who.YOU),
    ("Whenever a player plays a land or casts a spell, draw a card.", Who.EACH_PLAYER),
])
def test_the_right_side_takes_the_left_sides_player_603_2(text: str, who: Who) -> None:
    t = parse_ability(text).trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.who) == (E.PLAY_LAND, who)
    assert [(x.event, x.who) for x in t.alternatives] == [(E.CAST, who)]


@pytest.mark.corpus
def test_every_corpus_line_is_read_and_played_603_2() -> None:
    found = corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 4
    for _f, a in found:  # read; an unread "if" clause is another part (603.4)
        assert not a.problem.startswith("trigger not understood"), a.problem
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 3
    audit_found(played, board_refusals=True)


def test_a_land_played_and_a_spell_cast_each_trigger_it_603_2() -> None:
    b = ml.Board()
    b.add(_WATCH)
    b.play_land(b.add(_FOREST, zone="hand"))
    assert triggers_waiting(b, "Test Watch") == 1
    b.resolve()
    b.add_mana("opponent", "W")
    b.cast(_GIFT, controller="opponent", resolve=False)
    assert triggers_waiting(b, "Test Watch") == 1
    b.resolve()
    assert b.life("you") == 22


