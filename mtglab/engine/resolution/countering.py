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

from mtglab.cards.effects import CounterSpell
from mtglab.engine.characteristics.selectors import SelectContext
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.general import is_spell_rule
from mtglab.engine.game.zones import put_card
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.triggers import spell_matches, triggered_by_card_to_graveyard
from mtglab.engine.spells.flashback import leaving_stack
from mtglab.engine.state import GameState, StackItem
from mtglab.engine.wording import does
from mtglab.mana import ManaCost

__all__ = ["counter_spell", "counterable_spells"]


def counterable_spells(state: GameState, effect: CounterSpell, ctx: SelectContext, *,
                       besides: int | None = None) -> list[int]:
    """The ids of the spells on the stack ``effect`` can target (CR 115.1), the
    countering spell ``besides`` itself excluded (115.5: a spell can't target itself)."""
    return [i.id for i in state.stack
            if i.id != besides and spell_matches(state, i, effect, ctx)]


def counter_spell(state: GameState, sid: int | None, by: str, *,
                  effect: CounterSpell | None = None,
                  chooser: Chooser | None = None, x: int = 0) -> GameState:
    """Counter the spell ``sid`` (CR 701.6a): it leaves the stack for its owner's
    graveyard (the player who cast it: mtglab casts only cards their caster owns). A
    spell no longer on the stack is left alone (608.2b). With "unless its controller
    pays {N}" (``effect.unless_pays``) the spell's controller may pay first (118.12);
    ``x`` is the X of "pays {X}": the countering spell's (107.3a)."""
    item = next((i for i in state.stack if i.id == sid and i.kind == "spell"), None)
    if item is None or item.card is None:
        return state.logged("counter", by, "the spell is no longer on the stack", "608.2b")
    if any(is_spell_rule(e) and getattr(e, "kind", "") == "cant_be_countered"
           for a in item.card.abilities if a.supported for e in a.effects):
        return state.logged("counter", item.name, f"it can't be countered: {by} doesn't "
                            "counter it", "701.6")  # a spell that can't be countered
    cost = effect.unless_pays if effect is not None else None
    if cost is not None:
        paid = _paid_instead(state, item, cost, x, by, chooser)
        if paid is not None:
            return paid
    state = state.evolve(stack=tuple(i for i in state.stack if i.id != sid))
    return _countered(state, item, effect, by)


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
    if effect is not None and effect.destination == "exile":  # "exile it instead"
        _gid, state = put_card(state, item.card, item.controller, "exile")
        return state.logged("counter", item.name, f"countered by {by}: exiled instead of "
                            "put into its owner's graveyard", "701.6a, 614.1a")
    zone, why = leaving_stack(item, "graveyard")
    if why:  # its flashback cost was paid: exiled instead (702.34a)
        _gid, state = put_card(state, item.card, item.controller, zone)
        return state.logged("counter", item.name, f"countered by {by}: exiled instead of "
                            "put into its owner's graveyard (flashback)", "701.6a, 702.34a")
    _gid, state = put_card(state, item.card, item.controller, "graveyard")
    state = triggered_by_card_to_graveyard(state, _gid)  # from anywhere (400.3)
    return state.logged("counter", item.name, f"countered by {by}: put into its owner's "
                        "graveyard", "701.6a")


def _shown(cost: ManaCost, x: int) -> str:
    """A cost as paid: "{X}" with X=3 is "{X} (X=3)"."""
    return f"{cost} (X={x})" if cost.has_x else str(cost)
