"""", where X is <amount>," said inside a search, before what is done with the cards found
("Search your library for up to X basic land cards, where X is the number of lands you
control, put them onto the battlefield tapped, then shuffle"): X is what the text says
wherever it says it (CR 107.3c), so the search (701.23a) reads as it does with the where
clause at the end of its instructions."""

from __future__ import annotations

import pytest

import mtglab as ml


def _spell(text: str) -> ml.Ability:
    return ml.Card.from_text(name="Test Spell", type_line="Sorcery", mana_cost="{2}{G}",
                             oracle_text=text).abilities[0]


@pytest.mark.parametrize(("inside", "at_the_end"), [
    ("Search your library for up to X basic land cards, where X is the number of lands you "
     "control, put them onto the battlefield tapped, then shuffle.",
     "Search your library for up to X basic land cards, put them onto the battlefield "
     "tapped, then shuffle, where X is the number of lands you control."),
    ("Search target player's library for up to X cards, where X is the number of Swamps "
     "you control, and exile them. Then that player shuffles.",
     "Search target player's library for up to X cards and exile them, where X is the "
     "number of Swamps you control. Then that player shuffles."),
])
def test_the_amount_is_the_same_wherever_it_is_said_cr_107_3c(inside: str,
                                                               at_the_end: str) -> None:
    a, b = _spell(inside), _spell(at_the_end)
    assert a.supported and b.supported
    assert a.effects == b.effects


FOREST = ml.Card.from_text(name="Test Forest", type_line="Basic Land — Forest",
                           oracle_text="({T}: Add {G}.)")
REALMS = ml.Card.from_text(
    name="Test Realms", type_line="Sorcery", mana_cost="{G}",
    oracle_text="Search your library for up to X basic land cards, where X is the number of "
                "lands you control, put them onto the battlefield tapped, then shuffle.")


def test_the_lands_found_are_as_many_as_the_lands_controlled_cr_701_23a() -> None:
    b = ml.Board()
    for _ in range(5):
        b.add(FOREST, "you", zone="library")
    b.add(FOREST)
    b.add(FOREST)  # two lands: X is 2
    b.add_mana("you", "G")
    b.cast(REALMS)
    frame = b.permanents
    tapped = [bool(t) for n, t in zip(frame["name"], frame["tapped"], strict=True)
              if n == "Test Forest"]
    assert sorted(tapped) == [False, False, True, True]  # two found, put there tapped
    assert len(b.library("you")) == 3
