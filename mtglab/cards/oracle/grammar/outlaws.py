"""Transformer rules for ``grammar/outlaws.lark``: "outlaw" as a noun (CR 700.12), the
permanents that are Assassins, Mercenaries, Pirates, Rogues or Warlocks, any one of them
(:data:`~mtglab.cards.oracle.grammar.objects.OUTLAW`), read into the
:class:`~mtglab.cards.effects.Selector` the body's other words qualify ("other", "you
control")."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Selector
from mtglab.cards.oracle.grammar.objects import OUTLAW, Adj, Noun

__all__ = ["OutlawRules"]


@v_args(inline=True)
class OutlawRules(Transformer[Token, Any]):
    """The transformer rules of ``outlaws.lark`` (mixed into the parser's)."""

    def body_outlaws(self, *parts: Any) -> Selector:
        """"other outlaws you control": permanents of one of the outlaw creature types
        (700.12), with the body's other words."""
        words = [p for p in parts if not isinstance(p, Token)]
        if any(isinstance(p, Adj) and p.key in ("type", "subtype", "either") for p in words):
            raise ValueError("a type word before 'outlaw' as a noun")
        # the objects grammar's selector (grammar/objects.py, mixed in with this one)
        sel: Selector = self.selector(*words, Noun("permanent"), Adj("either", OUTLAW))  # type: ignore[attr-defined]
        return sel
