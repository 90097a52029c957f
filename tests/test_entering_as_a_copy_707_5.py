"""Entering as a copy (CR 707.5, 614.1c) in the wordings the grammar reads, and the
exceptions of every copy effect of the pool read into records (707.9).

707.5: an object that enters as a copy of another has its copiable values as it enters
(a replacement effect, 614.1c): "You may have ~ enters the battlefield as a copy of ..."
(an Oracle misprint of "enter"), a copy limited to a card "put there from the battlefield
this turn" (checked as it enters), and other permanents entering as a copy of the
enchanted creature. 707.9: each exception of a copy effect modifies the copiable values,
so a copy line the engine plays carries every exception it says as a record.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import BecomeCopy, CreateTokenCopy, EntersAsCopy, Relation
from tests.conftest import corpus_abilities, parametrize_face_lines


def _copier(text: str, name: str = "Test Shifter") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost="{2}{U}", type_line="Creature — Shapeshifter",
                             power="0", toughness="0", oracle_text=text)


def test_enters_misprint_is_entering_as_a_copy_707_5() -> None:
    ability = _copier("You may have Test Shifter enters the battlefield as a copy of any "
                      "creature on the battlefield, except it's a Synth artifact creature in "
                      "addition to its other types.").abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, EntersAsCopy) and copy.optional
    assert [e.kind for e in copy.exceptions] == ["add_types"]


def test_a_card_put_there_from_the_battlefield_this_turn_707_5() -> None:
    ability = _copier("You may have Test Shifter enter the battlefield as a copy of any "
                      "creature card in a graveyard that was put there from the battlefield "
                      "this turn, except it's a Phyrexian in addition to its other "
                      "types.").abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, EntersAsCopy) and copy.from_battlefield_this_turn
    assert copy.selector.zone == "graveyard"


def test_others_enter_as_a_copy_of_the_enchanted_creature_707_5() -> None:
    aura = ml.Card.from_text(name="Test Reflection", mana_cost="{5}{U}",
                             type_line="Enchantment — Aura",
                             oracle_text="Enchant creature\nNontoken creatures you control "
                             "enter the battlefield as a copy of enchanted creature.")
    ability = aura.abilities[1]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert copy.original.relation is Relation.ENCHANTED


_COPY_EXCEPT = re.compile(r"(as a copy of|becomes? a copy of|that's a copy of)[^.]*, except ")


def _copy_lines() -> list[tuple[Any, Any]]:
    # (a copy effect in a quoted ability is the granted ability's own line)
    return corpus_abilities(_COPY_EXCEPT, lambda a: a.supported and _COPY_EXCEPT.search(
        re.sub(r'"[^"]*"', '""', a.text)) is not None)


def _copies(obj: Any) -> list[Any]:
    """The copy effects in ``obj``, however deep in the records ("you may", "if you do")."""
    if isinstance(obj, EntersAsCopy | BecomeCopy | CreateTokenCopy):
        return [obj]
    if isinstance(obj, tuple | list):
        return [c for o in obj for c in _copies(o)]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return [c for f in dataclasses.fields(obj) for c in _copies(getattr(obj, f.name))]
    return []


pytest_generate_tests = parametrize_face_lines("copy_line", _copy_lines)


def test_every_played_copy_line_carries_its_exceptions_707_9(copy_line: Any) -> None:
    _face, ability = copy_line
    copies = _copies(ability.effects)
    assert copies and any(c.exceptions for c in copies), ability.text


def test_becoming_a_copy_until_end_of_turn_with_exceptions_611_2a_707_9() -> None:
    walker = ml.Card.from_text(
        name="Test Artificer", mana_cost="{1}{W}{U}", type_line="Planeswalker — Saheeli",
        loyalty="5", oracle_text="−2: Target artifact you control becomes a copy of another "
        "target artifact or creature you control until end of turn, except it's an artifact "
        "in addition to its other types.")
    ability = walker.abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, BecomeCopy) and copy.duration == "end of turn"
    assert [e.kind for e in copy.exceptions] == ["add_types"]


def test_up_to_one_target_copied_by_the_source_115_1() -> None:
    # "up to one target": the source may copy nothing (601.2c); only the source itself
    ability = _copier("At the beginning of combat on your turn, Test Shifter becomes a copy "
                      "of up to one target creature you control until end of turn, except "
                      "it has hexproof.").abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, BecomeCopy) and copy.up_to_one and copy.subject.is_self


def test_raid_copy_condition_checked_as_it_enters_508_1a_707_5() -> None:
    ability = _copier("Raid — If you attacked this turn, you may have Test Shifter enter the "
                      "battlefield as a copy of any creature on the battlefield.").abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, EntersAsCopy) and copy.condition is not None
    assert copy.condition.kind == "attacked_this_turn"


@pytest.mark.parametrize("copied", ["it", "that creature"])
def test_each_other_creature_becomes_a_copy_of_the_chosen_target_707_4_115_1(
        copied: str) -> None:
    spell = ml.Card.from_text(
        name="Test Equation", mana_cost="{3}{U}{U}", type_line="Sorcery",
        oracle_text="Choose target creature you control. Each other creature you control "
        f"becomes a copy of {copied} until end of turn, except it isn't legendary.")
    ability = spell.abilities[0]
    assert ability.supported, ability.problem
    (copy,) = ability.effects
    assert isinstance(copy, BecomeCopy) and copy.original.relation is Relation.TARGET
    assert copy.subject.excluded is Relation.TARGET  # the others, not the target
    assert [e.kind for e in copy.exceptions] == ["not_legendary"]


def test_a_visit_copy_line_stays_unsupported_702_159a() -> None:
    # mtglab doesn't roll to visit Attractions: the visit ability isn't played
    attraction = ml.Card.from_text(
        name="Test Mirrors", mana_cost="{2}", type_line="Artifact — Attraction",
        oracle_text="Visit — Choose target creature you control. Each other creature you "
        "control becomes a copy of that creature until end of turn.")
    ability = attraction.abilities[0]
    assert not ability.supported and "visit" in ability.problem
