"""Transformer rules of ``copyentering.lark``: entering as a copy (CR 707.5, 614.1c) in
the wordings the copy sentences of ``oracle.lark`` lack, into
:class:`~mtglab.cards.effects.EntersAsCopy` (with the limits on the object copied the
engine checks as it enters) and :class:`~mtglab.cards.effects.OthersEnterAsCopy`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Final

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    BecomeCopy,
    Condition,
    DoesntUntap,
    EntersAsCopy,
    ExceptClause,
    ExileCards,
    OthersEnterAsCopy,
    Relation,
    Selector,
    TapPermanents,
)
from mtglab.cards.instructions import ExileChosen
from mtglab.cards.oracle.grammar.composed import whole
from mtglab.cards.oracle.grammar.objects import permanents
from mtglab.cards.oracle.grammar.untap_held import WHILE_YOU_CONTROL
from mtglab.cards.vocabulary import AmountKind, Zone

__all__ = ["HISTORY_CONDITIONS", "CopyEnteringRules", "UpToOne", "copy_when_you_do",
           "up_to_one_copy"]

#: The conditions of what happened this turn a copy's entering checks (707.5): raid
#: (508.1a), morbid (700.4), an opponent lost life (119.3), a permanent you controlled left
HISTORY_CONDITIONS: Final = frozenset({"attacked_this_turn", "creature_died_this_turn",
                                       "opponent_lost_life_this_turn",
                                       "permanent_left_this_turn"})


@dataclass(frozen=True, slots=True)
class UpToOne:
    """The object copied is "up to one target ...": it may be left out (115.1, 601.2c)."""

    target: Selector


def up_to_one_copy(subject: Selector, original: Selector | UpToOne,
                   duration: str | None) -> BecomeCopy:
    """The copy effect of ``subject`` becoming a copy of ``original``; for "up to one
    target", only the source itself (it stays itself if no target is chosen)."""
    if not isinstance(original, UpToOne):
        return BecomeCopy(subject, original, duration)
    if subject.relation is not Relation.SELF:
        raise ValueError("'up to one target' copied by another object")
    return BecomeCopy(subject, original.target, duration, up_to_one=True)


def copy_when_you_do(before: list[Any], inner: tuple[Any, ...]) -> EntersAsCopy | None:
    """ "You may have ~ enter as a copy of any creature card in a graveyard, ... When you
    do, exile that card." / "... When you do, tap the copied creature and it doesn't
    untap ...": a reflexive triggered ability (603.12) that triggers as it
    enters as a copy (707.5); "that card" / "the copied creature" is the object copied
    (608.2c). The entering copy carrying it, or None when ``before`` is not one such copy
    or ``inner`` does something else."""
    if len(before) != 1 or not isinstance(before[0], EntersAsCopy) or before[0].when_you_do:
        return None
    copy, that = before[0], Selector(relation=Relation.THAT)
    if copy.selector.zone == Zone.GRAVEYARD and inner == (ExileChosen(),):
        exiled = ExileCards(Selector(relation=Relation.THAT, zone=Zone.GRAVEYARD))
        return replace(copy, when_you_do=(exiled,))
    held = DoesntUntap(that, next_only=False, duration=WHILE_YOU_CONTROL)
    if copy.selector.zone is None and inner == (TapPermanents(that), held):
        # "When you do, tap the copied creature and it doesn't untap ... for as long as
        # you control ~" (502.3, 611.2b)
        return replace(copy, when_you_do=inner)
    return None


def _parts(items: tuple[Any, ...]) -> tuple[Selector, tuple[ExceptClause, ...]]:
    sel = next(i for i in items if isinstance(i, Selector) and i.relation is not Relation.SELF)
    exceptions = next((i for i in items if isinstance(i, tuple)), ())
    return sel, exceptions


@v_args(inline=True)
class CopyEnteringRules(Transformer[Any, Any]):
    """Builds the records of entering as a copy (707.5; mixed into the parser's
    transformer)."""

    def enter_as_copy_misprint(self, *items: Any) -> EntersAsCopy:
        """ "You may have ~ enters the battlefield as a copy of ...": "enter" (707.5)."""
        sel, exceptions = _parts(items)
        return EntersAsCopy(sel, True, exceptions)

    def enter_as_copy_limited(self, *items: Any) -> EntersAsCopy:
        """The object copied limited as it enters: put into a graveyard from the
        battlefield this turn (checked as it enters, 707.5)."""
        sel, exceptions = _parts(items)
        limit = next(i for i in items if isinstance(i, dict))
        return replace(EntersAsCopy(sel, True, exceptions), **limit)

    def enter_as_copy_if(self, cond: Condition, *items: Any) -> EntersAsCopy:
        """ "If you attacked this turn, you may have ~ enter as a copy of ...": a
        condition of the turn's history the entering event checks (707.5)."""
        if cond.kind not in HISTORY_CONDITIONS or cond.negate:
            raise ValueError(f"a copy's condition {cond.kind!r} is not checked as it enters")
        sel, exceptions = _parts(items)
        return EntersAsCopy(sel, True, exceptions, condition=Condition(cond.kind))

    def as_enters_become_copy(self, *items: Any) -> EntersAsCopy:
        """ "As ~ enters, you may have it become a copy of ... until end of turn":
        entering as a copy (614.1c, 707.5) whose copy effect ends in the cleanup step
        (611.2a, 514.2)."""
        duration = next(i for i in items if isinstance(i, str) and not isinstance(i, Token))
        if duration != "end of turn":
            raise ValueError(f"a copy as it enters until {duration!r}")
        sel, exceptions = _parts(items)
        return EntersAsCopy(sel, True, exceptions, duration=duration)

    def copy_limit_recent(self) -> dict[str, Any]:
        return {"from_battlefield_this_turn": True}

    def copy_limit_spent(self, *_: Any) -> dict[str, Any]:
        """The most mana value the object copied may have: the mana spent to cast the
        card (601.2h), checked as it enters (707.5)."""
        return {"max_mana_value": Amount(AmountKind.MANA_SPENT, 0)}

    def become_copy_for_except(self, subject: Selector, original: Selector | UpToOne,
                               duration: str, exceptions: tuple[ExceptClause, ...]
                               ) -> BecomeCopy:
        """ "... becomes a copy of ... until end of turn, except ..." (611.2a, 707.9)."""
        copy: BecomeCopy = whole(self).become_copy(subject, original, duration)
        return replace(copy, exceptions=exceptions)

    def orig_up_to_one_target(self, body: Selector) -> UpToOne:
        """ "up to one target creature": the one target may be left out (115.1)."""
        return UpToOne(whole(self).sel_target(body))

    def orig_that_type(self, _t: Any) -> Selector:
        """ "that artifact": the object named before (608.2c)."""
        return Selector(relation=Relation.THAT)

    def others_enter_as_copy_of_enchanted(self, sel: Selector, *_: Any) -> OthersEnterAsCopy:
        """ "Nontoken creatures you control enter as a copy of enchanted creature"
        (Infinite Reflection, 707.5, 614.1c)."""
        return OthersEnterAsCopy(permanents(sel), Selector(types=("Creature",),
                                                           relation=Relation.ENCHANTED))
