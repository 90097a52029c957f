"""Every total one activation of a mana ability could add (CR 106.12b, 605.4a, 616.1).

An ability's "add mana" instructions are proposed events; each ends, over every order of
the replacement effects that may apply (616.1) and every choice the player could make
("one mana of any color"), in a set of amounts; the mana of "tapped for mana" triggers
(605.4a) is added to each. :func:`activation_totals` is that computation, in one place:
``Board.productions``, could produce (106.7, costs ignored, triggers left out),
the orderings table and the available-mana search all ask it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import cast

from mtglab.cards.effects import AddMana, AnyOf, FixedMana, PoolCopy, PutCounters, Reveal
from mtglab.cards.model import Ability
from mtglab.engine.activating.costs import (
    cost_candidates,
    legal_x_values,
    needs_x,
    pools_after_mana_cost,
)
from mtglab.engine.characteristics.layers import characteristics_of, linked_choices
from mtglab.engine.events.counters import put_counters
from mtglab.engine.mana.manaflow import (
    ability_events,
    apply_all,
    nothing_acts_on_mana,
    totals_after_triggers,
)
from mtglab.engine.mana.production import ProductionContext, amount_value, cards_to_reveal
from mtglab.engine.mana.replacement import (
    ManaEvent,
    ManaRepEffect,
    behaviour,
    static_condition_holds,
)
from mtglab.engine.memo import PartsMemo
from mtglab.engine.state import GameState
from mtglab.mana import Mana

__all__ = [
    "ActivationTotals",
    "Total",
    "activation_context",
    "activation_totals",
    "paid_values",
    "resolving_states",
    "revealed_counts",
    "sacrificed_could",
]


@dataclass(frozen=True, slots=True)
class Total:
    """One total an activation could add, and the part of it its triggers add (which
    comes without the ability's own spending restriction, the Mana Flare ruling)."""

    mana: Mana
    from_triggers: Mana = field(default_factory=Mana)


@dataclass(frozen=True, slots=True)
class ActivationTotals:
    """Every total of one activation, whether a replacement effect could change it, and
    (asked by could produce, 106.7) the labels of the replacement effects that decided
    which types of mana it gives: each one without which the types would differ."""

    totals: frozenset[Total]
    replaced: bool
    decided_by: tuple[str, ...] = ()

    @property
    def mana(self) -> frozenset[Mana]:
        """The totals as amounts."""
        return frozenset(t.mana for t in self.totals)


def activation_context(state: GameState, pid: int, index: int, *, player: str | None = None,
                       x: int | None = None, removed: int | None = None,
                       that: int | None = None,
                       could: Callable[[int], frozenset[str]],
                       sacrificed: frozenset[str] | None = None) -> ProductionContext:
    """What the ability's amounts and choices are computed against: its controller (or
    ``player``), X, counters removed, "that" permanent, what others could produce, what
    the sacrificed permanent could produce, and its linked "as it enters" choices."""
    c = characteristics_of(state)[pid]
    who = player or c.controller
    ability = c.abilities[index].ability
    if x is None and removed is not None and any(
            cost.kind == "remove_counters" and (cost.any_number or cost.amount.kind == "x")
            for cost in ability.costs):
        x = removed  # "Remove X storage counters: Add X mana": X is the number removed
    if sacrificed is None:
        sacrificed = sacrificed_could(state, pid, ability, who, could)
    return ProductionContext(state, pid, who, x=x, removed=x or 0 if removed is None
                             else removed, that=that, could=could,
                             sacrificed_could=sacrificed,
                             chosen=dict(linked_choices(state, pid)))


def activation_totals(state: GameState, pid: int, index: int, *, player: str | None = None,
                      x: int | None = None, removed: int | None = None,
                      that: int | None = None,
                      could: Callable[[int], frozenset[str]],
                      sacrificed: frozenset[str] | None = None,
                      triggers: bool = True) -> ActivationTotals:
    """Every total activating ability ``index`` of ``pid`` could add, over every order of
    replacement effects and every choice, with its triggers' mana unless
    ``triggers=False`` (could produce leaves them out: they are other abilities).
    ``could`` says what another permanent could produce (the board's could-produce sets,
    or the fixed point's current guess while it is being computed, 106.7). An ability
    with X in its cost and no ``x`` (nor ``removed``) gives the totals of every legal X
    (:func:`~mtglab.engine.activating.costs.legal_x_values`)."""
    c = characteristics_of(state)[pid]
    ref = c.abilities[index]
    printed = _printed_mana(ref.ability)
    if printed is not None and nothing_acts_on_mana(state):
        # what it adds is what its text says, on every board (see _PLAIN)
        got = _PLAIN.get((), (printed, triggers))
        if got is None:
            got = _PLAIN.put((), _activation_totals(
                state, pid, index, player=player, x=x, removed=removed, that=that,
                could=could, sacrificed=sacrificed, triggers=triggers), (printed, triggers))
        return got  # type: ignore[no-any-return]
    return _activation_totals(state, pid, index, player=player, x=x, removed=removed,
                              that=that, could=could, sacrificed=sacrificed,
                              triggers=triggers)


#: Totals of the abilities whose mana is what their text says (:func:`_printed_mana`) on
#: a board where nothing acts on mana (no replacement effect, no "tapped for mana"
#: trigger): a function of what the text adds alone, so keyed by it (compared by value)
#: and shared by every board and every card that adds the same (twenty Forests on a
#: fresh board ask the Forest's once). Kept here, not in a state.
_PLAIN = PartsMemo(4096)

_Printed = tuple[FixedMana | AnyOf, ...]


def _printed_mana(ability: Ability) -> _Printed | None:
    """What each "add" instruction of an ability adds, when its text fixes it (106.1):
    printed mana or a fixed number of mana of any color ("Add {G}", "Add {W}, {U}, or
    {B}", "Add one mana of any color"), added by you, with no amount read from the board,
    no X, no "instead" clause, no "unless any player pays", and no counter put or card
    revealed before it; else None. Its totals then depend on nothing else on the board
    but the replacement effects and "tapped for mana" triggers (see
    :func:`~mtglab.engine.mana.manaflow.nothing_acts_on_mana`)."""
    got = _PRINTED.get(id(ability))
    if got is not None and got[0] is ability:
        return got[1]
    adds = [e for e in ability.effects if isinstance(e, AddMana)]
    ok = not needs_x(ability) and all(
        not isinstance(e, PutCounters | Reveal) for e in ability.effects) and all(
        e.times is None and not e.instead and e.unless_paid is None and e.player == "you"
        and not e.optional and (isinstance(e.production, FixedMana) or (
            isinstance(e.production, AnyOf) and e.production.count.kind == "fixed"
            and e.production.count.value is not None))
        for e in adds)
    printed = tuple(cast(FixedMana | AnyOf, e.production) for e in adds) if ok else None
    if len(_PRINTED) > 8192:
        _PRINTED.clear()
    _PRINTED[id(ability)] = (ability, printed)
    return printed


#: ability id -> (the ability, :func:`_printed_mana`); holds the ability, so its id isn't
#: reused while the entry lives
_PRINTED: dict[int, tuple[Ability, _Printed | None]] = {}


def _activation_totals(state: GameState, pid: int, index: int, *, player: str | None,
                       x: int | None, removed: int | None, that: int | None,
                       could: Callable[[int], frozenset[str]],
                       sacrificed: frozenset[str] | None, triggers: bool) -> ActivationTotals:
    """:func:`activation_totals`, computed."""
    c = characteristics_of(state)[pid]
    ref = c.abilities[index]
    who = player or c.controller
    if sacrificed is None:
        sacrificed = sacrificed_could(state, pid, ref.ability, who, could)
    if x is None and removed is None and needs_x(ref.ability):
        # no X given: every X the cost could be paid with now (107.3a, 601.2f)
        found: set[Total] = set()
        replaced = False
        decided: dict[str, None] = {}
        for each in legal_x_values(state, pid, ref, who):
            got = activation_totals(state, pid, index, player=player, x=each, that=that,
                                    could=could, sacrificed=sacrificed, triggers=triggers)
            found |= got.totals
            replaced = replaced or got.replaced
            decided.update(dict.fromkeys(got.decided_by))
        return ActivationTotals(frozenset(found), replaced, tuple(decided))
    found = set()
    replaced = False
    decided = {}
    for seen in resolving_states(state, pid, index, who, x):
        for values in paid_values(seen, pid, ref.ability, who):
            for shown in revealed_counts(seen, pid, ref.ability, who):
                got = _totals_in(seen, pid, index, player=player, x=x, removed=removed,
                                 that=that, could=could, sacrificed=sacrificed,
                                 triggers=triggers, values=values, revealed=shown)
                found |= got.totals
                replaced = replaced or got.replaced
                decided.update(dict.fromkeys(got.decided_by))
    return ActivationTotals(frozenset(found), replaced, tuple(decided))


_PAID_AMOUNTS = frozenset({"sacrificed_power", "sacrificed_mana_value", "exiled_mana_value"})


def _uses_paid_values(ability: Ability) -> bool:
    return any(isinstance(e, AddMana) and _PAID_AMOUNTS & {
        getattr(getattr(e.production, "count", None), "kind", None),
        getattr(e.times, "kind", None)} for e in ability.effects)


def revealed_counts(state: GameState, pid: int, ability: Ability,
                    who: str) -> list[int | None]:
    """Each number of cards the ability could reveal ("Reveal any number of artifact
    cards in your hand", CR 701.20): 0 up to those in the hand; ``[None]`` without."""
    for e in ability.effects:
        if isinstance(e, Reveal) and e.selector.zone == "hand" and e.amount.kind == "any":
            most = cards_to_reveal(ProductionContext(state, pid, who), e.selector)
            return list(range(most + 1))
    return [None]


def paid_values(state: GameState, pid: int, ability: Ability,
                who: str) -> list[tuple[int, int] | None]:
    """Each (power, mana value) the permanent an ability's cost sacrifices or exiles
    could have ("Add an amount of {B} equal to the sacrificed artifact's mana value":
    one total per choice, CR 608.2h); ``[None]`` when no amount asks."""
    if not _uses_paid_values(ability):
        return [None]
    chars = characteristics_of(state)
    out: dict[tuple[int, int], None] = {}
    for cost in ability.costs:
        if cost.selector is None or cost.selector.is_self or not (
                cost.kind == "sacrifice" or (cost.kind == "exile" and
                                             cost.zone == "battlefield")):
            continue
        for oid in cost_candidates(state, pid, cost, who):
            out[(chars[oid].power or 0, chars[oid].mana_value)] = None
    return list(out) or [(0, 0)]


def resolving_states(state: GameState, pid: int, index: int, who: str,
                     x: int | None) -> list[GameState]:
    """The states an ability's "add mana" instructions may see as it resolves (608.2):
    after its mana cost is paid, each way the player could pay it from the pool (601.2h;
    only asked by Doubling Cube's "unspent mana"), and after the effects written before
    them ("Put a charge counter on this artifact. Add X mana ...": Empowered
    Autogenerator, 608.2c)."""
    ref = characteristics_of(state)[pid].abilities[index]
    effects = ref.ability.effects
    first_add = next((i for i, e in enumerate(effects) if isinstance(e, AddMana)), 0)
    states = [state]
    if any(isinstance(e, AddMana) and isinstance(e.production, PoolCopy) for e in effects):
        states = pools_after_mana_cost(state, pid, ref, who, x)
    before = [e for e in effects[:first_add] if isinstance(e, PutCounters)
              and e.selector.is_self]
    out = []
    for seen in states:
        for e in before:
            n = amount_value(e.amount, ProductionContext(seen, pid, who, x=x))
            seen = put_counters(seen, pid, e.counter, n, who)
        out.append(seen)
    return out


def _totals_in(state: GameState, pid: int, index: int, *, player: str | None,
               x: int | None, removed: int | None, that: int | None,
               could: Callable[[int], frozenset[str]], sacrificed: frozenset[str] | None,
               triggers: bool, values: tuple[int, int] | None,
               revealed: int | None) -> ActivationTotals:
    ref = characteristics_of(state)[pid].abilities[index]
    pctx = activation_context(state, pid, index, player=player, x=x, removed=removed,
                              that=that, could=could, sacrificed=sacrificed)
    if values is not None:
        pctx = replace(pctx, paid_power=values[0], paid_mana_value=values[1])
    if revealed is not None:
        pctx = replace(pctx, revealed=revealed)
    who = pctx.controller
    tapped = ref.ability.has_tap_cost
    totals: set[Total] = {Total(Mana())}
    replaced = False
    decided: dict[str, None] = {}
    for _effect, event, effects in ability_events(state, pid, ref, pctx, who, tapped):
        replaced = replaced or bool(effects)
        final = apply_all(event, effects) or frozenset({Mana()})
        if effects and not triggers:  # could produce: which effects decided the types
            decided.update(dict.fromkeys(_deciding(event, effects, final)))
        if triggers:
            parts = {Total(a, a - m) for m in final
                     for a in totals_after_triggers(state, pid, frozenset({m}), who, tapped,
                                                    pctx)}
        else:
            parts = {Total(m) for m in final}
        totals = {Total(t.mana + p.mana, t.from_triggers + p.from_triggers)
                  for t in totals for p in parts}
    return ActivationTotals(frozenset(totals), replaced, tuple(decided))


def _types(amounts: frozenset[Mana]) -> frozenset[str]:
    return frozenset(t for m in amounts for t in m.types)


def _deciding(event: ManaEvent, effects: list[ManaRepEffect],
              final: frozenset[Mana]) -> list[str]:
    """The labels of the replacement effects that decided the types of mana an event
    gives (CR 106.7, 616.1): each one without which the types would differ; when no
    single one does but together they change the types, all of them."""
    got = _types(final)
    if got == _types(apply_all(event, [])):
        return []
    # leaving out either of two effects that act alike on this event leaves the same
    # problem (616.1): one search per kind of effect
    ctx = event.context
    differs: dict[object, bool] = {}
    single = []
    for i, e in enumerate(effects):
        kind = behaviour(e, ctx, static_condition_holds(e, ctx))
        if kind not in differs:
            differs[kind] = _types(apply_all(event, effects[:i] + effects[i + 1:])) != got
        if differs[kind]:
            single.append(e.label)
    return single or [e.label for e in effects]


def sacrificed_could(state: GameState, pid: int, ability: Ability, who: str,
                     lookup: Callable[[int], frozenset[str]]) -> frozenset[str]:
    """What "the sacrificed land" (or "that land" a cost taps or untaps: Benthic
    Explorers) could produce when it is not chosen yet (Squandered Resources; costs
    ignored, 106.7): anything a permanent the cost could use could produce."""
    found: frozenset[str] = frozenset()
    for cost in ability.costs:
        if cost.kind in ("sacrifice", "tap_other", "untap_other") and \
                cost.selector is not None and not cost.selector.is_self:
            for oid in cost_candidates(state, pid, cost, who):
                found = found | lookup(oid)
    return found
