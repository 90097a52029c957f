"""Dealing damage (CR 120): to creatures, planeswalkers, battles and players.

:func:`deal_damage` is the one place damage is dealt, by spells, abilities and fights
alike: the result depends on what receives it (120.3) and on the source's abilities —
deathtouch (702.2b, checked by state-based actions, 704.5h), lifelink (702.15b), infect
(702.90b-c) and wither (702.80a). A source that would deal 0 damage deals none (120.8); damage a
prevention effect prevents is never dealt (615.1, :mod:`mtglab.engine.effects.prevention`).
Static abilities that double damage (614.1a, :class:`~mtglab.cards.damagereplacement.
DoubleDamage`) apply before prevention: the affected player or controller may order
replacement and prevention effects (616.1); doubling first is the order that prevents the
most when a shield of "the next N damage" is in place, and the same otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.damagereplacement import DamageTo, DoubleDamage
from mtglab.cards.instructions import DamageKind
from mtglab.cards.types import TypeLine
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.protection import prevents_damage
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.effects.life import lose_life
from mtglab.engine.effects.lifegain import replaced_gain
from mtglab.engine.effects.playerrules import cant_gain_life
from mtglab.engine.effects.prevention import prevent
from mtglab.engine.effects.redirection import redirected
from mtglab.engine.events.counters import put_counters, put_player_counters
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

__all__ = ["DamageSource", "deal_damage", "gain_life", "source_of"]


@dataclass(frozen=True, slots=True)
class DamageSource:
    """The object that deals damage, as it is (or last was) when it deals it (608.2h):
    its name, controller and keyword abilities (lowercase)."""

    name: str
    controller: str
    keywords: frozenset[str] = frozenset()
    id: int | None = None
    #: its characteristics (a permanent's, a spell's card looks), for the qualities
    #: protection reads (702.16e); ``None``: looked up from ``id`` on the battlefield
    looks: Any = None
    #: a spell's stack object id (405.1), for a shield whose source was chosen while the
    #: spell was on the stack (609.7a); ``None`` for a permanent or an ability's source
    spell: int | None = None

    def has(self, keyword: str) -> bool:
        """Whether it has this keyword ability."""
        return keyword in self.keywords


def source_of(looks: Characteristics) -> DamageSource:
    """A damage source from a permanent's characteristics."""
    return DamageSource(looks.name, looks.controller,
                        frozenset(k.lower() for k in looks.keywords), looks.id, looks)


def gain_life(state: GameState, player: str, n: int, why: str, rule: str) -> GameState:
    """``player`` gains ``n`` life (CR 119.3), or what replacement effects make of it
    (614.1a, :mod:`mtglab.engine.effects.lifegain`), counted as life gained this turn
    and offered to "whenever you gain life" (119.9: gaining 0 life is no event)."""
    if n <= 0:
        return state
    forbidding = cant_gain_life(state, player)
    if forbidding is not None:  # 119.7: no life gain event, nothing to replace (614.1a)
        return state.logged("life", player, f"would gain {n} life{why}: {forbidding} says "
                            f"{'they' if player != 'you' else 'you'} can't gain life",
                            "119.7")
    state, n = replaced_gain(state, player, n)  # 614.1a: "that much life plus 1 instead"
    if n < 0:  # "that player loses that much life instead" (614.6)
        state = state.logged("life", player, f"{does(player, 'loses')} {-n} life instead"
                             f"{why}", "614.6")
        return lose_life(state, player, -n)
    if n == 0:  # "gains no life instead"
        return state
    p = state.player(player)
    state = state.with_player(replace(p, life=p.life + n, life_gained=p.life_gained + n))
    state = state.logged("life", player, f"{does(player, 'gains')} {n} life{why}", rule)
    return offer(state, Event(TriggerEvent.GAIN_LIFE, player=player, amount=n))  # 119.9


