"""Replacement effects on mana events and the orders they may apply in (CR 614, 616).

A mana ability's mana is a proposed event (CR 106.12b). Its ``outcomes`` are every
amount the player could end up with from the ability's own choices ("one mana of any
color" is five outcomes); a replacement effect maps each outcome to the amounts it
could become (Mana Reflection doubles, Contamination makes it {B}, Pulse of Llanowar
offers each color). Replacement effects transform the event; they never remove it and
add mana another way (the lesson of XMage's Pulse of Llanowar, PR 10221).

Ordering follows 616.1: the affected object's controller chooses; self-replacement
effects come first (616.1a); after each application the remaining effects are checked
again (616.1f); each applies at most once (614.5). :func:`order_counts` searches the
states (outcomes, effects still unapplied) instead of permuting: a dynamic programme
over at most 2^k subsets, with identical effects (two Mana Reflections) merged, so ten
effects give their outcomes and the number of orders behind each at once.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from mtglab.cards.effects import (
    ManaConvertType,
    ManaMultiply,
    ManaReplacement,
    ManaSetColor,
    ManaSetTo,
    ManaSetType,
    ManaTypeMap,
    Relation,
    Selector,
)
from mtglab.engine.layers import Characteristics
from mtglab.engine.selectors import SelectContext, matches
from mtglab.engine.wording import does
from mtglab.errors import UnsupportedError
from mtglab.mana import COLORS, Mana, mana_set_text

__all__ = [
    "EventContext",
    "ManaEvent",
    "ManaRepEffect",
    "OrderRow",
    "applicable",
    "apply_effect",
    "list_orders",
    "order_counts",
    "order_table",
    "outcome_options",
]

Outcomes = frozenset[Mana]


@dataclass(frozen=True, slots=True)
class EventContext:
    """The fixed facts of a mana event that decide which effects apply (106.12b)."""

    source_id: int
    source: Characteristics  # the producing permanent's characteristics
    tapped_for_mana: bool
    activator: str  # who activated the ability ("you tap ...")
    source_tapped: bool = True
    source_is_token: bool = False


@dataclass(frozen=True, slots=True)
class ManaEvent:
    """A proposed mana-production event: who makes it, how, and what it could be."""

    context: EventContext
    outcomes: Outcomes
    description: str = ""

    @property
    def chooser(self) -> str:
        """Who orders replacement effects: the affected object's controller (616.1)."""
        return self.context.source.controller


@dataclass(frozen=True, slots=True)
class ManaRepEffect:
    """One replacement effect that may apply to a mana event.

    ``tier`` is ``"self"`` for self-replacement effects (614.15, chosen first by 616.1a)
    or ``"other"``. A self-replacement's ``alternative`` is the outcomes it substitutes.
    """

    label: str
    source_id: int | None
    source_name: str
    controller: str
    timestamp: int
    replacement: ManaReplacement | None = None
    alternative: Outcomes | None = None
    tier: str = "other"
    attached_to: int | None = None
    rule: str = "614.1a, 106.12b"
    duration: str = "static"  # or "until end of turn" / "indefinite" (a resolved effect)

    @property
    def signature(self) -> tuple[object, ...]:
        """Effects with equal signatures behave identically and are merged.

        Besides the text and the controller, a selector that names the effect's own
        source ("this land", "another ...") or what it is attached to ("enchanted land")
        makes the source or the host part of what the effect does.
        """
        rel = self.replacement.selector.relation if self.replacement is not None else None
        source = self.source_id if rel in (Relation.SELF, Relation.OTHER) else None
        host = self.attached_to if rel in (Relation.ENCHANTED, Relation.EQUIPPED,
                                            Relation.FORTIFIED) else None
        return (self.replacement, self.alternative, self.tier, self.controller, source, host)

    def describe(self) -> str:
        """What the effect does, in words."""
        if self.alternative is not None:
            return "its own text replaces the mana"
        assert self.replacement is not None
        t = self.replacement.transform
        match t:
            case ManaMultiply(factor=f):
                return {2: "twice as much", 3: "three times as much"}.get(f, f"x{f}")
            case ManaSetType(to=to):
                return "a color of the controller's choice instead" if to == "choice" \
                    else f"{{{to}}} instead of any other type"
            case ManaSetTo(mana=m, to_choice=c):
                return "one mana of a chosen color instead" if c else \
                    f"{m.symbols} instead of any other type and amount"
            case ManaTypeMap(mapping=mp):
                return "by land type: " + ", ".join(f"{k}->{v}" for k, v in mp)
        return "replaces the mana"


