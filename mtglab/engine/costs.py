"""Costs, decided in one place (CR 118, 602.2b, 601.2g-h, 107.5, 107.6, 302.6).

What every cost kind needs (a tapped or untapped source, mana, permanents to sacrifice or
tap, counters to remove, life), whether it can be paid now (:func:`cost_problems`, each
reason citing its rule), what could pay it (:func:`cost_candidates`) and paying it
(:func:`pay_costs`). Activation, legality, could produce (where costs are ignored, 106.7)
and the available-mana search all ask this module.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import Cost, Relation
from mtglab.engine.layers import AbilityRef, characteristics_of
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.production import ProductionContext, amount_value
from mtglab.engine.selectors import SelectContext, matches
from mtglab.engine.state import GameState
from mtglab.engine.wording import does, possessive
from mtglab.engine.zones import move_to_graveyard
from mtglab.errors import ChoiceRequired, IllegalActionError, UnsupportedError
from mtglab.mana import Mana

__all__ = ["cost_candidates", "cost_problems", "pay_costs", "summoning_sick", "symbol_problems"]


def cost_candidates(state: GameState, pid: int, cost: Cost, controller: str) -> list[int]:
    """Permanents that could pay a sacrifice / tap / untap cost."""
    chars = characteristics_of(state)
    assert cost.selector is not None
    ctx = SelectContext(pid, controller, state.permanents[pid].attached_to)
    # "Tap an untapped creature you control" may tap the source itself (Grand
    # Architect), unless {T} in the same cost taps it already: an object can't be
    # tapped twice for one cost (602.2b, 601.2h); likewise {Q} and untapping
    own = next((ref.ability for ref in chars[pid].abilities
                if any(c is cost for c in ref.ability.costs)), None)
    kinds = {c.kind for c in own.costs} if own is not None else {"tap", "untap"}
    out = []
    for oid, c in chars.items():
        perm = state.permanents[oid]
        if c.controller != controller:
            continue
        sel = cost.selector
        if cost.kind == "sacrifice" and sel.relation is Relation.SELF:
            if oid == pid:
                out.append(oid)
            continue
        if matches(sel, oid, c, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters)):
            if cost.kind == "tap_other" and (perm.tapped or (oid == pid and "tap" in kinds)):
                continue
            if cost.kind == "untap_other" and (not perm.tapped or
                                               (oid == pid and "untap" in kinds)):
                continue
            out.append(oid)
    return out




def summoning_sick(state: GameState, pid: int) -> bool:
    """Whether a permanent is a creature that hasn't been under its controller's control
    continuously since their most recent turn began and has no haste (CR 302.6)."""
    c = characteristics_of(state)[pid]
    perm = state.permanents[pid]
    return "Creature" in c.types and not perm.controlled_since_turn_start and \
        not c.has_keyword("haste")


def symbol_problems(state: GameState, pid: int, ref: AbilityRef) -> list[str]:
    """What forbids paying the {T} and {Q} of an ability's cost now: the source's tapped
    state (107.5, 107.6) and summoning sickness (302.6), whatever the ability does."""
    perm = state.permanents[pid]
    sick = summoning_sick(state, pid)
    problems: list[str] = []
    for cost in ref.ability.costs:
        if cost.kind not in ("tap", "untap"):
            continue
        symbol, rule = ("{T}", "107.5") if cost.kind == "tap" else ("{Q}", "107.6")
        if perm.tapped == (cost.kind == "tap"):
            state_word = "tapped" if perm.tapped else "untapped"
            problems.append(f"it is {state_word}, so its {symbol} cost can't be paid "
                            f"(CR {rule})")
        if sick:  # the summoning-sickness rule covers {T} and {Q} alike
            problems.append("it is a creature that hasn't been under its controller's "
                            "control continuously since their most recent turn began, "
                            f"and it has no haste (CR 302.6, {rule})")
    return problems


def cost_problems(state: GameState, pid: int, ref: AbilityRef, who: str, x: int | None, *,
                  mana_paid: bool = False) -> list[str]:
    """Every reason the ability's cost can't be paid now (CR 118.3, 602.2b); ``[]`` when
    it can. ``mana_paid=True`` leaves mana costs out (paid by mana abilities activated
    while paying, 601.2g, checked by the caller)."""
    a = ref.ability
    c = characteristics_of(state)[pid]
    perm = state.permanents[pid]
    problems: list[str] = symbol_problems(state, pid, ref)
    for cost in a.costs:
        if cost.kind in ("tap", "untap"):
            continue
        if cost.kind == "mana":
            assert cost.mana is not None
            if mana_paid or (cost.mana.has_x and x is None):
                continue  # X is chosen on activation; checked then
            plan = pay_from_pool(state.player(who), cost.mana, x=x or 0, purpose="ability",
                                 source=c)
            if plan is None:
                problems.append(f"{possessive(who)} mana pool "
                                f"({state.player(who).pool_mana or 'empty'}) "
                                f"can't pay {cost.mana} (CR 118.3, 601.2h)")
        elif cost.kind in ("sacrifice", "tap_other", "untap_other"):
            need = amount_value(cost.amount, ProductionContext(state, pid, who, x=x or 0))
            candidates = cost_candidates(state, pid, cost, who)
            if len(candidates) < need:
                verb = {"sacrifice": "sacrifice", "tap_other": "tap",
                        "untap_other": "untap"}[cost.kind]
                assert cost.selector is not None
                problems.append(f"there aren't {need} {cost.selector.describe()} to {verb} "
                                "(CR 118.3)")
        elif cost.kind == "remove_counters":
            have = perm.counter(cost.counter or "")
            wanted = (x or 0) if (cost.any_number or cost.amount.kind in ("x", "any", "all")) \
                else cost.amount.value
            if have < wanted:
                problems.append(f"it has {have} {cost.counter} counter(s), {wanted} needed "
                                "(CR 118.3)")
        elif cost.kind == "pay_life":
            life = state.player(who).life
            if cost.amount.value > 0 and life < cost.amount.value:
                problems.append(f"{does(who, 'has')} {life} life, less than the "
                                f"{cost.amount.value} to pay (CR 119.4)")
        else:
            problems.append(f"mtglab doesn't model the cost {cost.text_symbol!r} "
                            "(no hand, library or graveyard choices)")
    return problems


def _pick_for_cost(state: GameState, pid: int, cost: Cost, who: str, given: Any,
                   need: int) -> list[int]:
    candidates = cost_candidates(state, pid, cost, who)
    if cost.kind == "sacrifice" and cost.selector is not None and cost.selector.is_self:
        return [pid]
    verb = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap"}[cost.kind]
    if given is None:
        if len(candidates) == need:
            return candidates
        names = [f"{characteristics_of(state)[o].name} #{o}" for o in candidates]
        assert cost.selector is not None
        raise ChoiceRequired(f"what to {verb} for the cost ({cost.selector.describe()}); "
                             f"pass costs={{{verb!r}: ...}}", names)
    items = list(given) if isinstance(given, list | tuple) else [given]
    ids = [getattr(i, "id", i) for i in items]
    bad = [i for i in ids if i not in candidates]
    if bad or len(ids) != need:
        chars = characteristics_of(state)

        def named(o: int) -> str:
            return f"{chars[o].name} #{o}" if o in chars else f"#{o} (not on the battlefield)"

        legal = ", ".join(named(o) for o in candidates) or "none"
        problem = (f"{', '.join(named(o) for o in bad)} can't be chosen" if bad
                   else f"{len(ids)} chosen")
        raise IllegalActionError(f"{verb} for the cost", [
            f"the cost needs {need} of: {legal}; {problem} (CR 601.2h, 602.2b)"])
    return ids


def pay_costs(state: GameState, pid: int, ref: AbilityRef, who: str, x: int | None,
               costs: Mapping[str, Any]) -> tuple[GameState, dict[str, Any]]:
    paid: dict[str, Any] = {"removed": 0}
    name = characteristics_of(state)[pid].name
    source_chars = characteristics_of(state).get(pid)  # as the costs begin (106.6)
    for cost in ref.ability.costs:
        perm = state.permanents.get(pid)
        if cost.kind == "tap":
            assert perm is not None
            state = state.with_permanent(replace(perm, tapped=True))
            state = state.logged("cost", name, "tap it ({T})", "107.5")
        elif cost.kind == "untap":
            assert perm is not None
            state = state.with_permanent(replace(perm, tapped=False))
            state = state.logged("cost", name, "untap it ({Q})", "107.6")
        elif cost.kind == "mana":
            assert cost.mana is not None
            player = state.player(who)
            spend = costs.get("mana")
            if spend is not None and not isinstance(spend, Mana):
                spend = Mana.parse(spend) if "{" in str(spend) else Mana(str(spend))
            plan = pay_from_pool(player, cost.mana, x=x or 0, purpose="ability", spend=spend,
                                 source=source_chars)
            if plan is None:
                raise IllegalActionError(f"pay {cost.mana}", [
                    f"{spend or 'the mana'} from {possessive(who)} mana pool "
                    f"({player.pool_mana or 'empty'}) can't pay it exactly (CR 601.2h)"
                    if spend is not None else "the mana pool can't pay it"])
            new_pool, life = plan
            state = state.with_player(replace(player, pool=new_pool, life=player.life - life))
            state = state.logged("cost", name, f"{does(who, 'pays')} {cost.mana}"
                                 + (f" (X={x})" if cost.mana.has_x else ""), "601.2h, 602.2b")
        elif cost.kind in ("sacrifice", "tap_other", "untap_other"):
            verb = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap"}[
                cost.kind]
            need = amount_value(cost.amount, ProductionContext(state, pid, who, x=x or 0))
            chosen = _pick_for_cost(state, pid, cost, who, costs.get(verb), need)
            for oid in chosen:
                other = state.permanents[oid]
                oname = characteristics_of(state)[oid].name
                if verb == "sacrifice":
                    if oid == pid:  # last known information of the source (CR 113.7a)
                        paid["source_lki"] = other
                    paid.setdefault("sacrificed", []).append(oid)
                    state = move_to_graveyard(state, oid, "sacrificed as a cost", "701.21")
                else:
                    state = state.with_permanent(replace(other, tapped=(verb == "tap")))
                    state = state.logged("cost", oname, f"{verb} it for {name}'s cost", "118.3")
        elif cost.kind == "remove_counters":
            assert perm is not None
            n = (x or 0) if (cost.any_number or cost.amount.kind in ("x", "any", "all")) \
                else cost.amount.value
            state = state.with_permanent(perm.with_counters(cost.counter or "", -n))
            paid["removed"] = n
            state = state.logged("cost", name, f"remove {n} {cost.counter} counter(s)", "118.3")
        elif cost.kind == "pay_life":
            player = state.player(who)
            state = state.with_player(replace(player, life=player.life - cost.amount.value))
            state = state.logged("cost", name,
                                 f"{does(who, 'pays')} {cost.amount.value} life", "119.4")
        else:
            raise UnsupportedError(f"mtglab doesn't model the cost {cost.text_symbol!r} "
                                   "(CR 602.2b: every cost must be paid)")
    return state, paid


