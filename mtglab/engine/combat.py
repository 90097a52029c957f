"""Combat: declaring attackers and blockers, combat damage, the end of combat (CR 506-511).

The combat status of a permanent is kept on it (:class:`~mtglab.engine.state.PermanentState`
``attacking``, ``blocking``, ``blocked``), so a creature that leaves the battlefield
leaves combat with it (506.4), and "attacking creature" selectors read it through its
characteristics.

* :func:`attack_problems` — why a creature can't be declared as an attacker now
  (508.1a: untapped, a creature, haste or controlled continuously since the turn
  began, 302.6; defender can't attack, 702.3b);
* :func:`declare_attackers` — the declaration (508.1): legal for each creature,
  requirements obeyed ("attacks this turn if able", 508.1d), attackers tap unless
  they have vigilance (508.1f, 702.20b), "whenever ~ attacks" triggers (508.3a);
* :func:`declare_blockers` — each blocker untapped and controlled by the player its
  attacker attacks, blocking one attacker (509.1a); flying can be blocked only by
  flying or reach (702.9b, 702.17b), menace only by two or more (702.111b); "whenever
  ~ blocks" triggers (509.3a);
* :func:`combat_damage` — each attacking and blocking creature assigns damage equal to
  its power (510.1a): an unblocked one to the player it attacks (510.1b), a blocked
  one to its blockers (510.1c, divided as its controller chooses when there are two
  or more), a blocker to the attacker it blocks (510.1d); dealt at once (510.2); first
  strike and double strike give a first combat damage step (510.4, 702.7b, 702.4b);
  lifelink gains life (702.15b); "whenever ~ deals combat damage to a player / a
  creature" triggers (510.3a);
* :func:`end_combat` — every creature is removed from combat (511.3).

The triggered abilities wait in ``state.pending_triggers`` and go on the stack the next
time a player would receive priority (603.3), as the other triggers do.

>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> attack_problems(s, 1)
['there is no permanent #1 on the battlefield']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import product
from typing import Final

from mtglab.cards.ability import AbilityKind, Trigger
from mtglab.cards.combattext import COMBAT_EVENTS
from mtglab.cards.effects import ExileAndCopy, ReturnCopiedCard
from mtglab.cards.model import Ability
from mtglab.engine.history import lose_life
from mtglab.engine.layers import Characteristics, characteristics_of
from mtglab.engine.manaflow import Chooser
from mtglab.engine.protection import blocking_problem, protection_from
from mtglab.engine.restrictions import CANT_ATTACK, CANT_BE_BLOCKED, CANT_BLOCK, restriction
from mtglab.engine.state import GameState
from mtglab.engine.toxic import give_toxic
from mtglab.engine.triggers import PendingTrigger, intervening_if_holds
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError, UnsupportedError

__all__ = [
    "MUST_ATTACK",
    "attack_problems",
    "attackers",
    "became_crewed",
    "blockers",
    "combat_damage",
    "declare_attackers",
    "declare_blockers",
    "end_combat",
    "end_step_returns",
    "must_attack",
    "second_step_due",
    "triggered_in_combat",
]

#: the modifier kind of "attacks this turn if able" (a requirement, 508.1d): an effect
#: record whose ``affected`` creatures must attack if able until the turn ends
MUST_ATTACK: Final = "must_attack"

_BEFORE_ATTACKS: Final = ("untap", "upkeep", "draw", "precombat main", "beginning of combat")


def attackers(state: GameState) -> list[int]:
    """The attacking creatures, by id (CR 506.4, 508.1)."""
    return sorted(pid for pid, p in state.permanents.items() if p.attacking is not None)


def blockers(state: GameState, attacker: int | None = None) -> list[int]:
    """The blocking creatures (509.1g) — of ``attacker`` only, if given — in the order
    they were declared."""
    found = [(p.timestamp, pid) for pid, p in state.permanents.items() if p.blocking and
             (attacker is None or attacker in p.blocking)]
    return [pid for _ts, pid in sorted(found)]


def must_attack(state: GameState, pid: int) -> bool:
    """Whether an effect says the creature attacks this turn if able (508.1d)."""
    return any(getattr(r.effect, "kind", None) == MUST_ATTACK and pid in r.affected
               for r in state.effects)


def attack_problems(state: GameState, pid: int) -> list[str]:
    """Why the permanent ``pid`` can't be declared as an attacker now, each reason with
    its rule; [] if it can (508.1a, 302.6, 702.3b)."""
    chars = characteristics_of(state)
    if pid not in chars:
        return [f"there is no permanent #{pid} on the battlefield"]
    c = chars[pid]
    perm = state.permanents[pid]
    out = []
    if "Creature" not in c.types:
        out.append("it is not a creature: only creatures attack (CR 508.1a)")
    if "Battle" in c.types:
        out.append("it is a battle, which can't attack (CR 508.1a)")
    if c.controller != state.active:
        out.append(f"{c.controller} doesn't control the turn: the active player declares "
                   "attackers (CR 508.1)")
    if perm.tapped:
        out.append("it is tapped (CR 508.1a)")
    if c.has_keyword("Defender"):
        out.append("it has defender (CR 702.3b)")
    why = restriction(state, pid, CANT_ATTACK)
    if why:
        out.append(f"it can't attack: {why} (CR 508.1c)")
    if not (perm.controlled_since_turn_start or c.has_keyword("Haste")):
        out.append("it hasn't been under its controller's control continuously since the "
                   "turn began and has no haste (CR 302.6, 508.1a)")
    return out


def _defender(state: GameState, attacker: str, defender: str | None) -> str:
    foes = state.opponents(attacker)
    if defender is None:
        if len(foes) != 1:
            raise IllegalActionError("declare attackers", [
                f"which player they attack: defender= one of {', '.join(foes)} (CR 508.1b)"])
        return foes[0]
    if defender not in foes:
        raise IllegalActionError("declare attackers", [
            f"{defender!r} is not an opponent of {attacker} (CR 508.1b, 506.2)"])
    return defender


def _fire(state: GameState, pid: int, c: Characteristics, events: Sequence[str], *,
          that_player: str | None = None, that_id: int | None = None) -> GameState:
    """The source's own triggered abilities of those ``events`` trigger (603.2), those
    whose intervening "if" holds (603.4)."""
    if not c.has_triggers:
        return state
    hits = []
    for ref in c.abilities:
        a: Ability = ref.ability
        t = a.trigger
        if a.supported and isinstance(t, Trigger) and t.event in events and \
                intervening_if_holds(state, a, pid, c.controller):
            hits.append(PendingTrigger(pid, c.name, c.controller, a, t.event,
                                       that_player=that_player, that_id=that_id))
    if not hits:
        return state
    state = state.evolve(pending_triggers=(*state.pending_triggers, *hits))
    for h in hits:
        state = state.logged("trigger", h.source_name, f"{h.ability.text!r} triggers",
                             f"603.2, {COMBAT_EVENTS.get(h.event, '603.2')}")
    return state


def triggered_in_combat(state: GameState, pid: int, event: str, *,
                        that_player: str | None = None,
                        that_id: int | None = None) -> GameState:
    """The permanent ``pid``'s abilities that trigger on ``event`` (one of
    :data:`COMBAT_EVENTS`; "attacks" and "blocks" set off "attacks or blocks" too)."""
    c = characteristics_of(state).get(pid)
    if c is None:
        return state
    events = (event, "attacks_or_blocks") if event in ("attacks", "blocks") else (event,)
    return _fire(state, pid, c, events, that_player=that_player, that_id=that_id)


def became_crewed(state: GameState, pid: int) -> GameState:
    """A crew ability of the Vehicle ``pid`` has resolved: it "becomes crewed" (702.122d);
    the first time this turn, "whenever ~ becomes crewed for the first time each turn"
    triggers."""
    perm = state.permanents.get(pid)
    if perm is None:
        return state
    state = state.with_permanent(replace(perm, times_crewed=perm.times_crewed + 1))
    if perm.times_crewed:
        return state
    return triggered_in_combat(state, pid, "crewed_first")


def declare_attackers(state: GameState, chosen: Sequence[int],
                      defender: str | None = None) -> GameState:
    """The active player declares ``chosen`` as attackers attacking ``defender`` (the
    only opponent if None): see the module docstring. Raises
    :class:`~mtglab.errors.IllegalActionError` for an illegal declaration (508.1: the
    game returns to before it, so nothing changes)."""
    if state.stack:
        raise IllegalActionError("declare attackers", [
            "the stack isn't empty: resolve it first (CR 117.3, 500.2)"])
    if state.phase not in _BEFORE_ATTACKS:
        raise IllegalActionError("declare attackers", [
            f"it is the {state.phase} step: attackers are declared in the declare attackers "
            "step (CR 508.1)"])
    if len(set(chosen)) != len(chosen):
        raise IllegalActionError("declare attackers", ["a creature is named twice (CR 508.1a)"])
    who = state.active
    foe = _defender(state, who, defender)
    reasons = [f"#{pid}: {why}" for pid in chosen for why in attack_problems(state, pid)]
    chars = characteristics_of(state)
    for pid in sorted(state.permanents):  # requirements (508.1d)
        if pid not in chosen and must_attack(state, pid) and not attack_problems(state, pid):
            reasons.append(f"{chars[pid].name} attacks this turn if able and can attack "
                           "(CR 508.1d)")
    if reasons:
        raise IllegalActionError("declare attackers", reasons)
    state = state.evolve(phase="declare attackers")
    for pid in chosen:
        c = chars[pid]
        perm = state.permanents[pid]
        vigilance = c.has_keyword("Vigilance")
        state = state.with_permanent(replace(perm, attacking=foe,
                                             tapped=perm.tapped or not vigilance))
        state = state.logged("attack", c.name, f"attacks {foe}" + (
            " (vigilance: it doesn't tap)" if vigilance else "; it taps"),
            "508.1a, 702.20b" if vigilance else "508.1a, 508.1f")
    if chosen:
        me = state.player(who)
        state = state.with_player(replace(me, attackers=me.attackers + len(chosen)))
    else:
        state = state.logged("attack", who, "declares no attackers: the declare blockers and "
                             "combat damage steps are skipped", "508.8")
    for pid in chosen:  # 508.1m, 508.3a
        state = triggered_in_combat(state, pid, "attacks", that_player=foe)
    return state


def _can_block(blocker: Characteristics, attacker: Characteristics) -> str | None:
    """Why ``blocker`` can't block ``attacker`` (a restriction, 509.1b), or None."""
    if attacker.has_keyword("Flying") and not (blocker.has_keyword("Flying") or
                                               blocker.has_keyword("Reach")):
        return (f"{attacker.name} has flying: only a creature with flying or reach blocks "
                "it (CR 702.9b, 702.17b)")
    return None


