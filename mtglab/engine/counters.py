"""Putting counters, with the replacement effects that change how many (CR 122.6, 614.16).

"If you would put one or more counters on a permanent or player, put twice that many
instead" (Vorinclex, Monstrous Raider), Doubling Season, Hardened Scales: each applies
once (614.5); the affected object's controller orders them (616.1), re-checking after
each one what still applies (616.1f: halving to zero leaves nothing to replace).
Counters a permanent enters with are put on it too (122.6), by its controller unless the
effect says otherwise (122.6a).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from mtglab.cards.effects import CounterReplacement
from mtglab.engine.layers import characteristics_of
from mtglab.engine.selectors import SelectContext, matches
from mtglab.engine.state import GameState
from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["CounterEffect", "counter_effects", "put_counters"]


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
    for pid, c in chars.items():
        for ref in c.abilities:
            a = ref.ability
            if a.supported and a.kind.value == "static":
                for e in a.effects:
                    if isinstance(e, CounterReplacement):
                        found.append(CounterEffect(c.name, pid, c.controller, e,
                                                   state.permanents[pid].timestamp))
    names = [f.label for f in found]
    return [CounterEffect(f.label if names.count(f.label) == 1 else
                          f"{f.label} #{f.source_id}", f.source_id, f.controller, f.effect,
                          f.timestamp) for f in sorted(found, key=lambda f: f.timestamp)]


def _applies(f: CounterEffect, state: GameState, pid: int, kind: str, n: int,
             putter: str) -> bool:
    e = f.effect
    if n < 1:
        return False  # 614.16: only if one or more counters would be put
    if e.counter is not None and e.counter != kind:
        return False
    if e.putter == "you" and putter != f.controller:
        return False
    if e.putter == "opponent" and putter == f.controller:
        return False
    chars = characteristics_of(state)
    if pid not in chars:
        return False
    perm = state.permanents[pid]
    ctx = SelectContext(f.source_id, f.controller, state.permanents[f.source_id].attached_to
                        if f.source_id in state.permanents else None)
    return matches(e.selector, pid, chars[pid], ctx, tapped=perm.tapped,
                   is_token=perm.is_token, counters=dict(perm.counters))


def _run(order: Sequence[CounterEffect], state: GameState, pid: int, kind: str, n: int,
         putter: str) -> tuple[int, list[str]] | None:
    """Apply effects in ``order``; None if the order is not a legal one (616.1f)."""
    steps: list[str] = []
    remaining = list(order)
    while True:
        live = [f for f in remaining if _applies(f, state, pid, kind, n, putter)]
        if not live:
            return n, steps  # the rest no longer apply (616.1f)
        f = remaining[0]
        if f not in live:
            return None
        new = f.effect.apply(n)
        steps.append(f"{f.label}: {n} -> {new}")
        n = new
        remaining.pop(0)


def put_counters(state: GameState, pid: int, kind: str, n: int, putter: str, *,
                 order: Sequence[str] | None = None, why: str = "",
                 rule: str = "122.1") -> GameState:
    """Put ``n`` counters of ``kind`` on permanent ``pid``, as ``putter``, after the
    replacement effects that apply, in ``order`` (labels) or the only order that matters.
    """
    effects = [f for f in counter_effects(state) if _applies(f, state, pid, kind, n, putter)]
    name = characteristics_of(state)[pid].name
    final: int = n
    steps: list[str] = []
    if effects:
        results: dict[tuple[str, ...], tuple[int, list[str]]] = {}
        for perm in itertools.permutations(effects):
            got = _run(perm, state, pid, kind, n, putter)
            if got is not None:
                used = tuple(s.split(":")[0] for s in got[1])
                results.setdefault(used, got)
        if order is not None:
            key = tuple(order)
            match = next((v for k, v in results.items() if k == key), None)
            if match is None:
                raise IllegalActionError("order the counter replacement effects", [
                    f"{list(key)} is not a legal order; legal: {sorted(results)} (CR 616.1)"])
            final, steps = match
        else:
            values = {v[0] for v in results.values()}
            if len(values) > 1:
                raise ChoiceRequired(
                    f"the order of replacement effects on the counters put on {name} "
                    f"(CR 616.1); pass order=", sorted(results))
            final, steps = next(iter(results.values()))
    for s in steps:
        state = state.logged("replacement", name, f"counters: {s}", "614.16, 616.1")
    if final:
        state = state.with_permanent(state.permanents[pid].with_counters(kind, final))
    detail = f"{final} {kind} counter(s) put on it" + (f" ({why})" if why else "")
    return state.logged("counters", name, detail, rule)
