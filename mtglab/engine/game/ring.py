"""The Ring tempts you (CR 701.54): Ring-bearers and the level of a player's Ring.

Each time the Ring tempts a player, they choose a creature they control, which becomes
their Ring-bearer (701.54a) in place of any other, and the Ring has tempted them once more
(``PlayerState.ring_tempted``). Ring-bearer is a designation of the permanent
(``PermanentState.ring_bearer``, the player whose Ring-bearer it is; 701.54b), which
stops counting when another player controls it (701.54a, 701.54e).

The emblem The Ring (701.54c) is kept as that count, its level: at 1 or more the
Ring-bearer is legendary (applied in layer 4 by :mod:`mtglab.engine.characteristics.layers`
through :func:`is_ring_bearer`); the block restriction and the abilities of levels 2-4
are named by :func:`ring_abilities` for tables and the log. The triggered abilities of
levels 2-4 are offered events by :func:`ring_triggers`, with the Ring-bearer as the
object they are about.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Final

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.compoundeffects import Delayed
from mtglab.cards.effectparts import Relation, Selector
from mtglab.cards.effects import Amount, DrawCards, LoseLife, Sacrifice
from mtglab.cards.instructions import Discard, Who
from mtglab.cards.model import Ability
from mtglab.engine.state import GameState, PermanentState

if TYPE_CHECKING:
    from mtglab.engine.characteristics.layers import Characteristics

__all__ = ["RING_ABILITIES", "is_ring_bearer", "ring_abilities", "ring_tempts",
           "ring_triggers"]

#: what the emblem The Ring gives its owner at each level (701.54c), in our words
RING_ABILITIES: Final = (
    "your Ring-bearer is legendary and can't be blocked by creatures with greater power",
    "whenever your Ring-bearer attacks, you draw a card, then discard a card",
    "whenever your Ring-bearer becomes blocked by a creature, that creature's controller "
    "sacrifices it at end of combat",
    "whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life",
)


def is_ring_bearer(perm: PermanentState, controller: str) -> bool:
    """Whether ``perm``, controlled by ``controller``, is its controller's Ring-bearer: it
    has the designation for that very player (701.54a: another player gaining control of
    it ends it; 701.54e)."""
    return perm.ring_bearer is not None and perm.ring_bearer == controller


def ring_abilities(tempted: int) -> tuple[str, ...]:
    """The abilities of a Ring that has tempted its owner ``tempted`` times (701.54c)."""
    return RING_ABILITIES[:max(0, min(tempted, len(RING_ABILITIES)))]


def ring_tempts(state: GameState, player: str, bearer: int | None,
                source_name: str) -> GameState:
    """The Ring tempts ``player`` (701.54a, 701.54c-d): ``bearer`` (a creature they
    control, None if they control none) becomes their Ring-bearer and any other creature
    stops being it; the count of temptations goes up by one even when no creature could
    be chosen (701.54d)."""
    for pid, perm in state.permanents.items():
        if perm.ring_bearer == player and pid != bearer:
            state = state.with_permanent(replace(perm, ring_bearer=None))
    if bearer is not None:
        state = state.with_permanent(replace(state.permanents[bearer], ring_bearer=player))
    p = state.player(player)
    state = state.with_player(replace(p, ring_tempted=p.ring_tempted + 1))
    chosen = (f"{state.permanents[bearer].base.name} becomes their Ring-bearer"
              if bearer is not None else "no creature to choose as Ring-bearer")
    level = min(p.ring_tempted + 1, len(RING_ABILITIES))
    return state.logged("ring", source_name, f"the Ring tempts {player}: {chosen}; "
                        f"it has tempted them {p.ring_tempted + 1} time(s), "
                        f"their Ring has {level} abilit{'y' if level == 1 else 'ies'}",
                        "701.54a, 701.54c")


def _ring_triggered() -> tuple[Ability, ...]:
    """The triggered abilities of levels 2, 3 and 4 of the Ring (701.54c), as records
    about the Ring-bearer ("this creature"), built as the grammar reads "Whenever this
    creature attacks, draw a card, then discard a card.", "Whenever this creature becomes
    blocked by a creature, ..." and "Whenever this creature deals combat damage to a
    player, each opponent loses 3 life.": the sacrifice at level 3 is by the blocking
    creature's controller (701.21a)."""
    return _RING_TRIGGERED


#: "draw a card, then discard a card" (121.1, 701.9a)
_LOOT: Final[tuple[Any, ...]] = (DrawCards(Amount.fixed(1)), Discard(Amount.fixed(1)))

#: the Ring's triggered abilities (701.54c), in the order of :data:`RING_ABILITIES`
_RING_TRIGGERED: Final = (
    Ability(RING_ABILITIES[1], AbilityKind.TRIGGERED, True,  # 508.1m, 121.1, 701.9a
            effects=_LOOT,
            trigger=Trigger(TriggerEvent.ATTACKS)),
    Ability(RING_ABILITIES[2], AbilityKind.TRIGGERED, True,  # 509.3c, 603.7b
            effects=(Delayed("end_of_combat", (Sacrifice(
                Selector(types=("Creature",), relation=Relation.THAT), Who.CONTROLLER),)),),
            trigger=Trigger(TriggerEvent.BECOMES_BLOCKED, each_creature=True)),
    Ability(RING_ABILITIES[3], AbilityKind.TRIGGERED, True,  # 510.3a, 119.3
            effects=(LoseLife(Amount.fixed(3), "each opponent"),),
            trigger=Trigger(TriggerEvent.COMBAT_DAMAGE_PLAYER)),
)


def ring_triggers(state: GameState, chars: Mapping[int, Characteristics]
                  ) -> Iterator[tuple[int, Ability]]:
    """``(Ring-bearer id, ability)`` for each triggered ability of a player's Ring that
    their Ring-bearer's events may trigger: level 2 and up (701.54c). ``chars``: each
    permanent's characteristics (its controller after layer 2)."""
    for pid, perm in state.permanents.items():
        owner = perm.ring_bearer
        if owner is None or pid not in chars or \
                not is_ring_bearer(perm, chars[pid].controller):
            continue
        level = state.player(owner).ring_tempted
        for ability in _ring_triggered()[:max(0, min(level, 4) - 1)]:
            yield pid, ability
