"""ml.deck_mana decides what a position of simple sources can pay from the totals each
permanent could add (asked of the engine once per permanent) instead of asking
``Board.can_pay`` of each position: on random positions of real lands, mana creatures
(302.6), rocks and filters (605.3a, 601.2g-h), the two agree on every cost."""

from __future__ import annotations

import random

import mtglab as ml
from mtglab.manabase.positions import Perm, Positions

NAMES = ["Forest", "Plains", "Island", "Temple Garden", "Hallowed Fountain", "Vivid Meadow",
         "Birds of Paradise", "Noble Hierarch", "Azorius Signet", "Selesnya Signet",
         "Sol Ring", "Battlefield Forge", "Talisman of Progress", "Llanowar Elves",
         "Mind Stone", "Mana Confluence"]
COSTS = ["{W}", "{G}{W}", "{U}{U}", "{1}{W}{U}", "{2}{G}", "{W}{W}{U}", "{3}{U}", "{C}",
         "{2}{C}", "{G}{G}{G}", "{4}", "{1}{R}"]


def test_totals_decide_like_can_pay_on_random_positions() -> None:
    positions = Positions([ml.card(n) for n in NAMES])
    assert set(NAMES) == positions.simple_cards
    rng = random.Random(1)
    checked = 0
    for _ in range(120):
        perms = []
        for _k in range(rng.randint(0, 6)):
            name = rng.choice(NAMES)
            perms.append(Perm(name, tapped=rng.random() < 0.2,
                              fresh=name in positions.creatures and rng.random() < 0.3,
                              counters=(("charge", 2),) if name == "Vivid Meadow" else ()))
        number = positions.number(tuple(sorted(perms, key=repr)))
        board = positions.board(positions.position(number))
        for cost in COSTS:
            assert positions.payable(number, positions.cost(cost)) == board.can_pay(cost), \
                (perms, cost)
            checked += 1
    assert checked == 120 * len(COSTS)
