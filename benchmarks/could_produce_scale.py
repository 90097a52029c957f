""""Could produce" (CR 106.7) for a whole board: the engine's least fixed point against a
naive recomputation, in the same process.

    .venv/bin/python benchmarks/could_produce_scale.py [--repeat 5] [--seed 1]

The board (issue 6, figure a): 300 permanents on two sides, 30 of them "could produce"
sources (Reflecting Pool, Exotic Orchard, Fellwar Stone, Naga Vitalist, Harvester Druid,
Sylvok Explorer, five of each, on both sides), 5 replacement effects on mana (Pulse of
Llanowar, Reality Twist, Mana Reflection yours; Naked Singularity, Nyxbloom Ancient the
opponent's), and 265 other permanents: your lands (basics, duals, Vivid lands, Wastes,
Ancient Tomb, Ancient Ziggurat, some with Wild Growth), and on both sides mana creatures,
rocks, signets and permanents without mana abilities. The opponent's only lands are
"could produce" lands and a few Wastes, so their sources hang off yours in chains
(the Exotic Orchard ruling's pattern), and the fixed point needs several rounds.

* **engine**: ``b.could_produce_table()`` on a freshly built board (nothing cached on
  it: layers, the fixed point, the reasons and the DataFrame are all timed), best of
  ``--repeat``. Target: under 0.2 s.
* **naive**: what the obvious implementation does, with the engine's own per-permanent
  evaluation (``mtglab.engine.mana.could_produce._types_of``: every ability of the permanent,
  its replacement effects in every order, costs ignored): recompute *every* permanent
  in every round from the previous round's sets until nothing changes (a Jacobi
  iteration, whose number of rounds doesn't depend on the battlefield order: it is the
  depth of the longest chain, the worst order of a Gauss-Seidel sweep), then evaluate
  every permanent once more for its reason, and build the same DataFrame. Its table must
  equal the engine's.

The engine computes each permanent whose abilities don't look at others once, and once
per *signature* (twenty Forests you control share one answer), re-evaluates only the
permanents that refer to others in later rounds (once per signature per round), and
keeps the reasons of the last round instead of evaluating again.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

SOURCES = ["Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist",
           "Harvester Druid", "Sylvok Explorer"]
EFFECTS = [("Pulse of Llanowar", "you"), ("Naked Singularity", "opponent"),
           ("Reality Twist", "you"), ("Mana Reflection", "you"),
           ("Nyxbloom Ancient", "opponent")]
YOUR_LANDS = ["Forest", "Plains", "Island", "Swamp", "Mountain", "Tropical Island",
              "Underground Sea", "Savannah", "Vivid Crag", "Vivid Grove", "Wastes",
              "Ancient Tomb", "Ancient Ziggurat", "Mystic Gate"]
OTHERS = ["Llanowar Elves", "Birds of Paradise", "Sol Ring", "Azorius Signet", "Gilded Lotus",
          "Grizzly Bears", "Glorious Anthem", "Springleaf Drum", "Pili-Pala", "Mind Stone",
          "Arcane Signet", "Serra Angel"]
N_PERMANENTS = 300


def build(seed: int = 1) -> Any:
    """The board described in the module docstring (same for a given seed)."""
    import mtglab as ml

    rng = random.Random(seed)
    b = ml.Board()
    for name, who in EFFECTS:
        b.add(name, controller=who)
    for i in range(30):
        b.add(SOURCES[i % len(SOURCES)], controller="you" if i % 2 == 0 else "opponent")
    lands = []
    for _ in range(4):
        b.add("Wastes", controller="opponent")
    while len(b.state.permanents) < N_PERMANENTS:
        if rng.random() < 0.5:
            land = b.add(rng.choice(YOUR_LANDS))
            lands.append(land)
            if rng.random() < 0.05:
                b.add("Wild Growth", attached_to=land)
        else:
            b.add(rng.choice(OTHERS), controller=rng.choice(["you", "opponent"]))
    return b


def engine_table(b: Any) -> Any:
    return b.could_produce_table()


def naive_table(b: Any) -> tuple[Any, int]:
    """Jacobi iteration over every permanent, then every reason evaluated again."""
    import pandas as pd

    from mtglab.engine.characteristics.layers import characteristics_of
    from mtglab.engine.mana.could_produce import _types_of
    from mtglab.mana import MANA_TYPES

    state = b.state.evolve()  # a fresh cache: nothing the engine computed is reused
    chars = characteristics_of(state)
    ids = sorted(state.permanents)
    current = {pid: frozenset[str]() for pid in ids}
    rounds = 0
    changed = True
    while changed:
        rounds += 1
        snapshot = dict(current)
        changed = False
        for pid in ids:
            new = _types_of(state, pid, snapshot.__getitem__)[0] | current[pid]
            if new != current[pid]:
                current[pid] = new
                changed = True
    rows = []
    for pid in ids:
        why = _types_of(state, pid, current.__getitem__)[1]
        row: dict[str, object] = {"id": pid, "name": chars[pid].name,
                                  "controller": chars[pid].controller}
        for t in MANA_TYPES:
            row[t] = t in current[pid]
        row["reason"] = "; ".join(why) + " (CR 106.7)" if why else \
            "no ability of it would produce mana now (CR 106.7)"
        rows.append(row)
    return pd.DataFrame(rows, columns=["id", "name", "controller", *MANA_TYPES, "reason"]), \
        rounds


def phases(b: Any) -> dict[str, float]:
    """Where the engine's time goes, on a fresh state."""
    from mtglab.board.frames import could_produce_frame
    from mtglab.engine.characteristics.layers import characteristics_of
    from mtglab.engine.mana.could_produce import could_produce_map
    from mtglab.engine.memo import memo_of

    # a new permanents mapping: a state whose memo (keyed by its parts) starts empty
    state = b.state.evolve(permanents=dict(b.state.permanents))
    t0 = time.perf_counter()
    characteristics_of(state)
    t1 = time.perf_counter()
    could_produce_map(state)
    t2 = time.perf_counter()
    could_produce_frame(state)
    t3 = time.perf_counter()
    return {"layers (613)": t1 - t0, "fixed point": t2 - t1, "table and reasons": t3 - t2,
            "rounds": float(memo_of(state).get("could_produce_rounds", 0))}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    import mtglab as ml

    warm_board = build(args.seed)
    engine_table(warm_board)  # warm: imports, catalogue, grammar, pandas
    print(f"mtglab {ml.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}; warm-up {time.perf_counter() - t0:.2f} s (not counted)")

    best = float("inf")
    for _ in range(args.repeat):
        b = build(args.seed)  # a fresh board each time: nothing cached on it
        t1 = time.perf_counter()
        table = engine_table(b)
        best = min(best, time.perf_counter() - t1)
    chars = b.permanents
    n_sources = sum(1 for n in chars["name"] if n in SOURCES)
    n_effects = sum(1 for n in chars["name"] if n in {e for e, _w in EFFECTS})
    t1 = time.perf_counter()
    naive, rounds = naive_table(b)
    t_naive = time.perf_counter() - t1
    same = table.equals(naive)
    cols = ["W", "U", "B", "R", "G", "C"]
    print(f"board: {len(chars)} permanents, {n_sources} 'could produce' sources, "
          f"{n_effects} replacement effects; Jacobi rounds to the fixed point: {rounds}")
    print(f"permanents that could produce something: "
          f"{int(table[cols].any(axis=1).sum())}; of the sources: "
          f"{int(table[table['name'].isin(SOURCES)][cols].any(axis=1).sum())}\n")
    header = f"{'method':<46} {'seconds':>9} {'ratio':>8}"
    print(header)
    print("-" * len(header))
    print(f"{'engine: b.could_produce_table() (best of ' + str(args.repeat) + ')':<46} "
          f"{best:>9.4f} {1:>7.0f}x")
    print(f"{'naive: Jacobi over every permanent + reasons':<46} {t_naive:>9.4f} "
          f"{t_naive / best:>7.1f}x")
    print(f"\ntables equal: {same}")
    print("engine phases on a fresh state: " + ", ".join(
        f"{k} {v:.4f} s" if k != "rounds" else f"{k} {int(v)}"
        for k, v in phases(b).items()))
    print(f"target: under 0.2 s: {'met' if best < 0.2 else 'MISSED'} ({best:.4f} s)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
