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

from collections import Counter
from collections.abc import Callable, Hashable, Iterator, Sequence
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
from mtglab.engine.characteristics.layers import Characteristics
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.events import orders
from mtglab.engine.events.orders import OrderProblem
from mtglab.engine.memo import PartsMemo
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
    "behaviour",
    "choosable",
    "forget_order_tables",
    "list_orders",
    "mana_order_problem",
    "order_counts",
    "order_table",
    "outcome_options",
    "static_condition_holds",
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
    #: the permanents an effect's "target Plains" was locked to as it began (611.2c)
    targets: frozenset[int] = frozenset()

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
        aimed = self.targets if rel is Relation.TARGET else None
        return (self.replacement, self.alternative, self.tier, self.controller, source, host,
                aimed)

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
    sc = SelectContext(eff.source_id, eff.controller, eff.attached_to, eff.targets)
    return matches(sel, ctx.source_id, ctx.source, sc, tapped=ctx.source_tapped,
                   is_token=ctx.source_is_token)


def static_condition_holds(eff: ManaRepEffect, ctx: EventContext) -> bool:
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
    return _mana_ok(eff, outcomes) and static_condition_holds(eff, ctx)


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
    return _transformed(rep.transform, m, ctx)


def _transformed(transform: object, m: Mana, ctx: EventContext) -> list[Mana]:
    """What one amount of mana may become under one transformation of a replacement
    effect (614.1a): multiplied, its type or color set, set to a fixed amount, mapped by
    the source's land type or converted (several: a choice)."""
    n = len(m)
    match transform:
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
    raise UnsupportedError(f"mtglab can't apply {type(transform).__name__} yet")


def apply_effect(eff: ManaRepEffect, outcomes: Outcomes, ctx: EventContext) -> Outcomes:
    """Apply ``eff`` to every outcome (the player's choices stay open)."""
    out: set[Mana] = set()
    for m in outcomes:
        out.update(outcome_options(eff, m, ctx))
    return frozenset(out)


def behaviour(eff: ManaRepEffect, ctx: EventContext, fits: bool) -> Hashable:
    """What decides how ``eff`` acts on this event, and nothing else: two effects with
    equal behaviours apply to the same amounts and make the same of them, so they give
    identical branches in every order (616.1) and the search merges them, counting the
    orders of each as many times as it has members.

    Who controls an effect and which permanents it names only decide whether it applies
    to this event at all (``fits``, :func:`static_condition_holds`); once the source is
    known, a map by land type is one set of types (Naked Singularity and Reality Twist
    make a Forest's mana {B}, as Infernal Darkness does).
    """
    if not fits:
        return ("never",)
    if eff.alternative is not None:
        return (eff.tier, "instead", eff.alternative)
    rep = eff.replacement
    assert rep is not None
    t: Hashable = rep.transform
    match rep.transform:
        case ManaSetType(to="choice"):
            t = ("types", tuple(sorted(COLORS)))
        case ManaSetType(to=to):
            t = ("types", (to,))
        case ManaTypeMap(mapping=mapping):
            t = ("types", tuple(sorted({k for sub, k in mapping
                                        if sub in ctx.source.subtypes})))
    return (eff.tier, rep.of_type, getattr(rep, "min_amount", None), t)


def mana_order_problem(event: ManaEvent, effects: Sequence[ManaRepEffect],
                       fits: Sequence[bool] | None = None) -> OrderProblem[Outcomes]:
    """The mana event as an :class:`~mtglab.engine.events.orders.OrderProblem`: self-replacement
    effects are tier 616.1a, the rest 616.1e; effects that act identically on this event
    are merged (:func:`behaviour`). ``fits``: :func:`static_condition_holds` of each
    effect, when known."""
    ctx = event.context
    if fits is None:
        fits = [static_condition_holds(e, ctx) for e in effects]
    fitting = {id(e) for e, ok in zip(effects, fits, strict=True) if ok}

    def applies(e: ManaRepEffect, outcomes: Outcomes) -> bool:
        return id(e) in fitting and _mana_ok(e, outcomes)

    def apply(e: ManaRepEffect, outcomes: Outcomes) -> Outcomes:
        return apply_effect(e, outcomes, ctx)

    def tier(e: ManaRepEffect) -> int:
        return 0 if e.tier == "self" else 4

    def signature(e: ManaRepEffect) -> Hashable:
        return behaviour(e, ctx, id(e) in fitting)

    def forced(e: ManaRepEffect) -> bool:  # a self-replacement applies first (614.15)
        return e.tier == "self"

    return OrderProblem(event.outcomes, tuple(effects), applies, apply, tier, signature,
                        forced)


