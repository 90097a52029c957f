"""Costs, decided in one place (CR 118, 602.2b, 601.2g-h, 107.5, 107.6, 302.6).

What every cost kind needs (a tapped or untapped source, mana, permanents to sacrifice or
tap, counters to remove, life), whether it can be paid now (:func:`cost_problems`, each
reason citing its rule), what could pay it (:func:`cost_candidates`) and paying it
(:func:`pay_costs`). Activation, legality, could produce (where costs are ignored, 106.7)
and the available-mana search all ask this module.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.effects import ControllerSpec, Cost, NoteManaSpent, Relation, Selector
from mtglab.cards.model import Ability
from mtglab.engine.activating.costreduction import reduced
from mtglab.engine.activating.loyalty import loyalty_change, loyalty_cost_problem
from mtglab.engine.characteristics.layers import AbilityRef, Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.effects.exerting import exert
from mtglab.engine.effects.life import lose_life
from mtglab.engine.events.counters import put_counters, remove_counters
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.zones import (
    card_zone,
    leave_battlefield,
    move_card,
    move_to_graveyard,
    zone_cards,
)
from mtglab.engine.mana.production import ProductionContext, amount_value
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import (
    Event,
    hand_cards,
    offer,
    triggered_by_discarding,
    triggered_by_tapping,
)
from mtglab.engine.state import BaseValues, CardInZone, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import ChoiceRequired, IllegalActionError
from mtglab.mana import Mana, SymbolKind

__all__ = [
    "card_candidates",
    "cost_candidates",
    "cost_problems",
    "counted_cost_problems",
    "legal_x_values",
    "needs_x",
    "pay_costs",
    "pools_after_mana_cost",
    "summoning_sick",
    "symbol_problems",
]


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
    # a cost uses the player's own permanents (701.21a: you sacrifice only your own)
    # unless it names an opponent's ("Untap a tapped land an opponent controls")
    theirs = cost.selector.controller is ControllerSpec.OPPONENT
    for oid, c in chars.items():
        perm = state.permanents[oid]
        if (c.controller != controller) is not theirs:
            continue
        sel = cost.selector
        if cost.kind in ("sacrifice", "exile") and sel.relation is Relation.SELF:
            if oid == pid:
                out.append(oid)
            continue
        if matches(sel, oid, c, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters)) and \
                not _cant_be_turned(cost, perm.tapped, oid == pid, kinds):
            out.append(oid)
    return out


def _cant_be_turned(cost: Cost, tapped: bool, is_source: bool, kinds: set[Any]) -> bool:
    """Whether a permanent can't pay a tap (crew) or untap cost: it is tapped (untapped)
    already, or it is the source and {T} ({Q}) in the same cost turns it already
    (602.2b, 601.2h)."""
    if cost.kind in ("tap_other", "crew"):
        return tapped or (is_source and "tap" in kinds)
    if cost.kind == "untap_other":
        return not tapped or (is_source and "untap" in kinds)
    return False




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
    sick: bool | None = None  # (asked once, when a {T} or {Q} is found)
    problems: list[str] = []
    for cost in ref.ability.costs:
        if cost.kind not in ("tap", "untap"):
            continue
        if sick is None:
            sick = summoning_sick(state, pid)
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
                  mana_paid: bool = False, symbols: bool = True) -> list[str]:
    """Every reason the ability's cost can't be paid now (CR 118.3, 602.2b); ``[]`` when
    it can. ``mana_paid=True`` leaves mana costs out (paid by mana abilities activated
    while paying, 601.2g, checked by the caller); ``symbols=False`` leaves out those of
    :func:`symbol_problems` (a caller that has them already)."""
    problems: list[str] = symbol_problems(state, pid, ref) if symbols else []
    ref = reduced(state, pid, ref, who)  # "this ability costs {1} less" (602.2b, 118.7)
    for cost in ref.ability.costs:
        if cost.kind in ("tap", "untap"):
            continue
        if cost.kind == "mana" and mana_paid:
            continue  # paid by mana abilities activated while paying (601.2g)
        check = _COST_PROBLEMS.get(cost.kind)
        msg = check(state, pid, cost, who, x, ref) if check is not None else \
            _zone_cost_problem(state, pid, cost, who, x)
        if msg and not (cost.kind == "loyalty" and msg in problems):
            problems.append(msg)
    return problems


def _mana_problem(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                  ref: AbilityRef) -> str | None:
    """The mana pool can't pay the mana cost (118.3, 601.2h); X is chosen on activation,
    and checked then."""
    assert cost.mana is not None
    if cost.mana.has_x and x is None:
        return None  # X is chosen on activation; checked then
    plan = pay_from_pool(state.player(who), cost.mana, x=x or 0, purpose="ability",
                         source=characteristics_of(state)[pid])
    if plan is None:
        return (f"{possessive(who)} mana pool ({state.player(who).pool_mana or 'empty'}) "
                f"can't pay {cost.mana} (CR 118.3, 601.2h)")
    return None


def _permanents_problem(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                        ref: AbilityRef) -> str | None:
    """There aren't the permanents to sacrifice, tap or untap (118.3)."""
    need = amount_value(cost.amount, ProductionContext(state, pid, who, x=x or 0))
    candidates = cost_candidates(state, pid, cost, who)
    if len(candidates) < need:
        verb = {"sacrifice": "sacrifice", "tap_other": "tap",
                "untap_other": "untap"}[cost.kind]
        assert cost.selector is not None
        return f"there aren't {need} {cost.selector.describe()} to {verb} (CR 118.3)"
    return None


