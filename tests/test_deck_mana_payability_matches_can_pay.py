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


# Sources of one mana each (Hall's condition decides them all from one table), and
# costs with hybrid symbols, which the table leaves to the engine (107.4e).
ONE_MANA = ["Forest", "Plains", "Island", "Temple Garden", "Hallowed Fountain",
            "Birds of Paradise", "Noble Hierarch", "Llanowar Elves", "Mana Confluence",
            "Battlefield Forge", "Vivid Meadow"]
MASK_COSTS = [*COSTS, "{W/U}{W/U}", "{G/W}{2}", "{W}{U}{G}", "{G}{G}{W}{W}", "{5}"]


def _random_position(positions: Positions, names: list[str], rng: random.Random) -> int:
    perms = []
    for _k in range(rng.randint(0, 7)):
        name = rng.choice(names)
        perms.append(Perm(name, tapped=rng.random() < 0.2,
                          fresh=name in positions.creatures and rng.random() < 0.3,
                          counters=(("charge", 2),) if name == "Vivid Meadow" else ()))
    return positions.number(tuple(sorted(perms, key=repr)))


def test_a_positions_mask_answers_every_cost_as_can_pay_601_2f_h_106_1() -> None:
    # What a set of permanents can pay is decided once per position (and once per
    # multiset of what its sources can add, 106.1): each cost is a bit of its mask,
    # and every bit is what Board.can_pay (601.2f-h) says of that cost there.
    positions = Positions([ml.card(n) for n in NAMES])
    questions = tuple(positions.cost(c) for c in MASK_COSTS)
    rng = random.Random(2)
    paid = 0
    for k in range(200):
        number = _random_position(positions, ONE_MANA if k % 2 else NAMES, rng)
        mask = positions.mask(number, questions)
        assert positions.mask(number, questions) == mask  # memoized, unchanged
        board = positions.board(positions.position(number))
        for bit, cost in enumerate(MASK_COSTS):
            assert bool(mask >> bit & 1) == board.can_pay(cost), \
                (positions.position(number), cost)
            paid += mask >> bit & 1
    assert 0 < paid < 200 * len(MASK_COSTS)  # both answers were checked


def test_positions_with_the_same_totals_share_one_mask_106_1() -> None:
    # Plains and a tapped Island beside a Birds of Paradise that arrived this turn
    # (302.6: it can't tap) add what Plains alone adds: the same answers.
    positions = Positions([ml.card(n) for n in NAMES])
    questions = tuple(positions.cost(c) for c in MASK_COSTS)
    alone = positions.number((Perm("Plains"),))
    beside = positions.number(tuple(sorted(
        [Perm("Plains"), Perm("Island", tapped=True), Perm("Birds of Paradise", fresh=True)],
        key=repr)))
    assert positions.mask(alone, questions) == positions.mask(beside, questions)
    assert positions.mask(alone, questions) == sum(
        1 << bit for bit, cost in enumerate(MASK_COSTS) if cost == "{W}")
