"""Whether an ability can be activated now, mana abilities during payment included
(CR 602.2, 601.2g-h, 605.3a).

The engine lists every reason an activation is illegal except one it can't decide alone:
whether a mana cost can be paid. A player may activate mana abilities while paying a cost
(601.2g, 605.3a), so "the pool holds {1}" is the wrong question: the right one is whether
the pool plus the mana abilities the player could activate now pay it — the question the
exact available-mana solver (:func:`mtglab.analysis.available.can_pay`) answers. The
source's own {T} is part of the cost, so the source can't also tap for mana to pay it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any, cast

from mtglab.analysis.available import can_pay
from mtglab.cards.ability import AbilityKind
from mtglab.engine.activation import activation_problems as engine_problems
from mtglab.engine.costs import cost_candidates
from mtglab.engine.layers import characteristics_of
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive
from mtglab.errors import UnboundedMana, UnsupportedError
from mtglab.mana import ManaCost

__all__ = ["activation_problems", "mana_cost_of", "state_for_payment"]


@dataclass(frozen=True)
class _View:
    """The state and active player, as the available-mana functions read a board."""

    state: GameState

    @property
    def active(self) -> str:
        return self.state.active


def mana_cost_of(state: GameState, pid: int, index: int) -> ManaCost | None:
    """The mana part of an ability's cost, or None."""
    ref = characteristics_of(state)[pid].abilities[index]
    mana = [c.mana for c in ref.ability.costs if c.kind == "mana" and c.mana is not None]
    return mana[0] if mana else None


def state_for_payment(state: GameState, pid: int, index: int) -> GameState:
    """The state in which the mana for an ability's cost is made: its source already
    tapped when the cost includes {T} (the source can't tap twice, 601.2h, 602.2b)."""
    ref = characteristics_of(state)[pid].abilities[index]
    perm = state.permanents[pid]
    if ref.ability.has_tap_cost and not perm.tapped:
        return state.with_permanent(replace(perm, tapped=True))
    return state


_MOST_CHOICES = 64  # sets of permanents tried for "tap an untapped creature you control"


def _after_other_costs(state: GameState, pid: int, index: int,
                       who: str) -> Iterator[GameState] | None:
    """The states the mana is made in for each choice of the permanents "Tap N untapped
    ... you control" taps: mana abilities are activated before costs are paid (601.2g-h),
    so a permanent tapped for mana can't also be tapped for the cost, and the other way
    round. None when there are too many choices to try."""
    ref = characteristics_of(state)[pid].abilities[index]
    taps = [c for c in ref.ability.costs if c.kind == "tap_other" and c.selector is not None]
    if not taps:
        return iter([state])
    cost = taps[0]
    if len(taps) > 1 or cost.amount.kind != "fixed":
        return None
    cands = cost_candidates(state, pid, cost, who)
    choices = list(itertools.islice(itertools.combinations(cands, cost.amount.value),
                                    _MOST_CHOICES + 1))
    if len(choices) > _MOST_CHOICES:
        return None

    def tapped(chosen: tuple[int, ...]) -> GameState:
        out = state
        for oid in chosen:
            out = out.with_permanent(replace(out.permanents[oid], tapped=True))
        return out
    return (tapped(c) for c in choices)


# cost kinds the available-mana tables skip (analysis.sources): a mana ability with one
# of them is not counted by can_pay
_UNTABULATED_COSTS = ("discard", "exile", "mill", "return", "energy", "put_counters")


def _untabulated_mana_abilities(state: GameState, who: str) -> list[str]:
    """The mana abilities ``who`` could activate now that available mana doesn't count
    (605.1a, 601.2g), as "Name's ability [i]"."""
    out = []
    for q, c in characteristics_of(state).items():
        if c.controller != who:
            continue
        for i, ref in enumerate(c.abilities):
            a = ref.ability
            if a.supported and a.is_mana_ability and a.kind is AbilityKind.ACTIVATED and \
                    any(cost.kind in _UNTABULATED_COSTS for cost in a.costs) and \
                    not engine_problems(state, q, i, who):
                out.append(f"{c.name}'s ability [{i}]")
    return out


def activation_problems(state: GameState, pid: int, index: int, player: str | None = None,
                        x: int | None = None) -> list[str]:
    """Every reason the ability can't be activated now, each citing its rule; ``[]``
    when it can (see :func:`mtglab.engine.activation.activation_problems` for the order).

    A mana cost is payable when the pool plus the mana abilities the player could
    activate while paying pay it (601.2g, 605.3a); with X not given, X = 0 is asked.
    """
    problems = engine_problems(state, pid, index, player, x, mana_paid=True)
    cost = mana_cost_of(state, pid, index)
    if cost is None or (cost.has_x and x is None and cost.mana_value == 0):
        return problems
    who = player or characteristics_of(state)[pid].controller
    paying = state_for_payment(state, pid, index)
    source = characteristics_of(state)[pid]
    if pay_from_pool(state.player(who), cost, x=x or 0, source=source) is not None:
        payable = True  # the pool alone pays it: no mana ability need be asked about
    else:
        try:
            # can_pay reads only .state and .active of the board it is given
            tries = _after_other_costs(paying, pid, index, who)
            payable = any(can_pay(cast(Any, _View(s)), cost, who, x=x or 0)
                          for s in (tries if tries is not None else [paying]))
        except UnboundedMana:  # a loop of mana abilities makes any amount (605.3a)
            payable = True
        except UnsupportedError as e:  # can't tell: said so, never a guess
            problems.append(f"mtglab can't tell whether {cost} can be paid: {e}")
            return problems
    if not payable:
        skipped = _untabulated_mana_abilities(paying, who)
        if skipped:  # available mana can't count them: can't tell, never a wrong False
            problems.append(f"mtglab can't tell whether {cost} can be paid: available mana "
                            f"doesn't count {', '.join(skipped)} (its cost puts counters, "
                            "uses a zone or energy); try Board.activate(..., pay_with=)")
            return problems
        pool = state.player(who).pool_mana
        last = [i for i, p in enumerate(problems) if p.startswith(_NOT_MODELLED)]
        reason = (f"{cost} can't be paid: not from {possessive(who)} mana pool "
                  f"({pool or 'empty'}) plus the mana abilities {who} could activate "
                  "while paying (CR 601.2g-h, 605.3a, 118.3)")
        problems.insert(last[0] if last else len(problems), reason)
    return problems


_NOT_MODELLED = ("mtglab does not understand this ability's text", "loyalty abilities")
