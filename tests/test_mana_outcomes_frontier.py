"""``ml.mana_outcomes`` built as a frontier, kind of source by kind of source: exact
against the brute force of :mod:`mtglab.analysis.bruteforce` (every order and choice of
activations, CR 605.3a, 601.2g-h) on boards with filters and multi-mana sources, and
the frontier's pruning exact against a pairwise check.

A total is listed when no other reachable total has at least as much of every type
(106.1 types); a filter pays its mana cost from mana made before it (605.1a, 107.4).
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import mtglab as ml
from mtglab.analysis import frontier as fr
from mtglab.analysis.bruteforce import reachable_pools

CATARACTS = ml.Card.from_text(
    name="Cascading Cataracts", type_line="Land",
    oracle_text="Indestructible\n{T}: Add {C}.\n"
                "{5}, {T}: Add five mana in any combination of colors.")
SETTINGS = settings(deadline=None, max_examples=30, suppress_health_check=[HealthCheck.too_slow])


def outcomes(b: ml.Board) -> list[str]:
    return sorted(ml.mana_outcomes(b, "you")["mana"])


def maximal_brute(b: ml.Board) -> list[str]:
    pools = {p for p, _life in reachable_pools(b.state, "you")}
    return sorted(str(p) for p in pools if not any(q != p and q >= p for q in pools))


def board(*names: str | ml.Card) -> ml.Board:
    b = ml.Board()
    for n in names:
        b.add(n)
    return b


def test_cascading_cataracts_filters_five_mana_into_any_colors() -> None:
    # {5}, {T}: five mana in any combination of colors, paid from the Forests' {G}s
    # (605.1a): with five Forests, every five-color multiset, or five {G} and {C}
    b = board(CATARACTS, *["Forest"] * 5)
    got = outcomes(b)
    assert got == maximal_brute(b)
    assert "GGGGGC" in got and "WUBRG" in got and "WWWWW" in got


def test_three_cataracts_and_seven_forests_951_totals() -> None:
    # the board of the issue: 951 maximal totals (the count the old search also found)
    b = board(*[CATARACTS] * 3, *["Forest"] * 7)
    assert len(outcomes(b)) == 951


def test_limit_stops_the_work_too_many_outcomes() -> None:
    # 20 City of Brass: every multiset of 20 of the five colors, C(24, 4) = 10,626
    b = board(*["City of Brass"] * 20)
    with pytest.raises(ml.TooManyOutcomes):
        ml.mana_outcomes(b, "you", limit=100)


FILTER_NAMES = ["Forest", "Plains", "Island", "Wastes", "Sol Ring", "Birds of Paradise",
                "Mystic Gate", "Fetid Heath", "Azorius Signet", "Golgari Signet",
                "City of Brass", "Gilded Lotus", "Tropical Island", "Springleaf Drum",
                "Llanowar Elves"]


@SETTINGS
@given(st.lists(st.sampled_from(FILTER_NAMES), min_size=1, max_size=6),
       st.integers(0, 1))
def test_property_outcomes_with_filters_equal_brute_force(names: list[str],
                                                          cataracts: int) -> None:
    b = board(*names, *[CATARACTS] * cataracts)
    assert outcomes(b) == maximal_brute(b)


def _naive_maximal(rows: np.ndarray) -> set[tuple[int, ...]]:
    pts = {tuple(int(x) for x in r) for r in rows}
    return {p for p in pts
            if not any(q != p and all(a >= b for a, b in zip(q, p, strict=True))
                       for q in pts)}


@settings(deadline=None, max_examples=60)
@given(hnp.arrays(np.int64, st.tuples(st.integers(1, 700), st.just(6)),
                  elements=st.integers(0, 4)))
def test_property_frontier_pruning_equals_pairwise(rows: np.ndarray) -> None:
    got = {tuple(int(x) for x in r) for r in fr.maximal(rows)}
    assert got == _naive_maximal(rows)
    assert len(fr.maximal(rows)) == len(got)  # distinct rows


def test_frontier_pruning_large_counts_unpacked() -> None:
    # counts too big to pack into bit fields take the row-by-row comparison
    rows = np.array([[600, 0, 0, 0, 0, 0], [599, 1, 0, 0, 0, 0], [500, 0, 0, 0, 0, 0],
                     [0, 0, 0, 0, 0, 700]])
    assert _naive_maximal(rows) == {tuple(int(x) for x in r) for r in fr.maximal(rows)}
