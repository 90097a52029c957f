"""The optional actions "If you do, ..." and "When you do, ..." follow, carried out the
general way (CR 608.2d, 603.12): removing a counter from a permanent (122.1).

With fewer counters there than the instruction says, none is removed: it wasn't done
(609.3), so what "If you do" says doesn't happen (608.2d) and "When you do" doesn't
trigger (603.12)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglab.cards.effects import RemoveCounters, Selector
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.events.counters import remove_counters
from mtglab.engine.state import GameState

__all__ = ["perform_remove_counters"]

#: the permanents a selector names as the instruction is carried out (engine.perform's)
Objects = Callable[[GameState, Selector, Any], tuple[list[int], Any]]


def perform_remove_counters(state: GameState, e: RemoveCounters, res: Any,
                            objects: Objects) -> tuple[GameState, Any]:
    """122.1: ``e.amount`` counters of the kind removed from each permanent named, by the
    ability's controller; from one with fewer, none (609.3: it can't be done there)."""
    ids, res = objects(state, e.selector, res)
    n = res.amount(state, e.amount)
    for oid in ids:
        perm = state.permanents.get(oid)
        if perm is None or perm.counter(e.counter) < n or n <= 0:
            continue
        state = remove_counters(state, oid, e.counter, n, res.controller)
        state = state.logged("effect", characteristics_of(state)[oid].name,
                             f"{n} {e.counter} counter(s) removed by {res.source_name}",
                             "122.1")
    return state, res
