"""Mana abilities whose costs feed or empty a zone, activated while paying another cost
(601.2g-h): what one cost puts in a graveyard another may take, and what a mana ability
discards the cost being paid can't discard again. ``can_activate`` agrees with
``activate`` (two cases the property test found)."""

from __future__ import annotations

import mtglab as ml


def _artifact(name: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line="Artifact", oracle_text=text)


def test_a_discard_for_mana_feeds_a_forage_cost_cr_701_61a_601_2g() -> None:
    # two cards in the graveyard: discarding the Spirit Guide for {B} makes three, so the
    # Forager can forage (exile three graveyard cards) for the {G} Green Relic needs
    relic = _artifact("Green Relic", "{G}, {T}: Add {U}{U}.")
    familiar = ml.Card.from_text(name="Grave Familiar", type_line="Creature — Imp",
                                 oracle_text="Discard a card: Add {B}.", power="1",
                                 toughness="1")
    forager = ml.Card.from_text(name="Test Forager", type_line="Creature — Raccoon",
                                oracle_text="{T}, Forage: Add one mana of any color.",
                                power="1", toughness="1")
    b = ml.Board()
    r = b.add(relic)
    fam = b.add(familiar)
    fo = b.add(forager)
    b.add("Simian Spirit Guide", zone="hand")
    for _ in range(2):
        b.add("Plains", zone="graveyard")
    assert b.can_pay("{G}")
    assert b.can_activate(r, 0)
    b.activate(fam, 0)  # the Guide goes to the graveyard (701.9a)
    b.activate(fo, 0, choices=["G"],
               costs={"forage": [c.id for c in b.cards("you", "graveyard")][:3]})
    b.activate(r, 0)
    assert b.mana_pool("you") == "UUB"


def test_lions_eye_diamond_leaves_nothing_for_a_discard_cost_cr_601_2g_h_701_9b() -> None:
    # its mana ability discards the whole hand before the cost is paid: "Discard a card"
    # then has no card to discard, so the Press can't be activated with that mana
    press = _artifact("Grief Press", "{1}, Discard a card: You gain 1 life.")
    b = ml.Board()
    p = b.add(press)
    b.add("Lion's Eye Diamond")
    b.add("Island", zone="hand")
    assert not b.can_activate(p, 0)
