"""Copy lines the engine can't play say which part stops them (DESIGN: "supported" is a
promise; an unsupported line names the part): a mode under a header mtglab doesn't read
(CR 700.2) and an Attraction's visit ability (702.159a, 701.52), even where the effect
alone reads."""

from __future__ import annotations

import mtglab as ml


def test_a_copy_mode_under_a_header_not_read_names_modes_700_2() -> None:
    # a permanent's "choose one —" trigger is read (tests/test_modal_triggers_603_3c.py);
    # Kharis & The Beholder's bullets hang on a charisma check (a d20 roll, 706), which
    # is no "choose" header: its copy mode stays unsupported, the bullet named as the part
    # not understood (a mode of a modal ability, 700.2, without a header read)
    card = ml.Card.from_text(
        name="Kharis & The Beholder", mana_cost="{1}{G}{G}{W}{W}",
        type_line="Legendary Creature — Dragon Eye Wizard", power="1", toughness="20",
        oracle_text="Flying\nWhen Kharis & The Beholder enters the battlefield and at the "
        "beginning of your upkeep, create a 1/1 white Human creature token and make a "
        "charisma check. (Roll a d20.)\n• If the result plus the number of creatures you "
        "control is greater than 11, put a +1/+1 counter on each creature you control.\n"
        "• If the result is a natural 20, for each nonlegendary creature you control, "
        "create a token that's a copy of that creature.")
    mode = card.abilities[-1]
    assert not mode.supported
    assert mode.problem.startswith("not understood: ") and "• If the result" in mode.problem


def test_a_visit_ability_names_attractions_702_159a() -> None:
    card = ml.Card.from_text(
        name="Hall of Mirrors", type_line="Artifact — Attraction",
        oracle_text="Visit — Choose target creature you control. Each other creature you "
        "control becomes a copy of that creature until end of turn, except it isn't "
        "legendary if the chosen creature is legendary.")
    visit = card.abilities[0]
    assert not visit.supported and "702.159a" in visit.problem
