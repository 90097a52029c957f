"""The boards that freeze available-mana questions (issue 13), each timed against a
fixed pure-Python calibration loop and, where it finishes, the brute force of
:mod:`mtglab.analysis.bruteforce` — both run in this process.

    .venv/bin/python benchmarks/available_pathological.py [--budget 20] [--no-brute]
                                                          [--sweep 1 2 3 4 5 6 7]
                                                          [--only "pool"]

Every case is timed in CPU seconds of this process (``time.process_time``: one core,
whatever else the machine runs), the best of ``--repeat`` runs, each on a freshly built
board (sources collected, grouped and solved: everything is timed), after a warm-up that
imports pandas and SciPy. A case that doesn't finish within ``--budget`` seconds is shown
as "> budget". The calibration loop (summing a million integers in a Python loop) is
timed first; the "calib." column is each case over it, so figures from different machines
compare.

* ``mana_outcomes`` on 3 and 7 Cascading Cataracts with seven Forests (the board that
  freezes XMage), 20 City of Brass with ``limit=100`` (TooManyOutcomes is the answer,
  and it must come at once), and the 20 mixed sources of ``available_scale.py``;
* ``mana_summary`` on Pili-Pala wearing Paradise Mantle beside a tapped Mountain;
* ``can_pay`` repeated on boards with a Gilded Lotus (a fixed set of costs, median);
* ``payment_plan`` on 42 mixed sources for every payable cost of a fixed set (the worst);
* ``can_pay`` for a fixed set of costs on a pool of 21 mana beside a Forest and a filter
  that converts one unit: Barrels of Blasting Jelly, Abzan Devotee (once each turn) and
  the same filter without the limit (each cost asked first on a fresh copy);
* ``can_pay`` with costs that take cards and energy: Lion's Eye Diamond, Simian Spirit
  Guides and Islands in the hand, a "Discard a card" creature, two Aether Hubs with two
  energy and ten Forests (counted by the integer programme), and the same with a
  creature that exiles graveyard cards, which the diamond's discarded hand feeds: the
  exact search (exponential in the cards; target 5 s);
* a sweep of ``payment_plan`` over board sizes (``--plan-sizes``): CPU seconds per plan,
  and every cost ``can_pay`` accepts must get a plan (exactness: a failure is an error);
* a sweep of ``mana_outcomes`` over the number of Cataracts (``--sweep``) and of City of
  Brass (outputs grow as C(n+4, 4): time per outcome is printed), with the brute force
  where it finishes (its answer must be equal: exactness).

Targets (issue 13): every case under 1 s, Pili-Pala + Mantle well under 0.1 s, can_pay
with a Gilded Lotus under 2 ms. A plot of the sweeps is saved to
benchmarks/out/available_pathological.png.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import platform
import signal
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from available_scale import build, make_costs
from calibration import calibrate  # benchmarks/calibration.py

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "benchmarks" / "out"

CATARACTS_TEXT = ("Indestructible\n{T}: Add {C}.\n"
                  "{5}, {T}: Add five mana in any combination of colors.")
MANTLE_TEXT = 'Equipped creature has "{T}: Add one mana of any color."\nEquip {1}'
#: a big mana pool beside a filter that converts one unit (issue 13: 5 s to 660 s and a
#: RecursionError before): once each turn (CR 602.5b), and the same without the limit
POOL = "WWWUUUBBBRRRGGGCCCCCC"
FILTERS = {
    "Barrels of Blasting Jelly": ("Artifact", "{1}: Add one mana of any color. Activate "
                                  "only once each turn."),
    "Abzan Devotee": ("Creature — Dog Cleric", "{1}: Add {W}, {B}, or {G}. Activate only "
                      "once each turn."),
    "Converter (no limit)": ("Artifact", "{1}: Add one mana of any color."),
}
POOL_COSTS = ["{G}", "{G}{G}{G}{G}", "{G}{G}{G}{G}{G}", "{W}{U}{B}{R}{G}{G}{G}{G}",
              "{W}{W}{W}{W}{B}{B}{B}{B}", "{C}{C}{C}{C}{C}{C}{G}", "{21}", "{22}",
              "{2/G}{2/G}{G}{G}{G}", "{W/U}{W/U}{W/U}{W/U}{W/U}{W/U}{W/U}"]


class OverBudget(Exception):
    """A case ran out of time."""


def _alarm(_signum: int, _frame: Any) -> None:
    raise OverBudget


@contextlib.contextmanager
def budget(seconds: float) -> Iterator[None]:
    """Raise OverBudget after ``seconds`` of this process's CPU time."""
    old = signal.signal(signal.SIGPROF, _alarm)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)




