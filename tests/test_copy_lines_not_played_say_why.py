"""Copy lines the engine can't play say which part stops them (DESIGN: "supported" is a
promise; an unsupported line names the part): a mode of a modal spell (CR 700.2) and an
Attraction's visit ability (702.159a, 701.52), even where the effect alone reads."""

from __future__ import annotations

import mtglab as ml


def test_a_modal_triggers_copy_mode_names_modes_700_2() -> None:
    # modes are chosen for instants and sorceries only (tests/test_modal_spells_700_2.py)
    card = ml.Card.from_text(
        name="Hallcreeper", mana_cost="{1}{U}", type_line="Creature — Horror", power="1",
        toughness="1",
        oracle_text="Whenever this creature deals combat damage to a player, choose one —\n"
        "• Draw a card.\n• This creature becomes a copy of another target creature you "
        "control.")
    mode = card.abilities[-1]
    assert not mode.supported
    assert "CR 700.2" in mode.problem and "effect alone is understood" in mode.problem


def test_a_visit_ability_names_attractions_702_159a() -> None:
    card = ml.Card.from_text(
        name="Hall of Mirrors", type_line="Artifact — Attraction",
        oracle_text="Visit — Choose target creature you control. Each other creature you "
        "control becomes a copy of that creature until end of turn, except it isn't "
        "legendary if the chosen creature is legendary.")
    visit = card.abilities[0]
    assert not visit.supported and "702.159a" in visit.problem
