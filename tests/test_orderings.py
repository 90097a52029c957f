"""``ml.orderings``: every order of replacement effects on a mana event (CR 616.1), as a
table; playing one with ``b.activate(..., order=...)``; the pictures.

The contract is DESIGN.md's: columns ``order``, ``mana``, ``chooser``, ``steps``;
``group=True`` gives one row per outcome with ``n_orders``, counted without listing the
orders; more rows than ``limit`` raises ``ml.TooManyOutcomes``.
"""

from __future__ import annotations

import math
from collections import Counter

import matplotlib
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml

matplotlib.use("Agg")

DAMPING_SPHERE = ml.Card.from_text(
    name="Damping Sphere", mana_cost="{2}", type_line="Artifact",
    oracle_text="If a land is tapped for two or more mana, it produces {C} instead of any "
                "other type and amount.\nEach spell a player casts costs {1} more to cast "
                "for each other spell that player has cast this turn.")

#: Replacement effects that all apply to a Forest you tap, whatever was applied before,
#: and that are all different (none is merged with another).
TEN_DISTINCT: list[tuple[str, str]] = [
    ("Mana Reflection", "you"), ("Nyxbloom Ancient", "you"), ("Contamination", "you"),
    ("Infernal Darkness", "you"), ("Deep Water", "you"), ("Naked Singularity", "you"),
    ("Reality Twist", "you"), ("Pulse of Llanowar", "you"), ("Ritual of Subdual", "you"),
    ("Contamination", "opponent"),
]


def add_effect(b: ml.Board, name: str, controller: str = "you") -> ml.Permanent:
    """Put a replacement effect's source on the board (Deep Water: activated, too)."""
    card = DAMPING_SPHERE if name == "Damping Sphere" else name
    p = b.add(card, controller=controller)
    if name == "Deep Water":
        b.add_mana(controller, "U")
        b.activate(p, 0)
    return p


def rows(table: object) -> dict[tuple[str, ...], frozenset[str]]:
    return {tuple(o): m for o, m in zip(table["order"], table["mana"],  # type: ignore[index]
                                        strict=True)}


# ------------------------------------------------------------------ the table


def test_columns_listed_and_grouped() -> None:
    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    forest = b.add("Forest")
    listed = ml.orderings(b, forest, 0)
    assert list(listed.columns)[:4] == ["order", "mana", "chooser", "steps"]
    assert len(listed) == 2  # 616.1e: either may go first
    for steps, order in zip(listed["steps"], listed["order"], strict=True):
        assert len(steps) == len(order)
        assert all("616.1" in s for s in steps)  # each step cites its rule
    grouped = ml.orderings(b, forest, 0, group=True)
    assert {"mana", "n_orders", "chooser"} <= set(grouped.columns)
    assert dict(zip(grouped["mana"], grouped["n_orders"], strict=True)) == {
        frozenset({"B"}): 1, frozenset({"BB"}): 1}


def test_no_effect_applies_one_empty_order() -> None:
    b = ml.Board()
    b.add("Mana Reflection", controller="opponent")  # "if you tap": not this one
    b.add("Reality Twist")  # leaves Islands alone
    island = b.add("Island")
    table = ml.orderings(b, island, 0)
    assert list(table["order"]) == [()]
    assert list(table["mana"]) == [frozenset({"U"})]
    assert list(table["steps"]) == [()]
    grouped = ml.orderings(b, island, 0, group=True)
    assert list(grouped["n_orders"]) == [1]


def test_labels_add_the_id_only_where_names_repeat() -> None:
    b = ml.Board()
    r1, r2 = b.add("Mana Reflection"), b.add("Mana Reflection")
    b.add("Contamination")
    forest = b.add("Forest")
    table = ml.orderings(b, forest, 0)
    labels = {lab for order in table["order"] for lab in order}
    assert labels == {f"Mana Reflection #{r1.id}", f"Mana Reflection #{r2.id}",
                      "Contamination"}
    assert len(table) == 6  # 3! orders: the two Reflections are different objects
    assert Counter(table["mana"]) == {frozenset({"B"}): 2,       # Contamination last
                                      frozenset({"BB"}): 2,      # in the middle
                                      frozenset({"BBBB"}): 2}    # first


def test_limit_on_listed_orders_raises_too_many_outcomes() -> None:
    b = ml.Board()
    for name in ("Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness"):
        b.add(name)
    forest = b.add("Forest")
    assert len(ml.orderings(b, forest, 0, limit=24)) == 24
    with pytest.raises(ml.TooManyOutcomes):
        ml.orderings(b, forest, 0, limit=23)


