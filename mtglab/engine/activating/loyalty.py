"""Loyalty abilities (CR 606): their cost in loyalty counters and when they may be activated.

A loyalty ability is an activated ability with a loyalty symbol in its cost (606.2). Its
cost puts loyalty counters on its permanent or removes them (606.4), several such costs
combine into one (606.5), and a negative one needs that many counters (606.6); the cost
itself is paid by :mod:`mtglab.engine.activating.costs`, which asks this module how many counters.
A player may activate one only with priority, the stack empty, in a main phase of their
own turn, and only if no loyalty ability of that permanent was activated this turn
(606.3): :func:`loyalty_problems` says why not. Which of a permanent's loyalty abilities
was activated doesn't matter, so the permanent records the fact under one key of its
activation counts (:data:`LOYALTY_KEY`), which a turn's end clears with the others.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Final

from mtglab.cards.effects import Cost
from mtglab.cards.model import Ability
from mtglab.engine.state import GameState, PermanentState
from mtglab.engine.wording import possessive

__all__ = [
    "LOYALTY_KEY",
    "is_loyalty_ability",
    "loyalty_change",
    "loyalty_cost_problem",
    "loyalty_problems",
    "note_loyalty_activation",
]

#: The key of :attr:`PermanentState.activations` counting the loyalty abilities of that
#: permanent activated this turn, whichever they were (606.3).
LOYALTY_KEY: Final = "loyalty abilities (606.3)"


def is_loyalty_ability(ability: Ability) -> bool:
    """Whether it has a loyalty symbol in its cost (CR 606.2)."""
    return ability.loyalty is not None or any(c.kind == "loyalty" for c in ability.costs)


def loyalty_change(costs: Iterable[Cost], x: int | None) -> int:
    """The loyalty counters the ability's cost puts on its permanent (positive) or
    removes (negative), every loyalty cost combined into one (CR 606.4, 606.5); X is
    the value chosen as it is activated (107.3a), 0 while not chosen.

    >>> from mtglab.cards.oracle.grammar.loyalty import loyalty_cost
    >>> loyalty_change([loyalty_cost("-X")], 3), loyalty_change([loyalty_cost("+1")], None)
    (-3, 1)
    """
    total = 0
    for cost in costs:
        if cost.kind != "loyalty":
            continue
        if cost.amount.kind == "x":
            total += cost.amount.value * (x or 0)
        else:
            total += cost.amount.value
    return total


def loyalty_cost_problem(perm: PermanentState, costs: Iterable[Cost],
                         x: int | None) -> str | None:
    """Why the loyalty cost can't be paid now, or None: a negative cost needs at least
    that many loyalty counters on the permanent (CR 606.6, 118.3)."""
    change = loyalty_change(costs, x)
    have = perm.counter("loyalty")
    if change < 0 and have < -change:
        return (f"it has {have} loyalty counter(s); its loyalty cost removes {-change} "
                "(CR 606.6, 118.3)")
    return None


def loyalty_problems(state: GameState, pid: int, who: str) -> list[str]:
    """Why ``who`` can't activate a loyalty ability of permanent ``pid`` now, each citing
    CR 606.3: only during a main phase of their own turn with the stack empty, and only
    if no loyalty ability of that permanent has been activated this turn."""
    problems: list[str] = []
    if state.active != who:
        problems.append(f"it is {possessive(state.active)} turn: a loyalty ability can be "
                        "activated only during its controller's own turn (CR 606.3)")
    if "main" not in state.phase:
        problems.append(f"it is the {state.phase} step: a loyalty ability can be activated "
                        "only in a main phase (CR 606.3)")
    if state.stack:
        problems.append(f"the stack holds {len(state.stack)} object(s): a loyalty ability "
                        "can be activated only while it is empty (CR 606.3)")
    perm = state.permanents[pid]
    if dict(perm.activations).get(LOYALTY_KEY, 0) >= 1:
        problems.append("a loyalty ability of this permanent was already activated this "
                        "turn (CR 606.3)")
    return problems


def note_loyalty_activation(perm: PermanentState) -> PermanentState:
    """The permanent after one of its loyalty abilities is activated (CR 606.3)."""
    counts = dict(perm.activations)
    counts[LOYALTY_KEY] = counts.get(LOYALTY_KEY, 0) + 1
    return replace(perm, activations=tuple(sorted(counts.items())))
