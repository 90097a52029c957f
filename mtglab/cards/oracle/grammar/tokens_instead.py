"""Transformer rules for replacement effects on tokens being created (``tokens_instead.lark``;
CR 614.1a, 111.1): "If one or more tokens would be created under your control, twice that
many of those tokens are created instead" into a
:class:`~mtglab.cards.tokens.TokenReplacement`. The tokens a body adds or makes instead are
described as "create" describes them (grammar/instructions.lark's token description, read
by :meth:`~mtglab.cards.oracle.grammar.composed.ComposedTransformer._checked_token`), with
their text read as the effect is (111.3).

The records of the heads and the bodies are this module's own until the sentence is whole:
a head gives what creates the tokens (:class:`~mtglab.cards.tokens.TokenAgent`) and a body
the replacement without it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.objects import card_type_word, subtype_token
from mtglab.cards.tokens import (
    TokenAgent,
    TokenDef,
    TokenFilter,
    TokenReplacement,
    TokenReplacementKind,
    predefined_name,
)

__all__ = ["TokenReplacementRules"]

#: the card types a head may name its tokens by ("creature tokens", "artifact tokens")
_TOKEN_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land"})


class _Yours:
    """ "under your control" in a head: only tokens its controller would create."""

    __slots__ = ()


class _Made:
    """A token a body adds or makes instead: how many (None: "that many") and which."""

    __slots__ = ("count", "token")

    def __init__(self, count: int | None, token: TokenDef) -> None:
        self.count = count
        self.token = token


def _token_def(made: CreateToken) -> TokenDef:
    """The token a description defines (111.3, 111.4: named after its subtypes when it
    names none), or the predefined one it names (111.10), with its text as read."""
    if made.name is not None and predefined_name(made.name) == made.name and \
            made.power is None:
        return TokenDef.predefined(made.name)
    if not isinstance(made.power, int | None) or not isinstance(made.toughness, int | None):
        raise ValueError("a token replacement's token has a fixed power and toughness")
    return TokenDef(made.name or " ".join(made.subtypes) or "Token", made.types,
                    made.subtypes, (), made.colors, made.power, made.toughness,
                    "\n".join(made.abilities), made.read)


def _replacement(agent: TokenAgent, selects: TokenFilter, body: TokenReplacement,
                 yours: bool) -> TokenReplacement:
    """The body completed by its head: which tokens, created by what, whose."""
    if body.kind is TokenReplacementKind.REPLACE and not body.becomes:  # "one of each"
        if not selects.subtypes or any(predefined_name(s) != s for s in selects.subtypes):
            raise ValueError("'one of each' of predefined tokens (111.10)")
        body = dataclasses.replace(body, becomes=tuple(TokenDef.predefined(s)
                                                        for s in selects.subtypes))
    return dataclasses.replace(body, selects=selects, agent=agent,
                               creator="you" if yours else "any")


@v_args(inline=True)
class TokenReplacementRules(Transformer[Any, Any]):
    """Builds :class:`TokenReplacement` records (mixed into the parser's transformer)."""

    # -- heads: what creates the tokens (TokenAgent) -----------------------------------
    def tr_effect_creates(self, selects: TokenFilter, *rest: Any) -> TokenReplacement:
        """ "If an effect would create one or more tokens [under your control], it creates
        ... instead" (614.1a: an effect, not a cost, 118.3)."""
        return _replacement(TokenAgent.EFFECT, selects, rest[-1],
                            isinstance(rest[0], _Yours))

    def tr_any_created(self, selects: TokenFilter, *rest: Any) -> TokenReplacement:
        """ "If one or more tokens would be created [under your control], ... are created
        instead": whatever creates them; without "under your control", any player's."""
        return _replacement(TokenAgent.ANY, selects, rest[-1], isinstance(rest[0], _Yours))

    def tr_you_create(self, *items: Any) -> TokenReplacement:
        """ "If you would create one or more Treasure tokens, instead create ...", "If you
        would create a Fish token, create ... instead": only its controller's tokens."""
        if isinstance(items[0], Amount) and items[0] != Amount.fixed(1):
            raise ValueError("'if you would create a token': one token")
        return _replacement(TokenAgent.YOU, items[-2], items[-1], True)

    def tokens_yours(self) -> _Yours:
        return _Yours()

    # -- which tokens ------------------------------------------------------------------
    def tokens_of_any(self, _tok: Token) -> TokenFilter:
        return TokenFilter()

    def tokens_of_type(self, word: Token, _tok: Token) -> TokenFilter:
        kind = card_type_word(word)
        if kind not in _TOKEN_TYPES or str(word).lower().endswith("s"):
            raise ValueError(f"tokens of the card type {word!s}")
        return TokenFilter(types=(kind,))

    def tokens_of_subtypes(self, *words: Token) -> TokenFilter:
        """ "Treasure tokens", "a Clue, Food, or Treasure token": any of these subtypes."""
        return TokenFilter(subtypes=tuple(subtype_token(w) for w in words[:-1]))

    # -- what is created instead ------------------------------------------------------
    def ti_multiply(self, factor: int, _tok: Token) -> TokenReplacement:
        """ "twice / three times that many of those tokens" (each one ``factor`` times)."""
        return TokenReplacement(TokenReplacementKind.MULTIPLY, factor=factor)

    def ti_plus(self, _tok: Token, made: _Made) -> TokenReplacement:
        """ "those tokens plus an additional Treasure token", "... plus that many 1/1
        green Squirrel creature tokens": the tokens and more."""
        return TokenReplacement(TokenReplacementKind.ADD, extra=made.token,
                                count=made.count or 1, that_many=made.count is None)

    def ti_one_of_each(self) -> TokenReplacement:
        """ "one of each" (Academy Manufactor): each of the predefined tokens the head
        names instead of one of them (111.10); completed by the head."""
        return TokenReplacement(TokenReplacementKind.REPLACE, becomes=())

    def ti_replace(self, made: _Made) -> TokenReplacement:
        """ "that many 4/4 white Angel creature tokens ...", "a 3/3 blue Shark creature
        token": one token of this kind for each one replaced."""
        if made.count not in (None, 1):
            raise ValueError("one token for each token replaced")
        return TokenReplacement(TokenReplacementKind.REPLACE, becomes=(made.token,))

    def tm_counted(self, n: Amount, *items: Any) -> _Made:
        if not n.is_fixed:
            raise ValueError("a fixed number of tokens")
        return _Made(n.value, _token_def(whole(self)._checked_token(n, items)))

    def tm_that_many(self, *items: Any) -> _Made:
        return _Made(None, _token_def(whole(self)._checked_token(Amount.fixed(1), items)))

    def tw_predefined(self, tok: Token) -> tuple[str, str]:
        """ "Walker": a predefined token's name that is no subtype (111.10)."""
        name = predefined_name(str(tok))
        if name is None:
            raise ValueError(f"{tok!s} is not a predefined token")
        return ("subtype", name)
