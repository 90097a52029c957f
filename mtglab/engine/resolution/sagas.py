"""The turn-based action of Sagas (CR 714.3c): as a player's precombat main phase begins,
they put a lore counter on each Saga they control with one or more chapter abilities. It
doesn't use the stack; the counters are put as an event (122.6: Doubling Season applies)
and the chapter abilities they reach trigger (714.2b, :mod:`mtglab.engine.resolution.chapters`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.events.counters import put_counters
from mtglab.engine.resolution.chapters import chapters_reached, final_chapter, is_saga
from mtglab.engine.resolution.delayed import delayed_at_step
from mtglab.engine.resolution.triggers import triggered_at_step
from mtglab.engine.state import GameState

__all__ = ["lore_at_precombat_main", "put_lore_counters", "step_begins"]


def lore_at_precombat_main(state: GameState) -> GameState:
    """The active player's precombat main phase begins: a lore counter on each Saga of
    theirs with chapter abilities (714.3c)."""
    chars = characteristics_of(state)
    for pid in sorted(chars):
        c = chars[pid]
        if c.controller == state.active and is_saga(c) and final_chapter(c) > 0:
            state = put_lore_counters(state, pid, 1, state.active,
                                      why="its controller's precombat main phase began",
                                      rule="714.3c")
    return state


def put_lore_counters(state: GameState, pid: int, n: int, putter: str, *,
                      order: Sequence[str] | None = None, why: str = "",
                      rule: str = "122.1") -> GameState:
    """Put ``n`` lore counters on permanent ``pid`` as an event
    (:func:`~mtglab.engine.events.counters.put_counters`), and trigger the chapter abilities
    they reach (714.2b)."""
    before = state.permanents[pid].counter("lore")
    state = put_counters(state, pid, "lore", n, putter, order=order, why=why, rule=rule)
    return chapters_reached(state, pid, before)


def step_begins(state: GameState, step: str) -> GameState:
    """The active player's ``step`` begins (``state`` already in it): its turn-based
    action for Sagas first (714.3c, in the precombat main phase), then the delayed
    triggers waiting for it ("at end of combat", "at the beginning of the next end
    step", 603.7b) and its "at the beginning of" abilities trigger (503.1a, 505.1,
    507.1, 511.1, 513.1a)."""
    if step == "precombat main":
        state = lore_at_precombat_main(state)
    return triggered_at_step(delayed_at_step(state, step), step)
