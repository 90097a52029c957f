"""A replacement effect a resolving instruction creates for the object the instruction
before it named (CR 608.2c, 614.1a): "If it would leave the battlefield, exile it instead
of putting it anywhere else" — the last part of unearth (702.84a) and of the abilities
that return a creature for a turn (Whip of Erebos).

Read by :mod:`mtglab.cards.oracle.grammar.leaving`; played by
:mod:`mtglab.engine.effects.leaving`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["LEAVING_INSTRUCTIONS", "ExileInsteadOfLeaving"]


@dataclass(frozen=True, slots=True)
class ExileInsteadOfLeaving:
    """ "If it would leave the battlefield, exile it instead of putting it anywhere
    else." (CR 614.1a, 702.84a): from then on, the object the instruction before named
    ("it", 608.2c) goes to exile whenever it would leave the battlefield for another
    zone; the effect ends when it leaves (400.7: a new object).

    >>> ExileInsteadOfLeaving().describe()
    'if it would leave the battlefield, exile it instead of putting it anywhere else'
    """

    def describe(self) -> str:
        """The instruction in words."""
        return "if it would leave the battlefield, exile it instead of putting it anywhere else"


#: the instruction records of this module (cards.instructions.INSTRUCTIONS holds them)
LEAVING_INSTRUCTIONS: Final[tuple[type, ...]] = (ExileInsteadOfLeaving,)
