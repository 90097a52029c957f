"""Replacement effects that exile an object instead of putting it into a graveyard from
anywhere (CR 614.1a, 614.6): "If a card or token would be put into a graveyard from
anywhere, exile it instead" (Rest in Peace), "If ~ would be put into a graveyard from
anywhere, exile it instead" (the back faces of disturb cards).

:func:`graveyard_replacer` is asked wherever an object would be put into a graveyard:
a permanent leaving the battlefield (:func:`mtglab.engine.game.zones.leave_battlefield`:
dying, 700.4, or a token, 111.7), a card moving from a hand, a library or exile
(:func:`mtglab.engine.game.zones.moved_card`: discarded, milled), and a spell's card
leaving the stack (resolved, countered, or its target gone: 608.2n, 701.6a, 608.3b).
The replaced event never happens (614.6): the object is exiled, so nothing that looks
for it being put into a graveyard ("dies", 700.4) sees it.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtglab.cards.ability import Ability
from mtglab.cards.graveyardreplacement import ExiledInsteadOfGraveyard
from mtglab.cards.instructions import Who
from mtglab.cards.model import Card
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["graveyard_replacer", "own_replacement"]


def own_replacement(abilities: Iterable[Ability]) -> bool:
    """Whether these abilities of an object include a supported "If ~ would be put into
    a graveyard from anywhere, exile it instead" (614.1a): the object's own."""
    return any(isinstance(e, ExiledInsteadOfGraveyard) and e.own
               for a in abilities if a.supported for e in a.effects)


def graveyard_replacer(state: GameState, owner: str, *, card: Card | None,
                       is_token: bool = False, own: bool = False) -> str | None:
    """The name of the source whose replacement effect exiles instead the object that
    would be put into ``owner``'s graveyard (a card goes to its owner's, 400.3), or None
    if none applies (614.1a, 614.6).

    ``card``: the object's card (None for a token); ``own``: the object itself has an
    "If ~ would be put into a graveyard from anywhere" ability. Permanents' static
    abilities apply while their source is on the battlefield (604.1), including a
    permanent's about to leave it (it is still there as the event would happen)."""
    if own:
        return "its own ability"
    for q in characteristics_of(state).values():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, ExiledInsteadOfGraveyard) and not e.own and \
                        _covers(e, state, q.controller, owner, card, is_token):
                    return q.name
    return None


def _covers(e: ExiledInsteadOfGraveyard, state: GameState, controller: str, owner: str,
            card: Card | None, is_token: bool) -> bool:
    """Whether ``e`` (controlled by ``controller``) applies to the object going to
    ``owner``'s graveyard."""
    if is_token and not e.tokens:  # "a card": a token isn't a card (111.7)
        return False
    if e.types and (card is None or not set(e.types) & set(card.types)):
        return False
    if e.whose is Who.YOU:
        return owner == controller
    if e.whose is Who.EACH_OPPONENT:
        return owner in state.opponents(controller)
    return True


def spell_card_replacer(state: GameState, card: Card, owner: str, *,
                        transformed: bool) -> str | None:
    """:func:`graveyard_replacer` for a spell's card leaving the stack for ``owner``'s
    graveyard (608.2n, 701.6a, 608.3b); ``transformed``: the spell is its card's back
    face (cast with disturb, 702.146a, 712.8), whose own ability then applies."""
    own = transformed and len(card.faces) > 1 and own_replacement(card.faces[1].abilities)
    return graveyard_replacer(state, owner, card=card, own=own)
