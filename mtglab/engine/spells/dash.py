"""Dash's abilities on the permanent (CR 702.109a): "If this spell's dash cost was paid,
return the permanent this spell becomes to its owner's hand at the beginning of the next
end step" and "As long as this permanent's dash cost was paid, it has haste."

Dash's first ability is an alternative cost (118.9, chosen with ``alternative="dash"``,
:mod:`mtglab.engine.spells.alternativecosts`); the spell remembers it was paid. As its
permanent enters, :func:`dashed` gives it haste — a continuous effect on it alone for as
long as it stays this object (611.2c, 400.7) — and creates the delayed triggered ability
that returns it (603.7a; :mod:`mtglab.engine.resolution.delayed` carries it out, and
does nothing once it has left, 400.7).
"""

from __future__ import annotations

from mtglab.cards.castcosts import DASH
from mtglab.cards.effects import Delayed, GrantAbilities, Relation, ReturnToHand, Selector
from mtglab.engine.resolution.delayed import create_delayed
from mtglab.engine.spells.alternativecosts import ALTERNATIVE_PAID
from mtglab.engine.state import EffectRecord, GameState, StackItem

__all__ = ["dashed"]

_SELF = Selector(relation=Relation.SELF)
#: "return the permanent ... to its owner's hand at the beginning of the next end step"
_RETURN = Delayed("next_end_step", (ReturnToHand(_SELF),))


def dashed(state: GameState, item: StackItem, pid: int) -> GameState:
    """The permanent ``pid`` has entered from the spell ``item``: if its dash cost was
    paid, it has haste and returns to its owner's hand at the next end step (702.109a)."""
    if dict(item.paid).get(ALTERNATIVE_PAID) != DASH or pid not in state.permanents:
        return state
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, pid, item.name, item.controller, GrantAbilities(_SELF, ("Haste",)), ts,
        frozenset({pid}), None, rule="702.109a, 613.1f", origin_text="~ has haste.")))
    state = state.logged("dash", item.name, "has haste: its dash cost was paid", "702.109a")
    return create_delayed(state, _RETURN, pid, item.name, item.controller)
