"""Paying a cost while a spell or ability resolves (CR 118.12, 608.2d, 119.4, 107.14).

"You may pay {2}. If you do, ..." and "Sacrifice ~ unless you pay {U}": the player
chooses as the instruction is carried out whether to pay (the action's ``choices=``,
:class:`~mtglab.engine.choices.Chooser`). A player who can't pay the cost can't choose
to (118.3): the choice isn't even offered. Mana is paid from the player's mana pool —
mana abilities are activated before, 605.3a —, life only with that much life (119.4),
energy with that many energy counters (107.14).

:func:`perform_pay` is the verb of :class:`~mtglab.cards.optional.Pay` in
:data:`mtglab.engine.effects.perform.VERBS`; :func:`refused_payment` is what "you may"
asks first.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtglab.cards.effects import MayDo, Selector
from mtglab.cards.instructions import Discard, Who, target_parts
from mtglab.cards.optional import (
    DiscardKind,
    ExileFromGraveyard,
    IfElse,
    Pay,
    PlayerMay,
    PutFromHand,
    TapChosen,
    Unless,
)
from mtglab.cards.vocabulary import AmountKind
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.effects.castconditions import holds_as_resolving
from mtglab.engine.effects.life import lose_life
from mtglab.engine.events.creating import enters_attacking
from mtglab.engine.game.discarding import discard_card
from mtglab.engine.game.zones import moved_card, zone_cards
from mtglab.engine.mana.production import ProductionContext
from mtglab.engine.payment import pay_from_pool
from mtglab.engine.resolution.targeting import parts_of
from mtglab.engine.resolution.triggers import (
    hand_cards,
    triggered_by_discarding,
    triggered_by_tapping,
)
from mtglab.engine.state import BaseValues, CardInZone, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError
from mtglab.mana import ManaCost

if TYPE_CHECKING:
    from mtglab.engine.effects.perform import Resolution

__all__ = ["MAX_X", "counted_payment", "pay_problem", "perform_discard_kind",
           "perform_exile_from_graveyard", "perform_if_else",
           "perform_pay", "perform_player_may", "perform_put_from_hand", "perform_tap_chosen",
           "perform_unless",
           "refused_payment"]


def _purpose(e: Pay) -> str:
    """What the mana pays for (106.6): a cumulative upkeep cost (702.24a) or a cost an
    ability's instruction asks for."""
    return "cumulative upkeep" if e.cumulative_upkeep else "ability"


def counted_payment(state: GameState, e: Pay, res: Resolution) -> Pay:
    """"pay {1} for each age counter on it": the cost repeated that many times, counted
    now (608.2h); ``e`` itself when it is paid once."""
    if e.times is None:
        return e
    n = max(0, res.amount(state, e.times))
    cost = None if e.cost is None else ManaCost(tuple(e.cost.symbols) * n)
    return replace(e, cost=cost, life=e.life * n, energy=e.energy * n, times=None)


def pay_problem(state: GameState, e: Pay, who: str, x: int | None) -> str | None:
    """Why ``who`` can't pay ``e`` now (118.3, 119.4, 107.14), or None; ``e`` counted
    (:func:`counted_payment`)."""
    player = state.player(who)
    if e.cost is not None:
        plan = pay_from_pool(player, e.cost, x=x or 0,  # X chosen as it resolves: 0 at least
                             purpose=_purpose(e))
        if plan is None:
            return f"pay {e.cost} from {possessive(who)} mana pool (118.3)"
        if e.life and player.life - plan[1] < e.life:
            return f"pay {e.life} life as well (119.4)"
    if e.life and player.life < e.life:
        return f"pay {e.life} life with {player.life} life (119.4)"
    if player.counter("energy") < e.energy:
        return f"pay {'{E}' * e.energy} with {player.counter('energy')} energy (107.14)"
    return None


