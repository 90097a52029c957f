"""The package imports, the catalogue loads, and the demo runs."""

from __future__ import annotations

import mtglab as ml
from mtglab.cli import main


def test_catalogue_has_at_least_150_cards() -> None:
    assert len(ml.catalogue()) >= 150


def test_llanowar_elves_taps_for_green_cr_605_1a() -> None:
    ability = ml.card("Llanowar Elves").abilities[0]
    assert ability.is_mana_ability and ability.supported


def test_demo_runs(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "Llanowar Elves" in out and "CR 302.6" in out
