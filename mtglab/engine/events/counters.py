"""Putting counters, with the replacement effects that change how many (CR 122.6, 614.16).

"If you would put one or more counters on a permanent or player, put twice that many
instead" (Vorinclex, Monstrous Raider), Doubling Season, Hardened Scales: each applies
once (614.5); the affected object's controller orders them (616.1), re-checking after
each one what still applies (616.1f: halving to zero leaves nothing to replace).
Counters a permanent enters with are put on it too (122.6), by its controller unless the
effect says otherwise (122.6a).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.effects import CounterAgent, CounterRecipient, CounterReplacement
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.events.orders import OrderProblem, apply_order, effect_labels
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import GameState

__all__ = [
    "CounterEffect",
    "counter_effect_applies",
    "counter_effects",
    "counter_order_problem",
    "own_order",
    "player_counter_effect_applies",
    "player_counter_order_problem",
    "put_counters",
    "put_player_counters",
    "remove_counters",
]


@dataclass(frozen=True, slots=True)
class CounterEffect:
    """One counter replacement effect on the battlefield, labelled by its source."""

    label: str
    source_id: int
    controller: str
    effect: CounterReplacement
    timestamp: int


def counter_effects(state: GameState) -> list[CounterEffect]:
    """Every counter replacement effect that exists now (from static abilities)."""
    chars = characteristics_of(state)
    found = []
    index = []  # each effect's ability index: labels stay distinct (engine.orders)
    for pid, c in chars.items():
        for i, ref in enumerate(c.abilities):
            a = ref.ability
            if a.supported and a.kind.value == "static":
                for e in a.effects:
                    if isinstance(e, CounterReplacement):
                        found.append(CounterEffect(c.name, pid, c.controller, e,
                                                   state.permanents[pid].timestamp))
                        index.append(i)
    pairs = sorted(zip(found, index, strict=True), key=lambda p: p[0].timestamp)
    labels = effect_labels([(f.label, f.source_id, i) for f, i in pairs])
    return [replace(f, label=label) for (f, _i), label in zip(pairs, labels, strict=True)]


def _event_matches(f: CounterEffect, kind: str, n: int, putter: str, by_cost: bool) -> bool:
    """The parts of an effect's condition about the event: how many, which kind, who or
    what puts them (614.16: only if one or more counters would be put). Costs are not
    effects (118.3, 602.2b): "if an effect would put" leaves counters put as a cost
    alone, while "if you would put" is about the player, however they put them."""
    e = f.effect
    if n < 1 or (e.counter is not None and e.counter != kind):
        return False
    match e.agent:
        case CounterAgent.EFFECT:
            return not by_cost
        case CounterAgent.YOU:
            return putter == f.controller
        case CounterAgent.OPPONENT:
            return putter != f.controller
    return True


def own_order(labels: Sequence[str], order: Sequence[str] | None) -> list[str] | None:
    """The part of ``order`` that names effects of this event (``labels``), or None when
    it names none of them: one ``order=`` can then order several events of one action,
    each taking the labels of its own effects (616.1).

    >>> own_order(["Hardened Scales", "Doubling Season"], ["Doubling Season", "Mana Reflection"])
    ['Doubling Season']
    >>> own_order(["Hardened Scales"], ["Mana Reflection"]) is None
    True
    """
    if order is None:
        return None
    return [o for o in order if o in labels] or None


def counter_effect_applies(f: CounterEffect, state: GameState, pid: int, kind: str, n: int,
                           putter: str, *, by_cost: bool = False) -> bool:
    """Whether the effect applies to ``n`` counters of ``kind`` put on permanent ``pid``
    by ``putter`` (``by_cost``: as a cost, 118.3)."""
    e = f.effect
    if not _event_matches(f, kind, n, putter, by_cost):
        return False
    chars = characteristics_of(state)
    if pid not in chars:
        return False
    perm = state.permanents[pid]
    ctx = SelectContext(f.source_id, f.controller, state.permanents[f.source_id].attached_to
                        if f.source_id in state.permanents else None)
    return matches(e.selector, pid, chars[pid], ctx, tapped=perm.tapped,
                   is_token=perm.is_token, counters=dict(perm.counters))


def counter_order_problem(state: GameState, pid: int, kind: str, n: int,
                          putter: str, *, by_cost: bool = False
                          ) -> tuple[OrderProblem[int], list[CounterEffect]]:
    """Putting ``n`` counters of ``kind`` on ``pid`` as an order problem (616.1): the value
    is the number of counters; an effect applies while one or more would be put
    (614.16, 616.1f). ``by_cost``: they are put as a cost (118.3, 602.2b)."""
    effects = [f for f in counter_effects(state)
               if counter_effect_applies(f, state, pid, kind, n, putter, by_cost=by_cost)]
    return _problem(n, effects), effects


def _problem(n: int, effects: list[CounterEffect]) -> OrderProblem[int]:
    """The order problem of ``n`` counters and the effects that apply to them: the value
    is the number of counters; an effect applies while one or more would be put
    (614.16, 616.1f)."""

    def applies(f: CounterEffect, value: int) -> bool:
        return value >= 1

    def apply(f: CounterEffect, value: int) -> int:
        return f.effect.apply(value)

    return OrderProblem(n, tuple(effects), applies, apply,
                        signature=lambda f: (f.effect, f.controller))


def _applied(state: GameState, problem: OrderProblem[int], effects: list[CounterEffect],
             order: Sequence[str] | None, what: str, chooser: str,
             logged_as: str) -> tuple[GameState, int]:
    """Pick the order (given, or the only one that matters), log each application, and
    return the state and the number of counters that will be put (616.1, 614.16)."""
    labels = [f.label for f in effects]
    final, applied = apply_order(problem, labels, own_order(labels, order), what, chooser)
    value = problem.start
    for i in applied:
        new = effects[i].effect.apply(value)
        state = state.logged("replacement", logged_as,
                             f"counters: {labels[i]}: {value} -> {new}",
                             f"614.16, {problem.step_rule(i)}, 616.1")
        value = new
    return state, final


def put_counters(state: GameState, pid: int, kind: str, n: int, putter: str, *,
                 order: Sequence[str] | None = None, why: str = "",
                 rule: str = "122.1", by_cost: bool = False) -> GameState:
    """Put ``n`` counters of ``kind`` on permanent ``pid``, as ``putter``, after the
    replacement effects that apply, in ``order`` (labels) or the only order that matters
    (applied step by step, :func:`mtglab.engine.events.orders.apply_order`). Labels in
    ``order`` that name no effect of this event are for other events of the same action
    (an ability's mana, its tokens, another counter event) and are passed over, as for
    tokens (616.1). ``by_cost``: the counters are a cost being paid (118.3, 602.2b), which
    "if an effect would put" doesn't change.
    """
    chars = characteristics_of(state)[pid]
    name = chars.name
    problem, effects = counter_order_problem(state, pid, kind, n, putter, by_cost=by_cost)
    if by_cost:  # "if an effect would put" has nothing to change (118.3, 602.2b)
        for f in counter_effects(state):
            if f.effect.agent is CounterAgent.EFFECT and f not in effects and \
                    counter_effect_applies(f, state, pid, kind, n, putter):
                state = state.logged("replacement", f.label, f"doesn't apply to the "
                                     f"{kind} counters put on {name}: they are a cost, not "
                                     "put by an effect", "118.3, 602.2b, 614.16")
    state, final = _applied(state, problem, effects, order, f"the counters put on {name}",
                            chars.controller, name)
    if final:
        state = state.with_permanent(state.permanents[pid].with_counters(kind, final))
    detail = f"{final} {kind} counter(s) put on it" + (f" ({why})" if why else "")
    state = state.logged("counters", name, detail, rule)
    if final:  # "whenever one or more +1/+1 counters are put on ~" (122.6, 603.2)
        state = offer(state, Event(TriggerEvent.COUNTERS_PUT, pid, putter, counter=kind,
                                   amount=final))
    return state


def remove_counters(state: GameState, pid: int, kind: str, n: int, remover: str
                    ) -> GameState:
    """Remove up to ``n`` counters of ``kind`` from permanent ``pid`` (122.1), as
    ``remover``; when that removes the last one (it had some and has none left), the
    event "the last [kind] counter is removed from it" happens (suspend 702.62a,
    vanishing 702.63a), the one place it is decided. The caller logs the removal."""
    perm = state.permanents[pid]
    have = perm.counter(kind)
    n = min(have, n)
    if n <= 0:
        return state
    state = state.with_permanent(perm.with_counters(kind, -n))
    if have == n:  # "when the last time counter is removed" (702.62a, 702.63a)
        state = offer(state, Event(TriggerEvent.LAST_COUNTER_REMOVED, pid, remover,
                                   counter=kind, amount=n))
    return state


def player_counter_effect_applies(f: CounterEffect, player: str, kind: str, n: int,
                                  putter: str, *, by_cost: bool = False) -> bool:
    """Whether the effect applies to counters put on ``player``: only an effect that
    names players ("on a permanent or player", Vorinclex; "or on yourself": its
    controller, Lae'zel) does (122.1, 614.16)."""
    e = f.effect
    if e.recipient is CounterRecipient.PERMANENT or \
            (e.recipient is CounterRecipient.PERMANENT_OR_YOU and player != f.controller):
        return False
    return _event_matches(f, kind, n, putter, by_cost)


def player_counter_order_problem(state: GameState, player: str, kind: str, n: int,
                                 putter: str) -> tuple[OrderProblem[int], list[CounterEffect]]:
    """Putting ``n`` counters of ``kind`` on ``player`` as an order problem (616.1, ordered
    by the affected player); as :func:`counter_order_problem` for a permanent."""
    effects = [f for f in counter_effects(state)
               if player_counter_effect_applies(f, player, kind, n, putter)]
    return _problem(n, effects), effects


def put_player_counters(state: GameState, player: str, kind: str, n: int, putter: str, *,
                        order: Sequence[str] | None = None, why: str = "",
                        rule: str = "122.1") -> GameState:
    """Give ``player`` ``n`` counters of ``kind`` (energy, poison, experience ...), put by
    ``putter``, after the replacement effects that apply, in ``order`` or the only order
    that matters; the affected player orders them (616.1)."""
    problem, effects = player_counter_order_problem(state, player, kind, n, putter)
    state, final = _applied(state, problem, effects, order, f"the counters {player} gets",
                            player, player)
    if final:
        state = state.with_player(state.player(player).with_counters(kind, final))
    detail = f"{final} {kind} counter(s) put on {player}" + (f" ({why})" if why else "")
    return state.logged("counters", player, detail, rule)
