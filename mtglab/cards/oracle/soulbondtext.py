"""Soulbond (CR 702.95) and what paired creatures have.

"Soulbond" stands for two triggered abilities (702.95a): "When this creature enters, if
you control both this creature and another creature and both are unpaired, you may pair
this creature with another unpaired creature you control ..." and "Whenever another
creature you control enters, if ... both are unpaired, you may pair that creature with
this creature ...". Both are read as one triggered ability of the keyword, "Whenever ~ or
another creature you control enters" (the grammar's trigger condition), its intervening
"if" (603.4) :data:`~mtglab.cards.pairing.SOULBOND_UNPAIRED`, its instruction a
:class:`~mtglab.cards.pairing.Pair`.

"As long as ~ is paired with another creature, both creatures have <abilities>" / "each
of those creatures has <abilities>" / "each of those creatures gets +N/+N" is read by the
grammar as "Creatures you control have (get) ...", then affecting the source and the
creature it is paired with (``Relation.PAIRED``, 702.95b): nobody while it is unpaired.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> a = parse_ability("Soulbond (You may pair this creature with another unpaired creature "
...                   "when either enters.)", name="Pal")
>>> a.supported, a.kind.value, a.keywords
(True, 'triggered', ('Soulbond',))
>>> a = parse_ability("As long as Pal is paired with another creature, both creatures have "
...                   "flying.", name="Pal")
>>> a.supported, a.effects[0].selector.relation.value
(True, 'paired')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger
from mtglab.cards.effectparts import Condition, Relation, Selector
from mtglab.cards.effects import GrantAbilities, ModifyPT
from mtglab.cards.pairing import SOULBOND, SOULBOND_UNPAIRED, Pair

__all__ = ["reread_soulbond"]

Parse = Callable[[str], Ability]

_WHILE_PAIRED: Final = re.compile(
    r"^As long as ~ is paired with another creature, (both creatures have|each of those "
    r"creatures has|each of those creatures gets) (.+)$")
_PAIRED: Final = Selector(types=("Creature",), relation=Relation.PAIRED)


def reread_soulbond(ability: Ability, text: str, parse: Parse) -> Ability:
    """The parser's hook: an unsupported "Soulbond" line, or a static line in this
    module's wording, becomes supported (see the module docstring); anything else is
    returned as it is."""
    if ability.supported or not text:
        return ability
    line = text.strip()
    if line == SOULBOND:
        return _soulbond(ability, parse)
    m = _WHILE_PAIRED.match(line)
    if m is None or ability.kind is not AbilityKind.STATIC:
        return ability
    verb = "get" if m.group(1).endswith("gets") else "have"
    read = parse(f"Creatures you control {verb} {m.group(2)}")
    if not read.supported:
        return replace(ability, problem=f"paired creatures (CR 702.95b): {read.problem}")
    grants = [e for e in read.effects if isinstance(e, GrantAbilities | ModifyPT)]
    if not grants or len(grants) != len(read.effects) or \
            any(e.condition is not None for e in grants):
        return ability
    effects = tuple(replace(e, selector=_PAIRED) for e in grants)
    return replace(ability, supported=True, problem="", effects=effects)


def _soulbond(ability: Ability, parse: Parse) -> Ability:
    """The keyword as its triggered ability (702.95a)."""
    read = parse("Whenever ~ or another creature you control enters, you gain 1 life.")
    if not read.supported or not isinstance(read.trigger, Trigger):
        return ability
    trigger = replace(read.trigger, condition=Condition(kind=SOULBOND_UNPAIRED))
    pairing: Any = Pair()  # an instruction of engine.effects.soulbond's
    return replace(ability, kind=AbilityKind.TRIGGERED, supported=True, problem="",
                   trigger=trigger, effects=(pairing,), keywords=(SOULBOND,))