def declare_blockers(state: GameState, blocks: Sequence[tuple[int, int]]) -> GameState:
    """The defending players declare blockers: each ``(blocker, attacker)`` pair says
    the blocker blocks that attacker (509.1a); see the module docstring."""
    if state.stack:
        raise IllegalActionError("declare blockers", [
            "the stack isn't empty: resolve it first (CR 117.3, 500.2)"])
    if state.phase != "declare attackers":
        raise IllegalActionError("declare blockers", [
            f"it is the {state.phase} step: blockers are declared after attackers, in the "
            "declare blockers step (CR 509.1)"])
    if not attackers(state):
        raise IllegalActionError("declare blockers", [
            "no creature attacks: the declare blockers step is skipped (CR 508.8)"])
    chars = characteristics_of(state)
    reasons: list[str] = []
    seen: set[int] = set()
    for blocker, attacker in blocks:
        perm = state.permanents.get(blocker)
        if blocker in seen:
            reasons.append(f"#{blocker} blocks more than one creature (CR 509.1a)")
        seen.add(blocker)
        if perm is None or attacker not in state.permanents:
            reasons.append(f"#{blocker} or #{attacker} is not on the battlefield")
            continue
        b, a = chars[blocker], chars[attacker]
        target = state.permanents[attacker].attacking
        if target is None:
            reasons.append(f"{a.name} is not attacking (CR 509.1a)")
        elif b.controller != target:
            reasons.append(f"{b.name} is controlled by {b.controller}, not by the player "
                           f"{a.name} attacks (CR 509.1a)")
        if "Creature" not in b.types:
            reasons.append(f"{b.name} is not a creature (CR 509.1a)")
        if perm.tapped:
            reasons.append(f"{b.name} is tapped (CR 509.1a)")
        why = _can_block(b, a) or blocking_problem(state, blocker, attacker)  # 702.16f
        if why:
            reasons.append(why)
        for kind, who, what in ((CANT_BLOCK, blocker, "can't block"),
                                (CANT_BE_BLOCKED, attacker, "can't be blocked")):
            source = restriction(state, who, kind)
            if source:
                reasons.append(f"{chars[who].name} {what}: {source} (CR 509.1b)")
    for attacker in attackers(state):
        n = sum(1 for _b, a in blocks if a == attacker)
        if n == 1 and chars[attacker].has_keyword("Menace"):
            reasons.append(f"{chars[attacker].name} has menace: it can't be blocked except by "
                           "two or more creatures (CR 702.111b)")
    if reasons:
        raise IllegalActionError("declare blockers", reasons)
    state = state.evolve(phase="declare blockers")
    for blocker, attacker in blocks:
        perm = state.permanents[blocker]
        state = state.with_permanent(replace(perm, blocking=(*perm.blocking, attacker)))
        att = state.permanents[attacker]
        state = state.with_permanent(replace(att, blocked=True))
        state = state.logged("block", chars[blocker].name, f"blocks {chars[attacker].name}",
                             "509.1a, 509.1h")
    if not blocks:
        state = state.logged("block", "", "no blockers are declared", "509.1")
    for blocker, _attacker in blocks:  # 509.1i, 509.3a
        state = triggered_in_combat(state, blocker, "blocks")
    return state


