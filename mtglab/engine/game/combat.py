"""Combat: declaring attackers and blockers, combat damage, the end of combat (CR 506-511).

The combat status of a permanent is kept on it (:class:`~mtglab.engine.state.PermanentState`
``attacking``, ``blocking``, ``blocked``), so a creature that leaves the battlefield
leaves combat with it (506.4), and "attacking creature" selectors read it through its
characteristics.

* :func:`attack_problems` — why a creature can't be declared as an attacker now
  (508.1a: untapped, a creature, haste or controlled continuously since the turn
  began, 302.6; defender can't attack, 702.3b);
* :func:`declare_attackers` — the declaration (508.1): legal for each creature,
  requirements obeyed ("attacks this turn if able", 508.1d; never by paying a cost),
  the costs to attack paid (508.1h-j, :mod:`mtglab.engine.game.combatcosts`),
  attackers tap unless they have vigilance (508.1f, 702.20b), "whenever ~ attacks"
  triggers (508.3a);
* :func:`declare_blockers` — each blocker untapped and controlled by the player its
  attacker attacks, blocking one attacker (509.1a); flying can be blocked only by
  flying or reach (702.9b, 702.17b), menace only by two or more (702.111b); "whenever
  ~ blocks" triggers (509.3a); the costs to block paid (509.1d);
* :func:`combat_damage` — each attacking and blocking creature assigns damage equal to
  its power (510.1a): an unblocked one to the player it attacks (510.1b), a blocked
  one to its blockers (510.1c, divided as its controller chooses when there are two
  or more; all to the player it attacks where an ability lets its controller choose
  to assign it "as though it weren't blocked"), a blocker to the attacker it blocks
  (510.1d); dealt at once (510.2); first strike and double strike give a first combat
  damage step (510.4, 702.7b, 702.4b); lifelink gains life (702.15b); "whenever ~
  deals combat damage to a player / a creature" triggers (510.3a);
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

from mtglab.cards.ability import AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import ExileAndCopy, ReturnCopiedCard
from mtglab.cards.keywordactions import Goaded
from mtglab.cards.model import Ability
from mtglab.cards.statics import DAMAGE_BY_TOUGHNESS, NO_COMBAT_DAMAGE, CombatRuleKind
from mtglab.cards.vocabulary import Phase
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.protection import blocking_problem, prevents_damage
from mtglab.engine.characteristics.restrictions import (
    # static abilities' combat rules (508.1c-d, 509.1b-c)
    CANT_ATTACK,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    attack_declaration_problems,
    attack_problem,
    attacks_despite_defender,
    attacks_each_combat,
    block_problems,
    combat_costs,
    combat_rules,
    may_block_another,
    restriction,
)
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.damage import deal_damage, gain_life, source_of
from mtglab.engine.effects.exerting import exert_attackers, exert_problems
from mtglab.engine.game.combatcosts import pay_to_attack, pay_to_block
from mtglab.engine.game.toxic import give_toxic
from mtglab.engine.resolution.triggers import (
    Event,
    PendingTrigger,
    offer,
    triggered_by_tapping,
)
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError

__all__ = [
    "MUST_ATTACK",
    "attack_problems",
    "attackers",
    "became_crewed",
    "became_saddled",
    "blockers",
    "combat_damage",
    "declare_attackers",
    "declare_blockers",
    "end_combat",
    "end_step_returns",
    "goad_problems",
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
    """Whether an effect says the creature attacks this turn if able, or a static
    ability that it attacks each combat if able (508.1d)."""
    return any(getattr(r.effect, "kind", None) == MUST_ATTACK and pid in r.affected
               for r in state.effects) or attacks_each_combat(state, pid)


def goad_problems(state: GameState, chosen: Sequence[int], foe: str) -> list[str]:
    """701.15b: a goaded creature attacks a player other than those who goaded it, if
    able: attacking one of them while another opponent could be attacked breaks that
    requirement (508.1d). With no such opponent it may attack a goader."""
    others = [p for p in state.opponents(state.active) if not state.player(p).lost]
    out = []
    for pid in chosen:
        goaders = {r.effect.goader for r in state.effects
                   if isinstance(r.effect, Goaded) and pid in r.affected}
        if foe in goaders and any(p not in goaders for p in others):
            out.append(f"#{pid} is goaded by {foe}: it attacks another player if able "
                       "(CR 701.15b)")
    return out


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
    if c.has_keyword("Defender") and not attacks_despite_defender(state, pid):
        out.append("it has defender (CR 702.3b)")
    why = restriction(state, pid, CANT_ATTACK) or attack_problem(state, pid)
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


def triggered_in_combat(state: GameState, pid: int, event: TriggerEvent, *,
                        that_player: str | None = None, to: int | str | None = None,
                        amount: int = 0, each: bool = False) -> GameState:
    """The combat event ``event`` happened to the permanent ``pid`` (it attacked,
    blocked, became blocked, dealt combat damage to ``to``...): offered to every
    triggered ability that watches it — its own ("whenever ~ attacks") and others'
    ("whenever a creature you control attacks", "whenever equipped creature deals
    combat damage to a player") — with ``that_player`` the player the event names
    (the defending player, the player dealt damage; 506.2, 510.3a)."""
    return offer(state, Event(event, pid, that_player, to=to, combat=True, amount=amount,
                              each=each))


def became_crewed(state: GameState, pid: int) -> GameState:
    """A crew ability of the Vehicle ``pid`` has resolved: it "becomes crewed" (702.122d);
    the first time this turn, "whenever ~ becomes crewed for the first time each turn"
    triggers."""
    perm = state.permanents.get(pid)
    if perm is None:
        return state
    state = state.with_permanent(replace(perm, times_crewed=perm.times_crewed + 1))
    state = offer(state, Event(TriggerEvent.CREWED, pid, perm.controller))  # "becomes crewed"
    if perm.times_crewed:
        return state
    return triggered_in_combat(state, pid, TriggerEvent.CREWED_FIRST)


def became_saddled(state: GameState, pid: int) -> GameState:
    """A saddle ability of ``pid`` has resolved: it becomes saddled until the turn ends
    or it leaves the battlefield (702.171a-b), what "attacks while saddled" reads."""
    perm = state.permanents.get(pid)
    if perm is None:
        return state
    state = state.with_permanent(replace(perm, saddled=True))
    chars = characteristics_of(state)
    name = chars[pid].name if pid in chars else ""
    state = state.logged("saddled", name, "it becomes saddled until end of turn",
                         "702.171a-b")
    if perm.saddled:  # saddled already this turn: not "for the first time"
        return state
    return offer(state, Event(TriggerEvent.SADDLED_FIRST, pid, perm.controller))


def declare_attackers(state: GameState, chosen: Sequence[int],
                      defender: str | None = None, exert: Sequence[int] = ()) -> GameState:
    """The active player declares ``chosen`` as attackers attacking ``defender`` (the
    only opponent if None), exerting those of ``exert`` (an optional cost to attack,
    701.43d, 508.1g): see the module docstring. Raises
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
    reasons += attack_declaration_problems(state, chosen)  # "can't attack alone" (506.5)
    chars = characteristics_of(state)
    for pid in sorted(state.permanents):  # requirements (508.1d)
        if pid not in chosen and must_attack(state, pid) and not attack_problems(state, pid) \
                and not combat_costs(state, pid, CombatRuleKind.ATTACK_COST, foe):  # 508.1d
            reasons.append(f"{chars[pid].name} attacks this turn if able and can attack "
                           "(CR 508.1d)")
    reasons += goad_problems(state, chosen, foe)  # 701.15b
    reasons += exert_problems(state, chosen, exert)  # 508.1g, 701.43d
    if reasons:
        raise IllegalActionError("declare attackers", reasons)
    state = pay_to_attack(state, chosen, foe)  # costs to attack (508.1h-j)
    state = state.evolve(phase=Phase.DECLARE_ATTACKERS)
    for pid in chosen:
        c = chars[pid]
        perm = state.permanents[pid]
        vigilance = c.has_keyword("Vigilance")
        state = state.with_permanent(replace(perm, attacking=foe, attacked_this_turn=True,
                                             tapped=perm.tapped or not vigilance))
        state = state.logged("attack", c.name, f"attacks {foe}" + (
            " (vigilance: it doesn't tap)" if vigilance else "; it taps"),
            "508.1a, 702.20b" if vigilance else "508.1a, 508.1f")
        if not perm.tapped and not vigilance:  # it becomes tapped (508.1f, 603.2e)
            state = triggered_by_tapping(state, pid)
    state = exert_attackers(state, exert, who)  # optional costs paid (508.1g, 701.43d)
    if chosen:
        me = state.player(who)
        state = state.with_player(replace(me, attackers=me.attackers + len(chosen)))
    else:
        state = state.logged("attack", who, "declares no attackers: the declare blockers and "
                             "combat damage steps are skipped", "508.8")
    for pid in chosen:  # 508.1m, 508.3a; "attacks alone": the only one (506.5)
        state = triggered_in_combat(state, pid, TriggerEvent.ATTACKS, that_player=foe,
                                    amount=len(chosen))
    if chosen:  # "whenever you attack": one or more of their creatures attack (508.3d)
        state = offer(state, Event(TriggerEvent.YOU_ATTACK, player=who, amount=len(chosen),
                                   objects=tuple(chosen), to=foe))
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
    _check_blockers_step(state)
    chars = characteristics_of(state)
    reasons = _block_pair_problems(state, chars, blocks)
    if not reasons:  # restrictions and requirements of static abilities (509.1b-c)
        reasons += block_problems(state, blocks)
    reasons += _menace_problems(state, chars, blocks)
    if reasons:
        raise IllegalActionError("declare blockers", reasons)
    state = pay_to_block(state, blocks)  # costs to block (509.1d)
    state = _mark_blocks(state, chars, blocks)
    return _block_triggers(state, blocks)


def _check_blockers_step(state: GameState) -> None:
    """Blockers are declared with the stack empty, in the declare blockers step, after
    some creature attacks (117.3, 509.1, 508.8)."""
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


def _block_pair_problems(state: GameState, chars: dict[int, Characteristics],
                         blocks: Sequence[tuple[int, int]]) -> list[str]:
    """Why the declared blocks are illegal one pair at a time (509.1a-b)."""
    reasons: list[str] = []
    seen: set[int] = set()
    for blocker, attacker in blocks:
        if blocker in seen and not may_block_another(state, blocker, blocks):
            reasons.append(f"#{blocker} blocks more than one creature (CR 509.1a)")
        seen.add(blocker)
        if blocker not in state.permanents or attacker not in state.permanents:
            reasons.append(f"#{blocker} or #{attacker} is not on the battlefield")
            continue
        reasons += _pair_problems(state, chars, blocker, attacker)
    return reasons


def _pair_problems(state: GameState, chars: dict[int, Characteristics], blocker: int,
                   attacker: int) -> list[str]:
    """Why ``blocker`` can't block ``attacker``: not attacking that player, not an
    untapped creature (509.1a), a restriction (509.1b, 702.16f)."""
    reasons: list[str] = []
    b, a = chars[blocker], chars[attacker]
    target = state.permanents[attacker].attacking
    if target is None:
        reasons.append(f"{a.name} is not attacking (CR 509.1a)")
    elif b.controller != target:
        reasons.append(f"{b.name} is controlled by {b.controller}, not by the player "
                       f"{a.name} attacks (CR 509.1a)")
    if "Creature" not in b.types:
        reasons.append(f"{b.name} is not a creature (CR 509.1a)")
    if state.permanents[blocker].tapped:
        reasons.append(f"{b.name} is tapped (CR 509.1a)")
    why = _can_block(b, a) or blocking_problem(state, blocker, attacker)  # 702.16f
    if why:
        reasons.append(why)
    for kind, who, what in ((CANT_BLOCK, blocker, "can't block"),
                            (CANT_BE_BLOCKED, attacker, "can't be blocked")):
        source = restriction(state, who, kind)
        if source:
            reasons.append(f"{chars[who].name} {what}: {source} (CR 509.1b)")
    return reasons


def _menace_problems(state: GameState, chars: dict[int, Characteristics],
                     blocks: Sequence[tuple[int, int]]) -> list[str]:
    """An attacker with menace blocked by one creature only (702.111b)."""
    reasons: list[str] = []
    for attacker in attackers(state):
        n = sum(1 for _b, a in blocks if a == attacker)
        if n == 1 and chars[attacker].has_keyword("Menace"):
            reasons.append(f"{chars[attacker].name} has menace: it can't be blocked except by "
                           "two or more creatures (CR 702.111b)")
    return reasons


def _mark_blocks(state: GameState, chars: dict[int, Characteristics],
                 blocks: Sequence[tuple[int, int]]) -> GameState:
    """The step becomes declare blockers; each blocker is blocking and each creature it
    blocks is blocked (509.1a, 509.1h)."""
    state = state.evolve(phase=Phase.DECLARE_BLOCKERS)
    for blocker, attacker in blocks:
        perm = state.permanents[blocker]
        state = state.with_permanent(replace(perm, blocking=(*perm.blocking, attacker)))
        att = state.permanents[attacker]
        state = state.with_permanent(replace(att, blocked=True))
        state = state.logged("block", chars[blocker].name, f"blocks {chars[attacker].name}",
                             "509.1a, 509.1h")
    if not blocks:
        state = state.logged("block", "", "no blockers are declared", "509.1")
    return state


def _block_triggers(state: GameState, blocks: Sequence[tuple[int, int]]) -> GameState:
    """The abilities that trigger on blocking, being blocked and not being blocked
    (509.3a-d, 509.3g)."""
    attacker_of = {a: state.permanents[a].controller for _b, a in blocks}
    for blocker in dict.fromkeys(b for b, _a in blocks):  # 509.1i: once each (509.3a)
        attacked = next(a for b, a in blocks if b == blocker)
        state = triggered_in_combat(state, blocker, TriggerEvent.BLOCKS,
                                    that_player=attacker_of[attacked])
    for blocker, attacker in blocks:  # "blocks a creature", "blocked by a creature"
        state = triggered_in_combat(state, blocker, TriggerEvent.BLOCKS, each=True,
                                    that_player=attacker_of[attacker], to=attacker)  # 509.3b
        state = triggered_in_combat(state, attacker, TriggerEvent.BECOMES_BLOCKED, each=True,
                                    that_player=state.permanents[attacker].attacking,
                                    to=blocker)  # 509.3d
    for attacker in attackers(state):
        if any(a == attacker for _b, a in blocks):  # once, however many block it (509.3c)
            state = triggered_in_combat(state, attacker, TriggerEvent.BECOMES_BLOCKED,
                                        that_player=state.permanents[attacker].attacking)
        elif not state.permanents[attacker].blocked:  # "attacks and isn't blocked" (509.3g)
            state = triggered_in_combat(state, attacker, TriggerEvent.UNBLOCKED,
                                        that_player=state.permanents[attacker].attacking)
    return state


def _lethal(c: Characteristics, damage: int, deathtouch: bool = False) -> int:
    """Lethal damage for a creature when combat damage is assigned: its toughness less
    the damage already marked on it (CR 120.4a, 120.6), at least 1; any damage from a
    source with deathtouch is lethal (702.2c)."""
    if deathtouch:
        return 1
    return max(1, (c.toughness or 0) - damage)


def _split(state: GameState, pid: int, power: int, among: Sequence[int | str],
           chooser: Chooser, *, trample: bool = False) -> dict[int | str, int]:
    """How a creature's combat damage is divided among two or more recipients: as its
    controller chooses (510.1c-d); one creature takes it all. With ``trample`` the last
    recipient is the player (or permanent) it attacks: damage is assigned there only
    once every blocker has been assigned lethal damage (702.19b; deathtouch, 702.2c)."""
    if len(among) == 1:
        return {among[0]: power}
    chars = characteristics_of(state)
    deathtouch = chars[pid].has_keyword("Deathtouch")
    lethal = [_lethal(chars[o], state.permanents[o].damage, deathtouch)
              for o in among if isinstance(o, int)]
    ways = [w for w in product(range(power + 1), repeat=len(among)) if sum(w) == power]
    if trample:
        ways = [w for w in ways if w[-1] == 0 or all(
            n >= need for n, need in zip(w[:-1], lethal, strict=False))]
    labels = [", ".join(f"{n} to {chars[o].name if isinstance(o, int) else o}"
                        for o, n in zip(among, w, strict=True)) for w in ways]
    rule = "CR 510.1c-d, 702.19b" if trample else "CR 510.1c-d"
    picked = chooser.pick(f"how {chars[pid].name} divides its {power} combat damage "
                          f"({rule})", labels)
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
    fighting = attackers(state)
    _check_damage_step(state, fighting)
    chars = characteristics_of(state)
    step, done = _which_damage_step(state, chars, fighting)
    assigned: dict[tuple[int, int | str], int] = {}  # (source, recipient) -> damage
    _assign_attackers(state, chars, fighting, step, done, chooser, assigned)
    _assign_blockers(state, chars, step, done, chooser, assigned)
    state = state.evolve(phase=Phase.COMBAT_DAMAGE)
    state = state.logged("combat damage", "", {"first": "the first combat damage step: "
                         "first strike and double strike", "regular": "the second combat "
                         "damage step", "only": "the combat damage step"}[step],
                         "510.4" if step == "first" else "510.1, 510.2")
    state, dealt, hits = _deal_assigned(state, chars, assigned)
    for pid, n in sorted(dealt.items()):  # 702.15b: lifelink
        if chars[pid].has_keyword("Lifelink"):
            state = gain_life(state, chars[pid].controller, n, f" (lifelink of "
                              f"{chars[pid].name})", "702.15b")
    return _combat_damage_triggers(state, chars, hits)


def _check_damage_step(state: GameState, fighting: Sequence[int]) -> None:
    """Combat damage is dealt with the stack empty, some creature attacking, in a combat
    step, once per step (117.3, 508.8, 510, 511)."""
    if state.stack:
        raise IllegalActionError("deal combat damage", [
            "the stack isn't empty: resolve it first (CR 117.3, 500.2)"])
    if not fighting:
        raise IllegalActionError("deal combat damage", [
            "no creature is attacking: the combat damage step is skipped (CR 508.8)"])
    if state.phase not in ("declare attackers", "declare blockers", "combat damage"):
        raise IllegalActionError("deal combat damage", [
            f"it is the {state.phase} step (CR 510)"])
    if state.phase == "combat damage" and not second_step_due(state):
        raise IllegalActionError("deal combat damage", [
            "this combat's damage has been dealt (CR 510, 511)"])


def _which_damage_step(state: GameState, chars: dict[int, Characteristics],
                       fighting: Sequence[int]) -> tuple[str, frozenset[int]]:
    """This step ("first", "regular" or "only") and the creatures that dealt damage in
    the first step (510.4)."""
    if state.phase == "combat damage":
        return "regular", _first_strikers(state)
    in_combat = [*fighting, *blockers(state)]
    quick = any(chars[p].has_keyword("First strike") or chars[p].has_keyword("Double strike")
                for p in in_combat)
    return ("first" if quick else "only"), frozenset()


def _deals_now(c: Characteristics, pid: int, step: str, done: frozenset[int]) -> bool:
    """Whether a creature deals combat damage in this step: its strike fits the step and
    it didn't deal damage in the first step unless it has double strike (510.4)."""
    return _strikes(c, step) and (pid not in done or c.has_keyword("Double strike"))


def _assign_attackers(state: GameState, chars: dict[int, Characteristics],
                      fighting: Sequence[int], step: str, done: frozenset[int],
                      chooser: Chooser, assigned: dict[tuple[int, int | str], int]) -> None:
    """Each attacking creature assigns its combat damage: to the player or permanent it
    attacks if unblocked (510.1b), among its blockers otherwise (510.1c), the rest past
    them with trample (702.19b-d)."""
    for pid in fighting:
        c = chars[pid]
        perm = state.permanents[pid]
        if not _deals_now(c, pid, step, done):
            continue
        power = _damage_of(state, pid, c)
        if power <= 0:
            continue  # 510.1a
        assert perm.attacking is not None
        if not perm.blocked:
            assigned[(pid, perm.attacking)] = power  # 510.1b
            continue
        if _as_though_unblocked(state, pid, c, chooser):
            assigned[(pid, perm.attacking)] = power  # 510.1c: as though not blocked
            continue
        mine: list[int | str] = list(blockers(state, pid))
        trample = c.has_keyword("Trample")
        if not mine:  # 510.1c: none; with trample, all to the player (702.19d)
            if trample:
                assigned[(pid, perm.attacking)] = power
            continue
        if trample:
            mine.append(perm.attacking)
        for oid, n in _split(state, pid, power, mine, chooser, trample=trample).items():
            if n:
                assigned[(pid, oid)] = n


def _damage_of(state: GameState, pid: int, c: Characteristics) -> int:
    """The combat damage a creature assigns: its power (510.1a), or its toughness where a
    static ability says "equal to its toughness rather than its power"; none where an
    effect says it "assigns no combat damage"."""
    if restriction(state, pid, NO_COMBAT_DAMAGE) is not None:
        return 0
    if restriction(state, pid, DAMAGE_BY_TOUGHNESS) is not None:
        return c.toughness or 0
    return c.power or 0


def _as_though_unblocked(state: GameState, pid: int, c: Characteristics,
                         chooser: Chooser) -> bool:
    """Whether the blocked creature ``pid`` assigns its combat damage as though it
    weren't blocked: its controller's choice where an ability lets them (510.1c)."""
    if not combat_rules(state, pid, CombatRuleKind.DAMAGE_AS_UNBLOCKED):
        return False
    return bool(chooser.pick(f"whether {c.name} assigns its combat damage as though it "
                             "weren't blocked (CR 510.1c)", [True, False]))


def _assign_blockers(state: GameState, chars: dict[int, Characteristics], step: str,
                     done: frozenset[int], chooser: Chooser,
                     assigned: dict[tuple[int, int | str], int]) -> None:
    """Each blocking creature assigns its combat damage among the creatures it blocks
    (510.1d)."""
    for pid in blockers(state):
        c = chars[pid]
        if not _deals_now(c, pid, step, done):
            continue
        power = _damage_of(state, pid, c)
        blocked: list[int | str] = [a for a in state.permanents[pid].blocking
                                    if a in state.permanents]
        if power <= 0 or not blocked:
            continue  # 510.1a, 510.1d
        for oid, n in _split(state, pid, power, blocked, chooser).items():
            if n:
                assigned[(pid, oid)] = n


def _deal_assigned(state: GameState, chars: dict[int, Characteristics],
                   assigned: dict[tuple[int, int | str], int]
                   ) -> tuple[GameState, dict[int, int], list[tuple[int, int | str]]]:
    """Deal all the assigned damage at once (510.2), each through the one place damage
    is dealt (engine.damage: deathtouch, infect, wither, planeswalkers; 120.3); returns
    the damage each source dealt (for lifelink, 702.15b) and what each hit."""
    dealt: dict[int, int] = {}
    hits: list[tuple[int, int | str]] = []
    for (pid, to), n in assigned.items():
        source = source_of(chars[pid])
        plain = replace(source, keywords=source.keywords - {"lifelink"})
        prevented = isinstance(to, int) and prevents_damage(state, to, plain) is not None
        state = deal_damage(state, plain, n, to, combat=True)  # logs a prevention (702.16e)
        if prevented:
            continue  # prevented (615.1): not dealt, no lifelink, no trigger
        hits.append((pid, to))
        if isinstance(to, str):
            state = give_toxic(state, chars[pid], to)  # 702.164c
        dealt[pid] = dealt.get(pid, 0) + n
    return state, dealt, hits


def _combat_damage_triggers(state: GameState, chars: dict[int, Characteristics],
                            hits: list[tuple[int, int | str]]) -> GameState:
    """"Deals combat damage to a player / a creature" triggers (510.3a)."""
    for pid, to in hits:
        if isinstance(to, str):
            state = triggered_in_combat(state, pid, TriggerEvent.COMBAT_DAMAGE_PLAYER,
                                        that_player=to, to=to)
        elif to in chars and "Creature" in chars[to].types:
            state = triggered_in_combat(state, pid, TriggerEvent.COMBAT_DAMAGE_CREATURE,
                                        that_player=chars[to].controller, to=to)
    return state


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
                         trigger=Trigger(TriggerEvent.DELAYED,
                                         "at the beginning of the next end step"),
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