def _selector_ok(sel: Selector, eff: ManaRepEffect, ctx: EventContext) -> bool:
    sc = SelectContext(eff.source_id, eff.controller, eff.attached_to)
    return matches(sel, ctx.source_id, ctx.source, sc, tapped=ctx.source_tapped,
                   is_token=ctx.source_is_token)


def _static_ok(eff: ManaRepEffect, ctx: EventContext) -> bool:
    """The part of :func:`applicable` that doesn't depend on the mana: who taps what,
    and how (106.12b). It is fixed for one event, so a search computes it once."""
    if eff.alternative is not None:
        return True
    rep = eff.replacement
    assert rep is not None
    if rep.tapped and not ctx.tapped_for_mana:
        return False
    if rep.tapper == "you" and ctx.activator != eff.controller:
        return False
    if rep.tapper == "opponent" and ctx.activator == eff.controller:
        return False
    if not _selector_ok(rep.selector, eff, ctx):
        return False
    if isinstance(rep.transform, ManaTypeMap):
        mapped = {k for k, _ in rep.transform.mapping}
        if not mapped & set(ctx.source.subtypes):
            return False
    return True


def _mana_ok(eff: ManaRepEffect, outcomes: Outcomes) -> bool:
    """The part of :func:`applicable` that depends on the mana the event would make now
    (rechecked after each application, 616.1f)."""
    if not any(outcomes):
        return False  # no mana, nothing to replace
    rep = eff.replacement
    if rep is None:
        return True
    if rep.of_type is not None and not any(rep.of_type in m for m in outcomes):
        return False
    least = getattr(rep, "min_amount", None)  # "tapped for two or more mana"
    if least is not None and not any(len(m) >= least for m in outcomes):
        return False
    t = rep.transform
    if isinstance(t, ManaConvertType) and not any(t.from_type in m for m in outcomes):
        return False  # "instead of white mana": no white mana, nothing to replace
    if isinstance(t, ManaSetColor) and not any(m.types - {"C"} for m in outcomes):
        return False  # "instead of any other color": colorless mana is left alone
    return True


def applicable(eff: ManaRepEffect, outcomes: Outcomes, ctx: EventContext) -> bool:
    """Whether ``eff`` would modify this event now (614.7: no mana, nothing to replace)."""
    return _mana_ok(eff, outcomes) and _static_ok(eff, ctx)


def outcome_options(eff: ManaRepEffect, m: Mana, ctx: EventContext) -> list[Mana]:
    """What one concrete amount may become under ``eff`` (several: a choice)."""
    if not m:
        return [m]
    if eff.alternative is not None:
        return sorted(eff.alternative, key=str)
    rep = eff.replacement
    assert rep is not None
    if rep.of_type is not None and rep.of_type not in m:
        return [m]
    least = getattr(rep, "min_amount", None)
    if least is not None and len(m) < least:
        return [m]
    n = len(m)
    match rep.transform:
        case ManaMultiply(factor=f):
            return [m * f]
        case ManaSetType(to="choice"):
            return [Mana(c * n) for c in COLORS]
        case ManaSetType(to=to):
            return [Mana(to * n)]
        case ManaSetTo(to_choice=True):
            return [Mana(c) for c in COLORS]
        case ManaSetTo(mana=fixed):
            return [fixed]
        case ManaTypeMap(mapping=mapping):
            types = [t for sub, t in mapping if sub in ctx.source.subtypes]
            return [Mana(t * n) for t in dict.fromkeys(types)] or [m]
        case ManaConvertType(from_type=src, to=dst):
            k = m[src]
            return [m - Mana(src * k) + Mana(dst * k)]
        case ManaSetColor(to=to):
            if to not in COLORS:
                raise UnsupportedError("mana of 'the chosen color' for this effect: the "
                                       "color chosen when it was created isn't recorded")
            colored = len(m) - m["C"]
            return [Mana(to * colored + "C" * m["C"])]
    raise UnsupportedError(f"mtglab can't apply {type(rep.transform).__name__} yet")


