"""Which instruction records the engine's general way plays (issue 22: decided from the
records the grammar built, never from text): the general instructions and the records
beside them (:data:`GENERAL_RECORDS`, :func:`all_general`), and the delayed triggered
abilities it creates as an ability or spell resolves (603.7a) and puts on the stack when
they trigger (:func:`delayed_generally`, 603.7b-c). The grammar
(:mod:`mtglab.cards.oracle.triggerlimits`) and the engine both ask these questions.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import Any, Final

from mtglab.cards.compoundeffects import Delayed, MayDo
from mtglab.cards.effects import (
    ChooseColor,
    CreateToken,
    Destroy,
    DrawCards,
    ExileCards,
    GainLife,
    LoseLife,
    Mill,
    PutCounters,
    Relation,
    ReturnFromGraveyard,
    ReturnToHand,
    Sacrifice,
    TapPermanents,
    Untap,
)
from mtglab.cards.instructions import GENERAL_MOMENTS, INSTRUCTIONS, IfYouDo

__all__ = ["GENERAL_RECORDS", "all_general", "created_generally", "delayed_generally",
           "returns_generally", "walk"]


def walk(obj: Any, *, skip: type | tuple[type, ...] = ()) -> Iterator[Any]:
    """``obj`` and every value inside it (tuples, lists, dataclass fields), depth first;
    a value of a type in ``skip`` is left out with all inside it."""
    if skip and isinstance(obj, skip):
        return
    yield obj
    if isinstance(obj, tuple | list):
        for item in obj:
            yield from walk(item, skip=skip)
    elif is_dataclass(obj) and not isinstance(obj, type):
        for f in fields(obj):
            yield from walk(getattr(obj, f.name), skip=skip)


#: the records the general way (engine.perform) plays beside the general instructions
#: (engine.general.PERFORMED; the engine checks the rest of their conditions)
GENERAL_RECORDS: Final = (*INSTRUCTIONS, Destroy, ExileCards, ReturnToHand, TapPermanents,
                          Untap, PutCounters, DrawCards, GainLife, LoseLife, Mill, Sacrifice,
                          MayDo, ChooseColor)  # 608.2d: chosen as it resolves


def all_general(effects: tuple[Any, ...]) -> bool:
    """Whether every record of ``effects``, and of each "you may" / "if you do" in them,
    is one the general way plays (engine.perform): "If you do" is carried out only that
    way (608.2d)."""
    return all((isinstance(e, GENERAL_RECORDS) or returns_generally(e) or
                delayed_generally(e)) and (
        not isinstance(e, MayDo | IfYouDo) or all_general(tuple(e.effects)))
        for e in effects)


def delayed_generally(e: Any) -> bool:
    """Whether ``e`` is a delayed triggered ability the general way creates as the
    ability or spell resolves (603.7a; a spell's is controlled by its controller,
    603.7d) and puts on the stack when it triggers, to resolve like any triggered
    ability whose instructions are the general ones: at the beginning of the next end
    step or at end of combat (603.7b), or when the object the text named leaves the
    battlefield or dies this turn (603.7c); its "it" / "them" are the objects the text
    named as it was created (603.7c). One with a condition of its own, or whose
    instructions the general way doesn't play, is not."""
    return isinstance(e, Delayed) and e.when in GENERAL_MOMENTS and \
        e.condition is None and bool(e.effects) and \
        not any(isinstance(x, Delayed) for x in walk(e.effects)) and \
        all(all_general((x,)) or created_generally(x) for x in e.effects)


def created_generally(e: Any) -> bool:
    """Tokens the controller creates, the general way (111.2)."""
    return isinstance(e, CreateToken) and e.player == "you"


def returns_generally(e: Any) -> bool:
    """A card returned from a graveyard the general way plays: a target card, the card
    itself, or the card a creature that died became (400.7e)."""
    return isinstance(e, ReturnFromGraveyard) and (
        e.selector.relation is Relation.TARGET or (
            e.selector.relation in (Relation.SELF, Relation.THAT) and
            e.selector.zone == "graveyard"))
