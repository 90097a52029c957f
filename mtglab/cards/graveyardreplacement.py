"""Replacement effects on cards put into a graveyard from anywhere (CR 614.1a, 614.6):
"If ~ would be put into a graveyard from anywhere, exile it instead" (the back faces of
disturb cards), "If a card or token would be put into a graveyard from anywhere, exile
it instead" (Rest in Peace), "If a card would be put into an opponent's graveyard from
anywhere, exile it instead" (Leyline of the Void), "If an instant or sorcery card would
be put into a graveyard from anywhere, exile it instead" (Dryad Militant).

Read by ``grammar/to_graveyard.lark``; applied by
:mod:`mtglab.engine.effects.graveyardinstead` (asked wherever a card or a permanent is
put into a graveyard: from the battlefield, the stack, a hand or a library).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.instructions import Who

__all__ = ["GRAVEYARD_REPLACEMENTS", "ExiledInsteadOfGraveyard"]


@dataclass(frozen=True, slots=True)
class ExiledInsteadOfGraveyard:
    """While its source is on the battlefield (a static ability, 604.1), an object that
    would be put into a graveyard from any zone is exiled instead (614.1a, 614.6).

    Which objects: with ``own``, only the object with the ability ("~"); otherwise every
    card (of one of ``types``, if any), and tokens too with ``tokens`` ("a card or
    token", 111.7: a token isn't a card), going to the graveyard of the player
    ``whose`` names relative to the effect's controller (``Who.YOU`` "your graveyard",
    ``Who.EACH_OPPONENT`` "an opponent's graveyard", ``None`` "a graveyard"; a card
    goes to its owner's graveyard, 400.3).

    >>> ExiledInsteadOfGraveyard(own=True).describe()
    'if ~ would be put into a graveyard from anywhere, exile it instead'
    >>> ExiledInsteadOfGraveyard(whose=Who.EACH_OPPONENT).describe()
    "if a card would be put into an opponent's graveyard from anywhere, exile it instead"
    """

    own: bool = False
    tokens: bool = False
    whose: Who | None = None
    types: tuple[str, ...] = ()

    def describe(self) -> str:
        """The replacement in words."""
        what = "~" if self.own else "a card or token" if self.tokens else \
            f"an {' or '.join(t.lower() for t in self.types)} card" if self.types else "a card"
        where = {Who.YOU: "your graveyard", Who.EACH_OPPONENT: "an opponent's graveyard"
                 }.get(self.whose or Who.EACH_PLAYER, "a graveyard")
        return f"if {what} would be put into {where} from anywhere, exile it instead"


#: Every record type of this module (the parser's list of effect types).
GRAVEYARD_REPLACEMENTS: Final[tuple[type, ...]] = (ExiledInsteadOfGraveyard,)
