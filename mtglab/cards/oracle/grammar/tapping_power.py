"""Transformer rules for "Crew N" and "Saddle N" (``tapping_power.lark``, CR 702.122a,
702.171a): the keyword item whose cost is tapping creatures with total power N, made the
activated ability it stands for by :func:`mtglab.cards.keywords.keyword_line`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.keywords import CREW, SADDLE, TapPowerItem

__all__ = ["TapPowerRules"]


@v_args(inline=True)
class TapPowerRules(Transformer[Token, Any]):
    """The crew and saddle keyword items (mixed into the parser's transformer)."""

    def kw_crew(self, n: Token) -> tuple[str, TapPowerItem]:
        """ "Crew 3" (702.122a)."""
        return (CREW, TapPowerItem(CREW, int(n)))

    def kw_saddle(self, n: Token) -> tuple[str, TapPowerItem]:
        """ "Saddle 2" (702.171a)."""
        return (SADDLE, TapPowerItem(SADDLE, int(n)))
