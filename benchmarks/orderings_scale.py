"""Grouped replacement orders (dynamic programme) against listing all k! permutations.

    .venv/bin/python benchmarks/orderings_scale.py [--kmax 12] [--budget 60] [--repeat 3]

For k = 4 ... kmax, one Forest you control is tapped for mana while k replacement effects
apply to it (CR 106.12b, 614.1a): a mix of distinct effects that don't merge — Mana
Reflection, Nyxbloom Ancient, Contamination, Infernal Darkness, Deep Water (activated
until end of turn), Naked Singularity, Reality Twist, Pulse of Llanowar, Ritual of
Subdual, and the opponent's Contamination / Infernal Darkness (the affected object's
controller still chooses, 616.1) — plus a second Mana Reflection and Nyxbloom Ancient,
and (k = 14 to 16) the opponent's Ritual of Subdual, Naked Singularity and Reality Twist.
The search merges the effects that act alike on this event (the copies; and on a Forest,
Infernal Darkness, Naked Singularity and Reality Twist all make {B} of each mana): 16
effects are 7 kinds. Every effect applies to a Forest whatever was applied before, so
every one of the k! permutations is a legal order.

* **grouped**: ``ml.orderings(b, forest, 0, group=True)`` — outcomes and the number of
  orders behind each, counted by the dynamic programme of ``order_table`` over (outcomes,
  effects left). The board is built (and Deep Water activated) before the clock starts;
  that set-up is timed on its own ("setup").
* **naive**: every one of the k! permutations (``itertools.permutations``), walked from
  the proposed event with the engine's public pieces ``applicable`` and ``apply_effect``
  (``mtglab.engine.mana.replacement``): at each step the next effect must apply now (616.1f
  re-check; a self-replacement effect first, 616.1a), and when none of the rest applies
  the order ends. A permutation stands for the order it walks only if its unapplied tail
  is in index order, so each legal order is counted once. Its counts per outcome are
  checked against the grouped ones.

Both run in this process: grouped the best of ``--repeat`` runs, each on a freshly built
board (nothing cached on it), the naive one once.
The naive enumeration stops at the first k it can't finish within ``--budget`` seconds.
Targets (issue 5): grouped at least 100x faster at k = 8, and k = 12 grouped in under 1 s.
A table is printed and a plot saved to benchmarks/out/orderings_scale.png.
"""

from __future__ import annotations

import argparse
import itertools
import math
import platform
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "benchmarks" / "out"

#: The effects, in the order they are added for growing k. (name, controller)
MIX: list[tuple[str, str]] = [
    ("Mana Reflection", "you"),
    ("Contamination", "you"),
    ("Nyxbloom Ancient", "you"),
    ("Infernal Darkness", "you"),
    ("Deep Water", "you"),          # activated: "{U}: Until end of turn, ..."
    ("Naked Singularity", "you"),
    ("Reality Twist", "you"),
    ("Pulse of Llanowar", "you"),
    ("Ritual of Subdual", "you"),
    ("Contamination", "opponent"),  # same text, other controller: not merged
    ("Mana Reflection", "you"),     # a copy: merged with the first
    ("Nyxbloom Ancient", "you"),    # a copy: merged with the first
    ("Infernal Darkness", "opponent"),
    ("Ritual of Subdual", "opponent"),  # same text, other controller
    ("Naked Singularity", "opponent"),
    ("Reality Twist", "opponent"),
]


class OverBudget(Exception):
    """The naive enumeration ran out of time."""


def build(k: int):  # type: ignore[no-untyped-def]
    """A board with a Forest and k replacement effects that apply to it."""
    import mtglab as ml

    b = ml.Board()
    forest = b.add("Forest")
    for name, who in MIX[:k]:
        p = b.add(name, controller=who)
        if name == "Deep Water":
            b.add_mana(who, "U")
            b.activate(p, 0)  # the effect exists until end of turn
    return b, forest


def forget_order_tables() -> None:
    """Empty the engine's memo of order tables, where this tree keeps one."""
    try:
        from mtglab.engine.mana.replacement import forget_order_tables as forget
    except ImportError:
        return
    forget()


def grouped(b, forest) -> tuple[Counter[frozenset[str]], int]:  # type: ignore[no-untyped-def]
    import mtglab as ml

    table = ml.orderings(b, forest, 0, group=True, limit=10**9)
    return Counter(dict(zip(table["mana"], table["n_orders"], strict=True))), len(table)


