"""Cards "exiled with" a permanent: the linked information of CR 607.2a, set up.

An ability that exiles cards and one that reads "the exiled card", "cards exiled with
~" are linked (607.2a): the second sees the cards the first exiled, as long as they stay
in exile (a card that leaves it is a new object, 400.7). mtglab keeps the names of
those cards with the permanent, under :data:`~mtglab.cards.effects.EXILED_CARDS`
beside its "as this enters" choices; :func:`exile_with` puts cards into exile linked
so, as the imprint or "exile ... with" ability would have (Chrome Mox, Dermotaxi,
Mimeoplasm, Revered One, Valki, God of Lies; 406.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.effects import EXILED_CARDS, linked_keys
from mtglab.cards.model import Card
from mtglab.engine.game.zones import put_card
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError

__all__ = ["exile_with"]


def exile_with(state: GameState, pid: int, cards: Sequence[Card],
               owner: str) -> tuple[GameState, list[int]]:
    """Put ``cards`` (owned by ``owner``) into exile, exiled with permanent ``pid``
    (607.2a): the new state and the cards' ids in exile. The permanent must have a
    printed ability that reads cards exiled with it."""
    perm = state.permanents[pid]
    if EXILED_CARDS not in linked_keys(perm.base.abilities):
        raise IllegalActionError(f"exile cards with {perm.base.name}", [
            "no ability of it reads 'the exiled card' or cards 'exiled with' it, so no "
            "card can be linked to it (CR 607.2a)"])
    ids = []
    for card in cards:
        cid, state = put_card(state, card, owner, "exile")
        ids.append(cid)
    had = dict(perm.choices).get(EXILED_CARDS) or ()
    names = (*((had,) if isinstance(had, str) else tuple(had)), *(c.name for c in cards))
    choices = (*((k, v) for k, v in perm.choices if k != EXILED_CARDS),
               (EXILED_CARDS, names))
    state = state.with_permanent(replace(perm, choices=choices))
    return state.logged("set-up", perm.base.name, f"exiled with it: {', '.join(names)}",
                        "607.2a, 406.6"), ids
