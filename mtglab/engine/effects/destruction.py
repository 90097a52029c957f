"""Destroying a permanent (CR 701.8) and regenerating it (701.19).

:func:`destroy` is used by every instruction that destroys and by the state-based actions
that destroy (lethal damage, deathtouch: 704.5g-h). Indestructible permanents aren't
destroyed (702.12b); a regeneration shield replaces the destruction (701.19a, 614.8), as
does its own "If ~ would be destroyed, regenerate it", and so does an Aura with umbra
armor enchanting it (702.89a).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.restrictions import restriction
from mtglab.engine.game.zones import leave_battlefield
from mtglab.engine.state import GameState
from mtglab.errors import UnsupportedError

__all__ = ["add_regeneration_shield", "destroy", "umbra_armor_auras"]

#: the kind of the effect "can't be regenerated this turn" (701.19c; read by
#: cards/oracle/grammar/regeneration.py)
_CANT_BE_REGENERATED = "cant_be_regenerated"
#: the kind of the static "If ~ would be destroyed, regenerate it" (614.8; read by
#: cards/oracle/grammar/would_deal.py): it regenerates each time, no shield used up
_REGENERATES_IF_DESTROYED = "regenerates_if_destroyed"


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
    always = looks.has_modifier(_REGENERATES_IF_DESTROYED)  # its own static (614.8)
    shielded = (always or bool(perm.regeneration_shields)) and can_regenerate and \
        restriction(state, pid, _CANT_BE_REGENERATED) is None
    umbras = umbra_armor_auras(state, pid)
    if umbras and (shielded or len(umbras) > 1):
        raise UnsupportedError(
            f"{looks.name} would be destroyed: which of its replacement effects applies "
            "(umbra armor, regeneration) is its controller's choice, not modelled (CR 616.1)")
    if umbras:  # 702.89a: damage removed from it, the Aura destroyed instead
        state = state.with_permanent(replace(perm, damage=0, deathtouch_damage=False))
        aura = characteristics_of(state)[umbras[0]].name
        state = state.logged("umbra armor", looks.name, f"isn't destroyed: its damage is "
                             f"removed and {aura} is destroyed instead", "702.89a, 614.1a")
        return destroy(state, umbras[0], why, rule)
    if shielded:
        state = state.with_permanent(replace(  # its static ability keeps the shields
            perm, regeneration_shields=perm.regeneration_shields - (not always), damage=0,
            deathtouch_damage=False, tapped=True, attacking=None, blocking=(),
            blocked=False))
        return state.logged("regenerate", looks.name, "it regenerates instead of being "
                            "destroyed: damage removed, tapped, removed from combat",
                            "701.19a, 614.8")
    return leave_battlefield(state, pid, "graveyard", why, rule)


def umbra_armor_auras(state: GameState, pid: int) -> list[int]:
    """The Auras with umbra armor enchanting permanent ``pid`` (702.89a: "If enchanted
    permanent would be destroyed, instead remove all damage marked on it and destroy this
    Aura")."""
    chars = characteristics_of(state)
    return [aid for aid, a in sorted(state.permanents.items())
            if a.attached_to == pid and "Aura" in chars[aid].subtypes
            and chars[aid].has_keyword("Umbra armor")]


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