def _saddles(ref: AbilityRef) -> bool:
    """Whether the crew-like cost is a saddle ability's (702.171a), not a crew's."""
    return "Saddle" in ref.ability.keywords


def _crew_problem(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                  ref: AbilityRef) -> str | None:
    """The other untapped creatures haven't the total power to crew (saddle) it
    (702.122a, 702.171a)."""
    total = sum(_crew_power(state, o) for o in cost_candidates(state, pid, cost, who))
    if total < cost.amount.value:
        word, rule = ("saddle", "702.171a") if _saddles(ref) else ("crew", "702.122a")
        return (f"the other untapped creatures {does(who, 'controls')} have "
                f"total power {total}, less than {word} {cost.amount.value} "
                f"(CR {rule}, 118.3)")
    return None


def _remove_counters_problem(state: GameState, pid: int, cost: Cost, who: str,
                             x: int | None, ref: AbilityRef) -> str | None:
    """It hasn't the counters to remove (118.3); "from a creature you control": no such
    permanent has one."""
    if _from_another(cost):
        if not cost_candidates(state, pid, cost, who):
            assert cost.selector is not None
            return (f"no {cost.selector.describe()} has a {cost.counter or ''} counter "
                    "to remove (CR 118.3)".replace("  ", " "))
        return None
    have = state.permanents[pid].counter(cost.counter or "")
    wanted = (x or 0) if (cost.any_number or cost.amount.kind in ("x", "any", "all")) \
        else cost.amount.value
    if have < wanted:
        return f"it has {have} {cost.counter} counter(s), {wanted} needed (CR 118.3)"
    return None


def _from_another(cost: Cost) -> bool:
    """Whether a remove-counters cost takes them from a permanent its player chooses
    ("Remove a +1/+1 counter from a creature you control") rather than the source."""
    return cost.selector is not None and not cost.selector.is_self


def _loyalty_problem(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                     ref: AbilityRef) -> str | None:
    """Every loyalty cost combined can't be paid (606.5)."""
    return loyalty_cost_problem(state.permanents[pid], ref.ability.costs, x)


def _life_problem(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                  ref: AbilityRef) -> str | None:
    """The player hasn't the life to pay (119.4)."""
    life = state.player(who).life
    if cost.amount.value > 0 and life < cost.amount.value:
        return (f"{does(who, 'has')} {life} life, less than the "
                f"{cost.amount.value} to pay (CR 119.4)")
    return None


#: Why each cost kind other than those of :data:`_ZONE_COST_PROBLEMS` can't be paid now.
_COST_PROBLEMS: Final[Mapping[str, Callable[[GameState, int, Cost, str, int | None,
                                             AbilityRef], str | None]]] = {
    "mana": _mana_problem,
    "sacrifice": _permanents_problem,
    "tap_other": _permanents_problem,
    "untap_other": _permanents_problem,
    "crew": _crew_problem,
    "remove_counters": _remove_counters_problem,
    "loyalty": _loyalty_problem,
    "pay_life": _life_problem,
}


def card_candidates(state: GameState, pid: int, cost: Cost, who: str) -> list[CardInZone]:
    """The cards in ``who``'s hand or graveyard that a discard or exile cost could use."""
    zone = cost.zone or "hand"
    source = characteristics_of(state).get(pid)  # "another card named ~" (201.2)
    ctx = SelectContext(pid, who, source_name=source.name if source is not None else "")
    sel = cost.selector or Selector()
    out = []
    for g in zone_cards(state, who, zone):
        if g.card is None or g.id is None:
            continue
        looks = CardLooks(BaseValues.of_card(g.card), who)
        if matches(replace(sel, controller=ControllerSpec.ANY, zone=None), g.id, looks, ctx):
            out.append(g)
    return out


def _card_mana_value(g: CardInZone) -> int:
    return g.card.mana_cost.mana_value if g.card is not None and g.card.mana_cost else 0


def _count(cost: Cost, state: GameState, pid: int, who: str, x: int | None) -> int:
    return amount_value(cost.amount, ProductionContext(state, pid, who, x=x or 0))


def _zone_cost_problem(state: GameState, pid: int, cost: Cost, who: str,
                       x: int | None) -> str | None:
    """Why a cost that needs a zone, energy, counters or an exert can't be paid now."""
    check = _ZONE_COST_PROBLEMS.get(cost.kind)
    if check is None:
        return f"mtglab doesn't model the cost {cost.text_symbol!r} (CR 602.2b)"
    return check(state, pid, cost, who, x)


def _discard_problem(state: GameState, pid: int, cost: Cost, who: str,
                     x: int | None) -> str | None:
    """A discard cost (701.9): "discard this card" needs it in the hand (702.29a,
    113.6m); "discard N cards" needs N of them (118.3)."""
    if cost.selector is not None and cost.selector.is_self:
        where = card_zone(state, pid)  # "Discard this card" (cycling, 702.29a)
        if where is None or where[1] != "hand" or where[0] != who:
            return (f"it must be in {possessive(who)} hand to be discarded, and it is "
                    "on the battlefield (CR 702.29a, 113.6m)")
        return None
    if cost.amount.kind == "all":
        return None  # "discard your hand" can be paid with an empty hand
    need = _count(cost, state, pid, who, x)
    have = len(card_candidates(state, pid, cost, who))
    if have < need:
        what = (cost.selector or Selector()).describe()
        return (f"{possessive(who)} hand has {have} {what} to discard, {need} "
                "needed (CR 118.3, 701.9)")
    return None


