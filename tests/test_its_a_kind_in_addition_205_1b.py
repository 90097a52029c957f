""""As long as <condition>, it's a <kind> in addition to its other types" (CR 205.1b,
611.3a): "it's" is the subject, the object the condition names; layer 4 (613.1d) adds
the kind while the condition holds. A noncreature becomes a creature this way only where
the condition makes it a Vehicle, which has a printed power and toughness (301.7).
Every corpus line with this wording is read and played through the public API."""

from __future__ import annotations

from typing import Any

import pytest

import mtglab as ml
from mtglab.cards.effects import ModifyPT, Relation
from mtglab.cards.oracle.parser import parse_ability
from tests.static_lines import real, wording

_VEHICLE_CASES = wording(r"As long as enchanted permanent is a Vehicle, it's a creature "
                         r"in addition to its other types\.") or [None]


def _ids(case: Any) -> str:
    return case[0].name if case else "no corpus"


@pytest.mark.parametrize("case", _VEHICLE_CASES, ids=_ids)
def test_an_enchanted_vehicle_is_also_a_creature_cr_205_1b_301_7(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, ability = case
    assert ability.supported, ability.problem
    b = ml.Board()
    copter = b.add(real("Smuggler's Copter"))
    assert "Creature" not in b.characteristics(copter)["types"]  # uncrewed (301.7b)
    b.add(face, attached_to=copter)
    c = b.characteristics(copter)
    assert "Creature" in c["types"] and "Artifact" in c["types"]  # 205.1b: both kept
    assert "Vehicle" in c["subtypes"]
    assert (c["power"], c["toughness"]) == (3 + _bonus(face)[0], 3 + _bonus(face)[1])


@pytest.mark.parametrize("case", _VEHICLE_CASES, ids=_ids)
def test_the_condition_off_the_enchanted_creature_is_unchanged_cr_611_3a(case: Any) -> None:
    if case is None:
        pytest.skip("needs the corpus")
    face, _ability = case
    b = ml.Board()
    bears = b.add(real("Grizzly Bears"))
    b.add(face, attached_to=bears)
    c = b.characteristics(bears)
    assert tuple(c["types"]) == ("Creature",)
    assert "Vehicle" not in c["subtypes"]


def _bonus(face: Any) -> tuple[int, int]:
    """The "+N/+M" the Aura's other line gives (613.4c)."""
    for a in face.abilities:
        for e in a.effects:
            if isinstance(e, ModifyPT):
                return e.power, e.toughness
    return 0, 0


def test_its_a_creature_without_a_vehicle_condition_stays_unsupported_cr_208_3() -> None:
    # a noncreature made a creature with no power and toughness: not read (208.3)
    line = "As long as enchanted permanent is an artifact, it's a creature in addition " \
        "to its other types."
    assert not parse_ability(line, name="Test Aura").supported


def test_its_a_kind_names_the_conditions_subject_cr_611_3a() -> None:
    ability = parse_ability("As long as ~ is untapped, it's a Dragon in addition to its "
                            "other types.", name="Test Card")
    assert ability.supported, ability.problem
    change = ability.effects[0]
    assert change.selector.relation is Relation.SELF
    assert change.subtypes == ("Dragon",)