def _lethal(c: Characteristics, damage: int) -> int:
    """Lethal damage for a creature: its toughness less the damage already marked on it
    (CR 120.4a, 120.6), at least 1."""
    return max(1, (c.toughness or 0) - damage)


def _split(state: GameState, pid: int, power: int, among: Sequence[int],
           chooser: Chooser) -> dict[int, int]:
    """How a creature's combat damage is divided among two or more creatures: as its
    controller chooses (510.1c-d); one creature takes it all."""
    if len(among) == 1:
        return {among[0]: power}
    chars = characteristics_of(state)
    ways = [w for w in product(range(power + 1), repeat=len(among)) if sum(w) == power]
    labels = [", ".join(f"{n} to {chars[o].name}" for o, n in zip(among, w, strict=True))
              for w in ways]
    picked = chooser.pick(f"how {chars[pid].name} divides its {power} combat damage "
                          "(CR 510.1c-d)", labels)
    return dict(zip(among, ways[labels.index(picked)], strict=True))


def _strikes(c: Characteristics, step: str) -> bool:
    """Whether a creature assigns combat damage in this step: "first" (first strike or
    double strike), "regular" (no first strike, or double strike), "only" (one step)
    (510.4, 702.4b, 702.7b)."""
    first = c.has_keyword("First strike")
    double = c.has_keyword("Double strike")
    return step == "only" or (step == "first" and (first or double)) or \
        (step == "regular" and (double or not first))


