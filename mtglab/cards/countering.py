"""Countering as an instruction (CR 701.6): "counter target spell", "counter target
noncreature spell unless its controller pays {1}", "counter target activated or
triggered ability", read by ``grammar/stackcountering.lark`` (loaded after
``instructions.lark``, whose rules it extends).

A :class:`StackObjects` is what one "target ..." on the stack may choose (115.1: spells
and abilities on the stack can be targets): the kinds of stack object it names
(spells, activated abilities, triggered abilities), the characteristics a spell must
have (its card's, 111.1: "creature spell", "noncreature spell", "red or green spell"),
its mana value ("with mana value 4 or greater"; X counts on the stack, 202.3e) and what
it must itself target ("spell that targets you"). A :class:`Counter` counters it
(701.6a: a countered spell goes to its owner's graveyard; 701.6b: a countered ability
is removed from the stack), maybe "unless its controller pays {N}" (118.12), and a
spell "countered this way" may go elsewhere instead (614.1a: "exile it instead").

>>> Counter(StackObjects((StackKind.SPELL,), Selector(excluded_types=("Creature",)))
...         ).describe()
'counter target noncreature spell'
>>> StackObjects((StackKind.ACTIVATED, StackKind.TRIGGERED)).describe()
'activated ability or triggered ability'
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mtglab.cards.effectparts import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.vocabulary import Zone
from mtglab.mana import ManaCost

__all__ = ["COUNTERING_RECORDS", "Counter", "CounteredInstead", "StackKind", "StackObjects",
           "counter_problem"]


class StackKind(enum.StrEnum):
    """The kinds of object on the stack an instruction names (CR 405.1, 113.3b/c)."""

    SPELL = "spell"
    ACTIVATED = "activated ability"
    TRIGGERED = "triggered ability"


@dataclass(frozen=True, slots=True)
class StackObjects:
    """What one word "target" names on the stack (CR 115.1, 405.1).

    ``kinds``: the kinds of stack object it may be; ``spell``: the characteristics a
    spell must have (its card's on the stack, 111.1; no relation, no zone);
    ``mana_value``: exactly this mana value ("with mana value 2"; X counting on the
    stack, 202.3e); ``targets_you`` / ``targets_objects``: "that targets you" / "that targets a
    creature you control" — the object must have at least one such target (115.7 reads
    its targets); ``target_min`` / ``target_max``: "up to one target" (601.2c)."""

    kinds: tuple[StackKind, ...]
    spell: Selector = field(default_factory=Selector)
    mana_value: int | None = None
    targets_you: bool = False
    targets_objects: Selector | None = None
    #: "that targets a player": any player (115.7)
    targets_a_player: bool = False
    #: "activated ability from an artifact source": its source's characteristics (113.7)
    source: Selector | None = None
    #: "you don't control" / "an opponent controls" (405.2)
    controller: ControllerSpec = ControllerSpec.ANY
    relation: Relation = Relation.TARGET
    target_min: int = 1
    target_max: int = 1

    def describe(self) -> str:
        """'noncreature spell', 'activated ability or triggered ability'."""
        words = []
        for kind in self.kinds:
            if kind is StackKind.SPELL and self.spell != Selector():
                kind_words = self.spell.describe()
                words.append(f"{kind_words} spell".replace("permanent spell", "spell"))
            else:
                words.append(kind.value)
        text = " or ".join(words)
        if self.source is not None:
            text += f" from a {self.source.describe()} source"
        if self.controller is ControllerSpec.OPPONENT:
            text += " an opponent controls"
        if self.mana_value is not None:
            text += f" with mana value {self.mana_value}"
        aims = (["you"] if self.targets_you else []) + \
            (["a player"] if self.targets_a_player else []) + (
            [self.targets_objects.describe()] if self.targets_objects is not None else [])
        return text + (f" that targets {' or '.join(aims)}" if aims else "")


@dataclass(frozen=True, slots=True)
class Counter:
    """ "Counter <what>" (CR 701.6): each object ``what`` names that is still on the
    stack is countered — a spell goes to its owner's graveyard (701.6a) or, "if that
    spell is countered this way, exile it instead" / "put it on top of its owner's
    library" / "into its owner's hand", to ``destination`` (``on_top``) (614.1a); an
    ability is removed from the stack (701.6b); a spell that "can't be countered" stays
    (101.2). ``unless_pays``: "unless its controller pays {2}" — the object's controller
    may pay that much as it resolves and then it isn't countered (118.12);
    ``unless_each``: "{1} for each card in your graveyard" (and "{X}": once for each of
    the ability's X, 107.3), the cost paid that many times."""

    what: StackObjects
    unless_pays: ManaCost | None = None
    unless_each: Amount | None = None
    destination: Zone = Zone.GRAVEYARD
    #: "put it on top of its owner's library" rather than on the bottom (401)
    on_top: bool = False

    def describe(self) -> str:
        """The instruction as the text says it."""
        text = f"counter target {self.what.describe()}"
        if self.unless_pays is not None:
            each = f" for each {self.unless_each.describe()}" \
                if self.unless_each is not None else ""
            text += f" unless its controller pays {self.unless_pays}{each}"
        return text


@dataclass(frozen=True, slots=True)
class CounteredInstead:
    """ "If that spell is countered this way, exile it instead of putting it into its
    owner's graveyard" (CR 614.1a): a replacement of where the spell the
    :class:`Counter` before it counters goes; the parser folds it into that record."""

    destination: Zone
    #: a library's top rather than its bottom (401)
    on_top: bool = False


def counter_problem(effects: Sequence[Any]) -> str | None:
    """Why a :class:`Counter` among these instructions can't be played, or None: under
    "if it was kicked" the general instructions don't know whether the spell was kicked
    (702.33d)."""
    for e in effects:
        inner = getattr(e, "effects", ())
        condition = getattr(e, "condition", None)
        if any(isinstance(i, Counter) for i in inner) and \
                getattr(condition, "kind", None) == "kicked":
            return "'counter ... if it was kicked' is not played yet (CR 702.33d)"
        if inner and (found := counter_problem(inner)) is not None:
            return found
    return None


#: The instruction records of this module (the parser accepts them as effects).
COUNTERING_RECORDS: tuple[type, ...] = (Counter,)
