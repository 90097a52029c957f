"""Keyword actions with a number, carried out as a spell or ability resolves (CR 701):
adapt (701.46a), bolster (701.39a) and monstrosity (701.37a) put +1/+1 counters through
the one counter event (:func:`mtglab.engine.events.counters.put_counters`, so replacement
effects and "whenever counters are put" triggers apply); a permanent that becomes
monstrous keeps that designation and its "when ~ becomes monstrous" abilities trigger
(701.37b). The verbs of :data:`mtglab.engine.effects.perform.VERBS`
for the records of :mod:`mtglab.cards.keywordactions`."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.instructions import Who
from mtglab.cards.keywordactions import (
    Adapt,
    Bolster,
    Monstrosity,
    RemoveOrSacrifice,
    Renown,
    SacrificeSeveral,
)
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.events.counters import put_counters
from mtglab.engine.game.zones import move_to_graveyard
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["adapt", "bolster", "monstrosity", "remove_or_sacrifice", "renown",
           "sacrifice_several"]


def adapt(state: GameState, e: Adapt, res: Resolution) -> tuple[GameState, Resolution]:
    """701.46a: if the source has no +1/+1 counters on it, put N +1/+1 counters on it;
    a source no longer on the battlefield gets none (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.counter("+1/+1"):
        return state.logged("effect", res.source_name, "adapts: it already has a +1/+1 "
                            "counter, so none is put", "701.46a"), res
    state = put_counters(state, perm.id, "+1/+1", e.amount, res.controller,
                         why=f"adapt {e.amount}", rule="701.46a", order=res.order)
    return state, res


def bolster(state: GameState, e: Bolster, res: Resolution) -> tuple[GameState, Resolution]:
    """701.39a: among the creatures its controller controls, one with the least toughness
    (chosen, if several tie, as it resolves) gets N +1/+1 counters; none without a
    creature (609.3: only as much as possible)."""
    chars = characteristics_of(state)
    mine = {i: c for i, c in chars.items()
            if c.controller == res.controller and "Creature" in c.types}
    if not mine:
        return state.logged("effect", res.source_name, f"bolster {e.amount}: no creature "
                            "to put counters on", "609.3"), res
    least = min(c.toughness or 0 for c in mine.values())
    tied = {i: c.name for i, c in mine.items() if (c.toughness or 0) == least}
    oid = res.chooser.pick_permanent(
        f"the creature with the least toughness {res.controller} controls, for bolster "
        f"{e.amount} (CR 701.39a)", tied)
    state = put_counters(state, oid, "+1/+1", e.amount, res.controller,
                         why=f"bolster {e.amount}", rule="701.39a", order=res.order)
    return state, replace(res, named=(oid,), named_looks=((oid, chars[oid]),))


def monstrosity(state: GameState, e: Monstrosity, res: Resolution
                ) -> tuple[GameState, Resolution]:
    """701.37a-b: if the source isn't monstrous, N (or X, 107.3) +1/+1 counters are put on
    it and it becomes monstrous; a monstrous one, or one that has left the battlefield
    (400.7), gets nothing."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.monstrous:
        return state.logged("effect", res.source_name, "is already monstrous: nothing "
                            "happens", "701.37a"), res
    n = e.amount if e.amount is not None else (res.x or 0)
    state = put_counters(state, perm.id, "+1/+1", n, res.controller,
                         why=f"monstrosity {n}", rule="701.37a", order=res.order)
    perm = state.permanents.get(perm.id)
    if perm is None:
        return state, res
    state = state.with_permanent(replace(perm, monstrous=True))
    state = state.logged("effect", res.source_name, "becomes monstrous", "701.37b")
    # "When ~ becomes monstrous" triggers (701.37b, 603.2)
    return offer(state, Event(TriggerEvent.BECOMES_MONSTROUS, perm.id, perm.controller)), res


def remove_or_sacrifice(state: GameState, e: RemoveOrSacrifice, res: Resolution
                        ) -> tuple[GameState, Resolution]:
    """702.32a: remove a counter of the kind from the source; if it has none, its
    controller sacrifices it (701.21a, 609.3). A source no longer on the battlefield is
    neither (400.7)."""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    if perm.counter(e.counter):
        state = state.with_permanent(perm.with_counters(e.counter, -1))
        return state.logged("effect", res.source_name, f"a {e.counter} counter removed",
                            "702.32a"), res
    state = state.logged("effect", res.source_name, f"has no {e.counter} counter to "
                         "remove: it is sacrificed", "702.32a")
    return move_to_graveyard(state, perm.id, "sacrificed", "701.21a", sacrificed=True), res


def renown(state: GameState, e: Renown, res: Resolution) -> tuple[GameState, Resolution]:
    """702.112a-b: N +1/+1 counters are put on the source and it becomes renowned; one
    that has left the battlefield gets nothing (400.7). (Its intervening "if it isn't
    renowned" is checked as it triggers and resolves, 603.4.)"""
    perm = state.permanents.get(res.source_id) if res.source_id is not None else None
    if perm is None:
        return state, res
    state = put_counters(state, perm.id, "+1/+1", e.amount, res.controller,
                         why=f"renown {e.amount}", rule="702.112a", order=res.order)
    perm = state.permanents.get(perm.id)
    if perm is None:
        return state, res
    state = state.with_permanent(replace(perm, renowned=True))
    return state.logged("effect", res.source_name, "becomes renowned", "702.112b"), res


def _sacrificers(state: GameState, who: str, res: Resolution) -> list[str]:
    """The players who sacrifice, in turn order (101.4): "defending player" is the player
    the source is attacking (506.2); none when it isn't attacking."""
    names = list(state.player_names)
    i = names.index(state.active)
    order = [n for n in names[i:] + names[:i] if not state.player(n).lost]
    if who == Who.YOU:
        return [res.controller]
    if who == Who.EACH_OPPONENT:
        return [p for p in order if p != res.controller]
    if who == Who.DEFENDING:
        perm = state.permanents.get(res.source_id) if res.source_id is not None else None
        attacked = perm.attacking if perm is not None else None
        return [attacked] if attacked else []
    return order


def sacrifice_several(state: GameState, e: SacrificeSeveral, res: Resolution
                      ) -> tuple[GameState, Resolution]:
    """701.21a: each player named chooses N of their own permanents of the kind (all of
    them if they have fewer; in turn order, 101.4), then all are sacrificed at once."""
    chars = characteristics_of(state)
    kinds = e.selector.types
    chosen: list[int] = []
    for player in _sacrificers(state, e.player, res):
        theirs = {i: c.name for i, c in chars.items() if c.controller == player
                  and (not kinds or any(t in c.types for t in kinds))}
        for k in range(min(e.amount, len(theirs))):
            if len(theirs) <= e.amount - k:
                chosen.extend(theirs)
                break
            oid = res.chooser.pick_permanent(
                f"permanent {k + 1} of {e.amount} {player} sacrifices (CR 701.21a)", theirs)
            chosen.append(oid)
            del theirs[oid]
    for oid in chosen:
        state = move_to_graveyard(state, oid, "sacrificed", "701.21a", sacrificed=True)
    return state, replace(res, named=tuple(chosen))
