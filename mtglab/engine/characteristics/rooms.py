"""Rooms: split permanents with a shared type line, whose halves are doors (CR 709.5).

On the battlefield a Room has only the name, mana cost and rules text of its unlocked
doors (709.5: a locked half's are not the permanent's); both doors share the type line
(709.5a). Which doors are unlocked is :attr:`~mtglab.engine.state.PermanentState.unlocked`
(709.5c); :func:`room_values` are the base values that follow from it, so a Room's
abilities, colors and mana value follow its doors as they are unlocked or locked.
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Iterable

from mtglab.cards.model import Card
from mtglab.engine.state import BaseValues
from mtglab.errors import BadArgumentError

__all__ = ["door_index", "door_names", "is_room", "room_values"]


def is_room(card: Card | None) -> bool:
    """Whether ``card`` is a split permanent card with a shared type line — a Room
    (709.5, 709.5j): two halves, each a door."""
    return card is not None and card.layout == "split" and len(card.faces) == 2 and \
        card.is_permanent_card


def door_index(card: Card, door: str | int) -> int:
    """Which door of the Room ``card`` the name (or index, 0 left, 1 right) ``door``
    names (709.5j); raises :class:`~mtglab.errors.BadArgumentError` for any other."""
    names = [f.name for f in card.faces]
    if isinstance(door, int) and not isinstance(door, bool) and door in (0, 1):
        return door
    if isinstance(door, str):
        wanted = door.strip().casefold()
        for i, name in enumerate(names):
            if name.casefold() == wanted:
                return i
    raise BadArgumentError("door", door, "the name of one of its doors: "
                           + " or ".join(repr(n) for n in names) + " (CR 709.5j)")


def door_names(card: Card, doors: Iterable[int]) -> tuple[str, ...]:
    """The names of the doors ``doors`` of the Room ``card``, left door first."""
    return tuple(card.faces[i].name for i in sorted(set(doors)))


def room_values(card: Card, unlocked: Iterable[int]) -> BaseValues:
    """The base values of the Room ``card`` with the doors ``unlocked`` (709.5): the
    shared types (709.5a), and the name, mana cost (so colors and mana value, 709.4b) and
    abilities of its unlocked doors only; with no door unlocked, no name, no mana cost and
    no rules text."""
    doors = [card.faces[i] for i in sorted(set(unlocked))]
    costs = [f.mana_cost for f in doors if f.mana_cost is not None]
    cost = functools.reduce(operator.add, costs) if costs else None
    return BaseValues(
        name=" // ".join(f.name for f in doors), mana_cost=cost,
        colors=frozenset(cost.colors) if cost is not None else frozenset(),
        supertypes=card.supertypes, types=card.types, subtypes=card.subtypes,
        abilities=tuple(a for f in doors for a in f.abilities if not a.intrinsic))
