"""Lands that become a basic land type by a resolving spell or ability (CR 305.7, 611.2a):
"Target land becomes the basic land type of your choice until end of turn", "Target
land becomes an Island until end of turn", "~ becomes a Forest until end of turn".

:func:`become_land_types` records the continuous effect for the lands named as it
resolves (611.2c); the layer system applies it in layer 4 (613.1d): the land loses its
other land types and its rules-text abilities and has the mana ability of its new type
(305.7). "Until end of turn" ends in the cleanup step (514.2).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.effects import Relation, Selector, SetBasicLandTypes
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.state import EffectRecord, GameState

__all__ = ["become_land_types", "carried_out"]


def carried_out(e: SetBasicLandTypes) -> bool:
    """Whether :func:`become_land_types` carries out this instruction: it names its land
    (its target, "that land" or its source) and its types are given or chosen now."""
    return e.selector.relation in (Relation.TARGET, Relation.THAT, Relation.SELF) and \
        not e.chosen and (e.choose or bool(e.land_types))


def become_land_types(state: GameState, e: SetBasicLandTypes, *, source_id: int | None,
                      source_name: str, controller: str, targets: Sequence[object],
                      chooser: Chooser) -> GameState:
    """The lands ``e`` names become its basic land types (see the module docstring):
    the target (the first of ``targets`` still on the battlefield), or the source."""
    named = [source_id] if e.selector.relation is Relation.SELF else list(targets[:1])
    chars = characteristics_of(state)
    lands = [t for t in named if isinstance(t, int) and t in chars and "Land" in chars[t].types]
    if not lands:
        return state.logged("effect", source_name, "no land to change: nothing happens",
                            "608.2b")
    types = e.land_types
    if e.choose:  # "the basic land type of your choice" (305.7)
        types = (str(chooser.pick(f"the basic land type {source_name} gives (CR 305.7)",
                                  list(BASIC_LAND_TYPES))),)
    locked = SetBasicLandTypes(Selector(relation=Relation.THAT), types)
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, source_id, source_name, controller, locked, ts, frozenset(lands),
        "end of turn" if e.until_end_of_turn else None, rule="611.2c, 613.1d, 305.7")))
    names = ", ".join(characteristics_of(state)[i].name for i in lands)
    return state.logged("effect", names, f"becomes a {'/'.join(types)}"
                        + (" until end of turn" if e.until_end_of_turn else ""),
                        "305.7, 613.1d")
