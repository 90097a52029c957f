"""Records of instructions that refer back to what an earlier instruction acted on (CR
608.2c): "If that creature would die this turn, exile it instead", "If a creature dealt
damage this way would die this turn, exile it instead" (614.1a, 614.6).

Read by :mod:`mtglab.cards.oracle.grammar.referents`; played by
:mod:`mtglab.engine.effects.exileinstead`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from mtglab.cards.effects import Relation, Selector

__all__ = ["REFERENT_INSTRUCTIONS", "ExileInsteadOfDying", "ExileInsteadOfDyingThisTurn",
           "ExiledIfItWouldDie"]


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


@dataclass(frozen=True, slots=True)
class ExiledIfItWouldDie:
    """"If ~ would die, exile it instead", "If a creature an opponent controls would die,
    exile it instead": a replacement effect of a static ability (614.1a, 604.1). While its
    source is on the battlefield, a permanent ``selector`` covers (read as it would die)
    that would be put into a graveyard from the battlefield (700.4) is exiled instead.

    >>> ExiledIfItWouldDie(Selector(relation=Relation.SELF)).describe()
    'if this permanent would die, exile it instead'
    """

    selector: Selector
    #: "If a creature dealt damage by ~ (enchanted creature) this turn would die": only
    #: a permanent that object dealt damage to this turn (120.3, 514.2); ``None``: any
    dealt_by: Relation | None = None

    def describe(self) -> str:
        """The replacement in words."""
        what = self.selector.describe()
        if self.dealt_by is not None:
            by = "~" if self.dealt_by is Relation.SELF else "enchanted creature"
            what = f"{what} dealt damage by {by} this turn"
        return f"if {what} would die, exile it instead"


@dataclass(frozen=True, slots=True)
class ExileInsteadOfDyingThisTurn:
    """"If a creature would die this turn, exile it instead", "If a creature an opponent
    controls would die this turn, ...": a replacement effect a resolving instruction
    creates until the turn ends (614.1a, 514.2). Unlike "that creature", it names no
    object the instruction before acted on: every permanent ``selector`` covers as it
    would die (700.4) is exiled instead, whenever it came under the effect.

    >>> from mtglab.cards.effects import Selector
    >>> ExileInsteadOfDyingThisTurn(Selector(types=("Creature",))).describe()
    'if creature would die this turn, exile it instead'
    """

    selector: Selector

    def describe(self) -> str:
        """The instruction in words."""
        return f"if {self.selector.describe()} would die this turn, exile it instead"


#: the instruction records of this module (cards.instructions.INSTRUCTIONS holds them)
REFERENT_INSTRUCTIONS: Final[tuple[type, ...]] = (ExileInsteadOfDying,
                                                   ExileInsteadOfDyingThisTurn)
