"""State-based actions (CR 704), performed whenever a player would receive priority."""

from __future__ import annotations

from dataclasses import replace

from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.layers import (
    Characteristics,
    characteristics_of,
    enchant_selector,
)
from mtglab.engine.characteristics.protection import protection_from
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.effects.destruction import destroy
from mtglab.engine.effects.durations import end_expired
from mtglab.engine.effects.equip import unattach_illegal_equipment
from mtglab.engine.game.ascend import blessings_from_permanents
from mtglab.engine.game.dungeons import complete_dungeons
from mtglab.engine.game.speed import start_engines
from mtglab.engine.game.zones import move_to_graveyard
from mtglab.engine.resolution.chapters import sagas_to_sacrifice
from mtglab.engine.state import GameState

__all__ = ["check_state"]


#: why a permanent goes to its owner's graveyard, and the rule: (reason, CR number)
_Why = tuple[str, str]


def _one_pass(state: GameState, keep: frozenset[int] = frozenset()
              ) -> tuple[GameState, list[str]]:
    """Every state-based action that applies now, performed at once (CR 704.3)."""
    events: list[str] = []
    chars = characteristics_of(state)
    doomed: dict[int, _Why] = {}
    state = _players_lose(state, events)
    state, completed = complete_dungeons(state)  # 704.5t (engine.game.dungeons)
    events.extend(completed)
    state = start_engines(state, chars, events)  # 704.5z (engine.game.speed)
    destroyed: dict[int, _Why] = {}
    # only creatures, Auras, Roles and legendary permanents can be put into a graveyard
    # by these rules (704.5f-g, 704.5j, 704.5m, 704.5y): a board of lands is passed over
    watched = [(pid, c) for pid, c in chars.items()
               if c.types != ("Land",) or "Legendary" in c.supertypes
               or "Aura" in c.subtypes or "Role" in c.subtypes]
    for pid, c in watched:
        _check_permanent(state, chars, pid, c, doomed, destroyed)
    state, unattached = unattach_illegal_equipment(state)  # 704.5n (engine.equip)
    events.extend(unattached)
    for pid in sagas_to_sacrifice(state):  # 714.4 (engine.chapters)
        doomed.setdefault(pid, ("is a Saga whose final chapter has been reached: "
                                "sacrificed", "714.4"))
    _role_rule(state, watched, doomed)
    _legend_rule(state, watched, keep, doomed)
    state = _annihilate_counters(state, chars, doomed, events)
    state = _to_graveyards(state, chars, doomed, destroyed, events)
    return state, events


def _players_lose(state: GameState, events: list[str]) -> GameState:
    """A player with 0 or less life (704.5a) or ten or more poison counters (704.5c)
    loses the game."""
    for p in state.players:
        if p.life <= 0 and not p.lost:
            state = state.with_player(replace(p, lost=True))
            state = state.logged("loses", p.name, "has 0 or less life and loses the game",
                                 "704.5a")
            events.append(f"{p.name} loses the game (704.5a)")
        elif p.counter("poison") >= 10 and not p.lost:
            state = state.with_player(replace(p, lost=True))
            state = state.logged("loses", p.name, "has ten or more poison counters and loses "
                                 "the game", "704.5c")
            events.append(f"{p.name} loses the game (704.5c)")
    return state


def _check_permanent(state: GameState, chars: dict[int, Characteristics], pid: int,
                     c: Characteristics, doomed: dict[int, _Why],
                     destroyed: dict[int, _Why]) -> None:
    """A creature with toughness 0 or less (704.5f), lethal damage (704.5g) or damage
    from a deathtouch source (704.5h); a planeswalker with 0 loyalty (704.5i); an Aura
    attached illegally (704.5m)."""
    perm = state.permanents[pid]
    if "Creature" in c.types and c.toughness is not None:
        if c.toughness <= 0:
            doomed[pid] = ("has toughness 0 or less", "704.5f")
        elif perm.damage >= c.toughness and perm.damage > 0:
            destroyed[pid] = ("has lethal damage", "704.5g")
        elif perm.damage and perm.deathtouch_damage:
            destroyed[pid] = ("was dealt damage by a source with deathtouch", "704.5h")
    if "Planeswalker" in c.types and perm.counter("loyalty") <= 0:
        doomed[pid] = ("is a planeswalker with 0 loyalty", "704.5i")
    if "Aura" in c.subtypes:
        _check_aura(state, chars, pid, c, doomed)


