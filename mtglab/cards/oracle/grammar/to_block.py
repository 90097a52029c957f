"""Transformer rules for the requirements that name the creatures which must block
(``to_block.lark``, CR 509.1c): "All creatures able to block ~ do so" into a
:class:`~mtglab.cards.statics.CombatRule` of kind
:attr:`~mtglab.cards.statics.CombatRuleKind.MUST_BE_BLOCKED_BY_ALL` (``other``: the
creatures that must block it, None for any creature), and "All creatures able to block
target creature this turn do so" into a :class:`~mtglab.cards.instructions.Lasting`
:class:`~mtglab.cards.effects.StaticModifier` of that kind, until end of turn (611.2a)."""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Relation, Selector, StaticModifier
from mtglab.cards.instructions import Duration, Lasting
from mtglab.cards.oracle.grammar.instructions import Subject
from mtglab.cards.statics import CombatRule, CombatRuleKind

__all__ = ["BlockRequirementRules"]

#: the static ability names the creature it is on or is attached to (604.1)
_STATIC_SUBJECTS = frozenset({Relation.SELF, Relation.ENCHANTED, Relation.EQUIPPED})


def _blockers(tok: Token) -> Selector | None:
    """The creatures that must block: any (None), Walls, or creatures with flying."""
    words = " ".join(str(tok).lower().split()[1:-3])  # between "all" and "able to block"
    if words == "creatures":
        return None
    if words == "walls":
        return Selector(types=("Creature",), subtypes=("Wall",))
    if words == "creatures with flying":
        return Selector(types=("Creature",), keywords=("Flying",))
    raise ValueError(f"all {words} able to block: not read")


@v_args(inline=True)
class BlockRequirementRules(Transformer[Any, Any]):
    """Builds the records of "all creatures able to block ... do so" (mixed into the
    parser's transformer)."""

    def s_all_able_block(self, tok: Token, sel: Selector) -> CombatRule:
        """Lure: a requirement on every creature able to block the creature (509.1c)."""
        if sel.relation not in _STATIC_SUBJECTS:
            raise ValueError("'all creatures able to block' a creature the source isn't")
        return CombatRule(CombatRuleKind.MUST_BE_BLOCKED_BY_ALL, sel, _blockers(tok))

    def i_all_able_block(self, tok: Token, sel: Selector) -> Lasting:
        """The same requirement for this turn, on the creature named as it resolves
        (611.2a, 611.2c)."""
        if _blockers(tok) is not None:
            raise ValueError("'all <kind> able to block ... this turn' is not read")
        modifier = StaticModifier(CombatRuleKind.MUST_BE_BLOCKED_BY_ALL.value, sel)
        return Lasting(modifier, Duration.END_OF_TURN)

    def s_damage_as_unblocked(self, subject: Subject, *_: Any) -> CombatRule:
        """"You may have ~ assign its combat damage as though it weren't blocked": its
        controller's choice as it assigns combat damage (510.1c)."""
        if subject.objects is None or subject.objects.relation not in _STATIC_SUBJECTS:
            raise ValueError("'assign its combat damage as though' of other creatures")
        return CombatRule(CombatRuleKind.DAMAGE_AS_UNBLOCKED, subject.objects)

    def v_attack_despite_defender(self, *_: Any) -> Any:
        """The objects the subject names can attack this turn although they have
        defender (702.3b), an effect of the resolving instruction until the turn ends
        (611.2a, 611.2c)."""
        def build(subject: Subject) -> Lasting:
            if subject.objects is None or subject.objects.zone is not None:
                raise ValueError("'can attack ... as though' of something not a permanent")
            modifier = StaticModifier(CombatRuleKind.ATTACKS_DESPITE_DEFENDER.value,
                                      subject.objects)
            return Lasting(modifier, Duration.END_OF_TURN)
        return build

    def v_must_be_blocked_turn(self, *_: Any) -> Any:
        """"Target creature must be blocked this turn if able": the requirement of 509.1c
        on the creatures named as the instruction resolves (611.2c), until the turn ends
        (611.2a, 514.2); checked with the static ones as blockers are declared."""
        def build(subject: Subject) -> Lasting:
            if subject.objects is None or subject.objects.zone is not None:
                raise ValueError("'must be blocked' of something not a permanent")
            modifier = StaticModifier(CombatRuleKind.MUST_BE_BLOCKED.value, subject.objects)
            return Lasting(modifier, Duration.END_OF_TURN)
        return build