def deal_damage(state: GameState, source: DamageSource, amount: int,
                recipient: int | str, *, combat: bool = False) -> GameState:
    """``source`` deals ``amount`` damage to a permanent (its id) or a player (a name);
    ``combat``: it is combat damage (510.2). The damage is offered to "whenever ~ deals
    damage" and "whenever ~ is dealt damage" abilities (603.2)."""
    if amount <= 0:  # 120.8: no damage is dealt
        return state
    if isinstance(recipient, str) or recipient in state.permanents:
        state, recipient = redirected(state, source.name, amount, recipient)  # 614.9
        state, amount = _doubled(state, source, amount, recipient, combat)  # 614.1a
        # 615.1: prevention shields apply before the damage is dealt ("the next N", 615.7)
        state, amount, gains = prevent(state, source, amount, recipient, combat=combat)
        for player, n, shield in gains:  # 615.5: right after the damage is prevented
            state = gain_life(state, player, n, f" for the damage {shield} prevented",
                              "615.5")
        if amount <= 0:
            return state
    if isinstance(recipient, str):
        state = _to_player(state, source, amount, recipient)
        if combat:  # the turn's history: what dealt combat damage to a player (702.76a)
            state = _combat_damage_by(state, source)
        # "whenever you're dealt damage": "that many" is the damage (120.3a)
        state = offer(state, Event(TriggerEvent.PLAYER_DEALT_DAMAGE, source.id, recipient,
                                   combat=combat, amount=amount, by=source.controller))
    elif recipient in state.permanents:
        guard = prevents_damage(state, recipient, source)
        if guard is not None:  # 702.16e: prevented (615.1), so not dealt: no lifelink
            return state.logged("prevent", source.name, f"{amount} damage to "
                                f"{characteristics_of(state)[recipient].name} is prevented: "
                                f"it has {guard.describe()}", "702.16e, 615.1")
        dealt_to = characteristics_of(state)[recipient]
        state = _to_permanent(state, source, amount, recipient)
    else:
        return state  # it left the battlefield: no damage is dealt to it (608.2b)
    if source.has("lifelink"):  # 702.15b: its controller gains that much life
        state = gain_life(state, source.controller, amount, " (lifelink)", "702.15b")
    if source.id is not None:  # "that player": the player dealt damage, or its controller
        hurt = recipient if isinstance(recipient, str) else dealt_to.controller
        state = offer(state, Event(TriggerEvent.DEALS_DAMAGE, source.id, hurt,
                                   combat=combat, to=recipient, amount=amount))
    if isinstance(recipient, int):
        state = offer(state, Event(TriggerEvent.DEALT_DAMAGE, recipient, source.controller,
                                   looks=dealt_to if recipient not in state.permanents
                                   else None, combat=combat, amount=amount))
    return state


def _combat_damage_by(state: GameState, source: DamageSource) -> GameState:
    """Note the type line of a source that dealt combat damage to a player, as it was
    then, in its controller's turn history (510.2; prowl, 702.76a)."""
    looks = source.looks if source.looks is not None else \
        characteristics_of(state).get(source.id) if source.id is not None else None
    if looks is None or source.controller not in {p.name for p in state.players}:
        return state
    line = str(TypeLine(looks.supertypes, looks.types, looks.subtypes))
    p = state.player(source.controller)
    return state.with_player(replace(p, combat_damage_types=(*p.combat_damage_types, line)))


def _to_player(state: GameState, source: DamageSource, amount: int,
               player: str) -> GameState:
    state = state.logged("damage", source.name, f"deals {amount} damage to {player}",
                         "120.3a" if not source.has("infect") else "120.3b")
    hurt = state.player(player)  # the turn's history: damage dealt to them (702.54a)
    state = state.with_player(replace(hurt, damage_taken=hurt.damage_taken + amount))
    if source.has("infect"):  # poison counters instead of life loss (120.3b, 702.90b)
        return put_player_counters(state, player, "poison", amount, source.controller,
                                   why=f"infect from {source.name}", rule="120.3b, 702.90b")
    return lose_life(state, player, amount)  # 120.3a, 119.3


