"""Transformer rules for "can't be regenerated this turn" (``regeneration.lark``, CR
701.19c): a continuous effect of a resolving instruction on the objects it names, until
the turn ends (611.2a, 611.2c), as a :class:`~mtglab.cards.instructions.Lasting`
:class:`~mtglab.cards.effects.StaticModifier` of kind :data:`CANT_BE_REGENERATED`."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Relation, Selector, StaticModifier
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.oracle.grammar.instructions import Many, Subject
from mtglab.cards.referents import ExileInsteadOfDying

__all__ = ["CANT_BE_REGENERATED", "RegenerationRules"]

#: the kind of the effect "can't be regenerated this turn" (701.19c)
CANT_BE_REGENERATED = "cant_be_regenerated"


def _subject_selector(subject: Any) -> Selector:
    sel = getattr(subject, "objects", None)
    if not isinstance(sel, Selector) or sel.zone is not None:
        raise ValueError("'can't be regenerated' of something not a permanent")
    return sel


@v_args(inline=True)
class RegenerationRules(Transformer[Any, Any]):
    """Builds the records of "can't be regenerated this turn" (mixed into the parser's
    transformer)."""

    def v_cant_be_regenerated(self) -> Any:
        """701.19c: until end of turn, the objects named can't be regenerated (611.2c)."""
        return lambda s: Lasting(StaticModifier(CANT_BE_REGENERATED, _subject_selector(s)),
                                 Duration.END_OF_TURN)

    def subj_dealt_this_way(self, _tok: Token) -> Any:
        """"A creature dealt damage this way": the objects the instruction before acted
        on (608.2c), as "it" names them."""
        return Subject(Selector(relation=Relation.THAT))

    def unregenerated_and_exiled(self, _if: Token, _if_dying: Token, _this_way: bool,
                                 _would: Token) -> Many:
        """Carbonize: "If it's a creature, it can't be regenerated this turn, and if it would
        die this turn, exile it instead" — both of its target, which does nothing to a
        player (the words "it's a creature" only say so, 608.2c)."""
        if _this_way:
            raise ValueError("'if it's a creature, ...' names its target, not those dealt damage")
        return Many([Lasting(StaticModifier(CANT_BE_REGENERATED, Selector(
            relation=Relation.THAT)), Duration.END_OF_TURN), ExileInsteadOfDying()])
