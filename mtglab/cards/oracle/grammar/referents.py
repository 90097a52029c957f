"""Transformer rules for instructions that refer back to what the one before acted on
(``referents.lark``, CR 608.2c, 614.1a): "If that creature would die this turn, exile it
instead" and "If a creature dealt damage this way would die this turn, exile it instead"
read into one :class:`~mtglab.cards.referents.ExileInsteadOfDying`.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args

from mtglab.cards.effects import Selector
from mtglab.cards.referents import ExileInsteadOfDying, ExileInsteadOfDyingThisTurn

__all__ = ["ReferentRules"]


@v_args(inline=True)
class ReferentRules(Transformer[Any, Any]):
    """Builds :class:`ExileInsteadOfDying` records (mixed into the parser's transformer)."""

    def exile_instead_of_dying(self, _if: Any, this_way: bool, _rest: Any
                               ) -> ExileInsteadOfDying:
        return ExileInsteadOfDying(dealt_this_way=this_way)

    def exile_instead_of_dying_this_turn(self, _if: Any, sel: Selector, _rest: Any
                                         ) -> ExileInsteadOfDyingThisTurn:
        """"If a creature would die this turn, exile it instead" (614.1a)."""
        if sel.relation is not None or sel.zone is not None:
            raise ValueError("the objects that would die are not read")
        return ExileInsteadOfDyingThisTurn(sel)

    def dying_that(self) -> bool:
        return False

    def dying_this_way(self, _kind: Any) -> bool:
        return True
