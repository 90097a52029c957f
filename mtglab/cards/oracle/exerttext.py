"""Exert as it attacks (CR 701.43d, 508.1g, 603.12): "You may exert ~ as it attacks." and
"You may exert ~ as it attacks. When you do, <effects>."

The first sentence is the static ability (an optional cost to attack, 508.1g); the second,
printed in the same paragraph, is its linked reflexive triggered ability (607.2h). The
effects of "When you do, ..." are read as those of an attack trigger of the same source
("Whenever ~ attacks, <effects>"), so "it" is the exerted creature, and everything the
grammar reads there reads here; the line is a
:class:`~mtglab.cards.exerting.ExertAsItAttacks`.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("You may exert Brawler as it attacks. When you do, it gets +2/+2 until "
...                   "end of turn.", name="Brawler")
>>> a.supported, a.kind.value, type(a.effects[0]).__name__
(True, 'static', 'ExertAsItAttacks')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, TriggerEvent
from mtglab.cards.exerting import ExertAsItAttacks

__all__ = ["reread_exert"]

Parse = Callable[[str], Ability]

_EXERT: Final = re.compile(r"^You may exert ~ as it attacks\.(?: When you do, (.+))?$")


def reread_exert(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook: an unsupported static line in this module's wording becomes
    supported (see the module docstring); anything else is returned as it is."""
    if ability.supported or not text or ability.kind is not AbilityKind.STATIC:
        return ability
    m = _EXERT.match(text.strip())
    if m is None:
        return ability
    if m.group(1) is None:
        return _supported(ability, ExertAsItAttacks())
    then = parse(f"Whenever ~ attacks, {m.group(1)}")
    t = then.trigger
    if not then.supported or then.kind is not AbilityKind.TRIGGERED or t is None or \
            getattr(t, "event", None) is not TriggerEvent.ATTACKS or \
            getattr(t, "selector", None) is not None or getattr(t, "condition", None):
        why = then.problem or "not a plain effect of the exerted creature"
        return replace(ability, problem=f"When you do (CR 603.12): {why}")
    return _supported(ability, ExertAsItAttacks(then.effects, f"When you do, {m.group(1)}"))


def _supported(ability: Ability, exert: Any) -> Ability:
    return replace(ability, supported=True, problem="", effects=(exert,))
