"""Whether an instruction was done (CR 609.3, 608.2d, 603.12).

An instruction that was impossible (nothing to sacrifice, no card to discard) does
nothing (609.3), so it wasn't done: "If you do, ..." doesn't happen (608.2d) and a
reflexive "When you do, ..." doesn't trigger (603.12). :func:`was_done` compares the
game before and after the instruction, leaving aside what only writing the log moves.
"""

from __future__ import annotations

from dataclasses import fields

from mtglab.engine.state import GameState

__all__ = ["was_done"]

#: The state fields that change without the instruction doing anything.
_QUIET = frozenset({"log", "next_id", "next_timestamp"})


def was_done(before: GameState, after: GameState) -> bool:
    """Whether the instructions carried out between ``before`` and ``after`` did
    anything beyond writing the log (609.3): if not, they weren't done (608.2d, 603.12)."""
    return any(getattr(before, f.name) != getattr(after, f.name)
               for f in fields(before) if f.name not in _QUIET)
