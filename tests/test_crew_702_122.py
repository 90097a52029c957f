"""Crew N (CR 702.122): an activated ability of Vehicles that taps other untapped
creatures with total power N or greater and makes the Vehicle an artifact creature until
end of turn; a Vehicle's "activate only if ~ is a creature" mana ability then works."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.audit.mana import play_alone
from mtglab.audit.outcome import PlayOutcome

RACER = ml.Card.from_text(
    name="Flywheel Racer", mana_cost="{4}", type_line="Artifact — Vehicle", power="3",
    toughness="3",
    oracle_text="Vigilance\n{T}: Add one mana of any color. Activate only if Flywheel Racer "
                "is a creature.\nCrew 1 (Tap any number of creatures you control with total "
                "power 1 or more: This Vehicle becomes an artifact creature until end of "
                "turn.)")


def _bear(b: ml.Board, power: int = 2, **kw: object) -> ml.Permanent:
    return b.create_token(name="Bear", types=["Creature"], power=power, toughness=2, **kw)


def test_crew_is_an_activated_ability_not_a_mana_ability_cr_702_122a_605_1a() -> None:
    crew = RACER.abilities[2]
    assert crew.kind is ml.AbilityKind.ACTIVATED and crew.supported
    assert not crew.is_mana_ability


def test_an_uncrewed_vehicle_is_no_creature_and_its_mana_ability_waits_cr_301_7() -> None:
    b = ml.Board()
    racer = b.add(RACER)
    assert "Creature" not in b.characteristics(racer)["types"]
    assert not b.can_activate(racer, 1)
    assert any("702.122a" in p for p in b.activation_problems(racer, 2))  # nothing to tap


def test_crewing_makes_an_artifact_creature_with_printed_pt_cr_702_122a_301_7b() -> None:
    b = ml.Board()
    racer = b.add(RACER)
    bear = _bear(b, controlled_since_turn_start=False)  # summoning sick: it may crew
    b.activate(racer, 2, costs={"crew": bear})
    chars = b.characteristics(racer)
    assert chars["types"] == ("Artifact", "Creature")
    assert (chars["power"], chars["toughness"]) == (3, 3)
    assert b.is_tapped(bear)
    assert b.productions(racer, 1) == frozenset("WUBRG")
    assert b.activate(racer, 1, choices=["R"]).mana == "R"
    b.pass_turn()  # "until end of turn" (514.2)
    assert "Creature" not in b.characteristics(racer)["types"]


def test_crew_needs_total_power_n_from_other_untapped_creatures_cr_702_122a() -> None:
    big = ml.Card.from_text(name="Big Vehicle", mana_cost="{3}",
                            type_line="Artifact — Vehicle", power="5", toughness="5",
                            oracle_text="Crew 3")
    b = ml.Board()
    v = b.add(big)
    one, two = _bear(b, 1), _bear(b, 2)
    _bear(b, 5, tapped=True)  # tapped: can't crew
    with pytest.raises(ml.ChoiceRequired):
        b.activate(v, 0)
    with pytest.raises(ml.IllegalActionError, match=r"702\.122a"):
        b.activate(v, 0, costs={"crew": two})  # power 2 < 3
    b.activate(v, 0, costs={"crew": [one, two]})
    assert b.is_tapped(one) and b.is_tapped(two)
    assert "Creature" in b.characteristics(v)["types"]


def test_flywheel_racer_plays_alone_once_crewed() -> None:
    check = play_alone(RACER, 1)
    assert check.outcome is PlayOutcome.PLAYED and check.totals == frozenset("WUBRG")
