"""Ascend and the city's blessing (CR 702.131).

The city's blessing is a designation a player keeps for the rest of the game once they
get it (702.131c): :attr:`~mtglab.engine.state.PlayerState.city_blessing`, which "if
(as long as) you have the city's blessing" reads. A player gets it:

* from ascend on a permanent they control (a static ability, 702.131b) — any time they
  control ten or more permanents: checked with the state-based actions
  (:func:`blessings_from_permanents`, after every action and before triggers are put on
  the stack, 702.131d);
* from ascend on an instant or sorcery they cast, as it resolves (a spell ability,
  702.131a), before its other instructions: :func:`blessing_as_spell_resolves`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from mtglab.cards.model import Card
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

__all__ = ["ASCEND", "blessing_as_spell_resolves", "blessings_from_permanents"]

ASCEND: Final = "Ascend"
#: how many permanents a player must control to get the city's blessing (702.131a-b)
_NEEDED: Final = 10


def _bless(state: GameState, player: str, why: str, rule: str) -> GameState:
    state = state.with_player(replace(state.player(player), city_blessing=1))
    return state.logged("city's blessing", player, f"{does(player, 'controls')} "
                        f"{_NEEDED} or more permanents: {does(player, 'gets')} the city's "
                        f"blessing for the rest of the game ({why})", rule)


def blessings_from_permanents(state: GameState) -> GameState:
    """Each player without the city's blessing who controls ten or more permanents, one
    of them with ascend, gets it (702.131b)."""
    waiting = [p.name for p in state.players if not p.city_blessing]
    if not waiting or len(state.permanents) < _NEEDED:
        return state
    chars = characteristics_of(state)
    for who in waiting:
        mine = [c for c in chars.values() if c.controller == who]
        if len(mine) >= _NEEDED and any(ASCEND in ref.ability.keywords and
                                        ref.ability.supported
                                        for c in mine for ref in c.abilities):
            state = _bless(state, who, "a permanent of theirs has ascend", "702.131b")
    return state


def blessing_as_spell_resolves(state: GameState, card: Card, who: str) -> GameState:
    """An instant or sorcery with ascend resolving: its controller gets the city's
    blessing if they control ten or more permanents (702.131a)."""
    if state.player(who).city_blessing or not any(
            ASCEND in a.keywords and a.supported for a in card.abilities):
        return state
    if sum(c.controller == who for c in characteristics_of(state).values()) < _NEEDED:
        return state
    return _bless(state, who, "the spell has ascend", "702.131a")
