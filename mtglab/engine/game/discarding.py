"""Discarding a card (CR 701.9a) and madness's replacement of it (702.35a).

A discarded card goes from its owner's hand to their graveyard — unless it has madness
("Madness [cost]", :class:`~mtglab.cards.castcosts.Madness`): its static ability, which
functions while the card is in a hand, puts it into exile instead (a replacement effect,
614.1a; it is still discarded: "whenever you discard" abilities see it, 701.9a). Being
exiled this way triggers its second ability (603.2): "its owner may cast it by paying
[cost] rather than its mana cost; if they don't, they put it into their graveyard",
waiting here as a :class:`~mtglab.engine.resolution.triggers.PendingTrigger` whose
ability's only effect is the :class:`Madness` record; it resolves through
:func:`mtglab.engine.spells.madness.resolve_madness`.

Every instruction and cost that discards goes through :func:`discard_card`.
"""

from __future__ import annotations

from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.castcosts import MADNESS, Madness
from mtglab.cards.model import Card
from mtglab.engine.game.zones import card_zone, move_card, moved_card
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState
from mtglab.mana import ManaCost

__all__ = ["MADNESS_EVENT", "discard_card", "madness_of", "madness_trigger"]

#: the event of a madness trigger (702.35a: "when this card is exiled this way")
MADNESS_EVENT = "madness"


def madness_of(card: Card | None) -> Madness | None:
    """The card's understood madness ability (702.35a), or ``None``."""
    for a in card.abilities if card is not None else ():
        for e in a.effects if a.supported else ():
            if isinstance(e, Madness):
                return e
    return None


#: the words of madness's triggered ability before and after its cost (702.35a)
_BY_PAYING: Final = "When this card is exiled this way, its owner may cast it by paying "
_RATHER: Final = (" rather than paying its mana cost. If that player doesn't, they put this "
                  "card into their graveyard.")


def _trigger_ability(madness: Madness) -> Ability:
    """Madness's triggered ability (702.35a), with the record as its effect."""
    effects: tuple[Any, ...] = (madness,)
    return Ability(f"{_BY_PAYING}{madness.cost}{_RATHER}", AbilityKind.TRIGGERED, True,
                   effects=effects, keywords=(MADNESS,))


def madness_trigger(text: str) -> Ability | None:
    """Madness's triggered ability whose text is ``text`` (702.35a), or None: a board file
    writes it on the stack by its text and reads it back here (the grammar doesn't read
    the rules' own abilities)."""
    if not (text.startswith(_BY_PAYING) and text.endswith(_RATHER)):
        return None
    try:
        cost = ManaCost.parse(text.removeprefix(_BY_PAYING).removesuffix(_RATHER))
    except ValueError:
        return None
    ability = _trigger_ability(Madness(cost))
    return ability if ability.text == text else None


def discard_card(state: GameState, card_id: int, why: str, rule: str) -> GameState:
    """Discard the card ``card_id`` from its owner's hand (701.9a): into their graveyard,
    or — with madness — into exile, its madness ability triggering (702.35a). ``why``
    and ``rule`` are the log's for the discard."""
    found = card_zone(state, card_id)
    madness = madness_of(found[2].card) if found is not None and found[1] == "hand" \
        else None
    if found is None or madness is None:
        return move_card(state, card_id, "graveyard", why, rule)
    owner, _zone, entry = found
    new, state = moved_card(state, card_id, "exile", f"{why}, into exile instead of the "
                            "graveyard: it has madness", f"{rule}, 702.35a, 614.1a")
    trigger = PendingTrigger(new, entry.name, owner, _trigger_ability(madness),
                             MADNESS_EVENT)
    state = state.evolve(pending_triggers=(*state.pending_triggers, trigger))
    return state.logged("trigger", entry.name, "its madness ability triggers: it was "
                        "exiled this way", "702.35a, 603.2")
