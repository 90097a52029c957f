"""Rules a permanent is under: "can't attack", "can't block", "can't be blocked" (CR 508.1c,
509.1b-c).

A restriction comes from a static ability (its own, its Aura's or Equipment's, or any
permanent's that names it: "Creatures your opponents control can't block") or from a
resolved spell or ability for a duration (611.2a: "Target creature can't block this
turn"). :func:`restriction` is the one place that tells whether one applies, and why.
"""

from __future__ import annotations

from mtglab.cards.effects import Relation, StaticModifier
from mtglab.engine.layers import characteristics_of
from mtglab.engine.selectors import SelectContext, matches
from mtglab.engine.state import GameState

__all__ = ["CANT_ATTACK", "CANT_BE_BLOCKED", "CANT_BLOCK", "restriction"]

CANT_ATTACK = "cant_attack"
CANT_BLOCK = "cant_block"
CANT_BE_BLOCKED = "cant_be_blocked"


def restriction(state: GameState, pid: int, kind: str) -> str | None:
    """Where a restriction of ``kind`` on permanent ``pid`` comes from, or None."""
    for r in state.effects:  # an effect of a resolved spell or ability (611.2c)
        if isinstance(r.effect, StaticModifier) and r.effect.kind == kind and \
                pid in r.affected:
            return f"an effect of {r.source_name}"
    chars = characteristics_of(state)
    if pid not in chars:
        return None
    target = chars[pid]
    perm = state.permanents[pid]
    for qid, q in chars.items():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            for e in ref.ability.effects:
                if not isinstance(e, StaticModifier) or e.kind != kind:
                    continue
                rel = e.selector.relation
                if rel is Relation.SELF:
                    hit = qid == pid
                elif rel in (Relation.ENCHANTED, Relation.EQUIPPED):
                    hit = state.permanents[qid].attached_to == pid
                else:
                    hit = matches(e.selector, pid, target, SelectContext(
                        qid, q.controller), tapped=perm.tapped, is_token=perm.is_token,
                        counters=dict(perm.counters))
                if hit:
                    return "its own ability" if qid == pid else f"{q.name}'s ability"
    return None
