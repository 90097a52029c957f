"""What happened this turn, as rules text asks about it: "if you attacked this turn"
(raid), "if a creature died this turn" (morbid), "if an opponent lost life this turn",
"if a permanent you controlled left the battlefield this turn" (revolt), "for each
creature that died this turn", "for each other spell cast this turn", "if a non-Zombie
creature died this turn" (:func:`died_this_turn`, the types each creature had as it last
existed, 603.10a), "your first Human creature spell each turn" (:func:`spells_cast_of`,
the types each spell had as it was cast, 601.2i).

The history is kept on each player (:class:`~mtglab.engine.state.PlayerState`, the
fields of :data:`HISTORY_FIELDS`): set where the events happen —
:func:`~mtglab.engine.effects.life.lose_life` for
damage, life loss and life paid (CR 119.2-119.4), :func:`record_leaving` as a permanent
leaves the battlefield (dying is being put into a graveyard from it, 700.4),
:func:`record_cast` as a spell becomes cast (601.2i), :func:`record_entering` as a land
enters — and reset by
:func:`begin_turn` as the next turn begins. Attackers are counted as they are declared
(:mod:`mtglab.engine.game.combat`, 508.1a) or set up (``Board.set_turn_history``). Ability
words (raid, morbid, revolt) have no rules meaning of their own (207.2c): the condition
is what counts.

>>> from mtglab.engine.effects.life import lose_life
>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState(players=(PlayerState("you"), PlayerState("opponent")), active="you")
>>> s = lose_life(s, "opponent", 3)
>>> s.player("opponent").life, history_condition("opponent_lost_life_this_turn", s, "you")
(17, True)
>>> history_amount("creatures_died_this_turn", begin_turn(s), "you")
0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any, Final

from mtglab.cards.effects import ControllerSpec, Selector
from mtglab.cards.types import CREATURE_TYPES, TypeLine, parse_type_line
from mtglab.engine.characteristics.selectors import CardLooks, SelectContext, matches
from mtglab.engine.state import BaseValues, GameState

__all__ = [
    "HISTORY_AMOUNTS",
    "HISTORY_CONDITIONS",
    "HISTORY_FIELDS",
    "begin_turn",
    "colored_spells_cast",
    "combat_damage_by_types",
    "died_this_turn",
    "entered_this_turn",
    "history_amount",
    "history_condition",
    "put_there_from_the_battlefield",
    "record_cast",
    "record_entering",
    "record_leaving",
    "record_to_any_graveyard",
    "record_to_graveyard",
    "spells_cast_of",
    "type_line_now",
]

#: The fields of a player's turn history, each a whole number, 0 as a turn begins —
#: but ``spells_cast_last_turn``, the spells they cast in the turn before (601.2i).
HISTORY_FIELDS: Final = ("life_lost", "attackers", "creatures_died", "permanents_left",
                         "spells_cast", "lands_entered", "spells_cast_last_turn",
                         "damage_taken", "mana_spent_on_spells", "descended",
                         "spells_cast_from_hand")

#: Condition kinds this module decides, with the rule behind each.
HISTORY_CONDITIONS: Final[dict[str, str]] = {
    "attacked_this_turn": "508.1a",  # "if you attacked this turn": you declared attackers
    "creature_died_this_turn": "700.4",  # "if a creature died this turn"
    "opponent_lost_life_this_turn": "119.3",  # "if an opponent lost life this turn"
    "opponent_dealt_damage_this_turn": "120.3",  # "if an opponent was dealt damage this
                                                 # turn" (bloodthirst, 702.54a)
    "permanent_left_this_turn": "207.2c",  # revolt: "if a permanent you controlled left"
    "gained_life_this_turn": "119.9",  # "if you gained (3 or more) life this turn"
    "spells_cast_last_turn": "601.2i",  # "if no spells were cast last turn" (negated)
    "player_spells_last_turn": "601.2i",  # "if a player cast two or more spells last turn"
    "life_lost_this_turn": "119.3",  # "if you lost life this turn"
    "player_lost_life_this_turn": "119.3",  # "if a player lost 4 or more life this turn"
    "creatures_attacked_this_turn": "508.1a",  # "if no creatures attacked this turn"
    # "if two or more nonland permanents entered the battlefield under your control this
    # turn" (the kind: the selector)
    "entered_under_control_this_turn": "603.6a",
    "descended_this_turn": "700.11",  # "if you descended this turn"
    # "if you haven't cast a spell from your hand this turn" (negated)
    "spells_cast_from_hand_this_turn": "601.2a",
    # "if a creature died under your (an opponent's) control this turn"
    "creature_died_under_control_this_turn": "700.4",
}

#: Amount kinds this module computes, with the rule behind each.
HISTORY_AMOUNTS: Final[dict[str, str]] = {
    "creatures_died_this_turn": "700.4",  # "for each creature that died this turn"
    "opponents_life_lost_this_turn": "119.3",  # "the total life lost by your opponents"
    "opponents_who_lost_life": "119.3",  # "for each opponent who lost life this turn"
    "spells_cast_this_turn": "601.2i",  # "for each (other) spell cast this turn"
    "opponent_cards_drawn_most": "121.1",  # "the greatest number of cards an opponent
                                           # has drawn this turn"
    "lands_entered_this_turn": "305.1",  # "for each land that entered the battlefield
                                         # under your control this turn"
}


def begin_turn(state: GameState) -> GameState:
    """Every player's turn history back to nothing, as a new turn begins (500.1): the
    spells they cast become those of the last turn ("if no spells were cast last turn")."""
    return state.evolve(players=tuple(
        replace(p, life_lost=0, damage_taken=0, speed_raised=0, attackers=0, creatures_died=0,
                permanents_left=0,
                spells_cast=0, spells_cast_last_turn=p.spells_cast, lands_entered=0,
                descended=0, spells_cast_from_hand=0,
                mana_spent_on_spells=0,
                from_battlefield=(), spell_colors=(), spell_types=(), died_types=(),
                entered_types=(),
                combat_damage_types=())
        for p in state.players))


def record_leaving(state: GameState, controller: str, *, creature: bool,
                   to: str | None, type_line: str = "") -> GameState:
    """A permanent ``controller`` controlled left the battlefield (revolt counts it); a
    creature put into a graveyard from the battlefield died (700.4) — a token too, before
    it ceases to exist (111.7) — with ``type_line``, its types as it last existed on the
    battlefield (603.10a)."""
    if controller not in state.player_names:
        return state
    p = state.player(controller)
    died = creature and to == "graveyard"
    return state.with_player(replace(
        p, permanents_left=p.permanents_left + 1, creatures_died=p.creatures_died + died,
        died_types=(*p.died_types, type_line) if died else p.died_types))


#: the permanent card types (CR 110.4)
_PERMANENT_TYPES: Final = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land",
                                     "Planeswalker"})


def record_to_any_graveyard(state: GameState, owner: str, types: Iterable[str]) -> GameState:
    """A card of ``types`` was put into ``owner``'s graveyard from anywhere: a permanent
    card (110.4) counts for "if you descended this turn" (700.11)."""
    if owner not in state.player_names or not _PERMANENT_TYPES & set(types):
        return state
    p = state.player(owner)
    return state.with_player(replace(p, descended=p.descended + 1))


def record_to_graveyard(state: GameState, owner: str, card_id: int) -> GameState:
    """The card ``card_id`` was put into ``owner``'s graveyard from the battlefield."""
    p = state.player(owner)
    return state.with_player(replace(p, from_battlefield=(*p.from_battlefield, card_id)))