def test_limit_on_grouped_outcomes_raises_too_many_outcomes() -> None:
    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    forest = b.add("Forest")
    assert len(ml.orderings(b, forest, 0, group=True, limit=2)) == 2
    with pytest.raises(ml.TooManyOutcomes):
        ml.orderings(b, forest, 0, group=True, limit=1)


def test_group_ten_identical_effects() -> None:
    # ten Mana Reflections: 10! orders, one outcome, 2^10 green (616.1f, 614.5)
    b = ml.Board()
    for _ in range(10):
        b.add("Mana Reflection")
    forest = b.add("Forest")
    grouped = ml.orderings(b, forest, 0, group=True, limit=10)
    assert list(grouped["mana"]) == [frozenset({"G" * 1024})]
    assert list(grouped["n_orders"]) == [math.factorial(10)]
    with pytest.raises(ml.TooManyOutcomes):  # listing them is refused, not attempted
        ml.orderings(b, forest, 0)


def test_group_ten_distinct_effects_counts_sum_to_ten_factorial() -> None:
    # every one of these applies to a Forest you tap at any point, so every one of the
    # 10! permutations is a legal order (616.1e, 616.1f)
    b = ml.Board()
    for name, who in TEN_DISTINCT:
        add_effect(b, name, who)
    forest = b.add("Forest")
    grouped = ml.orderings(b, forest, 0, group=True)
    assert sum(grouped["n_orders"]) == math.factorial(10)
    outcomes = set().union(*grouped["mana"])
    assert outcomes == set(b.productions(forest, 0))
    # Contamination (either) last: exactly {B}; the multipliers can't follow it
    assert "B" in outcomes
    # Reflection and Nyxbloom after every type change: six of the final type
    assert {"BBBBBB", "CCCCCC", "UUUUUU"} <= outcomes


def test_order_counts_equal_k_factorial_summed_over_outcomes() -> None:
    for k in range(1, 6):
        b = ml.Board()
        for name, who in TEN_DISTINCT[:k]:
            add_effect(b, name, who)
        forest = b.add("Forest")
        grouped = ml.orderings(b, forest, 0, group=True)
        listed = ml.orderings(b, forest, 0)
        assert sum(grouped["n_orders"]) == len(listed) == math.factorial(k)


def test_example_order_gives_its_outcome() -> None:
    b = ml.Board()
    for name in ("Mana Reflection", "Contamination", "Nyxbloom Ancient"):
        b.add(name)
    b.add(DAMPING_SPHERE)
    tomb = b.add("Ancient Tomb")
    listed = rows(ml.orderings(b, tomb, 0))
    grouped = ml.orderings(b, tomb, 0, group=True)
    for mana, example in zip(grouped["mana"], grouped["example_order"], strict=True):
        assert listed[tuple(example)] == mana


# ------------------------------------------------------------------ who chooses


def test_chooser_is_the_affected_objects_controller() -> None:
    # 616.1: "the affected object's controller ... chooses": an opponent's Contamination
    # on your land -- you choose; your Mana Reflection doesn't matter to theirs
    b = ml.Board()
    b.add("Contamination", controller="opponent")
    b.add("Mana Reflection")
    forest = b.add("Forest")
    table = ml.orderings(b, forest, 0)
    assert set(table["chooser"]) == {"you"}
    assert set(ml.orderings(b, forest, 0, group=True)["chooser"]) == {"you"}
    assert all(step.startswith("you ") for steps in table["steps"] for step in steps)

    b = ml.Board()
    b.add("Contamination")
    b.add("Mana Reflection", controller="opponent")
    theirs = b.add("Forest", controller="opponent")
    table = ml.orderings(b, theirs, 0)
    assert set(table["chooser"]) == {"opponent"}
    assert set(table["mana"]) == {frozenset({"B"}), frozenset({"BB"})}


# ------------------------------------------------------------------ playing one order


def test_activate_plays_each_listed_order() -> None:
    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    b.add("Infernal Darkness")
    tomb = b.add("Ancient Tomb")
    for order, mana in rows(ml.orderings(b, tomb, 0)).items():
        c = b.copy()
        r = c.activate(tomb, 0, order=order)
        assert {r.mana} == set(mana), order
        assert c.mana_pool("you") == r.mana


