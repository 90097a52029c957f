"""ml.deck_mana passes a search (701.23) only the library's lands it can find: a card
that doesn't match the search is never one of its choices (701.23a), so the engine's
outcomes of a fetch land are the same with the whole library and with those lands."""

from __future__ import annotations

import random

import mtglab as ml
from mtglab.manabase.positions import Perm, Positions

LANDS = ["Forest", "Plains", "Island", "Temple Garden", "Hallowed Fountain",
         "Breeding Pool", "Vivid Meadow"]


def test_windswept_heath_finds_its_forest_or_plains_cards_701_23() -> None:
    # "Search your library for a Forest or Plains card": basic land types (205.3i) of
    # Forest, Plains and the shock lands that have one of them
    positions = Positions([ml.card(n) for n in [*LANDS, "Windswept Heath",
                                                "Rampant Growth"]])
    assert positions.findable("Windswept Heath", LANDS) == (
        "Breeding Pool", "Forest", "Hallowed Fountain", "Plains", "Temple Garden")
    # Rampant Growth: "a basic land card" (305.6)
    assert positions.findable("Rampant Growth", LANDS) == ("Forest", "Island", "Plains")


def test_a_fetch_lands_outcomes_are_the_same_with_the_lands_it_can_find_701_23a() -> None:
    positions = Positions([ml.card(n) for n in [*LANDS, "Windswept Heath"]])
    findable = positions.findable("Windswept Heath", LANDS)
    assert findable is not None
    rng = random.Random(5)
    for _ in range(4):
        library = tuple(sorted(rng.sample(LANDS, rng.randint(0, len(LANDS)))))
        start = positions.number(tuple(sorted(
            [Perm(n) for n in rng.sample(LANDS, rng.randint(0, 3))], key=repr)))
        restricted = tuple(n for n in findable if n in library)
        assert positions.play_land(start, "Windswept Heath", library) == \
            positions.play_land(start, "Windswept Heath", restricted), library
