"""Soulbond's pairing as its triggered ability resolves (CR 702.95a, 702.95c-d).

When the soulbond creature itself entered, its controller may pair it with another
unpaired creature they control (chosen as it resolves); when another creature entered
("that creature"), they may pair that creature with it. Nothing happens if either is no
longer a creature on the battlefield under their control, or is paired already
(702.95c-d; :func:`~mtglab.engine.characteristics.pairing.can_pair`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtglab.cards.pairing import Pair
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.pairing import can_pair, pair
from mtglab.engine.state import GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["pair_by_soulbond"]


def pair_by_soulbond(state: GameState, effect: Pair,
                     res: Resolution) -> tuple[GameState, Resolution]:
    """Carry out the :class:`~mtglab.cards.pairing.Pair` of a resolving soulbond
    ability (see the module docstring)."""
    src, who = res.source_id, res.controller
    that: Any = res.paid.get("that")
    if src is None or src not in state.permanents:
        return state.logged("soulbond", res.source_name, "nothing is paired: it left the "
                            "battlefield", "702.95c"), res
    chars = characteristics_of(state)
    if isinstance(that, int) and that != src:
        options = {that: chars[that].name} if can_pair(state, src, that, who) else {}
    else:
        options = {pid: chars[pid].name for pid in sorted(chars)
                   if can_pair(state, src, pid, who)}
    if not options:
        return state.logged("soulbond", res.source_name, "nothing is paired: no unpaired "
                            "creature of its controller's to pair with", "702.95c-d"), res
    if effect.optional and not res.chooser.pick(
            f"whether to pair {res.source_name} (you may, CR 702.95a)", [True, False]):
        return state, res
    other = res.chooser.pick_permanent(f"the creature to pair {res.source_name} with "
                                       "(CR 702.95a)", options)
    return pair(state, src, other, who), res
