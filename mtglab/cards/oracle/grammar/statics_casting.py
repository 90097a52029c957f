"""Transformer rules for the prohibitions on casting spells (``statics_casting.lark``, CR
101.2, 604.1): whose spells, of which kinds, when and from where, into a
:class:`~mtglab.cards.castprohibitions.CastProhibition`. A method that raises
``ValueError`` rejects the reading."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.castprohibitions import CastProhibition, CastWhen
from mtglab.cards.effects import ControllerSpec, Selector

__all__ = ["CastingRules"]

#: when, from which zones, and what else the spells are (Selector fields)
_Limit = tuple[CastWhen, tuple[str, ...], dict[str, Any]]

#: the card types of permanents (110.4): what a permanent spell may be
PERMANENT_TYPES = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")


def _kind(kinds: tuple[Selector, ...]) -> Selector:
    """The spells of the kinds named: one, or either of several (205.2a)."""
    return kinds[0] if len(kinds) == 1 else Selector(either=kinds)


@v_args(inline=True)
class CastingRules(Transformer[Any, Any]):
    """The cast-prohibition productions (mixed into the parser's transformer)."""

    def s_cant_cast(self, who: ControllerSpec, kinds: tuple[Selector, ...],
                    limit: _Limit | None = None) -> CastProhibition:
        """ "Your opponents can't cast spells during your turn" (101.2, 604.1)."""
        when, zones, more = limit if limit is not None else (CastWhen.ALWAYS, (), {})
        kind = _kind(kinds)
        if more and kind.either:
            raise ValueError("a quality of spells of several kinds")
        return CastProhibition(who, dataclasses.replace(kind, **more), when, zones)

    def s_cant_cast_more(self, who: ControllerSpec,
                         kinds: tuple[Selector, ...]) -> CastProhibition:
        """ "Each player can't cast more than one spell each turn": a second spell of
        the kind in a turn is prohibited (101.2, 601.2i)."""
        return CastProhibition(who, _kind(kinds), most=1)

    def cost_kind_permanent(self, _tok: Token) -> Selector:
        """ "permanent spells": of any permanent type (110.4b, 110.4)."""
        return Selector(types=PERMANENT_TYPES, any_type=True)

    def cp_you(self) -> ControllerSpec:
        return ControllerSpec.YOU

    def cp_opponents(self) -> ControllerSpec:
        return ControllerSpec.OPPONENT

    def cp_players(self) -> ControllerSpec:
        return ControllerSpec.ANY

    def cl_your_turn(self) -> _Limit:
        return CastWhen.YOUR_TURN, (), {}

    def cl_combat(self) -> _Limit:
        return CastWhen.COMBAT, (), {}

    def cl_graveyards(self) -> _Limit:
        return CastWhen.ALWAYS, ("graveyard",), {}

    def cl_graveyards_libraries(self) -> _Limit:
        return CastWhen.ALWAYS, ("graveyard", "library"), {}

    def cl_max_mana_value(self, n: int) -> _Limit:
        return CastWhen.ALWAYS, (), {"max_mana_value": int(n)}

    def cl_chosen_color(self) -> _Limit:
        return CastWhen.ALWAYS, (), {"chosen_color": True}

    def cl_chosen_name(self) -> _Limit:
        return CastWhen.ALWAYS, (), {"chosen_name": True}
