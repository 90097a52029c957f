"""Whether the condition of a static ability holds now (CR 611.3a, 604.2).

"As long as ..." and "during your turn" conditions are checked continuously: a static
ability whose condition doesn't hold generates no effect. :func:`holds` is the one place
that checks them, for the layers (:mod:`mtglab.engine.characteristics.layers`, on the values of the
layer pass) and for the rules a static ability changes
(:mod:`mtglab.engine.characteristics.restrictions`,
on the current characteristics). Every kind of :data:`~mtglab.cards.statics.
CHECKED_CONDITIONS` is checked here; ``None`` is returned for a kind mtglab can't check,
never a guess.

>>> from mtglab.cards.effects import Condition
>>> from mtglab.engine.characteristics.selectors import SelectContext
>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> holds(s, Condition("your_turn", negate=True), SelectContext(None, "you"), {})
False
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.effects import Condition, ControllerSpec, Selector
from mtglab.cards.functioning import SELF_IN_GRAVEYARD
from mtglab.cards.statics import DEFENDING_CONDITIONS, StaticCondition
from mtglab.engine.characteristics.amounts import party_size
from mtglab.engine.characteristics.defending import defending_player
from mtglab.engine.characteristics.moreconditions import MORE_CHECKS
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.game.history import HISTORY_CONDITIONS, history_condition, spells_cast_of
from mtglab.engine.state import BaseValues, GameState, PlayerState
from mtglab.errors import UnsupportedError

__all__ = ["card_types_in_graveyard", "devotion_of", "holds", "matching"]


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


def card_types_in_graveyard(state: GameState, player: str) -> int:
    """How many card types (205.2a) there are among the cards in ``player``'s graveyard
    (delirium): an artifact creature card counts two."""
    return len({t for g in state.graveyards.get(player, ()) if g.card for t in g.card.types})


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
    attacking creature would attack ("unless defending player controls ...", 508.1c);
    not given, the one the source's ability refers to (506.2, 508.5: the player it
    attacks). None when mtglab can't tell."""
    check = _OF_OBJECTS.get(cond.kind)
    result: bool | None
    if defending is None and cond.kind in DEFENDING_CONDITIONS:  # 506.2, 508.5
        defending = defending_player(state, ctx.source_id)
    try:
        if check is not None:
            result = check(state, cond, ctx, looks, defending)
        else:
            result = _of_players(state, cond, ctx.controller, looks, defending)
    except UnsupportedError:
        return None
    if result is None:
        return None
    return (not result) if cond.negate else result


#: the arguments of a condition check: the state, the condition, who asks, the current
#: values, the defending player
_ObjectCheck = Callable[[GameState, Condition, SelectContext, Mapping[int, Any], str | None],
                        bool | None]