def put_there_from_the_battlefield(state: GameState, card_id: int) -> bool:
    """Whether the graveyard card ``card_id`` was put there from the battlefield this
    turn (it is the same object since, 400.7)."""
    return any(card_id in p.from_battlefield for p in state.players)


def record_entering(state: GameState, controller: str, *, land: bool,
                    type_line: str = "") -> GameState:
    """A permanent entered the battlefield under ``controller`` (a played land, 305.1,
    or any land put onto it, counts for "each land that entered ... this turn"), of
    ``type_line`` as it entered (603.6a: "if two or more nonland permanents entered the
    battlefield under your control this turn")."""
    if controller not in state.player_names:
        return state
    p = state.player(controller)
    return state.with_player(replace(p, lands_entered=p.lands_entered + land,
                                     entered_types=(*p.entered_types, type_line)))


def type_line_now(chars: Any) -> str:
    """A permanent's types as they are now (its characteristics), as a type line (CR
    205.1; "all creature types", 702.73a, written out)."""
    subs = tuple(CREATURE_TYPES) if chars.all_creature_types and "Creature" in chars.types \
        else chars.subtypes
    return str(TypeLine(tuple(chars.supertypes), tuple(chars.types), tuple(subs)))


def entered_this_turn(state: GameState, player: str, sel: Selector) -> int:
    """How many permanents of the kind ``sel`` names entered the battlefield under
    ``player``'s control this turn, by their types as they entered (603.6a)."""
    return sum(1 for t in state.player(player).entered_types
               if _of_kind(sel, t, "", player))