def naive(b, forest, budget: float) -> Counter[frozenset[str]]:  # type: ignore[no-untyped-def]
    """Walk every permutation of the effects with the engine's public pieces."""
    from mtglab.analysis.orderings import ordering_problem
    from mtglab.engine.mana.replacement import applicable, apply_effect

    prob = ordering_problem(b, forest, 0)
    effects = prob.effects
    ctx = prob.event.context
    start = prob.event.outcomes
    k = len(effects)
    has_self = any(e.tier == "self" for e in effects)
    counts: Counter[frozenset[Any]] = Counter()
    deadline = time.perf_counter() + budget
    for n, perm in enumerate(itertools.permutations(range(k))):
        if n % 4096 == 0 and time.perf_counter() > deadline:
            raise OverBudget
        outcomes = start
        for pos, i in enumerate(perm):
            rest = perm[pos:]
            ok = applicable(effects[i], outcomes, ctx)
            if ok and has_self and effects[i].tier != "self":  # 616.1a: selves first
                ok = not any(effects[j].tier == "self" and applicable(effects[j], outcomes, ctx)
                             for j in rest)
            if ok:
                outcomes = apply_effect(effects[i], outcomes, ctx)
                continue
            if any(applicable(effects[j], outcomes, ctx) for j in rest):
                break  # illegal here: another effect had to be chosen now
            if list(rest) == sorted(rest):  # the order ended; count it once
                counts[outcomes] += 1
            break
        else:
            counts[outcomes] += 1
    out: Counter[frozenset[str]] = Counter()
    for final, n in counts.items():
        out[frozenset(str(m) for m in prob.finish(final))] += n
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kmin", type=int, default=4)
    ap.add_argument("--kmax", type=int, default=12)
    ap.add_argument("--budget", type=float, default=60.0, help="seconds for one naive run")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-plot", action="store_true")
    args = ap.parse_args(argv)
    if args.kmax > len(MIX):
        ap.error(f"--kmax is at most {len(MIX)}")

    t0 = time.perf_counter()
    import mtglab as ml

    build(1)  # warm: import, catalogue, grammar
    warm = time.perf_counter() - t0
    print(f"mtglab {getattr(ml, '__version__', '?')}, Python {platform.python_version()}, "
          f"{platform.machine()}; imports and catalogue warm-up {warm:.2f} s (not counted)")
    print(f"effects in order: {', '.join(f'{n} ({w})' for n, w in MIX[:args.kmax])}\n")
    header = (f"{'k':>3} {'k!':>12} {'outcomes':>8} {'setup s':>8} {'grouped s':>10} "
              f"{'naive s':>9} {'ratio':>9}")
    print(header)
    print("-" * len(header))
    rows = []
    naive_on = True
    for k in range(args.kmin, args.kmax + 1):
        setup = g_time = math.inf
        for _ in range(args.repeat):  # a fresh board each time: nothing cached on it
            t1 = time.perf_counter()
            b, forest = build(k)
            forget_order_tables()  # a search from nothing: no table of an earlier run
            t2 = time.perf_counter()
            g_counts, n_out = grouped(b, forest)
            t3 = time.perf_counter()
            setup, g_time = min(setup, t2 - t1), min(g_time, t3 - t2)
        assert sum(g_counts.values()) == math.factorial(k), "every permutation is legal here"
        n_time = None
        if naive_on:
            try:
                t1 = time.perf_counter()
                n_counts = naive(b, forest, args.budget)
                n_time = time.perf_counter() - t1
                if n_counts != g_counts:
                    print(f"MISMATCH at k={k}: naive {n_counts} grouped {g_counts}")
                    return 1
            except OverBudget:
                naive_on = False
        ratio = n_time / g_time if n_time is not None else None
        rows.append((k, setup, g_time, n_time, ratio, n_out))
        print(f"{k:>3} {math.factorial(k):>12,} {n_out:>8} {setup:>8.3f} {g_time:>10.4f} "
              + (f"{n_time:>9.2f} {ratio:>8.0f}x" if n_time is not None
                 else f"{'> ' + str(int(args.budget)):>9} {'-':>9}"))
    print()
    at8 = next((r for r in rows if r[0] == 8), None)
    at12 = next((r for r in rows if r[0] == 12), None)
    if at8 and at8[4] is not None:
        print(f"target k=8: ratio {at8[4]:.0f}x (>= 100x): "
              f"{'met' if at8[4] >= 100 else 'MISSED'}")
    if at12:
        print(f"target k=12: grouped {at12[2]:.3f} s (< 1 s): "
              f"{'met' if at12[2] < 1 else 'MISSED'}")
    if not args.no_plot:
        plot(rows)
    return 0


def plot(rows: list[tuple]) -> None:  # type: ignore[type-arg]
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    OUT.mkdir(parents=True, exist_ok=True)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(10, 4))
    import mtglab as ml

    data = [{"k": r[0], "setup": r[1], "grouped": r[2], "naive": r[3]} for r in rows]
    ml.plot.scaling(data, "k", {"grouped": "grouped (ml.orderings, group=True)",
                                "setup": "board set-up",
                                "naive": "naive: all k! permutations"},
                    ax=ax1, xlabel="k simultaneous replacement effects (CR 616.1)",
                    title="time per question", guides=[(1.0, "1 s")])
    rk = [r[0] for r in rows if r[4] is not None]
    ax2.semilogy(rk, [r[4] for r in rows if r[4] is not None], "o-", color="#a33")
    ax2.axhline(100, color="#999", lw=0.8, ls="--")
    ax2.set_xlabel("k")
    ax2.set_ylabel("naive / grouped")
    ax2.set_title("speed-up")
    fig.tight_layout()
    path = OUT / "orderings_scale.png"
    fig.savefig(path, dpi=120)
    print(f"plot: {path.relative_to(REPO)}")


if __name__ == "__main__":
    sys.exit(main())
