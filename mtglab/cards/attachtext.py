"""Trigger conditions of attaching (CR 701.3, 603.2) the grammar does not read.

"Whenever ~ becomes attached to a creature" (Enormous Energy Blade) triggers each time
the Equipment or Aura becomes attached to a creature — by an equip ability (702.6a) or
an effect that attaches it (701.3a) — but not when it is attached to what it already is
(701.3b). "that creature" is the creature it became attached to; the event is
:data:`mtglab.engine.attach.BECOMES_ATTACHED` (the engine's :func:`~mtglab.engine.attach.attach`
makes it trigger). :data:`ATTACH_HEADS` is a table of the trigger-head module
(:mod:`mtglab.cards.triggertext`) reads.

>>> from mtglab.cards.parser import parse_ability
>>> a = parse_ability("Whenever Test Blade becomes attached to a creature, you gain 1 life.",
...                   name="Test Blade")
>>> a.supported, a.trigger.event
(True, 'becomes_attached')
"""

from __future__ import annotations

import re
from typing import Final

from mtglab.cards.ability import Trigger

__all__ = ["ATTACH_HEADS"]

#: trigger heads of attaching -> the event (``text``: what it must become attached to)
ATTACH_HEADS: Final[tuple[tuple[re.Pattern[str], Trigger], ...]] = (
    (re.compile(r"^whenever ~ becomes attached to a creature$", re.I),
     Trigger("becomes_attached", "creature")),
)
