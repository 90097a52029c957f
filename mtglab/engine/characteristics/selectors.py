"""Deciding which objects a :class:`~mtglab.cards.effects.Selector` covers.

One function, :func:`matches`, reads a selector against an object's current
characteristics; every rule that needs "a basic land you control", "enchanted creature"
or "another creature" goes through it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from mtglab.cards.cardqualities import Measure
from mtglab.cards.effects import Amount, ControllerSpec, Relation, Selector
from mtglab.cards.keywordactions import Goaded
from mtglab.cards.types import CREATURE_TYPES
from mtglab.engine.state import BaseValues, GameState, PermanentState
from mtglab.errors import UnsupportedError

__all__ = ["Around", "CardLooks", "Looks", "SelectContext", "around", "around_of", "bounded",
           "dealt_damage_this_turn", "matches", "same_name", "shares"]

_CREATURE_TYPES = frozenset(CREATURE_TYPES)


class Looks(Protocol):
    """What :func:`matches` needs to know about an object (its current values)."""

    @property
    def types(self) -> tuple[str, ...]: ...
    @property
    def subtypes(self) -> tuple[str, ...]: ...
    @property
    def supertypes(self) -> tuple[str, ...]: ...
    @property
    def colors(self) -> frozenset[str]: ...
    @property
    def controller(self) -> str: ...
    @property
    def all_creature_types(self) -> bool: ...
    @property
    def power(self) -> int | None: ...


@dataclass(frozen=True, slots=True)
class SelectContext:
    """Who is asking: the source of the ability and what its text has named so far."""

    source_id: int | None
    controller: str
    attached_to: int | None = None
    that: frozenset[int] = frozenset()  # "that creature", "that land", targets, sacrificed
    chosen: tuple[tuple[str, Any], ...] = ()  # the source's "as this enters" choices
    source_name: str = ""
    #: the X of the ability asking, for "with mana value X" (CR 107.3); None: no X
    x: int | None = None
    #: the player "that player controls" names (the one the trigger event named, 603.2,
    #: 608.2c); None: not known here, any controller matches
    that_player: str | None = None
    #: the defending player "defending player controls" names (506.2, 508.5); None: there
    #: is none here (outside combat), and no permanent matches
    defending: str | None = None
    #: the source's power, for "with lesser power" (702.134a); None: not known here, and
    #: nothing is of lesser power
    source_power: int | None = None
    #: what "other" excludes besides the source: in an instant or sorcery, the objects
    #: its earlier words named — its targets, the tokens it created, what it chose or
    #: acted on (608.2c)
    other_than: frozenset[int] = frozenset()
    #: the creature the source is paired with (702.95b), for "both creatures" of
    #: ``Relation.PAIRED``; None: unpaired
    paired_with: int | None = None
    #: the object "shares a creature type with ~ / that permanent" names, as it is now
    #: or last was (608.2h); None: not known here, and the quality can't be told
    shared_with: Looks | None = None

    def choice(self, key: str) -> Any:
        """The source's choice of one kind ("color", "creature type"), or None."""
        return dict(self.chosen).get(key)


@dataclass(frozen=True, slots=True)
class Around:
    """What a permanent's status and surroundings say of it, for the selector words
    that read more than its characteristics: which of "modified" (700.9), "equipped"
    (301.5), "enchanted" (303.4), "face-down" (708.2) and "goaded" (701.15b) hold, and
    its owner (108.3; "you own"). ``goaded`` None: not known here."""

    qualities: frozenset[str]
    owner: str
    goaded_known: bool = True