def perform_pay(state: GameState, e: Pay, res: Resolution) -> tuple[GameState, Resolution]:
    """118.12: the ability's controller pays the cost, if they can; one that can't be
    paid isn't (609.3: the instruction does nothing, so "if you do" doesn't follow)."""
    who = res.controller
    e = counted_payment(state, e, res)
    why = pay_problem(state, e, who, res.x)
    if why is not None:
        return state.logged("pay", res.source_name, f"{does(who, 'can')}'t {why}",
                            "118.3"), res
    life = e.life
    if e.cost is not None:
        if e.cost.has_x and _x_undefined(res):  # "you may pay {X}": chosen now (107.3f)
            res = replace(res, x=_choose_x(state, e, res))
        plan = pay_from_pool(state.player(who), e.cost, x=res.x or 0, purpose=_purpose(e))
        assert plan is not None  # pay_problem checked it
        state = state.with_player(replace(state.player(who), pool=plan[0]))
        life += plan[1]  # Phyrexian mana paid with life (107.4f)
    if e.energy:
        state = state.with_player(state.player(who).with_counters("energy", -e.energy))
    state = lose_life(state, who, life)  # life paid is life lost (119.4)
    # paid, even a cost of nothing ({1} for each of no cards) that changed nothing (118.5)
    paid = e.describe().removeprefix("pay ").strip()
    return state.logged("pay", res.source_name, f"{does(who, 'pays')} {paid or 'nothing'}",
                        "118.12" if paid else "118.5"), replace(res, done=True)


#: The most X a player is offered for "pay {X}" (a bound on the choices listed).
MAX_X = 20


def _x_undefined(res: Resolution) -> bool:
    """Whether the resolving ability's text leaves X to be chosen as it resolves
    (107.3f): no X was announced for it, and it is not an enters ability that sees the X
    of the spell it was (107.3m)."""
    event = res.paid.get("event")
    return res.x is None or (event is not None and (event != "enters" or not res.x))


def _choose_x(state: GameState, e: Pay, res: Resolution) -> int:
    """The value of X for "pay {X}" in a resolving ability whose text doesn't define it:
    its controller chooses it as it resolves (107.3f), among the values they can pay."""
    assert e.cost is not None
    player = state.player(res.controller)
    options = [x for x in range(MAX_X + 1)
               if pay_from_pool(player, e.cost, x=x, purpose=_purpose(e)) is not None]
    return int(res.chooser.pick(f"the value of X {res.controller} pays for {e.cost} "
                                f"({res.source_name}; CR 107.3f)", options))


def _payments(effects: Sequence[object]) -> list[Pay]:
    return [e for e in effects if isinstance(e, Pay)]


def refused_payment(state: GameState, e: MayDo, res: Resolution
                    ) -> tuple[GameState, Resolution] | None:
    """"You may pay ...": when the player can't pay the cost, they can't choose to
    (118.3): nothing of it happens and it wasn't done (608.2d); None when they can."""
    discarded = sum(d.amount.value for d in e.effects if isinstance(d, Discard) and
                    d.amount.kind is AmountKind.FIXED)
    hand = len(zone_cards(state, res.controller, "hand"))
    for pay in _payments(e.effects):
        pay = counted_payment(state, pay, res)
        why = pay_problem(state, pay, res.controller, res.x) if discarded <= hand else \
            f"discard {discarded} card(s) with {hand} in hand as well"
        if why is not None:
            n = sum(len(list(target_parts(x))) for x in e.effects)
            return state.logged("choice", res.source_name, f"{does(res.controller, 'can')}"
                                f"'t {why}, so doesn't", "118.3, 608.2d"), \
                replace(res, cursor=res.cursor + n, done=False)
    return None


def _fitting(state: GameState, sel: Selector, who: str, zone: str, res: Resolution
             ) -> list[CardInZone]:
    """The cards of ``who``'s ``zone`` that match ``sel`` (its zone left aside)."""
    plain = replace(sel, zone=None)
    ctx = SelectContext(res.source_id, who, x=res.x)  # "with mana value X" (107.3)
    return [c for c in zone_cards(state, who, zone) if c.id is not None and
            c.card is not None and matches(plain, c.id, CardLooks(BaseValues.of_card(c.card),
                                                                  who), ctx)]


def perform_exile_from_graveyard(state: GameState, e: ExileFromGraveyard, res: Resolution,
                                 players: Players) -> tuple[GameState, Resolution]:
    """406.3: the player named (the controller, or each player the text names, in turn
    order, 101.4) chooses that many cards of the kind in their graveyard and exiles
    them; with fewer, they can't, and none is exiled (609.3)."""
    names, res = players(state, e.player, res)
    exiled: list[int] = []
    for who in names:
        state, got = _exile_own_cards(state, e, res, who, partial=e.player != Who.YOU)
        exiled.extend(got)
    return state, replace(res, named=tuple(exiled))  # "that card" after it (608.2c)


