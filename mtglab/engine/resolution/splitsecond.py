"""Split second (CR 702.61): while a spell with split second is on the stack, players
can't cast other spells or activate abilities that aren't mana abilities (702.61a).
Mana abilities, special actions and triggered abilities are not affected (702.61b)."""

from __future__ import annotations

from mtglab.cards.keywords import Keyword
from mtglab.engine.state import GameState

__all__ = ["split_second_problem"]


def split_second_problem(state: GameState) -> str | None:
    """Why nothing but mana abilities can be cast or activated now: the name of a spell
    with split second on the stack (702.61a); ``None`` if there is none."""
    for item in state.stack:
        card = item.card
        if item.kind == "spell" and card is not None and any(
                Keyword.SPLIT_SECOND.value in a.keywords for a in card.abilities
                if a.supported):
            return (f"{item.name} has split second and is on the stack: no other spell can "
                    "be cast and no ability that isn't a mana ability activated (CR 702.61a)")
    return None