def _all_or_any(state: GameState, cond: Condition, ctx: SelectContext,
                looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"... and ..." / "... or ...": each part checked; None if one can't be."""
    parts = [holds(state, c, ctx, looks, defending=defending) for c in cond.conditions]
    if any(p is None for p in parts):
        return None
    return all(parts) if cond.kind == "all" else any(parts)


def _control(state: GameState, cond: Condition, ctx: SelectContext,
             looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as you control N or more ..." / "as long as there is ..." (611.3a)."""
    if cond.selector is None:
        return _of_players(state, cond, ctx.controller, looks, defending)
    return len(matching(state, cond.selector, ctx, looks)) >= cond.count


def _self_is(state: GameState, cond: Condition, ctx: SelectContext,
             looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ is a ...": the source's current values match."""
    src = ctx.source_id
    return src is not None and src in looks and \
        src in matching(state, cond.selector or Selector(), ctx, {src: looks[src]})


def _counters_on_self(state: GameState, cond: Condition, ctx: SelectContext,
                      looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ has N or more / no ... counters on it" (122.1)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    if perm is None:
        return None
    n = perm.counter(cond.counter or "")
    return n >= max(1, cond.count) if cond.kind == "counter_on_self" else n == 0


def _class_level(state: GameState, cond: Condition, ctx: SelectContext,
                 looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as this Class is level N or greater" (716.2a): the source's level, 1
    where it has none (716.2d), is ``count`` or more."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    if perm is None:
        return None
    return (perm.level or 1) >= cond.count


def _entered_this_turn(state: GameState, cond: Condition, ctx: SelectContext,
                       looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ entered this turn"."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and perm.entered_turn == state.turn


def _has_attached(state: GameState, cond: Condition, ctx: SelectContext,
                  looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ is equipped / enchanted (by ...)" (301.5, 303.4)."""
    sel = cond.selector or Selector()
    return any(p.attached_to == ctx.source_id and pid in looks and
               pid in matching(state, sel, ctx, {pid: looks[pid]})
               for pid, p in state.permanents.items())


def _total_power(state: GameState, cond: Condition, ctx: SelectContext,
                 looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as creatures you control have total power N or greater" (208)."""
    if cond.selector is None:
        return _of_players(state, cond, ctx.controller, looks, defending)
    return sum(max(0, looks[p].power or 0)
               for p in matching(state, cond.selector, ctx, looks)) >= cond.count


def _monstrous(state: GameState, cond: Condition, ctx: SelectContext,
               looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ is monstrous" (701.37b: the designation stays while it remains on
    the battlefield)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and perm.monstrous


def _renowned(state: GameState, cond: Condition, ctx: SelectContext,
              looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If it isn't renowned" (renown, 702.112a-b: the designation stays while it remains
    on the battlefield)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and perm.renowned


def _all_counters_on_self(state: GameState, cond: Condition, ctx: SelectContext,
                          looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"As long as ~ has four or more counters on it": its counters of every kind
    together (122.1)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and sum(n for _k, n in perm.counters) >= cond.count


def _was_cast(state: GameState, cond: Condition, ctx: SelectContext,
              looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If you cast it [from your hand]" (601.2, 601.2a): the zone the spell that became
    the source was cast from, recorded as it entered; a permanent put onto the
    battlefield otherwise wasn't cast. A fact of the object's past that can't change
    while it exists: with the source gone (an intervening "if" checked again as the
    ability resolves, 603.4) it is the object as it last existed, which the trigger
    checked (608.2h)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    if perm is None:
        return None if ctx.source_id is None else not cond.negate
    zone = perm.choice("cast_from")
    return zone is not None and (cond.kind == StaticCondition.WAS_CAST or zone == "hand")


def _recent_control(state: GameState, cond: Condition, ctx: SelectContext,
                    looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If ~ came under your control since the beginning of your last upkeep" (echo,
    702.30a): it entered or changed control after that upkeep began
    (``PermanentState.recent_control``)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and perm.recent_control > 0


def _self_in_graveyard(state: GameState, cond: Condition, ctx: SelectContext,
                       looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If ~ is in your graveyard" (113.6b, 603.4): the ability's source is a card in its
    controller's graveyard — the same object (400.7: once it leaves, it is another)."""
    return ctx.source_id is not None and any(
        c.id == ctx.source_id for c in state.graveyards.get(ctx.controller, ()))


def _self_attacked(state: GameState, cond: Condition, ctx: SelectContext,
                   looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If this creature attacked this turn" (boast, 702.142a): it was declared as an
    attacker this turn (508.1a)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    return perm is not None and perm.attacked_this_turn


def _x_paid_at_least(state: GameState, cond: Condition, ctx: SelectContext,
                     looks: Mapping[int, Any], defending: str | None) -> bool | None:
    """"If X is 5 or more" (ravenous, 702.156a): the value of X paid for the spell that
    became the source (107.3m, ``PermanentState.x_paid``). A fact of its past: with the
    source gone (checked again as the ability resolves, 603.4), the object as it last
    existed, which the trigger checked (608.2h)."""
    perm = state.permanents.get(ctx.source_id) if ctx.source_id is not None else None
    if perm is None:
        return None if ctx.source_id is None else not cond.negate
    return (perm.x_paid or 0) >= cond.count


#: the conditions about objects -> their checks (the rest: :func:`_of_players`)
_OF_OBJECTS: dict[str, _ObjectCheck] = {
    "all": _all_or_any,
    "any": _all_or_any,
    "control": _control,
    StaticCondition.EXISTS: _control,
    "self_is": _self_is,
    "counter_on_self": _counters_on_self,
    "no_counters": _counters_on_self,
    "entered_this_turn": _entered_this_turn,
    "class_level": _class_level,  # 716.2a (cards.levels)
    StaticCondition.HAS_ATTACHED: _has_attached,
    "total_power": _total_power,
    StaticCondition.MONSTROUS: _monstrous,
    "renowned": _renowned,  # 702.112b
    "recent_control": _recent_control,  # 702.30a
    "x_paid_at_least": _x_paid_at_least,  # 702.156a
    "self_attacked_this_turn": _self_attacked,  # 702.142a
    SELF_IN_GRAVEYARD: _self_in_graveyard,  # 113.6b, 603.4
    StaticCondition.COUNTERS_ON_SELF: _all_counters_on_self,
    StaticCondition.WAS_CAST: _was_cast,
    StaticCondition.CAST_FROM_HAND: _was_cast,
    **MORE_CHECKS,  # grammar/conditions.lark's kinds
}


def _of_players(state: GameState, cond: Condition, me: str, looks: Mapping[int, Any],
                defending: str | None) -> bool | None:
    """The conditions about players, their zones and the turn."""
    player = state.player(me)
    check = _OF_PLAYERS.get(cond.kind)
    return None if check is None else check(_Asked(state, cond, me, player, looks, defending))


@dataclass(frozen=True, slots=True)
class _Asked:
    """What a condition about players reads: the state, the condition, the player asking
    (``me``, and their state), the permanents' current values, the defending player."""

    state: GameState
    cond: Condition
    me: str
    player: PlayerState
    looks: Mapping[int, Any]
    defending: str | None

    @property
    def foes(self) -> tuple[str, ...]:
        return self.state.opponents(self.me)


def _devotion_less_than(a: _Asked) -> bool | None:
    """"As long as your devotion to ... is less than N" (700.5)."""
    colors = a.cond.selector.colors if a.cond.selector is not None else ()
    return devotion_of(a.me, colors, a.looks) < a.cond.count


def _cards_in_zone(a: _Asked) -> bool | None:
    """"As long as there are N or more ... cards in your graveyard" (404)."""
    if a.cond.selector is None:
        return None
    return _cards(a.state, a.cond.selector, a.me) >= a.cond.count


#: the card types (CR 205.2a) counted by "card types among cards in your graveyard"
_CARD_TYPES: Final = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant",
                                "Kindred", "Land", "Planeswalker", "Sorcery"})


def _card_types_in_graveyard(a: _Asked) -> bool | None:
    """"As long as there are four or more card types among cards in your graveyard"
    (205.2a; delirium, 207.2c)."""
    types = {t for c in a.state.graveyards.get(a.me, ()) if c.card is not None
             for t in c.card.types if t in _CARD_TYPES}
    return len(types) >= a.cond.count


def _most_cards_in_hand(a: _Asked) -> bool | None:
    """"As long as you have more cards in hand than each opponent" (402)."""
    mine = len(a.state.hands.get(a.me, ()))
    return all(mine > len(a.state.hands.get(o, ())) for o in a.foes)


def _spells_cast(a: _Asked) -> bool | None:
    """"As long as you've cast two or more spells / an instant or sorcery spell this
    turn" (601.2i: a spell is cast once its costs are paid)."""
    if a.cond.selector is None:
        return a.player.spells_cast >= a.cond.count
    return spells_cast_of(a.state, a.me, a.cond.selector) >= a.cond.count


def _opponent_controls(a: _Asked) -> bool | None:
    """"As long as an opponent controls ...", "if an opponent controls three or more
    creatures": one opponent controls ``count`` or more of them (108.4)."""
    if a.cond.selector is None:
        return None
    ctx = SelectContext(None, a.me)
    held = [a.looks[p].controller for p in matching(a.state, a.cond.selector, ctx, a.looks)]
    return any(held.count(o) >= max(1, a.cond.count) for o in a.foes)


def _defending_controls(a: _Asked) -> bool | None:
    """"Unless defending player controls ..." (508.1c); None with no defending player."""
    if a.cond.selector is None or a.defending is None:
        return None
    ctx = SelectContext(None, a.me)
    return any(a.looks[p].controller == a.defending
               for p in matching(a.state, a.cond.selector, ctx, a.looks))


def _yours(a: _Asked, sel: Selector, controller: str) -> int:
    """How many permanents matching ``sel`` ``controller`` controls (their current
    controller, 108.4)."""
    ctx = SelectContext(None, a.me)
    return sum(1 for p in matching(a.state, sel, ctx, a.looks)
               if a.looks[p].controller == controller)


def _different_powers(a: _Asked) -> bool | None:
    """"If you control three or more creatures with different powers": the number of
    distinct power values among the creatures you control (208.1), at least ``count``."""
    ctx = SelectContext(None, a.me)
    powers = {a.looks[p].power for p in matching(a.state, _CREATURES, ctx, a.looks)
              if a.looks[p].controller == a.me}
    return len(powers - {None}) >= a.cond.count


def _opponent_controls_more(a: _Asked) -> bool | None:
    """"As long as an opponent controls more lands than you": one opponent controls
    more permanents matching the condition's selector than you do."""
    if a.cond.selector is None:
        return None
    mine = _yours(a, a.cond.selector, a.me)
    return any(_yours(a, a.cond.selector, o) > mine for o in a.foes)


def _mana_values_in_graveyard(a: _Asked) -> bool | None:
    """"As long as there are five or more mana values among cards in your graveyard":
    the distinct mana values (202.3) of the cards there."""
    values = {c.card.mana_value for c in a.state.graveyards.get(a.me, ()) if c.card is not None}
    return len(values) >= a.cond.count


def _controls_commander(a: _Asked) -> bool | None:
    """"As long as you control your commander" (903.3: your commander is a card you own,
    designated before the game; a token copy of it isn't it)."""
    mine = a.player.commander
    if mine is None:
        return False
    return any(p.card is not None and p.card.name == mine.name and p.owner == a.me
               and a.looks[pid].controller == a.me
               for pid, p in a.state.permanents.items() if pid in a.looks)


#: every creature on the battlefield (its controller is checked by the caller)
_CREATURES: Final = Selector(types=("Creature",))


# -- players compared (grammar/versus.lark) -------------------------------------------


def _in_game(a: _Asked) -> list[PlayerState]:
    """The players still in the game (104.3: a player who lost leaves it, 800.4a)."""
    return [p for p in a.state.players if not p.lost]


def _hand(a: _Asked, player: str) -> int:
    return len(a.state.hands.get(player, ()))


def _most(values: Mapping[str, int], player: str) -> bool:
    """Whether ``player``'s value is greater than each other player's."""
    return all(values[player] > v for name, v in values.items() if name != player)


def _player_most(a: _Asked, measure: Callable[[str], int]) -> bool:
    """Some player's value is greater than each other player's (a tie: none is)."""
    values = {p.name: measure(p.name) for p in _in_game(a)}
    return any(_most(values, name) for name in values)


def _permanents_of(a: _Asked) -> Callable[[str], int]:
    sel = a.cond.selector or Selector()
    return lambda player: _yours(a, sel, player)


def _most_permanents(a: _Asked) -> bool | None:
    """"If you control more creatures than each other player" (108.4)."""
    if a.cond.text:  # "that player": only an intervening "if" names them (603.4)
        return None
    count = _permanents_of(a)
    return _most({p.name: count(p.name) for p in _in_game(a)}, a.me)


def _defending_more(a: _Asked, measure: Callable[[str], int]) -> bool | None:
    """The defending player's value is greater than yours (506.2, 508.5); None with no
    defending player."""
    return None if a.defending is None else measure(a.defending) > measure(a.me)


_OF_PLAYERS_COMPARED: dict[str, Callable[[_Asked], bool | None]] = {
    StaticCondition.OPPONENT_MORE_LIFE:  # 119
        lambda a: any(a.state.player(o).life > a.player.life for o in a.foes),
    StaticCondition.MORE_LIFE_THAN_OPPONENT:
        lambda a: any(a.player.life > a.state.player(o).life for o in a.foes),
    StaticCondition.OPPONENT_MORE_CARDS:  # 402
        lambda a: any(_hand(a, o) > _hand(a, a.me) for o in a.foes),
    StaticCondition.OPPONENT_CARDS_AT_MOST:
        lambda a: any(_hand(a, o) <= a.cond.count for o in a.foes),
    StaticCondition.PLAYER_MOST_LIFE:
        lambda a: _player_most(a, lambda name: a.state.player(name).life),
    StaticCondition.PLAYER_MOST_CARDS: lambda a: _player_most(a, lambda name: _hand(a, name)),
    StaticCondition.PLAYER_MOST_PERMANENTS: lambda a: _player_most(a, _permanents_of(a)),
    StaticCondition.MOST_PERMANENTS: _most_permanents,
    StaticCondition.DEFENDING_MORE_PERMANENTS: lambda a: _defending_more(a, _permanents_of(a)),
    StaticCondition.DEFENDING_MORE_CARDS:
        lambda a: _defending_more(a, lambda name: _hand(a, name)),
    StaticCondition.LIFE_EXACTLY: lambda a: a.player.life == a.cond.count,
    StaticCondition.FULL_PARTY: lambda a: party_size(a.me, a.looks) >= 4,  # 700.8
    StaticCondition.OPPONENT_MONARCH: lambda a: a.state.monarch in a.foes,  # 725
    StaticCondition.MONARCH_EXISTS: lambda a: a.state.monarch is not None,
}


#: the conditions about players, their zones and the turn -> their checks
_OF_PLAYERS: dict[str, Callable[[_Asked], bool | None]] = {
    "your_turn": lambda a: a.state.active == a.me,
    # threshold (207.2c)
    "graveyard_cards": lambda a: len(a.state.graveyards.get(a.me, ())) >= a.cond.count,
    "monarch": lambda a: a.state.monarch == a.me,  # 725
    "max_speed": lambda a: a.state.player(a.me).speed >= 4,  # 702.178a, 702.179e
    "city_blessing": lambda a: a.state.player(a.me).city_blessing > 0,  # 702.131c
    "initiative": lambda a: a.state.initiative == a.me,  # 726
    "completed_dungeon": lambda a: a.player.dungeons_completed >= 1,  # 309.7
    "played_land": lambda a: a.player.lands_played >= 1,  # 305.2
    "opponent_poison": lambda a: any(a.state.player(o).counter("poison") >= a.cond.count
                                     for o in a.foes),  # 122.1f
    StaticCondition.DEVOTION_LESS_THAN: _devotion_less_than,
    StaticCondition.CARDS_IN_HAND: lambda a: len(a.state.hands.get(a.me, ())) >= a.cond.count,
    StaticCondition.CARDS_IN_HAND_EXACTLY:
        lambda a: len(a.state.hands.get(a.me, ())) == a.cond.count,
    StaticCondition.CARDS_IN_HAND_AT_MOST:
        lambda a: len(a.state.hands.get(a.me, ())) <= a.cond.count,
    StaticCondition.DRAWN_THIS_TURN: lambda a: a.player.cards_drawn >= a.cond.count,
    StaticCondition.LIFE_AT_LEAST: lambda a: a.player.life >= a.cond.count,
    StaticCondition.LIFE_AT_MOST: lambda a: a.player.life <= a.cond.count,
    StaticCondition.OPPONENT_LIFE_AT_MOST:
        lambda a: any(a.state.player(o).life <= a.cond.count for o in a.foes),
    StaticCondition.CARDS_IN_ZONE: _cards_in_zone,
    StaticCondition.OPPONENT_GRAVEYARD:
        lambda a: any(len(a.state.graveyards.get(o, ())) >= a.cond.count for o in a.foes),
    StaticCondition.OPPONENT_CONTROLS: _opponent_controls,
    StaticCondition.DEFENDING_CONTROLS: _defending_controls,
    StaticCondition.CARD_TYPES_IN_GRAVEYARD: _card_types_in_graveyard,
    StaticCondition.MOST_CARDS_IN_HAND: _most_cards_in_hand,
    StaticCondition.SPELLS_CAST: _spells_cast,
    StaticCondition.DIFFERENT_POWERS: _different_powers,
    StaticCondition.OPPONENT_CONTROLS_MORE: _opponent_controls_more,
    StaticCondition.PLAYER_LIFE_AT_MOST:  # 119: any player, you included
        lambda a: any(p.life <= a.cond.count for p in a.state.players),
    StaticCondition.OPPONENTS_AT_LEAST: lambda a: len(a.foes) >= a.cond.count,  # 102.3
    StaticCondition.MANA_VALUES_IN_GRAVEYARD: _mana_values_in_graveyard,
    StaticCondition.CONTROLS_COMMANDER: _controls_commander,
    # what happened this turn or last turn (mtglab.engine.game.history)
    **dict.fromkeys(HISTORY_CONDITIONS, lambda a: history_condition(
        a.cond.kind, a.state, a.me, a.cond.selector, a.cond.count)),
    **_OF_PLAYERS_COMPARED,
}
