"""An explicit ``order=`` applied step by step against the order search it replaced.

    .venv/bin/python benchmarks/orders_applied.py [--kmax 10] [--tokens 9] [--repeat 3]

Issue 26, item 1. Two boards, each timed in this process with both algorithms of
``mtglab.engine.events.orders`` on the same order problem:

* **counters**: k = 6 ... kmax counter replacement effects (Hardened Scales and Doubling
  Season in turn, each a distinct source: 614.16, 616.1) on +1/+1 counters put on a
  Walking Ballista, with an illegal order (the legal order reversed with its first
  effect named twice). ``pick_order`` (the previous algorithm) walks every legal order
  twice before refusing; ``apply_order`` refuses at the first illegal step (616.1f).
* **tokens**: ``--tokens`` Parallel Lives (614.1a) and one Soldier created, in the last
  order the search lists (all orders give 2^n tokens). ``pick_order`` walks the orders
  until it meets it; ``apply_order`` applies it.

Each line prints both times (best of ``--repeat`` for the new one, one run of the old
one) and their ratio. The public call (``b.put_counters(..., order=...)`` refused,
``b.create_tokens(..., order=...)``) is timed too, for the new algorithm only.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import mtglab as ml  # noqa: E402
from mtglab.engine.effects.tokens import token_values  # noqa: E402
from mtglab.engine.events.counters import counter_order_problem  # noqa: E402
from mtglab.engine.events.creating import Creation, TokenKind, creation_problem  # noqa: E402
from mtglab.engine.events.orders import apply_order, list_orders, pick_order  # noqa: E402
from mtglab.errors import IllegalActionError  # noqa: E402


def _time(fn: Callable[[], Any], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def _refused(fn: Callable[[], Any]) -> Callable[[], None]:
    def run() -> None:
        try:
            fn()
        except IllegalActionError:
            return
        raise AssertionError("the illegal order was accepted")
    return run


def counters_row(k: int, repeat: int) -> tuple[float, float, float]:
    b = ml.Board()
    for i in range(k):
        b.add("Hardened Scales" if i % 2 == 0 else "Doubling Season")
    ballista = b.add("Walking Ballista")
    problem, effects = counter_order_problem(b.state, ballista.id, "+1/+1", 1, "you")
    labels = [f.label for f in effects]
    legal = list(reversed(labels))
    bad = [legal[0], *legal]  # the first effect named twice: step 2 is illegal (614.5)
    new = _time(_refused(lambda: apply_order(problem, labels, bad, "Ballista", "you")),
                repeat)
    old = _time(_refused(lambda: pick_order(problem, labels, bad, "Ballista", "you")), 1)
    public = _time(_refused(lambda: b.put_counters(ballista, "+1/+1", 1, order=bad)), repeat)
    return old, new, public


def tokens_row(n: int, repeat: int) -> tuple[float, float, float]:
    b = ml.Board()
    for _ in range(n):
        b.add("Parallel Lives")
    kind = TokenKind(token_values(name="Soldier", types=["Creature"], subtypes=["Soldier"],
                                  colors=["W"], power=1, toughness=1))
    cp = creation_problem(b.state, Creation(((kind, 1),)), "you")
    last = None
    for row in list_orders(cp.problem):
        last = row
    assert last is not None
    order = [cp.labels[i] for i in last.chosen]
    new = _time(lambda: apply_order(cp.problem, cp.labels, order, "tokens", "you"), repeat)
    old = _time(lambda: pick_order(cp.problem, cp.labels, order, "tokens", "you"), 1)
    public = _time(lambda: b.copy().create_tokens(
        name="Soldier", types=["Creature"], subtypes=["Soldier"], colors=["W"], power=1,
        toughness=1, order=order), 1)
    return old, new, public


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kmax", type=int, default=10)
    ap.add_argument("--tokens", type=int, default=9)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    print(f"python {platform.python_version()} on {platform.machine()}")
    print(f"{'board':<34}{'search (old) s':>16}{'applied s':>12}{'ratio':>10}{'public s':>11}")
    for k in range(6, args.kmax + 1):
        old, new, public = counters_row(k, args.repeat)
        name = f"Ballista, {k} counter effects"
        print(f"{name:<34}{old:>16.4f}{new:>12.5f}"
              f"{old / new:>10.0f}{public:>11.4f}")
    old, new, public = tokens_row(args.tokens, args.repeat)
    name = f"{args.tokens} token doublers, last order"
    print(f"{name:<34}{old:>16.4f}{new:>12.5f}"
          f"{old / new:>10.0f}{public:>11.4f}")


if __name__ == "__main__":
    main()