def around(perm: PermanentState, controller: str,
           attached: Iterable[tuple[tuple[str, ...], str]],
           goaded: bool | None) -> Around:
    """:class:`Around` of ``perm`` (controlled by ``controller``) from the subtypes and
    controllers of the permanents attached to it: equipped if an Equipment is (301.5),
    enchanted if an Aura is (303.4), modified if equipped, enchanted by an Aura its
    controller controls, or with a counter on it (700.9)."""
    got: set[str] = set()
    for subtypes, aura_controller in attached:
        if "Equipment" in subtypes:
            got.update(("equipped", "modified"))
        if "Aura" in subtypes:
            got.add("enchanted")
            if aura_controller == controller:
                got.add("modified")
    if any(n > 0 for _kind, n in perm.counters):
        got.add("modified")
    if perm.face_down is not None:
        got.add("face-down")
    if goaded:
        got.add("goaded")
    return Around(frozenset(got), perm.owner, goaded is not None)


def around_of(state: GameState, pid: int,
              chars: Mapping[int, Looks] | None = None) -> Around:
    """:func:`around` of the permanent ``pid`` in ``state``; ``chars``: the current
    characteristics (else the permanents' own values are read)."""
    perm = state.permanents[pid]

    def values(qid: int, q: PermanentState) -> tuple[tuple[str, ...], str]:
        c = chars.get(qid) if chars is not None else None
        return (c.subtypes, c.controller) if c is not None else (q.base.subtypes,
                                                                  q.controller)

    me = chars.get(pid) if chars is not None else None
    attached = [values(qid, q) for qid, q in state.permanents.items()
                if q.attached_to == pid]
    goaded = any(isinstance(r.effect, Goaded) and pid in r.affected for r in state.effects)
    return around(perm, me.controller if me is not None else perm.controller, attached,
                  goaded)


def _around_matches(sel: Selector, looks: Looks, ctx: SelectContext,
                    surroundings: Callable[[], Around] | None) -> bool:
    """"Modified", "equipped", "enchanted", "face-down", "goaded" (700.9, 301.5, 303.4,
    708.2, 701.15b) and "you own" (108.3): the caller says them, lazily, or the
    permanent's characteristics carry them."""
    if not (sel.around or sel.owned_by_you):
        return True
    if surroundings is not None:
        got = surroundings()
    else:
        owner = getattr(looks, "owner", "")
        if not owner:
            raise UnsupportedError("mtglab can't yet tell 'modified', 'equipped', "
                                   "'enchanted', 'face-down', 'goaded' or 'you own' here")
        got = getattr(looks, "around", None) or Around(frozenset(), owner)
    if "goaded" in sel.around and not got.goaded_known:
        raise UnsupportedError("mtglab can't yet tell 'goaded' here (701.15b)")
    if any(q not in got.qualities for q in sel.around):
        return False
    return not (sel.owned_by_you and got.owner != ctx.controller)


def _has_subtype(looks: Looks, sub: str) -> bool:
    if sub in looks.subtypes:
        return True
    return looks.all_creature_types and sub in _CREATURE_TYPES


def matches(
    sel: Selector,
    obj_id: int,
    looks: Looks,
    ctx: SelectContext,
    *,
    tapped: bool | None = None,
    is_token: bool = False,
    counters: Mapping[str, int] | None = None,
    entered: bool | None = None,
    damaged: bool | None = None,
    surroundings: Callable[[], Around] | None = None,
) -> bool:
    """Whether the object ``obj_id`` with current values ``looks`` is covered by ``sel``.

    ``tapped``, ``is_token`` and ``counters`` are the object's status (CR 110.5), which
    some selectors read ("untapped creature", "creature tokens"); ``entered`` whether it
    entered the battlefield this turn ("creatures that entered this turn"), None where the
    caller doesn't know; ``damaged`` whether it was dealt damage this turn (120.3), None
    where the caller doesn't know; ``surroundings`` gives its :class:`Around` (read only
    by "modified", "equipped", "face-down", "you own" ...; None: not known here).
    """
    return (_relation_allows(sel.relation, obj_id, ctx)
            and _types_match(sel, looks)
            and _colors_match(sel, looks)
            and _status_matches(sel, looks, ctx, tapped, is_token, counters)
            and _extended(sel, obj_id, looks, ctx, counters, entered, (tapped, is_token))
            and _damaged_matches(sel, damaged)
            and _shares_matches(sel, looks, ctx)
            and _around_matches(sel, looks, ctx, surroundings))


