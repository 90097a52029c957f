"""Records of instructions that refer back to what an earlier instruction acted on (CR
608.2c): "If that creature would die this turn, exile it instead", "If a creature dealt
damage this way would die this turn, exile it instead" (614.1a, 614.6).

Read by :mod:`mtglab.cards.oracle.grammar.referents`; played by
:mod:`mtglab.engine.effects.exileinstead`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = ["REFERENT_INSTRUCTIONS", "ExileInsteadOfDying"]


@dataclass(frozen=True, slots=True)
class ExileInsteadOfDying:
    """A replacement effect the resolving instruction creates (614.1a): until the turn
    ends, if one of the objects the instruction before it acted on ("that creature"; with
    ``dealt_this_way``, "a creature dealt damage this way": those it dealt damage to,
    608.2c) would die, it is exiled instead (614.6, 700.4).

    >>> ExileInsteadOfDying(dealt_this_way=True).describe()
    'if a creature dealt damage this way would die this turn, exile it instead'
    """

    dealt_this_way: bool = False

    def describe(self) -> str:
        """The instruction in words."""
        which = "a creature dealt damage this way" if self.dealt_this_way else "that creature"
        return f"if {which} would die this turn, exile it instead"


#: the instruction records of this module (cards.instructions.INSTRUCTIONS holds them)
REFERENT_INSTRUCTIONS: Final[tuple[type, ...]] = (ExileInsteadOfDying,)
