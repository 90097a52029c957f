"""Unlocking and locking the doors of a Room (CR 709.5c-709.5i).

A Room permanent has two doors (its halves, 709.5j), each locked or unlocked
(:attr:`~mtglab.engine.state.PermanentState.unlocked`, 709.5c); its characteristics are
those of its unlocked doors (:func:`~mtglab.engine.characteristics.rooms.room_values`).
:func:`unlock_door` gives a door the unlocked designation — as an effect does (709.5f) or
after its unlock cost is paid (:func:`pay_to_unlock`, a special action, 709.5e, 116.2m) —
and offers the events that happen: "when you unlock this door" (709.5h) and, when the
other door was unlocked already, "whenever you fully unlock a Room" (709.5i).
:func:`lock_door` takes the designation away (709.5g); nothing triggers on it.
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.cards.ability import TriggerEvent
from mtglab.engine.characteristics.rooms import door_names, is_room, room_values
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.life import lose_life
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError

__all__ = ["change_a_door", "entering_unlocked", "lock_door", "pay_to_unlock",
           "unlock_door", "unlock_problems"]


def _room_name(state: GameState, pid: int) -> str:
    perm = state.permanents[pid]
    return perm.card.name if perm.card is not None else perm.base.name


def unlock_door(state: GameState, pid: int, door: int, player: str, *,
                rule: str = "709.5f") -> GameState:
    """Give the Room ``pid`` the unlocked designation of ``door`` (709.5f), its door's
    name, mana cost and text becoming the permanent's (709.5); "when you unlock this
    door" triggers (709.5h), and "whenever you fully unlock a Room" when the other door
    was unlocked already (709.5i). An unlocked door stays as it is."""
    perm = state.permanents[pid]
    card = perm.card
    name = _room_name(state, pid)
    if not is_room(card) or perm.face_down is not None:
        return state.logged("unlock", name, "nothing happens: it isn't a Room", "709.5")
    assert card is not None
    if door in perm.unlocked:
        return state.logged("unlock", name, f"{card.faces[door].name} is unlocked already: "
                            "nothing happens", "709.5f")
    doors = tuple(sorted((*perm.unlocked, door)))
    state = state.with_permanent(replace(perm, unlocked=doors,
                                         base=room_values(card, doors)))
    state = state.logged("unlock", name, f"{does(player, 'unlocks')} {card.faces[door].name}",
                         rule)
    state = offer(state, Event(TriggerEvent.DOOR_UNLOCKED, pid, player, door=door))
    if len(doors) == 2:
        state = offer(state, Event(TriggerEvent.FULLY_UNLOCKED, pid, player))
    return state


def entering_unlocked(state: GameState, pid: int, doors: tuple[int, ...],
                      player: str) -> GameState:
    """A Room that entered with ``doors`` unlocked — the half cast as a spell (709.5d):
    "when you unlock this door" triggers for each, as given while it entered (709.5h);
    both at once fully unlock it (709.5i)."""
    for door in doors:
        state = offer(state, Event(TriggerEvent.DOOR_UNLOCKED, pid, player, door=door))
    if len(doors) == 2:
        state = offer(state, Event(TriggerEvent.FULLY_UNLOCKED, pid, player))
    return state


def lock_door(state: GameState, pid: int, door: int) -> GameState:
    """Take the unlocked designation of ``door`` away from the Room ``pid`` (709.5g): its
    name, mana cost and text are no longer the permanent's (709.5)."""
    perm = state.permanents[pid]
    card = perm.card
    name = _room_name(state, pid)
    if not is_room(card) or door not in perm.unlocked:
        return state.logged("lock", name, "nothing happens: that door isn't unlocked",
                            "709.5g")
    assert card is not None
    doors = tuple(d for d in perm.unlocked if d != door)
    state = state.with_permanent(replace(perm, unlocked=doors,
                                         base=room_values(card, doors)))
    return state.logged("lock", name, f"{card.faces[door].name} is locked", "709.5g")


def change_a_door(state: GameState, pid: int, player: str, chooser: Chooser, *,
                  or_lock: bool = False) -> GameState:
    """"Unlock a locked door of ~" (709.5f): ``player`` chooses one of its locked doors
    (the only one is taken) and unlocks it; nothing happens when none is locked. With
    ``or_lock``, "lock or unlock a door": any door is chosen, then unlocked if it was
    locked and locked if it was unlocked (709.5f-g)."""
    perm = state.permanents[pid]
    card = perm.card
    if card is None or not is_room(card) or perm.face_down is not None:
        return state.logged("unlock", perm.base.name, "nothing happens: it isn't a Room",
                            "709.5")
    doors = [0, 1] if or_lock else [d for d in (0, 1) if d not in perm.unlocked]
    if not doors:
        return state.logged("unlock", card.name, "no door of it is locked: nothing happens",
                            "709.5f")
    names = [card.faces[d].name for d in doors]
    chosen = doors[names.index(chooser.pick(f"which door of {card.name} {player} "
                                            f"{'locks or ' if or_lock else ''}unlocks "
                                            "(CR 709.5f)", names))] \
        if len(doors) > 1 else doors[0]
    if chosen in perm.unlocked:
        return lock_door(state, pid, chosen)
    return unlock_door(state, pid, chosen, player)


def unlock_problems(state: GameState, pid: int, door: int, player: str) -> list[str]:
    """Why ``player`` can't take the special action of unlocking ``door`` of ``pid``
    now (709.5e, 116.2m): they control a Room whose door is locked, they have priority
    with an empty stack in a main phase of their own turn."""
    perm = state.permanents[pid]
    problems = []
    if perm.card is None or not is_room(perm.card) or perm.face_down is not None:
        problems.append("it isn't a Room: it has no doors to unlock (CR 709.5)")
    elif door in perm.unlocked:
        problems.append(f"{door_names(perm.card, (door,))[0]} is unlocked already "
                        "(CR 709.5e: only a locked door)")
    if perm.controller != player:
        problems.append(f"{player} doesn't control it (CR 709.5e: its controller may)")
    if state.active != player or "main" not in state.phase or state.stack:
        problems.append("a door is unlocked only in a main phase of its controller's own "
                        "turn with an empty stack (CR 709.5e, 116.2m)")
    return problems


def pay_to_unlock(state: GameState, pid: int, door: int, player: str) -> GameState:
    """The special action of 709.5e (116.2m): ``player`` pays the mana cost of the
    locked ``door`` of their Room ``pid`` from their mana pool, and it is unlocked
    (:func:`unlock_door`). Raises, changing nothing, when they can't."""
    name = _room_name(state, pid)
    problems = unlock_problems(state, pid, door, player)
    if problems:
        raise IllegalActionError(f"unlock a door of {name}", problems)
    card = state.permanents[pid].card
    assert card is not None
    face = card.faces[door]
    cost = face.mana_cost
    if cost is not None:
        p = state.player(player)
        plan = pay_from_pool(p, cost, purpose="unlock")
        if plan is None:
            raise IllegalActionError(f"unlock {face.name}", [
                f"the pool can't pay its unlock cost {cost} (CR 709.5e)"])
        pool, life = plan
        state = lose_life(state.with_player(replace(p, pool=pool)), player, life)  # 119.4
    return unlock_door(state, pid, door, player, rule="709.5e, 116.2m")
