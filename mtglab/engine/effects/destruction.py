"""Destroying a permanent (CR 701.8) and regenerating it (701.19).

:func:`destroy` is used by every instruction that destroys and by the state-based actions
that destroy (lethal damage, deathtouch: 704.5g-h). Indestructible permanents aren't
destroyed (702.12b); a regeneration shield replaces the destruction (701.19a, 614.8).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.restrictions import restriction
from mtglab.engine.game.zones import leave_battlefield
from mtglab.engine.state import GameState

__all__ = ["add_regeneration_shield", "destroy"]

#: the kind of the effect "can't be regenerated this turn" (701.19c; read by
#: cards/oracle/grammar/regeneration.py)
_CANT_BE_REGENERATED = "cant_be_regenerated"


def destroy(state: GameState, pid: int, why: str = "destroyed", rule: str = "701.8a", *,
            can_regenerate: bool = True) -> GameState:
    """Destroy permanent ``pid``: move it from the battlefield to its owner's graveyard
    (701.8a), unless it has indestructible (702.12b) or a regeneration shield replaces
    the event (701.19a): all damage is removed from it, it is tapped and removed from
    combat instead. ``can_regenerate=False``: "It can't be regenerated" (701.19c); so
    too while an effect says it "can't be regenerated this turn" (611.2c)."""
    if pid not in state.permanents:
        return state
    looks = characteristics_of(state)[pid]
    if looks.has_keyword("Indestructible"):
        return state.logged("destroy", looks.name, "has indestructible: it isn't destroyed",
                            "702.12b")
    perm = state.permanents[pid]
    if perm.regeneration_shields and can_regenerate and \
            restriction(state, pid, _CANT_BE_REGENERATED) is None:
        state = state.with_permanent(replace(
            perm, regeneration_shields=perm.regeneration_shields - 1, damage=0,
            deathtouch_damage=False, tapped=True, attacking=None, blocking=(),
            blocked=False))
        return state.logged("regenerate", looks.name, "it regenerates instead of being "
                            "destroyed: damage removed, tapped, removed from combat",
                            "701.19a, 614.8")
    return leave_battlefield(state, pid, "graveyard", why, rule)


def add_regeneration_shield(state: GameState, pid: int, source_name: str) -> GameState:
    """"Regenerate it": the next time it would be destroyed this turn, it regenerates
    instead (701.19a); the shield ends in the cleanup step (514.2)."""
    if pid not in state.permanents:
        return state
    perm = state.permanents[pid]
    state = state.with_permanent(replace(perm,
                                         regeneration_shields=perm.regeneration_shields + 1))
    return state.logged("regenerate", characteristics_of(state)[pid].name,
                        f"gets a regeneration shield from {source_name}", "701.19a")
