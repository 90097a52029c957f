""""Whenever ~ or equipped (enchanted) creature attacks / deals combat damage to a
player" (CR 603.2; the creature an Equipment or Aura is attached to, 301.5, 303.4): an
event of either object triggers the ability, and "it" is the object the event was about
(608.2c) — read by grammar/triggers.lark as a selector of either, matched by the one
trigger matcher. "you may sacrifice it" (the Equipment or the creature?) is named
unsupported.
"""

from __future__ import annotations

import re
from typing import Final

import pytest

import mtglab as ml
from mtglab.cards.ability import Trigger
from mtglab.cards.effects import Relation
from mtglab.cards.model import Card
from tests.conftest import audit_found, corpus_abilities, corpus_cards, triggers_waiting

_LINE: Final = re.compile(r"^Whenever [^,]+ or (?:equipped|enchanted) creature (?:attacks|deals "
                          r"combat damage to a player),", re.M)
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Chainflail Centipede", "Ogre-Head Helm")


@pytest.mark.corpus
def test_every_line_is_read_and_the_supported_ones_played_603_2() -> None:
    found = corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 8
    for _f, a in found:
        assert not a.problem.startswith("trigger not understood"), a.problem
    played = [(f, a) for f, a in found if a.supported]
    assert len(played) >= 5
    for _f, a in played:
        assert isinstance(a.trigger, Trigger) and a.trigger.selector is not None
        assert {e.relation for e in a.trigger.selector.either} & {
            Relation.EQUIPPED, Relation.ENCHANTED}
    audit_found(played, board_refusals=True)


def test_the_equipped_creature_attacking_gets_the_bonus_608_2c(
        cards: dict[str, ml.Card]) -> None:
    """Chainflail Centipede attached to a Bear (reconfigured): the Bear attacks, and "it
    gets +2/+0" is the Bear."""
    b = ml.Board()
    bear = b.add(_BEAR, controlled_since_turn_start=True)
    b.add(cards["Chainflail Centipede"], attached_to=bear)
    b.attack(bear)
    assert triggers_waiting(b, "Chainflail Centipede") == 1
    b.resolve()
    assert b.characteristics(bear)["power"] == 4


def test_the_source_itself_attacking_triggers_it_603_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    centipede = b.add(cards["Chainflail Centipede"], controlled_since_turn_start=True)
    power = b.characteristics(centipede)["power"]
    b.attack(centipede)
    assert triggers_waiting(b, "Chainflail Centipede") == 1
    b.resolve()
    assert b.characteristics(centipede)["power"] == power + 2


def test_another_creature_attacking_doesnt_603_2(cards: dict[str, ml.Card]) -> None:
    b = ml.Board()
    bear = b.add(_BEAR, controlled_since_turn_start=True)
    b.add(cards["Chainflail Centipede"])
    b.attack(bear)
    assert triggers_waiting(b, "Chainflail Centipede") == 0


def test_sacrifice_it_is_named_unsupported_608_2c(cards: dict[str, ml.Card]) -> None:
    line = next(a for a in cards["Ogre-Head Helm"].abilities if a.text.startswith("Whenever"))
    assert not line.supported and "608.2c" in line.problem
