"""Characteristics through the layer system (CR 613).

:func:`characteristics_of` computes every permanent's current characteristics at once,
because continuous effects apply to sets of objects and may depend on each other:

* layer 1 — copy effects (613.2a, 707): the copiable values;
* layer 2 — control-changing effects (613.1b);
* layer 4 — type-changing effects (613.1d), with 305.7 for basic land types;
* layer 5 — color-changing effects (613.1e);
* layer 6 — ability-adding and -removing effects (613.1f), intrinsic land abilities (305.6);
* layer 7 — power and toughness: 7b setting, 7c modifying and counters (613.4).

Within a layer, effects apply in timestamp order (613.7) unless one depends on another
(613.8): an effect depends on another if applying the other would change whether it
exists, what it applies to or what it does. Dependencies are found by trying it. The
result is cached on the state (states never change).
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from mtglab.cards.amounts import DEFINING_COUNTS, counted_continuously, per_object
from mtglab.cards.durations import Becomes, LoseKeywords, SetColors, without_keywords
from mtglab.cards.effects import (
    AddLandTypes,
    Amount,
    Animate,
    CharacteristicPT,
    Condition,
    GainControl,
    GrantAbilities,
    LoseAbilities,
    ModifyPT,
    Relation,
    Selector,
    SetBasePT,
    SetBasicLandTypes,
    StaticModifier,
    SwitchPT,
)
from mtglab.cards.intrinsic import intrinsic_abilities
from mtglab.cards.keywordactions import Goaded
from mtglab.cards.keywordcounters import pt_counter
from mtglab.cards.model import Ability
from mtglab.cards.statics import TypeChange
from mtglab.cards.types import BASIC_LAND_TYPES, CREATURE_TYPES, LAND_TYPES, SUBTYPE_OWNER
from mtglab.cards.vocabulary import AmountKind
from mtglab.engine.characteristics.amounts import count_for_each
from mtglab.engine.characteristics.blocks import absent_abilities
from mtglab.engine.characteristics.conditions import holds
from mtglab.engine.characteristics.emblems import emblem_label, emblem_statics
from mtglab.engine.characteristics.facedown import face_down_values
from mtglab.engine.characteristics.faces import front_mana_cost
from mtglab.engine.characteristics.keywordcounters import keyword_counter_abilities
from mtglab.engine.characteristics.paired import partner
from mtglab.engine.characteristics.selectors import (
    Around,
    SelectContext,
    around,
    around_of,
    matches,
)
from mtglab.engine.game.ring import is_ring_bearer
from mtglab.engine.memo import PartsMemo
from mtglab.engine.state import BaseValues, CopyEffect, EffectRecord, GameState, PermanentState
from mtglab.errors import UnsupportedError
from mtglab.mana import ManaCost

__all__ = ["AbilityRef", "Characteristics", "LayerStep", "characteristics_of", "copiable_of",
           "linked_choices", "static_effects"]

_LAND_TYPES = frozenset(LAND_TYPES)
_CREATURE_TYPES = frozenset(CREATURE_TYPES)


@dataclass(frozen=True, slots=True)
class AbilityRef:
    """Where one of a permanent's current abilities comes from.

    ``origin`` is ``"printed"`` (its copiable values), ``"intrinsic"`` (a basic land type,
    CR 305.6), ``"granted"`` (an effect, with ``source`` its name) or ``"counter"`` (a
    keyword counter, 122.1b); ``key`` identifies
    the ability across board versions (for "activate only once each turn").
    """

    ability: Ability
    origin: str
    key: str
    source: str = ""
    timestamp: int = 0


@dataclass(frozen=True, slots=True)
class LayerStep:
    """One continuous effect applied to a permanent, for explanations."""

    layer: str
    source: str
    what: str
    rule: str


@dataclass(frozen=True, slots=True)
class Characteristics:
    """A permanent's current characteristics after all layers (CR 109.3, 613)."""

    id: int
    name: str
    mana_cost: ManaCost | None
    colors: frozenset[str]
    supertypes: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    abilities: tuple[AbilityRef, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None
    controller: str
    is_token: bool
    copiable: BaseValues
    all_creature_types: bool = False
    steps: tuple[LayerStep, ...] = ()
    #: a transforming card with its back face up takes its front face's mana value
    #: (CR 712.8e)
    front_mana_cost: ManaCost | None = None
    #: whether it has a supported static / triggered ability (so board-wide searches
    #: for replacement effects and triggers skip the rest at once)
    has_statics: bool = False
    has_triggers: bool = False
    #: whether it is an attacking / a blocking creature now (CR 506.4; a status, read
    #: by "attacking creature" selectors)
    attacking: bool = False
    blocking: bool = False
    #: the Vehicles it crewed this turn (702.122b; a status, read by "that crewed it")
    crewed: tuple[int, ...] = ()
    #: its owner (108.3), read by "you own"
    owner: str = ""
    #: what is attached to it, its counters, face-down and goaded status as selectors
    #: read them ("modified", 700.9; "equipped", 301.5; "face-down", 708.2); None:
    #: nothing attached, no counter, face up and not goaded
    around: Around | None = None

    @property
    def mana_value(self) -> int:
        """Mana value; X is 0 on the battlefield (CR 202.3, 107.3g); a transformed
        permanent's is its front face's (712.8e)."""
        cost = self.front_mana_cost or self.mana_cost
        return cost.mana_value if cost is not None else 0

    def is_(self, card_type: str) -> bool:
        """``c.is_("Creature")``."""
        return card_type in self.types

    @property
    def keywords(self) -> frozenset[str]:
        """The keyword abilities it has (flying, haste ...)."""
        return frozenset(k for ref in self.abilities for k in ref.ability.keywords)

    def has_keyword(self, keyword: str) -> bool:
        """Whether it has this keyword ability (case-insensitive)."""
        return keyword.lower() in {k.lower() for k in self.keywords}

    def has_modifier(self, kind: str) -> bool:
        """Whether one of its static abilities is this rule modifier ("doesnt_untap")."""
        return any(isinstance(e, StaticModifier) and e.kind == kind
                   for ref in self.abilities for e in ref.ability.effects)


# ---------------------------------------------------------------------------- working values


@dataclass(slots=True)
class _Work:
    """Mutable scratch values of one permanent during a layer pass."""

    perm: PermanentState
    values: BaseValues
    controller: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: frozenset[str]
    all_creature_types: bool = False
    text_removed: bool = False  # CR 305.7
    granted: list[AbilityRef] = field(default_factory=list)
    power: int | None = None
    toughness: int | None = None
    steps: list[LayerStep] = field(default_factory=list)
    lost_all: bool = False  # "loses all abilities" (613.1f)
    keep_mana: bool = False  # "... except mana abilities"
    lost_keywords: frozenset[str] = frozenset()  # "loses flying" (613.1f)
    #: its abilities (indexes) its level or station blocks leave out now (711.2, 716.2a,
    #: 721.2; engine.characteristics.blocks)
    absent: frozenset[int] = frozenset()

    def clone(self) -> _Work:
        return _Work(self.perm, self.values, self.controller, self.types, self.subtypes,
                     self.supertypes, self.colors, self.all_creature_types,
                     self.text_removed, list(self.granted), self.power, self.toughness, [],
                     self.lost_all, self.keep_mana, self.lost_keywords, self.absent)

    def keeps(self, ability: Ability) -> bool:
        """Whether an ability it has survives the "loses all abilities" effects applied
        to it so far (613.1f)."""
        return not self.lost_all or (self.keep_mana and ability.is_mana_ability)

    @property
    def tapped(self) -> bool:
        return self.perm.tapped

    @property
    def attacking(self) -> bool:  # a status (506.4), read by "as long as it's attacking"
        return self.perm.attacking is not None

    @property
    def blocking(self) -> bool:
        return bool(self.perm.blocking)

    @property
    def mana_value(self) -> int:
        cost = self.values.mana_cost
        return cost.mana_value if cost is not None else 0

    @property
    def name(self) -> str:
        return self.values.name

    @property
    def keywords(self) -> frozenset[str]:
        found = {k for _i, a in self.text_abilities() for k in a.keywords}
        found |= {k for ref in self.granted for k in ref.ability.keywords}
        return frozenset(found)

    def text_abilities(self) -> Iterator[tuple[int, Ability]]:
        if self.text_removed:
            return
        for i, a in enumerate(self.values.abilities):
            if i in self.absent:  # not at its level / charge counters (711.2, 721.2)
                continue
            kept: Ability | None = a if self.keeps(a) else None
            if kept is not None and self.lost_keywords:  # "loses flying" (613.1f)
                kept = without_keywords(kept, self.lost_keywords)
            if kept is not None:
                yield i, kept


def _int_or_none(text: str | None) -> int | None:
    if text is None:
        return None
    try:
        return int(text)
    except ValueError:
        return None  # "*", "1+*": defined by a characteristic-defining ability


# ---------------------------------------------------------------------------- layer 1


def copiable_of(state: GameState, pid: int) -> BaseValues:
    """The copiable values of a permanent: base values plus copy effects (layer 1a), then
    its face-down status (layer 1b, 613.2b, 708.2; 708.10: a face-down copy still looks
    face down) (CR 707.2)."""
    perm = state.permanents[pid]
    if perm.face_down is not None:
        return face_down_values(perm.face_down)
    values = perm.base
    for rec in sorted(_copy_records(state, pid), key=lambda r: r.timestamp):
        assert isinstance(rec.effect, CopyEffect)
        values = rec.effect.values
    return values


def linked_choices(state: GameState, pid: int) -> tuple[tuple[str, Any], ...]:
    """The "as this enters" choices that the permanent's current abilities can see.

    Choices are linked to the abilities they were made for (607.2). A permanent that
    became a copy after it entered has abilities no choice was made for, so each choice
    they refer to is undefined (607.5a; the CR's Vesuvan Doppelganger example); once
    that copy effect ends, its own abilities see its choices again.
    """
    perm = state.permanents[pid]
    if perm.choices and any(rec.timestamp > perm.timestamp
                            for rec in _copy_records(state, pid)):
        return ()
    return perm.choices


def _copy_records(state: GameState, pid: int) -> Iterator[EffectRecord]:
    for rec in state.effects:
        if isinstance(rec.effect, CopyEffect) and pid in rec.affected:
            yield rec


# ---------------------------------------------------------------------------- static effects


@dataclass(slots=True)
class _Effect:
    """One continuous effect in a layer pass: a static ability's or a resolved one's."""

    source_id: int | None
    source_name: str
    controller: str
    effect: object
    timestamp: int
    ability_index: int | None  # the source's text ability that generates it (statics)
    locked: frozenset[int] | None = None  # resolved effects: fixed set (611.2c)
    attached_to: int | None = None
    chosen: tuple[tuple[str, object], ...] = ()
    duration: str | None = None  # resolved effects: None (indefinitely) or "end of turn"
    paired_with: int | None = None  # the source's pair (702.95b)

    def context(self) -> SelectContext:
        return SelectContext(self.source_id, self.controller, self.attached_to,
                             chosen=self.chosen, source_name=self.source_name,
                             paired_with=self.paired_with)


def static_effects(state: GameState) -> list[_Effect]:
    """Every continuous effect from static abilities of permanents and from resolved
    spells and abilities (CR 604.1, 611.2), except copy effects (layer 1)."""
    found: list[_Effect] = []
    for pid, perm in state.permanents.items():
        values = copiable_of(state, pid)
        ts = perm.timestamp
        absent = absent_abilities(state, pid, values.abilities)  # 711.2, 716.2a, 721.2
        for i, ability in enumerate(values.abilities):
            if not ability.supported or ability.kind.value not in ("static", "keyword") \
                    or i in absent:
                continue
            for eff in ability.effects:
                if ability.kind.value == "keyword" and not isinstance(eff, TypeChange):
                    continue  # a keyword's type change: living metal's (702.161a)
                if isinstance(eff, SetBasicLandTypes | AddLandTypes | GrantAbilities | ModifyPT
                              | GainControl | Animate | SetBasePT | LoseAbilities
                              | LoseKeywords  # "Enchanted creature loses flying" (613.1f)
                              | TypeChange):
                    found.append(_Effect(pid, values.name, perm.controller, eff, ts, i,
                                         attached_to=perm.attached_to,
                                         chosen=linked_choices(state, pid),
                                         paired_with=partner(state, pid)))
    for emblem, _i, static in emblem_statics(state):  # in the command zone (114.4)
        found.append(_Effect(emblem.id, emblem_label(emblem), emblem.owner, static,
                             emblem.timestamp, None))
    for rec in state.effects:
        if isinstance(rec.effect, CopyEffect):
            continue
        if isinstance(rec.effect, Animate | GrantAbilities | ModifyPT | SetBasicLandTypes
                      | AddLandTypes | GainControl | SwitchPT | LoseAbilities
                      | SetBasePT | SetColors | LoseKeywords):  # cards.durations
            found.append(_Effect(rec.source_id, rec.source_name, rec.controller, rec.effect,
                                 rec.timestamp, None, locked=rec.affected,
                                 duration=rec.duration))
    return found


def _not_applied(eff: _Effect, works: dict[int, _Work], why: str) -> None:
    """Show on the source that one of its effects is not applied (never guessed)."""
    src = works.get(eff.source_id) if eff.source_id is not None else None
    if src is not None:
        src.steps.append(LayerStep("-", eff.source_name, f"not applied: {why}", "-"))


def _exists(eff: _Effect, works: dict[int, _Work]) -> bool:
    """Whether a static ability's source still has the ability (613.8a, 305.7)."""
    if eff.ability_index is None or eff.source_id is None:
        return True
    w = works.get(eff.source_id)
    if w is None or w.text_removed:
        return False
    if w.lost_all and eff.ability_index < len(w.values.abilities):  # 613.1f
        return w.keeps(w.values.abilities[eff.ability_index])
    return True


def _around_work(oid: int, works: dict[int, _Work]) -> Around:
    """:func:`around` of a permanent as the layers stand now (700.9, 301.5, 303.4);
    goaded isn't known here (701.15b)."""
    w = works[oid]
    return around(w.perm, w.controller, [(o.subtypes, o.controller) for o in works.values()
                                         if o.perm.attached_to == oid], None)


def _covers(eff: _Effect, works: dict[int, _Work], sel: Selector, oids: Iterable[int]
            ) -> frozenset[int]:
    """Which of ``oids`` the selector of ``eff`` covers on ``works``: a permanent is
    judged by its own working values and by what is attached to it (its surroundings)."""
    ctx = eff.context()
    out = []
    for oid in oids:
        w = dict.__getitem__(works, oid)
        if matches(sel, oid, w, ctx, tapped=w.perm.tapped, is_token=w.perm.is_token,
                   counters=dict(w.perm.counters),
                   surroundings=partial(_around_work, oid, works)):
            out.append(oid)
    return frozenset(out)


def _affected(eff: _Effect, works: dict[int, _Work], sel: Selector) -> frozenset[int]:
    if eff.locked is not None:
        return frozenset(i for i in eff.locked if i in works)
    if isinstance(works, _Trial):
        known = works.affected(eff, sel)
        if known is not None:
            return known
    try:
        return _covers(eff, works, sel, list(works))
    except UnsupportedError as exc:  # shown, never guessed: the effect applies to nothing
        src = works.get(eff.source_id) if eff.source_id is not None else None
        if src is not None:
            src.steps.append(LayerStep("-", eff.source_name, f"not applied: {exc}", "-"))
        return frozenset()


# ---------------------------------------------------------------------------- layer 4


def _apply_type_effect(eff: _Effect, works: dict[int, _Work], *,
                       state: GameState | None = None) -> None:
    e = eff.effect
    if not _exists(eff, works):
        return
    if isinstance(e, TypeChange):
        assert state is not None
        _change_types(eff, e, works, state)
    elif isinstance(e, SetBasicLandTypes):
        for oid in _affected(eff, works, e.selector):
            w = works[oid]
            if "Land" not in w.types:
                continue
            kept = tuple(s for s in w.subtypes if s not in _LAND_TYPES)
            w.subtypes = kept + e.land_types
            w.text_removed = True  # CR 305.7: loses rules-text abilities
            w.steps.append(LayerStep("4", eff.source_name,
                                     f"is a {'/'.join(e.land_types)}; loses its other land "
                                     "types and rules-text abilities", "305.7, 613.1d"))
    elif isinstance(e, AddLandTypes):
        for oid in _affected(eff, works, e.selector):
            w = works[oid]
            if "Land" not in w.types:
                continue
            new = tuple(t for t in e.land_types if t not in w.subtypes)
            w.subtypes = w.subtypes + new
            if new:
                w.steps.append(LayerStep("4", eff.source_name,
                                         f"is also a {'/'.join(new)}", "305.7, 613.1d"))
    elif isinstance(e, Animate):
        _animate_types(eff, e, works)


def _animate_types(eff: _Effect, e: Animate, works: dict[int, _Work]) -> None:
    """Layer 4 of "becomes a 2/2 creature" (613.1d): the types written are added when
    the text keeps the others (205.1b), else they replace them (205.1a)."""
    for oid in _affected(eff, works, e.selector):
        w = works[oid]
        if e.keeps_types:
            w.types = w.types + tuple(t for t in e.types if t not in w.types)
            w.subtypes = w.subtypes + tuple(s for s in e.subtypes if s not in w.subtypes)
        else:
            _set_types(w, e)
        if e.all_creature_types:
            w.all_creature_types = True
        said = "/".join((*e.subtypes, *e.types))
        w.steps.append(LayerStep("4", eff.source_name, f"becomes {said}" + (
            "" if e.keeps_types else ", its other types replaced"),
            "613.1d, 205.1b" if e.keeps_types else "613.1d, 205.1a"))


def _set_types(w: _Work, e: Animate) -> None:
    """205.1a: card types written replace the old ones ("becomes an artifact creature"
    keeps them, 205.1b); subtypes written replace those of their set (a creature type
    the creature types, a land type the land types); subtypes of a card type it no
    longer has go. A land whose land type is set to a basic land type loses its
    rules-text abilities (305.7)."""
    keeps_card_types = not e.types or {"Artifact", "Creature"} <= set(e.types)
    types = w.types + tuple(t for t in e.types if t not in w.types) if keeps_card_types \
        else tuple(e.types)
    sets = {SUBTYPE_OWNER.get(s) for s in e.subtypes}
    kept = tuple(s for s in w.subtypes if SUBTYPE_OWNER.get(s) not in sets and
                 SUBTYPE_OWNER.get(s, "Creature") in (*types, "Kindred", "Tribal"))
    w.types = types
    w.subtypes = kept + tuple(s for s in e.subtypes if s not in kept)
    if "Creature" in sets or "Creature" not in types:  # "a Frog": no other (205.1a)
        w.all_creature_types = False
    if "Land" in types and any(s in BASIC_LAND_TYPES for s in e.subtypes):
        w.text_removed = True


def _apply_cda(pid: int, w: _Work, e: CharacteristicPT, works: dict[int, _Work],
               chosen: tuple[tuple[str, Any], ...], state: GameState) -> None:
    """Layer 7a: "~'s power and toughness are each equal to the number of Swamps you
    control" (Nightmare), counted on the values layers 1-6 gave (613.4a). An amount the
    engine can't count is shown as such and left undefined, never guessed."""
    got: dict[str, int] = {}
    for which, amount in (("power", e.power), ("toughness", e.toughness)):
        if amount is None:
            continue
        n = _count_on(pid, w, amount, works, chosen, state)
        if n is None:
            w.steps.append(LayerStep("7a", w.name, f"not applied: mtglab can't count "
                                     f"{amount.describe()!r}", "613.4a"))
            return
        got[which] = n
    if "power" in got:
        w.power = got["power"]
    if "toughness" in got:
        w.toughness = got["toughness"]
    w.steps.append(LayerStep("7a", w.name, "power/toughness "
                             f"{got.get('power', w.power)}/{got.get('toughness', w.toughness)} "
                             "from its own ability", "604.3, 613.4a"))


def _count_for(eff: _Effect, amount: Amount, works: dict[int, _Work], state: GameState,
               of: int | None = None) -> int | None:
    """An effect's "for each ..." amount, counted on the values layers 1-6 gave (611.3a,
    613.4c; engine/characteristics/amounts.py); None when mtglab can't count it."""
    if not counted_continuously(amount):
        return None
    try:
        return count_for_each(amount, state, eff.context(), works, of)
    except UnsupportedError:
        return None


def _holds(eff: _Effect, cond: Condition, works: dict[int, _Work],
           state: GameState) -> bool | None:
    """Whether a static ability's condition holds now ("as long as you control a
    Forest", "during your turn": CR 611.3a), on the values of this layer pass; None when
    mtglab can't tell (:func:`mtglab.engine.characteristics.conditions.holds`)."""
    return holds(state, cond, eff.context(), works)


def _count_on(pid: int, w: _Work, amount: Amount, works: dict[int, _Work],
              chosen: tuple[tuple[str, Any], ...], state: GameState) -> int | None:
    if amount.kind == "fixed":
        return amount.value
    if amount.kind == AmountKind.COUNTERS and amount.selector is None and amount.counter:
        # "the number of time counters on it": counters aren't characteristics (122.1)
        return w.perm.counter(amount.counter) * amount.times + amount.plus
    if amount.kind in DEFINING_COUNTS:  # mana values, names: set by layers 1-6 (613.4a)
        return count_for_each(amount, state, SelectContext(
            pid, w.controller, w.perm.attached_to, chosen=chosen, source_name=w.name), works)
    if amount.kind == "count" and amount.selector is not None and \
            amount.selector.zone is not None:  # cards in hands, graveyards (404, 402)
        try:
            return count_for_each(amount, state, SelectContext(
                pid, w.controller, w.perm.attached_to, chosen=chosen, source_name=w.name),
                works)
        except UnsupportedError:
            return None
    if amount.kind == "count" and amount.selector is not None:
        ctx = SelectContext(pid, w.controller, w.perm.attached_to, chosen=chosen,
                            source_name=w.name)
        try:
            n = sum(1 for oid, o in works.items()
                    if matches(amount.selector, oid, o, ctx, tapped=o.perm.tapped,
                               is_token=o.perm.is_token, counters=dict(o.perm.counters)))
        except UnsupportedError:
            return None
        return n + amount.plus
    return None


def _control_receiver(eff: _Effect, works: dict[int, _Work]) -> str:
    """Who gains control: "you" is the source's controller as layer 2 has it so far."""
    e = eff.effect
    assert isinstance(e, GainControl)
    if e.player != "you":
        return e.player
    src = works.get(eff.source_id) if eff.source_id is not None else None
    return src.controller if (src is not None and eff.locked is None) else eff.controller


def _apply_control(eff: _Effect, works: dict[int, _Work]) -> None:
    e = eff.effect
    assert isinstance(e, GainControl)
    if not _exists(eff, works):
        return
    who = _control_receiver(eff, works)
    for oid in _affected(eff, works, e.selector):
        if works[oid].controller != who:
            works[oid].controller = who
            works[oid].steps.append(LayerStep("2", eff.source_name,
                                              f"is controlled by {who}", "613.1b"))


def _control_signature(eff: _Effect, works: dict[int, _Work]) -> tuple[object, ...]:
    e = eff.effect
    assert isinstance(e, GainControl)
    exists = _exists(eff, works)
    affected = _affected(eff, works, e.selector) if exists else frozenset()
    return (exists, affected, _control_receiver(eff, works))


def _type_signature(eff: _Effect, works: dict[int, _Work], *,
                    state: GameState | None = None) -> tuple[object, ...]:
    e = eff.effect
    sel = getattr(e, "selector", None)
    exists = _exists(eff, works)
    affected = _affected(eff, works, sel) if (exists and sel is not None) else frozenset()
    cond = getattr(e, "condition", None)
    held = _holds(eff, cond, works, state) if (cond is not None and state is not None) \
        else None
    return (exists, affected, held)


def _order_layer(
    effects: list[_Effect],
    works: dict[int, _Work],
    apply: Callable[[_Effect, dict[int, _Work]], None],
    signature: Callable[[_Effect, dict[int, _Work]], tuple[object, ...]],
) -> None:
    """Apply the effects of one layer in timestamp order, dependencies first (613.7, 613.8)."""
    remaining = sorted(effects, key=lambda e: e.timestamp)
    memo = _Covered(works)
    while remaining:
        if len(remaining) == 1:
            apply(remaining.pop(), works)
            return
        # the first effect, by timestamp, that depends on none of the others (613.8a:
        # applying the other changes what it applies to or does); each other effect
        # is tried once per round, on a trial copy, and every effect is checked on it
        trials: dict[int, _Trial] = {}
        unchanged = _Trial(works, memo)  # the works as they stand, read through the memo
        chosen = 0  # a dependency loop: timestamp order (613.8b)
        for i, a in enumerate(remaining):
            before = signature(a, unchanged)
            if not any(signature(a, _tried(trials, j, remaining, works, apply, memo)) != before
                       for j in range(len(remaining)) if j != i):
                chosen = i
                break
        # the chosen effect applied is its trial kept (what it touched written back)
        memo.changed(_tried(trials, chosen, remaining, works, apply, memo).commit())
        remaining.pop(chosen)


def _tried(trials: dict[int, _Trial], j: int, effects: list[_Effect],
           works: dict[int, _Work], apply: Callable[[_Effect, dict[int, _Work]], None],
           memo: _Covered) -> _Trial:
    """The works after trying ``effects[j]`` on a copy of them (made once per round)."""
    trial = trials.get(j)
    if trial is None:
        trial = trials[j] = _Trial(works, memo)
        apply(effects[j], trial)
    return trial


class _Covered:
    """What each effect's selector covers on the works of one layer (613.8a's question
    asked again and again while its effects are ordered), found once and then judged
    again only on the permanents an applied effect touched: a selector reads a
    permanent's own values and its surroundings, nothing else. None where mtglab can't
    read the selector (the caller's full reading shows why)."""

    def __init__(self, works: dict[int, _Work]) -> None:
        self.works = works
        self._known: dict[tuple[int, int], tuple[_Effect, Selector, frozenset[int] | None]] = {}

    def of(self, eff: _Effect, sel: Selector) -> frozenset[int] | None:
        key = (id(eff), id(sel))
        got = self._known.get(key)
        if got is None:
            got = self._known[key] = (eff, sel, _covered_or_none(eff, self.works, sel,
                                                                 list(self.works)))
        return got[2]

    def changed(self, touched: set[int]) -> None:
        """The works changed on ``touched``: judge those again for every selector."""
        again = _with_hosts(self.works, touched)
        for key, (eff, sel, known) in self._known.items():
            if known is not None:
                fresh = _covered_or_none(eff, self.works, sel, again)
                self._known[key] = (eff, sel, None if fresh is None
                                    else (known - set(again)) | fresh)


def _covered_or_none(eff: _Effect, works: dict[int, _Work], sel: Selector,
                     oids: Iterable[int]) -> frozenset[int] | None:
    try:
        return _covers(eff, works, sel, oids)
    except UnsupportedError:
        return None


def _with_hosts(works: dict[int, _Work], oids: set[int]) -> list[int]:
    """``oids`` and the permanents they are attached to (whose surroundings they are)."""
    again = set(oids)
    for oid in oids:
        host = dict.__getitem__(works, oid).perm.attached_to
        if host is not None and host in works:
            again.add(host)
    return sorted(again)


class _Trial(dict[int, _Work]):
    """The works as a trial application sees them (613.8a): a work is cloned the first
    time it is looked up by its id, which is how an effect reaches what it changes, so a
    trial costs what it touches rather than the whole board; reading them all (which
    objects an effect affects) sees the clones made so far and the rest unchanged.
    What an effect affects on a trial is what it affects on the works (``memo``) with
    the permanents the trial touched judged again."""

    def __init__(self, works: dict[int, _Work], memo: _Covered) -> None:
        super().__init__(works)
        self._cloned: set[int] = set()
        self._works = works
        self._memo = memo

    def affected(self, eff: _Effect, sel: Selector) -> frozenset[int] | None:
        """What ``eff``'s selector covers here; None where that isn't known."""
        known = self._memo.of(eff, sel)
        if known is None or not self._cloned:
            return known
        again = _with_hosts(self, self._cloned)
        fresh = _covered_or_none(eff, self, sel, again)
        return None if fresh is None else (known - set(again)) | fresh

    def commit(self) -> set[int]:
        """Write what the trial changed into its works, as if the effect were applied
        there (a clone starts with no steps: the work's own come first); the ids."""
        for oid in self._cloned:
            w = dict.__getitem__(self, oid)
            w.steps[:0] = self._works[oid].steps
            self._works[oid] = w
        return set(self._cloned)

    def __getitem__(self, oid: int) -> _Work:
        w = dict.__getitem__(self, oid)
        if oid not in self._cloned:
            w = w.clone()
            dict.__setitem__(self, oid, w)
            self._cloned.add(oid)
        return w

    def get(self, oid: int, default: Any = None) -> Any:
        return self[oid] if oid in self else default  # noqa: SIM401 (a clone, not the original)


# ---------------------------------------------------------------------------- the pass


def characteristics_of(state: GameState) -> dict[int, Characteristics]:
    """Every permanent's characteristics (cached beside the state, never in it).

    When no continuous effect reaches from one permanent to another — no static ability
    of layers 2-7, no characteristic-defining ability, no resolved effect but copy
    effects — each permanent's characteristics depend on it and its copy effects alone
    (613.1), so they are computed per permanent and shared with every state holding the
    same permanent: an action recomputes the layers only of what it changed. Otherwise
    every permanent goes through the whole layer pass together.
    """
    last = _LAST[0]
    if last[0] is state:  # asked again of the very state (it is immutable, mappings too)
        return last[1]
    # They depend on the permanents, the effects, whose turn it is ("during your turn",
    # 611.3a) and what conditions read only: states that differ elsewhere (a mana pool,
    # the log) share them.
    perms, effects, emblems = state.permanents, state.effects, state.emblems
    key = (id(perms), id(effects), state.active, id(emblems))
    hit = _BY_INPUTS.get(key)
    if hit is not None and hit[0] is perms and hit[1] is effects and hit[3] is emblems and \
            (hit[4] is None or hit[4] == _condition_inputs(state)):
        _LAST[0] = (state, hit[2])
        return hit[2]
    result = _each_alone(state)
    inputs = None  # each permanent alone: no static ability, so no condition, reads them
    if result is None:
        result = _compute(state)
        inputs = _condition_inputs(state)
    _note_surroundings(state, result)
    if len(_BY_INPUTS) >= 512:  # the oldest go first (the entries hold their keys' parts)
        del _BY_INPUTS[next(iter(_BY_INPUTS))]
    _BY_INPUTS[key] = (perms, effects, result, emblems, inputs)
    _LAST[0] = (state, result)
    return result


def _note_surroundings(state: GameState, result: dict[int, Characteristics]) -> None:
    """Give each permanent something is attached to, with a counter, face down or goaded
    its :class:`Around` (700.9, 301.5, 303.4, 708.2, 701.15b), from the others' values."""
    perms = state.permanents
    marked = {p.attached_to for p in perms.values() if p.attached_to is not None}
    marked.update(pid for pid, p in perms.items() if p.counters or p.face_down is not None)
    marked.update(oid for r in state.effects if isinstance(r.effect, Goaded)
                  for oid in r.affected)
    for pid in marked:
        if pid in result and pid in perms:
            result[pid] = replace(result[pid], around=around_of(state, pid, result))


#: the state asked last and its answer, as one pair (a thread reads both or neither): an
#: action asks the same state many times over
_LAST: list[tuple[GameState | None, dict[int, Characteristics]]] = [(None, {})]


#: (permanents, effects, active player, emblems) -> those, every permanent's
#: characteristics and what the conditions of static abilities read as they were computed
#: (None: computed for each permanent alone, no static ability of layers 2-7)
_BY_INPUTS: dict[tuple[int, int, str, int],
                 tuple[Any, Any, dict[int, Characteristics], Any, tuple[Any, ...] | None]] = {}

#: a player's values the conditions of static abilities read (611.3a)
_PLAYER_FACTS = operator.attrgetter(
    "life", "counters", "lands_played", "dungeons_completed", "cards_drawn", "spells_cast",
    "spell_types", "attackers", "creatures_died", "permanents_left", "life_lost",
    "lands_entered", "life_gained", "spells_cast_last_turn", "city_blessing", "speed",
    "entered_types", "descended", "spells_cast_from_hand")


def _condition_inputs(state: GameState) -> tuple[Any, ...]:
    """What the conditions of static abilities read besides the permanents, checked
    continuously (611.3a; :mod:`mtglab.engine.characteristics.conditions`): the turn,
    each player's life, counters and turn history, which cards are in each hand and
    graveyard. Not the mana pools: paying mana shares the layers."""
    return (state.turn, state.monarch, state.initiative,
            tuple(map(_PLAYER_FACTS, state.players)),
            *(tuple((o, tuple(c.name if c.id is None else c.id for c in cards))
                    for o, cards in zone.items()) for zone in (state.hands, state.graveyards)))


#: kinds of resolved effects that act in layers 2-7 (the rest: copies, replacements)
_LAYERED_RECORDS = (Animate, GrantAbilities, ModifyPT, SetBasicLandTypes, AddLandTypes,
                    GainControl, SwitchPT, LoseAbilities,
                    SetBasePT, SetColors, LoseKeywords)  # cards.durations (613.4b, 613.1e)

#: a permanent's layer inputs -> its characteristics, or False where something of it
#: reaches other permanents (a static ability of layers 2-7, a defining ability)
_ALONE = PartsMemo(16384)
#: the same by the permanent object itself, for permanents no copy effect is on (the
#: fast path: most of a board is the very objects of the state before the action)
_ALONE_BY_OBJECT: dict[int, tuple[PermanentState, Characteristics | bool]] = {}


def _each_alone(state: GameState) -> dict[int, Characteristics] | None:
    """Every permanent's characteristics computed on its own, or None when some effect
    reaches across permanents (see :func:`characteristics_of`)."""
    if any(emblem_statics(state)):  # an emblem's static ability reaches permanents
        return None
    copies: dict[int, list[EffectRecord]] = {}
    for rec in state.effects:
        if isinstance(rec.effect, CopyEffect):
            for pid in rec.affected:
                copies.setdefault(pid, []).append(rec)
        elif isinstance(rec.effect, _LAYERED_RECORDS):
            return None
    out: dict[int, Characteristics] = {}
    by_object = _ALONE_BY_OBJECT
    get = by_object.get
    for pid, perm in state.permanents.items():
        hit = get(id(perm))
        if hit is not None and hit[0] is perm and pid not in copies:
            got = hit[1]
        else:
            recs = copies.get(pid)
            got = _alone_of(state, perm, tuple(recs) if recs else ())
            if not recs:
                if len(by_object) >= 16384:
                    by_object.clear()
                by_object[id(perm)] = (perm, got)
        if got is False:
            return None
        out[pid] = got  # type: ignore[assignment]
    return out


def _alone_of(state: GameState, perm: PermanentState,
              copies: tuple[EffectRecord, ...]) -> Characteristics | bool:
    """:func:`_alone`, shared by every permanent with the same layer inputs: its id,
    base values, card, controller, counters, token status, face-down status and copy
    effects (a tapped
    or untapped Forest has the same characteristics, 613.1)."""
    parts = (_shared_base(perm), perm.card, perm.counters, perm.face_down, *copies)
    plain = (perm.id, perm.controller, perm.is_token, perm.attacking, perm.blocking,
             perm.crewed, perm.ring_bearer, perm.level)
    got = _ALONE.get(parts, plain)
    if got is None:
        got = _ALONE.put(parts, _alone(state, perm, copies), plain)
    return got  # type: ignore[no-any-return]


def _shared_base(perm: PermanentState) -> BaseValues:
    """The permanent's base values, as the first equal object met for its card: each
    permanent laid out from a card gets base values of its own, equal to those of every
    other permanent of that card and face, and the layers give equal values equal
    characteristics (613.1), so those permanents share :data:`_ALONE`'s answers."""
    base, card = perm.base, perm.card
    if card is None:
        return base
    key = (id(card), base.name)
    found = _BASES.get(key)
    if found is not None and found[0] is card:
        known = found[1]
        if known is base or known == base:
            return known
    if len(_BASES) >= 4096:
        _BASES.clear()
    _BASES[key] = (card, base)  # (the card is held, so its id stays its own)
    return base


#: (id of a card, name of a face) -> the card and the first base values met for it
_BASES: dict[tuple[int, str], tuple[Any, BaseValues]] = {}


def _alone(state: GameState, perm: PermanentState,
           copies: tuple[EffectRecord, ...]) -> Characteristics | bool:
    """One permanent's characteristics on a board holding it and its copy effects only,
    or False if it has an ability that acts on others or counts them."""
    solo = state.evolve(permanents={perm.id: perm}, effects=copies, stack=(), emblems=())
    if static_effects(solo):
        return False
    values = copiable_of(solo, perm.id)
    if any(isinstance(e, CharacteristicPT) for a in values.abilities if a.supported
           for e in a.effects):
        return False
    return _compute(solo)[perm.id]


def _compute(state: GameState) -> dict[int, Characteristics]:
    """Every permanent's characteristics through layers 1-7 (CR 613.1), each layer a
    function below, applied in order to the same working values."""
    works = _layer1_works(state)
    effects = static_effects(state)
    _layer2_control(effects, works)
    _layer4_types(state, effects, works)
    by_time = sorted(effects, key=lambda e: e.timestamp)
    _layer5_colors(state, by_time, works)
    _layer6_abilities(state, effects, works)
    _layer7a_defining(state, works)
    _layer7b_setting(state, by_time, works)
    _layer7c_counters(works)
    _layer7c_modifying(state, by_time, works)
    _layer7d_switching(by_time, works)
    return {pid: _characteristics(pid, w) for pid, w in works.items()}


def _layer1_works(state: GameState) -> dict[int, _Work]:
    """Each permanent's working values from its copiable values: copy effects and its
    face-down status (layer 1, 613.2a-b, 707.2)."""
    works: dict[int, _Work] = {}
    for pid, perm in state.permanents.items():
        values = copiable_of(state, pid)
        w = _Work(perm, values, perm.controller, values.types, values.subtypes,
                  values.supertypes, values.colors,
                  absent=absent_abilities(state, pid, values.abilities))
        if perm.face_down is not None:
            w.steps.append(LayerStep("1b", "face down", "a face-down 2/2 with no name, text, "
                                     "subtypes or mana cost", perm.face_down.rule + ", 613.2b"))
        elif values is not perm.base:
            copy = next(r for r in sorted(_copy_records(state, pid), key=lambda r: -r.timestamp))
            assert isinstance(copy.effect, CopyEffect)
            w.steps.append(LayerStep("1", copy.source_name,
                                     f"copies {copy.effect.original_name}", "613.2a, 707.2"))
        works[pid] = w
    return works


def _layer2_control(effects: list[_Effect], works: dict[int, _Work]) -> None:
    """Control-changing effects, by timestamp with dependencies first (613.1b, 613.7,
    613.8: Confiscate on an opponent's Control Magic changes whose "you" it is). Every
    later layer sees the new controllers, and so do the effects of the permanents that
    changed hands."""
    layer2 = [e for e in effects if isinstance(e.effect, GainControl)]
    if layer2:
        _order_layer(layer2, works, _apply_control, _control_signature)
    for eff in effects:
        if eff.locked is None and eff.source_id in works:  # a static ability's controller
            eff.controller = works[eff.source_id].controller


def _layer4_types(state: GameState, effects: list[_Effect], works: dict[int, _Work]) -> None:
    """Type-changing effects, by timestamp with dependencies first (613.1d, 305.7); a
    static ability's "as long as" is checked on the values so far (611.3a, 613.8a: an
    effect whose condition another changes depends on it). A changeling is every creature
    type, a characteristic-defining ability applied first (702.73a, 613.3)."""
    for w in works.values():
        if not w.all_creature_types and any("Changeling" in a.keywords
                                            for a in w.values.abilities):
            w.all_creature_types = True
            w.steps.append(LayerStep("4", w.values.name, "every creature type (changeling)",
                                     "702.73a, 604.3, 613.3"))
    layer4 = [e for e in effects if isinstance(e.effect, SetBasicLandTypes | AddLandTypes
                                               | Animate | TypeChange)]
    if layer4:
        _order_layer(layer4, works, functools.partial(_apply_type_effect, state=state),
                     functools.partial(_type_signature, state=state))
    for w in works.values():  # the first ability of its controller's Ring (701.54c)
        if is_ring_bearer(w.perm, w.controller) and "Legendary" not in w.supertypes:
            w.supertypes = ("Legendary", *w.supertypes)
            w.steps.append(LayerStep("4", "The Ring", "legendary: its controller's "
                                     "Ring-bearer", "701.54c, 613.1d"))


def _change_types(eff: _Effect, e: TypeChange, works: dict[int, _Work],
                  state: GameState) -> None:
    """Layer 4 of a static ability's :class:`TypeChange` (613.1d): types and subtypes
    added ("in addition to its other types", 205.1b), every creature type (205.3m), a
    card type removed ("~ isn't a creature")."""
    if not (e.types or e.subtypes or e.all_creature_types or e.removed_types or
            e.chosen_subtype) or not _condition_allows(eff, e.condition, works, state):
        return
    if e.chosen_subtype:  # the type chosen as its source entered (614.12, 205.1b)
        ctx = eff.context()
        chosen = ctx.choice("creature type") or ctx.choice("basic land type")
        if not isinstance(chosen, str):
            return
        e = replace(e, subtypes=(*e.subtypes, chosen))
    for oid in _affected(eff, works, e.selector):
        w = works[oid]
        w.types = tuple(t for t in w.types if t not in e.removed_types) + tuple(
            t for t in e.types if t not in w.types)
        if e.sets_types:  # "is a Treefolk": its other creature types go (205.1a)
            if e.types:  # "is a Frog creature": so do its other card types, and their
                w.types = e.types  # subtypes
                w.subtypes = ()
            w.subtypes = tuple(s for s in w.subtypes if s not in CREATURE_TYPES)
            w.all_creature_types = False
        w.subtypes = w.subtypes + tuple(s for s in e.subtypes if s not in w.subtypes)
        if e.all_creature_types:
            w.all_creature_types = True
        w.steps.append(LayerStep("4", eff.source_name, e.describe(), "613.1d, 205.1a"
                                 if e.sets_types else "613.1d, 205.1b"))


def _layer5_colors(state: GameState, by_time: list[_Effect], works: dict[int, _Work]) -> None:
    """Color-changing effects in timestamp order (613.1e)."""
    for eff in by_time:
        e = eff.effect
        if isinstance(e, TypeChange) and (e.colors is not None or e.added_colors) and \
                _exists(eff, works) and _condition_allows(eff, e.condition, works, state):
            for oid in _affected(eff, works, e.selector):
                w = works[oid]
                w.colors = frozenset(e.colors) if e.colors is not None else \
                    w.colors | frozenset(e.added_colors)
                w.steps.append(LayerStep("5", eff.source_name, "is " + (
                    "".join(sorted(w.colors)) or "colorless"), "613.1e, 105.3"))
            continue
        colors = e.colors if isinstance(e, Animate | SetColors) else None
        if colors is not None:  # SetColors: cards.durations
            assert isinstance(e, Animate | SetColors)
            adds = isinstance(e, Becomes) and e.adds_colors  # "its other colors" (105.3)
            for oid in _affected(eff, works, e.selector):
                works[oid].colors = frozenset(colors) | (works[oid].colors if adds
                                                          else frozenset())
                works[oid].steps.append(LayerStep("5", eff.source_name,
                                                  f"is {''.join(colors) or 'colorless'}",
                                                  "613.1e"))


def _layer6_abilities(state: GameState, effects: list[_Effect],
                      works: dict[int, _Work]) -> None:
    """Abilities gained and lost, in timestamp order with dependencies first; keyword
    counters first (613.1f, 122.1b; counters' timestamps, 613.7, aren't kept)."""
    for w in works.values():
        for ab in keyword_counter_abilities(w.perm.counters):
            kind = ab.text.lower()
            w.granted.append(AbilityRef(ab, "counter", f"counter:{kind}", f"a {kind} counter"))
            w.steps.append(LayerStep("6", "counters", f"has {kind} (a {kind} counter)",
                                     "613.1f, 122.1b"))
    layer6 = [e for e in effects
              if isinstance(e.effect, LoseAbilities | GrantAbilities | Animate | LoseKeywords)]
    apply = functools.partial(_apply_ability_effect, state=state)
    if any(_reads_abilities(e) for e in layer6):  # one may depend on another (613.8a)
        _order_layer(layer6, works, apply, functools.partial(_type_signature, state=state))
    else:
        for eff in _layer6_order(layer6, works):
            apply(eff, works)
    for eff in layer6:  # "can't have or gain flying": after every grant (101.2)
        if isinstance(eff.effect, LoseKeywords) and eff.effect.always:
            apply(eff, works)


def _reads_abilities(eff: _Effect) -> bool:
    """Whether a layer-6 effect applies to objects by their abilities ("creatures you
    control with trample"): another effect of the layer granting or removing them
    changes what it applies to, so it depends on it (613.8a) and the layer is ordered by
    trying them (Proud Wildbonder and Rancor). Without one, the only dependency is on
    "loses all abilities" (:func:`_layer6_order`)."""
    sel = getattr(eff.effect, "selector", None)
    return sel is not None and bool(sel.keywords or sel.excluded_keywords)


def _apply_ability_effect(eff: _Effect, works: dict[int, _Work], *,
                          state: GameState) -> None:
    """Apply one layer-6 effect: abilities lost, gained (if its "as long as" holds,
    611.3a) or a keyword lost (613.1f)."""
    e = eff.effect
    if isinstance(e, LoseAbilities):
        if _exists(eff, works):
            _lose_abilities(eff, e, works)
    elif isinstance(e, GrantAbilities):
        if _exists(eff, works) and _condition_allows(eff, e.condition, works, state):
            _grant_abilities(eff, e, works)
    elif isinstance(e, Animate):
        _grant_abilities(eff, e, works)
    elif isinstance(e, LoseKeywords) and _exists(eff, works):
        _lose_keywords(eff, e, works)


def _condition_allows(eff: _Effect, cond: Condition | None, works: dict[int, _Work],
                      state: GameState) -> bool:
    """Whether an effect's "as long as" condition lets it apply (611.3a); one mtglab
    can't check is recorded on the affected permanents and the effect doesn't apply."""
    if cond is None:
        return True
    ok = _holds(eff, cond, works, state)
    if ok is None:
        _not_applied(eff, works, "its condition can't be checked by mtglab")
    return bool(ok)


def _grant_abilities(eff: _Effect, e: GrantAbilities | Animate,
                     works: dict[int, _Work]) -> None:
    """Give the affected permanents the abilities an effect grants (613.1f)."""
    texts = e.abilities
    if not texts:
        return
    if len(e.granted) != len(texts):  # read with the card that grants them (issue 22)
        _not_applied(eff, works, "the abilities it grants weren't read with its card")
        return
    for oid in _affected(eff, works, e.selector):
        for j, ab in enumerate(e.granted):
            works[oid].granted.append(AbilityRef(
                ab, "granted", f"granted:{eff.source_id}:{eff.timestamp}:{j}",
                eff.source_name, eff.timestamp))
        works[oid].steps.append(LayerStep("6", eff.source_name,
                                          "gains " + "; ".join(texts), "613.1f"))


def _layer7a_defining(state: GameState, works: dict[int, _Work]) -> None:
    """Printed power and toughness, then characteristic-defining abilities (604.3,
    613.4a)."""
    for w in works.values():
        w.power = _int_or_none(w.values.power)
        w.toughness = _int_or_none(w.values.toughness)
    for pid, w in works.items():
        for _i, ability in w.text_abilities():
            if not ability.supported:
                continue
            for e in ability.effects:
                if isinstance(e, CharacteristicPT):
                    _apply_cda(pid, w, e, works, linked_choices(state, pid), state)


def _layer7b_setting(state: GameState, by_time: list[_Effect],
                     works: dict[int, _Work]) -> None:
    """Effects that set power and toughness, in timestamp order (613.4b)."""
    for eff in by_time:
        e = eff.effect
        if isinstance(e, Animate) and e.power is not None:
            for oid in _affected(eff, works, e.selector):
                works[oid].power, works[oid].toughness = e.power, e.toughness
                works[oid].steps.append(LayerStep("7b", eff.source_name,
                                                  f"is {e.power}/{e.toughness}", "613.4b"))
        if isinstance(e, Animate | GrantAbilities) and e.abilities:
            _granted_pt_setting(eff, works, state)
        elif isinstance(e, SetBasePT) and _exists(eff, works) and \
                _condition_allows(eff, e.condition, works, state):
            for oid in _affected(eff, works, e.selector):
                if "Creature" not in works[oid].types:
                    continue
                works[oid].power, works[oid].toughness = e.power, e.toughness
                works[oid].steps.append(LayerStep("7b", eff.source_name, "has base power and "
                                                  f"toughness {e.power}/{e.toughness}",
                                                  "613.4b"))


def _granted_pt_setting(eff: _Effect, works: dict[int, _Work], state: GameState) -> None:
    """A "power and toughness are each equal to ..." ability that ``eff`` granted (Chimeric
    Mass): not a characteristic-defining ability (604.3a: not printed on the object), so
    it sets power and toughness in layer 7b at the granting effect's timestamp (613.4b)."""
    prefix = f"granted:{eff.source_id}:{eff.timestamp}:"
    for pid, w in works.items():
        for ref in w.granted:
            if not ref.key.startswith(prefix) or not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, CharacteristicPT):
                    _apply_cda(pid, w, e, works, linked_choices(state, pid), state)
                    w.steps[-1] = replace(w.steps[-1], layer="7b", rule="613.4b, 604.3a")


