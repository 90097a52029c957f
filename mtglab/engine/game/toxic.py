"""Toxic (CR 702.164): poison counters given with combat damage to a player.

"Toxic N" is a static ability (702.164a): combat damage dealt to a player by a creature
with toxic causes that creature's controller to give the player poison counters equal to
the creature's total toxic value — the sum of N of all its toxic abilities (702.164b) —
in addition to the damage's other results (702.164c). A player with ten or more poison
counters loses the game (704.5c).
"""

from __future__ import annotations

from mtglab.cards.keywords import Toxic
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.events.counters import put_player_counters
from mtglab.engine.state import GameState

__all__ = ["give_toxic", "toxic_value"]


def toxic_value(looks: Characteristics) -> int:
    """The total toxic value of a creature: the sum of its toxic abilities' N (702.164b)."""
    return sum(e.amount for ref in looks.abilities if ref.ability.supported
               for e in ref.ability.effects if isinstance(e, Toxic))


def give_toxic(state: GameState, looks: Characteristics, player: str) -> GameState:
    """``looks`` dealt combat damage to ``player``: its controller gives that player its
    total toxic value in poison counters (702.164c); nothing without toxic."""
    n = toxic_value(looks)
    if n <= 0:
        return state
    return put_player_counters(state, player, "poison", n, looks.controller,
                               why=f"toxic {n} of {looks.name}", rule="702.164c")
