"""A spell's own additional costs and cost reductions (CR 601.2f-h, 118.7, 118.8).

"As an additional cost to cast this spell, sacrifice a creature." (118.8): as the spell
is cast, its controller pays it with the spell's other costs (601.2h) — sacrificing
permanents they control (701.21a), discarding cards from their hand (701.9a), exiling
cards from their graveyard (406.3) or paying life (119.4); which objects, when there is
a choice, from the action's ``choices=`` in the order asked. A spell whose additional
cost can't be paid can't be cast (601.2h, 118.3): the cast is refused naming why, and
the board is left unchanged.

"As an additional cost to cast this spell, sacrifice a creature or pay {3}." (118.8,
601.2b): its caster chooses one option as they announce the spell, among those they can
pay (601.2h) — the first answer of ``choices=`` when there are two; a mana option adds to
the total cost (601.2f), a "reveal a Giant card from your hand" option shows a card that
stays in the hand (701.20a).

"This spell costs {1} less to cast if you control a Wizard." / "... for each creature
card in your graveyard." (601.2f, 118.7): its total cost is reduced by that much generic
mana as it is determined, never below {0} and never its colored mana (118.7,
:func:`mtglab.engine.spells.affinity.less_generic`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from mtglab.cards.castcosts import AdditionalCost, AdditionalCostChoice, CostReduction
from mtglab.cards.effects import ControllerSpec, Cost, Selector
from mtglab.cards.model import Card
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.life import lose_life
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.zones import (
    leave_battlefield,
    move_card,
    move_to_graveyard,
    zone_cards,
)
from mtglab.engine.mana.production import ProductionContext, amount_value, condition_holds
from mtglab.engine.resolution.triggers import triggered_by_discarding, triggered_by_tapping
from mtglab.engine.state import BaseValues, GameState
from mtglab.engine.wording import does
from mtglab.errors import IllegalActionError
from mtglab.mana import ManaCost

__all__ = ["additional_cost_problems", "additional_costs", "choose_additional_cost",
           "pay_additional_costs", "spell_reduction"]


def additional_costs(card: Card, extra: tuple[Cost, ...] = ()) -> tuple[Cost, ...]:
    """The additional costs the spell's own text adds (118.8), in text order, then
    ``extra``: those of the way it is cast (retrace's discard, 702.81a; 601.2f)."""
    return tuple(c for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, AdditionalCost) for c in e.costs) + extra


def _permanents(state: GameState, cost: Cost, who: str) -> dict[int, str]:
    """The permanents ``who`` controls that a sacrifice (701.21a), tap or return cost
    (118.3) could take: an untapped one to tap."""
    sel = replace(cost.selector or Selector(), controller=ControllerSpec.YOU)
    ctx = SelectContext(None, who)
    out = {}
    for pid, c in characteristics_of(state).items():
        perm = state.permanents[pid]
        if cost.kind == "tap_other" and perm.tapped:
            continue
        if c.controller == who and matches(sel, pid, c, ctx, tapped=perm.tapped,
                                           is_token=perm.is_token,
                                           counters=dict(perm.counters)):
            out[pid] = c.name
    return out


def _cards(state: GameState, cost: Cost, who: str, cast_id: int | None) -> dict[int, str]:
    """The cards of ``who``'s hand (a discard, or an exile "from your hand") or graveyard
    (an exile) that the cost could take; never the spell's own card, which is on the
    stack (601.2a)."""
    zone = "hand" if cost.kind == "discard" or cost.zone == "hand" else "graveyard"
    sel = replace(cost.selector or Selector(), controller=ControllerSpec.ANY, zone=None)
    ctx = SelectContext(None, who)
    out = {}
    for g in zone_cards(state, who, zone):
        if g.card is None or g.id is None or g.id == cast_id:
            continue
        if matches(sel, g.id, CardLooks(BaseValues.of_card(g.card), who), ctx):
            out[g.id] = g.name
    return out


def _what(cost: Cost, *, article: bool = False) -> str:
    """What paying ``cost`` does, in words: "sacrifice 1 creature" (with ``article``, "a"
    or "an" for one: "sacrifice a creature", an option's name, 601.2b)."""
    n: int | str = cost.amount.value
    if cost.kind == "mana":
        return f"pay {cost.mana}"
    if cost.kind == "pay_life":
        return f"pay {n} life"
    sel = (cost.selector or Selector()).describe()
    if cost.kind == "reveal" and "card" not in sel:
        sel += " card"
    if article and n == 1:
        n = "an" if sel[:1].lower() in "aeiou" else "a"
    verb = {"sacrifice": "sacrifice", "discard": "discard", "exile": "exile",
            "tap_other": "tap", "return": "return", "reveal": "reveal"}[cost.kind]
    where = {"discard": " from your hand", "return": " to its owner's hand",
             "exile": f" from your {cost.zone or 'graveyard'}",
             "reveal": " from your hand"}.get(cost.kind, "")
    return f"{verb} {n} {sel}{where}"


