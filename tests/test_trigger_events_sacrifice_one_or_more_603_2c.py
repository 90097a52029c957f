""""Whenever you sacrifice one or more Foods (Blood tokens, other creatures)" (CR 701.21a,
603.2c): one event of several permanents triggers the ability once — read by
grammar/triggers.lark with ``one_or_more``; the engine joins the permanents sacrificed
together into the one waiting ability (engine/resolution/triggers.py).
"""

from __future__ import annotations

import re
from typing import Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, resolve_all, triggers_waiting

_LINE: Final = re.compile(r"^Whenever you sacrifice one or more [^,]+,", re.M)
_ALTAR: Final = Card.from_text(name="Test Altar", mana_cost="{2}", type_line="Artifact",
                               oracle_text="Whenever you sacrifice one or more creatures, you "
                               "gain 1 life.")
_EACH: Final = Card.from_text(name="Test Shrine", mana_cost="{2}", type_line="Artifact",
                              oracle_text="Whenever you sacrifice a creature, you gain 1 life.")
_FODDER: Final = Card.from_text(name="Test Offering", mana_cost="{B}", type_line="Sorcery",
                                oracle_text="Sacrifice all creatures you control.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.mark.corpus
def test_every_line_is_read_and_played_603_2c() -> None:
    found = corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 3
    for _f, a in found:
        assert not a.problem.startswith("trigger not understood"), a.problem
    played = [(f, a) for f, a in found if a.supported]
    for _f, a in played:
        assert isinstance(a.trigger, Trigger) and a.trigger.one_or_more
        assert a.trigger.event is TriggerEvent.YOU_SACRIFICE
    audit_found(played, board_refusals=True)


def test_two_sacrificed_together_trigger_it_once_603_2c() -> None:
    """Two creatures sacrificed by one instruction ("sacrifice all creatures you
    control"): "one or more" triggers once, "a creature" once for each (603.2c); their
    order is chosen (603.3b)."""
    b = ml.Board()
    b.add(_ALTAR)
    b.add(_EACH)
    b.add(_BEAR)
    b.add(_BEAR)
    b.add_mana("you", "B")
    b.cast(_FODDER, resolve=False)
    b.resolve(choices=[("Test Altar", "Test Shrine #2 [1]", "Test Shrine #2 [2]")])
    assert triggers_waiting(b, "Test Altar") == 1
    assert triggers_waiting(b, "Test Shrine") == 2
    resolve_all(b)
    assert b.life("you") == 23
