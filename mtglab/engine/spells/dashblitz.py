"""Dash's, blitz's and warp's abilities on the permanent (CR 702.109a, 702.152a,
702.185a).

Dash: "If this spell's dash cost was paid, return the permanent this spell becomes to
its owner's hand at the beginning of the next end step" and "As long as this permanent's
dash cost was paid, it has haste." Blitz: "If this spell's blitz cost was paid,
sacrifice the permanent this spell becomes at the beginning of the next end step" and
"As long as this permanent's blitz cost was paid, it has haste and 'When this permanent
is put into a graveyard from the battlefield, draw a card.'" Warp, in mtglab's words:
once its warp cost was paid, its permanent is exiled as the next end step begins, and
from any later turn its owner may cast the card from exile while it stays there.

Each keyword's first ability is an alternative cost (118.9, chosen with
``alternative="dash"`` / ``"blitz"``, :mod:`mtglab.engine.spells.alternativecosts`);
the spell remembers it was paid. As its permanent enters, :func:`dashed` gives it the
abilities — a continuous effect on it alone for as long as it stays this object (611.2c,
400.7) — and creates the delayed triggered ability that returns or sacrifices it
(603.7a; :mod:`mtglab.engine.resolution.delayed` carries it out, and does nothing once
it has left, 400.7). A creature spell cast with suspend's last ability
(:mod:`mtglab.engine.spells.suspend`) has haste likewise, for as long as its caster
controls it (702.62a): :func:`suspended_haste`.
"""

from __future__ import annotations

from typing import Final

from mtglab.cards.castcosts import BLITZ, DASH, SUSPEND, WARP
from mtglab.cards.castgrants import CAST_COST_GRANTS, cast_cost_abilities
from mtglab.cards.effects import (
    CastPermission,
    Delayed,
    GrantAbilities,
    Relation,
    ReturnToHand,
    SacrificeSelf,
    Selector,
)
from mtglab.cards.vocabulary import Zone
from mtglab.engine.effects.heldtapped import WHILE_YOU_CONTROL
from mtglab.engine.resolution.delayed import create_delayed
from mtglab.engine.spells.alternativecosts import ALTERNATIVE_PAID
from mtglab.engine.state import EffectRecord, GameState, StackItem

__all__ = ["dashed", "suspended_haste"]

_SELF = Selector(relation=Relation.SELF)

#: for each keyword: the abilities its permanent has, the delayed trigger that ends its
#: stay ("at the beginning of the next end step"), and the rule
_KEYWORDS: Final[dict[str, tuple[tuple[str, ...], Delayed, str]]] = {
    DASH: (CAST_COST_GRANTS[DASH], Delayed("next_end_step", (ReturnToHand(_SELF),)),
           "702.109a"),
    BLITZ: (CAST_COST_GRANTS[BLITZ], Delayed("next_end_step", (SacrificeSelf(),)),
            "702.152a"),
    # exiled, and its owner may cast the card from exile after this turn (702.185a)
    WARP: ((), Delayed("next_end_step", (CastPermission(_SELF, Zone.EXILE, keyword=WARP),)),
           "702.185a"),
}


def dashed(state: GameState, item: StackItem, pid: int) -> GameState:
    """The permanent ``pid`` has entered from the spell ``item``: if its dash or blitz
    cost was paid, it has haste (and blitz's draw) and is returned or sacrificed at the
    next end step (702.109a, 702.152a)."""
    found = _KEYWORDS.get(str(dict(item.paid).get(ALTERNATIVE_PAID)))
    if found is None or pid not in state.permanents:
        return state
    abilities, delayed, rule = found
    if not abilities:  # warp: only the delayed trigger (702.185a)
        return create_delayed(state, delayed, pid, item.name, item.controller)
    granted = cast_cost_abilities(str(dict(item.paid)[ALTERNATIVE_PAID]))
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, pid, item.name, item.controller, GrantAbilities(_SELF, abilities, granted=granted), ts,
        frozenset({pid}), None, rule=f"{rule}, 613.1f",
        origin_text=f"~ has {' and '.join(abilities)}")))
    state = state.logged("alternative cost", item.name, f"has {' and '.join(abilities)}: "
                         "the cost paid says so", rule)
    return create_delayed(state, delayed, pid, item.name, item.controller)


def suspended_haste(state: GameState, item: StackItem, pid: int) -> GameState:
    """The permanent ``pid`` has entered from the spell ``item``: a creature spell cast
    with suspend's last ability has haste for as long as its caster controls it
    (702.62a, 611.2b)."""
    if dict(item.paid).get(ALTERNATIVE_PAID) != SUSPEND or pid not in state.permanents or \
            item.card is None or "Creature" not in item.card.types:
        return state
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    me = Selector(relation=Relation.SELF)
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, pid, item.name, item.controller, GrantAbilities(
            me, CAST_COST_GRANTS[SUSPEND], granted=cast_cost_abilities(SUSPEND)), ts,
        frozenset({pid}), WHILE_YOU_CONTROL, watch=pid, rule="702.62a, 613.1f",
        origin_text="~ has haste")))
    return state.logged("suspend", item.name, "it was cast with suspend: it has haste for "
                        "as long as its caster controls it", "702.62a, 611.2b")
