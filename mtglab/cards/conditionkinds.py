"""More kinds of :class:`~mtglab.cards.effects.Condition` of the one condition vocabulary
(CR 608.2c, 603.4, 611.3a), read by ``grammar/conditions.lark`` and checked by
:mod:`mtglab.engine.characteristics.moreconditions`: kept apart from the older kinds of
:class:`~mtglab.cards.statics.StaticCondition` so that each reader adds its own.

>>> MoreCondition.ATTACKED_TOTAL_POWER.value
'attacked_total_power'
"""

from __future__ import annotations

import enum

__all__ = ["MoreCondition"]


class MoreCondition(enum.StrEnum):
    """Condition kinds the conditions grammar writes; a value is the ``kind``."""

    #: some player in the game controls no permanent matching ``selector`` ("if a player
    #: controls no creatures", 108.4)
    PLAYER_CONTROLS_NONE = "player_controls_none"
    #: the creatures you control that are attacking (declared as attackers this combat
    #: and still attacking, 508.1a, 506.4) have total power ``count`` or more ("if you
    #: attacked with creatures with total power 6 or greater this combat": pack tactics,
    #: an ability word, 207.2c)
    ATTACKED_TOTAL_POWER = "attacked_total_power"
    #: your life total is ``count`` or more above your starting life total (119.1,
    #: 103.4): "at least 7 life more than" 7, "greater than" 1; negated "less than"
    LIFE_OVER_START = "life_over_start"
    #: twice your life total is at most your starting life total less ``count``: "less
    #: than or equal to half your starting life total" 0, "less than half" 1 (119.1)
    LIFE_HALF_START = "life_half_start"
    #: the same of an opponent's life total and their own starting life total
    OPPONENT_LIFE_HALF_START = "opponent_life_half_start"
