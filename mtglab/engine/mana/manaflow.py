"""Mana from an ability to a pool: events, replacement effects, "tapped for mana" triggers.

Two ways through the same rules:

* :func:`resolve_add_mana` plays one resolution — the player's choices, one order of
  replacement effects, the triggered mana abilities it sets off (605.4a) — and returns
  the new state;
* :func:`ability_events` and :func:`totals_after_triggers` describe every possibility
  at once, for ``productions``, ``orderings`` and "could produce".

Both collect the applicable replacement effects with :func:`replacement_effects` and
the triggers with :func:`mana_triggers`, so each rule lives in one place.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace

from mtglab.cards.effects import (
    AddMana,
    CreatedTrigger,
    FixedMana,
    ManaReplacement,
    ManaTrigger,
    Relation,
)
from mtglab.cards.model import Ability, AbilityKind
from mtglab.engine.characteristics.layers import (
    AbilityRef,
    Characteristics,
    characteristics_of,
    linked_choices,
)
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.life import lose_life
from mtglab.engine.events.counters import counter_effects
from mtglab.engine.mana.production import (
    ProductionContext,
    condition_holds,
    present_choices,
    production_options,
)
from mtglab.engine.mana.replacement import (
    EventContext,
    ManaEvent,
    ManaRepEffect,
    apply_effect,
    choosable,
    list_orders,
    order_counts,
    order_table,
    outcome_options,
    static_condition_holds,
)
from mtglab.engine.memo import memo_of
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.state import GameState, PoolEntry
from mtglab.engine.wording import does, possessive
from mtglab.errors import ChoiceRequired, IllegalActionError
from mtglab.mana import Mana, ManaCost

__all__ = ["Chooser", "ManaAdded", "TriggerHit", "ability_events", "mana_triggers",
           "nothing_acts_on_mana", "replacement_effects", "resolve_add_mana",
           "totals_after_triggers"]


# ---------------------------------------------------------------------------- effects


def _labels(effects: list[ManaRepEffect]) -> list[ManaRepEffect]:
    """Label effects by source name, adding " #id" where names repeat."""
    counts: dict[str, int] = {}
    for e in effects:
        counts[e.source_name] = counts.get(e.source_name, 0) + 1
    return [replace(e, label=e.source_name if counts[e.source_name] == 1
                    else f"{e.source_name} #{e.source_id}") for e in effects]


def replacement_effects(state: GameState) -> list[ManaRepEffect]:
    """Every replacement effect on mana production that exists now (CR 106.12b, 614).

    From static abilities of permanents (Contamination, Mana Reflection) and from
    resolved abilities still in effect (Deep Water until end of turn).
    """
    cached = memo_of(state).get("mana_replacements")
    if cached is not None:
        return list(cached)
    chars = characteristics_of(state)
    found: list[ManaRepEffect] = []
    for pid, c in chars.items():
        if not c.has_statics:
            continue
        perm = state.permanents[pid]
        for ref in c.abilities:
            a = ref.ability
            if not a.supported or a.kind.value != "static":
                continue
            for e in a.effects:
                if isinstance(e, ManaReplacement):
                    found.append(ManaRepEffect(c.name, pid, c.name, c.controller,
                                               perm.timestamp, replacement=e,
                                               attached_to=perm.attached_to))
    for rec in state.effects:
        if isinstance(rec.effect, ManaReplacement):
            found.append(ManaRepEffect(rec.source_name, rec.source_id, rec.source_name,
                                       rec.controller, rec.timestamp, replacement=rec.effect,
                                       duration=f"until {rec.duration}" if rec.duration
                                       else "indefinite", targets=rec.affected))
    out = _labels(sorted(found, key=lambda e: e.timestamp))
    memo_of(state)["mana_replacements"] = tuple(out)  # the state is immutable
    return out


def _trigger_abilities(state: GameState) -> tuple[tuple[int, Ability], ...]:
    """The supported "tapped for mana" triggered abilities, by timestamp (cached)."""
    cached = memo_of(state).get("mana_trigger_abilities")
    if cached is None:
        chars = characteristics_of(state)
        cached = tuple(
            (pid, ref.ability)
            for pid, c in sorted(((pid, c) for pid, c in chars.items() if c.has_triggers),
                                 key=lambda kv: state.permanents[kv[0]].timestamp)
            for ref in c.abilities
            if ref.ability.supported and isinstance(ref.ability.trigger, ManaTrigger))
        memo_of(state)["mana_trigger_abilities"] = cached
    return cached


def nothing_acts_on_mana(state: GameState) -> bool:
    """Whether no replacement effect on mana production (614, 616.1) and no "tapped for
    mana" trigger (605.1b, permanents' or ones a resolved spell created, 603.7b) exists
    now: then what a mana ability adds is what its own text says (cached on the state)."""
    memo = memo_of(state)
    got = memo.get("nothing_acts_on_mana")
    if got is None:
        got = memo["nothing_acts_on_mana"] = not replacement_effects(state) and \
            not _trigger_abilities(state) and \
            not any(isinstance(rec.effect, CreatedTrigger) for rec in state.effects)
    return bool(got)


def _self_replacements(effect: AddMana, pctx: ProductionContext, source_name: str,
                       source_id: int | None) -> list[ManaRepEffect]:
    """The ability's own "... instead" clauses whose condition holds (614.15, 616.1a)."""
    out = []
    for cond, prod in effect.instead:
        if isinstance(prod, str):
            continue
        if condition_holds(cond, pctx):
            alt = frozenset(production_options(effect, pctx, production=prod))
            out.append(ManaRepEffect(f"{source_name} (its own text)", source_id, source_name,
                                     pctx.controller, 0, alternative=alt, tier="self",
                                     rule="614.15"))
    return out


