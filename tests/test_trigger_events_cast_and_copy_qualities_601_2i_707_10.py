"""More qualities of the spell a cast trigger is about (CR 601.2i, 603.2), read by
grammar/triggers.lark and matched by the one trigger matcher
(engine/resolution/triggers.py):

* "a creature spell that has an Adventure": its card has one (715.2a);
* "a spell with mana value equal to the number of charge counters on ~": the source's
  counters of that kind as the spell becomes cast (202.3, Chalice of the Void);
* "another Vampire spell", "another spell that has flash": a spell is never the
  permanent whose ability this is, so "another" narrows nothing;
* "an opponent casts a spell during their turn": the caster's turn (500.1);
* "Whenever you copy a spell (an instant spell)": a copy put on the stack (707.10), which
  is not cast;
* "a spell with {X} in its mana cost" (107.3) — an effect using that spell's X isn't
  carried out (its cast trigger doesn't carry the X paid), so it stays unsupported;
* "your third spell in a turn", "their second spell during their turn" (601.2i, 500.1),
  "a spell from your library" (601.2a).

Each wording is checked across every corpus line using it (read, and played by the
audit), and by spells cast and copied on a board.
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
    audit_found,
    corpus_abilities,
    corpus_cards,
    resolve_all,
    triggers_waiting,
)

E = TriggerEvent

_LINE: Final = re.compile(
    r"^(?:\S.* — )?Whenever (?:you|a player|an opponent) (?:casts? (?:a creature spell that "
    r"has an Adventure|a spell with mana value equal to the number of \S+ counters on|"
    r"another|a spell during their turn|a (?:permanent )?spell with (?:\{X\}|a mana cost "
    r"that contains)|your \w+ spell in a turn|their second spell during their turn|"
    r"[^,]* from your library)|cop(?:y|ies) an? (?:\S+ )?spell,)", re.M)
_BOLT: Final = Card.from_text(name="Test Bolt", mana_cost="{R}", type_line="Instant",
                              oracle_text="Test Bolt deals 1 damage to any target.")
_TWO: Final = Card.from_text(name="Test Two", mana_cost="{1}{R}", type_line="Instant",
                             oracle_text="You gain 1 life.")
_TWINCAST: Final = Card.from_text(name="Test Twincast", mana_cost="{U}", type_line="Instant",
                                  oracle_text="Copy target instant or sorcery spell.")
_BEAR: Final = Card.from_text(name="Test Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                              power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, ml.Card]:
    return corpus_cards("Chalice of the Void", "Edgewall Innkeeper", "Bonecrusher Giant // Stomp",
                        "Kalamax, the Stormsire", "Slitherwisp", "Elementalist's Palette",
                        "Zaxara, the Exemplary")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_LINE, lambda a: _LINE.search(a.text) is not None)


@pytest.mark.corpus
def test_every_line_of_these_wordings_is_read_and_played_601_2i() -> None:
    found = _lines()
    if not found:
        pytest.skip("no corpus")
    assert len(found) >= 10
    for face, a in found:
        assert not a.problem.startswith("trigger not understood"), (face.name, a.text)
    supported = [(f, a) for f, a in found if a.supported]
    assert len(supported) >= 8
    audit_found(supported, board_refusals=True)


@pytest.mark.parametrize(("head", "event", "field", "value"), [
    ("Whenever you cast a creature spell that has an Adventure", E.CAST, "adventure", True),
    ("Whenever a player casts a spell with mana value equal to the number of charge counters "
     "on ~", E.CAST, "mana_value_counters", "charge"),
    ("Whenever an opponent casts a spell during their turn", E.CAST, "during",
     Who.THAT_PLAYER),
    ("Whenever you copy an instant spell", E.COPY_SPELL, "who", Who.YOU),
    ("Whenever you cast a spell with {X} in its mana cost", E.CAST, "x_in_cost", True),
    ("Whenever you cast your third spell in a turn", E.CAST, "nth_each_turn", 3),
    ("Whenever a player casts their second spell during their turn", E.CAST, "during",
     Who.THAT_PLAYER),
    ("Whenever you cast a creature spell from your library", E.CAST, "cast_from",
     ("library",)),
])
def test_the_records_of_each_wording_601_2i(head: str, event: E, field: str,
                                            value: Any) -> None:
    t = parse_ability(f"{head}, you gain 1 life.").trigger
    assert isinstance(t, Trigger)
    assert (t.event, getattr(t, field)) == (event, value)


def test_a_spell_of_the_mana_value_of_the_charge_counters_202_3(
        cards: dict[str, ml.Card]) -> None:
    """Chalice of the Void with one charge counter: a mana value 1 spell triggers it and
    is countered; a mana value 2 spell doesn't."""
    b = ml.Board()
    chalice = b.add(cards["Chalice of the Void"])
    b.add_counters(chalice, "charge", 1)
    b.add_mana("opponent", "RRR")
    b.cast(_TWO, controller="opponent", resolve=False)
    assert triggers_waiting(b, "Chalice of the Void") == 0
    resolve_all(b)
    b.cast(_BOLT, controller="opponent", targets=["you"], resolve=False)
    assert triggers_waiting(b, "Chalice of the Void") == 1
    resolve_all(b)
    assert b.life("you") == 20  # countered (701.6a)


