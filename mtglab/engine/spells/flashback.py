"""Flashback (CR 702.34) and jump-start (702.133a): where the card of a spell cast with
one goes as it leaves the stack.

"Flashback [cost]" means "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost"
and "If the flashback cost was paid, exile this card instead of putting it anywhere else
any time it would leave the stack" (702.34a). Casting it is a permission to cast it from
its owner's graveyard with an alternative cost (601.3, 118.9): a
:class:`~mtglab.cards.effects.CastPermission` with ``keyword="Flashback"`` that
:mod:`mtglab.engine.spells.casting` honours, recording ``("flashback", True)`` on the spell.
:func:`leaving_stack` is the replacement effect: a spell whose flashback cost was paid is
exiled whether it resolves, is countered or doesn't resolve (608.2n, 701.6a, 608.2b).
"""

from __future__ import annotations

from mtglab.cards.model import Card
from mtglab.engine.effects.graveyardinstead import spell_card_replacer
from mtglab.engine.state import GameState, StackItem

__all__ = ["EXILED_INSTEAD", "FLASHBACK_PAID", "JUMP_START_PAID", "flashed_back",
           "leaving_stack"]

#: the entry of ``StackItem.paid`` recording that the flashback cost was paid (702.34a)
FLASHBACK_PAID = "flashback"
#: the entry of ``StackItem.paid`` recording that it was cast with jump-start (702.133a)
JUMP_START_PAID = "jump_start"
#: a spell cast with "If that spell would be put into your graveyard, exile it instead"
#: (614.1a; engine.spells.freecast)
EXILED_INSTEAD = "exiled_instead"


def flashed_back(item: StackItem) -> bool:
    """Whether the spell was cast by paying its flashback cost (702.34a)."""
    return bool(dict(item.paid).get(FLASHBACK_PAID))


def leaving_stack(item: StackItem, zone: str, state: GameState | None = None,
                  card: Card | None = None, owner: str = "") -> tuple[str, str]:
    """Where the card of ``item`` goes as it leaves the stack for ``zone``, and why:
    ``("exile", "702.34a")`` if its flashback cost was paid (``"702.127a"`` if it was
    cast with aftermath, ``"702.133a"`` with jump-start), ``("exile", "614.6")`` if,
    given the ``state``, its ``card`` and ``owner``, a replacement effect exiles it
    instead of putting it into a graveyard from anywhere (614.1a), else ``(zone, "")``."""
    if flashed_back(item):
        return "exile", "702.34a"
    if dict(item.paid).get(JUMP_START_PAID):  # "Then exile this card" (702.133a)
        return "exile", "702.133a"
    if dict(item.paid).get("aftermath"):  # engine.spells.splitcards.AFTERMATH_PAID
        return "exile", "702.127a"
    if zone == "graveyard" and dict(item.paid).get(EXILED_INSTEAD):  # engine.spells.freecast
        return "exile", "614.1a"
    if zone == "graveyard" and state is not None and card is not None and \
            spell_card_replacer(state, card, owner or item.controller, transformed=bool(
                dict(item.paid).get("transformed"))) is not None:  # spellentering's
        return "exile", "614.6"  # TRANSFORMED_PAID: its back face (712.8, 702.146a)
    return zone, ""
