"""Trigger conditions about activating an ability (CR 602.2b, 601.2i: it triggers as the
ability becomes activated), read by grammar/triggers.lark into ``ACTIVATE`` and matched
by the one trigger matcher (engine/resolution/triggers.py):

* "Whenever a player (you, an opponent) activates an ability that isn't a mana ability"
  (605.1a): any ability but a mana ability, of any object — a card's in a hand too;
* "... an ability of an artifact or creature (a permanent) that isn't a mana ability":
  of a permanent of that kind (110.1);
* "Whenever you activate a loyalty ability (of a Chandra planeswalker)" (606.3) and "...
  an exhaust ability": abilities of that kind, never mana abilities.

"Whenever you activate an ability (of an Elemental)" without "that isn't a mana ability"
counts the mana abilities activated while paying a cost too (605.3a), which mtglab
doesn't see one by one: those wordings stay unread.

Each wording is checked across every corpus line using it (read, and played by the
audit), and by abilities activated on a board.
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

_LINE: Final = re.compile(
    r"^(?:\S.* — )?Whenever (?:you activate|an opponent activates|a player activates) "
    r"(?:an ability (?:of an? [^,]+ )?that isn't a mana ability|a loyalty ability|"
    r"an exhaust ability|a boast ability|a ninjutsu ability),", re.M)
_ENGINE: Final = Card.from_text(name="Test Engine", mana_cost="{1}", type_line="Artifact",
                                oracle_text="{1}: You gain 1 life.\n{T}: Add {C}.")
_WALKER: Final = Card.from_text(name="Test Chandra", mana_cost="{1}",
                                type_line="Legendary Planeswalker — Chandra", loyalty="3",
                                oracle_text="+1: You gain 1 life.")
_OTHER_WALKER: Final = Card.from_text(name="Test Ajani", mana_cost="{1}",
                                      type_line="Legendary Planeswalker — Ajani", loyalty="3",
                                      oracle_text="+1: You gain 1 life.")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Burning-Tree Shaman", "Keral Keep Disciples", "Runic Armasaur")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_activate_trigger_is_read_and_played_602_2b() -> None:
    trigger_lines_played(_lines(), E.ACTIVATE, read=14, played=10)


@pytest.mark.parametrize(("head", "who", "kind", "types"), [
    ("Whenever a player activates an ability that isn't a mana ability", Who.EACH_PLAYER,
     None, ()),
    ("Whenever an opponent activates an ability of a creature or land that isn't a mana "
     "ability", Who.EACH_OPPONENT, None, ("Creature", "Land")),
    ("Whenever you activate a loyalty ability of a Chandra planeswalker", Who.YOU, "loyalty",
     ("Planeswalker",)),
    ("Whenever you activate an exhaust ability", Who.YOU, "exhaust", ()),
])
def test_the_records_of_each_wording_602_2b(head: str, who: Who, kind: str | None,
                                            types: tuple[str, ...]) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, t.who, t.ability_kind) == (E.ACTIVATE, who, kind)
    assert t.selector is not None and t.selector.types == types


@pytest.mark.parametrize("head", [
    "Whenever you activate an ability",
    "Whenever you activate an ability of an Elemental",
    "Whenever you activate an ability of an artifact",
])
def test_an_ability_that_may_be_a_mana_ability_isnt_read_605_3a(head: str) -> None:
    a = parse_ability(f"{head}, you gain 1 life.")
    assert not a.supported and a.problem.startswith("trigger not understood")


def test_a_mana_ability_doesnt_trigger_it_605_1a(cards: dict[str, ml.Card]) -> None:
    """Burning-Tree Shaman: the opponent's "{1}: You gain 1 life." triggers it (1 damage
    to them); their "{T}: Add {C}." doesn't."""
    b = ml.Board()
    b.add(cards["Burning-Tree Shaman"])
    engine = b.add(_ENGINE, "opponent")
    b.activate(engine, 1, player="opponent")
    assert triggers_waiting(b, "Burning-Tree Shaman") == 0
    b.activate(engine, 0, player="opponent", resolve=False)
    assert triggers_waiting(b, "Burning-Tree Shaman") == 1
    resolve_all(b)
    assert b.life("opponent") == 20 - 1 + 1


def test_only_an_opponents_activation_602_2b(cards: dict[str, ml.Card]) -> None:
    """Runic Armasaur: an opponent's artifact isn't a creature or land; your own creature's
    ability isn't an opponent's."""
    b = ml.Board()
    b.add(cards["Runic Armasaur"])
    engine = b.add(_ENGINE, "opponent")
    b.add_mana("opponent", "C")
    b.activate(engine, 0, player="opponent", resolve=False)
    assert triggers_waiting(b, "Runic Armasaur") == 0


def test_a_loyalty_ability_of_a_chandra_606_3(cards: dict[str, ml.Card]) -> None:
    """Keral Keep Disciples: Chandra's loyalty ability triggers it, Ajani's doesn't."""
    b = ml.Board()
    b.add(cards["Keral Keep Disciples"])
    b.phase = "precombat main"
    ajani = b.add(_OTHER_WALKER)
    b.activate(ajani, 0, resolve=False)
    assert triggers_waiting(b, "Keral Keep Disciples") == 0
    resolve_all(b)
    chandra = b.add(_WALKER)
    b.activate(chandra, 0, resolve=False)
    assert triggers_waiting(b, "Keral Keep Disciples") == 1
