"""Paired creatures (CR 702.95b-e), decided in one place.

* :func:`partner` — the creature a permanent is paired with: each names the other
  (``PermanentState.paired_with``); one that left the battlefield is a new object
  (400.7), so the other is unpaired at once (702.95e).
* :func:`can_pair` — soulbond's intervening "if" and its resolution check (603.4,
  702.95a, 702.95c-d): both are creatures on the battlefield that ``who`` controls, both
  unpaired, not the same creature.
* :func:`pair` — they become paired (702.95b).
* :func:`unpair_broken` — a pair one of whose creatures stopped being a creature or came
  under another player's control becomes unpaired, and stays so (702.95e); run whenever
  "for as long as" effects are checked (611.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.paired import partner
from mtglab.engine.state import GameState

__all__ = ["can_pair", "pair", "partner", "soulbond_may_pair", "unpair_broken"]


def can_pair(state: GameState, a: int | None, b: int | None, who: str) -> bool:
    """Whether ``a`` and ``b`` may become paired by ``who``'s soulbond ability: two
    different unpaired creatures on the battlefield that ``who`` controls (702.95a,
    702.95c-d)."""
    if a is None or b is None or a == b:
        return False
    chars = characteristics_of(state)
    return all(x in chars and "Creature" in chars[x].types and chars[x].controller == who
               and partner(state, x) is None for x in (a, b))


def soulbond_may_pair(state: GameState, source: int | None, that: Any, who: str) -> bool:
    """Soulbond's intervening "if" (702.95a, 603.4): ``who`` controls the soulbond
    creature ``source`` and the creature that entered (``that``) and both are unpaired;
    when ``source`` itself entered, some other unpaired creature of theirs is there."""
    if isinstance(that, int) and that != source:
        return can_pair(state, source, that, who)
    return any(can_pair(state, source, pid, who) for pid in state.permanents)


def pair(state: GameState, a: int, b: int, who: str) -> GameState:
    """``a`` and ``b`` become paired under ``who`` (702.95b); logged."""
    for x, y in ((a, b), (b, a)):
        state = state.with_permanent(replace(state.permanents[x], paired_with=y,
                                             paired_under=who))
    chars = characteristics_of(state)
    return state.logged("pair", chars[a].name, f"is paired with {chars[b].name}", "702.95b")


def unpair_broken(state: GameState) -> GameState:
    """Unpair each pair that 702.95e ends: either creature stopped being a creature,
    another player controls it, or it left the battlefield."""
    paired = [p for p in state.permanents.values() if p.paired_with is not None]
    if not paired:
        return state
    chars = characteristics_of(state)
    for perm in paired:
        if perm.id not in state.permanents or state.permanents[perm.id].paired_with is None:
            continue
        other = partner(state, perm.id)
        c = chars.get(perm.id)
        broken = other is None or c is None or any(
            "Creature" not in chars[x].types or chars[x].controller != perm.paired_under
            for x in (perm.id, other))
        if not broken:
            continue
        for x in (perm.id, other):
            if x is not None and x in state.permanents:
                state = state.with_permanent(replace(state.permanents[x], paired_with=None,
                                                     paired_under=None))
        if c is not None:
            state = state.logged("unpair", c.name, "is no longer paired", "702.95e")
    return state
