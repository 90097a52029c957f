"""Transformer rules for the types a static ability adds from a choice
(``statics_types.lark``, CR 205.1b, 613.1d, 614.12): "~ is the chosen type in addition to
its other types" into a :class:`~mtglab.cards.statics.TypeChange` with
``chosen_subtype``. A method that raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Transformer, v_args

from mtglab.cards.effects import Selector
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.statics import TypeChange

__all__ = ["ChosenTypeRules"]


def _permanents(subject: Subject) -> Selector:
    """The permanents the sentence's subject names (not a player, not cards in a zone)."""
    if subject.objects is None or subject.objects.zone is not None:
        raise ValueError("the chosen type of something other than permanents")
    return subject.objects


@v_args(inline=True)
class ChosenTypeRules(Transformer[Any, Any]):
    """The chosen-type productions (mixed into the parser's transformer)."""

    def s_add_chosen_type(self, *_words: Any) -> Callable[[Subject], TypeChange]:
        """The chosen type added to the subject's types (205.1b, 613.1d)."""
        return lambda s: TypeChange(_permanents(s), chosen_subtype=True)
