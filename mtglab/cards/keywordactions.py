"""Keyword actions and one-shot untap-step instructions as records (CR 701, 502.3).

"It doesn't untap during its controller's next untap step" (Frost Titan, Sleep of the
Dead) is an instruction of a resolving spell or ability: the permanents it names skip
their untapping in their controller's next untap step (502.3; the engine counts it on the
permanent, :mod:`mtglab.engine.effects.untapstep`). The grammar part
``grammar/keywordactions.lark`` reads it after any object subject ("target creature an
opponent controls", "it", "each attacking creature").

>>> from mtglab.cards.effects import Relation, Selector
>>> SkipNextUntap(Selector(relation=Relation.THAT)).describe()
"doesn't untap during its controller's next untap step"
"""

from __future__ import annotations

from dataclasses import dataclass

from mtglab.cards.effectparts import Selector

__all__ = ["KEYWORD_ACTIONS", "SkipNextUntap"]


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """The selected permanents don't untap during their controllers' next untap step
    (CR 502.3: a one-shot instruction whose effect waits for that step; each such
    instruction skips one untap step's untapping)."""

    selector: Selector

    def describe(self) -> str:
        """The instruction in words."""
        return "doesn't untap during its controller's next untap step"


#: the records of this module (instructions the parser accepts and the engine performs)
KEYWORD_ACTIONS: tuple[type, ...] = (SkipNextUntap,)