# ---------------------------------------------------------------------------- triggers


@dataclass(frozen=True, slots=True)
class TriggerHit:
    """A "tapped for mana" triggered ability that triggers (CR 106.12a, 605.1b)."""

    source_id: int
    source_name: str
    controller: str
    ability: Ability
    effect: AddMana | None  # None: the trigger does something else (goes on the stack)
    recipient: str
    timestamp: int


def mana_triggers(state: GameState, source_id: int, activator: str, produced: Mana,
                  tapped_for_mana: bool) -> list[TriggerHit]:
    """Triggered abilities that trigger on this mana ability resolving (106.12a).

    They trigger only when a permanent is tapped for mana — a mana ability with {T} in
    its cost (106.12) — and only if it produced mana (or the mana of the type named).
    """
    if not produced:
        return []
    memo: dict[tuple[int, str, Mana, bool], tuple[TriggerHit, ...]] = \
        memo_of(state).setdefault("mana_triggers", {})
    key = (source_id, activator, produced, tapped_for_mana)
    got = memo.get(key)
    if got is None:
        got = memo[key] = tuple(_mana_triggers(state, source_id, activator, produced,
                                               tapped_for_mana))
    return list(got)


def _mana_triggers(state: GameState, source_id: int, activator: str, produced: Mana,
                   tapped_for_mana: bool) -> list[TriggerHit]:
    """The permanents' triggered mana abilities that trigger on this mana (605.1b) and
    then the ones resolved spells created (:func:`_created_hits`)."""
    chars = characteristics_of(state)
    hits: list[TriggerHit] = []
    for pid, a in _trigger_abilities(state):
        hit = _permanent_hit(state, chars, pid, a, source_id, activator, produced,
                             tapped_for_mana)
        if hit is not None:
            hits.append(hit)
    return hits + _created_hits(state, source_id, activator, produced, tapped_for_mana)


def _tapper_matches(tapper: str, activator: str, controller: str) -> bool:
    """Whether the player who tapped is the one the trigger names ("you tap", "an
    opponent taps"; anyone otherwise)."""
    if tapper == "you":
        return activator == controller
    if tapper == "opponent":
        return activator != controller
    return True


