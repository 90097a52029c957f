"""Transformer rules for a card's permission to be cast from a graveyard paid otherwise
than by its mana cost, and the counters a spell cast that way enters with
(``permissions_paid.lark``, CR 601.3, 118.9, 601.2f, 614.1c).

"You may cast ~ from your graveyard by paying {2}{W} rather than paying its mana cost" is
a :class:`~mtglab.cards.effects.CastPermission` with that ``alternative_cost`` (118.9);
"You may cast artifact spells from your graveyard by paying 3 life in addition to paying
their other costs" one for the artifact spells its controller owns, with ``life`` paid as
an additional cost (601.2f, 119.4). "If you do, it enters with two +1/+1 counters on
it." / "If you cast a spell this way, that artifact enters with a finality counter on
it." after such a permission are the counters its permanent enters with when the spell
was cast that way (``enters_with``, 614.1c): :func:`cast_this_way` adds them.

>>> from mtglab.cards.oracle.parser import parse_ability
>>> p = parse_ability("You may cast ~ from your graveyard by paying {R}{R} rather than "
...                   "paying its mana cost. If you do, it enters with a +1/+1 counter on "
...                   "it.").effects[0]
>>> str(p.alternative_cost), [e.counter for e in p.enters_with]
('{R}{R}', ['+1/+1'])
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import (
    Amount,
    CastPermission,
    ControllerSpec,
    EntersWithCounters,
    Relation,
    Selector,
)
from mtglab.cards.permissions import PlayAction, PlayFromZone
from mtglab.mana import ManaCost

__all__ = ["CastThisWay", "PaidPermissionRules", "cast_this_way"]


@dataclass(frozen=True, slots=True)
class CastThisWay:
    """What the grammar reads of "If you do, it enters with ... counters on it" after a
    permission to cast a card (614.1c): the counters, for :func:`cast_this_way`."""

    enters_with: tuple[EntersWithCounters, ...]


def cast_this_way(before: Any, read: Callable[[], Any]) -> CastPermission | None:
    """The permission ``before`` with the counters the sentence after it (``read()``: as
    the grammar reads it, read only after a permission) says a spell cast by it enters
    with, or None when they aren't those two."""
    if not isinstance(before, CastPermission):
        return None
    sentence = read()
    if not isinstance(sentence, CastThisWay):
        return None
    return dataclasses.replace(before, enters_with=(*before.enters_with,
                                                    *sentence.enters_with))


@v_args(inline=True)
class PaidPermissionRules(Transformer[Any, Any]):
    """Builds the permissions paid otherwise (mixed into the parser's transformer)."""

    def perm_self_graveyard_instead(self, _may: Token, _self: Token,
                                    cost: Token) -> CastPermission:
        """ "You may cast ~ from your graveyard by paying {W}{U}{B}{R}{G} rather than
        paying its mana cost" (601.3, 118.9)."""
        return CastPermission(Selector(relation=Relation.SELF),
                              alternative_cost=ManaCost.parse(str(cost)))

    def perm_zone_paying_life(self, _may: Token, grant: PlayFromZone,
                              where: tuple[str, bool], life: int) -> CastPermission:
        """ "You may cast artifact spells from your graveyard by paying 3 life in addition
        to paying their other costs" (601.3, 601.2f, 119.4): spells of that kind only."""
        if grant.action is not PlayAction.CAST or grant.spells is None or \
                where != ("graveyard", False):
            raise ValueError("a permission paid with life: spells from a graveyard only")
        kind = dataclasses.replace(grant.spells, controller=ControllerSpec.YOU)
        return CastPermission(kind, life=life)

    def cast_this_way_counters(self, _tok: Token, n: Amount,
                               name: Token, *_: Any) -> CastThisWay:
        if not n.is_fixed:
            raise ValueError("the counters a spell cast this way enters with: a number")
        return CastThisWay((EntersWithCounters(str(name).lower(), n),))