def order_table(event: ManaEvent, effects: Sequence[ManaRepEffect]
                ) -> dict[Outcomes, tuple[int, tuple[int, ...]]]:
    """For each final outcome set: the number of legal orders that give it (616.1) and
    one of them, as indices into ``effects`` (the one search of
    :func:`mtglab.engine.events.orders.order_table`).

    One search per question: the search depends only on the mana proposed and on how
    each effect acts on this event (:func:`behaviour`, in the order given), so its
    answer is kept in a memo beside the states, keyed by those: could produce (106.7),
    the orderings table, the totals of an activation and the same event on another
    state (the source tapped to pay a cost) share it."""
    if not effects:  # nothing replaces the event: the mana proposed, by the empty order
        return {event.outcomes: (1, ())}
    ctx = event.context
    fits = [static_condition_holds(e, ctx) for e in effects]
    key = (event.outcomes, tuple(behaviour(e, ctx, ok) for e, ok in zip(effects, fits,
                                                                      strict=True)))
    got = _TABLES.get((), key)
    if got is None:
        got = _TABLES.put((), orders.order_table(mana_order_problem(event, effects, fits)),
                          key)
    return dict(got)


#: order tables of mana events, shared by every question about one event (616.1)
_TABLES = PartsMemo(1024)


def forget_order_tables() -> None:
    """Empty the memo of :func:`order_table` (for timing a search from nothing)."""
    _TABLES.clear()


def order_counts(event: ManaEvent, effects: Sequence[ManaRepEffect]) -> Counter[Outcomes]:
    """For each final outcome set, the number of legal orders that give it (616.1).

    Counted by :func:`order_table`'s dynamic programme, never by listing the orders.
    """
    return Counter({out: n for out, (n, _order) in order_table(event, effects).items()})


def choosable(event: ManaEvent, effects: Sequence[ManaRepEffect], applied: Sequence[int],
              outcomes: Outcomes) -> list[int]:
    """The effects (indices) that may be applied next to ``outcomes`` once those in
    ``applied`` have been (616.1a-f)."""
    problem = mana_order_problem(event, effects)
    remaining = tuple(0 if i in applied else 1 for i in range(len(effects)))
    return problem.choosable(remaining, outcomes)


@dataclass(frozen=True, slots=True)
class OrderRow:
    """One order of applying replacement effects, and what it gives."""

    order: tuple[str, ...]
    outcomes: Outcomes
    steps: tuple[str, ...]


def list_orders(event: ManaEvent, effects: Sequence[ManaRepEffect],
                progress: Callable[[int], None] | None = None) -> Iterator[OrderRow]:
    """Every legal order, one at a time (use :func:`order_counts` to count them first)."""
    for row in orders.list_orders(mana_order_problem(event, effects), progress):
        steps = []
        for i, tier, value, forced in zip(row.order, row.tiers, row.values, row.forced,
                                          strict=True):
            eff = effects[i]
            shown = mana_set_text(str(m) for m in value)
            how = "a self-replacement effect, applied first: 614.15, " if forced else ""
            steps.append(f"{does(event.chooser, 'applies')} {eff.label} ({eff.describe()}): "
                         f"now {shown} [CR {how}{tier}, {eff.rule}; then 616.1f]")
        yield OrderRow(tuple(effects[i].label for i in row.chosen), row.value, tuple(steps))
