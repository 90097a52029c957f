"""Exiling a permanent and returning it at once: "Exile this Saga, then return it to the
battlefield transformed under your control", "Exile target creature you control, then
return it to the battlefield under its owner's control" (CR 406.3, 400.7, 712.14a).

The two instructions read as one record, since "it" of the second is the card the first
exiled, a new object in exile (400.7); the card comes back as another new object, with
its back face up when it returns "transformed" (712.14a). Read by
:mod:`mtglab.cards.oracle.grammar.instructions`; played by
:mod:`mtglab.engine.effects.exilereturn`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.effects import Selector

__all__ = ["EXILE_RETURN_INSTRUCTIONS", "ExileAndReturn"]


@dataclass(frozen=True, slots=True)
class ExileAndReturn:
    """Exile the ``selector``'s permanents (406.3), then return each card exiled so to the
    battlefield (400.7): under its owner's control, or the ability's controller's
    (``yours``); ``tapped``; ``transformed``: its back face up (712.14a). A token exiled
    ceases to exist (111.7) and doesn't return; a card that can't enter transformed stays
    in exile (712.14a). ``counters``: "with a +1/+1 counter on it", the (kind, number)
    of counters it enters with (614.1c)."""

    selector: Selector
    yours: bool = False
    tapped: bool = False
    transformed: bool = False
    counters: tuple[tuple[str, int], ...] = ()

    def describe(self) -> str:
        """The instruction in words."""
        how = " and ".join(w for w, on in (("tapped", self.tapped),
                                            ("transformed", self.transformed)) if on)
        whose = "your" if self.yours else "its owner's"
        return (f"exile {self.selector.describe()}, then return it to the battlefield"
                f"{' ' + how if how else ''} under {whose} control{_with_counters(self.counters)}")


def _with_counters(counters: tuple[tuple[str, int], ...]) -> str:
    """ " with a +1/+1 counter on it" in words, or nothing."""
    if not counters:
        return ""
    return " with " + " and ".join(f"{n} {kind} counter{'s' if n > 1 else ''}"
                                   for kind, n in counters) + " on it"


#: the instruction records of this module (cards.instructions.INSTRUCTIONS holds them)
EXILE_RETURN_INSTRUCTIONS: Final[tuple[type, ...]] = (ExileAndReturn,)
