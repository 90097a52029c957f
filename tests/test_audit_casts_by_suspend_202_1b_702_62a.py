"""A card with no mana cost can't be cast by paying it (CR 202.1b); one with suspend is
cast when the last time counter is removed from it in exile, without paying its mana
cost (702.62a). The audit plays such a card's spell text that way."""

from __future__ import annotations

import pytest

import mtglab as ml
from mtglab.audit import PlayOutcome, play_ability

VISION = ml.Card.from_text(name="Test Vision", mana_cost=None, type_line="Sorcery",
                           color_indicator=["U"],
                           oracle_text="Suspend 2—{U}\nTarget player draws three cards.")


def test_it_cant_be_cast_by_paying_its_mana_cost_202_1b() -> None:
    b = ml.Board()
    b.add_mana("you", "UUUU")
    with pytest.raises(ml.IllegalActionError, match=r"202\.1b"):
        b.cast(VISION, controller="you", targets=["opponent"])


def test_the_audit_plays_its_spell_text_by_suspend_702_62a() -> None:
    spell = next(a for a in VISION.abilities if a.kind.value == "spell")
    assert spell.supported
    assert play_ability(VISION, spell).outcome is PlayOutcome.PLAYED