def _permanent_hit(state: GameState, chars: dict[int, Characteristics], pid: int,
                   a: Ability, source_id: int, activator: str, produced: Mana,
                   tapped_for_mana: bool) -> TriggerHit | None:
    """The trigger of the ability ``a`` of permanent ``pid``, or None if this mana doesn't
    trigger it: tapped for mana (106.12), by whom, which permanent, the type produced, an
    intervening "if" (603.4)."""
    c = chars[pid]
    perm = state.permanents[pid]
    tapped = chars[source_id]
    perm_src = state.permanents[source_id]
    trig = a.trigger
    assert isinstance(trig, ManaTrigger)
    if not tapped_for_mana and not trig.any_ability:
        return None  # "tapped for mana": a mana ability with {T} in its cost (106.12)
    if not _tapper_matches(trig.tapper, activator, c.controller):
        return None
    ctx = SelectContext(pid, c.controller, perm.attached_to,
                        chosen=present_choices(state, linked_choices(state, pid)),
                        source_name=c.name)
    if not matches(trig.selector, source_id, tapped, ctx, tapped=perm_src.tapped,
                   is_token=perm_src.is_token):
        return None
    if trig.of_type is not None:
        wanted = dict(linked_choices(state, pid)).get("color") \
            if trig.of_type == "chosen" else trig.of_type
        if wanted is None or wanted not in produced:
            return None
    if trig.condition is not None and not condition_holds(
            trig.condition, ProductionContext(state, pid, c.controller, that=source_id,
                                              chosen=dict(linked_choices(state, pid)))):
        return None  # an intervening "if" (CR 603.4)
    adds = [e for e in a.effects if isinstance(e, AddMana)]
    recipient = c.controller
    if adds:
        who = adds[0].player
        recipient = tapped.controller if who == "controller" else (
            activator if who == "that player" else c.controller)
    return TriggerHit(pid, c.name, c.controller, a, adds[0] if adds else None,
                      recipient, perm.timestamp)


def _created_hits(state: GameState, source_id: int, activator: str, produced: Mana,
                  tapped_for_mana: bool) -> list[TriggerHit]:
    """The "tapped for mana" triggers that resolved spells created until end of turn
    (High Tide, Bubbling Muck: CR 603.7b, 605.1b). The spell is no permanent, so the
    permanent whose tapping triggered one stands as the source of its mana."""
    hits: list[TriggerHit] = []
    tapped = characteristics_of(state)[source_id]
    perm_src = state.permanents[source_id]
    for rec in state.effects:
        e = rec.effect
        if not isinstance(e, CreatedTrigger) or not e.effects:
            continue
        trig = e.trigger
        if not tapped_for_mana and not trig.any_ability:
            continue
        if not _tapper_matches(trig.tapper, activator, rec.controller):
            continue
        ctx = SelectContext(None, rec.controller, None, source_name=rec.source_name)
        if not matches(trig.selector, source_id, tapped, ctx, tapped=perm_src.tapped,
                       is_token=perm_src.is_token):
            continue
        if trig.of_type is not None and trig.of_type not in produced:
            continue
        if trig.condition is not None and not condition_holds(
                trig.condition, ProductionContext(state, None, rec.controller, that=source_id)):
            continue
        add = e.effects[0]
        recipient = tapped.controller if add.player == "controller" else (
            activator if add.player == "that player" else rec.controller)
        ability = Ability(e.text, AbilityKind.TRIGGERED, True, is_mana_ability=True,
                          effects=e.effects, trigger=trig)
        hits.append(TriggerHit(source_id, rec.source_name, rec.controller, ability, add,
                               recipient, rec.timestamp))
    return hits


# ---------------------------------------------------------------------------- one resolution


