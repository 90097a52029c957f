"""Triggered abilities by which a permanent becomes a copy of the creature that entered
(CR 707.4, 603.2, 611.2a, 707.9b): Unstable Shapeshifter, Renegade Doppelganger.

"That creature" is the permanent whose entering triggered the ability — not a target
(115.10), so nothing is chosen as it goes on the stack (603.3d); the source becomes a
copy without entering or leaving the battlefield (707.4).
"""

from __future__ import annotations

import pytest

import mtglab as ml


def creature(name: str, text: str, cost: str, pt: tuple[str, str],
             subtype: str = "Shapeshifter") -> ml.Card:
    return ml.Card.from_text(name=name, mana_cost=cost, type_line=f"Creature — {subtype}",
                             oracle_text=text, power=pt[0], toughness=pt[1])


UNSTABLE = creature("Unstable Shapeshifter", "Whenever another creature enters the "
                    "battlefield, Unstable Shapeshifter becomes a copy of that creature, "
                    "except it has this ability.", "{3}{U}", ("0", "1"))
RENEGADE = creature("Renegade Doppelganger", "Whenever another creature enters the "
                    "battlefield under your control, you may have Renegade Doppelganger "
                    "become a copy of that creature until end of turn.", "{1}{U}", ("0", "1"))
BEAR = creature("Bear", "", "{1}{G}", ("2", "2"), "Bear")
FLASH_BEAR = creature("Flash Bear", "Flash", "{1}{G}", ("2", "2"), "Bear")
OGRE = creature("Ogre", "", "{2}{R}", ("3", "3"), "Ogre")


def test_it_becomes_a_copy_keeping_this_ability_707_4_707_9b() -> None:
    b = ml.Board()
    shifter = b.add(UNSTABLE)
    b.add_mana("opponent", "GG")
    b.cast(FLASH_BEAR, controller="opponent")  # any player's creature (603.2)
    b.resolve()  # the trigger
    looks = b.permanents.set_index("id").loc[shifter.id]
    assert looks["name"] == "Flash Bear" and (looks["power"], looks["toughness"]) == (2, 2)
    # it has this ability (707.9b): the next creature makes it a copy again
    b.add_mana("you", "RRR")
    b.cast(OGRE)
    b.resolve()
    assert b.permanents.set_index("id").loc[shifter.id]["name"] == "Ogre"


def test_without_this_ability_the_copy_loses_the_trigger_707_2() -> None:
    b = ml.Board()
    doppel = b.add(RENEGADE)
    b.add_mana("you", "GG")
    b.cast(BEAR)
    b.resolve(choices=[True])  # "you may" (603.5)
    assert b.permanents.set_index("id").loc[doppel.id]["name"] == "Bear"
    b.add_mana("you", "RRR")
    b.cast(OGRE)  # a Bear copy has no such ability: nothing triggers
    assert b.stack.empty
    assert b.permanents.set_index("id").loc[doppel.id]["name"] == "Bear"


def test_you_may_decline_603_5() -> None:
    b = ml.Board()
    doppel = b.add(RENEGADE)
    b.add_mana("you", "GG")
    b.cast(BEAR)
    b.resolve(choices=[False])
    assert b.permanents.set_index("id").loc[doppel.id]["name"] == "Renegade Doppelganger"


def test_under_your_control_only_603_2() -> None:
    b = ml.Board()
    b.add(RENEGADE)
    b.add_mana("opponent", "GG")
    b.cast(FLASH_BEAR, controller="opponent")
    assert b.stack.empty  # the opponent's creature doesn't trigger it


@pytest.mark.parametrize("card", [UNSTABLE, RENEGADE])
def test_the_lines_are_supported(card: ml.Card) -> None:
    assert card.abilities[0].supported, card.abilities[0].problem


def test_until_end_of_turn_ends_in_the_cleanup_step_514_2() -> None:
    b = ml.Board()
    doppel = b.add(RENEGADE)
    b.add_mana("you", "GG")
    b.cast(BEAR)
    b.resolve(choices=[True])
    b.pass_turn()
    assert b.permanents.set_index("id").loc[doppel.id]["name"] == "Renegade Doppelganger"
