"""A library search that puts the card found into the graveyard, and a copy of "that
card" (CR 701.23a, 400.7, 707.2, 514.2): Scion of the Ur-Dragon.

"{2}: Search your library for a Dragon permanent card and put it into your graveyard. If
you do, ~ becomes a copy of that card until end of turn. Then shuffle."
"""

from __future__ import annotations

import mtglab as ml

SCION = ml.Card.from_text(
    name="Scion of the Ur-Dragon", mana_cost="{W}{U}{B}{R}{G}",
    type_line="Legendary Creature — Dragon Avatar", power="4", toughness="4",
    oracle_text="Flying\n{2}: Search your library for a Dragon permanent card and put it "
                "into your graveyard. If you do, Scion of the Ur-Dragon becomes a copy of "
                "that card until end of turn. Then shuffle.")
DRAGON = ml.Card.from_text(name="Shivan Dragon", mana_cost="{4}{R}{R}",
                           type_line="Creature — Dragon", power="5", toughness="5",
                           oracle_text="Flying\n{R}: Shivan Dragon gets +1/+0 until end of "
                                       "turn.")
KINDRED = ml.Card.from_text(name="Dragon Breath Spell", mana_cost="{1}{R}",
                            type_line="Kindred Sorcery — Dragon",
                            oracle_text="Draw a card.")
ISLAND = ml.Card.from_text(name="Library Island", type_line="Basic Land — Island",
                           oracle_text="({T}: Add {U}.)")


def _scion(*library: ml.Card) -> tuple[ml.Board, object]:
    b = ml.Board()
    scion = b.add(SCION)
    for card in library:
        b.add(card, zone="library")
    b.add_mana("you", "CC")
    return b, scion


def test_the_card_found_goes_to_the_graveyard_and_scion_copies_it_701_23a_707_2() -> None:
    b, scion = _scion(ISLAND, DRAGON)
    b.activate(scion, "{2}: Search")  # the only Dragon permanent card is found
    assert list(b.graveyard("you")["name"]) == ["Shivan Dragon"]
    c = b.characteristics(scion)
    # the copiable values of the card in the graveyard (707.2): its name, cost, P/T and
    # abilities; Scion's own ability is gone with the rest of its values
    assert (c["name"], c["power"], c["toughness"]) == ("Shivan Dragon", 5, 5)
    assert not any(t.startswith("{2}: Search") for t in c["abilities"])
    assert list(b.library("you")["name"]) == ["Library Island"]


def test_the_copy_ends_at_end_of_turn_514_2() -> None:
    b, scion = _scion(DRAGON)
    b.activate(scion, "{2}: Search")
    b.pass_turn()  # its cleanup step: "until end of turn" effects end (514.2)
    assert b.characteristics(scion)["name"] == "Scion of the Ur-Dragon"


def test_a_dragon_card_that_isnt_a_permanent_card_isnt_found_110_4a() -> None:
    b, scion = _scion(KINDRED)
    b.activate(scion, "{2}: Search")
    # no Dragon permanent card: the search finds nothing (701.23b) and "if you do" fails
    # (608.2c): Scion stays itself
    assert list(b.graveyard("you")["name"]) == []
    assert b.characteristics(scion)["name"] == "Scion of the Ur-Dragon"
    assert list(b.library("you")["name"]) == ["Dragon Breath Spell"]


def test_the_player_chooses_among_the_dragon_permanent_cards_701_23a() -> None:
    other = ml.Card.from_text(name="Shock Drake", mana_cost="{1}{U}",
                              type_line="Creature — Drake Dragon", power="1", toughness="1")
    b, scion = _scion(DRAGON, other, KINDRED)
    ask = b.activation_problems(scion, "{2}: Search")
    assert ask == []
    try:
        b.activate(scion, "{2}: Search")
    except ml.ChoiceRequired as exc:  # two Dragon permanent cards: the player picks
        assert sorted(str(o).split(" #")[0] for o in exc.options) == ["Shivan Dragon",
                                                                     "Shock Drake"]
    else:
        raise AssertionError("the search's choice wasn't asked")
    b.activate(scion, "{2}: Search", choices=["Shock Drake"])
    assert b.characteristics(scion)["name"] == "Shock Drake"
