"""Paying a mana cost from the mana pool (CR 601.2h, 107.4, 118.3), checked exhaustively.

Each symbol is paid by the mana its rule allows: a colored symbol by one mana of its
color (107.4a), {C} only by colorless mana (107.4c), a hybrid symbol by either half
(107.4e), {2/W} by one white or two of any type (107.4e), a Phyrexian symbol by its color
or 2 life (107.4f), generic by any type (107.4b). A cost can be paid exactly when some
choice of halves leaves a pool that holds each color asked for and enough for the rest;
the tests enumerate those choices and compare with ``Board.cast``.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mtglab as ml

#: each symbol's ways of being paid: (colored mana it takes, generic it adds, life)
WAYS: dict[str, list[tuple[str, int, int]]] = {
    "{W}": [("W", 0, 0)], "{U}": [("U", 0, 0)], "{C}": [("C", 0, 0)],
    "{1}": [("", 1, 0)], "{W/U}": [("W", 0, 0), ("U", 0, 0)],
    "{2/W}": [("W", 0, 0), ("", 2, 0)], "{W/P}": [("W", 0, 0), ("", 0, 2)],
}


def payable_by_enumeration(pool: str, symbols: list[str], life: int) -> bool:
    have = Counter(pool)
    for ways in itertools.product(*(WAYS[s] for s in symbols)):
        colored = Counter("".join(w[0] for w in ways))
        generic = sum(w[1] for w in ways)
        paid_life = sum(w[2] for w in ways)
        if paid_life > life or any(colored[t] > have[t] for t in colored):
            continue  # 119.4: a player can pay life only up to their life total
        if sum(have.values()) - sum(colored.values()) >= generic:
            return True
    return False


def casts(pool: str, symbols: list[str], life: int = 20) -> bool:
    b = ml.Board(life=life)
    card = ml.Card.from_text(name="Cost Probe", mana_cost="".join(symbols),
                             type_line="Artifact")
    if pool:
        b.add_mana("you", pool)
    try:
        b.cast(card)
    except ml.IllegalActionError:
        return False
    return True


@settings(max_examples=60, deadline=None)
@given(pool=st.text(alphabet="WUC", max_size=7),
       symbols=st.lists(st.sampled_from(sorted(WAYS)), min_size=1, max_size=6))
def test_a_cost_is_paid_exactly_when_some_choice_of_halves_pays_it(pool: str,
                                                                   symbols: list[str]) -> None:
    assert casts(pool, symbols) == payable_by_enumeration(pool, symbols, 20)


def test_phyrexian_symbols_are_paid_with_life_only_while_the_player_has_it() -> None:
    # 107.4f and 119.4: two life per symbol; with 3 life only one {W/P} goes to life
    assert casts("", ["{W/P}"], life=3)
    assert not casts("", ["{W/P}", "{W/P}"], life=3)


@pytest.mark.parametrize("n", [6, 12])
def test_many_hybrid_symbols_one_too_many_for_the_pool(n: int) -> None:
    # 2n white-or-blue symbols and one more {W} against n white and n blue: one short
    # (107.4e; the search used to try every unit for every symbol)
    pool = "W" * n + "U" * n
    assert not casts(pool, ["{W/U}"] * (2 * n) + ["{W}"])
    assert casts(pool, ["{W/U}"] * (2 * n - 1) + ["{W}"])


def test_chosen_mana_uses_the_unit_that_may_pay_cr_601_2h_106_6() -> None:
    # Ancient Ziggurat's {G} may only cast creature spells; the Forest's {G} pays an
    # artifact's ability when the player says "pay with G".
    b = ml.Board()
    ziggurat, forest = b.add("Ancient Ziggurat"), b.add("Forest")
    gadget = b.add(ml.Card.from_text(name="Test Gadget", type_line="Artifact",
                                     mana_cost="{1}", oracle_text="{G}: You gain 1 life."))
    b.activate(ziggurat, 0, choices=["G"])
    b.activate(forest, 0)
    b.activate(gadget, 0, costs={"mana": "G"})
    assert b.life("you") == 21 and b.mana_pool("you") == "G"
