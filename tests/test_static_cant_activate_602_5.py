"""Static abilities that forbid activating: "Enchanted creature can't attack or block,
and its activated abilities can't be activated" (Arrest; CR 602.5: a rule that says an
ability can't be activated is checked as the player proposes to activate it; a mana
ability is an activated ability too, 605.1a, unless the text says "unless they're mana
abilities"). Played on every corpus line of the wording, with real creatures."""

from __future__ import annotations

import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import ControllerSpec
from tests.conftest import refused_with_its_card
from tests.static_lines import real, wording

_ARREST = r"Enchanted (creature|permanent) (can't attack or block|doesn't untap during its " \
    r"controller's untap step)(,)? and its activated abilities can't be activated"


def _lines(suffix: str) -> list[Any]:
    return wording(_ARREST + suffix) or [None]


def _board(face: Any) -> tuple[ml.Board, Any, Any]:
    """The Aura on a creature with a mana ability and a creature with another activated
    ability ({T}: 1 damage), each of the opponent's, there since the turn began."""
    b = ml.Board()
    b.active = "opponent"
    elves = b.add(real("Llanowar Elves"), "opponent")
    sorcerer = b.add(real("Prodigal Sorcerer"), "opponent")
    b.add(face, attached_to=elves)
    b.add(face, attached_to=sorcerer)
    return b, elves, sorcerer


def _supported(case: Any) -> tuple[Any, Any]:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported or refused_with_its_card(ability), ability.problem
    if not ability.supported:  # what the Aura can enchant is not read (303.4a)
        pytest.skip(ability.problem)
    return face, ability


@pytest.mark.parametrize("case", _lines(r"\."), ids=lambda c: c[0].name if c else "no corpus")
def test_every_arrest_line_forbids_activating_cr_602_5(case: Any) -> None:
    face, ability = _supported(case)
    b, elves, sorcerer = _board(face)
    for creature in (elves, sorcerer):  # mana abilities too (605.1a)
        assert not b.can_activate(creature)
        assert any("602.5" in p for p in b.activation_problems(creature))
    if "can't attack or block" in ability.text:
        assert any("508.1c" in p for p in b.attack_problems(sorcerer))


@pytest.mark.parametrize("case", _lines(r" unless they're mana abilities\."),
                         ids=lambda c: c[0].name if c else "no corpus")
def test_unless_they_are_mana_abilities_cr_602_5_605_1a(case: Any) -> None:
    face, _ability = _supported(case)
    b, elves, sorcerer = _board(face)
    assert b.can_activate(elves)  # a mana ability (605.1a)
    assert not b.can_activate(sorcerer)
    assert any("602.5" in p for p in b.activation_problems(sorcerer))


def test_once_the_aura_is_gone_the_abilities_can_be_activated_cr_602_5() -> None:
    b = ml.Board()
    b.active = "opponent"
    sorcerer = b.add(real("Prodigal Sorcerer"), "opponent")
    arrest = b.add(real("Arrest"), attached_to=sorcerer)
    assert not b.can_activate(sorcerer)
    b.remove(arrest)
    assert b.can_activate(sorcerer)


# -- "Activated abilities of artifacts can't be activated" (Null Rod; 602.5) -------------

_OF = r"Activated abilities of ([^.]+) can't be activated( unless they're mana abilities)?\."


def _test_permanent(sel: Any, mana_ability: bool) -> ml.Card:
    """A permanent of the first type ``sel`` names (a creature for "permanents") with one
    activated ability: a mana ability, or another costing {1}."""
    subtype = f" — {sel.subtypes[0]}" if sel.subtypes else ""
    kind = sel.types[0] if sel.types else "Creature"
    text = "{T}: Add {C}." if mana_ability else "{1}: You gain 1 life."
    creature = kind == "Creature" or "Creature" in sel.types
    return ml.Card.from_text(name="Test Permanent", type_line=f"{kind}{subtype}",
                             mana_cost="{2}", oracle_text=text,
                             power="1" if creature else None,
                             toughness="1" if creature else None)


@pytest.mark.parametrize("case", wording(_OF) or [None],
                         ids=lambda c: c[0].name if c else "no corpus")
def test_activated_abilities_of_the_objects_named_cant_be_activated_cr_602_5(
        case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    if not ability.supported:
        assert re.search(r"chosen|named|graveyard|target|mana value", ability.text) or \
            refused_with_its_card(ability), ability.problem  # kept unsupported, named
        pytest.skip(ability.problem)
    sel = ability.effects[0].selector
    if sel.types and sel.types[0] not in ("Artifact", "Creature", "Enchantment", "Land"):
        pytest.skip("the test makes no permanent of this type")
    owner = "opponent" if sel.controller is not ControllerSpec.YOU else "you"
    b = ml.Board()
    b.active = owner
    b.add(face)
    nonmana = b.add(_test_permanent(sel, False), owner)
    mana = b.add(_test_permanent(sel, True), owner)
    b.add_mana(owner, "C")
    assert not b.can_activate(nonmana, player=owner)
    assert any("602.5" in p for p in b.activation_problems(nonmana, player=owner))
    # a mana ability is an activated ability too, unless the text says otherwise (605.1a)
    assert b.can_activate(mana, player=owner) == ("unless they're mana" in ability.text)


def test_a_permanent_of_another_kind_can_still_activate_cr_602_5() -> None:
    b = ml.Board()
    b.add(ml.Card.from_text(name="Rod", type_line="Artifact", mana_cost="{2}",
                            oracle_text="Activated abilities of artifacts can't be "
                                        "activated."))
    sorcerer = b.add(real("Prodigal Sorcerer"))
    stone = b.add(real("Mind Stone"))
    assert b.can_activate(sorcerer)  # a creature, not an artifact
    assert not b.can_activate(stone, "{T}: Add")  # its mana ability too (605.1a)
