"""Mulligans and first-turn draws: the keep-and-bottom policy both mana-base models share.

A mulligan (CR 103.5) shuffles the hand away and draws seven new cards; under the London
rule the player then puts one card on the bottom of the library for each mulligan taken.
In a multiplayer game the first mulligan is free (103.5c: it puts no card on the bottom),
and no player skips the draw of their first turn (103.8c); in a two-player game the
starting player skips it (103.8a).

The policy is the one of the published colored-source analysis ("How Many Sources Do You
Need to Consistently Cast Your Spells? A 2022 Update", Frank Karsten, 2022), stated in
terms of how many lands a hand holds:

* a free seven-card hand (multiplayer) is kept with three to five lands;
* a seven-card hand with two to five lands;
* after bottoming, a six- or five-card hand with two to four lands;
* a four-card hand always.

Bottoming aims at three lands: of the ``k`` cards to put away, ``clamp(lands - 3, 0, k)``
are lands and the rest spells. (The article's prose puts a spell away from a six-card
hand with exactly three spells; its script, which made the tables, puts a land away
there, which is what "aim at three lands" gives; mtglab follows the script.)

>>> [Mulligan.LONDON.keeps(stage, lands) for stage in Mulligan.LONDON.stages for lands in (1, 2)]
[False, True, False, True, False, True, True, True]
>>> lands_to_bottom(lands=5, to_bottom=2)  # seven cards, two away: one land, one spell
2
>>> Mulligan.COMMANDER.draws_by(3, on_play=True)  # 103.8c: the first turn draws too
3
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from mtglab.errors import BadArgumentError, BadArgumentTypeError

__all__ = ["HAND_SIZE", "Mulligan", "Stage", "lands_to_bottom", "mulligan_rule"]

#: The starting hand size (103.5).
HAND_SIZE = 7


@dataclass(frozen=True)
class Stage:
    """One hand of the mulligan sequence: seven cards are drawn, ``to_bottom`` of them go
    to the bottom of the library (103.5), and the rest is kept when it holds between
    ``keep_min`` and ``keep_max`` lands (``always`` keeps it whatever it holds)."""

    to_bottom: int
    keep_min: int
    keep_max: int
    always: bool = False
    free: bool = False

    @property
    def size(self) -> int:
        """Cards kept."""
        return HAND_SIZE - self.to_bottom

    def keeps(self, lands: int) -> bool:
        """Whether a hand with ``lands`` lands after bottoming is kept."""
        return self.always or self.keep_min <= lands <= self.keep_max


def lands_to_bottom(lands: int, to_bottom: int) -> int:
    """How many of the ``to_bottom`` cards put away from a seven-card draw holding
    ``lands`` lands are lands: toward three lands kept, spells first while above it."""
    return max(0, min(to_bottom, lands - 3))


_SEVEN = Stage(0, 2, 5)
_FREE = Stage(0, 3, 5, free=True)
_LATER = (Stage(1, 2, 4), Stage(2, 2, 4), Stage(3, 0, HAND_SIZE, always=True))


class Mulligan(StrEnum):
    """Which mulligans a player may take (103.5) and who draws on the first turn."""

    #: The London mulligan of two-player games (103.5); the starting player skips the
    #: first draw (103.8a).
    LONDON = "london"
    #: Multiplayer (Commander): the first mulligan is free (103.5c) and every player
    #: draws on their first turn (103.8c).
    COMMANDER = "commander"
    #: Every seven-card hand is kept (no mulligan): plain hypergeometric draws.
    NONE = "none"

    @property
    def stages(self) -> tuple[Stage, ...]:
        """The hands in the order they are drawn until one is kept."""
        if self is Mulligan.NONE:
            return (Stage(0, 0, HAND_SIZE, always=True),)
        return ((_FREE,) if self is Mulligan.COMMANDER else ()) + (_SEVEN, *_LATER)

    def keeps(self, stage: Stage, lands: int) -> bool:
        """Whether ``stage``'s hand with ``lands`` lands (after bottoming) is kept."""
        return stage.keeps(lands)

    def draws_by(self, turn: int, *, on_play: bool) -> int:
        """Cards drawn in the draw steps of turns 1 to ``turn`` (504.1): one a turn, but
        none on the starting player's first turn in a two-player game (103.8a)."""
        skips = on_play and self is not Mulligan.COMMANDER
        return turn - 1 if skips else turn


def mulligan_rule(value: Any) -> Mulligan:
    """``mulligan=`` as a :class:`Mulligan` ("london", "commander" or "none")."""
    if isinstance(value, Mulligan):
        return value
    if not isinstance(value, str):
        raise BadArgumentTypeError("mulligan", value, "'london', 'commander' or 'none'")
    try:
        return Mulligan(value.strip().lower())
    except ValueError:
        raise BadArgumentError("mulligan", value, "'london' (two players, CR 103.5), "
                               "'commander' (a free first mulligan, 103.5c) or 'none'"
                               ) from None