def _layer7c_counters(works: dict[int, _Work]) -> None:
    """+1/+1 and -1/-1 style counters (613.4c, 122.1a)."""
    for w in works.values():
        if w.power is None or w.toughness is None:
            continue
        for kind, n in w.perm.counters:
            pt = pt_counter(kind)
            if pt is not None:
                w.power += pt[0] * n
                w.toughness += pt[1] * n
                w.steps.append(LayerStep("7c", "counters", f"{n} {kind}", "613.4c, 122.1a"))


def _layer7c_modifying(state: GameState, by_time: list[_Effect],
                       works: dict[int, _Work]) -> None:
    """Effects that modify power and toughness, in timestamp order (613.4c)."""
    for eff in by_time:
        e = eff.effect
        if not isinstance(e, ModifyPT) or not (_exists(eff, works) or eff.locked is not None):
            continue
        if not _condition_allows(eff, e.condition, works, state):
            continue
        times: int | None = 1
        if e.per is not None and not per_object(e.per):
            times = _count_for(eff, e.per, works, state)
            if times is None:
                _not_applied(eff, works, f"mtglab can't count {e.per.describe()!r}")
                continue
        for oid in _affected(eff, works, e.selector):
            w = works[oid]
            if w.power is None or w.toughness is None or "Creature" not in w.types:
                continue
            n = times if e.per is None or not per_object(e.per) else \
                _count_for(eff, e.per, works, state, oid)  # "attached to it" (608.2c)
            if n is None:
                continue
            dp, dt = e.power * n, e.toughness * n
            w.power += dp
            w.toughness += dt
            w.steps.append(LayerStep("7c", eff.source_name, f"{dp:+d}/{dt:+d}", "613.4c"))


