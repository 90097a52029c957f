"""Transformer rules for the sentences that complete or change the one before them
(``linked_sentences.lark``): "When you do, ..." (a reflexive triggered ability, CR
603.12), "If the player doesn't, ..." (after a payment offered, 118.12), "It can't be
regenerated" (after a destroy instruction, 701.19c), "Until end of turn, whenever ..."
(a triggered ability created for the turn, 603.7a-b). Each is a marker of its kind, which
the parser's assembly joins to the effects before it."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.oracle.grammar.objects import Marker

__all__ = ["LINKED_FOR_THE_TURN", "LINKED_IF_NOT_PAID", "LINKED_NO_REGENERATION",
           "LINKED_WHEN_YOU_DO", "LinkedSentenceRules"]

#: the kinds of the markers these rules make
LINKED_WHEN_YOU_DO = "when_you_do"
LINKED_IF_NOT_PAID = "if_not_paid"
LINKED_NO_REGENERATION = "no_regeneration"
LINKED_FOR_THE_TURN = "for_the_turn"


@v_args(inline=True)
class LinkedSentenceRules(Transformer[Token, Any]):
    """The linked sentences' heads (mixed into the parser's transformer)."""

    def linked_when_you_do(self, *_: Any) -> Marker:
        return Marker(LINKED_WHEN_YOU_DO)

    def linked_if_not_paid(self, *_: Any) -> Marker:
        return Marker(LINKED_IF_NOT_PAID)

    def linked_no_regeneration(self, *_: Any) -> Marker:
        return Marker(LINKED_NO_REGENERATION)

    def linked_for_the_turn(self, *_: Any) -> Marker:
        return Marker(LINKED_FOR_THE_TURN)