def shares(kind: str, looks: Looks, other: Looks) -> bool:
    """Whether two objects share a characteristic of a kind (608.2c): a creature type
    (205.3m; a changeling has every one, 702.73a), a card type (205.2a) or a color
    (105.2; colorless shares none)."""
    if kind == "creature type":
        return bool(_creature_types(looks) & _creature_types(other))
    if kind == "card type":
        return bool(set(looks.types) & set(other.types))
    if kind == "color":
        return bool(set(looks.colors) & set(other.colors))
    raise UnsupportedError(f"mtglab can't yet tell whether objects share a {kind}")


def _creature_types(looks: Looks) -> frozenset[str]:
    """Its creature types (205.3m): every one for a changeling, whose ability works in
    every zone (702.73a), a card's printed keyword read where it is."""
    values = getattr(looks, "values", None)
    words = getattr(looks, "keywords", None) if values is None else \
        {k for a in values.abilities for k in a.keywords}
    if looks.all_creature_types or "changeling" in {k.lower() for k in words or ()}:
        return _CREATURE_TYPES
    return frozenset(looks.subtypes) & _CREATURE_TYPES


def _shares_matches(sel: Selector, looks: Looks, ctx: SelectContext) -> bool:
    """"That shares a creature type with ~" (608.2c): the other object is the caller's."""
    if sel.shares is None:
        return True
    if ctx.shared_with is None:
        raise UnsupportedError(f"mtglab can't yet tell 'shares a {sel.shares[0]} with' here")
    return shares(sel.shares[0], looks, ctx.shared_with)


def dealt_damage_this_turn(perm: PermanentState) -> bool:
    """Whether the permanent was dealt damage this turn (120.3): damage is marked on it,
    or a source is recorded as having dealt it damage; both wear off in the cleanup step
    (514.2)."""
    return bool(perm.damage or perm.deathtouch_damage or perm.damaged_by)


def _damaged_matches(sel: Selector, damaged: bool | None) -> bool:
    """"That was dealt damage this turn" (120.3): the caller says whether it was."""
    if sel.dealt_damage_this_turn is None:
        return True
    if damaged is None:
        raise UnsupportedError("mtglab can't yet tell 'dealt damage this turn' here")
    return damaged == sel.dealt_damage_this_turn


def _relation_allows(rel: Relation | None, obj_id: int, ctx: SelectContext) -> bool:
    """Whether the object is the one a relation names: "this", "enchanted", "another",
    "that", "target" (CR 109.5, 303.4, 115.1)."""
    if rel is Relation.SELF and obj_id != ctx.source_id:
        return False
    if rel in (Relation.ENCHANTED, Relation.EQUIPPED, Relation.FORTIFIED) and \
            obj_id != ctx.attached_to:
        return False
    if rel is Relation.OTHER and (obj_id == ctx.source_id or obj_id in ctx.other_than):
        return False
    if rel in (Relation.THAT, Relation.SACRIFICED, Relation.TARGET) and obj_id not in ctx.that:
        return False
    if rel is Relation.PAIRED:  # the source and its pair; nobody while unpaired (702.95b)
        return ctx.paired_with is not None and obj_id in (ctx.source_id, ctx.paired_with)
    return rel is not Relation.EXILED  # "the exiled card" is a card in exile, never a permanent


def _types_match(sel: Selector, looks: Looks) -> bool:
    """Card types, subtypes and supertypes wanted and excluded (CR 205)."""
    if sel.any_type:
        if not (any(t in looks.types for t in sel.types)
                or any(_has_subtype(looks, s) for s in sel.subtypes)):
            return False
    else:
        if any(t not in looks.types for t in sel.types):
            return False
        if sel.subtypes and not any(_has_subtype(looks, s) for s in sel.subtypes):
            return False
    if any(s not in looks.supertypes for s in sel.supertypes):
        return False
    if any(s in looks.supertypes for s in sel.excluded_supertypes):
        return False
    return not any(t in looks.types or _has_subtype(looks, t) for t in sel.excluded_types)