def _layer7d_switching(by_time: list[_Effect], works: dict[int, _Work]) -> None:
    """Effects that switch power and toughness (613.4d)."""
    for eff in by_time:
        if isinstance(eff.effect, SwitchPT):
            for oid in _affected(eff, works, eff.effect.selector):
                w = works[oid]
                if w.power is None or w.toughness is None or "Creature" not in w.types:
                    continue
                w.power, w.toughness = w.toughness, w.power
                w.steps.append(LayerStep("7d", eff.source_name, "power and toughness "
                                         "switched", "613.4d"))


def _characteristics(pid: int, w: _Work) -> Characteristics:
    """The characteristics a permanent ends with: printed, intrinsic (305.6) and granted
    abilities in that order, power and toughness only on a creature (208)."""
    refs: list[AbilityRef] = [AbilityRef(a, "printed", f"printed:{i}")
                              for i, a in w.text_abilities()]
    if "Land" in w.types:
        basic = [s for s in w.subtypes if s in BASIC_LAND_TYPES]
        for s, a in zip(basic, intrinsic_abilities(basic), strict=True):
            if w.keeps(a):  # lost with all abilities too (305.6, 613.1f)
                refs.append(AbilityRef(a, "intrinsic", f"intrinsic:{s}", s))
    refs.extend(sorted(w.granted, key=lambda r: r.timestamp))
    is_creature = "Creature" in w.types
    kinds = {ref.ability.kind.value for ref in refs if ref.ability.supported}
    return Characteristics(
        id=pid, name=w.values.name, mana_cost=w.values.mana_cost, colors=w.colors,
        supertypes=w.supertypes, types=w.types, subtypes=w.subtypes,
        abilities=tuple(refs),
        power=w.power if is_creature else None,
        toughness=w.toughness if is_creature else None,
        loyalty=_int_or_none(w.values.loyalty), controller=w.controller,
        is_token=w.perm.is_token, copiable=w.values,
        all_creature_types=w.all_creature_types, steps=tuple(w.steps),
        front_mana_cost=front_mana_cost(w.perm, w.values),
        has_statics="static" in kinds,
        has_triggers=any(ref.ability.supported and ref.ability.trigger is not None
                         for ref in refs),
        attacking=w.perm.attacking is not None, blocking=bool(w.perm.blocking),
        crewed=w.perm.crewed, owner=w.perm.owner,
    )


