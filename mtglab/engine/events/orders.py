"""The one search over orders of replacement effects, for every kind of event (CR 616.1).

When several replacement effects would modify one event, the affected object's controller
(or the affected player) picks one to apply, among the first non-empty tier of 616.1a-e
(self-replacement effects, then control, then copy, then back face up, then any); after it
applies, what still applies is checked again (616.1f), and each effect applies at most once
(614.5). :class:`OrderProblem` states one event this way — a starting value, the effects,
and three functions (does it apply, what does it make, which tier) — whatever the event is:
mana being produced (106.12b), a permanent entering with counters (614.1c, 122.6),
counters being put on a permanent, tokens being created (111.1, 614.1a:
:mod:`mtglab.engine.events.creating`).

:func:`order_table` searches the states (value so far, effects still unapplied) instead of
permuting: a dynamic programme over at most 2^k subsets, memoized, with identical effects
merged into one class that is chosen ``ways`` times, so the number of orders behind each
outcome is a sum over branches, never a list. :func:`list_orders` walks the same states to
list the orders one by one when a table of them is asked for.

>>> p = OrderProblem(start=1, effects=("double", "plus one"),
...                  applies=lambda e, v: True,
...                  apply=lambda e, v: 2 * v if e == "double" else v + 1)
>>> sorted(order_table(p).items())
[(3, (1, (0, 1))), (4, (1, (1, 0)))]
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from mtglab.errors import ChoiceRequired, IllegalActionError

__all__ = ["TIER_RULES", "OrderProblem", "OrderedRow", "apply_order", "effect_labels",
           "first_tier", "list_orders", "order_table", "pick_order"]

V = TypeVar("V", bound=Hashable)

#: the rule that makes each tier choosable first (616.1a-e)
TIER_RULES = ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e")


def effect_labels(sources: Sequence[tuple[str, int, int]]) -> list[str]:
    """Distinct, stable labels for replacement effects, given each one's (source name,
    source id, index of the ability among the source's abilities): the name, with
    " #id" where two sources share it, and " [index]" where one source has several of
    these effects (Vorinclex, Monstrous Raider's two counter effects).

    >>> effect_labels([("Vorinclex", 7, 1), ("Vorinclex", 7, 2), ("Hardened Scales", 9, 0)])
    ['Vorinclex [1]', 'Vorinclex [2]', 'Hardened Scales']
    >>> effect_labels([("Doubling Season", 3, 0), ("Doubling Season", 5, 0)])
    ['Doubling Season #3', 'Doubling Season #5']
    """
    ids_by_name: dict[str, set[int]] = {}
    per_source: dict[int, int] = {}
    for name, sid, _i in sources:
        ids_by_name.setdefault(name, set()).add(sid)
        per_source[sid] = per_source.get(sid, 0) + 1
    return [name + (f" #{sid}" if len(ids_by_name[name]) > 1 else "")
            + (f" [{i}]" if per_source[sid] > 1 else "") for name, sid, i in sources]


def _any_tier(_effect: Any) -> int:
    return 4


def _no_signature(effect: Any) -> Hashable:
    return id(effect)


def _never_forced(_effect: Any) -> bool:
    return False


def _tier_rule(tier: int) -> str:
    return TIER_RULES[min(max(tier, 0), len(TIER_RULES) - 1)]


def first_tier(live: Sequence[int], tiers: Sequence[int],
               forced: Sequence[bool]) -> list[int]:
    """Of the effects that apply now (``live``, indices), those that may be chosen: the
    first non-empty tier (616.1a-e); a forced tier (self-replacement effects, 614.15)
    offers no choice, only its first effect (they apply in their printed order)."""
    if len(live) < 2:
        return list(live)
    first = min(tiers[i] for i in live)
    out = [i for i in live if tiers[i] == first]
    return out[:1] if forced[out[0]] else out


@dataclass(frozen=True)
class OrderProblem(Generic[V]):
    """One proposed event and the replacement effects that may modify it (616.1).

    ``applies(effect, value)`` says whether an effect would modify the event as it now
    is (616.1f); ``apply(effect, value)`` gives what it makes of it; ``tier(effect)``
    ranks the effects (lower tiers are chosen first: 0-4 for 616.1a-e unless ``rule``
    says which rule a rank stands for); ``forced(effect)`` marks the self-replacement
    effects (614.15) that apply first without a choice, in the order given; effects with
    the same ``signature(effect)`` behave identically and are merged (two Mana
    Reflections). Values must be hashable: they are the states of the search.
    """

    start: V
    effects: Sequence[Any]
    applies: Callable[[Any, V], bool]
    apply: Callable[[Any, V], V]
    tier: Callable[[Any], int] = _any_tier
    signature: Callable[[Any], Hashable] = _no_signature
    forced: Callable[[Any], bool] = _never_forced
    rule: Callable[[int], str] = _tier_rule
    _memo: dict[tuple[int, V], Any] = field(default_factory=dict, compare=False, repr=False)

    def applies_now(self, i: int, value: V) -> bool:
        """Whether effect ``i`` applies to ``value`` (memoized per search)."""
        key = (2 * i, value)
        ok = self._memo.get(key)
        if ok is None:
            ok = self._memo[key] = bool(self.applies(self.effects[i], value))
        return bool(ok)

    def result(self, i: int, value: V) -> V:
        """What effect ``i`` makes of ``value`` (memoized per search)."""
        key = (2 * i + 1, value)
        if key not in self._memo:
            self._memo[key] = self.apply(self.effects[i], value)
        out: V = self._memo[key]
        return out

    def is_forced(self, i: int) -> bool:
        """Whether effect ``i`` applies without a choice (a self-replacement, 614.15)."""
        return bool(self.forced(self.effects[i]))

    def step_rule(self, i: int) -> str:
        """The rule that lets effect ``i`` be applied when it is (616.1a-e)."""
        return self.rule(self.tier(self.effects[i]))

    def choosable(self, remaining: Sequence[int], value: V) -> list[int]:
        """The effects (indices) that may be chosen next: the first non-empty tier of
        616.1a-e among those still unapplied that apply now (616.1f)."""
        live = [i for i, n in enumerate(remaining) if n and self.applies_now(i, value)]
        return first_tier(live, [self.tier(e) for e in self.effects],
                          [self.is_forced(i) for i in range(len(self.effects))])


def _classes(problem: OrderProblem[V]) -> tuple[OrderProblem[V], list[list[int]]]:
    """Merge identical effects: a problem over one representative per class, and the
    members (original indices) of each class."""
    reps: list[Any] = []
    members: list[list[int]] = []
    index: dict[Hashable, int] = {}
    for i, e in enumerate(problem.effects):
        sig = problem.signature(e)
        if sig not in index:
            index[sig] = len(reps)
            reps.append(e)
            members.append([])
        members[index[sig]].append(i)
    merged = OrderProblem(problem.start, tuple(reps), problem.applies, problem.apply,
                          problem.tier, problem.signature, problem.forced, problem.rule)
    return merged, members


class _Interned(Generic[V]):
    """A merged problem's search with values numbered (states compare and hash small
    integers, not sets of mana) and per-search caches of what applies and what it makes."""

    def __init__(self, problem: OrderProblem[V]) -> None:
        self.problem = problem
        self.tiers = [problem.tier(e) for e in problem.effects]
        self.forced = [bool(problem.forced(e)) for e in problem.effects]
        # one tier and nothing forced: whatever applies may be chosen (616.1e)
        self.flat = len(set(self.tiers)) <= 1 and not any(self.forced)
        self.values: list[V] = []
        self._ids: dict[V, int] = {}
        self._live: list[tuple[int, ...]] = []  # per value: the effects that apply to it
        self._next: dict[tuple[int, int], int] = {}

    def intern(self, value: V) -> int:
        n = self._ids.get(value)
        if n is None:
            n = self._ids[value] = len(self.values)
            self.values.append(value)
            effects, applies = self.problem.effects, self.problem.applies
            self._live.append(tuple(i for i, e in enumerate(effects) if applies(e, value)))
        return n

    def result(self, i: int, vid: int) -> int:
        key = (i, vid)
        new = self._next.get(key)
        if new is None:
            new = self._next[key] = self.intern(
                self.problem.apply(self.problem.effects[i], self.values[vid]))
        return new

    def choosable(self, remaining: Sequence[int], vid: int) -> list[int]:
        live = [i for i in self._live[vid] if remaining[i]]
        return live if self.flat else first_tier(live, self.tiers, self.forced)


_State = tuple[int, tuple[int, ...]]


def order_table(problem: OrderProblem[V]) -> dict[V, tuple[int, tuple[int, ...]]]:
    """For each final value: the number of legal orders that give it (616.1) and one of
    them, as indices into ``problem.effects``.

    The search runs forward over the states (value, how many of each identical effect
    remain), a level per effect applied: each state holds the number of orders that
    reach it, and hands it on to the states its choices lead to (times the number of
    identical effects each choice stands for). Its cost grows with the distinct
    reachable states times the choices in each, never with the k! orders nor with the
    number of outcomes. Each state keeps the first way it was reached; since a level is
    walked in the order its states were first reached, that is the least order (by the
    effects' positions, merged effects by their first member) leading to it, and each
    outcome's example is the least order ending in it. Identical effects are
    interchangeable, so an example order takes the copies of one effect in the order
    they were given.
    """
    if not problem.effects:  # nothing to apply: the event as proposed, one empty order
        return {problem.start: (1, ())}
    merged, members = _classes(problem)
    search = _Interned(merged)
    start: _State = (search.intern(problem.start), tuple(len(m) for m in members))
    parent: dict[_State, tuple[_State, int] | None] = {start: None}
    level: dict[_State, int] = {start: 1}
    counts: dict[int, int] = {}
    best: dict[int, tuple[int, ...]] = {}  # per final value: the least order (classes)
    while level:
        following: dict[_State, int] = {}
        for state, ways in level.items():
            vid, remaining = state
            choices = search.choosable(remaining, vid)
            if not choices:  # nothing applies any more: the event ends here (616.1f)
                counts[vid] = counts.get(vid, 0) + ways
                path = _path(parent, state)
                if vid not in best or path < best[vid]:
                    best[vid] = path
                continue
            for c in choices:
                n = remaining[c]
                child = (search.result(c, vid), (*remaining[:c], n - 1, *remaining[c + 1:]))
                had = following.get(child)
                if had is None:
                    following[child] = ways * n
                    parent[child] = (state, c)
                else:
                    following[child] = had + ways * n
        level = following
    table: dict[V, tuple[int, tuple[int, ...]]] = {}
    for vid, n in counts.items():
        used = [0] * len(members)
        order = []
        for c in best[vid]:
            order.append(members[c][used[c]])
            used[c] += 1
        table[search.values[vid]] = (n, tuple(order))
    return table


def _path(parent: dict[_State, tuple[_State, int] | None], state: _State) -> tuple[int, ...]:
    """The choices (merged classes) of the first way a state was reached."""
    out = []
    step = parent[state]
    while step is not None:
        state, c = step
        out.append(c)
        step = parent[state]
    return tuple(reversed(out))


@dataclass(frozen=True, slots=True)
class OrderedRow(Generic[V]):
    """One legal order (indices into the problem's effects), the value it ends in, and
    for each step the tier rule that allowed the choice and whether it was forced (a
    self-replacement effect applied first without a choice, 614.15, 616.1a)."""

    order: tuple[int, ...]
    value: V
    tiers: tuple[str, ...]
    values: tuple[V, ...]  # the value after each step
    forced: tuple[bool, ...] = ()

    @property
    def chosen(self) -> tuple[int, ...]:
        """The steps the chooser picked (the forced ones left out): what ``order=``
        names."""
        return tuple(i for i, f in zip(self.order, self.forced, strict=True) if not f)


def list_orders(problem: OrderProblem[V],
                progress: Callable[[int], None] | None = None) -> Iterator[OrderedRow[V]]:
    """Every legal order, one at a time (count them first with :func:`order_table`)."""
    n = len(problem.effects)

    def walk(value: V, remaining: tuple[int, ...], order: tuple[int, ...],
             tiers: tuple[str, ...], values: tuple[V, ...],
             forced: tuple[bool, ...]) -> Iterator[OrderedRow[V]]:
        choices = problem.choosable(remaining, value)
        if not choices:
            if progress is not None:
                progress(1)
            yield OrderedRow(order, value, tiers, values, forced)
            return
        rule = problem.step_rule(choices[0])
        for c in choices:
            new = problem.result(c, value)
            rest = (*remaining[:c], 0, *remaining[c + 1:])
            yield from walk(new, rest, (*order, c), (*tiers, rule), (*values, new),
                            (*forced, problem.is_forced(c)))

    yield from walk(problem.start, (1,) * n, (), (), (), ())


def _rest_table(problem: OrderProblem[V], remaining: Sequence[int], value: V
                ) -> dict[V, tuple[int, tuple[int, ...]]]:
    """:func:`order_table` of what is left of an event: ``value`` so far and the effects
    not yet applied (indices into ``problem.effects``)."""
    left = [i for i, n in enumerate(remaining) if n]
    sub = OrderProblem(value, tuple(problem.effects[i] for i in left), problem.applies,
                       problem.apply, problem.tier, problem.signature, problem.forced,
                       problem.rule)
    return {v: (n, tuple(left[j] for j in ex)) for v, (n, ex) in order_table(sub).items()}


def apply_order(problem: OrderProblem[V], labels: Sequence[str],
                wanted: Sequence[str] | None, what: str, chooser: str,
                limit: int = 50) -> tuple[V, tuple[int, ...]]:
    """The final value and the order applied, for an order given by labels, or for no
    order when every legal order gives the same value (616.1: the choice then doesn't
    matter and the effects apply in the order given, their timestamp order).

    The order is applied step by step (616.1a-f): self-replacement effects first, then
    at each step the named effect must be among those the chooser may pick now (the
    first non-empty tier of what still applies, 616.1f), so an order is accepted or
    refused in time linear in its length times the effects. Naming the forced
    self-replacement steps is allowed, not needed. When the names run out and effects
    still apply, the rest is applied in the order given if every way of finishing ends
    the same.

    A missing order that matters raises :class:`~mtglab.errors.ChoiceRequired` listing
    legal orders (or what may come next); an illegal step raises
    :class:`~mtglab.errors.IllegalActionError` naming the first illegal step and what
    could be chosen there.

    >>> p = OrderProblem(start=1, effects=("double", "plus one"),
    ...                  applies=lambda e, v: True,
    ...                  apply=lambda e, v: 2 * v if e == "double" else v + 1)
    >>> apply_order(p, ["double", "plus one"], ["plus one"], "a number", "you")
    (4, (1, 0))
    """
    want = list(wanted or ())
    remaining = [1] * len(problem.effects)
    value = problem.start
    applied: list[int] = []
    pos = 0
    while True:
        choices = problem.choosable(remaining, value)
        if not choices:
            break
        if problem.is_forced(choices[0]):
            i = choices[0]
            if pos < len(want) and want[pos] == labels[i]:
                pos += 1
        elif pos < len(want):
            i = _named_step(problem, labels, choices, want, pos, what, chooser)
            pos += 1
        else:
            return _finish(problem, labels, choices, remaining, value, applied, want, what,
                           chooser, limit)
        applied.append(i)
        remaining[i] = 0
        value = problem.result(i, value)
    if pos < len(want):
        why = ("it no longer applies (CR 616.1f, 614.5)" if want[pos] in labels
               else "no such effect applies to this event")
        raise IllegalActionError(f"apply replacement effects on {what} in the order {want}",
                                 [f"step {pos + 1}, {want[pos]!r}: {why}; nothing is left "
                                  f"to apply after {[labels[i] for i in applied]}"])
    return value, tuple(applied)


def _named_step(problem: OrderProblem[V], labels: Sequence[str], choices: list[int],
                want: list[str], pos: int, what: str, chooser: str) -> int:
    """The effect the order names at step ``pos``, which must be among those the chooser
    may pick now (616.1f); otherwise :class:`~mtglab.errors.IllegalActionError`."""
    i = next((c for c in choices if labels[c] == want[pos]), -1)
    if i >= 0:
        return i
    rule = problem.step_rule(choices[0])
    why = ("it does not apply now (CR 616.1f, 614.5)"
           if want[pos] in labels else "no such effect applies to this event")
    raise IllegalActionError(
        f"apply replacement effects on {what} in the order {want}",
        [f"step {pos + 1}, {want[pos]!r}: {why}; {chooser} may choose "
         f"{[labels[c] for c in choices]} there (CR {rule}, 616.1)"])


def _finish(problem: OrderProblem[V], labels: Sequence[str], choices: list[int],
            remaining: list[int], value: V, applied: list[int], want: list[str], what: str,
            chooser: str, limit: int) -> tuple[V, tuple[int, ...]]:
    """The names ran out and effects still apply: the rest in the order given if every
    way of finishing ends the same, else :class:`~mtglab.errors.ChoiceRequired` (616.1)."""
    rest = _rest_table(problem, remaining, value)
    if len(rest) > 1:
        if not want:
            shown = []
            for row in list_orders(problem):
                shown.append(tuple(labels[i] for i in row.chosen))
                if len(shown) >= limit:
                    break
            raise ChoiceRequired(f"the order of replacement effects on {what} "
                                 f"(chosen by {chooser}, CR 616.1); pass order=",
                                 shown)
        raise ChoiceRequired(
            f"the order of replacement effects on {what} after {want} (chosen by "
            f"{chooser}, CR 616.1): what comes next matters; pass a longer order=",
            [labels[c] for c in choices])
    (final, (_n, example)), = rest.items()
    return final, (*applied, *example)


def pick_order(problem: OrderProblem[V], labels: Sequence[str], wanted: Sequence[str] | None,
               what: str, chooser: str, limit: int = 50) -> tuple[V, tuple[int, ...]]:
    """The order search of earlier versions, kept as the reference the benchmarks
    compare :func:`apply_order` with: it walks every legal order until it meets the
    one asked for (616.1)."""
    table = order_table(problem)
    if wanted is None:
        if len(table) > 1:
            shown = []
            for row in list_orders(problem):
                shown.append(tuple(labels[i] for i in row.chosen))
                if len(shown) >= limit:
                    break
            raise ChoiceRequired(f"the order of replacement effects on {what} (chosen by "
                                 f"{chooser}, CR 616.1); pass order=", shown)
        (final, (_n, example)), = table.items()
        return final, example
    want = tuple(wanted)
    legal = []
    for row in list_orders(problem):
        named = tuple(labels[i] for i in row.chosen)
        if named == want:
            return row.value, row.order
        legal.append(named)
    raise IllegalActionError(f"apply replacement effects on {what} in the order {list(want)}",
                             [f"that is not a legal order (CR 616.1, 616.1f); legal: "
                              f"{[list(o) for o in legal[:limit]]}"])
