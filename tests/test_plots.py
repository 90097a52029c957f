"""ml.plot: every picture returns its Axes, draws on a given ax, and says what it shows.

Expected values come from the rules each plot draws: the orders of replacement effects
(CR 616.1) and what each permanent could produce (CR 106.7).
"""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import pytest

import mtglab as ml

TEN = ["Mana Reflection", "Mana Reflection", "Nyxbloom Ancient", "Contamination",
       "Infernal Darkness", "Naked Singularity", "Reality Twist", "Pulse of Llanowar",
       "Mana Reflection", "Nyxbloom Ancient"]


@pytest.fixture(autouse=True)
def _close() -> object:
    yield
    plt.close("all")


def test_outcomes_of_ten_effects_shows_the_top_results_with_counts_cr_616_1() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    for name in TEN:
        b.add(name)
    grouped = ml.orderings(b, forest, 0, group=True)
    ax = ml.plot.outcomes(b, forest, 0, top=8)
    labels = [t.get_text() for t in ax.get_yticklabels()]
    # eight results and one bar for the rest: 10! = 3,628,800 orders in all
    assert len(ax.patches) == 9 and labels[-1] == f"other results ({len(grouped) - 8})"
    assert sum(p.get_width() for p in ax.patches) == 3_628_800
    assert max(len(t) for t in labels) <= 40  # mana written compactly, e.g. {B}×72
    assert "{B}×72" in labels
    assert "3,628,800" in ax.get_xlabel() and ax.get_ylabel() and ax.get_title()
    counts = [t.get_text() for t in ax.texts]
    assert counts[0] == f"{int(grouped['n_orders'].iloc[0]):,}"


def test_could_produce_heatmap_labels_its_axes_cr_106_7() -> None:
    b = ml.Board()
    b.add("Reflecting Pool")
    b.add("Forest")
    _fig, ax = plt.subplots()
    out = ml.plot.could_produce_heatmap(b, ax=ax)
    assert out is ax
    assert ax.get_xlabel() == "type of mana" and "permanent" in ax.get_ylabel()
    assert "106.7" in ax.get_title()
    # Reflecting Pool could produce {G} because the Forest could (CR 106.7): two marks
    assert sum(t.get_text() == "✔" for t in ax.texts) == 2


def test_orderings_tree_writes_mana_as_symbols() -> None:
    b = ml.Board()
    forest = b.add("Forest")
    b.add("Mana Reflection")
    b.add("Contamination", "opponent")
    ax = ml.plot.orderings_tree(b, forest, 0)
    leaves = {t.get_text() for t in ax.texts}
    # the official ruling: the two orders give {B} and {B}{B}
    assert {"{G}", "{B}", "{B}{B}"} <= leaves


def test_scaling_draws_one_line_per_measure_and_skips_missing_times() -> None:
    data = [{"k": 4, "fast": 0.001, "slow": 0.01}, {"k": 8, "fast": 0.002, "slow": None}]
    ax = ml.plot.scaling(data, "k", {"fast": "grouped", "slow": "naive"},
                         xlabel="effects", title="time per question")
    lines = ax.get_lines()
    assert [len(line.get_xdata()) for line in lines] == [2, 1]
    assert ax.get_yscale() == "log" and ax.get_xlabel() == "effects"


def test_payable_region_marks_what_a_plains_and_two_islands_pay_cr_107_4() -> None:
    # a colored symbol is paid only with mana of its color (107.4a): one W, up to two U
    b = ml.Board()
    for name in ("Plains", "Island", "Island"):
        b.add(name)
    ax = ml.plot.payable_region(b, "you", ("W", "U"), max_amount=2)
    grid = ax.images[0].get_array()
    assert [[float(grid[j, i]) for i in range(3)] for j in range(3)] == [
        [1.0, 1.0, 0.0], [1.0, 1.0, 0.0], [1.0, 1.0, 0.0]]