def _layer6_order(effects: list[_Effect], works: dict[int, _Work]) -> list[_Effect]:
    """Layer 6's effects in timestamp order (613.7), except that an ability granted by a
    static ability waits for the effect that makes its source lose all abilities: it
    depends on it (613.8a), so it applies after it, and then no longer exists."""
    layer6 = sorted(effects, key=lambda e: e.timestamp)
    losses = [e for e in layer6 if isinstance(e.effect, LoseAbilities)]
    if not losses:
        return layer6
    ordered: list[_Effect] = []
    for eff in layer6:
        if eff in ordered:
            continue
        if not isinstance(eff.effect, LoseAbilities) and eff.ability_index is not None:
            for loss in losses:
                assert isinstance(loss.effect, LoseAbilities)
                if loss not in ordered and eff.source_id in _affected(
                        loss, works, loss.effect.selector):
                    ordered.append(loss)
        ordered.append(eff)
    return ordered


def _lose_abilities(eff: _Effect, e: LoseAbilities, works: dict[int, _Work]) -> None:
    """Apply "loses all abilities" (613.1f): printed, intrinsic (305.6) and earlier
    granted abilities go; "except mana abilities" keeps those (605.1a)."""
    for oid in _affected(eff, works, e.selector):
        w = works[oid]
        w.keep_mana = e.except_mana if not w.lost_all else (w.keep_mana and e.except_mana)
        w.lost_all = True
        w.granted = [r for r in w.granted if w.keeps(r.ability)]
        w.steps.append(LayerStep("6", eff.source_name, "loses all abilities" + (
            " except mana abilities" if e.except_mana else ""), "613.1f"))


def _lose_keywords(eff: _Effect, e: LoseKeywords, works: dict[int, _Work]) -> None:
    """Apply "loses flying" (613.1f): printed and earlier granted keywords go."""
    lost = frozenset(k.lower() for k in e.keywords)
    for oid in _affected(eff, works, e.selector):
        w = works[oid]
        w.lost_keywords |= lost
        kept = [(r, without_keywords(r.ability, lost)) for r in w.granted]
        w.granted = [replace(r, ability=a) for r, a in kept if a is not None]
        w.steps.append(LayerStep("6", eff.source_name, "loses " + ", ".join(e.keywords),
                                 "613.1f"))


def enchant_selector(c: Characteristics) -> Selector | None:
    """What an Aura can enchant, from its "Enchant ..." keyword (CR 303.4, 702.5)."""
    for ref in c.abilities:
        for e in ref.ability.effects:
            if isinstance(e, StaticModifier) and e.kind == "enchant":
                return e.selector
    return None


def relation_is_self(sel: Selector) -> bool:
    """Whether a selector is the source itself."""
    return sel.relation is Relation.SELF