def _colors_match(sel: Selector, looks: Looks) -> bool:
    """Colors wanted, colorless, and colors excluded (CR 105.2)."""
    if sel.colors and not any(c in looks.colors for c in sel.colors):
        return False
    if sel.colorless and looks.colors:
        return False
    return not (sel.excluded_colors and any(c in looks.colors for c in sel.excluded_colors))


def _status_matches(sel: Selector, looks: Looks, ctx: SelectContext, tapped: bool | None,
                    is_token: bool, counters: Mapping[str, int] | None) -> bool:
    """Controller, tapped status, token, a counter of a kind and least power (CR 110.5,
    122.1, 208)."""
    if sel.controller is ControllerSpec.YOU and looks.controller != ctx.controller:
        return False
    if sel.controller is ControllerSpec.OPPONENT and looks.controller == ctx.controller:
        return False
    if sel.controller is ControllerSpec.THAT_PLAYER and ctx.that_player is not None and \
            looks.controller != ctx.that_player:
        return False
    if sel.controller is ControllerSpec.DEFENDING and (
            ctx.defending is None or looks.controller != ctx.defending):
        return False  # "defending player controls" (506.2, 508.5)
    if sel.controller in (ControllerSpec.TARGET_PLAYER, ControllerSpec.TARGET_OPPONENT):
        raise UnsupportedError("mtglab reads 'target player controls' only with the "
                               "target chosen for it (115.1)")
    if sel.tapped is not None and tapped is not None and sel.tapped != tapped:
        return False
    if sel.token is not None and sel.token != is_token:
        return False
    if sel.with_counter is not None and not (counters or {}).get(sel.with_counter):
        return False
    return not (sel.min_power is not None
                and (looks.power is None or looks.power < sel.min_power))


def _extended(sel: Selector, obj_id: int, looks: Looks, ctx: SelectContext,
              counters: Mapping[str, int] | None, entered: bool | None = None,
              status: tuple[bool | None, bool] = (None, False)) -> bool:
    """The rarer qualities of a selector (multicolored, named, chosen color ...);
    ``status``: whether the object is tapped and whether it is a token, which each
    alternative of "this or another nontoken Phyrexian" reads too (110.5)."""
    if sel.zone is not None:
        return False  # cards in other zones are never permanents
    if sel.either and not any(matches(e, obj_id, looks, ctx, tapped=status[0],
                                      is_token=status[1], counters=counters)
                              for e in sel.either):
        return False
    unknown_entered = sel.entered_this_turn is not None
    if unknown_entered and entered is not None:
        if entered != sel.entered_this_turn:
            return False
        unknown_entered = False
    if not (_color_count_matches(sel, looks) and _choices_match(sel, looks, ctx)
            and _keywords_match(sel, looks) and _combat_matches(sel, looks, ctx)):
        return False
    if sel.excluded is not None and obj_id in ctx.that:
        return False
    same_name_as = sel.same_name_as
    if same_name_as is Relation.EXILED:  # the names linked to the source (607.2a)
        if not _has_linked_name(looks, ctx):
            return False
        same_name_as = None
    elif same_name_as is Relation.SELF:  # "with the same name as ~": its name now
        if not same_name(getattr(looks, "name", ""), ctx.source_name):
            return False
        same_name_as = None
    if not _numbers_match(sel, looks, ctx, counters):
        return False
    if same_name_as is not None or unknown_entered:
        raise UnsupportedError("mtglab can't yet tell 'with the same name as' or "
                               "'entered this turn' for a permanent")
    return True


