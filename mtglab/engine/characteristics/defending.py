"""Who "defending player" is for an ability (CR 506.2, 508.5).

An ability of an attacking creature means the player that creature attacks (508.5); any
other ability, during the combat phase of a two-player game, means the nonactive player
(506.2). Outside combat there is no defending player, and "target creature defending
player controls" has no legal choice.
"""

from __future__ import annotations

from typing import Final

from mtglab.cards.vocabulary import Phase
from mtglab.engine.state import GameState

__all__ = ["COMBAT_PHASE", "defending_player"]

#: the steps of the combat phase (CR 506.1)
COMBAT_PHASE: Final = frozenset({Phase.BEGINNING_OF_COMBAT, Phase.DECLARE_ATTACKERS,
                                 Phase.DECLARE_BLOCKERS, Phase.COMBAT_DAMAGE,
                                 Phase.END_OF_COMBAT})


def defending_player(state: GameState, source_id: int | None) -> str | None:
    """The defending player an ability of ``source_id`` refers to, or None (506.2,
    508.5)."""
    perm = state.permanents.get(source_id) if source_id is not None else None
    if perm is not None and perm.attacking is not None:
        return perm.attacking  # the player its source attacks (508.5)
    if state.phase not in COMBAT_PHASE:
        return None
    others = [p.name for p in state.players if p.name != state.active and not p.lost]
    return others[0] if len(state.players) == 2 and others else None  # (506.2)
