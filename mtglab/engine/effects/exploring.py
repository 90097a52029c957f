"""Two keyword actions about counters on permanents: exploring (CR 701.44) and doubling
the number of counters (701.10e). :data:`mtglab.engine.effects.perform.VERBS` calls
:func:`explore` and :func:`double_counters` with its own way of finding the permanents a
selector names (this module is below it)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.effectparts import Relation, Selector
from mtglab.cards.keywordactions import DoubleCounters, Explore
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.events.counters import put_counters
from mtglab.engine.game.zones import move_card, zone_cards
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

#: how a verb finds the permanents a selector names (perform's ``_objects``)
Objects = Callable[[GameState, Selector, "Resolution"], tuple[list[int], "Resolution"]]

__all__ = ["double_counters", "explore", "explore_once"]


def explore_once(state: GameState, pid: int, who: str, chooser: Chooser, name: str,
                 order: tuple[str, ...] | None = None) -> GameState:
    """The permanent ``pid`` (``name``, controlled by ``who``) explores once (701.44a):
    the top card of ``who``'s library is revealed; a land card goes to their hand;
    otherwise the permanent gets a +1/+1 counter if it is still on the battlefield
    (701.44c) and ``who`` may put the card into their graveyard. It has explored even if
    some of that was impossible (701.44b); "whenever a creature you control explores"
    triggers (603.2)."""
    state = offer(state, Event(TriggerEvent.EXPLORES, pid, who))
    top = zone_cards(state, who, "library")[:1]
    if not top:
        return state.logged("explore", name, "explores: the library is empty, nothing "
                            "is revealed", "701.44b")
    card = top[0]
    assert card.id is not None
    state = state.logged("reveal", name, f"explores: {does(who, 'reveals')} {card.name}",
                         "701.44a, 701.20a")
    if card.card is not None and "Land" in card.card.types:
        return move_card(state, card.id, "hand", "a land card revealed by exploring",
                         "701.44a")
    if pid in state.permanents:
        state = put_counters(state, pid, "+1/+1", 1, who, why="explore", rule="701.44a",
                             order=order)
    if chooser.pick(f"whether to put {card.name} into your graveyard (exploring, you may)",
                    [True, False]):
        state = move_card(state, card.id, "graveyard", "put there by exploring", "701.44a")
    return state


def explore(state: GameState, e: Explore, res: Resolution, objects: Objects
            ) -> tuple[GameState, Resolution]:
    """701.44a-d: each permanent named explores ``e.times`` times, one after another in
    the order named (701.44d: one player controls them all here). Its controller reveals;
    a permanent that has left explores with its last known information (701.44c) — the
    source too ("~ explores" after it left the battlefield)."""
    ids, res = objects(state, e.selector, res)
    if not ids and e.selector.relation is Relation.SELF and res.source_id is not None:
        ids = [res.source_id]  # it left: its last known information (701.44c)
    looks = dict(res.named_looks)
    for oid in ids:
        chars = characteristics_of(state)
        who = chars[oid].controller if oid in chars else \
            looks[oid].controller if oid in looks else res.controller
        name = chars[oid].name if oid in chars else \
            looks[oid].name if oid in looks else res.source_name
        for _ in range(e.times):
            state = explore_once(state, oid, who, res.chooser, name, res.order)
    return state, replace(res, named=tuple(ids))


def double_counters(state: GameState, e: DoubleCounters, res: Resolution, objects: Objects
                    ) -> tuple[GameState, Resolution]:
    """701.10e: each permanent named gets as many counters of the kind as it already has
    — of each kind on it when the text says "each kind of counter" — put by the
    ability's controller (122.1; replacement effects of putting counters apply, 614.1)."""
    ids, res = objects(state, e.selector, res)
    for oid in ids:
        perm = state.permanents.get(oid)
        if perm is None:
            continue
        kinds = [(k, n) for k, n in perm.counters if e.counter in (None, k)]
        if not kinds:
            name = characteristics_of(state)[oid].name
            what = "counters" if e.counter is None else f"{e.counter} counters"
            state = state.logged("counters", name, f"has no {what}: doubling puts none",
                                 "701.10e")
        for kind, n in kinds:
            state = put_counters(state, oid, kind, n, res.controller, why="doubled",
                                 rule="701.10e", order=res.order)
    return state, replace(res, named=tuple(ids))
