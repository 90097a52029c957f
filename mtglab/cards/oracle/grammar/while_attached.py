"""Transformer rules for copy effects that last while an Equipment or Aura stays attached
(``while_attached.lark``; CR 611.2b, 707.2, 701.3), into
:class:`~mtglab.cards.effects.BecomeCopy` records with the duration ``"while attached"``.

"Whenever ~ becomes attached to a creature, for as long as ~ remains attached to it, you
may have that creature become a copy of another target creature you control." (Blade of
Shared Souls): "that creature" is the creature it became attached to; "another" target
creature is one other than that creature; Assimilation Aegis's "a creature card exiled
with ~" is chosen among the cards its linked ability exiled (607.2a). Killer Cosplay's
"choose a creature card name with an identical mana cost. That creature becomes a copy of
the card with the chosen name until ~ becomes unattached from it." is one copy effect: the
name is chosen as the ability resolves (608.2d, 201.4a) and the parser joins the two
sentences (the first is a marker the second completes).

:func:`other_than_that` reads "each other ..." in the effect of a trigger whose event
names "that creature" as the object it entered attached to (Infinite Reflection).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Whenever Test Blade becomes attached to a creature, for as long as "
...                   "Test Blade remains attached to it, that creature becomes a copy of "
...                   "target creature you control.", name="Test Blade")
>>> a.supported, a.effects[0].duration
(True, 'while attached')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.ability import Trigger, TriggerEvent
from mtglab.cards.effects import BecomeCopy, Relation, Selector
from mtglab.cards.oracle.grammar.objects import Marker
from mtglab.cards.vocabulary import Zone

__all__ = ["WhileAttachedRules", "other_than_that"]

#: the duration of a copy effect that lasts while its source stays attached (611.2b)
WHILE_ATTACHED = "while attached"


def _attached_copy(subject: Selector, original: Selector, optional: bool) -> BecomeCopy:
    """ "that creature" becomes a copy of ``original`` while the source stays attached."""
    if subject.relation is not Relation.THAT:
        raise ValueError("a copy while attached of something other than 'that creature'")
    if original.excluded is Relation.SELF:  # "another target creature": not that creature
        original = dataclasses.replace(original, excluded=Relation.THAT)
    elif original.relation is Relation.CHOSEN and original.zone is Zone.EXILE and \
            original.same_name_as is Relation.EXILED:  # "a creature card exiled with ~"
        original = dataclasses.replace(original, relation=Relation.EXILED, same_name_as=None)
    elif original.relation is not Relation.TARGET:
        raise ValueError("a copy while attached of a target or a card exiled with it")
    return BecomeCopy(subject, original, WHILE_ATTACHED, optional=optional)


def _selectors(items: tuple[Any, ...]) -> tuple[Selector, Selector]:
    """The subject and the original of a copy, the words around them left out ("~")."""
    subject, original = (i for i in items if isinstance(i, Selector))
    return subject, original


@v_args(inline=True)
class WhileAttachedRules(Transformer[Any, Any]):
    """Builds copies lasting while attached (mixed into the parser's transformer)."""

    def copy_while_attached(self, *items: Any) -> BecomeCopy:
        return _attached_copy(*_selectors(items), False)

    def may_copy_while_attached(self, *items: Any) -> BecomeCopy:
        """ "you may have that creature become a copy of ..." (603.5: chosen as it
        resolves)."""
        return _attached_copy(*_selectors(items), True)

    def copy_of_chosen_name(self, subject: Selector, *_words: Token) -> BecomeCopy:
        """ "That creature becomes a copy of the card with the chosen name until ~ becomes
        unattached from it": the card of the name chosen before it (the marker's)."""
        if subject.relation is not Relation.THAT:
            raise ValueError("a copy of the chosen name onto something other than it")
        return BecomeCopy(subject, Selector(relation=Relation.CHOSEN), WHILE_ATTACHED,
                          chosen_name_same_cost=True)

    def choose_name_same_cost(self, tok: Token) -> Marker:
        """ "choose a creature card name with an identical mana cost": completed by the
        copy of "the card with the chosen name" after it (a card of that type, 201.4a)."""
        words = str(tok).lower().split()
        kind = words[2].capitalize() if words[2] != "card" else None
        return Marker("choose_name_same_cost", Selector(
            types=(kind,) if kind else (), relation=Relation.CHOSEN))


def other_than_that(effects: Sequence[Any], trigger: Any) -> list[Any]:
    """``effects`` of a "When ~ enters attached to a creature" trigger with "each other
    <kind> ... becomes a copy of that creature" read as other than that creature — the
    one it entered attached to, which the copies copy (707.2) — not other than the
    source (Infinite Reflection)."""
    out = list(effects)
    if not isinstance(trigger, Trigger) or trigger.event is not TriggerEvent.ENTERS_ATTACHED:
        return out
    for i, e in enumerate(out):
        if isinstance(e, BecomeCopy) and e.subject.relation is Relation.OTHER and \
                e.original.relation is Relation.THAT:
            out[i] = dataclasses.replace(
                e, subject=dataclasses.replace(e.subject, relation=None, excluded=Relation.THAT),
                original=dataclasses.replace(e.original, types=("Creature",)))
    return out