@dataclass
class ManaAdded:
    """What one mana ability (and the triggers it set off) added, by source."""

    by_source: list[tuple[int, str, Mana]] = field(default_factory=list)
    triggers: list[TriggerHit] = field(default_factory=list)
    pending: list[TriggerHit] = field(default_factory=list)  # non-mana triggers

    @property
    def total(self) -> Mana:
        out = Mana()
        for _, _, m in self.by_source:
            out = out + m
        return out


def _event_context(state: GameState, source_id: int, tapped_for_mana: bool,
                   activator: str) -> EventContext:
    chars = characteristics_of(state)
    perm = state.permanents[source_id]
    return EventContext(source_id, chars[source_id], tapped_for_mana, activator,
                        source_tapped=perm.tapped, source_is_token=perm.is_token)


def _apply_in_order(state: GameState, m: Mana, ectx: EventContext,
                    effects: list[ManaRepEffect], chooser: Chooser,
                    order: Sequence[str] | None) -> tuple[Mana, list[str]]:
    """Apply replacement effects to one concrete amount, in ``order`` or a default one;
    labels in ``order`` that name a counter effect and none of ``effects`` are for the
    activation's counter events and are passed over (616.1)."""
    mine = [e.label for e in effects]
    wanted = None if order is None else [
        o for o in order if o in mine or o not in [f.label for f in counter_effects(state)]]
    remaining = [1] * len(effects)
    applied: list[str] = []
    outcomes = frozenset({m})
    while True:
        ready = choosable(ManaEvent(ectx, outcomes), effects,
                           [i for i, r in enumerate(remaining) if not r], outcomes)
        if not ready:
            if wanted:
                raise IllegalActionError("apply replacement effects in that order", [
                    f"{wanted[0]!r} does not apply at that point (CR 616.1f)"])
            break
        idx = _next_replacement(effects, remaining, ready, wanted, ectx, outcomes)
        eff = effects[idx]
        remaining[idx] = 0
        (cur,) = outcomes
        options = outcome_options(eff, cur, ectx)
        new = chooser.pick_mana(f"the mana {eff.label} makes", sorted(options, key=str))
        outcomes = frozenset({new})
        applied.append(f"{eff.label}: {cur or 'nothing'} -> {new or 'nothing'}")
    (final,) = outcomes
    return final, applied


def _next_replacement(effects: list[ManaRepEffect], remaining: list[int], ready: list[int],
                      wanted: list[str] | None, ectx: EventContext,
                      outcomes: frozenset[Mana]) -> int:
    """The index of the replacement effect to apply next: the next of ``wanted`` (which
    it pops), the only one that can apply, or the first when every order gives the same
    result; several results need a choice (616.1)."""
    if wanted:
        label = wanted.pop(0)
        pick = [i for i in ready if effects[i].label == label]
        if not pick:
            legal = [effects[i].label for i in ready]
            raise IllegalActionError("apply replacement effects in that order", [
                f"{label!r} can't be applied next; legal next: {legal} (CR 616.1)"])
        return pick[0]
    if len(ready) == 1:
        return ready[0]
    rest = [e for i, e in enumerate(effects) if remaining[i]]
    finals = order_counts(ManaEvent(ectx, outcomes), rest)
    if len(finals) > 1:
        orders = [row.order for row in itertools.islice(
            list_orders(ManaEvent(ectx, outcomes), rest), 50)]
        raise ChoiceRequired(
            f"the order of replacement effects for {ectx.source.name} "
            f"(chosen by {ectx.source.controller}, CR 616.1); pass order=",
            orders)
    return ready[0]  # every order gives the same result: timestamp order


