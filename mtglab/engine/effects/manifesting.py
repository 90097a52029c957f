"""Manifest, cloak and manifest dread, carried out as a spell or ability resolves (CR
701.40, 701.58, 701.62): cards from the top of the controller's library are put onto the
battlefield face down as 2/2 creatures (the face-down characteristics and turning face
up: :mod:`mtglab.engine.characteristics.facedown`). The verb of
:data:`mtglab.engine.effects.perform.VERBS` for
:class:`~mtglab.cards.keywordactions.Manifest`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.keywordactions import Manifest
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.game.zones import move_card, zone_cards
from mtglab.engine.spells.spellentering import put_card_face_down
from mtglab.engine.state import CardInZone, FaceDown, GameState
from mtglab.engine.wording import does

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["manifest"]


def manifest(state: GameState, e: Manifest, res: Resolution) -> tuple[GameState, Resolution]:
    """Manifest (701.40a) or cloak (701.58a) the top card(s) of the controller's library,
    one at a time (701.40e, 701.58e), or manifest dread (701.62a) the number of times
    said; an empty library manifests nothing. What entered is named for "it", "that
    creature", "each of those creatures" after it (608.2c)."""
    times = e.count if e.count is not None else (res.x or 0)
    how = FaceDown.CLOAK if e.how == "cloak" else FaceDown.MANIFEST
    made: list[int] = []
    for _ in range(times):
        top = zone_cards(state, res.controller, "library")
        if not top:
            break
        card = _dread_pick(state, top[:2], res) if e.dread else top[0]
        assert card.id is not None
        before = set(state.permanents)
        state = put_card_face_down(state, card.id, res.controller, how, res.chooser,
                                   rule=how.rule)
        made += sorted(set(state.permanents) - before)
        if e.dread:
            for other in top[:2]:
                if other.id is not None and other.id != card.id:
                    state = move_card(state, other.id, "graveyard", "the card looked at "
                                      "and not manifested", "701.62a")
    looks = characteristics_of(state)
    return state, replace(res, named=tuple(made),
                          named_looks=tuple((i, looks[i]) for i in made if i in looks))


def _dread_pick(state: GameState, cards: tuple[CardInZone, ...],
                res: Resolution) -> CardInZone:
    """The card of the top two the controller manifests as they manifest dread (701.62a):
    their choice; the only one when the library held one, and no choice between two
    copies of the same card (either gives the same result)."""
    if len(cards) == 1 or cards[0].card == cards[1].card:
        return cards[0]
    labels = {f"{c.name} (#{c.id})": c for c in cards}
    if len({c.name for c in cards}) == len(cards):
        labels = {c.name: c for c in cards}
    pick = res.chooser.pick(f"the card {does(res.controller, 'manifests')} of the top two "
                            "(manifest dread, CR 701.62a)", list(labels))
    return labels[pick]