def _check_aura(state: GameState, chars: dict[int, Characteristics], pid: int,
                c: Characteristics, doomed: dict[int, _Why]) -> None:
    """An Aura attached to nothing, to an object its enchant ability can't enchant, or to
    a permanent with protection from it goes to the graveyard (704.5m, 702.16c)."""
    target = state.permanents[pid].attached_to
    sel = enchant_selector(c)
    if target is None or target not in chars:
        doomed[pid] = ("is an Aura attached to nothing", "704.5m")
        return
    if sel is not None:
        t = state.permanents[target]
        ctx = SelectContext(pid, c.controller)
        bare = replace(sel, relation=None)
        if not matches(bare, target, chars[target], ctx, tapped=t.tapped,
                       is_token=t.is_token):
            doomed[pid] = ("is an Aura attached to an illegal object", "704.5m")
    if pid not in doomed and protection_from(state, target, c, pid) is not None:  # 702.16c
        doomed[pid] = ("is an Aura attached to a permanent with protection from "
                       "it", "704.5m, 702.16c")


def _role_rule(state: GameState, watched: list[tuple[int, Characteristics]],
               doomed: dict[int, _Why]) -> None:
    """Of the Roles one player controls on one permanent, the newest stays (704.5y)."""
    roles: dict[tuple[int, str], list[int]] = {}
    for pid, c in watched:
        host = state.permanents[pid].attached_to
        if "Role" in c.subtypes and host is not None and pid not in doomed:
            roles.setdefault((host, c.controller), []).append(pid)
    for ids in roles.values():
        if len(ids) > 1:
            newest = max(ids, key=lambda i: state.permanents[i].timestamp)
            for i in ids:
                if i != newest:
                    doomed[i] = ("is an older Role on the same permanent from the same "
                                 "player", "704.5y")


def _legend_rule(state: GameState, watched: list[tuple[int, Characteristics]],
                 keep: frozenset[int], doomed: dict[int, _Why]) -> None:
    """Of the legendary permanents with one name one player controls, one stays: the
    one in ``keep``, else the newest (704.5j)."""
    legends: dict[tuple[str, str], list[int]] = {}
    for pid, c in watched:
        if "Legendary" in c.supertypes:
            legends.setdefault((c.controller, c.name), []).append(pid)
    for (_who, name), ids in legends.items():
        if len(ids) > 1:
            chosen = [i for i in ids if i in keep]
            if chosen:
                kept, how = chosen[0], f"legend rule: its controller chose to keep another {name}"
            else:
                kept = max(ids, key=lambda i: state.permanents[i].timestamp)
                how = (f"legend rule: its controller keeps the newest {name} (mtglab's "
                       "default choice; check_state(keep=...) chooses)")
            for i in ids:
                if i != kept:
                    doomed[i] = (how, "704.5j")


def _annihilate_counters(state: GameState, chars: dict[int, Characteristics],
                         doomed: dict[int, _Why], events: list[str]) -> GameState:
    """+1/+1 and -1/-1 counters on one permanent annihilate in pairs (704.5q, a separate
    kind of event)."""
    for pid, perm in state.permanents.items():
        if not perm.counters:
            continue
        plus, minus = perm.counter("+1/+1"), perm.counter("-1/-1")
        if plus and minus and pid not in doomed:
            n = min(plus, minus)
            state = state.with_permanent(perm.with_counters("+1/+1", -n)
                                         .with_counters("-1/-1", -n))
            state = state.logged("counters", chars[pid].name,
                                 f"{n} +1/+1 and {n} -1/-1 counters are removed", "704.5q")
            events.append(f"{chars[pid].name}: counters annihilate (704.5q)")
    return state


def _to_graveyards(state: GameState, chars: dict[int, Characteristics],
                   doomed: dict[int, _Why], destroyed: dict[int, _Why],
                   events: list[str]) -> GameState:
    """Put the doomed permanents into their owners' graveyards (704.3) and destroy the
    damaged ones (704.5g-h: destruction, so regeneration and indestructible apply,
    702.12b, 701.19a)."""
    for pid, (why, rule) in sorted(doomed.items()):
        if pid in state.permanents:
            events.append(f"{chars[pid].name} {why} ({rule})")
            state = move_to_graveyard(state, pid, why, rule)
    for pid, (why, rule) in sorted(destroyed.items()):
        if pid in state.permanents and pid not in doomed:
            before = state
            state = destroy(state, pid, why, rule)
            if state.permanents.get(pid) != before.permanents.get(pid):
                events.append(f"{chars[pid].name} {why} ({rule})")
    return state


def check_state(state: GameState, keep: frozenset[int] = frozenset()
                ) -> tuple[GameState, list[str]]:
    """Perform state-based actions until none apply (704.3); returns what happened."""
    all_events: list[str] = []
    for _ in range(100):
        state = end_expired(state)
        state = track_control(state)
        state = blessings_from_permanents(state)  # ascend's static ability (702.131b)
        state, events = _one_pass(state, keep)
        if not events:
            break
        all_events.extend(events)
    return state, all_events
