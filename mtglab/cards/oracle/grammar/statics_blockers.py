"""Transformer rules for the restrictions on blocking that name creatures of either of two
kinds (``statics_blockers.lark``, CR 509.1b): "~ can't be blocked except by artifact
creatures and/or white creatures" into a :class:`~mtglab.cards.statics.CombatRule` whose
``other`` is a selector of ``either`` kind. A method that raises ``ValueError`` rejects
the reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Selector
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.oracle.grammar.objects import COLOR_WORDS
from mtglab.cards.statics import CombatRule, CombatRuleKind

__all__ = ["EitherBlockerRules", "either_blockers"]

Predicate = Callable[[Subject], CombatRule]


def either_blockers(a: Selector, b: Selector) -> Selector:
    """Creatures of one kind or the other (509.1b); only permanents."""
    if a.zone is not None or b.zone is not None or a.relation is not None or \
            b.relation is not None:
        raise ValueError("blockers that aren't creatures of a kind")
    return Selector(either=(a, b))


def _colored(tok: Token) -> Selector:
    return Selector(types=("Creature",), colors=(COLOR_WORDS[str(tok).lower()],))


def _rule(kind: CombatRuleKind, other: Selector) -> Predicate:
    def build(s: Subject) -> CombatRule:
        if s.objects is None or s.objects.zone is not None:
            raise ValueError("a restriction on blocking other than of creatures")
        return CombatRule(kind, s.objects, other)
    return build


@v_args(inline=True)
class EitherBlockerRules(Transformer[Any, Any]):
    """The either-kind blocking productions (mixed into the parser's transformer)."""

    def s_blocked_only_by_either(self, a: Selector, _or: Token, b: Selector) -> Predicate:
        return _rule(CombatRuleKind.BLOCKED_ONLY_BY, either_blockers(a, b))

    def s_blocked_not_by_either(self, a: Selector, _or: Token, b: Selector) -> Predicate:
        return _rule(CombatRuleKind.CANT_BE_BLOCKED_BY, either_blockers(a, b))

    def s_blocked_only_by_colors(self, a: Token, _or: Token, b: Token) -> Predicate:
        return _rule(CombatRuleKind.BLOCKED_ONLY_BY, either_blockers(_colored(a), _colored(b)))

    def s_blocked_not_by_colors(self, a: Token, _or: Token, b: Token) -> Predicate:
        return _rule(CombatRuleKind.CANT_BE_BLOCKED_BY, either_blockers(_colored(a), _colored(b)))
