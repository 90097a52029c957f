"""Transformer rules for tokens an effect defines (``tokens.lark``; CR 111.3, 111.4):
each completes the :class:`~mtglab.cards.effects.CreateToken` record that
:mod:`mtglab.cards.oracle.grammar.instructions` builds from the token's description. A
verb of a player subject returns a function of the subject, as that module does."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import Amount, CreateToken
from mtglab.cards.vocabulary import AmountKind

__all__ = ["TokenRules", "token_x_problem"]


def _x_tokens(obj: Any) -> bool:
    """Whether an instruction, however nested, creates an X/X token whose X is the X paid
    (not defined by the text, 107.3c)."""
    if isinstance(obj, CreateToken):
        return any(isinstance(v, Amount) and v.kind == "x" for v in (obj.power, obj.toughness))
    if isinstance(obj, tuple):
        return any(_x_tokens(o) for o in obj)
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return any(_x_tokens(getattr(obj, f.name)) for f in dataclasses.fields(obj))
    return False


def token_x_problem(ability: Ability) -> str | None:
    """Why an X/X token of a triggered ability can't be played, or None: the engine gives a
    triggered ability the X of the spell it was only when it enters (107.3m); the X paid
    for a monstrosity (701.37c) or a cycling cost (702.29) isn't carried to its trigger."""
    trigger = ability.trigger
    if ability.kind is not AbilityKind.TRIGGERED or not isinstance(trigger, Trigger) or \
            trigger.event == TriggerEvent.ENTERS or not _x_tokens(ability.effects):
        return None
    return "not carried out: the X of an X/X token is the X paid for what made it " \
        "trigger, which mtglab doesn't carry to the triggered ability (CR 107.3, 701.37c)"


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
