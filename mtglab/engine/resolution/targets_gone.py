"""A spell whose every target is gone doesn't resolve (CR 608.2b).

As an instant or sorcery resolves, its targets are checked: if all of them are illegal,
it doesn't resolve and none of its instructions happen — not even those that don't
target (608.2b; a modal spell's other chosen modes too, 700.2). A target that has left
its zone is a new object (400.7), so it is illegal: :func:`every_target_gone` tells
whether no target of the spell is still where it was chosen (on the battlefield, on the
stack, or as a card in a graveyard, exile, a hand or a library). Whether a target still
there still fits its "target ..." is checked by the instruction itself.
"""

from __future__ import annotations

from mtglab.engine.state import GameState, StackItem

__all__ = ["every_target_gone"]


def _ids(state: GameState, item: StackItem) -> set[int]:
    """The ids of every object a target of ``item`` may still be."""
    ids = set(state.permanents) | {i.id for i in state.stack if i.id != item.id}
    for zone in (state.graveyards, state.hands, state.libraries):
        ids |= {g.id for cards in zone.values() for g in cards if g.id is not None}
    ids |= {g.id for g in state.exile if g.id is not None}
    return ids


def every_target_gone(state: GameState, item: StackItem) -> bool:
    """Whether ``item`` had targets and none of them is still an object of the game
    where it was (400.7, 608.2b); a player target (a name) never leaves."""
    if not item.targets:
        return False
    if any(not isinstance(t, int) for t in item.targets):
        return False
    here = _ids(state, item)
    return not any(t in here for t in item.targets)
