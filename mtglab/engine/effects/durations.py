"""When continuous effects end (CR 514.2, 611.2a-b).

The durations an :class:`~mtglab.engine.state.EffectRecord` may have: ``None`` (until
something ends it), ``"end of turn"`` (ends in the cleanup step, 514.2), ``"while
tapped"`` / ``"while on the battlefield"`` ("for as long as", 611.2b),
:data:`~mtglab.cards.effects.UNTIL_FACE_DOWN` (Vesuvan Shapeshifter's copy: it ends when
the permanent is turned face down, 611.2a, 708.2a) and
:data:`UNTIL_YOUR_NEXT_TURN` ("until your next turn": it ends as the next turn of the
effect's controller begins, 611.2a, 500.1 — so it lasts through every other player's
turn, as goad and detain do, 701.15a, 701.35a).

>>> import mtglab as ml
>>> sharer = ml.Card.from_text(name="Shapesharer", type_line="Creature — Shapeshifter",
...     mana_cost="{1}{U}", power=2, toughness=2, oracle_text="{2}{U}: Target "
...     "Shapeshifter becomes a copy of target creature until your next turn.")
>>> b = ml.Board(); changeling = b.add(sharer); bear = b.add("Grizzly Bears")
>>> b.add_mana("you", "UUU")
>>> _ = b.activate(changeling, 0, targets=[changeling, bear])
>>> b.characteristics(changeling)["name"]
'Grizzly Bears'
>>> b.pass_turn(); b.characteristics(changeling)["name"]  # the opponent's turn
'Grizzly Bears'
>>> b.pass_turn(); b.characteristics(changeling)["name"]  # your next turn begins
'Shapesharer'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtglab.cards.durations import (
    CHOSEN_COLOR,
    COLOR_OF_YOUR_CHOICE,
    Becomes,
    ExchangeControl,
    GrantOneOf,
    LoseKeywords,
    SetColors,
)
from mtglab.cards.effects import (
    UNTIL_FACE_DOWN,
    ChooseColor,
    GainControl,
    GrantAbilities,
    LoseAbilities,
    ModifyPT,
    Relation,
    Selector,
    SetBasePT,
    StaticModifier,
)
from mtglab.cards.instructions import PlayerGainsControl
from mtglab.cards.resolvingchoices import ChooseCreatureType
from mtglab.cards.statics import CombatRule
from mtglab.cards.types import CREATURE_TYPES
from mtglab.engine.characteristics.control import track_control
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.characteristics.pairing import unpair_broken
from mtglab.engine.choices import Chooser
from mtglab.engine.effects.heldtapped import WHILE_YOU_CONTROL, still_controlled
from mtglab.engine.state import EffectRecord, GameState
from mtglab.engine.wording import does, possessive
from mtglab.errors import UnsupportedError

if TYPE_CHECKING:  # engine.effects.perform plays the verbs of this module
    from mtglab.engine.effects.perform import Resolution

__all__ = ["UNTIL_YOUR_NEXT_TURN", "Chosen", "choose_as_it_resolves", "chosen_as_it_resolves",
           "control_watch", "described", "end_expired", "end_of_turn", "end_until_next_turn",
           "exchange_control", "layer_rule", "player_gains_control"]

#: The duration "until your next turn" (611.2a): the record's controller's next turn.
UNTIL_YOUR_NEXT_TURN = "your next turn"


def end_until_next_turn(state: GameState) -> GameState:
    """A turn has begun: effects of its active player lasting "until your next turn"
    end now, before anything else happens in the turn (611.2a, 500.1), whatever kind
    of effect they are (a copy, an animation, a control change ...)."""
    ended = [r for r in state.effects if r.duration == UNTIL_YOUR_NEXT_TURN and
             r.controller == state.active]
    if not ended:
        return state
    state = state.evolve(effects=tuple(r for r in state.effects if r not in ended))
    for r in ended:
        state = state.logged("effect ends", r.source_name, f"{possessive(r.controller)} "
                             "next turn has begun ('until your next turn')", "611.2a, 500.1")
    return state


def end_expired(state: GameState) -> GameState:
    """End "for as long as" effects whose condition no longer holds (611.2b).

    Zygon Infiltrator's copy lasts for as long as the copied creature remains tapped:
    it ends when that creature untaps or leaves the battlefield.
    """
    state = unpair_broken(state)  # soulbond pairs end the same way (702.95e)
    keep = []
    ended = []
    for r in state.effects:
        check = _ENDS.get(r.duration)
        if check is not None and check(state, r):
            ended.append(r)
        else:
            keep.append(r)
    if not ended:
        return state
    state = state.evolve(effects=tuple(keep))
    for r in ended:
        state = state.logged("effect ends", r.source_name,
                             _END_REASONS.get(r.duration, "its source left the battlefield"),
                             "611.2a, 708.2a" if r.duration == UNTIL_FACE_DOWN else "611.2b")
    return state


def _untapped(state: GameState, r: EffectRecord) -> bool:
    """"For as long as that creature remains tapped" (611.2b): it untapped or left."""
    if r.watch is None:
        return False
    w = state.permanents.get(r.watch)
    return w is None or not w.tapped


def _unattached(state: GameState, r: EffectRecord) -> bool:
    """"For as long as ~ remains attached to it" (611.2b; attach.py)."""
    held = state.permanents.get(r.watch) if r.watch is not None else None
    return held is None or held.attached_to is None or held.attached_to not in r.affected


def _left_battlefield(state: GameState, r: EffectRecord) -> bool:
    """"For as long as ~ remains on the battlefield" (611.2b)."""
    return r.watch not in state.permanents


def _no_longer_controlled(state: GameState, r: EffectRecord) -> bool:
    """"For as long as you control ~" (611.2b; heldtapped)."""
    return not still_controlled(state, r)


def _turned_face_down(state: GameState, r: EffectRecord) -> bool:
    """"Until ~ is turned face down" (611.2a, 708.2a)."""
    return any(a in state.permanents and state.permanents[a].face_down is not None
               for a in r.affected)


#: each "for as long as" / "until" duration -> whether a record of it has ended
_ENDS: dict[str | None, Callable[[GameState, EffectRecord], bool]] = {
    "while tapped": _untapped,
    "while attached": _unattached,
    "while on the battlefield": _left_battlefield,
    WHILE_YOU_CONTROL: _no_longer_controlled,
    UNTIL_FACE_DOWN: _turned_face_down,
}

#: the log's reason an effect of each duration ended (else its source left)
_END_REASONS: dict[str | None, str] = {
    "while tapped": "the watched creature is no longer tapped",
    "while attached": "it is no longer attached to that object",
    WHILE_YOU_CONTROL: "its controller no longer controls its source",
    UNTIL_FACE_DOWN: "it was turned face down",
}


def end_of_turn(state: GameState) -> GameState:
    """The cleanup step: "until end of turn" effects end, damage wears off (514.2)."""
    keep = tuple(r for r in state.effects if r.duration != "end of turn")
    n = len(state.effects) - len(keep)
    state = state.evolve(effects=keep, prevention=())  # "this turn" prevention (615, 514.2)
    damaged = [p for p in state.permanents.values()
               if p.damage or p.deathtouch_damage or p.regeneration_shields or p.damaged_by]
    # damage wears off and regeneration shields not used this turn end (514.2, 701.19a)
    state = state.with_permanents(replace(p, damage=0, deathtouch_damage=False,
                                          regeneration_shields=0, damaged_by=())
                                  for p in damaged)
    return state.logged("cleanup", "", f"{n} 'until end of turn' effect(s) end; damage is "
                        "removed", "514.2")


# -- what a resolving instruction with a duration changes (611.2a, 613.1) --------------

_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


#: what a :class:`~mtglab.cards.instructions.Lasting` effect is once its choices are made
Chosen = (ModifyPT | GrantAbilities | StaticModifier | SetBasePT | LoseAbilities | SetColors
          | LoseKeywords | Becomes | CombatRule)


def chosen_as_it_resolves(effect: Chosen | GrantOneOf, chooser: Chooser,
                          source_name: str, made: Mapping[str, Any] | None = None) -> Chosen:
    """``effect`` with "the color of your choice" replaced by the color its controller
    chooses now, as the instruction resolves (608.2d), and "your choice of flying or
    lifelink" by the ability chosen; ``effect`` itself if it leaves nothing to choose.
    One choice for the whole instruction. "The chosen color" is the one in ``made``, the
    choices made before it (608.2c; none made: it stays as written and names no color)."""
    color = (made or {}).get("color")
    if isinstance(effect, GrantAbilities) and color in _COLOR_NAMES and any(
            CHOSEN_COLOR in a.lower() for a in effect.abilities):
        effect = _colored(effect, CHOSEN_COLOR, _COLOR_NAMES[color])
    if isinstance(effect, SetColors) and effect.colors == (COLOR_OF_YOUR_CHOICE,):
        color = _choose_color(chooser, source_name)
        return replace(effect, colors=(color,))
    if isinstance(effect, GrantOneOf):  # "your choice of flying or lifelink"
        pick: str = chooser.pick(f"the ability {source_name} grants (CR 608.2d)",
                                 list(effect.options))
        at = effect.options.index(pick)
        effect = GrantAbilities(effect.selector, (pick,),
                                granted=effect.option_abilities[at:at + 1])
    if isinstance(effect, GrantAbilities) and any(COLOR_OF_YOUR_CHOICE in a.lower()
                                                   for a in effect.abilities):
        name = _COLOR_NAMES[_choose_color(chooser, source_name)]
        return _colored(effect, COLOR_OF_YOUR_CHOICE, name)
    return effect


def choose_as_it_resolves(state: GameState, effect: ChooseColor | ChooseCreatureType,
                          res: Resolution) -> tuple[GameState, Resolution]:
    """ "Choose a color." / "Choose a creature type." as an instruction resolves (608.2d):
    the ability's controller chooses; "of the chosen color / type" in the instructions
    after it reads that choice (608.2c)."""
    key: str
    value: Any
    if isinstance(effect, ChooseColor):
        key, value = "color", _choose_color(res.chooser, res.source_name)
        said = _COLOR_NAMES[value]
    else:
        key = "creature type"
        value = said = res.chooser.pick(f"a creature type for {res.source_name} (CR 608.2d)",
                                        _creature_types_for(state, res.controller))
    state = state.logged("choice", res.source_name,
                         f"{does(res.controller, 'chooses')} {said}", "608.2d")
    return state, replace(res, chosen=(*res.chosen, (key, value)))


def _creature_types_for(state: GameState, player: str) -> list[str]:
    """Every creature type (205.3m), those of the creatures ``player`` controls first
    (the most common first): the default choice is the one most of them share."""
    have = Counter(sub for c in characteristics_of(state).values()
                   if c.controller == player and "Creature" in c.types
                   for sub in c.subtypes if sub in _CREATURE_TYPE_SET)
    return [t for t, _n in have.most_common()] + [t for t in CREATURE_TYPES if t not in have]


_CREATURE_TYPE_SET = frozenset(CREATURE_TYPES)


def _choose_color(chooser: Chooser, source_name: str) -> str:
    pick: str = chooser.pick(f"a color for {source_name} (CR 608.2d)",
                             list(_COLOR_NAMES.values()))
    return next(c for c, n in _COLOR_NAMES.items() if n == pick)


def _colored(effect: GrantAbilities, words: str, color: str) -> GrantAbilities:
    """A grant naming a color chosen as it begins ("protection from the chosen color"),
    with that color named (608.2d): its abilities are those read with the card for that
    color (none, so that it isn't applied, if they weren't)."""
    texts = tuple(_named(a, words, color) for a in effect.abilities)
    return replace(effect, abilities=texts, granted=dict(effect.per_color).get(color, ()),
                   per_color=())


def _named(text: str, words: str, color: str) -> str:
    at = text.lower().find(words)
    return text if at < 0 else text[:at] + color + text[at + len(words):]


#: the rule of each kind of lasting effect beyond "gets" and "gains" (613.1)
_LAYER_RULES: dict[type, str] = {
    SetBasePT: "611.2c, 613.4b", LoseAbilities: "611.2c, 613.1f", SetColors: "611.2c, 613.1e",
    LoseKeywords: "611.2c, 613.1f", Becomes: "611.2c, 613.1d-f, 613.4b, 205.1"}


def layer_rule(effect: object) -> str | None:
    """The rules a lasting base power and toughness, loss of abilities or color change
    follows (611.2c and its layer, 613.1), or ``None`` for another kind of effect."""
    return _LAYER_RULES.get(type(effect))


def described(effect: SetBasePT | LoseAbilities | SetColors | LoseKeywords | Becomes) -> str:
    """What a lasting effect of this module does, for the log ("is blue")."""
    if isinstance(effect, Becomes):
        return _becomes(effect)
    if isinstance(effect, SetBasePT):
        return f"has base power and toughness {effect.power}/{effect.toughness}"
    if isinstance(effect, LoseAbilities):
        return "loses all abilities"
    if isinstance(effect, LoseKeywords):
        return "loses " + " and ".join(effect.keywords)
    names = [_COLOR_NAMES.get(c, c) for c in effect.colors]
    return "is " + (" and ".join(names) if names else "colorless")


def _becomes(e: Becomes) -> str:
    """ "becomes a 4/4 Elemental creature with haste" (for the log)."""
    words = [f"{e.power}/{e.toughness}"] if e.power is not None else []
    words += [_COLOR_NAMES.get(c, c) for c in e.colors or ()]
    words += [*e.subtypes, *(t.lower() for t in e.types)]
    if e.all_creature_types:
        words.append("every creature type")
    said = "becomes " + " ".join(words)
    if e.abilities:
        said += " with " + ", ".join(a.lower() for a in e.abilities)
    return said + (" in addition to its other types" if e.keeps_types else "")


# -- control (613.1b, 701.12, 611.2b) ----------------------------------------------------


def control_watch(state: GameState, e: GainControl, source_id: int | None,
                  controller: str) -> tuple[bool, int | None]:
    """Whether a control change of a resolving instruction starts, and what its record
    watches: "for as long as you control ~" watches the source and never starts if its
    controller doesn't control it now (611.2b)."""
    if e.duration != WHILE_YOU_CONTROL:
        return True, None
    perm = state.permanents.get(source_id) if source_id is not None else None
    held = perm is not None and (perm.seen_controller or perm.controller) == controller
    return held, source_id