def resolve_add_mana(
    state: GameState,
    *,
    source_id: int,
    ability: Ability,
    effect: AddMana,
    pctx: ProductionContext,
    activator: str,
    recipient: str,
    tapped_for_mana: bool,
    chooser: Chooser,
    order: Sequence[str] | None,
    result: ManaAdded,
    is_trigger: bool = False,
) -> GameState:
    """Play one "add mana" instruction: choose, replace, add to the pool, trigger."""
    name = characteristics_of(state)[source_id].name if source_id in state.permanents \
        else "?"
    options = production_options(effect, replace(pctx, unless_open=False))
    if not options or all(not o for o in options):
        return state.logged("no mana", name,
                            "the type of mana is undefined, so no mana is produced"
                            if not options else "the amount is zero", "106.5")
    what = f"the mana {name} adds ({effect.production.describe()})"
    pick = chooser.pick_mana(what, options,
                             is_choice=not isinstance(effect.production, FixedMana))
    if effect.unless_paid is not None:
        state, payer = _unless_any_player_pays(state, effect.unless_paid, pick, name, chooser)
        if payer is not None:
            return state  # no mana is produced: nothing was tapped for mana (106.12a)
    ectx = _event_context(state, source_id, tapped_for_mana, activator)
    effects = _self_replacements(effect, pctx, name, source_id) + replacement_effects(state)
    final, applied = _apply_in_order(state, pick, ectx, effects, chooser, order)
    for line in applied:
        state = state.logged("replacement", name, line, "614.1a, 616.1")
    if final:
        entry = PoolEntry(final, source_id, name, effect.restriction,
                          tuple(r.text for r in effect.riders),
                          snow="Snow" in getattr(characteristics_of(state).get(source_id),
                                                 "supertypes", ()))  # 107.4h
        player = state.player(recipient)
        state = state.with_player(replace(player, pool=(*player.pool, entry)))
        result.by_source.append((source_id, name, final))

        rule = "605.4a, 106.4" if is_trigger else "605.3b, 106.4"
        state = state.logged("add mana", name, f"{does(recipient, 'adds')} {final}", rule)
    if is_trigger:
        return state
    for hit in mana_triggers(state, source_id, activator, final, tapped_for_mana):
        result.triggers.append(hit)
        state = state.logged("trigger", hit.source_name,
                             f"{name} was tapped for mana: {hit.ability.text}", "106.12a")
        if hit.effect is None:
            result.pending.append(hit)
            continue
        tctx = ProductionContext(state, hit.source_id, hit.controller, that=source_id,
                                 produced=final, could=pctx.could,
                                 chosen=dict(linked_choices(state, hit.source_id)))
        state = resolve_add_mana(
            state, source_id=hit.source_id, ability=hit.ability, effect=hit.effect,
            pctx=tctx, activator=activator, recipient=hit.recipient, tapped_for_mana=False,
            chooser=chooser, order=None, result=result, is_trigger=True)
    return state


def _unless_any_player_pays(state: GameState, cost: ManaCost, pick: Mana, name: str,
                            chooser: Chooser) -> tuple[GameState, str | None]:
    """Offer each player, in turn order from the active player (CR 101.4), to pay
    ``cost`` so that ``pick`` isn't added ("unless any player pays {1}"); the first who
    pays does so from their mana pool (mana abilities may be activated first, 608.2g,
    117.1d: on a board, the mana they would make is put in their pool beforehand)."""
    names = list(state.player_names)
    start = names.index(state.active) if state.active in names else 0
    for who in names[start:] + names[:start]:
        player = state.player(who)
        pays = chooser.pick(f"does {who} pay {cost} so that {name} adds no {pick}? "
                            "(CR 608.2g, 101.4)", [False, True])
        if not pays:
            continue
        plan = pay_from_pool(player, cost, purpose="ability")
        if plan is None:
            raise IllegalActionError(f"pay {cost} for {name}", [
                f"{possessive(who)} mana pool ({player.pool_mana or 'empty'}) can't pay "
                f"{cost}: put the mana their mana abilities would make in it first "
                "(CR 608.2g, 117.1d)"])
        new_pool, life = plan
        state = lose_life(state.with_player(replace(player, pool=new_pool)), who, life)  # 119.4
        return state.logged("pay", name, f"{does(who, 'pays')} {cost}: no mana is added",
                            "608.2g"), who
    return state, None


