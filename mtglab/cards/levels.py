"""Abilities a permanent has only at a level or with enough counters: the blocks of
leveler cards (CR 711), Class cards (716) and station cards (721).

A card's text is read line by line; :func:`read_blocks` then finds the lines that start
a block — a level symbol "LEVEL N1-N2" / "LEVEL N3+" (711.2), a class level bar
"[Cost]: Level N" (716.2) or a station symbol "STATION N+" (721.2) — and gives every
ability under it (up to the next one) the condition of its block as
:attr:`~mtglab.cards.ability.Ability.held_while`: the permanent has the ability only
while it holds (the layers leave it out otherwise, 613.1f). A power/toughness box in a
block ("4/4") is the block's base power and toughness (layer 7b, 613.4b); a station
block's also makes the permanent a creature (layer 4, 721.2b). A class level bar is an
activated ability too: "[Cost]: This Class's level becomes N. Activate only if this
Class is level N-1 and only as a sorcery" (716.2a, :class:`BecomeLevel`).

>>> from mtglab.cards.oracle.parser import parse_abilities
>>> abilities = parse_abilities("Level up {1}\\nLEVEL 2-3\\n3/3\\nFlying",
...                             types=("Creature",))
>>> [a.held_while is not None for a in abilities]
[False, True, True, True]
>>> abilities[1].held_while.text
'it has this ability only with 2-3 level counters on it (LEVEL 2-3; CR 711.2a)'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any, Final

from mtglab.cards.ability import Ability, AbilityKind
from mtglab.cards.effects import (
    ActivationRestriction,
    Condition,
    Relation,
    Selector,
    SetBasePT,
)
from mtglab.cards.statics import TypeChange

__all__ = ["CLASS_LEVEL", "BecomeLevel", "class_level_condition", "level_condition",
           "read_blocks", "station_condition"]

#: the kind of :class:`~mtglab.cards.effects.Condition` "this Class is level ``count``
#: or greater" (716.2a; a permanent without a level is level 1, 716.2d)
CLASS_LEVEL: Final = "class_level"

_LEVEL: Final = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_STATION: Final = re.compile(r"^STATION (\d+)\+$")
_LEVEL_BAR: Final = re.compile(r"^(.+): Level (\d+)$")
_PT: Final = re.compile(r"^(\d+)/(\d+)$")


@dataclass(frozen=True, slots=True)
class BecomeLevel:
    """"This Class's level becomes N" (716.2a): the source's level designation is set
    to ``level`` (716.2b), and its "when this Class becomes level N" abilities trigger."""

    level: int


def level_condition(low: int, high: int | None) -> Condition:
    """The level counters a leveler needs for the abilities of one level block:
    ``low`` or more, and at most ``high`` (CR 711.2a-b)."""
    at_least = Condition("counter_on_self", counter="level", count=low) if low else None
    above = Condition("counter_on_self", counter="level", count=high + 1, negate=True) \
        if high is not None else None
    parts = tuple(c for c in (at_least, above) if c is not None)
    span = f"{low}-{high}" if high is not None else f"{low}+"
    text = (f"it has this ability only with {span} level counters on it (LEVEL {span}; "
            "CR 711.2a)")
    if len(parts) == 1:
        return replace(parts[0], text=text)
    return Condition("all", conditions=parts, text=text)


def class_level_condition(level: int) -> Condition:
    """"As long as this Class is level N or greater, it has [abilities]" (716.2a)."""
    return Condition(CLASS_LEVEL, count=level,
                     text=f"it has this ability only at level {level} or greater (CR 716.2a)")


def station_condition(n: int) -> Condition:
    """"As long as this permanent has N or more charge counters on it" (721.2a)."""
    return Condition("counter_on_self", counter="charge", count=n,
                     text=f"it has this ability only with {n} or more charge counters on "
                     "it (STATION; CR 721.2a)")


def _only_at(level: int) -> Condition:
    """"Activate only if this Class is level N" (716.2a): level N or greater, and not
    N+1 or greater."""
    return Condition("all", conditions=(
        Condition(CLASS_LEVEL, count=level), Condition(CLASS_LEVEL, count=level + 1,
                                                       negate=True)),
        text=f"this Class is level {level}")


def _self() -> Selector:
    return Selector(relation=Relation.SELF)


@dataclass(frozen=True, slots=True)
class _Block:
    """The block a line is in: its condition and whether its P/T box also makes the
    permanent a creature (station, 721.2b)."""

    condition: Condition
    animates: bool = False


def _starts_block(a: Ability) -> tuple[Ability, _Block] | None:
    """The ability a block's first line is, and its block; None for another line."""
    text = a.text.strip()
    m = _LEVEL.match(text)
    if m:  # a level symbol: a static ability (711.2), its meaning the lines under it
        cond = level_condition(int(m.group(1)), int(m.group(2)) if m.group(2) else None)
        return Ability(a.text, AbilityKind.STATIC, True, held_while=cond), _Block(cond)
    m = _STATION.match(text)
    if m:  # a station symbol (721.2)
        cond = station_condition(int(m.group(1)))
        return Ability(a.text, AbilityKind.STATIC, True, held_while=cond), \
            _Block(cond, animates=True)
    m = _LEVEL_BAR.match(text)
    if m and a.kind is AbilityKind.ACTIVATED and a.costs:
        level = int(m.group(2))
        cond = class_level_condition(level)
        becomes: tuple[Any, ...] = (BecomeLevel(level),)
        bar = Ability(a.text, AbilityKind.ACTIVATED, True, costs=a.costs,
                      effects=becomes, restrictions=(
                          ActivationRestriction("if", condition=_only_at(level - 1)),
                          ActivationRestriction("sorcery")))
        return bar, _Block(cond)
    return None


def _in_block(a: Ability, block: _Block) -> Ability:
    """An ability under a block's symbol: held only while the block's condition holds;
    a power/toughness box is the block's base power and toughness (711.2a, 721.2b)."""
    m = _PT.match(a.text.strip())
    if m:
        pt = SetBasePT(_self(), int(m.group(1)), int(m.group(2)))
        effects: tuple[Any, ...] = (TypeChange(_self(), types=("Creature",)), pt) \
            if block.animates else (pt,)
        return Ability(a.text, AbilityKind.STATIC, True, effects=effects,
                       held_while=block.condition)
    return replace(a, held_while=block.condition)


def read_blocks(abilities: list[Ability]) -> list[Ability]:
    """The card's abilities with its level, class level and station blocks read (see
    the module docstring); a card without one is returned as it is."""
    out: list[Ability] = []
    block: _Block | None = None
    for a in abilities:
        starts = _starts_block(a)
        if starts is not None:
            ability, block = starts
            out.append(ability)
        elif block is None:
            out.append(a)
        else:
            out.append(_in_block(a, block))
    return out
