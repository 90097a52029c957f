"""What the header line of a modal spell or ability says (CR 700.2), as the grammar reads
it (``cards/oracle/grammar/modes.lark``).

A header is read in place, like any other line: "Choose one —" into a
:class:`ModeHeader` (how many modes are chosen, 700.2a, 700.2d), and the sentence after a
header that changes what may be chosen ("You may choose the same mode more than once",
"If this spell was kicked, choose any number instead") into a :class:`ModeAllowance`.
Which lines are its modes (the bullet lines that follow it) is decided for the whole card
by :mod:`mtglab.cards.oracle.modal`, which turns a header into a
:class:`~mtglab.cards.effects.ChooseModes` or :class:`~mtglab.cards.effects.TriggerModes`;
a header alone is not an ability the engine plays.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> parse_ability("Choose one or both —", is_spell=True).effects
(ModeHeader(minimum=1, maximum=2, once_each=False, this_turn=False),)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from mtglab.cards.effectparts import Condition, Cost
from mtglab.mana import ManaCost

__all__ = ["MODE_RECORDS", "Allowance", "ModeAllowance", "ModeCostKeyword", "ModeHeader",
           "header_problem"]


@dataclass(frozen=True, slots=True)
class ModeHeader:
    """"Choose one —" and its kin (CR 700.2): at least ``minimum`` and at most ``maximum``
    of the modes that follow are chosen (``None``: any number of them, "choose one or
    more", "choose any number"; 700.2d). ``once_each``: "choose one that hasn't been
    chosen" (a mode chosen before for this object can't be chosen again); ``this_turn``:
    "... that hasn't been chosen this turn"."""

    minimum: int
    maximum: int | None
    once_each: bool = False
    this_turn: bool = False


class Allowance(StrEnum):
    """What a sentence after a modal header allows beyond it (CR 700.2d, 702.33d)."""

    #: "You may choose the same mode more than once." (700.2d)
    REPEAT = "repeat"
    #: "If this spell was kicked, choose any number instead." (702.33d)
    KICKED_ANY = "kicked any"
    #: "If you control a commander as you cast this spell, you may choose both [instead]."
    COMMANDER_BOTH = "commander both"


@dataclass(frozen=True, slots=True)
class ModeAllowance:
    """A sentence after a modal header that widens the choice (see :class:`Allowance`);
    ``condition``: the condition it is read with, when it has one."""

    allows: Allowance
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class ModeCostKeyword:
    """A keyword of a modal spell that makes its modes cost more (an additional cost,
    601.2f): "Escalate [cost]" (CR 702.120a), ``cost`` paid once for each mode chosen
    beyond the first; "Spree" (702.172a, ``cost`` ``None``), whose modes ("+ [cost] —
    ...") are chosen one or more, each with the cost printed before it (700.2h).
    :mod:`mtglab.cards.oracle.modal` puts it on the spell's
    :class:`~mtglab.cards.effects.ChooseModes`."""

    keyword: str
    cost: ManaCost | None = None
    #: "Escalate—Discard a card.": costs other than mana, paid like an additional cost
    costs: tuple[Cost, ...] = ()


#: the records a modal header's line is read into
MODE_RECORDS: Final = (ModeHeader, ModeAllowance)


def header_problem(effects: Sequence[object]) -> str | None:
    """Why a line read into a modal header is not an ability by itself (its modes are the
    bullet lines after it, read with the whole card, CR 700.2), or ``None``."""
    if any(isinstance(e, MODE_RECORDS) for e in effects):
        return ("a modal header read alone: its modes are read only from the bullet lines "
                "after a header mtglab plays (CR 700.2)")
    return None