# ---------------------------------------------------------------------------- all at once


def ability_events(state: GameState, source_id: int, ref: AbilityRef,
                   pctx: ProductionContext, activator: str,
                   tapped_for_mana: bool) -> Iterator[tuple[AddMana, ManaEvent,
                                                            list[ManaRepEffect]]]:
    """For each "add mana" instruction of an ability: its proposed event (all of the
    player's choices open) and the replacement effects that could apply."""
    chars: dict[int, Characteristics] = characteristics_of(state)
    name = chars[source_id].name
    for effect in ref.ability.effects:
        if not isinstance(effect, AddMana):
            continue
        options = production_options(effect, pctx)
        ectx = _event_context(state, source_id, tapped_for_mana, activator)
        event = ManaEvent(ectx, frozenset(options), effect.production.describe())
        effects = _self_replacements(effect, pctx, name, source_id) + replacement_effects(state)
        yield effect, event, [e for e in effects if _may_apply(e, event)]


def _may_apply(eff: ManaRepEffect, event: ManaEvent) -> bool:
    """Cheap filter: effects that can never apply to this event are left out.

    Only what doesn't depend on the mana decides: an effect that doesn't apply to the
    mana proposed now may apply once another effect has changed it (616.1f, 616.2) —
    Damping Sphere's "tapped for two or more mana" after Mana Reflection doubled one.
    """
    return static_condition_holds(eff, event.context)


def totals_after_triggers(state: GameState, source_id: int, final: frozenset[Mana],
                          activator: str, tapped_for_mana: bool,
                          pctx: ProductionContext) -> frozenset[Mana]:
    """Add the mana of "tapped for mana" triggers to each possible amount (605.4a)."""
    out: set[Mana] = set()
    reps: list[ManaRepEffect] | None = None
    # what one trigger's amount becomes, by its source and amount (the same whichever
    # amount set it off)
    after: dict[tuple[int, Mana], set[Mana]] = {}
    for m in final:
        hits = [h for h in mana_triggers(state, source_id, activator, m, tapped_for_mana)
                if h.effect is not None]
        extras: list[list[Mana]] = []
        for hit in hits:
            assert hit.effect is not None
            tctx = ProductionContext(state, hit.source_id, hit.controller, that=source_id,
                                     produced=m, could=pctx.could,
                                     chosen=dict(linked_choices(state, hit.source_id)))
            opts = production_options(hit.effect, tctx)
            finals: set[Mana] = set()
            for o in opts or [Mana()]:
                got = after.get((hit.source_id, o))
                if got is None:
                    if reps is None:
                        reps = replacement_effects(state)
                    # trigger mana is its own event: effects on tapped permanents don't
                    # apply
                    ectx = _event_context(state, hit.source_id, False, activator)
                    got = after[hit.source_id, o] = set().union(
                        *order_table(ManaEvent(ectx, frozenset({o})), reps))
                finals |= got
            extras.append(sorted(finals, key=str) or [Mana()])
        if not extras:
            out.add(m)
            continue
        for combo in itertools.product(*extras):
            total = m
            for x in combo:
                total = total + x
            out.add(total)
    return frozenset(out)


def relation_uses_that(effect: AddMana) -> bool:
    """Whether an instruction refers to "that land"/"the sacrificed land"."""
    prod = effect.production
    sel = getattr(prod, "selector", None)
    return sel is not None and sel.relation in (Relation.THAT, Relation.SACRIFICED)


def apply_all(event: ManaEvent, effects: Sequence[ManaRepEffect]) -> frozenset[Mana]:
    """Every amount reachable by any order (the union over 616.1 orders)."""
    out: set[Mana] = set()
    for outs in order_counts(event, effects):
        out.update(outs)
    return frozenset(out)


__all__ += ["apply_all", "apply_effect", "relation_uses_that"]
