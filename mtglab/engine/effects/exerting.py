"""Exerting a permanent (CR 701.43), in one place: as a cost ("{T}, Exert ~: ...") and as
an optional cost to attack ("You may exert ~ as it attacks", 701.43d, 508.1g).

* :func:`exert` — the permanent won't untap during its controller's next untap step
  (701.43a; ``PermanentState.skip_next_untap``, read by the untap step, 502.3). Exerting
  it again before that step changes nothing more: every exert expires in the same untap
  step (701.43b). "Whenever you exert a creature" triggers (603.2).
* :func:`exert_attackers` — the attacking player exerts some of the creatures they
  declare as attackers, each of which must have the static ability "You may exert ~ as
  it attacks" (:class:`~mtglab.cards.exerting.ExertAsItAttacks`); its linked "When you
  do, ..." triggers (603.12, 607.2h), its source the exerted creature ("it").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.exerting import ExertAsItAttacks
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.resolution.triggers import Event, PendingTrigger, offer
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError

__all__ = ["exert", "exert_as_it_attacks", "exert_attackers", "exert_problems"]


def exert(state: GameState, pid: int, who: str, why: str) -> GameState:
    """``who`` exerts the permanent ``pid`` (``why``: the cost or ability doing it): it
    won't untap during the next untap step (701.43a); once is enough however many times
    it is exerted before then (701.43b); a permanent no longer on the battlefield can't be
    exerted (701.43c). "Whenever you exert a creature" triggers (603.2)."""
    perm = state.permanents.get(pid)
    if perm is None:
        return state
    state = state.with_permanent(replace(perm, skip_next_untap=max(perm.skip_next_untap, 1)))
    name = characteristics_of(state)[pid].name
    state = state.logged("exert", name, f"exerted ({why}): it won't untap during its "
                         "controller's next untap step", "701.43a-b")
    return offer(state, Event(TriggerEvent.EXERTED, pid, who))


def exert_as_it_attacks(state: GameState, pid: int) -> ExertAsItAttacks | None:
    """The permanent's "You may exert ~ as it attacks" static ability (701.43d), from its
    current abilities (613), or None."""
    c = characteristics_of(state).get(pid)
    if c is None:
        return None
    return next((e for ref in c.abilities if ref.ability.supported
                 for e in ref.ability.effects if isinstance(e, ExertAsItAttacks)), None)


def exert_problems(state: GameState, chosen: Sequence[int], exerted: Sequence[int]) -> list[str]:
    """Why exerting ``exerted`` as ``chosen`` attack is illegal (508.1g: only the
    optional costs an attacking creature has): each must be declared as an attacker and
    have "You may exert ~ as it attacks" (701.43d)."""
    out = []
    if len(set(exerted)) != len(exerted):
        out.append("a creature to exert is named twice (CR 701.43d)")
    for pid in exerted:
        if pid not in chosen:
            out.append(f"#{pid} is exerted but not declared as an attacker (CR 701.43d, "
                       "508.1g)")
        elif exert_as_it_attacks(state, pid) is None:
            out.append(f"#{pid} has no \"You may exert it as it attacks\" ability "
                       "(CR 701.43d, 508.1g)")
    return out


def exert_attackers(state: GameState, exerted: Sequence[int], who: str) -> GameState:
    """``who`` exerts each of ``exerted`` as it attacks (an optional cost to attack,
    701.43d, 508.1g, checked by :func:`exert_problems`): :func:`exert`, then its linked
    "When you do, ..." triggers (603.12), the exerted creature its source and "it"."""
    for pid in exerted:
        static = exert_as_it_attacks(state, pid)
        if static is None:
            raise IllegalActionError("exert", [f"#{pid} can't be exerted as it attacks "
                                               "(CR 701.43d)"])
        state = exert(state, pid, who, "as it attacks, 701.43d")
        if not static.when_done:
            continue
        name = characteristics_of(state)[pid].name
        text = static.when_done_text.replace("~", name)
        reflexive = Ability(text, AbilityKind.TRIGGERED, True, effects=static.when_done,
                            trigger=Trigger(TriggerEvent.REFLEXIVE, "When you do"))
        hit = PendingTrigger(pid, name, who, reflexive, TriggerEvent.REFLEXIVE, that_id=pid,
                             that_player=who)
        state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
        state = state.logged("trigger", name, f"{text!r} triggers: it was exerted",
                             "603.12, 701.43d")
    return state
