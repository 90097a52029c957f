"""Transformer rules for tokens an effect defines (``tokens.lark``; CR 111.3, 111.4):
each completes the :class:`~mtglab.cards.effects.CreateToken` record that
:mod:`mtglab.cards.oracle.grammar.instructions` builds from the token's description. A
verb of a player subject returns a function of the subject, as that module does."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.vocabulary import AmountKind

__all__ = ["TokenRules"]


def _named(made: CreateToken, tok: Token) -> CreateToken:
    """The token with the name the effect gives it (111.4: its name, not its subtypes);
    a predefined token (111.10) keeps its own."""
    if made.name is not None:
        raise ValueError("a predefined token is named by its rule (111.10)")
    return dataclasses.replace(made, name=str(tok).removeprefix("named ").strip())


@v_args(inline=True)
class TokenRules(Transformer[Any, Any]):
    """The token productions of the Oracle grammar (mixed into the parser's transformer)."""

    def _checked_token(self, n: Amount, items: tuple[Any, ...]) -> CreateToken:
        """The token description read and checked (instructions.py's token_spec)."""
        raise NotImplementedError

    def token_spec_xx(self, n: Amount, *items: Any) -> CreateToken:
        """ "Create an X/X green Ooze creature token": a creature token whose power and
        toughness are X (107.3), counted as the instruction resolves (608.2h)."""
        pt = [Token("BASE_PT", "0/0") if isinstance(i, Token) and i.type == "X_PT" else i
              for i in items]
        made = self._checked_token(n, tuple(pt))
        x = Amount(AmountKind.X, 0)
        return dataclasses.replace(made, power=x, toughness=x)

    def i_create_named(self, made: CreateToken, tok: Token) -> CreateToken:
        """ "Create a 0/1 green Wall creature token with defender named Wood" (111.4)."""
        return _named(made, tok)

    def v_create_named(self, made: CreateToken, tok: Token) -> Callable[[Any], Any]:
        """ "<player> creates a ... token named <name>" (111.4)."""
        named = _named(made, tok)

        def verb(subject: Any) -> CreateToken:
            who = getattr(subject, "players", None)
            if who is None:
                raise ValueError("an object where a player is meant")
            return dataclasses.replace(named, player=who)

        return verb
