"""Chance in an instruction: flipping a coin (CR 705), rolling a die (706).

"Flip a coin. If you win the flip, <effects>. If you lose the flip, <effects>." reads
into :class:`FlipCoin` followed by "if you win" / "if you lose" parts, which are
:class:`~mtglab.cards.instructions.IfYouDo` records (``done`` = won): as the flip is
made, it counts as done if its controller won it (705.2), and the sentences after it
happen or not as "If you do" ones do after an optional instruction (608.2c, 608.2d).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CHANCE_RECORDS", "FlipCoin", "RollTheDie"]


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """"Flip a coin" (CR 705.1): the ability's controller flips a coin; they win the flip
    if it comes up the way they called it (705.2). What happens if they win or lose is
    said by the ``IfYouDo`` parts after it (``done=True``: "If you win the flip")."""


@dataclass(frozen=True, slots=True)
class RollTheDie:
    """ "Roll a six-sided die", "roll a d20" (CR 706.1): the ability's controller rolls one
    die of ``sides`` sides; each result from 1 to ``sides`` is an outcome (706.2). "The
    result" after it ("You gain life equal to the result", "where X is the result") is
    the amount :class:`~mtglab.cards.vocabulary.AmountKind` ``THAT_MUCH`` reads (608.2c)."""

    sides: int


#: The records of this module (one-shot instructions the parser accepts).
CHANCE_RECORDS: tuple[type, ...] = (FlipCoin, RollTheDie)
