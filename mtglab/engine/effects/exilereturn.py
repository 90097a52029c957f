"""Exiling permanents and returning them at once (CR 406.3, 400.7, 712.14a): the record
:class:`~mtglab.cards.exilereturn.ExileAndReturn` played.

Each permanent named is exiled; the card it became (a new object, 400.7) is put back
onto the battlefield at once, a new object again: under its owner's control or the
ability's controller's, tapped if the text says so, and with its back face up when it
returns "transformed" — which a card that isn't double-faced, or whose back face is an
instant or sorcery face, can't do: it stays in exile (712.14a). A token exiled ceases to
exist (111.7) and doesn't return. What returned is what "it" names next (608.2c).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.effects import Selector
from mtglab.cards.exilereturn import ExileAndReturn
from mtglab.engine.characteristics.faces import transformed_values
from mtglab.engine.game.zones import card_zone, leave_battlefield
from mtglab.engine.state import GameState
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["perform_exile_and_return"]

Objects = Callable[[GameState, Selector, "Resolution"], tuple[list[int], "Resolution"]]


def perform_exile_and_return(state: GameState, e: ExileAndReturn, res: Resolution,
                             objects: Objects) -> tuple[GameState, Resolution]:
    """406.3, 400.7, 712.14a: exile each permanent ``e.selector`` names (``objects``
    finds them), then return the card each became to the battlefield."""
    arrive = res.arrive
    if arrive is None:
        raise UnsupportedError("putting a card onto the battlefield is not available here")
    ids, res = objects(state, e.selector, res)
    returned: list[int] = []
    for oid in ids:
        perm = state.permanents[oid]
        who = res.controller if e.yours else perm.owner
        before = {c.id for c in state.exile}
        state = leave_battlefield(state, oid, "exile", f"exiled by {res.source_name}",
                                  "406.3")
        new = [c.id for c in state.exile if c.id not in before and c.id is not None]
        if not new:  # a token ceased to exist (111.7), or it went elsewhere instead
            continue
        card_id = new[0]
        found = card_zone(state, card_id)
        card = found[2].card if found is not None else None
        if e.transformed and transformed_values(card) is None:
            state = state.logged("stays in exile", found[2].name if found else "it",
                                 "it can't be put onto the battlefield transformed: it "
                                 "isn't a double-faced card with a permanent back face",
                                 "712.14a")
            continue
        seen = set(state.permanents)
        state = arrive(state, card_id, who, e.tapped, res.chooser,
                           transformed=e.transformed, counters=e.counters)
        returned += sorted(set(state.permanents) - seen)
    return state, replace(res, named=tuple(returned))
