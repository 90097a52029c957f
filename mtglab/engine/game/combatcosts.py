"""Costs to attack and to block (CR 508.1d, 508.1h-j, 509.1d).

A static ability such as "Creatures can't attack you unless their controller pays {2}
for each creature they control that's attacking you" or "Enchanted creature can't block
unless its controller pays {3}" (a :class:`~mtglab.cards.statics.CombatRule` of kind
ATTACK_COST or BLOCK_COST) puts a cost on each creature it covers. As attackers (or
blockers) are declared, the player adds up the costs of the chosen creatures (508.1h,
509.1d: the total is locked in) and pays it from their mana pool at once (508.1j:
partial payments are not allowed; Phyrexian mana may be paid with life, 107.4f). A
total that can't be paid makes the declaration illegal (508.1: nothing happens).
Nothing taps lands for the player: mana abilities are activated before (508.1i).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.statics import CombatRuleKind
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.restrictions import combat_costs
from mtglab.engine.effects.life import lose_life
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["pay_to_attack", "pay_to_block"]


def pay_to_attack(state: GameState, chosen: Sequence[int], defender: str) -> GameState:
    """The active player pays the total cost to attack ``defender`` with ``chosen``
    (508.1h-j); raises :class:`~mtglab.errors.IllegalActionError` if it can't be paid."""
    costs = [(pid, cost, where) for pid in chosen for cost, where in
             combat_costs(state, pid, CombatRuleKind.ATTACK_COST, defender)]
    return _pay(state, state.active, costs, "declare attackers", "attack", "508.1h, 508.1j")


def pay_to_block(state: GameState, blocks: Sequence[tuple[int, int]]) -> GameState:
    """Each defending player pays the total cost to block with their blockers of
    ``blocks`` (509.1d); raises :class:`~mtglab.errors.IllegalActionError` if one
    can't be paid."""
    chars = characteristics_of(state)
    by_player: dict[str, list[tuple[int, ManaCost, str]]] = {}
    for blocker in dict.fromkeys(b for b, _a in blocks):
        for cost, where in combat_costs(state, blocker, CombatRuleKind.BLOCK_COST):
            by_player.setdefault(chars[blocker].controller, []).append((blocker, cost, where))
    for who, costs in by_player.items():
        state = _pay(state, who, costs, "declare blockers", "block", "509.1d")
    return state


def _pay(state: GameState, who: str, costs: Sequence[tuple[int, ManaCost, str]],
         action: str, verb: str, rule: str) -> GameState:
    """``who`` pays the sum of ``costs`` (one for each creature and rule, locked in as
    it is totalled, 508.1h) from their mana pool, all at once (508.1j)."""
    if not costs:
        return state
    total = costs[0][1]
    for _pid, cost, _where in costs[1:]:
        total = total + cost
    chars = characteristics_of(state)
    names = ", ".join(f"{chars[pid].name} {cost} ({where})" for pid, cost, where in costs)
    plan = pay_from_pool(state.player(who), total, purpose="ability")
    if plan is None:
        pool = state.player(who).pool_mana
        raise IllegalActionError(action, [
            f"the cost to {verb}, {total} ({names}), can't be paid from "
            f"{possessive(who)} mana pool ({pool or 'empty'}) (CR {rule}, 508.1i)"])
    state = state.with_player(replace(state.player(who), pool=plan[0]))
    state = lose_life(state, who, plan[1])  # Phyrexian mana paid with life (107.4f)
    return state.logged("pay", who, f"pays {total} to {verb}: {names}", rule)