def combat_damage(state: GameState, chooser: Chooser | None = None) -> GameState:
    """One combat damage step (510): the first one when an attacking or blocking creature
    has first strike or double strike (510.4), otherwise the only or the second one. The
    phase then is "combat damage"; call again for the second step. See the module
    docstring."""
    chooser = chooser or Chooser(())
    if state.stack:
        raise IllegalActionError("deal combat damage", [
            "the stack isn't empty: resolve it first (CR 117.3, 500.2)"])
    fighting = attackers(state)
    if not fighting:
        raise IllegalActionError("deal combat damage", [
            "no creature is attacking: the combat damage step is skipped (CR 508.8)"])
    if state.phase not in ("declare attackers", "declare blockers", "combat damage"):
        raise IllegalActionError("deal combat damage", [
            f"it is the {state.phase} step (CR 510)"])
    if state.phase == "combat damage" and not second_step_due(state):
        raise IllegalActionError("deal combat damage", [
            "this combat's damage has been dealt (CR 510, 511)"])
    chars = characteristics_of(state)
    in_combat = [*fighting, *blockers(state)]
    for pid in in_combat:  # shown, never guessed (DESIGN): what this module doesn't model
        c = chars[pid]
        if c.has_keyword("Trample") and state.permanents[pid].blocked:
            raise UnsupportedError(f"{c.name}: a blocked creature with trample assigning "
                                   "its excess damage (CR 702.19b) is not modelled")
        if c.has_keyword("Deathtouch") or c.has_keyword("Infect") or \
                c.has_keyword("Wither"):
            raise UnsupportedError(f"{c.name}: combat damage from a source with deathtouch, "
                                   "infect or wither (CR 702.2b, 702.90b-c, 702.80a) is not "
                                   "modelled")
    quick = any(chars[p].has_keyword("First strike") or chars[p].has_keyword("Double strike")
                for p in in_combat)
    if state.phase == "combat damage":
        step, done = "regular", _first_strikers(state)
    else:
        step, done = ("first" if quick else "only"), frozenset()
    to_players: dict[tuple[int, str], int] = {}
    to_creatures: dict[tuple[int, int], int] = {}
    for pid in fighting:
        c = chars[pid]
        perm = state.permanents[pid]
        if not _strikes(c, step) or (pid in done and not c.has_keyword("Double strike")):
            continue
        power = c.power or 0
        if power <= 0:
            continue  # 510.1a
        if not perm.blocked:
            assert perm.attacking is not None
            to_players[(pid, perm.attacking)] = power  # 510.1b
            continue
        mine = blockers(state, pid)
        if mine:  # 510.1c; a blocked creature whose blockers are gone assigns none
            for oid, n in _split(state, pid, power, mine, chooser).items():
                if n:
                    to_creatures[(pid, oid)] = n
    for pid in blockers(state):
        c = chars[pid]
        if not _strikes(c, step) or (pid in done and not c.has_keyword("Double strike")):
            continue
        power = c.power or 0
        blocked = [a for a in state.permanents[pid].blocking if a in state.permanents]
        if power <= 0 or not blocked:
            continue  # 510.1a, 510.1d
        for oid, n in _split(state, pid, power, blocked, chooser).items():
            if n:
                to_creatures[(pid, oid)] = n
    state = state.evolve(phase="combat damage")
    state, to_creatures = _prevented_by_protection(state, to_creatures)  # 702.16e
    state = state.logged("combat damage", "", {"first": "the first combat damage step: "
                         "first strike and double strike", "regular": "the second combat "
                         "damage step", "only": "the combat damage step"}[step],
                         "510.4" if step == "first" else "510.1, 510.2")
    # 510.2: all of it is dealt at once
    for (pid, player), n in to_players.items():
        state = lose_life(state, player, n)  # 120.3a
        state = state.logged("damage", chars[pid].name, f"deals {n} combat damage to {player}",
                             "510.2, 120.3a")
        state = give_toxic(state, chars[pid], player)  # 702.164c
    for (pid, oid), n in to_creatures.items():
        perm = state.permanents[oid]
        state = state.with_permanent(replace(perm, damage=perm.damage + n))
        state = state.logged("damage", chars[pid].name, f"deals {n} combat damage to "
                             f"{chars[oid].name}", "510.2, 120.3e")
    dealt: dict[int, int] = {}
    for (pid, _x), n in [*to_players.items(), *to_creatures.items()]:
        dealt[pid] = dealt.get(pid, 0) + n
    for pid, n in sorted(dealt.items()):  # 702.15b: lifelink
        if chars[pid].has_keyword("Lifelink"):
            who = chars[pid].controller
            p = state.player(who)
            state = state.with_player(replace(p, life=p.life + n, life_gained=p.life_gained + n))
            state = state.logged("life", chars[pid].name, f"{does(who, 'gains')} {n} life "
                                 "(lifelink)", "702.15b")
    for (pid, player), _n in to_players.items():  # 510.3a
        state = triggered_in_combat(state, pid, "combat_damage_player", that_player=player)
    for (pid, oid), _n in to_creatures.items():
        state = triggered_in_combat(state, pid, "combat_damage_creature", that_id=oid,
                                    that_player=chars[oid].controller)
    return state