def timed(make: Callable[[], Any], run: Callable[[Any], Any], repeat: int,
          limit: float) -> tuple[float | None, Any]:
    """Best CPU time of ``run(make())`` (``make`` not timed), and its last answer."""
    best: float | None = None
    answer: Any = None
    for _ in range(repeat):
        board = make()
        gc.collect()
        gc.disable()
        try:
            with budget(limit):
                t = time.process_time()
                answer = run(board)
                spent = time.process_time() - t
        except OverBudget:
            return None, None
        finally:
            gc.enable()
        best = spent if best is None else min(best, spent)
    return best, answer


def cards() -> tuple[Any, Any]:
    import mtglab as ml

    cataracts = ml.Card.from_text(name="Cascading Cataracts", type_line="Land",
                                  oracle_text=CATARACTS_TEXT)
    mantle = ml.Card.from_text(name="Paradise Mantle", mana_cost="{0}",
                               type_line="Artifact — Equipment", oracle_text=MANTLE_TEXT)
    return cataracts, mantle


def board_of(*names: Any) -> Any:
    import mtglab as ml

    b = ml.Board()
    for n in names:
        b.add(n)
    return b


def outcomes(limit: int = 10_000) -> Callable[[Any], Any]:
    import mtglab as ml

    def run(b: Any) -> Any:
        try:
            return len(ml.mana_outcomes(b, "you", limit=limit))
        except ml.TooManyOutcomes:
            return f"TooManyOutcomes (limit {limit})"
    return run


