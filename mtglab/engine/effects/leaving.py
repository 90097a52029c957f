"""A replacement effect a resolving instruction creates: "If it would leave the
battlefield, exile it instead of putting it anywhere else" (CR 614.1a, 608.2c; unearth,
702.84a).

:func:`perform_exile_instead_of_leaving` locks in the object the instruction before named
("it") as an effect with no end (611.2a): it ends as the object leaves, which makes it a
new object (400.7, 611.2c); :func:`exiled_on_leaving` tells
:func:`mtglab.engine.game.zones.leave_battlefield` that a permanent about to go to another
zone goes to exile instead.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.leaving import ExileInsteadOfLeaving
from mtglab.engine.state import EffectRecord, GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["exiled_on_leaving", "perform_exile_instead_of_leaving"]


def perform_exile_instead_of_leaving(state: GameState, e: ExileInsteadOfLeaving,
                                     res: Resolution) -> tuple[GameState, Resolution]:
    """614.1a: from now on, the objects named (608.2c) that would leave the battlefield
    are exiled instead; nothing named on the battlefield, no effect."""
    ids = frozenset(t for t in res.named if isinstance(t, int) and t in state.permanents)
    if not ids:
        return state, res
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, e, ts,  # type: ignore[arg-type]
        ids, None, rule="614.1a", origin_text=res.origin_text)))
    return state.logged("effect", res.source_name, f"{e.describe()} (for "
                        f"{len(ids)} object(s))", "614.1a"), replace(res, named=tuple(ids))


def exiled_on_leaving(state: GameState, pid: int, to: str | None, why: str,
                      rule: str) -> tuple[str | None, str, str]:
    """Where the permanent ``pid``, about to leave the battlefield for ``to`` (with that
    reason and rule), goes: to exile instead when an effect applies to it and ``to`` is
    another zone (614.1a, 614.6); else as it was."""
    if to in (None, "exile") or not any(
            isinstance(r.effect, ExileInsteadOfLeaving) and pid in r.affected  # type: ignore[unreachable]
            for r in state.effects):
        return to, why, rule
    return "exile", f"{why}; it would leave the battlefield, so it is exiled instead", \
        f"{rule}, 614.1a"