def record_cast(state: GameState, player: str, colors: str = "",
                type_line: str = "", mana: int = 0, *, from_hand: bool = True) -> GameState:
    """``player`` cast a spell of ``colors`` and ``type_line`` (601.2i: it becomes cast
    once its costs are paid), spending ``mana`` to cast it (700.14: expend counts it),
    ``from_hand`` or from another zone (601.2a)."""
    p = state.player(player)
    return state.with_player(replace(p, spells_cast=p.spells_cast + 1,
                                     spells_cast_from_hand=p.spells_cast_from_hand + from_hand,
                                     mana_spent_on_spells=p.mana_spent_on_spells + mana,
                                     spell_colors=(*p.spell_colors, colors),
                                     spell_types=(*p.spell_types, type_line)))


def _of_kind(sel: Selector, type_line: str, colors: str, controller: str) -> bool:
    """Whether an object of ``type_line`` and ``colors`` is of the kind ``sel`` names
    (its card types, subtypes, supertypes and colors; CR 205, 105)."""
    tl = parse_type_line(type_line)
    values = BaseValues(name="", mana_cost=None, colors=frozenset(colors),
                        supertypes=tl.supertypes, types=tl.types, subtypes=tl.subtypes,
                        abilities=())
    kind = replace(sel, relation=None, zone=None, controller=ControllerSpec.ANY)
    return matches(kind, 0, CardLooks(values, controller), SelectContext(None, controller))


def spells_cast_of(state: GameState, player: str, sel: Selector) -> int:
    """How many spells of the kind ``sel`` names (their types and colors as they were
    cast, 601.2i) ``player`` cast this turn ("your first Human creature spell each
    turn": the one just cast is counted, so it is the first when this is 1)."""
    p = state.player(player)
    n = len(p.spell_types)  # recorded together: the last colors are these spells'
    colors = (*("",) * max(0, n - len(p.spell_colors)), *(p.spell_colors[-n:] if n else ()))
    return sum(1 for t, c in zip(p.spell_types, colors, strict=False)
               if t and _of_kind(sel, t, c, player))


def died_this_turn(state: GameState, sel: Selector) -> int:
    """How many creatures of the kind ``sel`` names died this turn, any player's, with
    their types as they last existed on the battlefield (700.4, 603.10a): "if a
    non-Zombie creature died this turn". A death set up with a number only
    (``Board.set_turn_history(creatures_died=)``, no types) matches any kind."""
    n = 0
    for p in state.players:
        known = [t for t in p.died_types if t]
        n += sum(1 for t in known if _of_kind(sel, t, "", p.name))
        n += max(0, p.creatures_died - len(p.died_types)) + (len(p.died_types) - len(known))
    return n


def _died_under(player: str, died_types: tuple[str, ...], died: int, sel: Selector,
                state: GameState) -> int:
    """How many creatures of the kind ``sel`` names died under ``player``'s control this
    turn (700.4), by their types as they last existed (603.10a); a death set up with a
    number only matches any kind."""
    known = [t for t in died_types if t]
    return sum(1 for t in known if _of_kind(sel, t, "", player)) + \
        max(0, died - len(died_types)) + (len(died_types) - len(known))


