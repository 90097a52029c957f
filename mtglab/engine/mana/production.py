"""What an "add mana" instruction would make, before replacement effects (CR 106).

:func:`production_options` turns a parsed :class:`~mtglab.cards.effects.ManaProduction`
into the list of amounts the player could choose among as the ability resolves — one
entry for "{G}", five for "one mana of any color", none when the type is undefined
(CR 106.5: "the chosen color" with no color chosen, Command Tower without a commander,
"a color among ..." when there is none, a "could produce" with nothing to copy).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from mtglab.cards.effects import (
    EXILED_CARDS,
    NOTED_MANA,
    AddMana,
    Amount,
    AnyOf,
    ChosenColor,
    ColorAmong,
    CommanderIdentity,
    Condition,
    ControllerSpec,
    CouldProduce,
    FixedMana,
    ManaProduction,
    MilledSymbols,
    NotedMana,
    PoolCopy,
    ProductionChoice,
    Relation,
    Selector,
    TypeProduced,
)
from mtglab.cards.model import Card
from mtglab.cards.types import BASIC_LAND_TYPES
from mtglab.engine.characteristics.amounts import cards_counted, count_for_each
from mtglab.engine.characteristics.conditions import card_types_in_graveyard, holds
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.layers import Characteristics, characteristics_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.game.history import (
    HISTORY_AMOUNTS,
    HISTORY_CONDITIONS,
    history_amount,
    history_condition,
)
from mtglab.engine.state import GameState, PermanentState
from mtglab.errors import UnsupportedError
from mtglab.mana import COLORS, MANA_TYPES, Mana, ManaCost

__all__ = ["ProductionContext", "amount_value", "cards_to_reveal", "condition_holds",
           "exiled_cards", "present_choices", "production_options"]

_MAX_COMBINATIONS = 5_000


@dataclass(frozen=True)
class ProductionContext:
    """Everything an ability's text may refer to while it resolves.

    ``source_id`` is the ability's source; ``controller`` the player who controls the
    ability; ``x`` the X paid; ``removed`` the counters removed to pay its cost;
    ``that`` the permanent "that land" / "the sacrificed land" names; ``produced`` the
    mana the triggering permanent produced (for "any type that land produced");
    ``could`` looks up what another permanent could produce (CR 106.7).
    """

    state: GameState
    source_id: int | None
    controller: str
    x: int | None = None
    removed: int = 0
    that: int | None = None
    produced: Mana | None = None
    could: Callable[[int], frozenset[str]] | None = None
    sacrificed_could: frozenset[str] | None = None
    chosen: Mapping[str, object] = field(default_factory=dict)
    #: the power and mana value of the permanent sacrificed or exiled to pay the cost,
    #: as it last existed on the battlefield (CR 608.2h, 113.7a)
    paid_power: int | None = None
    paid_mana_value: int | None = None
    #: its toughness, as it last existed (608.2h: "the sacrificed creature's toughness")
    paid_toughness: int | None = None
    #: the number of cards revealed by a :class:`Reveal` earlier in the ability ("for
    #: each card revealed this way", CR 701.20)
    revealed: int | None = None
    #: the name of the source when it isn't on the battlefield: a resolving spell's
    #: ("cards named ~ in all graveyards", 201.2) or a source that left (608.2h)
    source_name: str = ""
    #: the characteristics of ``that`` as it last existed before the instruction that
    #: named it acted on it ("If that creature was a Human", CR 608.2h)
    that_looks: Any = None
    #: how many times this ability has been activated this turn, this activation
    #: included ("If this ability has been activated four or more times this turn")
    activations: int = 0
    #: the mana costs of the cards the ability's cost milled (Charmed Pendant); None
    #: before the cost is paid: then the cards it would mill, the top of the library
    milled: tuple[ManaCost | None, ...] | None = None
    #: whether an "unless any player pays" may still stop the mana: its totals include
    #: no mana; False once every player has declined (as the mana is chosen)
    unless_open: bool = True

    @property
    def chars(self) -> dict[int, Characteristics]:
        return characteristics_of(self.state)

    def select_context(self) -> SelectContext:
        attached = None
        if self.source_id is not None and self.source_id in self.state.permanents:
            attached = self.state.permanents[self.source_id].attached_to
        that = frozenset({self.that}) if self.that is not None else frozenset()
        name = self.source_name  # a spell's, or a source gone (608.2h)
        if self.source_id is not None and self.source_id in self.state.permanents:
            name = self.chars[self.source_id].name
        return SelectContext(self.source_id, self.controller, attached, that,
                             chosen=tuple(self.chosen.items()), source_name=name,
                             defending=defending_player(self.state, self.source_id))


def exiled_cards(state: GameState, chosen: Mapping[str, object]) -> list[Card]:
    """The cards "exiled with" a permanent (its :data:`EXILED_CARDS`) that are still in
    exile: a card that left exile is a new object, no longer linked (CR 400.7, 607.2a)."""
    names = chosen.get(EXILED_CARDS) or ()
    if isinstance(names, str):
        names = (names,)
    assert isinstance(names, tuple | list)
    out: list[Card] = []
    pool = [e for e in state.exile if e.card is not None]
    for n in names:
        found = next((e for e in pool if e.name == n), None)
        if found is not None and found.card is not None:
            pool.remove(found)
            out.append(found.card)
    return out


def present_choices(state: GameState, chosen: tuple[tuple[str, object], ...],
                    ) -> tuple[tuple[str, object], ...]:
    """A permanent's linked choices with its exiled cards narrowed to those still in
    exile (:func:`exiled_cards`)."""
    if not any(k == EXILED_CARDS for k, _v in chosen):
        return chosen
    names = tuple(c.name for c in exiled_cards(state, dict(chosen)))
    return tuple((k, names if k == EXILED_CARDS else v) for k, v in chosen)


def _matching(selector_ctx: ProductionContext, sel: object) -> list[int]:
    assert isinstance(sel, Selector)
    chars = selector_ctx.chars
    ctx = selector_ctx.select_context()
    state = selector_ctx.state
    names: set[str] | None = None
    if sel.same_name_as is Relation.THAT:  # "with the same name as it" (that land, 201.2)
        that = selector_ctx.that
        if that is None or that not in chars:
            return []
        names, sel = {chars[that].name}, replace(sel, same_name_as=None)
    elif sel.same_name_as is Relation.EXILED:  # "... as the exiled card" (607.2a)
        names = {c.name for c in exiled_cards(state, selector_ctx.chosen)}
        sel = replace(sel, same_name_as=None)
    out = []
    for pid, c in chars.items():
        if names is not None and c.name not in names:
            continue
        perm = state.permanents[pid]
        if matches(sel, pid, c, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters), entered=perm.entered_turn == state.turn):
            out.append(pid)
    return out


def _count_in_zone(sel: object, ctx: ProductionContext) -> int:
    """Cards in a graveyard or exile matching a selector ("creature cards in your
    graveyard"); hands and libraries are not modelled."""
    assert isinstance(sel, Selector)
    return cards_counted(ctx.state, sel, ctx.select_context())  # characteristics/amounts.py


def cards_to_reveal(ctx: ProductionContext, sel: Selector) -> int:
    """How many cards matching ``sel`` the controller could reveal (from their hand)."""
    return _count_in_zone(sel, ctx)


def amount_value(amount: Amount, ctx: ProductionContext) -> int:
    """The number an :class:`Amount` stands for now."""
    compute = _AMOUNTS.get(amount.kind)
    if compute is None:
        raise UnsupportedError(f"mtglab can't compute the amount {amount.describe()!r} yet")
    if amount.times < 0:  # "3 minus the number of ...": the count taken from the number
        return compute(replace(amount, plus=0, times=1), ctx) * amount.times + amount.plus
    return compute(amount, ctx) * amount.times  # "2 life for each ..." (107.1)


def _fixed(amount: Amount, ctx: ProductionContext) -> int:
    """A number printed in the text (CR 107.1)."""
    return amount.value


def _named_value(amount: Amount, ctx: ProductionContext) -> int:
    """"Its power" / toughness / mana value: the object the text named ("that
    creature"), as it is now (608.2h)."""
    if ctx.that is None or ctx.that not in ctx.chars:
        return 0
    looks = ctx.chars[ctx.that]
    value = looks.power if amount.kind == "named_power" else looks.toughness \
        if amount.kind == "named_toughness" else looks.mana_value
    return max(0, value or 0)


def _x_value(amount: Amount, ctx: ProductionContext) -> int:
    """X, the value chosen for it (107.3)."""
    if ctx.x is None:
        raise UnsupportedError("this amount needs X; pass x=")
    return ctx.x + amount.plus


def _count(amount: Amount, ctx: ProductionContext) -> int:
    """"For each ... you control" or "... in your graveyard" (608.2h)."""
    assert amount.selector is not None
    if amount.selector.zone is not None:
        return _count_in_zone(amount.selector, ctx) + amount.plus
    return len(_matching(ctx, amount.selector)) + amount.plus


def _counters_on_source(amount: Amount, ctx: ProductionContext) -> int:
    """Counters of a kind on the source, or of every kind for "each counter" (122.1)."""
    if ctx.source_id is None or ctx.source_id not in ctx.state.permanents:
        return 0
    perm = ctx.state.permanents[ctx.source_id]
    if amount.counter is None:  # "for each counter on ~": every kind (122.1)
        return sum(n for _k, n in perm.counters) + amount.plus
    return perm.counter(amount.counter) + amount.plus


def _removed(amount: Amount, ctx: ProductionContext) -> int:
    """The counters removed to pay the cost (118.3)."""
    return ctx.removed


def _source_power(amount: Amount, ctx: ProductionContext) -> int:
    """The source's power; a negative power adds no mana (107.1)."""
    c = ctx.chars.get(ctx.source_id) if ctx.source_id is not None else None
    return max(0, c.power or 0) if c is not None else 0


def _source_toughness(amount: Amount, ctx: ProductionContext) -> int:
    """The source's toughness (208)."""
    c = ctx.chars.get(ctx.source_id) if ctx.source_id is not None else None
    return max(0, c.toughness or 0) + amount.plus if c is not None else 0


def _greatest_power(amount: Amount, ctx: ProductionContext) -> int:
    """The greatest power among them; 0 with none (a negative power adds no mana,
    CR 107.1)."""
    powers = [_power(ctx, pid) for pid in _selected(ctx, amount)]
    return max([0, *powers]) + amount.plus


def _different_powers(amount: Amount, ctx: ProductionContext) -> int:
    """How many different powers among them (208)."""
    return len({_power(ctx, pid) for pid in _selected(ctx, amount)}) + amount.plus


def _basic_land_types(amount: Amount, ctx: ProductionContext) -> int:
    """Domain: the basic land types among them (CR 207.2c, 305.6)."""
    found = {s for pid in _selected(ctx, amount) for s in ctx.chars[pid].subtypes
             if s in BASIC_LAND_TYPES}
    return len(found) + amount.plus


def _shared_type(amount: Amount, ctx: ProductionContext) -> int:
    """The most of them that share a creature type (205.3m)."""
    return _greatest_shared_type(ctx, _selected(ctx, amount)) + amount.plus


def _life(amount: Amount, ctx: ProductionContext) -> int:
    """The controller's life total (119)."""
    return ctx.state.player(ctx.controller).life


def _half_life(amount: Amount, ctx: ProductionContext) -> int:
    """Half the controller's life total, rounded up or down as the text says (107.1a);
    none of a life total of 0 or less."""
    life = max(0, ctx.state.player(ctx.controller).life)
    return (life + 1) // 2 if amount.kind == "half_life_rounded_up" else life // 2


def _half_library(amount: Amount, ctx: ProductionContext) -> int:
    """Half the number of cards in the controller's library, rounded up or down as the
    text says (107.1a, 401.3: anyone may count them)."""
    n = len(ctx.state.libraries.get(ctx.controller, ()))
    return (n + 1) // 2 if amount.kind == "half_library_rounded_up" else n // 2


def _revealed(amount: Amount, ctx: ProductionContext) -> int:
    """"For each card revealed this way" (701.20)."""
    if ctx.revealed is None:
        raise UnsupportedError("'for each card revealed this way' needs the cards "
                               "revealed (CR 701.20)")
    return ctx.revealed + amount.plus


def _top_cards(amount: Amount, ctx: ProductionContext) -> int:
    """Each player's top card, revealed where it is, that matches (701.20)."""
    assert amount.selector is not None
    return _top_cards_matching(ctx, amount.selector) + amount.plus


def _cards_drawn(amount: Amount, ctx: ProductionContext) -> int:
    """Cards the controller drew this turn (121.1)."""
    return ctx.state.player(ctx.controller).cards_drawn + amount.plus


def _life_gained(amount: Amount, ctx: ProductionContext) -> int:
    """Life the controller gained this turn, however (119.9)."""
    return ctx.state.player(ctx.controller).life_gained + amount.plus


def _sacrificed_power(amount: Amount, ctx: ProductionContext) -> int:
    """The power of the permanent the cost used, as it last existed (608.2h); a negative
    power adds no mana (107.1)."""
    return max(0, _paid(ctx.paid_power, amount)) + amount.plus


def _paid_mana_value(amount: Amount, ctx: ProductionContext) -> int:
    """The mana value of the permanent the cost used, as it last existed (608.2h)."""
    return _paid(ctx.paid_mana_value, amount) + amount.plus


def _paid_toughness(amount: Amount, ctx: ProductionContext) -> int:
    """The toughness of the permanent the cost sacrificed, as it last existed (608.2h);
    a negative toughness counts as 0 (107.1b)."""
    return max(0, _paid(ctx.paid_toughness, amount)) + amount.plus


def _devotion(amount: Amount, ctx: ProductionContext) -> int:
    """Devotion to colors (700.5)."""
    return devotion(ctx, amount.colors)


def _for_each(amount: Amount, ctx: ProductionContext) -> int:
    """The counts of mtglab.cards.amounts: objects attached to the source, opponents
    (608.2h; engine/characteristics/amounts.py); ``times`` is applied by the caller."""
    n = count_for_each(replace(amount, times=1), ctx.state, ctx.select_context(), ctx.chars)
    if n is None:
        raise UnsupportedError(f"mtglab can't compute the amount {amount.describe()!r} yet")
    return n


#: each kind of :class:`Amount` mtglab computes -> the function computing it
def _history_amount(amount: Amount, ctx: ProductionContext) -> int:
    """A count of what happened this turn ("for each creature that died this turn",
    700.4; mtglab.engine.game.history)."""
    return history_amount(amount.kind, ctx.state, ctx.controller)


_AMOUNTS: dict[str, Callable[[Amount, ProductionContext], int]] = {
    "fixed": _fixed,
    "named_power": _named_value,
    "named_toughness": _named_value,
    "named_mana_value": _named_value,
    "x": _x_value,
    "any": _x_value,
    "count": _count,
    "counters": _counters_on_source,
    "removed": _removed,
    "power": _source_power,
    "toughness": _source_toughness,
    "greatest_power": _greatest_power,
    "different_powers": _different_powers,
    "basic_land_types": _basic_land_types,
    "greatest_shared_type": _shared_type,
    "life": _life,
    "half_life_rounded_up": _half_life,  # 107.1a
    "half_life_rounded_down": _half_life,
    "half_library_rounded_up": _half_library,  # 107.1a
    "half_library_rounded_down": _half_library,
    "revealed": _revealed,
    "top_cards_revealed": _top_cards,
    "cards_drawn_this_turn": _cards_drawn,
    "life_gained_this_turn": _life_gained,
    "sacrificed_power": _sacrificed_power,
    "sacrificed_mana_value": _paid_mana_value,
    "sacrificed_toughness": _paid_toughness,
    "exiled_mana_value": _paid_mana_value,
    "devotion": _devotion,
    "attached": _for_each,
    "blockers_beyond_first": _for_each,
    "opponents_attacked": _for_each,
    "opponents": _for_each,
    "party": _for_each,
    "greatest_toughness": _for_each,
    "greatest_mana_value": _for_each,
    "differently_named": _for_each,
    **dict.fromkeys(HISTORY_AMOUNTS, _history_amount),
}


def _top_cards_matching(ctx: ProductionContext, sel: Selector) -> int:
    """How many players' top library cards match ``sel`` (a player with an empty
    library reveals nothing)."""
    n = 0
    for who in ctx.state.player_names:
        top = ctx.state.libraries.get(who, ())[:1]
        for e in top:
            c = e.card
            if c is not None and all(t in c.types for t in sel.types) and \
                    not any(t in c.types for t in sel.excluded_types):
                n += 1
    return n


def _paid(value: int | None, amount: Amount) -> int:
    if value is None:
        raise UnsupportedError(f"the amount {amount.describe()!r} needs the permanent its "
                               "cost used (CR 608.2h)")
    return value


def devotion(ctx: ProductionContext, colors: tuple[str, ...] | frozenset[str]) -> int:
    """The controller's devotion to ``colors`` (CR 700.5): the mana symbols of those
    colors among the mana costs of the permanents they control; a hybrid symbol of two
    of them counts once (700.5a)."""
    total = 0
    for c in ctx.chars.values():
        if c.controller != ctx.controller or c.mana_cost is None:
            continue
        total += sum(1 for s in c.mana_cost.symbols if any(col in s.colors for col in colors))
    return total


def _selected(ctx: ProductionContext, amount: Amount) -> list[int]:
    if amount.selector is None:
        raise UnsupportedError(f"the amount {amount.describe()!r} names no objects")
    return _matching(ctx, amount.selector)


def _power(ctx: ProductionContext, pid: int) -> int:
    return ctx.chars[pid].power or 0


def _greatest_shared_type(ctx: ProductionContext, ids: list[int]) -> int:
    """The most of ``ids`` that have one creature type in common (White Lotus Tile); a
    changeling has every creature type (CR 702.73a, 205.3m)."""
    counts: dict[str, int] = {}
    everything = 0
    for pid in ids:
        c = ctx.chars[pid]
        if c.all_creature_types:
            everything += 1
            continue
        for sub in set(c.subtypes):
            counts[sub] = counts.get(sub, 0) + 1
    return max([0, *counts.values()]) + everything if ids else 0


def condition_holds(cond: Condition, ctx: ProductionContext) -> bool:
    """Whether a condition in an ability's text holds now. A kind of the conditions
    vocabulary of static abilities (``StaticCondition``: "you have no cards in hand",
    "~ is monstrous" ...) is checked by the one evaluator of
    :mod:`mtglab.engine.characteristics.conditions`, the same for "as long as" (611.3a),
    "activate only if" (602.5b) and "<instruction> if" (608.2c)."""
    check = _CONDITIONS.get(cond.kind)
    if check is None:
        return _as_static(cond, ctx)
    result = check(cond, ctx)
    return not result if cond.negate else result


def _as_static(cond: Condition, ctx: ProductionContext) -> bool:
    """``cond`` checked by :func:`mtglab.engine.characteristics.conditions.holds` on the
    current characteristics; a kind it can't check raises."""
    result = holds(ctx.state, cond, ctx.select_context(), ctx.chars)
    if result is None:
        raise UnsupportedError(f"mtglab can't check the condition {cond.kind!r} yet")
    return result


def _source_perm(ctx: ProductionContext) -> PermanentState | None:
    """The ability's source on the battlefield, or None."""
    return ctx.state.permanents.get(ctx.source_id) if ctx.source_id else None


def _you_control(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you control N or more ..." (608.2h)."""
    assert cond.selector is not None
    return len(_matching(ctx, cond.selector)) >= cond.count


def _counter_on_self(cond: Condition, ctx: ProductionContext) -> bool:
    """"If ~ has N or more counters of a kind on it" (122.1)."""
    perm = _source_perm(ctx)
    return perm is not None and perm.counter(cond.counter or "") >= max(1, cond.count)


def _any_counter_on_self(cond: Condition, ctx: ProductionContext) -> bool:
    """"If ~ has counters on it": any kind (122.1)."""
    perm = _source_perm(ctx)
    return perm is not None and any(n > 0 for _k, n in perm.counters)


def _self_is(cond: Condition, ctx: ProductionContext) -> bool:
    """"If ~ is a ...": the source on the battlefield matches."""
    return ctx.source_id is not None and ctx.source_id in ctx.state.permanents and \
        ctx.source_id in _matching(ctx, cond.selector or _ANY)


def _that_is(cond: Condition, ctx: ProductionContext) -> bool:
    """"If that ... is a ...": the object the text named matches."""
    return ctx.that is not None and ctx.that in _matching(
        replace(ctx, source_id=ctx.that), cond.selector or _ANY)


def _city_blessing(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you have the city's blessing" (702.131c)."""
    return ctx.state.player(ctx.controller).city_blessing > 0


def _that_is_other(cond: Condition, ctx: ProductionContext) -> bool:
    """"If that's another creature" (backup, 702.165a): the object the text named isn't
    the ability's source."""
    return ctx.that is not None and ctx.that != ctx.source_id


def _that_was(cond: Condition, ctx: ProductionContext) -> bool:
    """"If that creature was a ...": the object the text named as it last existed before
    the instruction acted on it (608.2h); one still on the battlefield, as it is now."""
    if ctx.that is None:
        return False
    looks = ctx.that_looks if ctx.that_looks is not None else ctx.chars.get(ctx.that)
    return looks is not None and matches(cond.selector or _ANY, ctx.that, looks,
                                         replace(ctx, source_id=ctx.that).select_context())


def _total_power(cond: Condition, ctx: ProductionContext) -> bool:
    """"Creatures you control with total power N or greater" (208, 107.1)."""
    ids = _matching(ctx, _yours(cond.selector))
    return sum(max(0, _power(ctx, pid)) for pid in ids) >= cond.count


def _same_name(cond: Condition, ctx: ProductionContext) -> bool:
    """"Three or more lands with the same name"."""
    names: dict[str, int] = {}
    for pid in _matching(ctx, _yours(cond.selector)):
        names[ctx.chars[pid].name] = names.get(ctx.chars[pid].name, 0) + 1
    return max([0, *names.values()]) >= cond.count


def _graveyard_cards(cond: Condition, ctx: ProductionContext) -> bool:
    """Threshold: N or more cards in your graveyard (CR 207.2c)."""
    return len(ctx.state.graveyards.get(ctx.controller, ())) >= cond.count


def _card_types_in_graveyard(cond: Condition, ctx: ProductionContext) -> bool:
    """Delirium: N or more card types (205.2a) among the cards in your graveyard."""
    return card_types_in_graveyard(ctx.state, ctx.controller) >= cond.count


def _history(cond: Condition, ctx: ProductionContext) -> bool:
    """What happened this turn or last turn (mtglab.engine.game.history)."""
    return history_condition(cond.kind, ctx.state, ctx.controller, cond.selector, cond.count)


def _your_turn(cond: Condition, ctx: ProductionContext) -> bool:
    """"During your turn" (500.1)."""
    return ctx.state.active == ctx.controller


def _monarch(cond: Condition, ctx: ProductionContext) -> bool:
    """"While you're the monarch" (725)."""
    return ctx.state.monarch == ctx.controller


def _initiative(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you have the initiative" (726)."""
    return ctx.state.initiative == ctx.controller


def _completed_dungeon(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you've completed a dungeon" (309.7)."""
    return ctx.state.player(ctx.controller).dungeons_completed >= 1


def _entered_this_turn(cond: Condition, ctx: ProductionContext) -> bool:
    """The source entered the battlefield this turn."""
    perm = _source_perm(ctx)
    return perm is not None and perm.entered_turn == ctx.state.turn


def _activated_times(cond: Condition, ctx: ProductionContext) -> bool:
    """"If this ability has been activated N or more times this turn" (602)."""
    return ctx.activations >= cond.count


def _played_land(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you played a land this turn" (305.2)."""
    return ctx.state.player(ctx.controller).lands_played >= 1


def _opponent_poison(cond: Condition, ctx: ProductionContext) -> bool:
    """"An opponent has N or more poison counters" (122.1)."""
    return any(ctx.state.player(o).counter("poison") >= cond.count
               for o in ctx.state.opponents(ctx.controller))


def _no_counters(cond: Condition, ctx: ProductionContext) -> bool:
    """"If there are no ... counters on ~" (122.1)."""
    perm = _source_perm(ctx)
    return perm is None or perm.counter(cond.counter or "") == 0


def _kicked(cond: Condition, ctx: ProductionContext) -> bool:
    """"If it was kicked (with its {1}{R} kicker)": the spell that became the source
    permanent was kicked (702.33d), as recorded when it entered (its ``"kicked"``
    entry); a permanent that wasn't cast never was. Without a permanent source (a
    spell's own text) mtglab can't tell here."""
    perm = _source_perm(ctx)
    if perm is None:
        raise UnsupportedError("'if it was kicked' needs the permanent the spell became "
                               "(CR 702.33d)")
    kicks = tuple(perm.choice("kicked") or ())
    return bool(kicks) if not cond.text else cond.text in kicks


def _all_hold(cond: Condition, ctx: ProductionContext) -> bool:
    """"If you control an Urza's Power-Plant and an Urza's Tower": each holds."""
    return all(condition_holds(c, ctx) for c in cond.conditions)


def _any_holds(cond: Condition, ctx: ProductionContext) -> bool:
    """"... or ...": one of them holds."""
    return any(condition_holds(c, ctx) for c in cond.conditions)


#: each kind of :class:`Condition` mtglab checks -> the function checking it
def _x_at_least(cond: Condition, ctx: ProductionContext) -> bool:
    """"If X is 5 or more": a spell's or ability's own X as it resolves (107.3a); for a
    permanent's ability without one, the X paid for the spell it was (ravenous, 702.156a,
    :mod:`mtglab.engine.characteristics.conditions`)."""
    if ctx.x is not None:
        return ctx.x >= cond.count
    return _as_static(replace(cond, negate=False), ctx)


_CONDITIONS: dict[str, Callable[[Condition, ProductionContext], bool]] = {
    "x_paid_at_least": _x_at_least,
    "control": _you_control,
    "counter_on_self": _counter_on_self,
    "any_counter_on_self": _any_counter_on_self,
    "self_is": _self_is,
    "that_is": _that_is,
    "that_is_other": _that_is_other,  # 702.165a
    "that_was": _that_was,  # 608.2h
    "total_power": _total_power,
    "same_name": _same_name,
    "graveyard_cards": _graveyard_cards,
    "your_turn": _your_turn,
    "monarch": _monarch,
    "city_blessing": _city_blessing,  # 702.131c
    "initiative": _initiative,
    "completed_dungeon": _completed_dungeon,
    "entered_this_turn": _entered_this_turn,
    "activated_times": _activated_times,
    "played_land": _played_land,
    "opponent_poison": _opponent_poison,
    "no_counters": _no_counters,
    "card_types_in_graveyard": _card_types_in_graveyard,
    **dict.fromkeys(HISTORY_CONDITIONS, _history),
    "kicked": _kicked,
    "all": _all_hold,
    "any": _any_holds,
}


_ANY = Selector()


def _yours(sel: Selector | None) -> Selector:
    base = sel or Selector(types=("Creature",))
    return base if base.controller is not ControllerSpec.ANY else \
        replace(base, controller=ControllerSpec.YOU)


def _any_of(types: tuple[str, ...], n: int, mode: str) -> list[Mana]:
    if n <= 0:
        return [Mana()]
    if mode == "same":
        return [Mana(t * n) for t in types]
    if mode == "different":
        if n > len(types):
            return []
        return [Mana("".join(combo)) for combo in itertools.combinations(types, n)]
    count = 0
    out = []
    for combo in itertools.combinations_with_replacement(types, n):
        out.append(Mana("".join(combo)))
        count += 1
        if count > _MAX_COMBINATIONS:
            raise UnsupportedError(f"{n} mana in any combination has too many outcomes to list")
    return out


def _types_could(prod: CouldProduce, ctx: ProductionContext) -> frozenset[str]:
    if prod.selector.relation is Relation.SACRIFICED or (
            prod.selector.relation is Relation.THAT and ctx.that is None and
            ctx.sacrificed_could is not None):  # "that land": the one the cost used
        found = ctx.sacrificed_could or frozenset()
    else:
        if ctx.could is None:
            raise UnsupportedError("'could produce' needs the board's could-produce map")
        found = frozenset()
        for pid in _matching(ctx, prod.selector):
            if pid == ctx.source_id:
                continue  # an ability looks at other permanents (CR 106.7 example)
            found = found | ctx.could(pid)
    if prod.colors_only:
        found = found - {"C"}
    return found


def _single(prod: ManaProduction, ctx: ProductionContext) -> list[Mana]:
    """The amounts one production could make (CR 106.1), by its kind."""
    produce = _PRODUCTIONS.get(type(prod))
    if produce is None:
        raise UnsupportedError(f"mtglab can't produce {prod!r} yet")
    return produce(prod, ctx)


def _fixed_mana(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"Add {G}" or "Add {R} or {G}": the options printed (106.1)."""
    assert isinstance(prod, FixedMana)
    return list(dict.fromkeys(prod.options))


def _any_of_types(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"N mana of any one color / in any combination of colors" (106.1a)."""
    assert isinstance(prod, AnyOf)
    types, count = prod.types, prod.count
    if count.kind == "devotion_to_chosen":
        # "Choose a color. Add an amount of mana of that color equal to your
        # devotion to that color" (Nykthos): the amount follows the color chosen
        return [Mana(t * (devotion(ctx, (t,)) + count.plus)) for t in types]
    return _any_of(types, amount_value(count, ctx), prod.mode)


def _could_produce(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"Mana of any type a land you control could produce" (106.7)."""
    assert isinstance(prod, CouldProduce)
    could = _types_could(prod, ctx)
    n = amount_value(prod.count, ctx)
    return [Mana(t * n) for t in MANA_TYPES if t in could]


def _chosen_color(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"Mana of the chosen color" (607.5); none chosen: undefined (106.5)."""
    assert isinstance(prod, ChosenColor)
    color = ctx.chosen.get(prod.key)
    if not isinstance(color, str) or not color or any(c not in COLORS for c in color):
        return []  # CR 106.5, 607.5: no color was chosen
    n = amount_value(prod.count, ctx)
    return [Mana(c * n) for c in COLORS if c in color]  # "either of the circled"


def _commander_identity(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"One mana of any color in your commander's color identity" (903.4f)."""
    commander = ctx.state.player(ctx.controller).commander
    if commander is None:
        return []  # CR 903.4f: undefined without a commander
    identity = commander.color_identity
    return [Mana(c) for c in COLORS if c in identity]


def _color_among(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"One mana of any color among ..." or "one mana of each color among ..." (105.2);
    "the exiled card's colors" (607.2a)."""
    assert isinstance(prod, ColorAmong)
    sel = prod.selector
    colors: set[str] = set()
    if sel.relation is Relation.EXILED:  # "the exiled card's colors" (607.2a)
        for card in exiled_cards(ctx.state, ctx.chosen):
            colors |= card.colors
    else:
        chars = ctx.chars
        for pid in _matching(ctx, sel):
            colors |= chars[pid].colors
    ordered = [c for c in COLORS if c in colors]
    if prod.each:
        return [Mana("".join(ordered))] if ordered else []
    return [Mana(c) for c in ordered]


def _pool_copy(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """Doubling Cube: the mana in the controller's pool (106.4)."""
    return [ctx.state.player(ctx.controller).pool_mana]


def _type_produced(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"Mana of any type that land produced" (106.7)."""
    assert isinstance(prod, TypeProduced)
    produced = ctx.produced or Mana()
    n = amount_value(prod.count, ctx)
    return [Mana(t * n) for t in MANA_TYPES if t in produced]


def _milled(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """Mana by the milled card's colored symbols (107.4e)."""
    return _milled_symbols(ctx)


def _noted_mana(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """"Its last noted type (and amount) of mana"; nothing noted: undefined (106.5)."""
    assert isinstance(prod, NotedMana)
    noted = ctx.chosen.get(NOTED_MANA)
    if not isinstance(noted, str) or not noted:
        return []  # nothing noted: the type is undefined (CR 106.5)
    if prod.amount:  # "its last noted type and amount of mana": exactly that
        return [Mana(noted)]
    return [Mana(t) for t in MANA_TYPES if t in noted]


def _production_choice(prod: Any, ctx: ProductionContext) -> list[Mana]:
    """One of several productions, each with its options (106.1)."""
    assert isinstance(prod, ProductionChoice)
    out: list[Mana] = []
    for o in prod.options:
        out.extend(_single(o, ctx))
    return list(dict.fromkeys(out))


#: each kind of :data:`ManaProduction` -> the function listing what it could make
_PRODUCTIONS: dict[type, Callable[[Any, ProductionContext], list[Mana]]] = {
    FixedMana: _fixed_mana,
    AnyOf: _any_of_types,
    CouldProduce: _could_produce,
    ChosenColor: _chosen_color,
    CommanderIdentity: _commander_identity,
    ColorAmong: _color_among,
    PoolCopy: _pool_copy,
    TypeProduced: _type_produced,
    MilledSymbols: _milled,
    NotedMana: _noted_mana,
    ProductionChoice: _production_choice,
}


def _milled_symbols(ctx: ProductionContext) -> list[Mana]:
    """Each amount "for each colored mana symbol in the milled card's mana cost, add one
    mana of that color" could add: a symbol of one color adds it, a hybrid symbol of two
    colors one of them (CR 107.4e); every combination of those choices."""
    costs = ctx.milled
    if costs is None:  # before the cost is paid: the card it would mill (701.17a)
        top = ctx.state.libraries.get(ctx.controller, ())[:1]
        costs = tuple(e.card.mana_cost if e.card is not None else None for e in top)
    choices: list[tuple[str, ...]] = [tuple(sym.colors) for cost in costs if cost is not None
                                      for sym in cost.symbols if sym.colors]
    out = {Mana("".join(combo)) for combo in itertools.product(*choices)}
    return sorted(out, key=str)


def production_options(effect: AddMana, ctx: ProductionContext,
                       production: ManaProduction | None = None) -> list[Mana]:
    """The amounts the player may choose among as this instruction resolves.

    An empty list means the mana's type is undefined: no mana is produced (CR 106.5).
    ``times`` multiplies each option ("Add {G} for each Elf you control").
    """
    options = _single(production or effect.production, ctx)
    if effect.times is not None:
        n = amount_value(effect.times, ctx)
        options = [o * n for o in options]
    if effect.unless_paid is not None and options and ctx.unless_open:
        options.append(Mana())  # a player may pay to stop it (Rhystic Cave)
    return list(dict.fromkeys(options))


def controller_matches(spec: ControllerSpec, owner: str, viewer: str) -> bool:
    """Whether ``owner`` is covered by a controller spec as seen by ``viewer``."""
    if spec is ControllerSpec.YOU:
        return owner == viewer
    if spec is ControllerSpec.OPPONENT:
        return owner != viewer
    return True