def same_name(one: str, other: str) -> bool:
    """Whether two objects have the same name: a name in common, each face of a split
    or modal card a name of its own; an object with no name has the same name as
    nothing (201.2a).

    >>> same_name("Fire // Ice", "Ice"), same_name("", "")
    (True, False)
    """
    return bool(one and other and set(one.split(" // ")) & set(other.split(" // ")))


def _color_count_matches(sel: Selector, looks: Looks) -> bool:
    """"Multicolored", "monocolored" (CR 105.2) and "all of the subtypes" wanted."""
    if sel.multicolored and len(looks.colors) < 2:
        return False
    if sel.monocolored and len(looks.colors) != 1:
        return False
    return not (sel.all_subtypes and not all(_has_subtype(looks, s) for s in sel.subtypes))


def _choices_match(sel: Selector, looks: Looks, ctx: SelectContext) -> bool:
    """"Of the chosen color", "of the chosen type" (the source's choices as it entered,
    CR 614.12) and "named ..."."""
    if sel.chosen_color:
        color = ctx.choice("color")
        if color is None or color not in looks.colors:
            return False
    if sel.chosen_subtype:
        sub = ctx.choice("creature type") or ctx.choice("basic land type")
        if sub is None or not _has_subtype(looks, sub):
            return False
    if sel.not_chosen_subtype:  # "that aren't of the chosen type"
        sub = ctx.choice("creature type")
        if sub is None or _has_subtype(looks, sub):
            return False
    if sel.chosen_name and getattr(looks, "name", None) != ctx.choice("card name"):
        return False  # "with that name": the name chosen as it resolves (201.4)
    if sel.named is not None:
        want = ctx.source_name if sel.named == "~" else sel.named
        if getattr(looks, "name", None) != want:
            return False
    return True


def _keywords_match(sel: Selector, looks: Looks) -> bool:
    """Keyword abilities wanted ("with flying") and excluded ("without flying", 702)."""
    if not (sel.keywords or sel.excluded_keywords):
        return True
    have = {k.lower() for k in getattr(looks, "keywords", frozenset())}
    if not all(k.lower() in have for k in sel.keywords):
        return False
    return not any(k.lower() in have for k in sel.excluded_keywords)


def _combat_matches(sel: Selector, looks: Looks, ctx: SelectContext) -> bool:
    """"Attacking", "blocking" (CR 506.4: engine.combat sets the status) and "that
    crewed it this turn"."""
    if (sel.attacking and not getattr(looks, "attacking", False)) or \
            (sel.blocking and not getattr(looks, "blocking", False)):
        return False
    return not (sel.crewed_source and ctx.source_id not in getattr(looks, "crewed", ()))


def _has_linked_name(looks: Looks, ctx: SelectContext) -> bool:
    """Whether the object has a name of the cards exiled with the source (607.2a)."""
    names = ctx.choice("exiled cards") or ()
    return getattr(looks, "name", None) in (names if isinstance(names, tuple | list)
                                            else (names,))


