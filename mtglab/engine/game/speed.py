"""Speed (CR 702.179): a number a player has from 1 to 4 once something gives it to them.

A player who controls a permanent with "Start your engines!" and has no speed gets speed
1: a state-based action (702.179a, 704.5z; :func:`start_engines`). A player with speed
has an inherent triggered ability with no source, controlled by them (702.179d):
"Whenever one or more opponents lose life during your turn, if your speed is less than
4, your speed increases by 1. This ability triggers only once each turn."
:func:`speed_trigger` is called as a player loses life (119.3); the flag
``PlayerState.speed_raised`` keeps it to once each turn. mtglab writes "no speed" as 0
(702.179f: an effect reading it sees 0).
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.keywordactions import IncreaseSpeed
from mtglab.cards.keywords import Keyword
from mtglab.cards.model import Ability
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState
from mtglab.engine.wording import possessive

__all__ = ["MAX_SPEED", "SPEED", "SPEED_TEXT", "increase_speed", "speed_ability",
           "speed_trigger", "start_engines"]

#: how the log and the stack name the source of speed's inherent ability
SPEED: Final = "Speed"
#: a player's speed at most, "max speed" (702.179e)
MAX_SPEED: Final = 4
#: the text of speed's inherent triggered ability (702.179d)
SPEED_TEXT: Final = ("Whenever one or more opponents lose life during your turn, if your "
                     "speed is less than 4, your speed increases by 1. This ability "
                     "triggers only once each turn.")


@functools.cache
def _ability() -> Ability:
    effects: tuple[Any, ...] = (IncreaseSpeed(),)
    return Ability(SPEED_TEXT, AbilityKind.TRIGGERED, True, effects=effects,
                   trigger=Trigger(TriggerEvent.LOSE_LIFE, once_each_turn=True))


def speed_ability(text: str) -> Ability | None:
    """Speed's inherent triggered ability when ``text`` is its text (702.179d), or None: a
    board file writes it by its text and reads it back here (the grammar doesn't read the
    rules' own abilities)."""
    return _ability() if text == SPEED_TEXT else None


def speed_trigger(state: GameState, loser: str) -> GameState:
    """``loser`` lost life: when that is an opponent of the active player, who has speed
    less than 4 and whose ability hasn't triggered this turn, it triggers (702.179d)."""
    you = state.active
    if loser == you or you not in state.player_names:
        return state
    p = state.player(you)
    if not 0 < p.speed < MAX_SPEED or p.speed_raised:
        return state
    hit = PendingTrigger(-1, SPEED, you, _ability(), TriggerEvent.LOSE_LIFE.value)
    state = state.with_player(replace(p, speed_raised=1))
    return state.evolve(pending_triggers=(*state.pending_triggers, hit))


def increase_speed(state: GameState, player: str) -> GameState:
    """``player``'s speed increases by 1 if it is still less than 4 (702.179d, 603.4); from
    no speed it becomes 1 (702.179c)."""
    p = state.player(player)
    if p.speed >= MAX_SPEED:
        return state.logged("speed", player, f"{possessive(player)} speed is already 4: "
                            "nothing happens", "702.179d, 603.4")
    state = state.with_player(replace(p, speed=p.speed + 1))
    return state.logged("speed", player, f"{possessive(player)} speed increases to "
                        f"{p.speed + 1}", "702.179d")


def start_engines(state: GameState, chars: dict[int, Characteristics], events: list[str]
                  ) -> GameState:
    """704.5z: each player with no speed who controls a permanent with "Start your
    engines!" gets speed 1 (702.179a)."""
    racing = {c.controller for c in chars.values()
              if c.has_keyword(Keyword.START_YOUR_ENGINES.value)}
    for who in sorted(racing):
        if who in state.player_names and state.player(who).speed == 0:
            state = state.with_player(replace(state.player(who), speed=1))
            state = state.logged("speed", who, f"{possessive(who)} speed becomes 1",
                                 "704.5z, 702.179a")
            events.append(f"{possessive(who)} speed becomes 1 (704.5z)")
    return state
