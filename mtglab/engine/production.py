"""What an "add mana" instruction would make, before replacement effects (CR 106).

:func:`production_options` turns a parsed :class:`~mtglab.cards.effects.ManaProduction`
into the list of amounts the player could choose among as the ability resolves — one
entry for "{G}", five for "one mana of any color", none when the type is undefined
(CR 106.5: "the chosen color" with no color chosen, Command Tower without a commander,
"a color among ..." when there is none, a "could produce" with nothing to copy).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace

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
from mtglab.engine.layers import Characteristics, characteristics_of
from mtglab.engine.selectors import SelectContext, matches
from mtglab.engine.state import GameState
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
    #: the number of cards revealed by a :class:`Reveal` earlier in the ability ("for
    #: each card revealed this way", CR 701.20)
    revealed: int | None = None
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
        name = ""
        if self.source_id is not None and self.source_id in self.state.permanents:
            name = self.chars[self.source_id].name
        return SelectContext(self.source_id, self.controller, attached, that,
                             chosen=tuple(self.chosen.items()), source_name=name)


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
    if sel.zone == "graveyard":
        if sel.controller is ControllerSpec.YOU:
            entries = list(ctx.state.graveyards.get(ctx.controller, ()))
        elif sel.controller is ControllerSpec.OPPONENT:
            entries = [e for p in ctx.state.opponents(ctx.controller)
                       for e in ctx.state.graveyards.get(p, ())]
        else:
            entries = [e for es in ctx.state.graveyards.values() for e in es]
    elif sel.zone == "exile":
        entries = list(ctx.state.exile)
    elif sel.zone == "hand" and sel.controller is ControllerSpec.YOU:
        entries = list(ctx.state.hands.get(ctx.controller, ()))
    else:
        raise UnsupportedError(f"mtglab can't count cards in that {sel.zone}")
    n = 0
    for e in entries:
        c = e.card
        if c is None:
            continue
        if all(t in c.types for t in sel.types) and \
                (not sel.subtypes or any(s in c.subtypes for s in sel.subtypes)) and \
                (sel.min_power is None or _printed(c.power) >= sel.min_power):
            n += 1
    return n


def _printed(value: str | None) -> int:
    """A card's printed power as a number; "*" counts as 0 outside the battlefield
    (CR 208.2a)."""
    try:
        return int(value or 0)
    except ValueError:
        return 0


def cards_to_reveal(ctx: ProductionContext, sel: Selector) -> int:
    """How many cards matching ``sel`` the controller could reveal (from their hand)."""
    return _count_in_zone(sel, ctx)


def amount_value(amount: Amount, ctx: ProductionContext) -> int:
    """The number an :class:`Amount` stands for now."""
    match amount.kind:
        case "fixed":
            return amount.value
        case "named_power" | "named_toughness" | "named_mana_value":
            # "its power": the object the text named ("that creature"), as it is now
            if ctx.that is None or ctx.that not in ctx.chars:
                return 0
            looks = ctx.chars[ctx.that]
            value = looks.power if amount.kind == "named_power" else looks.toughness \
                if amount.kind == "named_toughness" else looks.mana_value
            return max(0, value or 0)
        case "x" | "any":
            if ctx.x is None:
                raise UnsupportedError("this amount needs X; pass x=")
            return ctx.x + amount.plus
        case "count":
            assert amount.selector is not None
            if amount.selector.zone is not None:
                return _count_in_zone(amount.selector, ctx) + amount.plus
            return len(_matching(ctx, amount.selector)) + amount.plus
        case "counters":
            if ctx.source_id is None or ctx.source_id not in ctx.state.permanents:
                return 0
            perm = ctx.state.permanents[ctx.source_id]
            if amount.counter is None:  # "for each counter on ~": every kind (122.1)
                return sum(n for _k, n in perm.counters) + amount.plus
            return perm.counter(amount.counter) + amount.plus
        case "removed":
            return ctx.removed
        case "power":
            c = ctx.chars.get(ctx.source_id) if ctx.source_id is not None else None
            return max(0, c.power or 0) if c is not None else 0
        case "toughness":
            c = ctx.chars.get(ctx.source_id) if ctx.source_id is not None else None
            return max(0, c.toughness or 0) + amount.plus if c is not None else 0
        case "greatest_power":
            # the greatest power among them; 0 with none (a negative power adds no mana,
            # CR 107.1b)
            powers = [_power(ctx, pid) for pid in _selected(ctx, amount)]
            return max([0, *powers]) + amount.plus
        case "different_powers":
            return len({_power(ctx, pid) for pid in _selected(ctx, amount)}) + amount.plus
        case "basic_land_types":  # Domain (CR 207.2c, 305.6)
            found = {s for pid in _selected(ctx, amount) for s in ctx.chars[pid].subtypes
                     if s in BASIC_LAND_TYPES}
            return len(found) + amount.plus
        case "greatest_shared_type":
            return _greatest_shared_type(ctx, _selected(ctx, amount)) + amount.plus
        case "life":
            return ctx.state.player(ctx.controller).life
        case "revealed":
            if ctx.revealed is None:
                raise UnsupportedError("'for each card revealed this way' needs the cards "
                                       "revealed (CR 701.20)")
            return ctx.revealed + amount.plus
        case "top_cards_revealed":  # each player's top card, revealed where it is
            assert amount.selector is not None
            return _top_cards_matching(ctx, amount.selector) + amount.plus
        case "cards_drawn_this_turn":
            return ctx.state.player(ctx.controller).cards_drawn + amount.plus
        case "life_gained_this_turn":  # 119.9: life gained this turn, however
            return ctx.state.player(ctx.controller).life_gained + amount.plus
        case "sacrificed_power":  # a negative power adds no mana (107.1b)
            return max(0, _paid(ctx.paid_power, amount)) + amount.plus
        case "sacrificed_mana_value" | "exiled_mana_value":
            return _paid(ctx.paid_mana_value, amount) + amount.plus
        case "devotion":
            return devotion(ctx, amount.colors)
    raise UnsupportedError(f"mtglab can't compute the amount {amount.describe()!r} yet")


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
    """Whether a condition in an ability's text holds now."""
    result: bool
    match cond.kind:
        case "control":
            assert cond.selector is not None
            result = len(_matching(ctx, cond.selector)) >= cond.count
        case "counter_on_self":
            perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id else None
            result = perm is not None and perm.counter(cond.counter or "") >= max(1, cond.count)
        case "self_is":
            result = ctx.source_id is not None and ctx.source_id in ctx.state.permanents and \
                ctx.source_id in _matching(ctx, cond.selector or _ANY)
        case "that_is":
            result = ctx.that is not None and ctx.that in _matching(
                replace(ctx, source_id=ctx.that), cond.selector or _ANY)
        case "total_power":
            ids = _matching(ctx, _yours(cond.selector))
            result = sum(max(0, _power(ctx, pid)) for pid in ids) >= cond.count
        case "same_name":  # "three or more lands with the same name"
            names: dict[str, int] = {}
            for pid in _matching(ctx, _yours(cond.selector)):
                names[ctx.chars[pid].name] = names.get(ctx.chars[pid].name, 0) + 1
            result = max([0, *names.values()]) >= cond.count
        case "graveyard_cards":  # threshold (CR 207.2c): cards in your graveyard
            result = len(ctx.state.graveyards.get(ctx.controller, ())) >= cond.count
        case "your_turn":
            result = ctx.state.active == ctx.controller
        case "monarch":  # "while you're the monarch" (725)
            result = ctx.state.monarch == ctx.controller
        case "initiative":  # "if you have the initiative" (726)
            result = ctx.state.initiative == ctx.controller
        case "completed_dungeon":  # "if you've completed a dungeon" (309.7)
            result = ctx.state.player(ctx.controller).dungeons_completed >= 1
        case "entered_this_turn":  # the source entered the battlefield this turn
            perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id else None
            result = perm is not None and perm.entered_turn == ctx.state.turn
        case "activated_times":
            result = ctx.activations >= cond.count
        case "played_land":  # "if you played a land this turn" (305.2)
            result = ctx.state.player(ctx.controller).lands_played >= 1
        case "opponent_poison":  # "an opponent has N or more poison counters" (122.1f)
            result = any(ctx.state.player(o).counter("poison") >= cond.count
                         for o in ctx.state.opponents(ctx.controller))
        case "no_counters":
            perm = ctx.state.permanents.get(ctx.source_id) if ctx.source_id else None
            result = perm is None or perm.counter(cond.counter or "") == 0
        case "all":  # "if you control an Urza's Power-Plant and an Urza's Tower"
            result = all(condition_holds(c, ctx) for c in cond.conditions)
        case "any":
            result = any(condition_holds(c, ctx) for c in cond.conditions)
        case _:
            raise UnsupportedError(f"mtglab can't check the condition {cond.kind!r} yet")
    return not result if cond.negate else result


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
    match prod:
        case FixedMana(options=options):
            return list(dict.fromkeys(options))
        case AnyOf(types=types, count=count, mode=mode):
            if count.kind == "devotion_to_chosen":
                # "Choose a color. Add an amount of mana of that color equal to your
                # devotion to that color" (Nykthos): the amount follows the color chosen
                return [Mana(t * (devotion(ctx, (t,)) + count.plus)) for t in types]
            return _any_of(types, amount_value(count, ctx), mode)
        case CouldProduce(count=count):
            could = _types_could(prod, ctx)
            n = amount_value(count, ctx)
            return [Mana(t * n) for t in MANA_TYPES if t in could]
        case ChosenColor(count=count, key=key):
            color = ctx.chosen.get(key)
            if not isinstance(color, str) or not color or any(c not in COLORS for c in color):
                return []  # CR 106.5, 607.5: no color was chosen
            n = amount_value(count, ctx)
            return [Mana(c * n) for c in COLORS if c in color]  # "either of the circled"
        case CommanderIdentity():
            commander = ctx.state.player(ctx.controller).commander
            if commander is None:
                return []  # CR 903.4f: undefined without a commander
            identity = _color_identity(commander)
            return [Mana(c) for c in COLORS if c in identity]
        case ColorAmong(selector=sel, each=each):
            colors: set[str] = set()
            chars = ctx.chars
            if sel.relation is Relation.EXILED:  # "the exiled card's colors" (607.2a)
                for card in exiled_cards(ctx.state, ctx.chosen):
                    colors |= card.colors
            for pid in _matching(ctx, sel) if sel.relation is not Relation.EXILED else ():
                colors |= chars[pid].colors
            ordered = [c for c in COLORS if c in colors]
            if each:
                return [Mana("".join(ordered))] if ordered else []
            return [Mana(c) for c in ordered]
        case PoolCopy():
            return [ctx.state.player(ctx.controller).pool_mana]  # Doubling Cube
        case TypeProduced(count=count):
            produced = ctx.produced or Mana()
            n = amount_value(count, ctx)
            return [Mana(t * n) for t in MANA_TYPES if t in produced]
        case MilledSymbols():
            return _milled_symbols(ctx)
        case NotedMana(amount=amount):
            noted = ctx.chosen.get(NOTED_MANA)
            if not isinstance(noted, str) or not noted:
                return []  # nothing noted: the type is undefined (CR 106.5)
            if amount:  # "its last noted type and amount of mana": exactly that
                return [Mana(noted)]
            return [Mana(t) for t in MANA_TYPES if t in noted]
        case ProductionChoice(options=options):
            out: list[Mana] = []
            for o in options:
                out.extend(_single(o, ctx))
            return list(dict.fromkeys(out))
    raise UnsupportedError(f"mtglab can't produce {prod!r} yet")


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


def _color_identity(card: object) -> frozenset[str]:
    """A card's color identity (CR 903.4): cost, color indicator, mana symbols in text."""
    assert isinstance(card, Card)
    colors = set(card.colors)
    for sym in re.findall(r"\{([^}]+)\}", card.oracle_text):
        colors.update(ch for ch in sym.upper() if ch in COLORS)
    return frozenset(colors)


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
