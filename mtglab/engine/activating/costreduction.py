"""An activated ability's own cost reduction (CR 602.2b, 601.2f, 118.7): "This ability
costs {1} less to activate for each Town you control." / "... {2} less to activate if you
control a legendary creature." As the ability is activated its total cost is
determined: the reduction takes generic mana off its mana cost, never colored mana and
never below nothing (118.7c). :func:`reduced` is the ability as its cost is then, which
the cost checks and payments of :mod:`mtglab.engine.activating.costs` use.
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.castcosts import AbilityCostReduction
from mtglab.engine.characteristics.layers import AbilityRef
from mtglab.engine.mana.production import ProductionContext, amount_value, condition_holds
from mtglab.engine.spells.affinity import less_generic
from mtglab.engine.state import GameState

__all__ = ["reduced", "reduction"]


def reduction(state: GameState, pid: int, ref: AbilityRef, who: str) -> int:
    """How much generic mana the ability's own "costs {N} less to activate" takes off its
    cost as ``who`` activates it now (602.2b, 601.2f)."""
    ctx = ProductionContext(state, pid, who)
    total = 0
    for r in ref.ability.restrictions:
        if not isinstance(r, AbilityCostReduction) or r.mana is None:
            continue
        if r.condition is not None and not condition_holds(r.condition, ctx):
            continue
        total += r.mana.generic * (amount_value(r.per, ctx) if r.per is not None else 1)
    return total


def reduced(state: GameState, pid: int, ref: AbilityRef, who: str) -> AbilityRef:
    """The ability with its mana cost reduced (118.7); ``ref`` itself when nothing is."""
    if not any(isinstance(r, AbilityCostReduction) for r in ref.ability.restrictions):
        return ref
    n = reduction(state, pid, ref, who)
    if n <= 0:
        return ref
    costs = tuple(replace(c, mana=less_generic(c.mana, n)) if c.kind == "mana" and
                  c.mana is not None else c for c in ref.ability.costs)
    return replace(ref, ability=replace(ref.ability, costs=costs))
