"""Activating an ability whose mana cost is paid by mana abilities activated while
paying it (CR 601.2g-h, 605.3a), on states.

:func:`plan_for_ability` finds a plan for the mana part of an ability's cost that leaves
alone what the rest of the cost takes (one try per way of choosing it, 601.2g-h:
:func:`~mtglab.engine.payment.legality.payment_cases`); :func:`activate_paying` activates
the plan's mana abilities, then the ability, with the engine's own activation: what it
returns is a new state, and nothing changes if any step fails.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from mtglab.engine.activating.activation import Activation
from mtglab.engine.activating.hand import activate_from_hand
from mtglab.engine.payment.legality import mana_cost_of, own_tap_case, payment_cases
from mtglab.engine.payment.plan import PaymentPlan, PlanStep, plan_payment
from mtglab.engine.payment.problem import Reserve
from mtglab.engine.resolution.stack import activate
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError

__all__ = ["activate_paying", "plan_for_ability"]


def plan_for_ability(state: GameState, pid: int, index: int, who: str,
                     x: int | None) -> tuple[GameState, PaymentPlan]:
    """A plan for the mana part of ability ``index``'s cost, and the state it was made
    in; the plan leaves alone what the rest of the cost takes (the source's {T}, the
    creature a cost taps ...: :func:`~mtglab.engine.payment.legality.payment_cases`).
    Raises IllegalActionError when no way of choosing the rest of the cost leaves the
    mana payable."""
    cost = mana_cost_of(state, pid, index)
    shortfall = str(cost) if cost is not None else "{0}"
    cases: list[tuple[GameState, Reserve | None]] = [own_tap_case(state, pid, index)]
    found = payment_cases(state, pid, index, who, x)
    if found:
        cases = [_life_paid(case, who, reserve) for case, reserve in found]
    failure: IllegalActionError | None = None
    for case, reserve in cases:
        try:
            return case, plan_payment(case, shortfall, who, x=x, reserve=reserve)
        except IllegalActionError as exc:
            failure = failure or exc
    assert failure is not None
    raise failure


def _life_paid(state: GameState, who: str, reserve: Reserve) -> tuple[GameState, Reserve]:
    """The state the plan's trial activations start from: the life the rest of the cost
    pays already gone, so no mana ability or Phyrexian symbol spends it (119.4)."""
    if not reserve.life:
        return state, reserve
    player = state.player(who)
    return (state.with_player(replace(player, life=player.life - reserve.life)),
            replace(reserve, life=0))


def _pay_step(state: GameState, step: PlanStep, paying: int) -> GameState:
    """Activate one mana ability while paying (605.3a)."""
    if step.zone is not None:  # a mana ability that works from a hand (113.6m)
        return activate_from_hand(state, step.permanent_id, step.ability,
                                  choices=step.choices, order=step.order, x=step.x).state
    if step.permanent_id == paying:
        raise IllegalActionError("pay the cost", [
            "an ability's source can't tap for mana to pay a cost that taps it "
            "(CR 601.2h, 602.2b)"])
    return activate(state, step.permanent_id, step.ability, choices=step.choices,
                    costs=step.costs, order=step.order, x=step.x).state


def activate_paying(state: GameState, pid: int, index: int, steps: Sequence[PlanStep], *,
                    player: str | None = None, targets: Sequence[Any] = (),
                    choices: Sequence[Any] = (), costs: Mapping[str, Any] | None = None,
                    order: Sequence[str] | None = None, x: int | None = None,
                    resolve: bool = True, modes: Sequence[int] | None = None) -> Activation:
    """Activate the mana abilities of ``steps`` in order (601.2g, 605.3a), then ability
    ``index`` of ``pid`` paying its cost from the pool (601.2h); see
    :func:`mtglab.engine.resolution.stack.activate`."""
    for step in steps:
        state = _pay_step(state, step, pid)
    return activate(state, pid, index, player=player, targets=targets, choices=choices,
                    costs=costs, order=order, x=x, resolve=resolve, modes=modes)