def test_a_creature_spell_that_has_an_adventure_715_2a(cards: dict[str, ml.Card]) -> None:
    """Edgewall Innkeeper: Bonecrusher Giant cast as a creature draws a card; a Bear
    doesn't."""
    b = ml.Board()
    b.add(cards["Edgewall Innkeeper"])
    b.add_mana("you", "GGRRR")
    b.cast(_BEAR, resolve=False)
    assert triggers_waiting(b, "Edgewall Innkeeper") == 0
    resolve_all(b)
    b.cast(cards["Bonecrusher Giant // Stomp"], resolve=False)
    assert triggers_waiting(b, "Edgewall Innkeeper") == 1


def test_another_spell_that_has_flash_601_2i(cards: dict[str, ml.Card]) -> None:
    """Slitherwisp: a Bear (no flash) doesn't trigger it; another Slitherwisp cast does."""
    b = ml.Board()
    b.add(cards["Slitherwisp"])
    b.add_mana("you", "GG")
    b.cast(_BEAR, resolve=False)
    assert triggers_waiting(b, "Slitherwisp") == 0
    resolve_all(b)
    b.add_mana("you", "BBBUUU")
    b.cast(cards["Slitherwisp"], resolve=False)
    assert triggers_waiting(b, "Slitherwisp") == 1


def test_a_copy_is_no_cast_and_a_cast_is_no_copy_707_10(cards: dict[str, ml.Card]) -> None:
    """Kalamax: casting an instant doesn't trigger "whenever you copy an instant spell";
    copying it does."""
    b = ml.Board()
    b.add(cards["Kalamax, the Stormsire"])
    b.add_mana("you", "RR")
    b.cast(_TWO, resolve=False)
    assert triggers_waiting(b, "Kalamax, the Stormsire") == 0
    original = b.state.stack[-1].id
    b.add_mana("you", "U")
    b.cast(_TWINCAST, targets=[original], resolve=False)
    b.resolve()  # Twincast: the copy goes on the stack (707.10)
    assert triggers_waiting(b, "Kalamax, the Stormsire") == 1


def test_a_spell_with_x_in_its_mana_cost_107_3(cards: dict[str, ml.Card]) -> None:
    """Elementalist's Palette: a spell costing {X}{R} puts two charge counters on it; one
    costing {R} doesn't trigger it."""
    b = ml.Board()
    palette = b.add(cards["Elementalist's Palette"])
    blaze = Card.from_text(name="Test Blaze", mana_cost="{X}{R}", type_line="Sorcery",
                           oracle_text="You gain X life.")
    b.add_mana("you", "RRRR")
    b.cast(_TWO, resolve=False)
    assert triggers_waiting(b, "Elementalist's Palette") == 0
    resolve_all(b)
    b.cast(blaze, x=1, resolve=False)
    assert triggers_waiting(b, "Elementalist's Palette") == 1
    resolve_all(b)
    assert b.counters(palette).get("charge") == 2


def test_the_spells_x_in_its_cast_trigger_is_named_not_played_107_3(
        cards: dict[str, ml.Card]) -> None:
    """Zaxara's "put X +1/+1 counters on it" (X: the spell's) is named as not carried out."""
    line = next(a for a in cards["Zaxara, the Exemplary"].abilities
                if "{X} in its mana cost" in a.text)
    assert not line.supported and "107.3" in line.problem