def _to_permanent(state: GameState, source: DamageSource, amount: int, pid: int) -> GameState:
    looks = characteristics_of(state)[pid]
    state = state.logged("damage", source.name, f"deals {amount} damage to {looks.name}",
                         "120.3")
    if "Planeswalker" in looks.types:  # 120.3c: loyalty counters are removed
        perm = state.permanents[pid]
        state = state.with_permanent(perm.with_counters("loyalty", -amount))
        state = state.logged("counters", looks.name, f"{min(amount, perm.counter('loyalty'))} "
                             "loyalty counter(s) removed", "120.3c")
    if "Battle" in looks.types:  # 120.3h: defense counters are removed
        perm = state.permanents[pid]
        state = state.with_permanent(perm.with_counters("defense", -amount))
    if "Creature" in looks.types:
        if source.id is not None:  # "a creature dealt damage by ~ this turn" (120.3)
            perm = state.permanents[pid]
            state = state.with_permanent(replace(
                perm, damaged_by=(*perm.damaged_by, source.id)))
        if source.has("wither") or source.has("infect"):  # 120.3d: -1/-1 counters
            state = put_counters(state, pid, "-1/-1", amount, source.controller,
                                 why=f"damage from {source.name} with "
                                 f"{'infect' if source.has('infect') else 'wither'}",
                                 rule="120.3d, 702.80a, 702.90c")
        else:  # 120.3e: marked on it
            perm = state.permanents[pid]
            state = state.with_permanent(replace(
                perm, damage=perm.damage + amount,
                deathtouch_damage=perm.deathtouch_damage or source.has("deathtouch")))
    return state


def _doubled(state: GameState, source: DamageSource, amount: int, recipient: int | str,
             combat: bool) -> tuple[GameState, int]:
    """The damage after each "it deals double that damage instead" ("that much damage
    plus 1") static ability that applies to it (614.1a; several double it again, 616.1).
    The affected player or controller orders them (616.1): those that take damage away
    first, then those that multiply it, then those that add to it — the order that
    leaves the least damage."""
    chars = characteristics_of(state)
    found: list[tuple[str, DoubleDamage]] = []
    for qid, q in chars.items():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, DoubleDamage) and _doubles(state, e, qid, q.controller,
                                                            source, recipient, combat):
                    found.append((q.name, e))
    for name, rep in sorted(found, key=lambda f: (f[1].plus >= 0, f[1].plus > 0)):
        amount = max(0, amount * rep.times + rep.plus)
        state = state.logged("replace", name, f"{source.name} deals {amount} damage "
                             "instead", "614.1a, 616.1")
    return state, amount


def _doubles(state: GameState, e: DoubleDamage, qid: int, controller: str,
             source: DamageSource, recipient: int | str, combat: bool) -> bool:
    if (e.kind is DamageKind.COMBAT and not combat) or \
            (e.kind is DamageKind.NONCOMBAT and combat):
        return False
    if not _damaged_matches(state, e.to, controller, recipient):
        return False
    ctx = SelectContext(qid, controller)
    if e.by.relation is not None:  # "~" (Relation.SELF)
        return source.id == qid
    if source.id is not None and source.id in state.permanents:
        perm = state.permanents[source.id]
        return matches(e.by, source.id, characteristics_of(state)[source.id], ctx,
                       tapped=perm.tapped, is_token=perm.is_token,
                       counters=dict(perm.counters),
                       entered=perm.entered_turn == state.turn)
    return source.looks is not None and matches(e.by, -1, source.looks, ctx)


def _damaged_matches(state: GameState, to: DamageTo, controller: str,
                     recipient: int | str) -> bool:
    if to is DamageTo.ANY:
        return True
    if isinstance(recipient, str):
        return to is DamageTo.PLAYER or recipient != controller
    return to is DamageTo.OPPONENT_OR_THEIRS and \
        characteristics_of(state)[recipient].controller != controller
