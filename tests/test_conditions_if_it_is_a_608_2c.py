""""If it's a ..." and "If it was a ... card" after an instruction that named an object
(CR 608.2c): "it" is the object the text named last — the creature returned, the
permanent targeted — and the condition is what that object is as this part resolves
("Return target creature card from your graveyard to the battlefield. If it's an Angel,
put two +1/+1 counters on it."). "If it was a creature card" of a card exiled from a
graveyard is what that card is where it is now, by its printed values (109.1, 406.3).
Read by the grammar's one condition vocabulary, played by the general engine.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import IfHolds
from mtglab.cards.library import IfCardIs
from mtglab.cards.optional import IfElse
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

#: "If it's a Human, ..." (not "... card": the library's wording of a card looked at)
_ITS_A = re.compile(r"\. If it's an? (?![^.]*\bcards?\b)[^.,]+, ")
#: "If it was a creature card, ..." of a card named before
_IT_WAS = re.compile(r"\. If it was an? [^.,]*\bcard, ")


def _its_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_ITS_A, lambda a: a.supported and bool(_ITS_A.search(a.text)))


def _was_lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_IT_WAS, lambda a: a.supported and bool(_IT_WAS.search(a.text)))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """One test per supported corpus ability of each wording."""
    for name, lines in (("its_line", _its_lines), ("was_line", _was_lines)):
        if name in metafunc.fixturenames:
            parametrize_face_lines(name, lines, width=40)(metafunc)


def _that_is(effects: Any) -> bool:
    for e in effects:
        if isinstance(e, IfHolds | IfElse) and e.condition is not None and \
                e.condition.kind == "that_is":
            return True
    return False


@pytest.mark.corpus
def test_every_if_its_a_names_the_object_before_608_2c(its_line: tuple[Any, Any]) -> None:
    _face, ability = its_line
    if not any(isinstance(e, IfHolds | IfElse) for e in ability.effects):
        pytest.skip("read by another wording (a regeneration, a copy)")
    assert _that_is(ability.effects), ability.effects


@pytest.mark.corpus
def test_every_if_it_was_a_card_checks_the_card_named_608_2c(
        was_line: tuple[Any, Any]) -> None:
    _face, ability = was_line
    assert any(isinstance(e, IfCardIs) for e in ability.effects), ability.effects


@pytest.mark.corpus
def test_every_line_plays_on_the_audit_board_608_2c() -> None:
    found = [*_its_lines(), *_was_lines()]
    if not found:
        pytest.skip("needs the shared corpus")
    assert len(found) >= 10  # Defy Death, Searing Barb, Scavenging Ooze, ...
    audit_found(found, board_refusals=True)


# -- behaviour ------------------------------------------------------------------------

ANGEL = ml.Card.from_text(name="Test Angel", mana_cost="{3}{W}",
                          type_line="Creature — Angel", power="3", toughness="3")
BEAR = ml.Card.from_text(name="Test Bear", mana_cost="{1}{G}",
                         type_line="Creature — Bear", power="2", toughness="2")
BOLT = ml.Card.from_text(name="Test Bolt", mana_cost="{R}", type_line="Instant",
                         oracle_text="Test Bolt deals 3 damage to any target.")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Defy Death", "Scavenging Ooze")


@pytest.mark.parametrize(("card", "counters"), [
    (ANGEL, 2),  # it's an Angel: two +1/+1 counters on the creature returned (608.2c)
    (BEAR, 0),   # not an Angel: only returned
])
def test_defy_death_checks_the_creature_it_returned_608_2c(
        cards: dict[str, Any], card: Any, counters: int) -> None:
    b = ml.Board()
    dead = b.add(card, zone="graveyard")
    b.add_mana("you", "WWWWW")
    b.cast(cards["Defy Death"], targets=[dead])
    back = b.get(card.name)
    assert b.counters(back).get("+1/+1", 0) == counters


@pytest.mark.parametrize(("card", "life"), [
    (BEAR, 21),  # it was a creature card: +1/+1 counter and 1 life (109.1, 406.3)
    (BOLT, 20),  # an instant card: nothing more
])
def test_scavenging_ooze_checks_the_card_it_exiled_608_2c(
        cards: dict[str, Any], card: Any, life: int) -> None:
    b = ml.Board()
    ooze = b.add(cards["Scavenging Ooze"])
    dead = b.add(card, "opponent", zone="graveyard")
    b.add_mana("you", "G")
    b.activate(ooze, 0, targets=[dead])
    assert b.life("you") == life
    assert b.counters(ooze).get("+1/+1", 0) == (life - 20)
