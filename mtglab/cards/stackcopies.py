"""Copying a spell or ability on the stack as an instruction (CR 707.10): "Copy target
instant or sorcery spell", "copy target activated or triggered ability you control",
"copy that spell" / "copy it" after "whenever you cast ..." (the spell cast, 603.2,
608.2c), "copy that spell twice", read by ``grammar/stackcopies.lark``.

A :class:`CopyOnStack` puts ``times`` copies of each object ``what`` names on the
stack, controlled by the instruction's controller (707.10: a copy isn't cast or
activated, and it copies every decision made for the original — modes, targets, X).
The sentence "You may choose new targets for the copy" after it (707.10c) is a
:class:`NewTargets` the parser folds into the copy instruction.

>>> from mtglab.cards.countering import StackKind, StackObjects
>>> from mtglab.cards.effectparts import Selector
>>> CopyOnStack(StackObjects((StackKind.SPELL,), Selector(types=("Instant",))),
...             new_targets=True).describe()
'copy target instant spell (new targets may be chosen)'
"""

from __future__ import annotations

from dataclasses import dataclass, fields, is_dataclass, replace
from typing import Any

from mtglab.cards.countering import StackObjects
from mtglab.cards.effectparts import Relation

__all__ = ["STACK_COPY_RECORDS", "CopyOnStack", "NewTargets", "copies_that_spell",
           "with_new_targets"]


@dataclass(frozen=True, slots=True)
class CopyOnStack:
    """ "Copy <what>" (CR 707.10): ``times`` copies of each spell or ability ``what``
    names (a target, or "that spell", the object the trigger event was about, 608.2c)
    are put on the stack under the instruction's controller. ``new_targets``: "You may
    choose new targets for the copy" (707.10c)."""

    what: StackObjects
    times: int = 1
    new_targets: bool = False

    def describe(self) -> str:
        """The instruction as the text says it."""
        named = "that spell" if self.what.relation is Relation.THAT else \
            f"target {self.what.describe()}"
        text = f"copy {named}" + ("" if self.times == 1 else f" {self.times} times")
        return text + (" (new targets may be chosen)" if self.new_targets else "")


@dataclass(frozen=True, slots=True)
class NewTargets:
    """ "You may choose new targets for the copy / copies" (CR 707.10c): folded by the
    parser into the :class:`CopyOnStack` before it."""


def with_new_targets(effect: Any) -> Any | None:
    """``effect`` with its last copy instruction allowing new targets (707.10c) — the
    copy itself, or the last one inside "you may" / "if you do" — or None when it ends
    with no copy instruction."""
    if isinstance(effect, CopyOnStack):
        return replace(effect, new_targets=True)
    inner = getattr(effect, "effects", None)
    if not is_dataclass(effect) or isinstance(effect, type) or \
            not isinstance(inner, tuple) or not inner or \
            "effects" not in {f.name for f in fields(effect)}:
        return None
    last = with_new_targets(inner[-1])
    return None if last is None else replace(effect, effects=(*inner[:-1], last))


def copies_that_spell(effects: Any) -> bool:
    """Whether these instructions (or those inside them) copy "that spell" / "it", the
    object a trigger event was about (608.2c) — which only a spell cast or copied can
    be (707.10)."""
    if isinstance(effects, CopyOnStack):
        return effects.what.relation is Relation.THAT
    if isinstance(effects, tuple | list):
        return any(copies_that_spell(e) for e in effects)
    inner = getattr(effects, "effects", None) if is_dataclass(effects) else None
    return isinstance(inner, tuple) and copies_that_spell(inner)


#: The instruction records of this module (the parser accepts them as effects).
STACK_COPY_RECORDS: tuple[type, ...] = (CopyOnStack,)
