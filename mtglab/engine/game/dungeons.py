"""Venturing into the dungeon (CR 701.49, 309): the dungeon a player owns in the command
zone and the room of their venture marker (``PlayerState.dungeon`` / ``room``).

Venturing puts a dungeon into the command zone with the marker on its topmost room
(701.49a), moves the marker along an arrow (701.49b), or, from the bottommost room,
completes the dungeon and starts another (701.49c, 309.7); "venture into Undercity"
chooses only Undercity when a new dungeon is chosen (701.49d). Each move into a room
triggers its room ability (309.4c), controlled by the dungeon's owner. A dungeon whose
marker is on its bottommost room, with no room ability of it waiting or on the stack,
is removed from the game and completed (704.5t, 309.6: :func:`dungeons_to_complete`).
The rooms are data: :mod:`mtglab.cards.dungeons`.
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.dungeons import DUNGEONS, UNDERCITY, dungeon, room_ability
from mtglab.cards.model import Ability
from mtglab.engine.choices import Chooser
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import GameState
from mtglab.errors import UnsupportedError

__all__ = ["complete_dungeons", "room_trigger", "venture"]


def venture(state: GameState, player: str, chooser: Chooser, *,
            undercity: bool = False) -> GameState:
    """``player`` ventures into the dungeon (701.49a-c), or into Undercity (701.49d):
    the dungeon and the room are chosen as it happens."""
    p = state.player(player)
    if p.dungeon is not None and p.room is not None:
        here = dungeon(p.dungeon)
        if not here.is_bottom(p.room):  # 701.49b: along one of the arrows
            ways = here.room(p.room).next
            room = chooser.pick(f"the room {player} ventures into from {p.room} "
                                f"({here.name}, CR 701.49b)", list(ways))
            return _into_room(state, player, here.name, room)
        state = _complete(state, player, "701.49c")  # from the bottommost room
    names = [UNDERCITY] if undercity else [n for n in DUNGEONS if n != UNDERCITY]
    name = chooser.pick(f"the dungeon {player} ventures into (CR 701.49a"
                        f"{', 701.49d' if undercity else ''})", names)
    state = state.logged("venture", player, f"puts {name} into the command zone",
                         "701.49a, 309.2a")
    return _into_room(state, player, name, dungeon(name).top.name)


def _into_room(state: GameState, player: str, dungeon_name: str, room: str) -> GameState:
    """The venture marker moves into ``room`` and its room ability triggers (309.4c); a
    room ability the grammar can't read is refused, naming the part."""
    ability = room_ability(dungeon_name, room)
    if not ability.supported:
        raise UnsupportedError(f"the room ability of {room} ({dungeon_name}) is not "
                               f"modelled: {ability.problem} (CR 309.4c)")
    p = state.player(player)
    state = state.with_player(replace(p, dungeon=dungeon_name, room=room))
    trig = _room_trigger(dungeon_name, room, ability)
    hit = PendingTrigger(-1, dungeon_name, player, trig, TriggerEvent.ROOM.value)
    state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
    return state.logged("venture", player, f"moves the venture marker into {room} "
                        f"({dungeon_name}): its room ability triggers", "701.49, 309.4c")


def _room_trigger(dungeon_name: str, room: str, ability: Ability) -> Ability:
    """The room ability of ``room`` as the triggered ability it is (309.4c), its effects
    those of ``ability``."""
    effect = dungeon(dungeon_name).room(room).effect
    text = f"When you move your venture marker into {room}, {effect[:1].lower()}{effect[1:]}"
    return Ability(text, AbilityKind.TRIGGERED, True, effects=ability.effects,
                   trigger=Trigger(TriggerEvent.ROOM, f"into {room}"))


def room_trigger(dungeon_name: str, text: str) -> Ability | None:
    """The room ability of ``dungeon_name`` whose triggered text is ``text`` (309.4c), or
    None: a board file writes a room ability waiting or on the stack by its text and
    reads it back here (the grammar doesn't read a dungeon's rooms as a card's lines)."""
    if dungeon_name not in DUNGEONS:
        return None
    for room in dungeon(dungeon_name).rooms:
        ability = room_ability(dungeon_name, room.name)
        trig = _room_trigger(dungeon_name, room.name, ability)
        if trig.text == text:
            return trig if ability.supported else None
    return None


def _complete(state: GameState, player: str, rule: str) -> GameState:
    """``player``'s dungeon leaves the game: they complete it (309.7)."""
    p = state.player(player)
    state = state.with_player(replace(p, dungeon=None, room=None,
                                      dungeons_completed=p.dungeons_completed + 1))
    return state.logged("venture", player, f"completes {p.dungeon}: it is removed from "
                        "the game", f"{rule}, 309.7")


def complete_dungeons(state: GameState) -> tuple[GameState, list[str]]:
    """704.5t, 309.6: each dungeon whose marker is on its bottommost room, and that is
    the source of no room ability waiting or on the stack, is removed from the game."""
    events: list[str] = []
    for p in state.players:
        if p.dungeon is None or p.room is None or not dungeon(p.dungeon).is_bottom(p.room):
            continue
        waiting = any(t.source_id == -1 and t.source_name == p.dungeon and
                      t.controller == p.name for t in state.pending_triggers) or any(
            s.source_id in (None, -1) and s.name == p.dungeon and s.controller == p.name
            for s in state.stack)
        if not waiting:
            state = _complete(state, p.name, "704.5t")
            events.append(f"{p.name} completes {p.dungeon} (704.5t)")
    return state, events