def exchange_control(state: GameState, e: ExchangeControl, res: Resolution,
                     objects: Callable[[GameState, Any, Resolution],
                                       tuple[list[int], Resolution]]
                     ) -> tuple[GameState, Resolution]:
    """701.12a-b: the two permanents named change controllers with each other, each
    controller gaining control of the other's (layer 2, 613.1b), indefinitely (611.2a).
    If either is gone, or one player controls both, the exchange does nothing."""
    first, res = objects(state, e.first, res)
    if e.second is None:  # "two target creatures": one word "target" (701.12b)
        first, second = first[:1], first[1:]
    else:
        second, res = objects(state, e.second, res)
    chars = characteristics_of(state)
    if len(first) != 1 or len(second) != 1 or first == second:
        return state.logged("effect", res.source_name, "a permanent of the exchange is "
                            "gone: no part of it happens", "701.12a"), res
    a, b = first[0], second[0]
    who_a, who_b = chars[a].controller, chars[b].controller
    if who_a == who_b:
        return state.logged("effect", res.source_name, f"{does(who_a, 'controls')} both: "
                            "the exchange does nothing", "701.12b"), res
    for oid, gets in ((a, who_b), (b, who_a)):
        eid, state = state.take_id()
        ts, state = state.take_timestamp()
        that = _locked(e.first)
        state = state.evolve(effects=(*state.effects, EffectRecord(
            eid, res.source_id, res.source_name, gets, GainControl(that, "you"), ts,
            frozenset({oid}), None, rule="701.12b, 613.1b", origin_text=res.origin_text)))
    state = state.logged("control", res.source_name, f"{chars[a].name} and {chars[b].name} "
                         "exchange controllers", "701.12b")
    return track_control(state), replace(res, named=(a, b))


