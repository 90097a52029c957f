"""Conditions that replace what the text said before (608.2c): "<instructions>. If
<condition>, <other instructions> instead" / "If <condition>, instead <other
instructions>". Later text of a spell or ability may change what its earlier text does
(608.2c): the condition is checked once, as that part resolves; the earlier instructions
happen only if it doesn't hold, the later ones only if it does. "That creature" / "it"
in the later instructions names what the earlier ones targeted, and "If that creature is
..." checks that target. Read by the grammar (one production for every condition of the
one vocabulary), joined to the sentence before by the parser, played by the general
engine as one check with two branches.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.optional import IfElse, Instead
from mtglab.cards.oracle.parser import parse_ability
from tests.conftest import audit_found, corpus_abilities, corpus_cards, parametrize_face_lines

#: "... . If <condition>, <instructions> instead." after other instructions (not "would",
#: which is a replacement effect of its own, 614.1)
_INSTEAD = re.compile(r"\. If (?![^.,]*\bwould\b)[^.]+?, (?:instead [^.]+|[^.]+ instead)\.")


def _lines() -> list[tuple[Any, Any]]:
    return corpus_abilities(_INSTEAD, lambda a: a.supported and bool(_INSTEAD.search(a.text)))


# ``instead_line``: one test per supported corpus ability with the wording.
pytest_generate_tests = parametrize_face_lines("instead_line", _lines, width=40)


def _either(effects: Any) -> list[IfElse]:
    return [e for e in effects if isinstance(e, IfElse) and e.instead]


@pytest.mark.corpus
def test_every_if_instead_is_one_check_with_two_branches_608_2c(
        instead_line: tuple[Any, Any]) -> None:
    _face, ability = instead_line
    either = _either(ability.effects)
    if not either:  # the line's "instead" is another wording's (a token count, 614.1)
        pytest.skip("read by another wording")
    for e in either:
        # the earlier instructions happen when the condition doesn't hold (608.2c)
        assert e.condition is not None and e.effects and e.otherwise
        assert not any(isinstance(x, Instead) for x in (*e.effects, *e.otherwise))


@pytest.mark.corpus
def test_every_if_instead_line_plays_on_the_audit_board_608_2c() -> None:
    found = [(f, a) for f, a in _lines() if _either(a.effects)]
    if not found:
        pytest.skip("needs the shared corpus")
    assert len(found) >= 15  # Jace's Triumph, Lightning Dart, For the Family, ...
    audit_found(found, board_refusals=True)


def test_old_and_new_wordings_read_the_same_608_2c() -> None:
    # "If C, X instead" and "If C, instead X": one record
    after = parse_ability("Draw two cards. If you control a Wizard, draw three cards "
                          "instead.", is_spell=True)
    before = parse_ability("Draw two cards. If you control a Wizard, instead draw three "
                           "cards.", is_spell=True)
    assert after.supported and before.supported
    assert after.effects == before.effects
    (e,) = after.effects
    assert isinstance(e, IfElse) and e.condition is not None and e.condition.negate


def test_an_instead_with_nothing_before_is_not_played_608_2c() -> None:
    a = parse_ability("If you control a Wizard, draw three cards instead.", is_spell=True)
    assert not a.supported


# -- behaviour ------------------------------------------------------------------------

WHITE = ml.Card.from_text(name="White Wall", mana_cost="{1}{W}", type_line="Creature — Wall",
                          power="0", toughness="3")
GREEN = ml.Card.from_text(name="Green Wall", mana_cost="{1}{G}", type_line="Creature — Wall",
                          power="0", toughness="3")
BEAR = ml.Card.from_text(name="Bear", mana_cost="{1}{G}", type_line="Creature — Bear",
                         power="2", toughness="2")


@pytest.fixture(scope="module")
def cards() -> dict[str, Any]:
    return corpus_cards("Lightning Dart", "For the Family")


@pytest.mark.parametrize(("wall", "dies"), [
    (WHITE, True),   # "that creature is white": 4 damage instead of 1 — lethal (704.5g)
    (GREEN, False),  # not white or blue: 1 damage, the wall survives
])
def test_lightning_dart_checks_the_creature_it_targets_608_2c(
        cards: dict[str, Any], wall: Any, dies: bool) -> None:
    b = ml.Board()
    target = b.add(wall, controller="opponent")
    b.add_mana("you", "RR")
    b.cast(cards["Lightning Dart"], targets=[target])
    on_battlefield = wall.name in set(b.permanents["name"])
    assert on_battlefield is not dies


@pytest.mark.parametrize(("others", "power"), [
    (0, 4),  # one creature: +2/+2 (the condition doesn't hold)
    (3, 6),  # four creatures: +4/+4 instead, on the creature targeted (608.2c)
])
def test_for_the_family_pumps_more_with_four_creatures_608_2c(
        cards: dict[str, Any], others: int, power: int) -> None:
    b = ml.Board()
    bear = b.add(BEAR)
    for _ in range(others):
        b.add(BEAR)
    b.add_mana("you", "G")
    b.cast(cards["For the Family"], targets=[bear])
    row = b.permanents[b.permanents["id"] == bear.id].iloc[0]
    assert (row["power"], row["toughness"]) == (power, power)