def _exile_problem(state: GameState, pid: int, cost: Cost, who: str,
                   x: int | None) -> str | None:
    """An exile cost (406.3, 118.3): permanents, the card itself from its zone (602.2,
    113.6m), or cards from a zone."""
    if cost.zone == "battlefield":
        need = _count(cost, state, pid, who, x)
        if len(cost_candidates(state, pid, cost, who)) < need:
            assert cost.selector is not None
            return f"there aren't {need} {cost.selector.describe()} to exile (CR 118.3)"
        return None
    if cost.selector is not None and cost.selector.is_self:
        where = card_zone(state, pid)
        if where is None or where[1] != cost.zone or where[0] != who:
            return (f"it must be in {possessive(who)} {cost.zone} to be exiled from "
                    "there, and it is on the battlefield (CR 602.2, 113.6m)")
        return None
    need = _count(cost, state, pid, who, x)
    have = len(card_candidates(state, pid, cost, who))
    if have < need:
        return (f"{possessive(who)} {cost.zone} has {have} matching card(s) to "
                f"exile, {need} needed (CR 118.3)")
    return None


def _mill_problem(state: GameState, pid: int, cost: Cost, who: str,
                  x: int | None) -> str | None:
    """A mill cost needs the cards in the library (701.17b, 118.3)."""
    need = _count(cost, state, pid, who, x)
    have = len(zone_cards(state, who, "library"))
    if have < need:
        return (f"{possessive(who)} library has {have} card(s), {need} to mill "
                "(CR 701.17b, 118.3)")
    return None


def _return_problem(state: GameState, pid: int, cost: Cost, who: str,
                    x: int | None) -> str | None:
    """"Return N ... you control to their owner's hand" needs them (118.3)."""
    if cost.selector is not None and not cost.selector.is_self:
        need = _count(cost, state, pid, who, x)
        if len(cost_candidates(state, pid, cost, who)) < need:
            return (f"there aren't {need} {cost.selector.describe()} to return "
                    "(CR 118.3)")
    return None


def _energy_problem(state: GameState, pid: int, cost: Cost, who: str,
                    x: int | None) -> str | None:
    """Paying {E} needs the energy counters (107.14, 118.3)."""
    player = state.player(who)
    need = cost.amount.value
    if player.counter("energy") < need:
        return (f"{does(who, 'has')} {player.counter('energy')} energy, {need} "
                "needed (CR 107.14, 118.3)")
    return None


def _nothing_needed(state: GameState, pid: int, cost: Cost, who: str,
                    x: int | None) -> str | None:
    """Nothing is needed to put counters on it or exert it (701.43)."""
    return None


def _forage_problem(state: GameState, pid: int, cost: Cost, who: str,
                    x: int | None) -> str | None:
    """Forage needs three graveyard cards or a Food (701.61a)."""
    foods = [o for o, c in characteristics_of(state).items()
             if c.controller == who and "Food" in c.subtypes]
    if len(zone_cards(state, who, "graveyard")) < 3 and not foods:
        return ("to forage, exile three cards from your graveyard or sacrifice a "
                "Food: there are neither (CR 701.61a)")
    return None


def _evidence_problem(state: GameState, pid: int, cost: Cost, who: str,
                      x: int | None) -> str | None:
    """Collecting evidence N needs graveyard cards of total mana value N (701.59a)."""
    total = sum(_card_mana_value(g) for g in zone_cards(state, who, "graveyard"))
    if total < cost.amount.value:
        return (f"the cards in {possessive(who)} graveyard have total mana value "
                f"{total}, less than {cost.amount.value} (CR 701.59a)")
    return None


#: Why each cost that needs a zone, energy, counters or an exert can't be paid, by kind.
_ZONE_COST_PROBLEMS: Final[Mapping[str, Callable[[GameState, int, Cost, str, int | None],
                                                 str | None]]] = {
    "discard": _discard_problem,
    "exile": _exile_problem,
    "mill": _mill_problem,
    "return": _return_problem,
    "energy": _energy_problem,
    "put_counters": _nothing_needed,
    "exert": _nothing_needed,
    "forage": _forage_problem,
    "collect_evidence": _evidence_problem,
}


def _pick_cards(state: GameState, cands: list[CardInZone], need: int, given: Any,
                verb: str, what: str) -> list[int]:
    """The cards chosen for a cost from ``cands`` (handles, ids or names given)."""
    ids = [g.id for g in cands if g.id is not None]
    if given is None:
        if len(ids) == need:
            return ids
        raise ChoiceRequired(f"which cards to {verb} for the cost ({what}); pass "
                             f"costs={{{verb!r}: ...}}", [f"{g.name} #{g.id}" for g in cands])
    items = list(given) if isinstance(given, list | tuple) else [given]
    chosen: list[int] = []
    for item in items:
        cid = getattr(item, "id", item)
        if isinstance(cid, str):
            named = [g.id for g in cands if g.name.lower() == cid.lower() and g.id is not None
                     and g.id not in chosen]
            cid = named[0] if named else None
        if cid not in ids or cid in chosen:
            raise IllegalActionError(f"{verb} for the cost", [
                f"{item!r} can't be chosen: legal are "
                f"{[f'{g.name} #{g.id}' for g in cands]} (CR 601.2h, 602.2b)"])
        chosen.append(int(cid))
    if len(chosen) != need:
        raise IllegalActionError(f"{verb} for the cost", [
            f"the cost needs {need} card(s), {len(chosen)} chosen (CR 601.2h)"])
    return chosen


