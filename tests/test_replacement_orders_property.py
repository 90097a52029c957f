"""A property of the one order search (CR 616.1): for random boards of 2-4 counter,
token and copy replacement effects, ``ml.orderings(..., group=True)`` equals applying
each listed order with ``order=``, and the number of orders equals a brute-force count
of every sequence of effect labels the rules accept (616.1a-f, 614.5)."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import mtglab as ml

COUNTER_POOL = ("Hardened Scales", "Doubling Season", "Corpsejack Menace",
                "Vorinclex, Monstrous Raider", "Primal Vigor")
TOKEN_POOL = ("Parallel Lives", "Anointed Procession", "Doubling Season", "Divine Visitation",
              "Primal Vigor", "Essence of the Wild")
SOLDIER: dict[str, Any] = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"],
                           "colors": ["W"], "power": 1, "toughness": 1}


def _replacements(b: ml.Board) -> int:
    return int((b.log["action"] == "replacement").sum())


def _sequences(labels: list[str]) -> list[tuple[str, ...]]:
    return [seq for k in range(len(labels) + 1)
            for seq in itertools.permutations(labels, k)]


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(st.sampled_from(COUNTER_POOL), min_size=2, max_size=4),
       opponent=st.lists(st.booleans(), min_size=4, max_size=4), n=st.integers(1, 3))
def test_counter_orders_listed_grouped_and_applied_agree_cr_616_1(
        names: list[str], opponent: list[bool], n: int) -> None:
    b = ml.Board()
    for name, opp in zip(names, opponent, strict=False):
        b.add(name, controller="opponent" if opp else "you")
    elves = b.add("Llanowar Elves")
    rows = ml.orderings(b, counters=(elves, "+1/+1", n))
    grouped = ml.orderings(b, counters=(elves, "+1/+1", n), group=True)
    assert dict(zip(grouped["counters"], grouped["n_orders"], strict=True)) == \
        dict(Counter(rows["counters"]))
    for row in rows.itertuples():  # each listed order, applied, gives its outcome
        c = b.copy()
        c.put_counters(elves, "+1/+1", n, order=list(row.order))
        assert c.counters(elves).get("+1/+1", 0) == row.counters
    labels = sorted({lab for o in rows["order"] for lab in o})
    accepted = 0
    for seq in _sequences(labels):  # brute force: every sequence, applied as given
        c = b.copy()
        start = _replacements(c)
        try:
            c.put_counters(elves, "+1/+1", n, order=list(seq))
        except (ml.IllegalActionError, ml.ChoiceRequired):
            continue
        accepted += _replacements(c) - start == len(seq)
    assert accepted == len(rows) == int(grouped["n_orders"].sum())


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(st.sampled_from(TOKEN_POOL), min_size=2, max_size=4, unique=True))
def test_token_orders_listed_grouped_and_applied_agree_cr_616_1(names: list[str]) -> None:
    b = ml.Board()
    for name in names:
        b.add(name)
    rows = ml.orderings(b, create=(SOLDIER, 1))
    grouped = ml.orderings(b, create=(SOLDIER, 1), group=True)
    assert sorted(grouped["n_orders"]) == sorted(Counter(
        tuple(sorted(t.items())) for t in rows["tokens"]).values())
    for row in rows.itertuples():
        c = b.copy()
        before = len(c.permanents)
        made = c.create_tokens(**SOLDIER, order=list(row.order),
                               enter_order=[])  # type: ignore[arg-type]
        assert len(c.permanents) - before == row.n_tokens == len(made)
    labels = sorted({lab for o in rows["order"] for lab in o})
    accepted = 0
    for seq in _sequences(labels):
        c = b.copy()
        try:
            start = _replacements(c)
            c.create_tokens(**SOLDIER, order=list(seq), enter_order=[])  # type: ignore[arg-type]
        except (ml.IllegalActionError, ml.ChoiceRequired):
            continue
        tokens_steps = sum(1 for d in c.log["detail"].iloc[start:]
                           if str(d).startswith("tokens:"))
        accepted += tokens_steps == len(seq)
    assert accepted == len(rows) == int(grouped["n_orders"].sum())


def test_copy_orders_listed_grouped_and_applied_agree_cr_616_1c() -> None:
    b = ml.Board()
    b.add("Essence of the Wild")
    b.add("Hardened Scales")
    elves = b.add("Llanowar Elves")
    rows = ml.orderings(b, cast="Clone", copy_of=elves)
    grouped = ml.orderings(b, cast="Clone", copy_of=elves, group=True)
    assert int(grouped["n_orders"].sum()) == len(rows) == 2
    for row in rows.itertuples():
        c = b.copy()
        c.add_mana("you", "UUUU")
        clone = c.cast("Clone", copy_of=elves, order=list(row.order))
        assert c.characteristics(clone)["name"] == row.copy_of
