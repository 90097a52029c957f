"""Keyword actions with a number, carried out as a spell or ability resolves (CR 701):
adapt (701.46a) and bolster (701.39a) put +1/+1 counters through the one counter event
(:func:`mtglab.engine.events.counters.put_counters`, so replacement effects and "whenever
counters are put" triggers apply). The verbs of :data:`mtglab.engine.effects.perform.VERBS`
for the records of :mod:`mtglab.cards.keywordactions`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.keywordactions import Adapt, Bolster
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.events.counters import put_counters
from mtglab.engine.state import GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["adapt", "bolster"]


def adapt(state: GameState, e: Adapt, res: Resolution) -> tuple[GameState, Resolution]:
    """701.46a: if the source has no +1/+1 counters on it, put N +1/+1 counters on it;
    a source no longer on the battlefield gets none (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.counter("+1/+1"):
        return state.logged("effect", res.source_name, "adapts: it already has a +1/+1 "
                            "counter, so none is put", "701.46a"), res
    state = put_counters(state, perm.id, "+1/+1", e.amount, res.controller,
                         why=f"adapt {e.amount}", rule="701.46a", order=res.order)
    return state, res


def bolster(state: GameState, e: Bolster, res: Resolution) -> tuple[GameState, Resolution]:
    """701.39a: among the creatures its controller controls, one with the least toughness
    (chosen, if several tie, as it resolves) gets N +1/+1 counters; none without a
    creature (701.39b)."""
    chars = characteristics_of(state)
    mine = {i: c for i, c in chars.items()
            if c.controller == res.controller and "Creature" in c.types}
    if not mine:
        return state.logged("effect", res.source_name, f"bolster {e.amount}: no creature "
                            "to put counters on", "701.39b"), res
    least = min(c.toughness or 0 for c in mine.values())
    tied = {i: c.name for i, c in mine.items() if (c.toughness or 0) == least}
    oid = res.chooser.pick_permanent(
        f"the creature with the least toughness {res.controller} controls, for bolster "
        f"{e.amount} (CR 701.39a)", tied)
    state = put_counters(state, oid, "+1/+1", e.amount, res.controller,
                         why=f"bolster {e.amount}", rule="701.39a", order=res.order)
    return state, replace(res, named=(oid,), named_looks=((oid, chars[oid]),))