def _choices(card: Card) -> tuple[AdditionalCostChoice, ...]:
    """The spell's own "<cost> or <cost>" additional costs (118.8, 601.2b)."""
    return tuple(e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, AdditionalCostChoice))


def _payable(state: GameState, cost: Cost, who: str, cast_id: int | None) -> bool:
    """Whether ``who`` could pay ``cost`` now (601.2h, 118.3; life only while their life
    total is at least the payment, 119.4); mana is paid later from the pool."""
    if cost.kind == "mana":
        return True
    if cost.kind == "pay_life":
        return state.player(who).life >= cost.amount.value
    have = len(_permanents(state, cost, who) if cost.kind in _OF_PERMANENTS
               else _cards(state, cost, who, cast_id))
    return have >= cost.amount.value


def choose_additional_cost(state: GameState, card: Card, who: str, chooser: Chooser,
                           cast_id: int | None = None) -> tuple[ManaCost, tuple[Cost, ...]]:
    """The options ``who`` chooses of the spell's "<cost> or <cost>" additional costs as
    they announce it (601.2b), each among the options they can pay (601.2h): the mana the
    chosen options add to its total cost (601.2f) and the other costs chosen, paid by
    :func:`pay_additional_costs` with the rest."""
    mana = ManaCost.parse("{0}")
    others: list[Cost] = []
    for choice in _choices(card):
        payable = {_what(c, article=True): c for c in choice.options
                   if _payable(state, c, who, cast_id)}
        label = chooser.pick(f"which additional cost to pay for {card.name} (CR 601.2b)",
                             list(payable))
        chosen = payable[label]
        if chosen.kind == "mana" and chosen.mana is not None:
            mana = mana + chosen.mana
        else:
            others.append(chosen)
    return mana, tuple(others)


def additional_cost_problems(state: GameState, card: Card, who: str,
                             cast_id: int | None = None,
                             extra: tuple[Cost, ...] = ()) -> list[str]:
    """Every reason the spell's additional costs (and ``extra``, those of the way it is
    cast) can't be paid now (601.2h, 118.3, 119.4); ``[]`` when they can."""
    problems = [f"its additional cost can't be paid: none of "
                f"{' or '.join(_what(c, article=True) for c in choice.options)} "
                "(CR 601.2b, 601.2h, 118.3)"
                for choice in _choices(card)
                if not any(_payable(state, c, who, cast_id) for c in choice.options)]
    for cost in additional_costs(card, extra):
        if cost.kind == "pay_life":
            life = state.player(who).life
            if life < cost.amount.value:
                problems.append(f"its additional cost pays {cost.amount.value} life and "
                                f"{does(who, 'has')} {life} (CR 119.4, 601.2h)")
            continue
        have = len(_permanents(state, cost, who) if cost.kind in _OF_PERMANENTS
                   else _cards(state, cost, who, cast_id))
        if have < cost.amount.value:
            problems.append(f"its additional cost can't be paid: {_what(cost)} — "
                            f"{does(who, 'has')} {have} (CR 118.8, 601.2h, 118.3)")
    return problems


def pay_additional_costs(state: GameState, card: Card, who: str, chooser: Chooser,
                         cast_id: int | None = None, extra: tuple[Cost, ...] = (),
                         ) -> tuple[GameState, tuple[int, int, int] | None]:
    """Pay the spell's additional costs and ``extra`` (601.2h), the objects chosen from
    ``chooser`` when there is a choice; raises :class:`IllegalActionError` when one can't be paid
    (the caller's board is unchanged: states are values). Also the power, mana value and toughness
    of the first permanent sacrificed, as it last existed on the battlefield, for "the
    sacrificed creature's power" (608.2h, 113.7a); None when none was."""
    sacrificed: list[tuple[int, int, int]] = []
    problems = additional_cost_problems(state, card, who, cast_id, extra)
    if problems:
        raise IllegalActionError(f"cast {card.name}", problems)
    for cost in additional_costs(card, extra):
        if cost.kind == "pay_life":
            state = lose_life(state, who, cost.amount.value)  # 119.4: life paid is lost
            state = state.logged("cost", card.name, f"{does(who, 'pays')} "
                                 f"{cost.amount.value} life", "119.4, 601.2h")
            continue
        hand = state.hands.get(who, ())
        for _ in range(cost.amount.value):
            state = _pay_one(state, card, cost, who, chooser, cast_id, sacrificed)
        if cost.kind == "discard":  # the cards that left the hand (603.2)
            kept = {c.id for c in state.hands.get(who, ())}
            state = triggered_by_discarding(state, who, cost.amount.value,
                                            [c.card for c in hand if c.id not in kept])
    return state, (sacrificed[0] if sacrificed else None)


