"""A spell that searches its controller's library (701.23): Rampant Growth finds a basic
land and puts it onto the battlefield tapped, then the library is shuffled; a card the
search can't find stays in the library."""

from __future__ import annotations

import pytest

import mtglab as ml


def test_rampant_growth_puts_the_chosen_basic_land_onto_the_battlefield_tapped() -> None:
    b = ml.Board()
    b.add("Forest")
    b.add("Plains", zone="library")
    b.add("Swamp", zone="library")
    b.add_mana("you", "GG")
    with pytest.raises(ml.ChoiceRequired) as err:  # two basic land cards to choose from
        b.cast("Rampant Growth")
    assert sorted(o.split(" #")[0] for o in err.value.options) == ["Plains", "Swamp"]
    assert b.mana_pool("you") == "GG"  # a failed action changes nothing
    b.cast("Rampant Growth", choices=["Swamp"])
    assert b.is_tapped(b.get("Swamp"))  # "put that card onto the battlefield tapped"
    assert [c.name for c in b.cards("you", "library")] == ["Plains"]
    assert "Rampant Growth" in set(b.graveyard("you")["name"])


def test_only_a_card_the_search_describes_can_be_found() -> None:  # 701.23a
    b = ml.Board()
    b.add("Llanowar Elves", zone="library")
    b.add("Island", zone="library")
    b.add_mana("you", "GG")
    b.cast("Rampant Growth")  # the Island is the only basic land card: found
    assert b.is_tapped(b.get("Island"))
    assert [c.name for c in b.cards("you", "library")] == ["Llanowar Elves"]
