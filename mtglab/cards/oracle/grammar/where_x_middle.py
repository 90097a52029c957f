"""Transformer rules for ", where X is <amount>," in the middle of the instructions or of
a search (``where_x_middle.lark``, CR 107.3c, 701.23a): read as the where clause at the end
of the instructions is, X in them replaced by that amount."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

__all__ = ["WhereXMiddleRules"]

_WHERE: str = ", where x is "


@v_args(inline=True)
class WhereXMiddleRules(Transformer[Token, Any]):
    """The search with its where clause (mixed into the parser's transformer, which
    provides ``_amount_words``, ``where_clause``, ``lib_search`` and ``effect``)."""

    def _defined(self, where: Token) -> Any:
        """What the where clause of the terminal ``where`` says X is (107.3c)."""
        full: Any = self  # the composed transformer (grammar/instructions.py)
        return full.where_clause(where, full._amount_words(str(where)[len(_WHERE):]))

    def where_between(self, where: Token) -> Any:
        """", where X is ...," between two clauses: the where clause of the instructions."""
        return self._defined(where)

    def lib_search_where_x(self, zones: Any, found: Any, where: Token, *rest: Any) -> Any:
        """The search with X replaced by what its where clause says (701.23a)."""
        full: Any = self  # the composed transformer (grammar/library.py, instructions.py)
        return full.effect(full.lib_search(zones, found, *rest), self._defined(where))