def _exile_own_cards(state: GameState, e: ExileFromGraveyard, res: Resolution, who: str, *,
                     partial: bool) -> tuple[GameState, list[int]]:
    """One player's choice and exile; ``partial``: with fewer cards than asked, another
    player named by the text exiles what they have (609.3: as much as possible) — your
    own "exile two cards" stays all or nothing, as a cost "if you do" reads (608.2d)."""
    fits = _fitting(state, e.selector, who, "graveyard", res)
    if partial and len(fits) < e.count:
        e = replace(e, count=len(fits))
    if len(fits) < e.count:
        return state.logged("exile", res.source_name, f"{does(who, 'has')} fewer than "
                            f"{e.count} {e.selector.describe()} card(s) in their graveyard: "
                            "none is exiled", "609.3"), []
    options = [tuple(c.id for c in combo) for combo in itertools.combinations(fits, e.count)]
    labels = {o: ", ".join(c.name for c in fits if c.id in o) for o in options}
    unique = list(dict.fromkeys(labels.values()))
    pick = res.chooser.pick(f"the card(s) {who} exiles from their graveyard (CR 406.3)",
                            unique) if len(unique) > 1 else unique[0]
    chosen = next(o for o in options if labels[o] == pick)
    exiled: list[int] = []
    for cid in chosen:
        assert cid is not None
        new, state = moved_card(state, cid, "exile", f"exiled by {res.source_name}", "406.3")
        exiled.append(new)
    return state, exiled


def perform_put_from_hand(state: GameState, e: PutFromHand, res: Resolution
                          ) -> tuple[GameState, Resolution]:
    """305.4, 110.2: the controller chooses a card of the kind in their hand and puts it
    onto the battlefield under their control (a new object, 400.7; "that permanent"
    names it, 608.2c); with none, nothing happens (609.3)."""
    who = res.controller
    fits = _fitting(state, e.selector, who, "hand", res)
    if not fits:
        return state.logged("put", res.source_name, f"{does(who, 'has')} no "
                            f"{e.selector.describe()} card in hand to put onto the "
                            "battlefield", "609.3"), res
    if res.arrive is None:
        raise UnsupportedError("putting a card onto the battlefield from here")
    names = list(dict.fromkeys(c.name for c in fits))
    name = res.chooser.pick(f"the {e.selector.describe()} card {who} puts onto the "
                            "battlefield from their hand (CR 305.4)", names)
    card_id = next(c.id for c in fits if c.name == name)
    assert card_id is not None
    seen = set(state.permanents)
    state = res.arrive(state, card_id, who, e.tapped, res.chooser)
    if e.attacking:  # "tapped and attacking": never declared an attacker (508.4)
        for pid in sorted(set(state.permanents) - seen):
            state = enters_attacking(state, pid, who)
    return state, replace(res, named=(card_id,))  # "that permanent" after it (608.2c)


def perform_tap_chosen(state: GameState, e: TapChosen, res: Resolution
                       ) -> tuple[GameState, Resolution]:
    """701.26a: the controller chooses that many untapped permanents of the kind they
    control, one at a time, and taps them; with fewer, they can't, and none is tapped
    (609.3). "Those creatures" then names them (608.2c)."""
    who = res.controller
    ctx = SelectContext(res.source_id, who, x=res.x)
    fits = {oid: looks.name for oid, looks in characteristics_of(state).items()
            if looks.controller == who and oid in state.permanents and
            matches(e.selector, oid, looks, ctx, tapped=state.permanents[oid].tapped)}
    if len(fits) < e.count:
        return state.logged("tap", res.source_name, f"{does(who, 'controls')} fewer than "
                            f"{e.count} {e.selector.describe()}: none is tapped",
                            "609.3"), res
    chosen: list[int] = []
    for i in range(e.count):
        left = {oid: name for oid, name in fits.items() if oid not in chosen}
        chosen.append(res.chooser.pick_permanent(
            f"permanent {i + 1} of {e.count} {who} taps for {res.source_name} (CR 701.26a)",
            left))
    for oid in chosen:
        looks = characteristics_of(state)[oid]
        state = state.with_permanent(replace(state.permanents[oid], tapped=True))
        state = state.logged("tap", looks.name, f"tapped by {res.source_name}", "701.26a")
        state = triggered_by_tapping(state, oid, looks)
    return state, replace(res, named=tuple(chosen))


#: how an instruction is carried out (:func:`mtglab.engine.effects.perform.perform`)
Perform = Callable[[GameState, Any, "Resolution"], tuple[GameState, "Resolution"]]


