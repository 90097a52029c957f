"""Transformer rules for ``grammar/turn_evasion.lark``: one-turn evasion that names the
creatures which can't block (CR 509.1b, 611.2a): "Target creature can't be blocked by
creatures with power 2 or less this turn", "~ can't be blocked this turn except by
Walls". Each reads into a :class:`~mtglab.cards.instructions.Lasting`
:class:`~mtglab.cards.statics.CombatRule`, on the objects named as it resolves (611.2c)
for its duration. A method that raises ``ValueError`` rejects the reading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Selector
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.oracle.grammar.statics_blockers import either_blockers
from mtglab.cards.statics import CombatRule, CombatRuleKind

__all__ = ["TurnEvasionRules"]

Verb = Callable[[Subject], Lasting]


def _creatures(other: Selector) -> Selector:
    """The blockers a rule names: permanents of a kind, never cards elsewhere nor a
    target (509.1b)."""
    if other.zone is not None or other.relation is not None:
        raise ValueError("blockers that aren't creatures of a kind")
    return other


def _lasting(kind: CombatRuleKind, other: Selector, items: tuple[Any, ...]) -> Verb:
    words = [i for i in items if isinstance(i, str) and not isinstance(i, Token)]
    duration = next((Duration(w) for w in words if w in {d.value for d in Duration}), None)
    if duration is None:
        raise ValueError("one-turn evasion without its duration")

    def build(s: Subject) -> Lasting:
        if s.objects is None or s.objects.zone is not None:
            raise ValueError("a restriction on blocking other than of permanents")
        return Lasting(CombatRule(kind, s.objects, other), duration)
    return build


def _either(items: tuple[Any, ...]) -> Selector:
    a, b = (i for i in items if isinstance(i, Selector))
    return either_blockers(a, b)


@v_args(inline=True)
class TurnEvasionRules(Transformer[Any, Any]):
    """The one-turn evasion productions (mixed into the parser's transformer)."""

    def v_turn_blocked_not_by(self, *items: Any) -> Verb:
        other = next(i for i in items if isinstance(i, Selector))
        return _lasting(CombatRuleKind.CANT_BE_BLOCKED_BY, _creatures(other), items)

    def v_turn_blocked_only_by(self, *items: Any) -> Verb:
        other = next(i for i in items if isinstance(i, Selector))
        return _lasting(CombatRuleKind.BLOCKED_ONLY_BY, _creatures(other), items)

    def v_turn_blocked_not_by_either(self, *items: Any) -> Verb:
        return _lasting(CombatRuleKind.CANT_BE_BLOCKED_BY, _either(items), items)

    def v_turn_blocked_only_by_either(self, *items: Any) -> Verb:
        return _lasting(CombatRuleKind.BLOCKED_ONLY_BY, _either(items), items)
