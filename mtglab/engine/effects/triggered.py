"""What the instructions the trigger grammar part reads do as a triggered ability
resolves (CR 608.2): offering a player a payment (118.12), putting the counters of the
object a trigger event was about on another (122.8), moving counters (122.5).

:func:`carry_out_triggered` is the hook :func:`mtglab.engine.effects.oneshot.carry_out` asks
first; it returns the new state, or None for an effect this module doesn't carry out.
``paid`` is the resolving ability's record of what its trigger and its earlier
instructions named: ``"that_player"`` (the player the event named), ``"that_counters"``
(the counters the object the event was about had as it last existed, 603.10a), and
``"unpaid"`` (set here: whether the payment offered was not made).

>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> from mtglab.cards.effects import OfferToPay
>>> from mtglab.engine.choices import Chooser
>>> from mtglab.mana import ManaCost
>>> paid: dict = {"that_player": "opponent"}
>>> s = carry_out_triggered(s, OfferToPay("that player", ManaCost.parse("{1}")), pid=1,
...                         who="you", paid=paid, targets=(), chooser=Chooser(()),
...                         source_name="Rhystic Study", then=lambda st, e: st)
>>> paid["unpaid"]  # the opponent has no mana to pay with
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, MutableMapping, Sequence
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import (
    Effect,
    IfNotPaid,
    MoveCounters,
    OfferToPay,
    PutThoseCounters,
    Relation,
)
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.choices import Chooser
from mtglab.engine.events.counters import put_counters
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.state import GameState
from mtglab.engine.wording import does

__all__ = ["carry_out_triggered"]


def _payer(effect: OfferToPay, who: str, paid: Mapping[str, Any]) -> str:
    """The player the payment is offered to: "that player" (the one the trigger event
    named), or "you" (the ability's controller)."""
    if effect.payer == "that player":
        return str(paid.get("that_player") or who)
    return who


def offer_payment(state: GameState, effect: OfferToPay, who: str, paid: Any,
                  chooser: Chooser, source_name: str) -> GameState:
    """"That player may pay {2}" (CR 118.12): the player chooses as it resolves whether
    to pay — from their mana pool; a player who can't pay doesn't. Whether it was not
    paid is kept for "If the player doesn't, ..." (:class:`IfNotPaid`)."""
    payer = _payer(effect, who, paid)
    player = state.player(payer)
    plan = pay_from_pool(player, effect.cost)
    will = plan is not None and chooser.pick(
        f"whether {payer} pays {effect.cost} for {source_name}'s triggered ability (CR "
        "118.12)", [True, False])
    if isinstance(paid, MutableMapping):
        paid["unpaid"] = not will
    if plan is None:
        return state.logged("choice", payer, f"{does(payer, 'can')}'t pay {effect.cost} "
                            "from their mana pool, so doesn't pay", "118.12, 118.3")
    if not will:
        return state.logged("choice", payer, f"{does(payer, 'chooses')} not to pay "
                            f"{effect.cost}", "118.12")
    state = state.with_player(replace(player, pool=plan[0]))
    return state.logged("pay", payer, f"{does(payer, 'pays')} {effect.cost}", "118.12")


def put_those_counters(state: GameState, effect: PutThoseCounters, pid: int, who: str,
                       paid: Mapping[str, Any], source_name: str,
                       targets: Sequence[int] = ()) -> GameState:
    """"Put those counters on ~" / "put its counters on target creature you control"
    (CR 122.8): the same number of each kind of counter the object the trigger event was
    about had as it left the battlefield (603.10a) are put on the permanent named — the
    source, or the ability's target still on the battlefield (608.2b) — each kind as an
    event (122.6)."""
    on = [pid] if effect.selector.relation is Relation.SELF else \
        list(targets[:1]) if effect.selector.relation is Relation.TARGET else []
    on = [p for p in on if p in state.permanents]
    if not on:
        return state.logged("effect", source_name, "the permanent to put them on is gone",
                            "608.2b")
    for kind, n in paid.get("that_counters") or ():
        if n > 0:
            state = put_counters(state, on[0], kind, n, who, why=f"by {source_name}",
                                 rule="122.8")
    return state


def move_counters(state: GameState, effect: MoveCounters, pid: int, who: str,
                  targets: Sequence[int], source_name: str,
                  that: int | None = None) -> GameState:
    """"Move all counters from ~ onto target creature", "move a +1/+1 counter from ~
    onto that creature" (CR 122.5): each counter (or ``effect.count`` of them) is removed
    from the source and put onto the target, or onto ``that``, the object the trigger
    event was about; if either can't be done (the source or the other is gone, or they
    are one object), nothing moves."""
    chars = characteristics_of(state)
    onto = [that] if effect.selector.relation is Relation.THAT else targets
    to = next((t for t in onto if t is not None and t in chars), None)
    if pid not in state.permanents or to is None or to == pid:
        return state.logged("effect", source_name, "no counter can be moved", "122.5")
    source = state.permanents[pid]
    moving = [(k, n if effect.count is None else min(n, effect.count))
              for k, n in source.counters if n > 0 and
              (effect.counter is None or k == effect.counter)]
    for kind, n in moving:
        state = state.with_permanent(state.permanents[pid].with_counters(kind, -n))
        state = put_counters(state, to, kind, n, who, why=f"moved from {source_name}",
                             rule="122.5")
    return state


def carry_out_triggered(state: GameState, effect: Effect, *, pid: int, who: str,
                        paid: Mapping[str, Any], targets: Sequence[int], chooser: Chooser,
                        source_name: str,
                        then: Callable[[GameState, tuple[Effect, ...]], GameState]
                        ) -> GameState | None:
    """Carry out one of this module's instructions (see the module docstring), or None."""
    match effect:
        case OfferToPay():
            return offer_payment(state, effect, who, paid, chooser, source_name)
        case IfNotPaid():
            if not paid.get("unpaid"):
                return state.logged("effect", source_name, "the payment was made: nothing "
                                    "more happens", "118.12")
            return then(state, effect.effects)
        case PutThoseCounters():
            return put_those_counters(state, effect, pid, who, paid, source_name, targets)
        case MoveCounters():
            that = paid.get("that")
            return move_counters(state, effect, pid, who, targets, source_name,
                                 that if isinstance(that, int) else None)
    return None
