"""Transformer rules for damage replacement effects of static abilities
(``would_deal.lark``, CR 614.1a): "If a Giant source you control would deal damage to a
permanent or player, it deals double that damage to that permanent or player instead"
into a :class:`~mtglab.cards.damagereplacement.DoubleDamage`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.damagereplacement import DamageTo, DoubleDamage
from mtglab.cards.effects import ControllerSpec, Relation, Selector
from mtglab.cards.instructions import DamageKind
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS, subtype_token

__all__ = ["DamageReplacementRules"]


@v_args(inline=True)
class DamageReplacementRules(Transformer[Any, Any]):
    """Builds :class:`DoubleDamage` records (mixed into the parser's transformer)."""

    def s_double_damage(self, by: Selector, kind: DamageKind, *rest: DamageTo | int
                        ) -> DoubleDamage:
        to = [r for r in rest if isinstance(r, DamageTo)]
        times = next(r for r in rest if isinstance(r, int))
        return DoubleDamage(by, kind, to[0] if to else DamageTo.ANY, times)

    def times_two(self) -> int:
        return 2

    def times_three(self) -> int:
        return 3

    def dd_source(self, tok: Token, *posts: Any) -> Selector:
        """"a Giant source you control": any object with that quality (609.7c)."""
        words = str(tok).lower().split()[1:-1]
        sel = Selector()
        for w in words:
            if w in COLOR_WORDS:
                sel = replace(sel, colors=(COLOR_WORDS[w],))
            else:  # "a Giant source" (ValueError if no subtype: not read)
                sel = replace(sel, subtypes=(subtype_token(w),))
        for post in posts:
            if not isinstance(post, ControllerSpec):
                raise ValueError("a source with a quality is not read")
            sel = replace(sel, controller=post)
        return sel

    def dd_objects(self, sel: Selector) -> Selector:
        if sel.relation not in (None, Relation.SELF):
            raise ValueError("a damage replacement names one source it can't follow")
        return sel

    def wd_any(self) -> DamageTo:
        return DamageTo.ANY

    def wd_player(self) -> DamageTo:
        return DamageTo.PLAYER

    def wd_opponent(self) -> DamageTo:
        return DamageTo.OPPONENT

    def wd_opponent_or_theirs(self) -> DamageTo:
        return DamageTo.OPPONENT_OR_THEIRS