def colored_spells_cast(state: GameState, player: str, color: str) -> int:
    """How many spells of ``color`` ``player`` cast this turn (as far as recorded)."""
    return sum(1 for c in state.player(player).spell_colors if color in c)


def history_condition(kind: str, state: GameState, player: str,
                      selector: Selector | None = None, count: int = 1) -> bool:
    """Whether the turn-history condition ``kind`` (a key of
    :data:`HISTORY_CONDITIONS`) holds for ``player`` ("you"); ``selector``: the kind
    of creature for ``"creature_died_this_turn"`` ("a non-Zombie creature", 603.10a);
    ``count``: how many at least ("3 or more life", "two or more spells")."""
    you = state.player(player)
    opponents = [state.player(o) for o in state.opponents(player)]
    match kind:
        case "attacked_this_turn":
            return you.attackers >= 1
        case "creature_died_under_control_this_turn":
            sel = selector or Selector(types=("Creature",))
            whose = [you] if sel.controller is ControllerSpec.YOU else opponents
            sort = replace(sel, controller=ControllerSpec.ANY)
            return sum(_died_under(p.name, p.died_types, p.creatures_died, sort, state)
                       for p in whose) >= max(1, count)
        case "creature_died_this_turn" if selector is not None:
            return died_this_turn(state, selector) >= max(1, count)
        case "creature_died_this_turn":
            return sum(p.creatures_died for p in state.players) >= max(1, count)
        case "opponent_lost_life_this_turn":
            return any(p.life_lost >= max(1, count) for p in opponents)
        case "life_lost_this_turn":
            return you.life_lost >= max(1, count)
        case "player_lost_life_this_turn":
            return any(p.life_lost >= max(1, count) for p in state.players)
        case "spells_cast_from_hand_this_turn":  # 601.2a, 601.2i
            return you.spells_cast_from_hand >= max(1, count)
        case "descended_this_turn":  # 700.11
            return you.descended >= max(1, count)
        case "entered_under_control_this_turn":  # 603.6a
            return entered_this_turn(state, player, selector or Selector()) >= max(1, count)
        case "creatures_attacked_this_turn":  # by any player (508.1a)
            return any(p.attackers for p in state.players)
        case "opponent_dealt_damage_this_turn":
            return any(p.damage_taken for p in opponents)
        case "permanent_left_this_turn":
            return you.permanents_left >= 1
        case "gained_life_this_turn":
            return you.life_gained >= max(1, count)
        case "spells_cast_last_turn":  # by all players together
            return sum(p.spells_cast_last_turn for p in state.players) >= count
        case "player_spells_last_turn":  # by one player
            return any(p.spells_cast_last_turn >= count for p in state.players)
    raise KeyError(kind)


def combat_damage_by_types(state: GameState, player: str, types: frozenset[str]) -> bool:
    """Whether a source ``player`` controlled that had any of the creature ``types``
    dealt combat damage to a player this turn (702.76a: prowl), by the type lines noted
    as the damage was dealt."""
    return any(types & set(parse_type_line(line).subtypes)
               for line in state.player(player).combat_damage_types)


def history_amount(kind: str, state: GameState, player: str) -> int:
    """The turn-history amount ``kind`` (a key of :data:`HISTORY_AMOUNTS`) for
    ``player``."""
    opponents = [state.player(o) for o in state.opponents(player)]
    match kind:
        case "creatures_died_this_turn":
            return sum(p.creatures_died for p in state.players)
        case "opponents_life_lost_this_turn":
            return sum(p.life_lost for p in opponents)
        case "opponents_who_lost_life":
            return sum(1 for p in opponents if p.life_lost)
        case "spells_cast_this_turn":
            return sum(p.spells_cast for p in state.players)
        case "opponent_cards_drawn_most":
            return max((p.cards_drawn for p in opponents), default=0)
        case "lands_entered_this_turn":
            return state.player(player).lands_entered
    raise KeyError(kind)
