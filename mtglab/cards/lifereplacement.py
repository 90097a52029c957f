"""Replacement effects of static abilities on gaining life (CR 614.1a, 119.3): "If you
would gain life, you gain that much life plus 1 instead" (Angel of Vitality), "... you
gain twice that much life instead" (Boon Reflection), "If an opponent would gain life,
that player loses that much life instead" (Tainted Remedy), "If a player would gain
life, that player gains no life instead" (Sulfuric Vortex).

Read by ``grammar/would_gain.lark``; applied by
:mod:`mtglab.engine.effects.lifegain` (the one place life is gained asks it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.instructions import Who

__all__ = ["LIFE_REPLACEMENTS", "LifeGainInstead"]


@dataclass(frozen=True, slots=True)
class LifeGainInstead:
    """While its source is on the battlefield, when a player ``who`` names (relative to
    its controller: ``Who.YOU``, ``Who.EACH_OPPONENT``, ``Who.EACH_PLAYER``) would gain
    life, that player gains ``times`` × that much plus ``plus`` instead (614.1a; ``times``
    0: no life), or, with ``loses``, loses that much life instead (a life-gain event
    replaced by a life-loss one, 614.6).

    >>> LifeGainInstead(Who.YOU, plus=1).describe()
    'if you would gain life, that player gains that much life plus 1 instead'
    """

    who: Who
    times: int = 1
    plus: int = 0
    loses: bool = False

    def describe(self) -> str:
        """The replacement in words."""
        whom = {Who.YOU: "you", Who.EACH_OPPONENT: "an opponent"}.get(self.who, "a player")
        if self.loses:
            what = "loses that much life"
        elif self.times == 0:
            what = "gains no life"
        else:
            what = "gains " + ("twice that much life" if self.times == 2 else
                               f"{self.times} times that much life" if self.times != 1 else
                               "that much life") + (f" plus {self.plus}" if self.plus else "")
        return f"if {whom} would gain life, that player {what} instead"


#: Every record type of this module (the parser's list of effect types).
LIFE_REPLACEMENTS: Final[tuple[type, ...]] = (LifeGainInstead,)