def _numbers_match(sel: Selector, looks: Looks, ctx: SelectContext,
                   counters: Mapping[str, int] | None) -> bool:
    """Mana value (202.3, X by 107.3), power (208), toughness and "with a counter on
    it" (122.1)."""
    if sel.mana_value_x and (ctx.x is None or _mana_value(looks) != ctx.x):
        return False  # "with mana value X": the ability's X (107.3, 202.3)
    if sel.max_mana_value is not None and (_mana_value(looks) or 0) > sel.max_mana_value:
        return False  # "with mana value 3 or less" (202.3)
    if sel.max_mana_value_x and (ctx.x is None or (_mana_value(looks) or 0) > ctx.x):
        return False  # "with mana value X or less": the ability's X (107.3, 601.2b)
    if sel.max_power_x and (ctx.x is None or looks.power is None or looks.power > ctx.x):
        return False  # "with power X or less" (107.3, 208.1)
    if sel.max_toughness_x and (ctx.x is None or getattr(looks, "toughness", None) is None
                                or looks.toughness > ctx.x):  # type: ignore[attr-defined]
        return False
    if sel.min_mana_value is not None and (_mana_value(looks) or 0) < sel.min_mana_value:
        return False
    if sel.less_power_than_source and (ctx.source_power is None or looks.power is None or
                                       looks.power >= ctx.source_power):
        return False  # "with lesser power": less than the source's (702.134a, 208.1)
    if sel.toughness_over_power and (looks.power is None or getattr(
            looks, "toughness", None) is None or looks.toughness <= looks.power):  # type: ignore[attr-defined]
        return False  # "with toughness greater than its power" (208.1)
    if sel.max_power is not None and (looks.power is None or looks.power > sel.max_power):
        return False  # "with power 2 or less" (208.1)
    if sel.max_toughness is not None and (getattr(looks, "toughness", None) is None or
                                          looks.toughness > sel.max_toughness):  # type: ignore[attr-defined]
        return False
    if sel.min_toughness is not None and (getattr(looks, "toughness", None) is None or
                                          looks.toughness < sel.min_toughness):  # type: ignore[attr-defined]
        return False  # "with toughness 4 or greater" (208.1)
    if sel.bounds and not _bounds_match(sel, looks, ctx):
        return False
    return not (sel.any_counter and not any((counters or {}).values()))


def bounded(sel: Selector, count: Callable[[Amount], int]) -> Selector:
    """The selector with the amounts its qualities compare to counted now (608.2h: "with
    mana value less than or equal to the number of lands you control" as the instruction
    resolves; 601.2c: as targets are chosen), in it and in each of its alternatives: what
    :func:`matches` then reads as fixed numbers (202.3, 208.1)."""
    if not (sel.bounds or any(e.bounds for e in sel.either)):
        return sel
    fixed = tuple(replace(b, amount=Amount.fixed(count(b.amount))) for b in sel.bounds)
    return replace(sel, bounds=fixed,
                   either=tuple(bounded(e, count) for e in sel.either))


def _bounds_match(sel: Selector, looks: Looks, ctx: SelectContext) -> bool:
    """Each measure compared to its amount (202.3, 208.1): a fixed number, or the X of the
    ability (107.3); an amount not yet counted (:func:`bounded`) is refused."""
    for b in sel.bounds:
        if b.amount.kind == "x":
            if ctx.x is None:
                return False
            amount = ctx.x * b.amount.times + b.amount.plus
        elif b.amount.is_fixed:
            amount = b.amount.value
        else:
            raise UnsupportedError(f"mtglab counts '{b.describe()}' only where the "
                                   "instruction selecting counts it (608.2h)")
        value = (_mana_value(looks) or 0) if b.measure is Measure.MANA_VALUE else \
            looks.power if b.measure is Measure.POWER else getattr(looks, "toughness", None)
        if value is None or not b.compare.holds(value, amount):
            return False
    return True


def _mana_value(looks: Looks) -> int | None:
    """The mana value of what ``looks`` describes (CR 202.3): a permanent's or a card's."""
    mv = getattr(looks, "mana_value", None)
    return mv if isinstance(mv, int) else None


@dataclass(frozen=True)
class CardLooks:
    """A card's values as :func:`matches` reads them: a card in a zone or a spell, or a
    permanent about to enter under ``controller`` (its printed values, no layers)."""

    values: BaseValues
    controller: str

    @property
    def types(self) -> tuple[str, ...]:
        return self.values.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.values.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.values.supertypes

    @property
    def colors(self) -> frozenset[str]:
        return self.values.colors

    @property
    def all_creature_types(self) -> bool:
        return False

    @property
    def power(self) -> int | None:
        try:
            return int(self.values.power) if self.values.power is not None else None
        except ValueError:
            return None

    @property
    def name(self) -> str:
        return self.values.name

    @property
    def mana_value(self) -> int:
        """Its mana value (CR 202.3; an X in a card's cost is 0 off the stack, 107.3b)."""
        cost = self.values.mana_cost
        return cost.mana_value if cost is not None else 0
