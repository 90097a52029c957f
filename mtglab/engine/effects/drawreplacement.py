"""Replacement effects of static abilities on drawing a card (CR 614.11, 614.1a, 614.5):
"If you would draw a card, draw two cards instead" (Thought Reflection).

:func:`cards_for_one_draw` is asked by :func:`mtglab.engine.resolution.delayed.draw_cards`
(the one place cards are drawn) for each card a player would draw. Each effect applies
once to an event (614.5) but again to each of the draws another effect made of it, so
two such effects make one draw four (2 × 2); they apply even when the library is empty
(614.11), and each draw from an empty library is one the player can't make (704.5b).
"""

from __future__ import annotations

from mtglab.cards.drawreplacement import DrawInstead
from mtglab.cards.instructions import Who
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["cards_for_one_draw"]


def cards_for_one_draw(state: GameState, player: str) -> tuple[GameState, int]:
    """How many cards ``player`` draws instead of one (1: no effect applies), each
    effect that applies logged (614.11)."""
    n = 1
    for q in characteristics_of(state).values():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, DrawInstead) and _covers(state, e.who, q.controller, player):
                    n *= e.count
                    state = state.logged("replace", q.name, f"{player} draws {n} cards "
                                         "instead of one", "614.11, 614.1a")
    return state, n


def _covers(state: GameState, who: Who, controller: str, player: str) -> bool:
    if who is Who.YOU:
        return player == controller
    if who is Who.EACH_OPPONENT:
        return player in state.opponents(controller)
    return who is Who.EACH_PLAYER
