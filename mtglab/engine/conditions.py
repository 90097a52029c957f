"""Whether the condition of a static ability holds now (CR 611.3a, 604.2).

"As long as ..." and "during your turn" conditions are checked continuously: a static
ability whose condition doesn't hold generates no effect. :func:`holds` is the one place
that checks them, for the layers (:mod:`mtglab.engine.layers`, on the values of the
layer pass) and for the rules a static ability changes (:mod:`mtglab.engine.restrictions`,
on the current characteristics). Every kind of :data:`~mtglab.cards.statics.
CHECKED_CONDITIONS` is checked here; ``None`` is returned for a kind mtglab can't check,
never a guess.

>>> from mtglab.cards.effects import Condition
>>> from mtglab.engine.selectors import SelectContext
>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> holds(s, Condition("your_turn", negate=True), SelectContext(None, "you"), {})
False
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from mtglab.cards.effects import Condition, ControllerSpec, Selector
from mtglab.cards.statics import StaticCondition
from mtglab.engine.selectors import CardLooks, SelectContext, matches
from mtglab.engine.state import BaseValues, GameState
from mtglab.errors import UnsupportedError

__all__ = ["devotion_of", "holds", "matching"]


def matching(state: GameState, sel: Selector, ctx: SelectContext,
             looks: Mapping[int, Any]) -> list[int]:
    """The permanents ``sel`` covers (their current values in ``looks``)."""
    out = []
    for pid, look in looks.items():
        perm = state.permanents.get(pid)
        if perm is None:
            continue
        if matches(sel, pid, look, ctx, tapped=perm.tapped, is_token=perm.is_token,
                   counters=dict(perm.counters),
                   entered=perm.entered_turn == state.turn if perm.entered_turn else False):
            out.append(pid)
    return out


def devotion_of(player: str, colors: tuple[str, ...], looks: Mapping[int, Any]) -> int:
    """``player``'s devotion to ``colors`` (CR 700.5): the mana symbols of those colors
    in the mana costs of the permanents they control; a hybrid symbol counts once
    (700.5a)."""
    total = 0
    for look in looks.values():
        cost = look.values.mana_cost if hasattr(look, "values") else look.mana_cost
        if look.controller != player or cost is None:
            continue
        total += sum(1 for s in cost.symbols if any(c in s.colors for c in colors))
    return total


def _cards(state: GameState, sel: Selector, controller: str) -> int:
    """Cards in a zone matching ``sel`` (its ``controller`` read as the zone's owner)."""
    zone = state.graveyards if sel.zone == "graveyard" else \
        state.hands if sel.zone == "hand" else None
    if zone is None:
        raise UnsupportedError(f"cards in {sel.zone} are not counted for a condition")
    owners = [controller] if sel.controller is ControllerSpec.YOU else \
        list(state.opponents(controller)) if sel.controller is ControllerSpec.OPPONENT \
        else list(zone)
    plain = replace(sel, zone=None, controller=ControllerSpec.ANY)
    n = 0
    for owner in owners:
        for c in zone.get(owner, ()):
            if c.card is None:
                continue
            looks = CardLooks(BaseValues.of_card(c.card), owner)
            if matches(plain, -1, looks, SelectContext(None, controller)):
                n += 1
    return n


def holds(state: GameState, cond: Condition, ctx: SelectContext, looks: Mapping[int, Any],
          *, defending: str | None = None) -> bool | None:
    """Whether ``cond`` holds for a static ability whose source and controller ``ctx``
    names, the permanents' current values being ``looks``; ``defending``: the player an
    attacking creature would attack ("unless defending player controls ...", 508.1c).
    None when mtglab can't tell."""
    me = ctx.controller
    kind = cond.kind
    sel = cond.selector
    result: bool | None
    try:
        if kind in ("all", "any"):
            parts = [holds(state, c, ctx, looks, defending=defending) for c in cond.conditions]
            if any(p is None for p in parts):
                return None
            result = all(parts) if kind == "all" else any(parts)
        elif kind in ("control", StaticCondition.EXISTS) and sel is not None:
            result = len(matching(state, sel, ctx, looks)) >= cond.count
        elif kind == "self_is":
            src = ctx.source_id
            result = src is not None and src in looks and \
                src in matching(state, sel or Selector(), ctx, {src: looks[src]})
        elif kind in ("counter_on_self", "no_counters"):
            perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
            if perm is None:
                return None
            n = perm.counter(cond.counter or "")
            result = n >= max(1, cond.count) if kind == "counter_on_self" else n == 0
        elif kind == "entered_this_turn":
            perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
            result = perm is not None and perm.entered_turn == state.turn
        elif kind == StaticCondition.HAS_ATTACHED:
            result = any(p.attached_to == ctx.source_id and pid in looks and
                         pid in matching(state, sel or Selector(), ctx, {pid: looks[pid]})
                         for pid, p in state.permanents.items())
        elif kind == "total_power" and sel is not None:
            result = sum(max(0, looks[p].power or 0)
                         for p in matching(state, sel, ctx, looks)) >= cond.count
        else:
            result = _of_players(state, cond, me, looks, defending)
    except UnsupportedError:
        return None
    if result is None:
        return None
    return (not result) if cond.negate else result


def _of_players(state: GameState, cond: Condition, me: str, looks: Mapping[int, Any],
                defending: str | None) -> bool | None:
    """The conditions about players, their zones and the turn."""
    kind = cond.kind
    sel = cond.selector
    player = state.player(me)
    foes = state.opponents(me)
    match kind:
        case "your_turn":
            return state.active == me
        case "graveyard_cards":  # threshold (207.2c)
            return len(state.graveyards.get(me, ())) >= cond.count
        case "monarch":
            return state.monarch == me
        case "initiative":
            return state.initiative == me
        case "completed_dungeon":
            return player.dungeons_completed >= 1
        case "played_land":
            return player.lands_played >= 1
        case "opponent_poison":
            return any(state.player(o).counter("poison") >= cond.count for o in foes)
        case StaticCondition.DEVOTION_LESS_THAN:
            colors = sel.colors if sel is not None else ()
            return devotion_of(me, colors, looks) < cond.count
        case StaticCondition.CARDS_IN_HAND:
            return len(state.hands.get(me, ())) >= cond.count
        case StaticCondition.CARDS_IN_HAND_AT_MOST:
            return len(state.hands.get(me, ())) <= cond.count
        case StaticCondition.DRAWN_THIS_TURN:
            return player.cards_drawn >= cond.count
        case StaticCondition.LIFE_AT_LEAST:
            return player.life >= cond.count
        case StaticCondition.LIFE_AT_MOST:
            return player.life <= cond.count
        case StaticCondition.OPPONENT_LIFE_AT_MOST:
            return any(state.player(o).life <= cond.count for o in foes)
        case StaticCondition.CARDS_IN_ZONE if sel is not None:
            return _cards(state, sel, me) >= cond.count
        case StaticCondition.OPPONENT_GRAVEYARD:
            return any(len(state.graveyards.get(o, ())) >= cond.count for o in foes)
        case StaticCondition.OPPONENT_CONTROLS if sel is not None:
            ctx = SelectContext(None, me)
            return any(looks[p].controller in foes for p in matching(state, sel, ctx, looks))
        case StaticCondition.DEFENDING_CONTROLS if sel is not None:
            if defending is None:
                return None
            ctx = SelectContext(None, me)
            return any(looks[p].controller == defending
                       for p in matching(state, sel, ctx, looks))
    return None
