"""Whether a cost can be paid now, mana abilities activated while paying included
(CR 601.2g-h, 605.3a, 106.6, 107.4, 107.4h).

:func:`payable` asks the closed form first (Hall's condition,
:mod:`~mtglab.engine.payment.hall`), then the integer programme
(:mod:`~mtglab.engine.payment.model`) with as few funding stages as will do, or, on
boards where an activation with a mana cost repeats on its own, the exact search
(:mod:`~mtglab.engine.payment.search`). It never lists outcomes.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from typing import Any

import numpy as np

from mtglab.engine.payment.hall import fast_can_pay
from mtglab.engine.payment.model import Built, build, cost_demand, filter_stages
from mtglab.engine.payment.problem import ManaProblem, Reserve, has_snow
from mtglab.engine.payment.search import explore, explored_pays, mana_problem
from mtglab.engine.state import GameState
from mtglab.mana import ManaCost

__all__ = ["cost_target", "payable", "solve_payment"]


def cost_target(cost: ManaCost | str, x: int | None) -> tuple[ManaCost, Counter[
        tuple[str, frozenset[str]]]]:
    """The cost parsed, and its symbols as the programme's classes (X = ``x``)."""
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)
    return mc, cost_demand(mc, x or 0)


def payable(state: GameState, cost: ManaCost | str, who: str, *, spell: Any = None,
            x: int | None = None, reserve: Reserve | None = None) -> bool:
    """Whether ``who`` can pay ``cost`` now from the pool plus the mana abilities they
    could activate while paying (601.2g-h, 605.3a). ``spell`` (a Card, or None for an
    ability's cost) makes spending restrictions count (106.6); a {S} symbol is paid only
    with a snow source's mana (107.4h); ``reserve``: what the cost takes besides mana
    (see :class:`~mtglab.engine.payment.problem.Reserve`). Raises UnboundedMana where a
    loop of mana abilities makes any amount."""
    card = spell
    mc = cost if isinstance(cost, ManaCost) else ManaCost.parse(cost)  # parsed once
    prob = mana_problem(state, who, reserve=reserve, snow=has_snow(mc))
    _mc, demand = cost_target(mc, x)
    if prob.dynamic:
        ex = explore(prob)
        return any(explored_pays(prob, ex, p, paid, mc, x or 0, card) for p, paid in ex.pools)
    if card is None:
        fast = fast_can_pay(prob, demand)
        if fast is not None:
            return fast
    return solve_payment(prob, demand, card) is not None


def solve_payment(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]],
                  spell: Any, decompose: bool = True,
                  plan: bool = False) -> tuple[Built, np.ndarray] | None:
    """The staged programme, with as few stages as will do (1, 2, 4 ... the cap)."""
    cap = filter_stages(prob)
    stages = min(1, cap)
    while True:
        built = _payment_model(prob, demand, spell, stages, decompose)
        # a plan with fewer activations is nicer; whether one exists needs no objective
        # (and HiGHS finds a feasible point much sooner than it proves one optimal)
        built.lp.obj = {v: 1 for vars_g in built.use for v, _, _ in vars_g} if plan else {}
        x = built.lp.solve(maximize=False, fixes=() if plan else _choice_fixes(prob, built))
        if x is not None:
            return built, x
        if stages >= cap:
            return None
        if stages == 1:  # no order at all can pay it: no longer chain will either
            relaxed = _payment_model(prob, demand, spell, -1, decompose)
            if relaxed.lp.solve(maximize=False) is None:
                return None
        stages = min(cap, stages * 2)


def _choice_fixes(prob: ManaProblem, built: Built) -> list[list[int]]:
    """For each way to choose one total of every single fixed-total source (Gilded
    Lotus: one color), the variables of the totals not chosen (at most 64 ways)."""
    choosers = [gi for gi, g in enumerate(prob.groups)
                if g.units is None and len(g.options) > 1 and g.count == 1]
    if not choosers or math.prod(len(prob.groups[gi].options) for gi in choosers) > 64:
        return []
    out = []
    for pick in itertools.product(*(prob.groups[gi].options for gi in choosers)):
        out.append([v for gi, o in zip(choosers, pick, strict=True)
                    for v, vo, _st in built.use[gi] if vo != o])
    return out


def _payment_model(prob: ManaProblem, demand: Counter[tuple[str, frozenset[str]]],
                   spell: Any, stages: int, decompose: bool) -> Built:
    """The programme that pays ``demand``, kept on the problem: costs with the same
    kinds of symbols share one model, and only the amounts (row bounds) change."""
    models: dict[tuple[object, ...], Built] = prob.__dict__.setdefault("_pay_models", {})
    classes = frozenset(k for k, n in demand.items() if n)
    key = (classes, None if spell is None else spell.name, stages, decompose)
    built = models.get(key)
    if built is None:
        built = build(prob, demand, spell, stages=stages, decompose=decompose)
        if set(built.targets) == set(classes):
            models[key] = built
        return built
    for cls, r in built.targets.items():
        built.lp.set_bounds(r, demand[cls], demand[cls])
    return built
