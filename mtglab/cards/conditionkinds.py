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
