"""Transformer rules for "If it would leave the battlefield, exile it instead of putting
it anywhere else" (``leaving.lark``, CR 614.1a, 608.2c, 702.84a): one
:class:`~mtglab.cards.leaving.ExileInsteadOfLeaving`.
"""

from __future__ import annotations

from typing import Any

from lark import Transformer, v_args

from mtglab.cards.leaving import ExileInsteadOfLeaving

__all__ = ["LeavingRules"]


@v_args(inline=True)
class LeavingRules(Transformer[Any, Any]):
    """Builds :class:`ExileInsteadOfLeaving` records (mixed into the parser's
    transformer)."""

    def exile_instead_of_leaving(self, *_words: Any) -> ExileInsteadOfLeaving:
        return ExileInsteadOfLeaving()
