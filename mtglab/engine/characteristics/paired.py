"""The creature a permanent is paired with (CR 702.95b): read from the state alone, so
the layers (613) may ask it; the rest of pairing is :mod:`~mtglab.engine.characteristics.
pairing`'s."""

from __future__ import annotations

from mtglab.engine.state import GameState

__all__ = ["partner"]


def partner(state: GameState, pid: int | None) -> int | None:
    """The creature ``pid`` is paired with (702.95b), or None (unpaired)."""
    perm = state.permanents.get(pid) if pid is not None else None
    if perm is None or perm.paired_with is None:
        return None
    other = state.permanents.get(perm.paired_with)
    return perm.paired_with if other is not None and other.paired_with == pid else None
