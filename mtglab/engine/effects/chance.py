"""Flipping a coin (CR 705) and rolling a die (706) as an instruction resolves.

The result of a flip is a choice the user gives in the action's ``choices=``: the word
``"win"`` or ``"lose"`` (705.2: a player wins the flip if the coin comes up the way they
called it). Without one, the flip is won: mtglab's deterministic default, written in the
log, so that an analysis enumerates outcomes by passing each. The flip counts as done if
it was won: the "If you win the flip" parts after it happen then, the "If you lose the
flip" parts otherwise (``IfYouDo``, 608.2c)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from mtglab.cards.chance import FlipCoin, RollTheDie
from mtglab.engine.resolution.triggers import triggered_by_rolling
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["FLIP_RESULTS", "flip_coin", "roll_the_die"]

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


def roll_the_die(state: GameState, e: RollTheDie, res: Resolution
                 ) -> tuple[GameState, Resolution]:
    """706.1, 706.2: the ability's controller rolls a die; its result, from 1 to the
    number of sides, is the next answer of ``choices=`` (each result is an outcome). "The
    result" after it is that number (608.2c)."""
    result = res.chooser.pick(f"the result of rolling a d{e.sides} (CR 706.2)",
                              list(range(1, e.sides + 1)))
    state = state.logged("roll", res.source_name, f"{does(res.controller, 'rolls')} a "
                         f"d{e.sides}: {result}", "706.1, 706.2")
    state = triggered_by_rolling(state, res.controller, int(result))  # 603.2
    return state, replace(res, paid={**res.paid, "that_much": result})
