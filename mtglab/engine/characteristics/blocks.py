"""Which abilities of a permanent its level, class level or station block leaves out
now (CR 711.2a-b, 716.2a, 721.2a): an ability printed under a block's symbol is the
permanent's only while the block's condition
(:attr:`~mtglab.cards.ability.Ability.held_while`) holds — on its own counters and
level, not copiable (716.2b), checked continuously like any "as long as" (611.3a)."""

from __future__ import annotations

from collections.abc import Sequence

from mtglab.cards.ability import Ability
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.selectors import SelectContext
from mtglab.engine.state import GameState

__all__ = ["absent_abilities"]


def absent_abilities(state: GameState, pid: int,
                     abilities: Sequence[Ability]) -> frozenset[int]:
    """The indexes in ``abilities`` (the permanent ``pid``'s copiable abilities) of
    those its blocks leave out now; a condition mtglab can't check leaves it out too
    (never guessed)."""
    if not any(a.held_while is not None for a in abilities):
        return frozenset()
    perm = state.permanents[pid]
    ctx = SelectContext(pid, perm.controller)
    return frozenset(i for i, a in enumerate(abilities) if a.held_while is not None and
                     holds(state, a.held_while, ctx, {}) is not True)