def brute_outcomes(b: Any, limit: float) -> tuple[float | None, int | None]:
    from mtglab.analysis.bruteforce import reachable_pools

    try:
        with budget(limit):
            t = time.process_time()
            pools = {p for p, _life in reachable_pools(b.state, "you", max_states=10**9)}
            n = sum(1 for p in pools if not any(q != p and q >= p for q in pools))
            return time.process_time() - t, n
    except OverBudget:
        return None, None


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budget", type=float, default=20.0, help="CPU seconds per case")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-brute", action="store_true")
    ap.add_argument("--sweep", type=int, nargs="+", default=[1, 2, 3, 4, 5, 6, 7])
    ap.add_argument("--plan-sizes", type=int, nargs="+", default=[10, 20, 40, 80])
    ap.add_argument("--plan-costs", type=int, default=10)
    ap.add_argument("--no-plot", action="store_true")
    ap.add_argument("--only", metavar="TEXT",
                    help="run only the cases whose label contains TEXT (no sweeps)")
    args = ap.parse_args(argv)

    import mtglab as ml

    cataracts, mantle = cards()
    warm = build(20)
    ml.mana_summary(warm, "you")
    warm.can_pay("{W}{U}{2}")
    import scipy.sparse.csgraph  # noqa: F401  (the max-flow test's import, not timed)
    calib = calibrate()
    print(f"mtglab {ml.__version__}, Python {platform.python_version()}, "
          f"{platform.machine()}; calibration loop {calib * 1e3:.1f} ms CPU\n")

    def pili() -> Any:
        b = ml.Board()
        p = b.add("Pili-Pala")
        b.add(mantle, attached_to=p)
        b.add("Mountain", tapped=True)
        return b

    lotus_costs = make_costs(17, 40, seed=7)  # 6-19 symbols: some need the programme

    def lotus_board() -> Any:
        b = build(12)
        b.add("Gilded Lotus")
        for c in lotus_costs:  # the sources and the models, built once: repeats are timed
            b.can_pay(c)
        return b

    def lotus_run(b: Any) -> str:
        times, payable = [], 0
        for c in lotus_costs:
            t = time.process_time()
            payable += b.can_pay(c)
            times.append(time.process_time() - t)
        return (f"{payable}/{len(times)} payable; median {statistics.median(times) * 1e3:.3f}"
                f" ms, worst {max(times) * 1e3:.2f} ms")

    plan_costs = make_costs(42, 30, seed=3)

    def plan_run(b: Any) -> str:
        worst, n, plans = 0.0, 0, 0
        for c in plan_costs:
            b2 = b.copy()
            t = time.process_time()
            if b2.can_pay(c):
                n += 1
                try:
                    b2.payment_plan(c)
                    plans += 1
                except ml.IllegalActionError:
                    pass
            worst = max(worst, time.process_time() - t)
        return f"{plans}/{n} payable costs planned, worst {worst:.3f} s"

    def pool_board(name: str) -> Callable[[], Any]:
        def make() -> Any:
            b = ml.Board()
            type_line, text = FILTERS[name]
            b.add(ml.Card.from_text(name=name, type_line=type_line, oracle_text=text,
                                    power="2" if "Creature" in type_line else None,
                                    toughness="1" if "Creature" in type_line else None))
            b.add("Forest")
            b.add_mana("you", POOL)
            return b
        return make

    def pool_run(b: Any) -> str:
        # each cost on a fresh copy: the first question about a board is timed
        worst, payable, failed = 0.0, 0, []
        for c in POOL_COSTS:
            b2 = b.copy()
            t = time.process_time()
            try:
                payable += b2.can_pay(c)
            except RecursionError:  # (how the search failed before issue 13's fix)
                failed.append("RecursionError")
            worst = max(worst, time.process_time() - t)
        return (f"{payable}/{len(POOL_COSTS)} payable, worst {worst * 1e3:.1f} ms"
                + (f"; {len(failed)} x {failed[0]}" if failed else ""))

    familiar = ml.Card.from_text(name="Grave Familiar", type_line="Creature — Imp",
                                 oracle_text="Discard a card: Add {B}.", power="1",
                                 toughness="1")
    tender = ml.Card.from_text(name="Ash Tender", type_line="Creature — Elemental",
                               oracle_text="Exile a card from your graveyard: Add {C}.",
                               power="1", toughness="1")

    def zones_board(pairs: int, exiler: bool) -> Callable[[], Any]:
        def make() -> Any:  # costs that take cards and energy (118.3, 113.6m, 701.9)
            b = ml.Board()
            b.add("Lion's Eye Diamond")
            b.add(familiar)
            b.add(tender if exiler else "Wall of Roots")
            for _ in range(pairs):
                b.add("Simian Spirit Guide", zone="hand")
                b.add("Island", zone="hand")
            for _ in range(10):
                b.add("Forest")
            b.add_counters("you", "energy", 2)
            b.add("Aether Hub")
            b.add("Aether Hub")
            return b
        return make

    def zones_run(pairs: int) -> Callable[[Any], Any]:
        def run(b: Any) -> Any:
            return b.can_pay("{R}" * pairs + "{G}" * 10 + "{B}{B}{W}{U}")
        return run

    cases: list[tuple[str, Callable[[], Any], Callable[[Any], Any], float]] = [
        ("mana_outcomes  3 Cascading Cataracts + 7 Forests",
         lambda: board_of(*[cataracts] * 3, *["Forest"] * 7), outcomes(), 1.0),
        ("mana_outcomes  7 Cascading Cataracts + 7 Forests",
         lambda: board_of(*[cataracts] * 7, *["Forest"] * 7), outcomes(), 1.0),
        ("mana_outcomes(limit=100)  20 City of Brass",
         lambda: board_of(*["City of Brass"] * 20), outcomes(100), 1.0),
        ("mana_outcomes  20 mixed sources", lambda: build(20), outcomes(), 1.0),
        ("mana_summary  Pili-Pala + Paradise Mantle + tapped Mountain", pili,
         lambda b: ml.mana_summary(b, "you")["max"].max(), 0.1),
        ("can_pay x40  12 mixed + Gilded Lotus (repeated)", lotus_board, lotus_run, 1.0),
        ("payment_plan x30  42 mixed sources", lambda: build(42), plan_run, 30.0),
        *((f"can_pay x{len(POOL_COSTS)}  pool {POOL} + {name}", pool_board(name), pool_run,
           1.0) for name in FILTERS),
        ("can_pay  LED + 7 Spirit Guides in hand + discarder + hubs + 10 Forests",
         zones_board(7, False), zones_run(7), 1.0),
        ("can_pay  the same, 3 Guides, exiling from the graveyard (exact search)",
         zones_board(3, True), zones_run(3), 5.0),
    ]
    head = f"{'case':<62} {'CPU s':>8} {'calib.':>8} {'target':>7}  answer"
    print(head)
    print("-" * len(head))
    missed = 0
    if args.only:
        cases = [c for c in cases if args.only in c[0]]
    for label, make, run, target in cases:
        spent, answer = timed(make, run, args.repeat, args.budget)
        if spent is None:
            print(f"{label:<62} {'> ' + str(int(args.budget)):>8} {'-':>8} {target:>7}  -")
            missed += 1
            continue
        ok = spent < target
        missed += 0 if ok else 1
        print(f"{label:<62} {spent:>8.3f} {spent / calib:>7.1f}x {target:>6}{'' if ok else '!'}"
              f"  {answer}")
    print("\n(calib. = CPU time over the calibration loop's; '!' = target missed)")
    if args.only:
        return 1 if missed else 0

    print("\nsweep: mana_outcomes on n Cascading Cataracts + 7 Forests, and n City of Brass")
    head = (f"{'n':>3} {'cataracts s':>12} {'outcomes':>9} {'brute s':>9} {'exact':>6} "
            f"{'city s':>9} {'outcomes':>9} {'us/outcome':>11}")
    print(head)
    print("-" * len(head))
    rows = []
    failures = 0
    brute_on = not args.no_brute
    for n in args.sweep:
        def cat_board(n: int = n) -> Any:
            return board_of(*[cataracts] * n, *["Forest"] * 7)

        t_cat, k_cat = timed(cat_board, outcomes(10**6), 1, args.budget)
        t_b: float | None = None
        exact = "-"
        if brute_on:
            t_b, k_b = brute_outcomes(cat_board(), args.budget)
            if t_b is None:
                brute_on = False
            else:
                exact = "yes" if k_b == k_cat else "NO"
                failures += exact == "NO"
        t_city, k_city = timed(lambda n=n: board_of(*["City of Brass"] * (3 * n)),
                               outcomes(10**6), 1, args.budget)
        per = t_city / k_city * 1e6 if t_city is not None and isinstance(k_city, int) else None
        print(f"{n:>3} {t_cat if t_cat is not None else float('nan'):>12.3f} {k_cat!s:>9} "
              + (f"{t_b:>9.2f}" if t_b is not None else f"{'-':>9}")
              + f" {exact:>6} {t_city if t_city is not None else float('nan'):>9.3f} "
              f"{k_city!s:>9} " + (f"{per:>11.1f}" if per is not None else f"{'-':>11}")
              + f"   ({3 * n} City of Brass)")
        rows.append((n, t_cat, t_b, 3 * n, t_city))
    print("\nsweep: payment_plan on n mixed sources (available_scale.py's boards), for "
          f"{args.plan_costs} costs of 0.5-1.1 n symbols: every payable cost must be planned")
    head = f"{'n':>4} {'payable':>8} {'planned':>8} {'median s':>9} {'worst s':>8}"
    print(head)
    print("-" * len(head))
    for n in args.plan_sizes:
        b = build(n)
        times, payable, planned = [], 0, 0
        for c in make_costs(n, args.plan_costs, seed=11):
            if not b.can_pay(c):
                continue
            payable += 1
            t = time.process_time()
            try:
                b.payment_plan(c)
                planned += 1
            except ml.IllegalActionError:
                failures += 1
            times.append(time.process_time() - t)
        med = statistics.median(times) if times else float("nan")
        print(f"{n:>4} {payable:>8} {planned:>8} {med:>9.3f} {max(times, default=0):>8.3f}")
    if not args.no_plot:
        plot(rows)
    return 1 if failures else 0


def plot(rows: list[tuple[Any, ...]]) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    OUT.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(6.5, 4.2))
    ax.semilogy([r[0] for r in rows], [r[1] for r in rows], "o-",
                label="mana_outcomes, n Cataracts + 7 Forests")
    bn = [r for r in rows if r[2] is not None]
    ax.semilogy([r[0] for r in bn], [r[2] for r in bn], "x-", color="#a33",
                label="brute force, same boards")
    ax.semilogy([r[0] for r in rows], [r[4] for r in rows], "s--",
                label="mana_outcomes, 3n City of Brass")
    ax.axhline(1.0, color="#999", lw=0.8, ls="--")
    ax.set_xlabel("n")
    ax.set_ylabel("CPU seconds")
    ax.set_title("maximal totals of available mana (CR 605, 106.1)", fontsize=10)
    ax.legend(fontsize=7)
    fig.tight_layout()
    path = OUT / "available_pathological.png"
    fig.savefig(path, dpi=120)
    print(f"plot: {path.relative_to(REPO)}")


if __name__ == "__main__":
    sys.exit(main())
