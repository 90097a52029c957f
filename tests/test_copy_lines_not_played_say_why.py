"""Copy lines the engine can't play say which part stops them (DESIGN: "supported" is a
promise; an unsupported line names the part): a mode of a modal spell (CR 700.2) and an
Attraction's visit ability (702.159a, 701.52), even where the effect alone reads."""

from __future__ import annotations

import mtglab as ml


def test_a_modal_spells_copy_mode_names_modes_700_2() -> None:
    card = ml.Card.from_text(
        name="Masterful Replication", mana_cost="{5}{U}", type_line="Instant",
        oracle_text="Choose one —\n• Create two 3/3 colorless Golem artifact creature "
        "tokens.\n• Choose target artifact you control. Each other artifact you control "
        "becomes a copy of that artifact until end of turn.")
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
