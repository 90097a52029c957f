"""Replacement effects of static abilities that change how much damage is dealt (CR
614.1a): "If a source you control would deal damage to a permanent or player, it deals
double that damage to that permanent or player instead"; and what follows damage
prevented (615.5): "You gain life equal to the damage prevented this way"; and which
redirect it (614.9): "All damage that would be dealt to you is dealt to ~ instead".

:class:`DoubleDamage` is read by ``grammar/would_deal.lark`` and applied by
:func:`mtglab.engine.effects.damage.deal_damage` (the one place damage is dealt).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtglab.cards.effects import Selector
from mtglab.cards.instructions import DamageKind

__all__ = ["DAMAGE_REPLACEMENTS", "DamageTo", "DoubleDamage", "GainPrevented",
           "PreventToSelfCounters", "RedirectDamage", "RedirectFrom", "RedirectOnto"]


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
    #: 2 for "double that damage", 3 for "triple that damage"; 1 with ``plus``
    times: int = 2
    #: "it deals that much damage plus 2 instead" (``times`` 1): 2; "minus 1": -1
    plus: int = 0


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
    of ``counter`` (if it has one), or put as many as the damage prevented (615.5).

    Said in one sentence: "If damage would be dealt to ~ while it has a +1/+1 counter on
    it, prevent that damage and remove that many +1/+1 counters from it" (``while_has``:
    only while it has such a counter, 611.3a-like; ``that_many``: as many counters as
    the damage, or all it has, 615.5), "... prevent that damage and put that many +1/+1
    counters on it"; and the replacement "If damage would be dealt to ~, put that many
    -1/-1 counters on it instead" (``prevents=False``: no damage is dealt, counters are
    put instead, 614.1a — a replacement, not a prevention, effect)."""

    counter: str
    remove: bool
    that_many: bool = False
    while_has: str | None = None
    prevents: bool = True


class RedirectFrom(enum.Enum):
    """Whose damage a redirection effect takes (614.9)."""

    #: "to you": its controller
    YOU = "you"
    #: "to you and other permanents you control"
    YOU_AND_YOURS = "you and other permanents you control"
    #: "to enchanted creature": the permanent its source is attached to
    ATTACHED = "enchanted creature"


class RedirectOnto(enum.Enum):
    """Where a redirection effect deals the damage instead (614.9)."""

    #: "to ~"
    SELF = "~"
    #: "to enchanted creature", "to equipped creature"
    ATTACHED = "the creature it's attached to"
    #: "to its controller": the controller of the permanent its source is attached to
    ATTACHED_CONTROLLER = "its controller"


@dataclass(frozen=True, slots=True)
class RedirectDamage:
    """"All damage that would be dealt to you is dealt to ~ instead" (Empyrial
    Archangel), "... to you and other permanents you control is dealt to ~ instead"
    (Palisade Giant), "... to you is dealt to enchanted creature instead" (Pariah), "All
    damage that would be dealt to enchanted creature is dealt to its controller instead"
    (Treacherous Link): a redirection effect of a static ability (614.9, 614.1a, 604.1).

    >>> RedirectDamage(RedirectFrom.YOU, RedirectOnto.SELF).describe()
    'all damage that would be dealt to you is dealt to ~ instead'
    """

    taken_from: RedirectFrom
    onto: RedirectOnto

    def describe(self) -> str:
        """The redirection in words."""
        return (f"all damage that would be dealt to {self.taken_from.value} is dealt to "
                f"{self.onto.value} instead")


#: Every record type of this module (the parser's list of effect types).
DAMAGE_REPLACEMENTS: tuple[type, ...] = (DoubleDamage, GainPrevented, PreventToSelfCounters,
                                         RedirectDamage)