#: the costs paid with permanents their payer controls (118.3)
_OF_PERMANENTS = frozenset({"sacrifice", "tap_other", "return"})


def _pay_one(state: GameState, card: Card, cost: Cost, who: str, chooser: Chooser,
             cast_id: int | None, sacrificed: list[tuple[int, int, int]]) -> GameState:
    """Sacrifice, tap, return, discard or exile one object for an additional cost, or an
    alternative cost's (601.2h, 118.3)."""
    what = f"the {(cost.selector or Selector()).describe()} to {cost.kind} for " \
        f"{card.name}'s additional cost (CR 601.2h" + \
        ("; at random, each result an outcome, 701.9b)" if cost.at_random else ")")
    if cost.kind == "tap_other":
        tapped = _permanents(state, cost, who)
        pid = chooser.pick_permanent(what, tapped)
        state = state.with_permanent(replace(state.permanents[pid], tapped=True))
        state = state.logged("cost", card.name, f"tapped {tapped[pid]} for its cost",
                             "118.3, 601.2h")
        return triggered_by_tapping(state, pid)  # "becomes tapped" (603.2)
    if cost.kind == "reveal":  # the card stays in the hand (701.20a)
        cid = chooser.pick_permanent(what, _cards(state, cost, who, cast_id))
        return state.logged("reveal", _cards(state, cost, who, cast_id)[cid],
                            f"revealed for {card.name}'s additional cost", "701.20a, 601.2h")
    if cost.kind == "return":
        pid = chooser.pick_permanent(what, _permanents(state, cost, who))
        return leave_battlefield(state, pid, "hand", f"returned to its owner's hand for "
                                 f"{card.name}'s cost", "118.3, 601.2h")
    if cost.kind == "sacrifice":
        pid = chooser.pick_permanent(what, _permanents(state, cost, who))
        looks = characteristics_of(state)[pid]  # as it last existed (608.2h, 113.7a)
        sacrificed.append((max(0, looks.power or 0), looks.mana_value,
                           max(0, looks.toughness or 0)))
        return move_to_graveyard(state, pid, f"sacrificed for {card.name}'s additional "
                                 "cost", "701.21a, 601.2h", sacrificed=True)
    cid = chooser.pick_permanent(what, _cards(state, cost, who, cast_id))
    if cost.kind == "discard":  # madness may exile it instead (702.35a)
        return discard_card(state, cid, f"discarded for {card.name}'s additional cost" +
                            (" at random" if cost.at_random else ""),
                            "701.9b, 601.2h" if cost.at_random else "701.9a, 601.2h")
    return move_card(state, cid, "exile", f"exiled for {card.name}'s additional cost",
                     "406.3, 601.2h")


def spell_reduction(state: GameState, card: Card, who: str,
                    targets: Sequence[object] = ()) -> int:
    """How much less generic mana the spell's own "costs {N} less to cast" abilities
    take off its total cost as ``who`` casts it (601.2f, 118.7); ``targets``: those
    chosen for it (601.2c), for "if it targets a tapped creature"."""
    ctx = ProductionContext(state, None, who)
    total = 0
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if not isinstance(e, CostReduction):
                continue
            if e.condition is not None and not condition_holds(e.condition, ctx):
                continue
            if e.targets is not None and not _targets_one(state, e.targets, who, targets):
                continue
            times = amount_value(e.per, ctx) if e.per is not None else 1
            total += e.mana.generic * times
    return total


def _targets_one(state: GameState, sel: Selector, who: str,
                 targets: Sequence[object]) -> bool:
    """Whether one of the spell's chosen ``targets`` is a permanent ``sel`` names, as the
    total cost is determined (601.2c, 601.2f)."""
    chars = characteristics_of(state)
    ctx = SelectContext(None, who)
    for t in targets:
        if not isinstance(t, int) or t not in state.permanents:
            continue
        perm = state.permanents[t]
        if matches(sel, t, chars[t], ctx, tapped=perm.tapped,
                   is_token=perm.is_token, counters=dict(perm.counters)):
            return True
    return False