def apply_effect(eff: ManaRepEffect, outcomes: Outcomes, ctx: EventContext) -> Outcomes:
    """Apply ``eff`` to every outcome (the player's choices stay open)."""
    out: set[Mana] = set()
    for m in outcomes:
        out.update(outcome_options(eff, m, ctx))
    return frozenset(out)


def _choosable(effects: Sequence[ManaRepEffect], remaining: Sequence[int], outcomes: Outcomes,
               ctx: EventContext) -> list[int]:
    """Indices of effect classes that may be chosen next (616.1a-e, 616.1f)."""
    live = [i for i, n in enumerate(remaining) if n and applicable(effects[i], outcomes, ctx)]
    selfs = [i for i in live if effects[i].tier == "self"]
    return selfs or live


class _Search:
    """One event's effects with per-search caches (the event's context is fixed).

    Whether an effect's source, selector and tapper fit the event is computed once per
    effect; whether it applies to, and what it makes of, a set of outcomes once per
    (effect, outcomes). Each distinct set of outcomes gets a small number (``intern``)
    so that the many states of a search compare and hash integers, not sets of mana.
    """

    def __init__(self, effects: Sequence[ManaRepEffect], ctx: EventContext) -> None:
        self.effects = list(effects)
        self.ctx = ctx
        self.static = [_static_ok(e, ctx) for e in self.effects]
        self.selfs = [e.tier == "self" for e in self.effects]
        self.sets: list[Outcomes] = []
        self._ids: dict[Outcomes, int] = {}
        self._ok: dict[tuple[int, int], bool] = {}
        self._next: dict[tuple[int, int], int] = {}

    def intern(self, outcomes: Outcomes) -> int:
        """The number of this set of outcomes (``self.sets[n]`` gives it back)."""
        n = self._ids.get(outcomes)
        if n is None:
            n = self._ids[outcomes] = len(self.sets)
            self.sets.append(outcomes)
        return n

    def applies(self, i: int, sid: int) -> bool:
        if not self.static[i]:
            return False
        key = (i, sid)
        ok = self._ok.get(key)
        if ok is None:
            ok = self._ok[key] = _mana_ok(self.effects[i], self.sets[sid])
        return ok

    def apply(self, i: int, sid: int) -> int:
        key = (i, sid)
        new = self._next.get(key)
        if new is None:
            new = self._next[key] = self.intern(
                apply_effect(self.effects[i], self.sets[sid], self.ctx))
        return new

    def choosable(self, remaining: Sequence[int], sid: int) -> list[int]:
        """As :func:`_choosable`, from the caches."""
        live = [i for i, n in enumerate(remaining) if n and self.applies(i, sid)]
        selfs = [i for i in live if self.selfs[i]]
        return selfs or live


def _classes(effects: Sequence[ManaRepEffect]) -> tuple[list[ManaRepEffect], list[list[int]]]:
    reps: list[ManaRepEffect] = []
    members: list[list[int]] = []
    index: dict[tuple[object, ...], int] = {}
    for i, e in enumerate(effects):
        sig = e.signature
        if sig not in index:
            index[sig] = len(reps)
            reps.append(e)
            members.append([])
        members[index[sig]].append(i)
    return reps, members


