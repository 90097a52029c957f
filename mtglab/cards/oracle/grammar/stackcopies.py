"""Transformer rules for ``grammar/stackcopies.lark``: copying a spell or ability on the
stack (CR 707.10). Records: :mod:`mtglab.cards.stackcopies`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.countering import StackKind, StackObjects
from mtglab.cards.effectparts import Relation
from mtglab.cards.stackcopies import CopyOnStack, NewTargets

__all__ = ["CopyingRules"]

#: "that spell" / "it": the spell the trigger event was about (603.2, 608.2c)
_THAT_SPELL = StackObjects((StackKind.SPELL,), relation=Relation.THAT)


@v_args(inline=True)
class CopyingRules(Transformer[Token, Any]):
    """The transformer rules of ``stackcopies.lark`` (mixed into the parser's)."""

    def i_copy_stack(self, what: StackObjects) -> CopyOnStack:
        return CopyOnStack(what)

    def i_copy_stack_twice(self, what: StackObjects) -> CopyOnStack:
        return CopyOnStack(what, times=2)

    def i_copy_that(self, _tok: Token) -> CopyOnStack:
        return CopyOnStack(_THAT_SPELL)

    def i_copy_that_twice(self, _tok: Token) -> CopyOnStack:
        return CopyOnStack(_THAT_SPELL, times=2)

    def new_targets_for_copy(self, _tok: Token) -> NewTargets:
        return NewTargets()
