"""Delayed triggered abilities created by mana abilities (CR 603.7), counters removed as
an effect (122.1), and drawing from the library (121.1, 704.5b).

A delayed trigger is created as the ability resolves (603.7a) and triggers once, at its
moment (603.7b-c): the next end step, the next turn's upkeep, or its controller's next
untap step. ``b.pass_turn()`` goes through those moments.
"""

from __future__ import annotations

import mtglab as ml


def _card(name: str, type_line: str, text: str) -> ml.Card:
    return ml.Card.from_text(name=name, type_line=type_line, oracle_text=text)


SEXTANT = _card("Barbed Sextant", "Artifact",
                "{1}, {T}, Sacrifice Barbed Sextant: Add one mana of any color. Draw a card "
                "at the beginning of the next turn's upkeep.")
VALE = _card("Rainbow Vale", "Land",
             "{T}: Add one mana of any color. An opponent gains control of Rainbow Vale at "
             "the beginning of the next end step.")
PARADISE = _card("Undiscovered Paradise", "Land",
                 "{T}: Add one mana of any color. During your next untap step, as you untap "
                 "your permanents, return Undiscovered Paradise to its owner's hand.")
PRIEST = ml.Card.from_text(
    name="Farrelite Priest", type_line="Creature — Human Cleric", power=1, toughness=3,
    oracle_text="{1}: Add {W}. If this ability has been activated four or more times this "
                "turn, sacrifice Farrelite Priest at the beginning of the next end step.")
TEMPLE = _card("Temple of Cyclical Time", "Land",
               "{T}: Add {U}. Remove a time counter from Temple of Cyclical Time.")


def test_the_card_is_drawn_at_the_next_upkeep_not_now_603_7() -> None:
    b = ml.Board()
    sextant = b.add(SEXTANT)
    b.add("Island", zone="library")
    b.add_mana("you", "C")
    assert b.activate(sextant, 0, choices=["U"]).mana == "U"
    assert b.hand("you").empty  # not yet
    b.pass_turn()  # the next turn's upkeep: the opponent's turn (603.7c)
    assert list(b.hand("you")["name"]) == ["Island"]
    assert b.library("you").empty
    b.pass_turn()
    assert len(b.hand("you")) == 1  # it triggers only once (603.7c)


def test_rainbow_vale_goes_to_an_opponent_at_the_end_step_603_7() -> None:
    b = ml.Board()
    vale = b.add(VALE)
    b.activate(vale, 0, choices=["G"])
    assert b.controller(vale) == "you"
    b.pass_turn()
    assert b.controller(vale) == "opponent"


def test_undiscovered_paradise_returns_during_your_next_untap_step_603_7() -> None:
    b = ml.Board()
    paradise = b.add(PARADISE)
    b.activate(paradise, 0, choices=["W"])
    b.pass_turn()  # the opponent's untap step is not yours
    assert str(b.get("Undiscovered Paradise")) == "Undiscovered Paradise"
    b.pass_turn()
    assert list(b.hand("you")["name"]) == ["Undiscovered Paradise"]
    assert paradise.id not in b.state.permanents


def test_farrelite_priest_is_sacrificed_only_after_a_fourth_activation() -> None:
    b = ml.Board()
    priest = b.add(PRIEST)
    b.add_mana("you", "CCCC")
    for _ in range(3):
        b.activate(priest, 0)
    assert b.state.delayed == ()  # the condition is checked as it resolves (603.7a)
    b.activate(priest, 0)
    b.pass_turn()
    assert list(b.graveyard("you")["name"]) == ["Farrelite Priest"]


def test_temple_loses_a_time_counter_as_it_adds_mana_122_1() -> None:
    b = ml.Board()
    temple = b.add(TEMPLE, counters={"time": 2})
    assert b.activate(temple, 0).mana == "U"
    assert b.counters(temple) == {"time": 1}


def test_drawing_from_an_empty_library_loses_the_game_704_5b() -> None:
    b = ml.Board()
    sextant = b.add(SEXTANT)
    b.add_mana("you", "C")
    b.activate(sextant, 0, choices=["R"])
    b.pass_turn()
    assert any("704.5b" in rule for rule in b.log["rule"])