def order_table(event: ManaEvent, effects: Sequence[ManaRepEffect]
                ) -> dict[Outcomes, tuple[int, tuple[int, ...]]]:
    """For each final outcome set: the number of legal orders that give it (616.1) and
    one of them, as indices into ``effects``.

    The search runs over (outcomes, how many of each identical effect remain) and
    memoizes each state, so its cost grows with the distinct reachable states, not with
    the k! orders. Identical effects are interchangeable, so an example order takes the
    copies of one effect in the order they were given.
    """
    if not effects:  # nothing to apply: the event as proposed, in one (empty) order
        return {event.outcomes: (1, ())}
    reps, members = _classes(effects)
    search = _Search(reps, event.context)

    @functools.cache
    def go(sid: int, remaining: tuple[int, ...]) -> dict[int, int]:
        choices = search.choosable(remaining, sid)
        if not choices:
            return {sid: 1}
        total: dict[int, int] = {}
        get = total.get
        for c in choices:
            ways = remaining[c]
            rest = (*remaining[:c], ways - 1, *remaining[c + 1:])
            for out, n in go(search.apply(c, sid), rest).items():
                total[out] = get(out, 0) + n * ways
        return total

    start = (search.intern(event.outcomes), tuple(len(m) for m in members))
    result: dict[Outcomes, tuple[int, tuple[int, ...]]] = {}
    for target, n in go(*start).items():
        # one order reaching ``target``: descend through states that can still reach it
        sid, remaining = start
        used = [0] * len(members)
        order: list[int] = []
        while True:
            step = None
            for c in search.choosable(remaining, sid):
                rest = (*remaining[:c], remaining[c] - 1, *remaining[c + 1:])
                new = search.apply(c, sid)
                if target in go(new, rest):
                    step = (c, new, rest)
                    break
            if step is None:
                break
            c, sid, remaining = step
            order.append(members[c][used[c]])
            used[c] += 1
        result[search.sets[target]] = (n, tuple(order))
    return result


def order_counts(event: ManaEvent, effects: Sequence[ManaRepEffect]) -> Counter[Outcomes]:
    """For each final outcome set, the number of legal orders that give it (616.1).

    Counted by :func:`order_table`'s dynamic programme, never by listing the orders.
    """
    return Counter({out: n for out, (n, _order) in order_table(event, effects).items()})


@dataclass(frozen=True, slots=True)
class OrderRow:
    """One order of applying replacement effects, and what it gives."""

    order: tuple[str, ...]
    outcomes: Outcomes
    steps: tuple[str, ...]


def list_orders(event: ManaEvent, effects: Sequence[ManaRepEffect],
                progress: Callable[[int], None] | None = None) -> Iterator[OrderRow]:
    """Every legal order, one at a time (use :func:`order_counts` to count them first)."""
    search = _Search(effects, event.context)

    def walk(sid: int, remaining: tuple[int, ...], order: tuple[str, ...],
             steps: tuple[str, ...]) -> Iterator[OrderRow]:
        choices = search.choosable(remaining, sid)
        if not choices:
            if progress is not None:
                progress(1)
            yield OrderRow(order, search.sets[sid], steps)
            return
        tier = "616.1a" if effects[choices[0]].tier == "self" else "616.1e"
        for c in choices:
            eff = effects[c]
            new = search.apply(c, sid)
            shown = mana_set_text(str(m) for m in search.sets[new])
            step = (f"{does(event.chooser, 'applies')} {eff.label} ({eff.describe()}): "
                    f"now {shown} [CR {tier}, {eff.rule}; then 616.1f]")
            rest = (*remaining[:c], 0, *remaining[c + 1:])
            yield from walk(new, rest, (*order, eff.label), (*steps, step))

    yield from walk(search.intern(event.outcomes), (1,) * len(effects), (), ())
