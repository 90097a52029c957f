"""The initiative (CR 726): a designation one player at a time has (``GameState.initiative``).

Taking it (726.1, 726.3) triggers the initiative's inherent ability "that player ventures
into Undercity" (726.2, 726.5: also when they had it already), and at the beginning of
the upkeep of the player who has it the same venture triggers (726.2). These triggered
abilities have no source and are controlled by the player with the initiative (726.2).
The third inherent ability (combat damage to the player with the initiative passes it to
the attacker's controller) is not carried out by mtglab yet.
"""

from __future__ import annotations

from typing import Any, Final

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.keywordactions import Venture
from mtglab.cards.model import Ability
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

__all__ = ["INITIATIVE", "initiative_upkeep", "take_initiative"]

#: how the log and the stack name the source of the initiative's inherent abilities
INITIATIVE: Final = "The initiative"


#: the instruction of the initiative's inherent abilities: "venture into Undercity"
#: (725.2, 701.49d), the record the grammar reads those words into
_INTO_UNDERCITY: Final[tuple[Any, ...]] = (Venture(undercity=True),)


_VENTURES: Final = ", that player ventures into Undercity"


def initiative_ability(text: str) -> Ability | None:
    """The inherent triggered ability of the initiative whose text is ``text`` (726.2),
    or None: a board file writes it by its text and reads it back here (the grammar
    doesn't read the rules' own abilities)."""
    if not text.endswith(_VENTURES):
        return None
    why = text.removesuffix(_VENTURES)
    return Ability(text, AbilityKind.TRIGGERED, True, effects=_INTO_UNDERCITY,
                   trigger=Trigger(TriggerEvent.TAKES_INITIATIVE, why))


def _venture_trigger(state: GameState, player: str, why: str) -> GameState:
    """The inherent triggered ability "that player ventures into Undercity" (726.2)."""
    ability = initiative_ability(why + _VENTURES)
    assert ability is not None
    hit = PendingTrigger(-1, INITIATIVE, player, ability, TriggerEvent.TAKES_INITIATIVE.value)
    return state.evolve(pending_triggers=(*state.pending_triggers, hit))


def take_initiative(state: GameState, player: str) -> GameState:
    """``player`` takes the initiative: whoever had it no longer does (726.3), and the
    venture into Undercity triggers (726.2, 726.5)."""
    state = state.evolve(initiative=player).logged(
        "initiative", player, f"{does(player, 'takes')} the initiative", "726.1, 726.3")
    return _venture_trigger(state, player, "Whenever a player takes the initiative")


def initiative_upkeep(state: GameState) -> GameState:
    """At the beginning of the upkeep of the player who has the initiative, they
    venture into Undercity (726.2): called as the active player's upkeep begins."""
    if state.initiative is None or state.initiative != state.active:
        return state
    return _venture_trigger(state, state.active, "At the beginning of the upkeep of the "
                            "player who has the initiative")
