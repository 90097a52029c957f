"""When continuous effects end (CR 514.2, 611.2b)."""

from __future__ import annotations

from mtglab.engine.state import GameState

__all__ = ["end_expired", "end_of_turn"]


def end_expired(state: GameState) -> GameState:
    """End "for as long as" effects whose condition no longer holds (611.2b).

    Zygon Infiltrator's copy lasts for as long as the copied creature remains tapped:
    it ends when that creature untaps or leaves the battlefield.
    """
    keep = []
    ended = []
    for r in state.effects:
        if r.duration == "while tapped" and r.watch is not None:
            w = state.permanents.get(r.watch)
            if w is None or not w.tapped:
                ended.append(r)
                continue
        held = state.permanents.get(r.watch) if r.watch is not None else None
        if r.duration == "while attached" and (  # "remains attached to it" (attach.py)
                held is None or held.attached_to is None or held.attached_to not in r.affected):
            ended.append(r)
            continue
        if r.duration == "while on the battlefield" and r.watch not in state.permanents:
            ended.append(r)  # "for as long as ~ remains on the battlefield" (611.2b)
            continue
        keep.append(r)
    if not ended:
        return state
    state = state.evolve(effects=tuple(keep))
    for r in ended:
        state = state.logged("effect ends", r.source_name,
                             "the watched creature is no longer tapped" if r.duration ==
                             "while tapped" else "it is no longer attached to that object"
                             if r.duration == "while attached" else
                             "its source left the battlefield", "611.2b")
    return state


def end_of_turn(state: GameState) -> GameState:
    """The cleanup step: "until end of turn" effects end, damage wears off (514.2)."""
    from dataclasses import replace

    keep = tuple(r for r in state.effects if r.duration != "end of turn")
    n = len(state.effects) - len(keep)
    state = state.evolve(effects=keep)
    damaged = [p for p in state.permanents.values() if p.damage]
    state = state.with_permanents(replace(p, damage=0) for p in damaged)
    return state.logged("cleanup", "", f"{n} 'until end of turn' effect(s) end; damage is "
                        "removed", "514.2")
