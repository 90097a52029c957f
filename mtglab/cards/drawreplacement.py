"""Replacement effects of static abilities on drawing a card (CR 614.11, 614.1a): "If you
would draw a card, draw two cards instead" (Thought Reflection).

Read by ``grammar/would_draw.lark``; applied by
:mod:`mtglab.engine.effects.drawreplacement` (the one place cards are drawn asks it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.instructions import Who

__all__ = ["DRAW_REPLACEMENTS", "DrawInstead"]


@dataclass(frozen=True, slots=True)
class DrawInstead:
    """While its source is on the battlefield, each time a player ``who`` names (relative
    to its controller) would draw a card, that player draws ``count`` cards instead
    (614.11: even from an empty library).

    >>> DrawInstead(Who.YOU).describe()
    'if you would draw a card, draw two cards instead'
    """

    who: Who
    count: int = 2

    def describe(self) -> str:
        """The replacement in words."""
        whom = {Who.YOU: "you", Who.EACH_OPPONENT: "an opponent"}.get(self.who, "a player")
        return f"if {whom} would draw a card, draw {'two' if self.count == 2 else self.count} " \
            "cards instead"


#: Every record type of this module (the parser's list of effect types).
DRAW_REPLACEMENTS: Final[tuple[type, ...]] = (DrawInstead,)
