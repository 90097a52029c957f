"""Permanents that skip their next untapping (CR 502.3): "it doesn't untap during its
controller's next untap step" as a resolving instruction waits on the permanent
(``PermanentState.skip_next_untap``, counted: two such instructions skip two untap steps)
until its controller's untap step (:mod:`mtglab.engine.game.turns`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["skip_next_untap"]


def skip_next_untap(state: GameState, ids: Iterable[int], source_name: str) -> GameState:
    """Each permanent of ``ids`` doesn't untap during its controller's next untap step
    (502.3); logged as ``source_name``'s effect."""
    for oid in ids:
        perm = state.permanents.get(oid)
        if perm is None:
            continue
        state = state.with_permanent(replace(perm, skip_next_untap=perm.skip_next_untap + 1))
        state = state.logged("effect", characteristics_of(state)[oid].name,
                             f"doesn't untap during its controller's next untap step "
                             f"({source_name})", "502.3")
    return state
