"""Replacement effects of static abilities that change how much damage is dealt (CR
614.1a): "If a source you control would deal damage to a permanent or player, it deals
double that damage to that permanent or player instead"; and what follows damage
prevented (615.5): "You gain life equal to the damage prevented this way".

:class:`DoubleDamage` is read by ``grammar/would_deal.lark`` and applied by
:func:`mtglab.engine.effects.damage.deal_damage` (the one place damage is dealt).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtglab.cards.effects import Selector
from mtglab.cards.instructions import DamageKind

__all__ = ["DAMAGE_REPLACEMENTS", "DamageTo", "DoubleDamage", "GainPrevented",
           "PreventToSelfCounters"]


class DamageTo(enum.StrEnum):
    """Which recipients a damage replacement names (CR 120.1: permanents and players)."""

    ANY = "a permanent or player"
    PLAYER = "a player"
    OPPONENT = "an opponent"
    OPPONENT_OR_THEIRS = "an opponent or a permanent an opponent controls"


@dataclass(frozen=True, slots=True)
class DoubleDamage:
    """"If <sources> would deal [combat] damage [to <recipients>], it deals double that
    damage instead" (614.1a): while its source is on the battlefield, damage of ``kind``
    from a source ``by`` matches (``~`` itself, "a source you control", "a Giant source
    you control", "a creature you control") to ``to`` is doubled (or tripled)."""

    by: Selector
    kind: DamageKind = DamageKind.ALL
    to: DamageTo = DamageTo.ANY
    #: 2 for "double that damage", 3 for "triple that damage"
    times: int = 2


@dataclass(frozen=True, slots=True)
class GainPrevented:
    """"You gain life equal to the damage prevented this way" after a prevention
    instruction (615.5): as the shield it began prevents damage, its controller gains
    that much life, immediately afterward."""


@dataclass(frozen=True, slots=True)
class PreventToSelfCounters:
    """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
    ~." (Phantom Centaur) or "... Put a -1/-1 counter on ~ for each 1 damage prevented
    this way." (Phyrexian Hydra): a prevention effect of a static ability (615.1, 604.1)
    on all damage to its source, and what happens as it prevents: ``remove`` one counter
    of ``counter`` (if it has one), or put as many as the damage prevented (615.5)."""

    counter: str
    remove: bool


#: Every record type of this module (the parser's list of effect types).
DAMAGE_REPLACEMENTS: tuple[type, ...] = (DoubleDamage, GainPrevented, PreventToSelfCounters)
