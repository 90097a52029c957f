"""Deciding which objects a :class:`~mtglab.cards.effects.Selector` covers.

One function, :func:`matches`, reads a selector against an object's current
characteristics; every rule that needs "a basic land you control", "enchanted creature"
or "another creature" goes through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.types import CREATURE_TYPES
from mtglab.engine.state import BaseValues
from mtglab.errors import UnsupportedError

__all__ = ["CardLooks", "Looks", "SelectContext", "matches"]

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

    def choice(self, key: str) -> Any:
        """The source's choice of one kind ("color", "creature type"), or None."""
        return dict(self.chosen).get(key)


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
) -> bool:
    """Whether the object ``obj_id`` with current values ``looks`` is covered by ``sel``.

    ``tapped``, ``is_token`` and ``counters`` are the object's status (CR 110.5), which
    some selectors read ("untapped creature", "creature tokens"); ``entered`` whether it
    entered the battlefield this turn ("creatures that entered this turn"), None where the
    caller doesn't know.
    """
    rel = sel.relation
    if rel is Relation.SELF and obj_id != ctx.source_id:
        return False
    if rel in (Relation.ENCHANTED, Relation.EQUIPPED, Relation.FORTIFIED) and \
            obj_id != ctx.attached_to:
        return False
    if rel is Relation.OTHER and obj_id == ctx.source_id:
        return False
    if rel in (Relation.THAT, Relation.SACRIFICED, Relation.TARGET) and obj_id not in ctx.that:
        return False
    if rel is Relation.EXILED:
        return False  # "the exiled card" is a card in exile, never a permanent
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
    for t in sel.excluded_types:
        if t in looks.types or _has_subtype(looks, t):
            return False
    if sel.colors and not any(c in looks.colors for c in sel.colors):
        return False
    if sel.colorless and looks.colors:
        return False
    if sel.excluded_colors and any(c in looks.colors for c in sel.excluded_colors):
        return False
    if sel.controller is ControllerSpec.YOU and looks.controller != ctx.controller:
        return False
    if sel.controller is ControllerSpec.OPPONENT and looks.controller == ctx.controller:
        return False
    if sel.tapped is not None and tapped is not None and sel.tapped != tapped:
        return False
    if sel.token is not None and sel.token != is_token:
        return False
    if sel.with_counter is not None and not (counters or {}).get(sel.with_counter):
        return False
    if sel.min_power is not None and (looks.power is None or looks.power < sel.min_power):
        return False
    return _extended(sel, obj_id, looks, ctx, counters, entered)


def _extended(sel: Selector, obj_id: int, looks: Looks, ctx: SelectContext,
              counters: Mapping[str, int] | None, entered: bool | None = None) -> bool:
    """The rarer qualities of a selector (multicolored, named, chosen color ...)."""
    if sel.zone is not None:
        return False  # cards in other zones are never permanents
    if sel.either and not any(matches(e, obj_id, looks, ctx, counters=counters)
                              for e in sel.either):
        return False
    if sel.entered_this_turn is not None and entered is not None:
        if entered != sel.entered_this_turn:
            return False
        sel = replace(sel, entered_this_turn=None)
    if sel.multicolored and len(looks.colors) < 2:
        return False
    if sel.monocolored and len(looks.colors) != 1:
        return False
    if sel.all_subtypes and not all(_has_subtype(looks, s) for s in sel.subtypes):
        return False
    if sel.chosen_color:
        color = ctx.choice("color")
        if color is None or color not in looks.colors:
            return False
    if sel.chosen_subtype:
        sub = ctx.choice("creature type") or ctx.choice("basic land type")
        if sub is None or not _has_subtype(looks, sub):
            return False
    if sel.named is not None:
        want = ctx.source_name if sel.named == "~" else sel.named
        if getattr(looks, "name", None) != want:
            return False
    if sel.keywords or sel.excluded_keywords:
        have = {k.lower() for k in getattr(looks, "keywords", frozenset())}
        if not all(k.lower() in have for k in sel.keywords):
            return False
        if any(k.lower() in have for k in sel.excluded_keywords):
            return False
    if (sel.attacking and not getattr(looks, "attacking", False)) or \
            (sel.blocking and not getattr(looks, "blocking", False)):
        return False  # "attacking creature" (CR 506.4): engine.combat sets the status
    if sel.crewed_source and ctx.source_id not in getattr(looks, "crewed", ()):
        return False  # "that crewed it this turn" (702.122b)
    if sel.excluded is not None and obj_id in ctx.that:
        return False
    if sel.same_name_as is Relation.EXILED:  # the names linked to the source (607.2a)
        names = ctx.choice("exiled cards") or ()
        if getattr(looks, "name", None) not in (names if isinstance(names, tuple | list)
                                                else (names,)):
            return False
        sel = replace(sel, same_name_as=None)
    if sel.mana_value_x and (ctx.x is None or _mana_value(looks) != ctx.x):
        return False  # "with mana value X": the ability's X (107.3, 202.3)
    if sel.max_mana_value is not None and (_mana_value(looks) or 0) > sel.max_mana_value:
        return False  # "with mana value 3 or less" (202.3)
    if sel.min_mana_value is not None and (_mana_value(looks) or 0) < sel.min_mana_value:
        return False
    if sel.max_power is not None and (looks.power is None or looks.power > sel.max_power):
        return False  # "with power 2 or less" (208.1)
    if sel.max_toughness is not None and (getattr(looks, "toughness", None) is None or
                                          looks.toughness > sel.max_toughness):  # type: ignore[attr-defined]
        return False
    if sel.any_counter and not any((counters or {}).values()):
        return False  # "with a counter on it": any kind of counter (122.1)
    if sel.same_name_as is not None or sel.entered_this_turn is not None:
        raise UnsupportedError("mtglab can't yet tell 'with the same name as' or "
                               "'entered this turn' for a permanent")
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