def perform_if_else(state: GameState, e: IfElse, res: Resolution, perform: Perform
                    ) -> tuple[GameState, Resolution]:
    """608.2c: "<instructions> if <condition>. Otherwise, <other instructions>": the
    condition is checked once, as that part resolves; 608.2d: "If you do, ...
    Otherwise, ...": whether the optional instruction before was done. One branch is
    carried out; the other's targets are passed over (their words "target" stay in text
    order), still named for "that creature" after them (608.2c)."""
    if e.condition is None:
        if res.done is None:
            raise UnsupportedError("'If you do' without an optional instruction before it")
        held, rule = res.done, "608.2d"
    else:
        that = next((t for t in res.named if isinstance(t, int)), None)
        if e.about_target:  # "If that creature is ..., ... instead": the first object
            group = res.targets[res.cursor] if res.cursor < len(res.targets) else ()
            that = next((t for t in group if isinstance(t, int)), None)  # targeted (608.2c)
        held, rule = holds_as_resolving(e.condition, ProductionContext(
            state, res.source_id, res.controller, x=res.x, that=that), res.cast), "608.2c"
    state = state.logged("effect", res.source_name, "the first part happens" if held else
                         "otherwise: the second part happens", rule)
    for branch, run in ((e.effects, held), (e.otherwise, not held)):
        if not run and e.same_targets:  # the branch taken acts on the same targets (614.15)
            continue
        if not run:
            group, res = res.take(sum(len(list(target_parts(x))) for x in branch))
            res = replace(res, named=group) if group else res
            continue
        for inner in branch:
            state, res = perform(state, inner, res)
    return state, res


def _acted(before: GameState, after: GameState) -> bool:
    """Whether an action did anything beyond writing the log (609.3: one that was
    impossible — nothing to sacrifice or discard — was not done)."""
    return replace(before, log=after.log) != after


#: the players a :class:`~mtglab.cards.instructions.Who` names as an instruction resolves
#: (:func:`mtglab.engine.effects.perform.players_named`)
Players = Callable[[GameState, str, "Resolution"], tuple[list[str], "Resolution"]]


def _objects_named(res: Resolution) -> tuple[int, ...]:
    """The objects the text named so far ("that creature"), kept beside the player an
    instruction names next (608.2c)."""
    return tuple(t for t in res.named if isinstance(t, int))


def _unless_payers(state: GameState, e: Unless, res: Resolution, players: Players
                   ) -> list[str]:
    """The player who chooses for "unless they / its controller ...": of the
    instruction's first target (looked at, not taken: the instruction takes it), the
    player targeted or the object's controller; else the player or the object the text
    named (608.2c)."""
    has_target = any(parts_of((x,)) for x in e.effects)
    group = list(res.targets[res.cursor]) if has_target and \
        res.cursor < len(res.targets) else []
    if e.by_controller:  # of a permanent, or of a spell or ability on the stack (115.1)
        chars = characteristics_of(state)
        owners = {t: chars[t].controller for t in group if isinstance(t, int) and t in chars}
        owners.update({i.id: i.controller for i in state.stack if i.id in group})
        return [owners[t] for t in group if t in owners][:1] or \
            players(state, Who.CONTROLLER, res)[0][:1]
    named = [t for t in group if isinstance(t, str)]
    subject = Who.CONTROLLER if any(getattr(x, "player", None) == Who.CONTROLLER
                                    for x in e.effects) else Who.THAT_PLAYER
    return named[:1] or players(state, subject, res)[0][:1]


def _does_it(state: GameState, e: Unless | PlayerMay, player: str, res: Resolution,
             perform: Perform) -> tuple[GameState, bool]:
    """118.12, 608.2d: ``player`` chooses whether to do the action, as "you" for it; a
    cost they can't pay isn't offered (118.3)."""
    as_them = replace(res, controller=player, done=None)
    action = tuple(counted_payment(state, a, res) if isinstance(a, Pay) else a  # 608.2h
                   for a in (e.action if isinstance(e, Unless) else e.effects))
    for pay in _payments(action):
        why = pay_problem(state, pay, player, res.x)
        if why is not None:
            return state.logged("choice", player, f"{does(player, 'can')}'t {why}, so "
                                "doesn't", "118.3, 118.12"), False
    either = isinstance(e, Unless) and e.either
    if isinstance(e, Unless) and e.either:  # one of the actions, or neither
        action = _one_of(e, player, res)
    what = " and ".join(_label(a) for a in action)
    if not action or (not either and not res.chooser.pick(
            f"whether {player} does it for {res.source_name}: {what} (CR 118.12, 608.2d)",
            [True, False])):
        return state.logged("choice", player, f"{does(player, 'chooses')} not to",
                            "608.2d"), False
    before = state
    for one in action:
        state, as_them = perform(state, one, as_them)
    return state, _acted(before, state) or as_them.done is True  # a cost of nothing (118.5)


