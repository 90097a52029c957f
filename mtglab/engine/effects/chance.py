"""Flipping a coin as an instruction resolves (CR 705).

The result of a flip is a choice the user gives in the action's ``choices=``: the word
``"win"`` or ``"lose"`` (705.2: a player wins the flip if the coin comes up the way they
called it). Without one, the flip is won: mtglab's deterministic default, written in the
log, so that an analysis enumerates outcomes by passing each. The flip counts as done if
it was won: the "If you win the flip" parts after it happen then, the "If you lose the
flip" parts otherwise (``IfYouDo``, 608.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from mtglab.cards.chance import FlipCoin
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["FLIP_RESULTS", "flip_coin"]

#: The answers that give a flip's result (705.2); the first is the default.
FLIP_RESULTS: Final = ("win", "lose")


def flip_coin(state: GameState, e: FlipCoin, res: Resolution
              ) -> tuple[GameState, Resolution]:
    """705.1, 705.2: the ability's controller flips a coin; the result is the next answer
    of ``choices=`` when it is ``"win"`` or ``"lose"``, else won (the default)."""
    given = res.chooser.unused[:1]
    if given and given[0] in FLIP_RESULTS:
        result = res.chooser.pick("the result of the coin flip (CR 705.2)", FLIP_RESULTS)
        how = ""
    else:
        result, how = FLIP_RESULTS[0], " (no result given: won by default; pass " \
            "choices=['lose'] to lose it)"
    won = result == "win"
    state = state.logged("flip", res.source_name, f"{does(res.controller, 'flips')} a "
                         f"coin: the flip is {'won' if won else 'lost'}{how}", "705.1, 705.2")
    return state, replace(res, done=won)
