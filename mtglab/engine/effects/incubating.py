"""Incubate, carried out as a spell or ability resolves (CR 701.53a): the controller
creates an Incubator token — a double-faced token (111.10i) whose faces
:func:`mtglab.engine.effects.tokens.token_faces` gives — that enters with N +1/+1
counters (its creating effect's counters, 707.9b, through the one creation event, so
token replacement effects apply, 616.1). The verb of
:data:`mtglab.engine.effects.perform.VERBS` for
:class:`~mtglab.cards.keywordactions.Incubate`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.keywordactions import Incubate
from mtglab.cards.tokens import TokenDef
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.events.creating import Creation, TokenKind, create_tokens
from mtglab.engine.state import GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["incubate"]


def incubate(state: GameState, e: Incubate, res: Resolution) -> tuple[GameState, Resolution]:
    """701.53a: create an Incubator token with N +1/+1 counters on it (N counted as it
    resolves, 608.2h; none below 0, 107.1b); "it" then names the token (608.2c)."""
    n = max(0, res.amount(state, e.amount))
    kind = replace(TokenKind.of_def(TokenDef.predefined("Incubator")),
                   extra_counters=(("+1/+1", n),) if n else ())
    state, made = create_tokens(state, Creation(((kind, 1),)), res.controller,
                                order=res.order, source_name=res.source_name)
    looks = characteristics_of(state)
    return state, replace(res, named=tuple(made),
                          named_looks=tuple((i, looks[i]) for i in made if i in looks))
