"""Trigger conditions of attaching (CR 701.3, 603.2) the grammar does not read.

"Whenever ~ becomes attached to a creature" (Enormous Energy Blade) triggers each time
the Equipment or Aura becomes attached to a creature — by an equip ability (702.6a) or
an effect that attaches it (701.3a) — but not when it is attached to what it already is
(701.3b). "that creature" is the creature it became attached to; the event is
:data:`mtglab.engine.effects.attach.BECOMES_ATTACHED` (the engine's
:func:`~mtglab.engine.effects.attach.attach`
makes it trigger). The trigger condition is read by the grammar (grammar/triggers.lark).

:func:`reread_attached_copy` reads Blade of Shared Souls' "Whenever ~ becomes attached to
a creature, for as long as ~ remains attached to it, you may have that creature become a
copy of another target creature you control.": a :class:`~mtglab.cards.effects.BecomeCopy`
of "that creature" (the one it became attached to) with the duration ``"while
attached"`` (611.2b), copying a target chosen as the ability goes on the stack (603.3d)
— "another": not that creature; Assimilation Aegis's "that creature becomes a copy of a
creature card exiled with ~" copies a card its linked ability exiled (607.2a). Killer
Cosplay's "choose a creature card name with an identical mana cost. That creature
becomes a copy of the card with the chosen name until ~ becomes unattached from it." is
the same copy, lasting while attached (611.2b), of the card whose name is chosen as the
ability resolves (608.2d, 201.4a; ``chosen_name_same_cost``).

:func:`reread_entered_attached_copy` reads Infinite Reflection's "When ~ enters attached
to a creature, each other nontoken creature you control becomes a copy of that
creature.": the event ``"enters_attached"`` (603.6a, 303.4f; "that creature" the one it
entered attached to) and a copy effect on each other nontoken creature you control
(707.4).

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Whenever Test Blade becomes attached to a creature, you gain 1 life.",
...                   name="Test Blade")
>>> a.supported, a.trigger.event == "becomes_attached", a.trigger.text
(True, True, 'creature')
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import BecomeCopy, ControllerSpec, Relation, Selector
from mtglab.cards.vocabulary import Zone

__all__ = ["reread_attached_copy", "reread_entered_attached_copy"]

_COPY_WHILE_ATTACHED: Final = re.compile(
    r"^Whenever ~ becomes attached to a creature, for as long as ~ remains attached to "
    r"it, (you may have )?that creature becomes? a copy of (another target creature you "
    r"control|a creature card exiled with ~)\.$")


_COPY_OF_CHOSEN_NAME: Final = re.compile(
    r"^Whenever ~ becomes attached to a creature, choose a creature card name with an "
    r"identical mana cost\. That creature becomes a copy of the card with the chosen name "
    r"until ~ becomes unattached from it\.$")


def reread_attached_copy(ability: Ability, text: str) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) read as a copy effect that
    lasts while the source remains attached (see the module docstring), or ``None``."""
    creature = ("Creature",)
    if _COPY_OF_CHOSEN_NAME.match(text):  # Killer Cosplay: a card of the chosen name
        copy = BecomeCopy(Selector(types=creature, relation=Relation.THAT),
                          Selector(types=creature, relation=Relation.CHOSEN),
                          duration="while attached", chosen_name_same_cost=True)
        return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                       trigger=Trigger(TriggerEvent.BECOMES_ATTACHED, "creature"), effects=(copy,))
    m = _COPY_WHILE_ATTACHED.match(text)
    if m is None:
        return None
    original = Selector(types=creature, relation=Relation.EXILED, zone=Zone.EXILE) \
        if m.group(2).startswith("a creature card") else \
        Selector(types=creature, controller=ControllerSpec.YOU, relation=Relation.TARGET,
                 excluded=Relation.THAT)
    copy = BecomeCopy(Selector(types=creature, relation=Relation.THAT), original,
                      duration="while attached", optional=m.group(1) is not None)
    return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                   trigger=Trigger(TriggerEvent.BECOMES_ATTACHED, "creature"), effects=(copy,))


_ENTERS_ATTACHED_COPY: Final = re.compile(
    r"^When ~ enters(?: the battlefield)? attached to a creature, each other nontoken "
    r"creature you control becomes a copy of that creature\.$")


def reread_entered_attached_copy(ability: Ability, text: str) -> Ability | None:
    """``ability`` (unsupported; ``text`` its normalized line) read as Infinite
    Reflection's (see the module docstring), or ``None``."""
    if not _ENTERS_ATTACHED_COPY.match(text):
        return None
    creature = ("Creature",)
    copy = BecomeCopy(Selector(types=creature, controller=ControllerSpec.YOU, token=False,
                               excluded=Relation.THAT),
                      Selector(types=creature, relation=Relation.THAT))
    return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                   trigger=Trigger(TriggerEvent.ENTERS_ATTACHED, "creature"), effects=(copy,))