@dataclass(frozen=True)
class _Paying:
    """One activation's costs being paid (601.2h, 602.2b): its source, player, X, the
    choices given, what has been paid so far (filled as costs are paid), and the order
    of replacement effects asked for (616.1)."""

    pid: int
    who: str
    x: int | None
    costs: Mapping[str, Any]
    paid: dict[str, Any]
    order: Sequence[str] | None
    name: str

    def count(self, cost: Cost, state: GameState) -> int:
        """How many the cost names, with the X paid."""
        return _count(cost, state, self.pid, self.who, self.x)


def _pay_zone_cost(state: GameState, pid: int, cost: Cost, who: str, x: int | None,
                   costs: Mapping[str, Any], paid: dict[str, Any],
                   order: Sequence[str] | None = None) -> GameState:
    """Pay a cost that uses a zone, energy, counters or an exert (CR 118, 602.2b)."""
    name = characteristics_of(state)[pid].name
    problem = _zone_cost_problem(state, pid, cost, who, x)
    if problem:
        raise IllegalActionError(f"pay {cost.text_symbol}", [problem])
    pay = _ZONE_COST_PAYMENTS.get(cost.kind)
    if pay is None:
        return state
    return pay(state, cost, _Paying(pid, who, x, costs, paid, order, name))


def _pay_discard(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Discard for a cost (701.9a, 118.3); "discard this card" (cycling, 702.29a)."""
    pid, who = p.pid, p.who
    if cost.selector is not None and cost.selector.is_self:
        # "Discard this card" (cycling, 702.29a): the card leaves the hand, and what
        # its ability does uses its last known information (113.7a)
        p.paid["source_lki"] = state.permanents[pid]
        state = state.without_permanent(pid)
        state = move_card(state, pid, "graveyard", "discarded for its own cost",
                          "701.9a, 113.6m, 118.3")
        state = triggered_by_discarding(state, who, 1, [p.paid["source_lki"].card])
        p.paid["discarded"] = 1
        return state
    cands = card_candidates(state, pid, cost, who)
    what = (cost.selector or Selector()).describe() + \
        (" at random: each result is an outcome" if cost.at_random else "")
    ids = [g.id for g in cands if g.id is not None] if cost.amount.kind == "all" else \
        _pick_cards(state, cands, p.count(cost, state), p.costs.get("discard"), "discard",
                    what)
    discarded = hand_cards(state, ids)
    for cid in ids:  # at random: not the player's choice (701.9b)
        state = discard_card(state, cid, f"discarded for {p.name}'s cost" +
                             (" at random" if cost.at_random else ""),
                             "701.9b, 118.3" if cost.at_random else "701.9a, 118.3")
    state = triggered_by_discarding(state, who, len(ids), discarded)  # 603.2
    p.paid["discarded"] = len(ids)
    return state


def _pay_exile(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Exile for a cost (406.3, 118.3): permanents, the card itself from its zone
    (113.6m, 113.7a), or cards from a zone."""
    pid, who = p.pid, p.who
    if cost.zone == "battlefield":
        need = p.count(cost, state)
        for oid in _pick_for_cost(state, pid, cost, who, p.costs.get("exile"), need):
            if oid == pid:  # "Exile ~": its last known information (113.7a)
                p.paid["source_lki"] = state.permanents[pid]
            p.paid.setdefault("exiled", []).append(oid)
            state = leave_battlefield(state, oid, "exile", f"exiled for {p.name}'s cost",
                                      "406.3, 118.3")
        return state
    if cost.selector is not None and cost.selector.is_self:
        # the card leaves the hand (113.6m); what its ability does uses its last
        # known information (113.7a), as for a source sacrificed to pay its cost
        p.paid["source_lki"] = state.permanents[pid]
        state = state.without_permanent(pid)
        return move_card(state, pid, "exile", f"exiled from the {cost.zone} for its "
                         "own cost", "113.6m, 118.3")
    if cost.zone == "library":  # "the top N cards of your library": no choice (401.1)
        for g in zone_cards(state, who, "library")[:p.count(cost, state)]:
            assert g.id is not None
            state = move_card(state, g.id, "exile", f"exiled from the top of the library "
                              f"for {p.name}'s cost", "118.3, 401.1")
        return state
    cands = card_candidates(state, pid, cost, who)
    for cid in _pick_cards(state, cands, p.count(cost, state), p.costs.get("exile"),
                           "exile", f"from your {cost.zone}"):
        state = move_card(state, cid, "exile", f"exiled for {p.name}'s cost", "118.3")
    return state


def _pay_mill(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Mill for a cost (701.17a); "the milled card's mana cost" is noted."""
    milled = zone_cards(state, p.who, "library")[:p.count(cost, state)]
    p.paid["milled"] = tuple(g.card.mana_cost if g.card is not None else None
                             for g in milled)  # "the milled card's mana cost"
    for g in milled:
        assert g.id is not None
        state = move_card(state, g.id, "graveyard", f"milled for {p.name}'s cost", "701.17a")
    return state


def _pay_return(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Return permanents, or the source itself (113.7a), to their owners' hands for a
    cost (118.3)."""
    pid = p.pid
    if cost.selector is None or cost.selector.is_self:
        chosen = [pid]
    else:
        chosen = _pick_for_cost(state, pid, cost, p.who, p.costs.get("return"),
                                p.count(cost, state))
    for oid in chosen:
        if oid == pid:
            p.paid["source_lki"] = state.permanents[pid]
        state = leave_battlefield(state, oid, "hand", f"returned to its owner's hand "
                                  f"for {p.name}'s cost", "118.3")
    return state


def _pay_energy(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Pay {E}: energy counters removed (107.14)."""
    player = state.player(p.who)
    state = state.with_player(player.with_counters("energy", -cost.amount.value))
    return state.logged("cost", p.name, f"{does(p.who, 'pays')} "
                        + "{E}" * cost.amount.value, "107.14")


def _pay_put_counters(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Put counters on it as a cost (122.1, 118.3)."""
    n = p.count(cost, state)
    return put_counters(state, p.pid, cost.counter or "", n, p.who, order=p.order,
                        why=f"for {p.name}'s cost", rule="122.1, 118.3", by_cost=True)


def _pay_exert(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Exert it: it won't untap during its controller's next untap step (701.43a-b;
    :func:`~mtglab.engine.effects.exerting.exert`)."""
    return exert(state, p.pid, p.who, f"for {p.name}'s cost")


def _pay_forage(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Forage (701.61a): :func:`_forage`."""
    return _forage(state, p.pid, p.who, p.costs.get("forage"), p.name)


def _pay_collect_evidence(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Collect evidence N: exile graveyard cards of total mana value N or more
    (701.59a)."""
    cands = list(zone_cards(state, p.who, "graveyard"))
    given = p.costs.get("exile")
    if given is None:
        raise ChoiceRequired("which cards to exile from your graveyard to collect "
                             f"evidence {cost.amount.value} (CR 701.59a); pass "
                             "costs={'exile': [...]}",
                             [f"{g.name} #{g.id}" for g in cands])
    items = list(given) if isinstance(given, list | tuple) else [given]
    ids = _pick_cards(state, cands, len(items), items, "exile", "evidence")
    total = sum(_card_mana_value(g) for g in cands if g.id in ids)
    if total < cost.amount.value:
        raise IllegalActionError("collect evidence", [
            f"the chosen cards' total mana value is {total}, less than "
            f"{cost.amount.value} (CR 701.59a)"])
    for cid in ids:
        state = move_card(state, cid, "exile", "exiled to collect evidence", "701.59a")
    return state


#: How each cost that uses a zone, energy, counters or an exert is paid, by kind.
_ZONE_COST_PAYMENTS: Final[Mapping[str, Callable[[GameState, Cost, _Paying], GameState]]] = {
    "discard": _pay_discard,
    "exile": _pay_exile,
    "mill": _pay_mill,
    "return": _pay_return,
    "energy": _pay_energy,
    "put_counters": _pay_put_counters,
    "exert": _pay_exert,
    "forage": _pay_forage,
    "collect_evidence": _pay_collect_evidence,
}


def _forage(state: GameState, pid: int, who: str, given: Any, name: str) -> GameState:
    """Forage: exile three cards from your graveyard or sacrifice a Food (CR 701.61a)."""
    yard = list(zone_cards(state, who, "graveyard"))
    foods = [o for o, c in characteristics_of(state).items()
             if c.controller == who and "Food" in c.subtypes]
    food = getattr(given, "id", given)
    if given is None:
        if (len(yard) >= 3 and foods) or len(foods) > 1:
            raise ChoiceRequired("how to forage: a Food to sacrifice, or three graveyard "
                                 "cards (CR 701.61a); pass costs={'forage': ...}",
                                 [*(f"Food #{o}" for o in foods), "three graveyard cards"])
        food = foods[0] if foods else None
        if food is None:
            given = yard
    if isinstance(food, int) and food in foods:
        return move_to_graveyard(state, food, f"sacrificed to forage for {name}", "701.61a",
                             sacrificed=True)
    ids = _pick_cards(state, yard, 3, given if isinstance(given, list | tuple) else None,
                      "exile", "three cards from your graveyard")
    for cid in ids:
        state = move_card(state, cid, "exile", f"exiled to forage for {name}", "701.61a")
    return state


def _crew_power(state: GameState, oid: int) -> int:
    return max(0, characteristics_of(state)[oid].power or 0)


def _pick_crew(state: GameState, pid: int, cost: Cost, who: str, given: Any) -> list[int]:
    """The creatures tapped to pay a crew cost: any number of other untapped creatures
    the player controls with total power N or greater (CR 702.122a). Left out, they are
    taken only when a single creature can pay it alone and no other creature exists."""
    candidates = cost_candidates(state, pid, cost, who)
    chars = characteristics_of(state)
    need = cost.amount.value
    if given is None:
        if len(candidates) == 1 and _crew_power(state, candidates[0]) >= need:
            return candidates
        raise ChoiceRequired(f"which creatures to tap to crew {chars[pid].name} (total "
                             f"power {need} or greater, CR 702.122a); pass "
                             "costs={'crew': [...]}",
                             [f"{chars[o].name} #{o}" for o in candidates])
    items = list(given) if isinstance(given, list | tuple) else [given]
    ids = [getattr(i, "id", i) for i in items]
    bad = [i for i in ids if i not in candidates] + [i for n, i in enumerate(ids)
                                                     if i in ids[:n]]
    total = sum(_crew_power(state, o) for o in ids if o in candidates)
    if bad or total < need:
        legal = ", ".join(f"{chars[o].name} #{o}" for o in candidates) or "none"
        raise IllegalActionError(f"crew {chars[pid].name}", [
            f"the creatures tapped must be other untapped creatures you control ({legal}) "
            f"with total power {need} or greater; {'#' + str(bad[0]) if bad else total} "
            "(CR 702.122a, 601.2h)"])
    return ids


def _pick_for_cost(state: GameState, pid: int, cost: Cost, who: str, given: Any,
                   need: int) -> list[int]:
    candidates = cost_candidates(state, pid, cost, who)
    if cost.kind == "sacrifice" and cost.selector is not None and cost.selector.is_self:
        return [pid]
    verb = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap",
            "exile": "exile", "return": "return", "remove_counters": "remove"}[cost.kind]
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
               costs: Mapping[str, Any], *, order: Sequence[str] | None = None,
               ) -> tuple[GameState, dict[str, Any]]:
    """Pay every cost of the ability in order (601.2h, 602.2b): the state after, and what
    was paid (the permanents sacrificed, tapped or exiled, counters removed, mana spent)
    for its effects to read."""
    paid: dict[str, Any] = {"removed": 0}
    ref = reduced(state, pid, ref, who)  # "this ability costs {1} less" (602.2b, 118.7)
    name = characteristics_of(state)[pid].name
    source_chars = characteristics_of(state).get(pid)  # as the costs begin (106.6)
    p = _Paying(pid, who, x, costs, paid, order, name)
    for cost in ref.ability.costs:
        pay = _COST_PAYMENTS.get(cost.kind)
        if pay is None:
            state = _pay_zone_cost(state, pid, cost, who, x, costs, paid, order)
        else:
            state = pay(state, cost, p, ref, source_chars)
    return state, paid


def _pay_tap(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
             source_chars: Characteristics | None) -> GameState:
    """Pay {T}: tap it (107.5); its "becomes tapped" abilities trigger (603.2)."""
    perm = state.permanents.get(p.pid)
    assert perm is not None
    state = state.with_permanent(replace(perm, tapped=True))
    state = state.logged("cost", p.name, "tap it ({T})", "107.5")
    return triggered_by_tapping(state, p.pid, source_chars)  # "becomes tapped"


def _pay_untap(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
               source_chars: Characteristics | None) -> GameState:
    """Pay {Q}: untap it (107.6)."""
    perm = state.permanents.get(p.pid)
    assert perm is not None
    state = state.with_permanent(replace(perm, tapped=False))
    return state.logged("cost", p.name, "untap it ({Q})", "107.6")


def _pay_mana(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
              source_chars: Characteristics | None) -> GameState:
    """Pay the mana cost from the pool (601.2h, 602.2b), the mana given if any; life the
    rest of the cost pays is held back from Phyrexian symbols (119.4); the mana spent is
    noted for an ability that reads it (607.2)."""
    assert cost.mana is not None
    who, x = p.who, p.x
    player = state.player(who)
    spend = p.costs.get("mana")
    if spend is not None and not isinstance(spend, Mana):
        spend = Mana.parse(spend) if "{" in str(spend) else Mana(str(spend))
    # life the rest of the cost pays is held back from Phyrexian symbols (119.4)
    reserve = sum(c.amount.value for c in ref.ability.costs if c.kind == "pay_life")
    payer = replace(player, life=player.life - reserve) if reserve else player
    plan = pay_from_pool(payer, cost.mana, x=x or 0, purpose="ability", spend=spend,
                         source=source_chars)
    if plan is None:
        raise IllegalActionError(f"pay {cost.mana}", [
            f"{spend or 'the mana'} from {possessive(who)} mana pool "
            f"({player.pool_mana or 'empty'}) can't pay it exactly (CR 601.2h)"
            if spend is not None else "the mana pool can't pay it"])
    new_pool, life = plan
    if any(isinstance(e, NoteManaSpent) for e in ref.ability.effects):
        p.paid["mana_spent"] = player.pool_mana - sum(
            (e.mana for e in new_pool), Mana())  # what the ability notes (607.2)
    state = lose_life(state.with_player(replace(player, pool=new_pool)), who, life)
    return state.logged("cost", p.name, f"{does(who, 'pays')} {cost.mana}"
                        + (f" (X={x})" if cost.mana.has_x else ""), "601.2h, 602.2b")


def _pay_permanents(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
                    source_chars: Characteristics | None) -> GameState:
    """Sacrifice (701.21), tap or untap permanents for a cost (118.3): the source
    sacrificed is known by its last information (113.7a); "that land" of the effect is
    the one the cost used."""
    pid, who = p.pid, p.who
    verb = {"sacrifice": "sacrifice", "tap_other": "tap", "untap_other": "untap"}[
        cost.kind]
    need = amount_value(cost.amount, ProductionContext(state, pid, who, x=p.x or 0))
    chosen = _pick_for_cost(state, pid, cost, who, p.costs.get(verb), need)
    for oid in chosen:
        other = state.permanents[oid]
        oname = characteristics_of(state)[oid].name
        if verb == "sacrifice":
            if oid == pid:  # last known information of the source (CR 113.7a)
                p.paid["source_lki"] = other
            p.paid.setdefault("sacrificed", []).append(oid)
            state = move_to_graveyard(state, oid, "sacrificed as a cost", "701.21",
                                      sacrificed=True)
        else:  # "that land" of the effect is the one the cost used
            p.paid.setdefault("used", []).append(oid)
            state = state.with_permanent(replace(other, tapped=(verb == "tap")))
            state = state.logged("cost", oname, f"{verb} it for {p.name}'s cost", "118.3")
            if verb == "tap" and not other.tapped:  # "becomes tapped" (603.2)
                state = triggered_by_tapping(state, oid)
    return state


def _pay_crew(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
              source_chars: Characteristics | None) -> GameState:
    """Crew N: tap the creatures chosen; they crew the Vehicle (702.122a-b). Saddle N's
    cost is paid alike: the creatures tapped saddle it (702.171a, 702.171c)."""
    pid = p.pid
    for oid in _pick_crew(state, pid, cost, p.who, p.costs.get("crew", p.costs.get("tap"))):
        p.paid.setdefault("used", []).append(oid)
        if _saddles(ref):
            state = state.with_permanent(replace(state.permanents[oid], tapped=True))
            state = state.logged("cost", characteristics_of(state)[oid].name,
                                 f"tapped to saddle {p.name}", "702.171a, 702.171c, 118.3")
            state = triggered_by_tapping(state, oid)  # "becomes tapped" (603.2)
            continue
        crew = state.permanents[oid]  # it crews the Vehicle (702.122b)
        state = state.with_permanent(replace(crew, tapped=True, crewed=(*crew.crewed, pid)))
        state = state.logged("cost", characteristics_of(state)[oid].name,
                             f"tapped to crew {p.name}", "702.122a-b, 118.3")
        state = triggered_by_tapping(state, oid)  # "becomes tapped" (603.2)
        state = offer(state, Event(TriggerEvent.CREWS, oid, p.who, to=pid))  # 702.122b
    return state


def _pay_remove_counters(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
                         source_chars: Characteristics | None) -> GameState:
    """Remove counters from it as a cost (118.3); X of them when it says X or "any
    number" (107.3a)."""
    if _from_another(cost):
        return _remove_from_another(state, cost, p)
    perm = state.permanents.get(p.pid)
    assert perm is not None
    n = (p.x or 0) if (cost.any_number or cost.amount.kind in ("x", "any", "all")) \
        else cost.amount.value
    state = remove_counters(state, p.pid, cost.counter or "", n, perm.controller)
    p.paid["removed"] = n
    return state.logged("cost", p.name, f"remove {n} {cost.counter} counter(s)", "118.3")


def _remove_from_another(state: GameState, cost: Cost, p: _Paying) -> GameState:
    """Remove one counter from the permanent chosen (``costs={"remove": ...}``) among
    those of the cost's kind its player controls with one (118.3); of any kind, the
    kind is chosen (``costs={"counter": ...}``) when it has several."""
    (oid,) = _pick_for_cost(state, p.pid, cost, p.who, p.costs.get("remove"), 1)
    perm = state.permanents[oid]
    kind = cost.counter
    if kind is None:
        kinds = sorted(k for k, n in perm.counters if n > 0)
        kind = kinds[0] if len(kinds) == 1 else p.costs.get("counter")
        if kind not in kinds:
            raise ChoiceRequired("which kind of counter to remove for the cost; pass "
                                 "costs={'counter': ...}", kinds)
    state = remove_counters(state, oid, kind, 1, perm.controller)
    p.paid["removed"] = 1
    return state.logged("cost", characteristics_of(state)[oid].name,
                        f"remove a {kind} counter for {p.name}'s cost", "118.3")


def _pay_loyalty_cost(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
                      source_chars: Characteristics | None) -> GameState:
    """A loyalty cost (606.4): :func:`_pay_loyalty`."""
    return _pay_loyalty(state, p.pid, ref, p.who, p.x, p.order, p.paid)


def _pay_life(state: GameState, cost: Cost, p: _Paying, ref: AbilityRef,
              source_chars: Characteristics | None) -> GameState:
    """Pay life: only if the life total is at least the payment, after any life the
    cost's Phyrexian symbols took (119.4, 601.2h)."""
    who = p.who
    player = state.player(who)
    if 0 < cost.amount.value > player.life:
        # 119.4: life can be paid only if the life total is at least the payment,
        # after any life the cost's Phyrexian symbols took (601.2h)
        raise IllegalActionError(f"pay {cost.amount.value} life", [
            f"{does(who, 'has')} {player.life} life left (CR 119.4)"])
    state = lose_life(state, who, cost.amount.value)  # 119.4: life paid is lost
    return state.logged("cost", p.name, f"{does(who, 'pays')} {cost.amount.value} life",
                        "119.4")


#: How each cost kind other than :data:`_ZONE_COST_PAYMENTS`' is paid.
_COST_PAYMENTS: Final[Mapping[str, Callable[[GameState, Cost, _Paying, AbilityRef,
                                             Characteristics | None], GameState]]] = {
    "tap": _pay_tap,
    "untap": _pay_untap,
    "mana": _pay_mana,
    "sacrifice": _pay_permanents,
    "tap_other": _pay_permanents,
    "untap_other": _pay_permanents,
    "crew": _pay_crew,
    "remove_counters": _pay_remove_counters,
    "loyalty": _pay_loyalty_cost,
    "pay_life": _pay_life,
}


def _pay_loyalty(state: GameState, pid: int, ref: AbilityRef, who: str, x: int | None,
                 order: Sequence[str] | None, paid: dict[str, Any]) -> GameState:
    """Put on or remove the loyalty counters of a loyalty ability's cost, every loyalty
    cost of it combined into one and paid once (CR 606.4, 606.5); counters put are a
    cost, so only replacement effects that change counters a player puts apply (118.3,
    614.16)."""
    if paid.get("loyalty_paid"):
        return state
    paid["loyalty_paid"] = True
    perm = state.permanents[pid]
    problem = loyalty_cost_problem(perm, ref.ability.costs, x)
    if problem:
        raise IllegalActionError("pay the loyalty cost", [problem])
    change = loyalty_change(ref.ability.costs, x)
    name = characteristics_of(state)[pid].name
    if change > 0:
        return put_counters(state, pid, "loyalty", change, who, order=order,
                            why=f"{name}'s loyalty cost", rule="606.4, 122.1", by_cost=True)
    if change < 0:
        paid["removed"] = -change
        state = state.with_permanent(perm.with_counters("loyalty", change))
        return state.logged("cost", name, f"remove {-change} loyalty counter(s)", "606.4")
    return state.logged("cost", name, "its loyalty cost is 0: no counter is put or removed",
                        "606.4")


def pools_after_mana_cost(state: GameState, pid: int, ref: AbilityRef, who: str,
                          x: int | None, *, limit: int = 512) -> list[GameState]:
    """The states after each distinct way of paying the ability's mana cost from the
    pool (the player chooses which mana pays, CR 601.2h): what "double the amount of each
    type of unspent mana you have" sees (Doubling Cube). ``[state]`` when the ability
    has no mana cost or the pool can't pay it (its mana abilities would)."""
    ref = reduced(state, pid, ref, who)  # "this ability costs {1} less" (602.2b, 118.7)
    cost = next((c.mana for c in ref.ability.costs if c.kind == "mana" and c.mana), None)
    if cost is None:
        return [state]
    player = state.player(who)
    pool = player.pool_mana
    source = characteristics_of(state).get(pid)
    size = cost.mana_value_with(x or 0)
    phyrexian = sum(1 for sym in cost.symbols if "P" in sym.text.upper())  # life (107.4f)
    hybrid = sum(max(0, sym.generic - 1) for sym in cost.symbols  # {2/W} by {W} (107.4e)
                 if sym.kind is SymbolKind.MONOCOLORED_HYBRID)
    counts = [(t, str(pool).count(t)) for t in "WUBRGC" if t in str(pool)]
    out: dict[tuple[object, ...], GameState] = {}

    def spends(i: int, left: int) -> Iterator[str]:
        if i == len(counts):
            if left == 0:
                yield ""
            return
        t, have = counts[i]
        for k in range(min(have, left), -1, -1):
            for rest in spends(i + 1, left - k):
                yield t * k + rest

    for n in range(max(0, size - phyrexian - hybrid), size + 1):
        for spend in spends(0, n):
            plan = pay_from_pool(player, cost, x=x or 0, purpose="ability",
                                 spend=Mana(spend), source=source)
            if plan is None:
                continue
            new_pool, life = plan
            after = lose_life(state.with_player(replace(player, pool=new_pool)), player.name,
                              life)
            out.setdefault((new_pool, life), after)
            if len(out) >= limit:
                return list(out.values())
    return list(out.values()) or [state]


def _x_cost(cost: Cost) -> bool:
    return (cost.kind == "mana" and cost.mana is not None and cost.mana.has_x) or \
        (cost.kind == "remove_counters" and (cost.any_number or cost.amount.kind == "x")) or \
        (cost.kind == "loyalty" and cost.amount.kind == "x") or \
        (cost.kind in ("sacrifice", "tap_other", "untap_other", "exile", "discard") and
         cost.amount.kind == "x")


def needs_x(ability: Ability) -> bool:
    """Whether the ability's cost has an X the player chooses as it is activated: {X},
    "Remove X storage counters", "Remove any number of charge counters" (CR 107.3a,
    601.2b, 602.2b)."""
    return any(_x_cost(c) for c in ability.costs)


def legal_x_values(state: GameState, pid: int, ref: AbilityRef, who: str) -> range:
    """Every X the ability's cost could be paid with now: from 0 up to what the
    permanent allows (the counters on it to remove, the permanents to sacrifice) and
    what the pool allows for {X} (107.3a, 601.2f-h). ``range(0)`` when none can."""
    high: int | None = None
    ref = reduced(state, pid, ref, who)  # "this ability costs {1} less" (602.2b, 118.7)
    player = state.player(who)
    source = characteristics_of(state).get(pid)
    perm = state.permanents.get(pid)
    for cost in ref.ability.costs:
        if not _x_cost(cost):
            continue
        if cost.kind == "mana":
            assert cost.mana is not None
            per = max(1, cost.mana.x_count)
            most = -1
            for x in range(len(player.pool_mana) // per + 1):
                if pay_from_pool(player, cost.mana, x=x, purpose="ability",
                                 source=source) is None:
                    break
                most = x
            bound = max(most, 0)  # X = 0 costs nothing more than the rest of the cost
        elif cost.kind == "remove_counters":
            bound = perm.counter(cost.counter or "") if perm is not None else 0
        elif cost.kind == "loyalty":  # "-X": X up to the loyalty counters on it (606.6)
            bound = perm.counter("loyalty") if perm is not None else 0
        elif cost.kind == "discard" or (cost.kind == "exile" and cost.zone != "battlefield"):
            bound = len(card_candidates(state, pid, cost, who))
        else:
            bound = len(cost_candidates(state, pid, cost, who))
        high = bound if high is None else min(high, bound)
    return range(0, (high if high is not None else 0) + 1)


def counted_cost_problems(state: GameState, pid: int, ref: AbilityRef, who: str,
                          x: int | None) -> list[str]:
    """The reasons of :func:`cost_problems` that are only about how many cards a hand,
    graveyard or library holds, or how much energy the player has (discard, exile from
    a zone, mill, pay energy, forage's three graveyard cards; 118.3): other costs paid
    first may change those amounts (a discarded card is then in the graveyard), so the
    available-mana search counts them itself."""
    out = []
    for cost in ref.ability.costs:
        if (cost.kind in ("discard", "mill", "energy", "forage") and not (
                cost.kind == "discard" and cost.selector is not None
                and cost.selector.is_self)) or (
                cost.kind == "exile" and cost.zone in ("hand", "graveyard")
                and not (cost.selector is not None and cost.selector.is_self)):
            msg = _zone_cost_problem(state, pid, cost, who, x)
            if msg:
                out.append(msg)
    return out