def _prevented_by_protection(state: GameState, to_creatures: dict[tuple[int, int], int]
                             ) -> tuple[GameState, dict[tuple[int, int], int]]:
    """Combat damage a creature with protection would be dealt by a source with that
    quality is prevented (702.16e, 615.1): it isn't dealt (no lifelink, no trigger)."""
    chars = characteristics_of(state)
    kept: dict[tuple[int, int], int] = {}
    for (pid, oid), n in to_creatures.items():
        guard = protection_from(state, oid, chars[pid], pid)
        if guard is None:
            kept[(pid, oid)] = n
            continue
        state = state.logged("prevent", chars[pid].name, f"{n} combat damage to "
                             f"{chars[oid].name} is prevented: it has {guard.describe()}",
                             "702.16e, 615.1")
    return state, kept


def second_step_due(state: GameState) -> bool:
    """Whether this combat's first (first strike) combat damage step has happened and its
    second hasn't (510.4)."""
    for row in reversed(state.log):
        if row.action == "combat damage":
            return row.rule == "510.4"
        if row.action == "attack":
            return False
    return False


def _first_strikers(state: GameState) -> frozenset[int]:
    """The creatures in combat that had first strike or double strike (as the first step
    began they dealt damage then, 510.4): those with first strike now."""
    chars = characteristics_of(state)
    return frozenset(p for p in (*attackers(state), *blockers(state))
                     if chars[p].has_keyword("First strike") or
                     chars[p].has_keyword("Double strike"))