@pytest.mark.parametrize("order", [
    ("Mana Reflection", "Mana Reflection"),         # 614.5: once each
    ("Mana Reflection", "Reality Twist"),            # not on the board
    ("Reality Twist",),                              # doesn't apply to a Forest's mana
    ("Mana Reflection", "Contamination", "Contamination"),
])
def test_activate_rejects_an_illegal_order_and_changes_nothing(order: tuple[str, ...]) -> None:
    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    forest = b.add("Forest")
    before = b.to_yaml()
    with pytest.raises((ml.IllegalActionError, ml.ChoiceRequired)):
        b.activate(forest, 0, order=order)
    assert b.to_yaml() == before
    assert not b.is_tapped(forest) and b.mana_pool("you") == ""


def test_activate_an_order_prefix_the_rest_follows_by_616_1f() -> None:
    # after Contamination, Mana Reflection still applies and is the only effect left:
    # it must be applied (616.1f), so the prefix decides the result
    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    forest = b.add("Forest")
    assert b.activate(forest, 0, order=("Contamination",)).mana == "BB"


def test_activate_rejects_an_effect_that_does_not_apply_yet() -> None:
    # Damping Sphere can't go first on a Forest's one mana; only after Reflection (616.1f)
    b = ml.Board()
    b.add("Mana Reflection")
    b.add(DAMPING_SPHERE)
    forest = b.add("Forest")
    with pytest.raises(ml.IllegalActionError):
        b.activate(forest, 0, order=("Damping Sphere", "Mana Reflection"))
    assert b.activate(forest, 0, order=("Mana Reflection", "Damping Sphere")).mana == "C"


# ------------------------------------------------------------------ property


EFFECTS = ["Mana Reflection", "Nyxbloom Ancient", "Contamination", "Infernal Darkness",
           "Deep Water", "Pulse of Llanowar", "Naked Singularity", "Reality Twist",
           "Ritual of Subdual", "Damping Sphere"]
SOURCES = [("Forest", 0), ("Island", 0), ("Ancient Tomb", 0), ("Wastes", 0),
           ("Sol Ring", 0), ("Birds of Paradise", 1)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(effects=st.lists(st.tuples(st.sampled_from(EFFECTS),
                                  st.sampled_from(["you", "opponent"])),
                        min_size=0, max_size=5),
       source=st.sampled_from(SOURCES),
       tapper=st.sampled_from(["you", "opponent"]))
def test_grouped_counts_match_the_listed_rows_and_productions(
        effects: list[tuple[str, str]], source: tuple[str, int], tapper: str) -> None:
    b = ml.Board()
    for name, who in effects:
        add_effect(b, name, who)
    p = b.add(source[0], controller=tapper)
    listed = ml.orderings(b, p, source[1])
    grouped = ml.orderings(b, p, source[1], group=True)
    # one count per outcome: the number of listed orders giving it (616.1)
    assert Counter(listed["mana"]) == dict(zip(grouped["mana"], grouped["n_orders"],
                                               strict=True))
    # every order is listed once, each effect at most once in it (614.5)
    assert len(set(listed["order"])) == len(listed)
    assert all(len(set(o)) == len(o) for o in listed["order"])
    # the union of the outcomes is what the activation could add
    assert set().union(*listed["mana"]) == set(b.productions(p, source[1]))
    assert set(listed["chooser"]) == {tapper}


# ------------------------------------------------------------------ pictures


def test_plot_orderings_tree_and_outcomes_return_axes() -> None:
    from matplotlib.axes import Axes

    b = ml.Board()
    b.add("Mana Reflection")
    b.add("Contamination")
    b.add("Pulse of Llanowar")
    forest = b.add("Forest")
    ax = ml.plot.orderings_tree(b, forest, 0)
    assert isinstance(ax, Axes)
    ax = ml.plot.outcomes(b, forest, 0)
    assert isinstance(ax, Axes)
    assert len(ax.patches) == len(ml.orderings(b, forest, 0, group=True))
    import matplotlib.pyplot as plt

    plt.close("all")


def test_plot_orderings_tree_refuses_a_tree_too_big_to_draw() -> None:
    b = ml.Board()
    for name, who in TEN_DISTINCT:
        add_effect(b, name, who)
    forest = b.add("Forest")
    # more leaves than max_leaves: the limit error every enumeration raises (was a plain
    # ValueError, issue 15)
    with pytest.raises(ml.TooManyOutcomes, match="3,628,800"):
        ml.plot.orderings_tree(b, forest, 0)
