"""Countering spells (CR 701.6a, 202.3e, 608.2b, 118.12).

The one place the engine decides what "counter target spell" can target and what
countering does, used by both a resolving instant (:mod:`mtglab.engine.spells.casting`) and a
resolving triggered ability (:mod:`mtglab.engine.effects.oneshot`): a spell's kind is read from
its card's characteristics on the stack (111.1), its mana value counts X (202.3e); the
countered spell leaves the stack for its owner's graveyard (701.6a) — or exile, "if that spell is
countered this way, exile it instead" (614.1a) —; one no longer on
the stack is left alone (608.2b); "unless its controller pays {N}" lets the spell's
controller pay as the counter resolves (118.12).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtglab.cards.countering import Counter
from mtglab.cards.effects import CounterSpell, Selector
from mtglab.cards.vocabulary import Zone
from mtglab.engine.characteristics.selectors import SelectContext
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.general import is_spell_rule
from mtglab.engine.game.zones import put_card
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import spell_matches, triggered_by_card_to_graveyard
from mtglab.engine.spells.flashback import leaving_stack
from mtglab.engine.spells.spellcopies import ceases_to_exist, is_spell_copy
from mtglab.engine.spells.splitcards import card_leaving_stack
from mtglab.engine.state import GameState, StackItem
from mtglab.engine.wording import does
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["counter_spell", "counterable_spells", "perform_counter"]


def counterable_spells(state: GameState, effect: CounterSpell, ctx: SelectContext, *,
                       besides: int | None = None) -> list[int]:
    """The ids of the spells on the stack ``effect`` can target (CR 115.1), the
    countering spell ``besides`` itself excluded (115.5: a spell can't target itself)."""
    return [i.id for i in state.stack
            if i.id != besides and spell_matches(state, i, effect, ctx)]


def counter_spell(state: GameState, sid: int | None, by: str, *,
                  effect: CounterSpell | None = None,
                  chooser: Chooser | None = None, x: int = 0,
                  unless: ManaCost | None = None, to: Zone | None = None,
                  on_top: bool = False) -> GameState:
    """Counter the spell ``sid`` (CR 701.6a): it leaves the stack for its owner's
    graveyard (the player who cast it: mtglab casts only cards their caster owns). A
    spell no longer on the stack is left alone (608.2b). With "unless its controller
    pays {N}" (``effect.unless_pays``) the spell's controller may pay first (118.12);
    ``x`` is the X of "pays {X}": the countering spell's (107.3a). ``unless`` and ``to``:
    the same from a :class:`~mtglab.cards.countering.Counter` instruction."""
    item = next((i for i in state.stack if i.id == sid and i.kind == "spell"), None)
    if item is None or item.card is None:
        return state.logged("counter", by, "the spell is no longer on the stack", "608.2b")
    if any(is_spell_rule(e) and getattr(e, "kind", "") == "cant_be_countered"
           for a in item.card.abilities if a.supported for e in a.effects):
        return state.logged("counter", item.name, f"it can't be countered: {by} doesn't "
                            "counter it", "701.6")  # a spell that can't be countered
    cost = effect.unless_pays if effect is not None else unless
    if cost is not None:
        paid = _paid_instead(state, item, cost, x, by, chooser)
        if paid is not None:
            return paid
    state = state.evolve(stack=tuple(i for i in state.stack if i.id != sid))
    if is_spell_copy(item):  # countered: it goes nowhere (707.10a, 704.5e)
        return ceases_to_exist(state, item, f"701.6a; countered by {by}")
    if to in (Zone.LIBRARY, Zone.HAND):  # "put it on top of its owner's library" (614.1a)
        return _put_instead(state, item, to, on_top, by)
    if to is Zone.EXILE and effect is None:
        effect = CounterSpell(Selector(zone=Zone.STACK), destination=Zone.EXILE)
    return _countered(state, item, effect, by)


def _put_instead(state: GameState, item: StackItem, to: Zone, on_top: bool,
                 by: str) -> GameState:
    """The countered spell put into its owner's hand or library instead of their
    graveyard (614.1a): "put it on top of its owner's library instead"."""
    assert item.card is not None
    _gid, state = put_card(state, item.card, item.controller, to, top=on_top)
    where = "into its owner's hand" if to is Zone.HAND else \
        f"on the {'top' if on_top else 'bottom'} of its owner's library"
    return state.logged("counter", item.name, f"countered by {by}: put {where} instead "
                        "of into its owner's graveyard", "701.6a, 614.1a")


def _paid_instead(state: GameState, item: StackItem, cost: ManaCost, x: int, by: str,
                  chooser: Chooser | None) -> GameState | None:
    """ "Counter target spell unless its controller pays {N}": the state after its
    controller pays, if they can and choose to (118.12), else None."""
    payer = state.player(item.controller)
    plan = pay_from_pool(payer, cost, x=x)
    if plan is None or not (chooser or Chooser(())).pick(
            f"whether {item.controller} pays {_shown(cost, x)} so {item.name} isn't countered "
            "(CR 118.12)", [True, False]):
        return None
    state = state.with_player(replace(payer, pool=plan[0]))
    return state.logged("pay", item.name, f"{does(item.controller, 'pays')} "
                        f"{_shown(cost, x)}: {by} doesn't counter it", "118.12")


def _countered(state: GameState, item: StackItem, effect: CounterSpell | None,
               by: str) -> GameState:
    """The countered spell, off the stack, goes to its owner's graveyard (701.6a) — or
    to exile for "exile it instead" (614.1a) or when its flashback cost was paid
    (702.34a)."""
    assert item.card is not None
    card = card_leaving_stack(item, item.card)  # the whole split card (709.3)
    if effect is not None and effect.destination == "exile":  # "exile it instead"
        _gid, state = put_card(state, card, item.controller, "exile")
        return state.logged("counter", item.name, f"countered by {by}: exiled instead of "
                            "put into its owner's graveyard", "701.6a, 614.1a")
    zone, why = leaving_stack(item, "graveyard", state, card)
    if why:  # flashback or aftermath: exiled instead (702.34a, 702.127a; 614.6)
        _gid, state = put_card(state, card, item.controller, zone)
        return state.logged("counter", item.name, f"countered by {by}: exiled instead of "
                            "put into its owner's graveyard", f"701.6a, {why}")
    _gid, state = put_card(state, card, item.controller, "graveyard")
    state = triggered_by_card_to_graveyard(state, _gid, "stack")  # from anywhere (400.3)
    return state.logged("counter", item.name, f"countered by {by}: put into its owner's "
                        "graveyard", "701.6a")


def _shown(cost: ManaCost, x: int) -> str:
    """A cost as paid: "{X}" with X=3 is "{X} (X=3)"."""
    return f"{cost} (X={x})" if cost.has_x else str(cost)


def perform_counter(state: GameState, e: Counter, res: Resolution) -> tuple[GameState,
                                                                             Resolution]:
    """ "Counter target spell / ability" as a resolving instruction (CR 701.6): each
    target still on the stack and still legal (608.2b) is countered — a spell goes to
    its owner's graveyard or where the text puts it instead (701.6a, 614.1a), an ability
    is removed from the stack (701.6b) — unless its controller pays what the text asks
    (118.12). The text names it after: "its controller", "that spell's controller"
    (608.2c)."""
    group, res = res.take(1)
    ids = [t for t in group if isinstance(t, int)]
    cost = _unless_cost(state, e, res)
    named: list[str] = []
    cards = tuple((i.id, i.card) for i in state.stack if i.id in ids and i.card is not None)
    for sid in ids:
        item = next((i for i in state.stack if i.id == sid), None)
        if item is None:
            state = state.logged("counter", res.source_name, "its target is no longer on "
                                 "the stack", "608.2b")
            continue
        named.append(item.controller)
        if item.kind == "spell":
            state = counter_spell(state, sid, res.source_name, chooser=res.chooser,
                                  x=res.x or 0, unless=cost, to=e.destination,
                                  on_top=e.on_top)
        else:
            state = _counter_ability(state, item, cost, res)
    paid = {**res.paid, "that_player": named[0]} if named else res.paid
    return state, replace(res, named=tuple(ids), named_looks=(), paid=paid,
                          named_cards=cards)  # "that spell's mana value" (608.2h)


def _unless_cost(state: GameState, e: Counter, res: Resolution) -> ManaCost | None:
    """What "unless its controller pays ..." asks now: the cost, that many times for
    "{1} for each ..." and "{X}" (107.3)."""
    if e.unless_pays is None or e.unless_each is None:
        return e.unless_pays
    times = res.amount(state, e.unless_each)
    return ManaCost.parse(f"{{{e.unless_pays.mana_value * times}}}")


def _counter_ability(state: GameState, item: StackItem, cost: ManaCost | None,
                     res: Resolution) -> GameState:
    """A countered ability is removed from the stack (701.6b), unless its controller
    pays (118.12)."""
    if cost is not None:
        paid = _paid_instead(state, item, cost, res.x or 0, res.source_name, res.chooser)
        if paid is not None:
            return paid
    state = state.evolve(stack=tuple(i for i in state.stack if i.id != item.id))
    return state.logged("counter", item.name, f"countered by {res.source_name}: removed "
                        "from the stack", "701.6b")