def end_combat(state: GameState) -> GameState:
    """The end of combat step ends: every creature is removed from combat (511.3)."""
    fighting = [p for p in state.permanents.values()
                if p.attacking is not None or p.blocking or p.blocked]
    if not fighting:
        return state
    state = state.with_permanents(replace(p, attacking=None, blocking=(), blocked=False)
                                  for p in fighting)
    return state.logged("end of combat", "", "every creature is removed from combat", "511.3")



#: the delayed triggered ability of "return the exiled card ... at the beginning of the
#: next end step" (603.7)
_RETURN: Final = Ability("Return the exiled card to the battlefield under its owner's "
                         "control.", AbilityKind.TRIGGERED, True,
                         trigger=Trigger("delayed", "at the beginning of the next end step"),
                         effects=(ReturnCopiedCard(),))


def end_step_returns(state: GameState) -> GameState:
    """The end step begins: each card exiled by an "exile ... Return the exiled card ...
    at the beginning of the next end step" ability (Identity Thief) since the last end
    step has its delayed triggered ability trigger (603.7b), to return it."""
    links = [r for r in state.effects if isinstance(r.effect, ExileAndCopy)]
    if not links:
        return state
    state = state.evolve(effects=tuple(r for r in state.effects if r not in links))
    for r in links:
        for cid in sorted(r.affected):
            hit = PendingTrigger(r.source_id if r.source_id is not None else -1,
                                 r.source_name, r.controller, _RETURN, "delayed",
                                 that_id=cid)
            state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
            state = state.logged("trigger", r.source_name, "its delayed trigger at the "
                                 "beginning of the next end step triggers", "603.7b")
    return state