def _label(action: Any) -> str:
    return action.describe() if isinstance(action, Pay) else type(action).__name__.lower()


def _one_of(e: Unless, player: str, res: Resolution) -> tuple[Any, ...]:
    """ "unless they sacrifice a nonland permanent or discard a card": the one action
    ``player`` chooses to do, or none (608.2d)."""
    labels = {f"{i + 1}: {_label(a)}": a for i, a in enumerate(e.action)}
    pick = res.chooser.pick(f"which {player} does for {res.source_name}, or neither "
                            "(CR 118.12, 608.2d)", [*labels, "neither"])
    return (labels[pick],) if pick in labels else ()


def perform_unless(state: GameState, e: Unless, res: Resolution, perform: Perform,
                   players: Players) -> tuple[GameState, Resolution]:
    """118.12, 608.2d: "<instruction> unless <player> <action>": the player named chooses
    whether to do the action; if they don't (or can't, 118.3, 609.3) the instruction
    happens. With "each opponent ... unless they ...", each chooses in turn order
    (101.4), and the instruction is carried out for each who didn't ("that player",
    608.2c). Its targets are passed over when it doesn't happen."""
    n = sum(len(parts_of((x,))) for x in e.effects)
    start = res
    payers: list[str | None] = list(players(state, e.each, res)[0]) if e.each is not None \
        else list(_unless_payers(state, e, res, players)) or [None]  # none: it happens
    for player in payers:
        done = False
        if player is not None:
            state, done = _does_it(state, e, player, start, perform)
        if done:
            state = state.logged("effect", res.source_name, f"{player} did it: the rest "
                                 "doesn't happen for them", "118.12")
            continue
        res = replace(start, named=(player, *_objects_named(start))) \
            if e.each is not None and player else start
        for inner in e.effects:
            state, res = perform(state, inner, res)
    return state, replace(res, cursor=start.cursor + n)


def perform_player_may(state: GameState, e: PlayerMay, res: Resolution, perform: Perform,
                       players: Players) -> tuple[GameState, Resolution]:
    """608.2d: "that player may ...", "each player may ...": each player named, in turn
    order (101.4), chooses whether to do it, and does it as "you". Whether it was done
    (609.3: one that did nothing was not) is kept for "If they do, ..."; "they" then names
    that player (608.2c)."""
    names, res = players(state, e.who, res)
    done = False
    for player in names:
        state, did = _does_it(state, e, player, res, perform)
        done = done or did
    return state, replace(res, done=done, named=(*names, *_objects_named(res)))


def perform_discard_kind(state: GameState, e: DiscardKind, res: Resolution,
                         players: Players) -> tuple[GameState, Resolution]:
    """701.9a: each player named (in turn order, 101.4) chooses a card of the kind in
    their hand and discards it — or, ``every``, discards every card of the kind there;
    with none, nothing is discarded (609.3)."""
    names, res = players(state, e.player, res)
    for who in names:
        state = _discard_kind(state, e, res, who)
    return state, res if e.player == Who.YOU else replace(res, named=tuple(names))


def _discard_kind(state: GameState, e: DiscardKind, res: Resolution, who: str) -> GameState:
    fits = _fitting(state, e.selector, who, "hand", res)
    if not fits:
        return state.logged("discard", res.source_name, f"{does(who, 'has')} no "
                            f"{e.selector.describe()} card in hand to discard", "609.3")
    if e.every:
        chosen = [c.id for c in fits if c.id is not None]
    else:
        names = list(dict.fromkeys(c.name for c in fits))
        name = res.chooser.pick(f"the {e.selector.describe()} card {who} discards "
                                "(CR 701.9a)", names) if len(names) > 1 else names[0]
        chosen = [next(c.id for c in fits if c.name == name and c.id is not None)]
    discarded = hand_cards(state, chosen)
    for card_id in chosen:
        state = discard_card(state, card_id, f"{does(who, 'discards')} it", "701.9a")
    return triggered_by_discarding(state, who, len(chosen), discarded)
