"""A replacement effect a resolving instruction creates: "If that creature would die this
turn, exile it instead" (CR 614.1a, 614.6, 700.4).

:func:`perform_exile_instead` locks in the objects the instruction before acted on
("that creature"; "a creature dealt damage this way": those it dealt damage to, 608.2c)
as an effect until end of turn (514.2); :func:`exiled_instead` tells
:func:`mtglab.engine.game.zones.leave_battlefield` that one of them, a creature about to
be put into a graveyard from the battlefield (it would die, 700.4), is exiled instead.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.effects import Relation
from mtglab.cards.referents import (
    ExiledIfItWouldDie,
    ExileInsteadOfDying,
    ExileInsteadOfDyingThisTurn,
)
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.state import EffectRecord, GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["exiled_instead", "perform_exile_instead", "perform_exile_instead_this_turn"]


def perform_exile_instead(state: GameState, e: ExileInsteadOfDying, res: Resolution
                          ) -> tuple[GameState, Resolution]:
    """614.1a: until end of turn, the objects named (608.2c) that would die are exiled
    instead; nothing named on the battlefield, no effect."""
    ids = frozenset(t for t in res.named if isinstance(t, int) and t in state.permanents)
    if not ids:
        return state, res
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, e, ts,  # type: ignore[arg-type]
        ids, "end of turn", rule="614.1a", origin_text=res.origin_text)))
    return state.logged("effect", res.source_name, f"{e.describe()} (for "
                        f"{len(ids)} object(s))", "614.1a"), replace(res, named=tuple(ids))


def perform_exile_instead_this_turn(state: GameState, e: ExileInsteadOfDyingThisTurn,
                                    res: Resolution) -> tuple[GameState, Resolution]:
    """614.1a, 514.2: until end of turn, every permanent the selector covers as it would
    die is exiled instead (no object locked: "a creature" is read as it would die)."""
    eid, state = state.take_id()
    ts, state = state.take_timestamp()
    state = state.evolve(effects=(*state.effects, EffectRecord(
        eid, res.source_id, res.source_name, res.controller, e, ts,  # type: ignore[arg-type]
        frozenset(), "end of turn", rule="614.1a", origin_text=res.origin_text)))
    return state.logged("effect", res.source_name, e.describe(), "614.1a"), res


def exiled_instead(state: GameState, pid: int, looks: Characteristics) -> bool:
    """Whether the permanent ``pid``, about to be put into a graveyard from the
    battlefield (it would die, 700.4), is exiled instead by an "exile it instead" effect
    that applies to it (614.6): one a resolved instruction locked on it (a creature), or
    a static ability's ("If a creature an opponent controls would die", 614.1a)."""
    return ("Creature" in looks.types and any(
        isinstance(r.effect, ExileInsteadOfDying) and pid in r.affected  # type: ignore[unreachable]
        for r in state.effects)) or _static_exiles(state, pid, looks) or \
        _exiled_this_turn(state, pid, looks)


def _exiled_this_turn(state: GameState, pid: int, looks: Characteristics) -> bool:
    """614.1a: a resolved "If a creature would die this turn, exile it instead" covers it
    as it would die."""
    perm = state.permanents[pid]
    return any(isinstance(r.effect, ExileInsteadOfDyingThisTurn) and matches(  # type: ignore[unreachable]
        r.effect.selector, pid, looks, SelectContext(r.source_id, r.controller),
        tapped=perm.tapped, is_token=perm.is_token, counters=dict(perm.counters),
        entered=perm.entered_turn == state.turn) for r in state.effects)


def _static_exiles(state: GameState, pid: int, looks: Characteristics) -> bool:
    """614.1a, 604.1: a static "If <objects> would die, exile it instead" of a permanent
    on the battlefield covers it (its own, "~", too: it is still there as it would die)."""
    perm = state.permanents[pid]
    for qid, q in characteristics_of(state).items():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if not isinstance(e, ExiledIfItWouldDie):
                    continue
                if e.dealt_by is not None:  # "dealt damage by ~ this turn" (120.3)
                    by = qid if e.dealt_by is Relation.SELF else \
                        state.permanents[qid].attached_to
                    if by is None or by not in perm.damaged_by:
                        continue
                if e.selector.relation is Relation.SELF:
                    if qid == pid:
                        return True
                    continue
                if matches(e.selector, pid, looks, SelectContext(qid, q.controller),
                           tapped=perm.tapped, is_token=perm.is_token,
                           counters=dict(perm.counters),
                           entered=perm.entered_turn == state.turn):
                    return True
    return False
