"""The cycled card's own "when you cycle this card" abilities (CR 702.29c): they trigger
from the zone the card went to — its owner's graveyard, as its cycling cost discarded it
— not from the battlefield, so the matcher of the battlefield's triggered abilities
(:func:`~mtglab.engine.resolution.triggers.triggered_by_cycling`) doesn't see them. The
card is their source: "this card" and the ability's controller, its owner who cycled it
(603.3a)."""

from __future__ import annotations

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.model import Card
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState

__all__ = ["triggered_by_cycling_itself"]


def triggered_by_cycling_itself(state: GameState, who: str, card: Card | None) -> GameState:
    """Player ``who`` has cycled ``card`` (a new object in their graveyard now, 400.7):
    its supported "when you cycle this card" abilities trigger (702.29c), the card there
    their source, to go on the stack the next time a player would receive priority
    (603.3)."""
    entry = next((e for e in reversed(state.graveyards.get(who, ())) if e.card is card),
                 None) if card is not None else None
    if entry is None or entry.id is None or card is None:
        return state
    card_id = entry.id
    hits = [PendingTrigger(card_id, card.name, who, a, TriggerEvent.CYCLE)
            for a in card.abilities
            if a.supported and isinstance(t := a.trigger, Trigger) and
            t.event is TriggerEvent.CYCLE and t.selector is not None and t.selector.is_self]
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for h in hits:
        state = state.logged("trigger", h.source_name, f"{h.ability.text!r} triggers",
                             "702.29c, 603.2")
    return state
