"""Transformer rules for replacement effects of static abilities on drawing a card
(``would_draw.lark``, CR 614.11): "If you would draw a card, draw two cards instead" into
a :class:`~mtglab.cards.drawreplacement.DrawInstead`."""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args

from mtglab.cards.drawreplacement import DrawInstead
from mtglab.cards.instructions import Who

__all__ = ["DrawReplacementRules"]


@v_args(inline=True)
class DrawReplacementRules(Transformer[Any, Any]):
    """Builds :class:`DrawInstead` records (mixed into the parser's transformer)."""

    def s_draw_two_instead(self, who: Who) -> DrawInstead:
        if who is not Who.YOU:  # "draw two cards": said of you only
            raise ValueError("another player drawing two cards instead is not read")
        return DrawInstead(who)
