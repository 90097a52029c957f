"""Transformer rules for keywords the objects of a static ability can't have
(``statics_keywords.lark``, CR 613.1f, 101.2): "... can't have or gain flying" into a
:class:`~mtglab.cards.durations.LoseKeywords` with ``always``. A method that raises
``ValueError`` rejects the reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Transformer, v_args

from mtglab.cards.durations import LoseKeywords
from mtglab.cards.oracle.grammar.instructions import Subject

__all__ = ["KeywordLossRules"]


@v_args(inline=True)
class KeywordLossRules(Transformer[Any, Any]):
    """The "can't have or gain" production (mixed into the parser's transformer)."""

    def s_cant_have_keywords(self, lost: tuple[str, ...]) -> Callable[[Subject], LoseKeywords]:
        """The keywords lost after every grant (101.2, 613.1f)."""
        def build(s: Subject) -> LoseKeywords:
            if s.objects is None or s.objects.zone is not None:
                raise ValueError("keywords a player or a card in a zone can't have")
            return LoseKeywords(s.objects, lost, always=True)
        return build
