"""Copy effects (CR 707): copiable values, becoming a copy, entering as a copy.

A copy takes the *copiable values* of what it copies (707.2): the printed values (for a
token, the values its creating effect defined, 111.3), changed by other copy effects
(707.3: copying a copy gives what that copies) and by the copy's own exceptions (707.9b).
Counters, status, Auras and every non-copy effect are not copied. The values are
snapshotted when the effect begins (707.2b). Becoming a copy doesn't make the permanent
enter or leave the battlefield (707.4), so no ETB/LTB ability triggers, and it keeps its
own counters, status and control history.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effects import UNTIL_FACE_DOWN, EntersAsCopy, ExceptClause
from mtglab.cards.types import SUBTYPE_OWNER
from mtglab.engine.characteristics.layers import characteristics_of, copiable_of
from mtglab.engine.characteristics.selectors import SelectContext, matches
from mtglab.engine.choices import Chooser
from mtglab.engine.resolution.triggers import PendingTrigger
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState
from mtglab.errors import UnsupportedError

__all__ = ["apply_exceptions", "copy_as_turned_face_up", "copy_reflexive_trigger",
           "start_copy_effect"]


def apply_exceptions(values: BaseValues, exceptions: tuple[ExceptClause, ...],
                     own_abilities: tuple[Ability, ...] = (), own_name: str | None = None,
                     own: BaseValues | None = None, x: int = 0,
                     facts: frozenset[str] = frozenset(),
                     ) -> tuple[BaseValues, tuple[tuple[str, int], ...]]:
    """The copiable values with a copy effect's exceptions applied (CR 707.9).

    ``own_name`` is the name of the object with the copy ability ("except its name is
    Sakashima the Impostor": ``~`` in the text); ``own_abilities`` its ability that
    makes the copy ("except it has this ability"); ``own`` its own values, which an
    exception may keep: "it doesn't copy that creature's color" keeps the copier's own
    color (707.9c), "it has ~'s other abilities" its other abilities. ``x`` is the X
    paid for the spell with the copy ability: "except it enters with X additional +1/+1
    counters" counts it (Altered Ego; 107.3m), though the copy's own X is 0. A clause
    with a condition applies only when it holds (707.9b): a card type the copy has by
    then ("if it's a creature"), or one of ``facts`` — ``"you control it"`` (the copied
    permanent), ``"embalmed"`` (an embalm token, 702.128a; mtglab makes none).

    >>> from mtglab.cards.effects import ExceptClause
    >>> import mtglab as ml
    >>> bear = BaseValues.of_card(ml.card("Grizzly Bears"))
    >>> elves = BaseValues.of_card(ml.card("Llanowar Elves"))
    >>> got, _ = apply_exceptions(bear, (ExceptClause("no_color"),), own=elves)
    >>> sorted(got.colors)  # the copier's own green, not the bear's (707.9c)
    ['G']
    """
    copier = _Copier(own_abilities, own_name, own)
    extra_counters: list[tuple[str, int]] = []
    for ex in exceptions:
        if not _clause_applies(ex, values, facts):
            continue
        if ex.kind == "extra_counter":
            n = 1 if ex.amount is None else x if ex.amount.kind == "x" else \
                ex.amount.value + ex.amount.plus if ex.amount.kind == "fixed" else 1
            if n:
                extra_counters.append((ex.values[0], n))
            continue
        change = _EXCEPTIONS.get(ex.kind)
        if change is not None:
            values = change(values, ex, copier)
    return values, tuple(extra_counters)


@dataclass(frozen=True)
class _Copier:
    """What a copy's exceptions may keep of the object with the copy ability (707.9):
    its ability that makes the copy, its name (``~``) and its own values."""

    own_abilities: tuple[Ability, ...]
    own_name: str | None
    own: BaseValues | None


def _clause_applies(ex: ExceptClause, values: BaseValues, facts: frozenset[str]) -> bool:
    """Whether an exception's condition holds (707.9b): "without <ability>" (707.9f), a
    card type the copy has by then, or one of ``facts``."""
    if ex.condition is None:
        return True
    if ex.condition.startswith("without "):
        return not any(a.text.lower().startswith(ex.condition[8:].lower())  # 707.9f
                       for a in values.abilities)
    return ex.condition in values.types or ex.condition in facts


def _name(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Except its name is ..." — ``~`` the copier's own name (707.9b)."""
    name = ex.values[0] if ex.values else "~"
    if name == "~":
        if copier.own_name is None:
            raise UnsupportedError("a copy exception names the copier, but "
                                   "its name is not known here")
        name = copier.own_name
    return replace(values, name=name)


def _add_supertypes(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "It's legendary in addition to its other types" (707.9b)."""
    return replace(values, supertypes=values.supertypes + tuple(
        s for s in ex.values if s not in values.supertypes))


def _base_pt(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Except it's 1/1" (707.9b)."""
    p, t = ex.values
    return replace(values, power=str(p), toughness=str(t))


def _own_pt(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Its power and toughness are equal to ~'s" (707.9b)."""
    if copier.own is None:
        raise UnsupportedError("a copy exception keeps the copier's power and "
                               "toughness, but they are not known here")
    return replace(values, power=copier.own.power, toughness=copier.own.toughness)


def _no_mana_cost(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "The token has no mana cost" (707.9b)."""
    return replace(values, mana_cost=None)


def _add_types(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """Card types and subtypes in addition to the copied ones (707.9b)."""
    types = list(values.types)
    subs = list(values.subtypes)
    for v in ex.values:
        if v in ("Artifact", "Creature", "Land", "Enchantment", "Planeswalker"):
            if v not in types:
                types.append(v)
        elif v not in subs:
            subs.append(v)
    return replace(values, types=tuple(types), subtypes=tuple(subs))


def _not_legendary(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Except it isn't legendary" (707.9b)."""
    return replace(values, supertypes=tuple(s for s in values.supertypes
                                            if s != "Legendary"))


def _no_color(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """It doesn't copy the color: the copier keeps its own (707.9c, 707.9d)."""
    return replace(values, colors=copier.own.colors if copier.own is not None
                   else frozenset())


def _add_colors(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "In addition to its other colors" (707.9b)."""
    return replace(values, colors=values.colors | frozenset(ex.values))


def _colors(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "It's black": that color instead (707.9b)."""
    return replace(values, colors=frozenset(ex.values))


def _set_types(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "It's an artifact": those card types instead, with the subtypes that still fit
    (707.9b, 205.3d)."""
    return replace(values, types=tuple(ex.values), subtypes=tuple(
        s for s in values.subtypes if _subtype_kept(s, ex.values)))


def _keep_own_abilities(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "It has ~'s other abilities" (707.9b)."""
    if copier.own is None:
        raise UnsupportedError("a copy exception keeps the copier's abilities, "
                               "but they are not known here")
    return replace(values, abilities=values.abilities + tuple(
        a for a in copier.own.abilities if a not in copier.own_abilities))


def _grant_ability(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Except it has flying" / a quoted ability (707.9b)."""
    if len(ex.granted) != len(ex.values):  # read with the copying card (issue 22)
        raise UnsupportedError("a copy exception grants abilities that weren't read "
                               "with its card (CR 707.9b)")
    return replace(values, abilities=values.abilities + ex.granted)


def _keep_this_ability(values: BaseValues, ex: ExceptClause, copier: _Copier) -> BaseValues:
    """ "Except it has this ability" (707.9b)."""
    return replace(values, abilities=values.abilities + copier.own_abilities)


#: How each kind of exception changes the copiable values (707.9).
_EXCEPTIONS: Final[dict[str, Callable[[BaseValues, ExceptClause, _Copier], BaseValues]]] = {
    "name": _name,
    "add_supertypes": _add_supertypes,
    "base_pt": _base_pt,
    "own_pt": _own_pt,
    "no_mana_cost": _no_mana_cost,
    "add_types": _add_types,
    "not_legendary": _not_legendary,
    "no_color": _no_color,
    "add_colors": _add_colors,
    "colors": _colors,
    "set_types": _set_types,
    "keep_own_abilities": _keep_own_abilities,
    "grant_ability": _grant_ability,
    "keep_this_ability": _keep_this_ability,
}


def _subtype_kept(subtype: str, types: tuple[str, ...]) -> bool:
    """Whether a subtype still fits card types set by a copy exception (CR 205.3d: each
    subtype belongs to a card type; creature types also go with Kindred, 205.3e)."""
    owner = SUBTYPE_OWNER.get(subtype)
    return owner in types or (owner == "Creature" and "Kindred" in types)


def start_copy_effect(state: GameState, pid: int, original: int, controller: str,
                      source_name: str, *, duration: str | None = None,
                      watch: int | None = None,
                      exceptions: tuple[ExceptClause, ...] = (),
                      own_abilities: tuple[Ability, ...] = (),
                      values: BaseValues | None = None) -> GameState:
    """Make permanent ``pid`` a copy of ``original`` from now on (CR 707.4, 613.2a).
    ``values``: the copiable values when ``original`` is a card, not a permanent (a
    card in exile: its printed values, 707.2)."""
    values = copiable_of(state, original) if values is None else values
    # what it keeps of its own is what it has now (707.9c): its current copiable values
    values, _extra = apply_exceptions(values, exceptions, own_abilities, source_name,
                                      own=copiable_of(state, pid))
    ts, state = state.take_timestamp()
    eid, state = state.take_id()
    rec = EffectRecord(eid, pid, source_name, controller,
                       CopyEffect(values, original, values.name), ts, frozenset({pid}),
                       duration, watch, rule="707.2, 707.4, 613.2a")
    state = state.evolve(effects=(*state.effects, rec))
    how = {None: "", "end of turn": " until end of turn",
           "while tapped": " for as long as that creature remains tapped",
           "while attached": " for as long as it remains attached",
           UNTIL_FACE_DOWN: " until it is turned face down"}.get(duration, "")
    return state.logged("copy", source_name, f"becomes a copy of {values.name}{how}; "
                        "it doesn't enter or leave the battlefield", "707.4, 707.2")


def copy_as_turned_face_up(state: GameState, pid: int, chooser: Chooser) -> GameState:
    """The "as ~ is turned face up" copy of permanent ``pid``, just turned face up (Vesuvan
    Shapeshifter: "you may choose another creature on the battlefield. If you do, until ~
    is turned face down, it becomes a copy of that creature, except ..."): applied while
    it is being turned face up (708.11), so it is never seen face up as itself; turning
    face up isn't entering (708.8), so nothing about entering happens. ``chooser`` answers
    whether it copies (you may: True/False) and which creature (a permanent); with no
    other creature on the battlefield nothing is asked."""
    values = copiable_of(state, pid)
    found = next(((a, e) for a in values.abilities if a.supported for e in a.effects
                  if isinstance(e, EntersAsCopy) and e.as_turned_face_up), None)
    if found is None:
        return state
    ability, e = found
    who = state.permanents[pid].controller
    loose = replace(e.selector, relation=None)
    legal = {oid: c.name for oid, c in characteristics_of(state).items()
             if oid != pid and matches(loose, oid, c, SelectContext(pid, who))}
    name = values.name
    if not legal:
        return state.logged("choice", name, "there is no other creature to copy as it is "
                            "turned face up", "708.11")
    if not chooser.pick(f"whether {name} becomes a copy of another creature as it is "
                        "turned face up (you may, 708.11)", [True, False]):
        return state.logged("choice", name, "it is turned face up as itself: no creature "
                            "is chosen", "708.11")
    original = chooser.pick_permanent(f"the creature {name} copies as it is turned face up "
                                      "(708.11)", legal)
    state = state.logged("choice", name, f"as it is turned face up, {legal[original]} is "
                         "chosen", "708.11")
    return start_copy_effect(state, pid, original, who, name, duration=e.duration,
                             exceptions=e.exceptions, own_abilities=(ability,))


def copy_reflexive_trigger(state: GameState, pid: int, copier: BaseValues,
                           copy_of: int | None) -> GameState:
    """ "You may have ~ enter as a copy of any creature card in a graveyard, ... When
    you do, exile that card." (Superior Spider-Man): ``pid`` entered as a copy of
    ``copy_of``, so the reflexive triggered ability of its "enter as a copy" ability
    (``copier``: the values of the card itself) triggers (603.12), to go on the stack
    with the permanent's other triggers; "that card" is the card copied. Nothing
    triggers when it entered as itself."""
    if copy_of is None:
        return state
    for a in copier.abilities:
        for e in a.effects if a.supported else ():
            if isinstance(e, EntersAsCopy) and e.when_you_do:
                at = a.text.find("When you do")
                text = a.text[at:] if at >= 0 else a.text
                reflexive = Ability(text, AbilityKind.TRIGGERED, True,
                                    trigger=Trigger(TriggerEvent.REFLEXIVE, "When you do"),
                                    effects=e.when_you_do)
                hit = PendingTrigger(pid, copier.name, state.permanents[pid].controller,
                                     reflexive, "reflexive", that_id=copy_of)
                state = state.evolve(pending_triggers=(*state.pending_triggers, hit))
                state = state.logged("trigger", copier.name, f"{text!r} triggers: it "
                                     "entered as a copy", "603.12")
    return state
