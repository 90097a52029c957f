"""Cards revealed from the hand, counted by the mana an ability adds (CR 701.20a).

Metalworker: "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each
card revealed this way." The player chooses how many (0 up to the matching cards in
their hand); ``b.productions`` lists a total for each number.
"""

from __future__ import annotations

import pytest

import mtglab as ml

METALWORKER = ml.Card.from_text(
    name="Metalworker", type_line="Artifact Creature — Construct", power=1, toughness=2,
    oracle_text="{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each "
                "card revealed this way.")
GODSPEAKER = ml.Card.from_text(
    name="Sacellum Godspeaker", type_line="Creature — Elf Druid", power=2, toughness=2,
    oracle_text="{T}: Reveal any number of creature cards with power 5 or greater from your "
                "hand. Add {G} for each card revealed this way.")


def test_metalworker_adds_two_for_each_artifact_card_revealed_701_20a() -> None:
    b = ml.Board()
    worker = b.add(METALWORKER)
    for name in ("Sol Ring", "Mind Stone", "Forest"):
        b.add(name, zone="hand")
    assert b.productions(worker, 0) == frozenset({"", "CC", "CCCC"})  # Forest isn't one
    with pytest.raises(ml.ChoiceRequired):
        b.activate(worker, 0)  # how many to reveal is the player's choice
    assert b.activate(worker, 0, choices=[2]).mana == "CCCC"
    assert len(b.hand("you")) == 3  # revealed cards stay in the hand


def test_godspeaker_counts_only_creatures_with_power_5_or_greater() -> None:
    b = ml.Board()
    elf = b.add(GODSPEAKER)
    b.add(ml.Card.from_text(name="Big", type_line="Creature — Beast", power=5, toughness=5),
          zone="hand")
    b.add(ml.Card.from_text(name="Small", type_line="Creature — Elf", power=4, toughness=4),
          zone="hand")
    assert b.productions(elf, 0) == frozenset({"", "G"})
