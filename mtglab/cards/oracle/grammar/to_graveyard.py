"""Transformer rules for replacement effects on objects put into a graveyard from anywhere
(``to_graveyard.lark``, CR 614.1a): "If a card or token would be put into a graveyard
from anywhere, exile it instead" into an
:class:`~mtglab.cards.graveyardreplacement.ExiledInsteadOfGraveyard`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.graveyardreplacement import ExiledInsteadOfGraveyard
from mtglab.cards.instructions import Who

__all__ = ["ToGraveyardRules"]


@v_args(inline=True)
class ToGraveyardRules(Transformer[Any, Any]):
    """Builds :class:`ExiledInsteadOfGraveyard` records (mixed into the parser's
    transformer)."""

    def s_exiled_instead_of_graveyard(self, _if: Token, goer: ExiledInsteadOfGraveyard,
                                      whose: Who | None) -> ExiledInsteadOfGraveyard:
        """A static ability's replacement (614.1a, 604.1)."""
        if goer.own and whose is not None:
            raise ValueError("~ put into a named player's graveyard is not read")
        return replace(goer, whose=whose)

    def gg_self(self, _self: Token) -> ExiledInsteadOfGraveyard:
        return ExiledInsteadOfGraveyard(own=True)

    def gg_card(self) -> ExiledInsteadOfGraveyard:
        return ExiledInsteadOfGraveyard()

    def gg_card_or_token(self) -> ExiledInsteadOfGraveyard:
        return ExiledInsteadOfGraveyard(tokens=True)

    def gg_instant_or_sorcery(self) -> ExiledInsteadOfGraveyard:
        return ExiledInsteadOfGraveyard(types=("Instant", "Sorcery"))

    def gw_any(self) -> None:
        return None

    def gw_yours(self) -> Who:
        return Who.YOU

    def gw_opponents(self) -> Who:
        return Who.EACH_OPPONENT