def player_gains_control(state: GameState, e: PlayerGainsControl, res: Resolution,
                         objects: Callable[[GameState, Any, Resolution],
                                           tuple[list[int], Resolution]],
                         players: Callable[[GameState, Any, Resolution],
                                           tuple[list[str], Resolution]]
                         ) -> tuple[GameState, Resolution]:
    """613.1b (layer 2): the player the text names ("target opponent", "that player")
    gains control of the objects, chosen in the order the text names them (601.2c) and
    locked in as it resolves (611.2c), indefinitely or until end of turn (611.2a,
    514.2). With several players ("each player") the last to gain control would keep
    it, which mtglab doesn't model; with none, nothing happens."""
    names, res = players(state, e.player, res)
    ids, res = objects(state, e.selector, res)
    if len(names) > 1:
        raise UnsupportedError(f"{res.source_name}: several players gaining control of the "
                               "same objects one after another (CR 613.1b) is not modelled")
    duration = e.duration and e.duration.value
    for gets in names:
        for oid in ids:
            eid, state = state.take_id()
            ts, state = state.take_timestamp()
            state = state.evolve(effects=(*state.effects, EffectRecord(
                eid, res.source_id, res.source_name, gets, GainControl(_locked(e.selector),
                                                                      "you", duration),
                ts, frozenset({oid}), duration, rule="611.2c, 613.1b",
                origin_text=res.origin_text)))
            until = f" until {duration}" if duration else ""
            state = state.logged("control", characteristics_of(state)[oid].name,
                                 f"{does(gets, 'gains')} control of it{until}", "613.1b")
    return track_control(state), replace(res, named=tuple(names))


def _locked(sel: Selector) -> Selector:
    """The selector of a permanent locked in as the effect begins (611.2c)."""
    return replace(sel, relation=Relation.THAT)
