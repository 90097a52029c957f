"""Permanents kept from untapping "for as long as" something holds (CR 502.3, 611.2b).

"Tap the copied creature and it doesn't untap during its controller's untap step for
as long as you control ~" (Wall of Stolen Identity) is a continuous effect of a
resolved ability: an :class:`~mtglab.engine.state.EffectRecord` of the
:class:`~mtglab.cards.effects.DoesntUntap`, its ``affected`` locked as it resolves
(611.2c), lasting ``"while you control"`` its source (``watch``). It is no ability of
the creature (it keeps it if it loses all abilities); the untap step asks
:func:`kept_tapped` (502.3), and :func:`mtglab.engine.effects.durations.end_expired` ends it
when the source leaves the battlefield or another player gains control of it (611.2b).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.effects import DoesntUntap
from mtglab.engine.state import EffectRecord, GameState
from mtglab.engine.wording import does

__all__ = ["WHILE_YOU_CONTROL", "held_untapped", "kept_tapped", "still_controlled"]

#: The duration "for as long as you control ~" (611.2b): ``watch`` is the source.
WHILE_YOU_CONTROL = "while you control"


def still_controlled(state: GameState, rec: EffectRecord) -> bool:
    """Whether the record's controller still controls its watched source (611.2b)."""
    perm = state.permanents.get(rec.watch) if rec.watch is not None else None
    return perm is not None and (perm.seen_controller or perm.controller) == rec.controller


def held_untapped(state: GameState, effect: DoesntUntap, source_id: int, who: str,
                  source_name: str, objects: Sequence[int]) -> GameState:
    """The resolving ``effect`` begins for ``objects``: they don't untap during their
    controllers' untap steps for as long as ``who`` controls ``source_id``. A duration
    that never starts (``who`` doesn't control the source now) does nothing (611.2b)."""
    if effect.duration != WHILE_YOU_CONTROL:
        raise ValueError(f"unknown 'doesn't untap' duration {effect.duration!r}")
    if not objects:
        return state
    perm = state.permanents.get(source_id)
    if perm is None or (perm.seen_controller or perm.controller) != who:
        return state.logged("effect", source_name, f"{who} doesn't control {source_name}: "
                            "the 'for as long as' duration never starts", "611.2b")
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, source_id, source_name, who, effect, ts, frozenset(objects), WHILE_YOU_CONTROL,
        watch=source_id, rule="611.2b, 502.3")))
    return state.logged("effect", source_name, f"{len(objects)} permanent(s) don't untap "
                        "during their controller's untap step for as long as "
                        f"{does(who, 'controls')} {source_name}", "611.2b, 502.3")


def kept_tapped(state: GameState, pid: int) -> bool:
    """Whether an effect of this module keeps permanent ``pid`` from untapping during
    its controller's untap step (502.3)."""
    return any(isinstance(r.effect, DoesntUntap) and r.duration == WHILE_YOU_CONTROL and
               pid in r.affected for r in state.effects)
