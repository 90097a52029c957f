"""Chance in an instruction: flipping a coin (CR 705).

"Flip a coin. If you win the flip, <effects>. If you lose the flip, <effects>." reads
into :class:`FlipCoin` followed by "if you win" / "if you lose" parts, which are
:class:`~mtglab.cards.instructions.IfYouDo` records (``done`` = won): as the flip is
made, it counts as done if its controller won it (705.2), and the sentences after it
happen or not as "If you do" ones do after an optional instruction (608.2c, 608.2d).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CHANCE_RECORDS", "FlipCoin"]


@dataclass(frozen=True, slots=True)
class FlipCoin:
    """"Flip a coin" (CR 705.1): the ability's controller flips a coin; they win the flip
    if it comes up the way they called it (705.2). What happens if they win or lose is
    said by the ``IfYouDo`` parts after it (``done=True``: "If you win the flip")."""


#: The records of this module (one-shot instructions the parser accepts).
CHANCE_RECORDS: tuple[type, ...] = (FlipCoin,)
