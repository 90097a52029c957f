"""Alternative costs a spell's own keyword offers (CR 118.9, 601.2b, 601.2f): "Surge
[cost]" (702.117a: if its caster — or a teammate — has cast another spell this turn)
, "Spectacle [cost]" (702.137a: if an opponent lost life this turn) and "Prowl [cost]"
(702.76a: if a source its caster controlled with any of its creature types dealt combat
damage to a player this turn); and one its own text offers, not a keyword: "You may
sacrifice two Mountains rather than pay this spell's mana cost." (118.9; chosen with
``alternative="text"``), its costs other than mana paid with its other costs (601.2h).

The caster chooses to pay one, by its keyword (``alternative="surge"``), as they
announce the spell (601.2b); it is paid rather than the mana cost, which the spell keeps
(118.9c, 202.3); only one alternative cost can be paid (118.9a), so not with a
permission's own (flashback, escape, 702.34a, 702.138a). :func:`alternative_permission`
checks the choice and returns the permission the cast uses, whose ``keyword`` the spell
remembers (``("alternative", "Surge")``).
"""

from __future__ import annotations

from mtglab.cards.castcosts import WARP, AlternativeCost
from mtglab.cards.effects import CastPermission, Cost, Relation, Selector
from mtglab.cards.model import Card
from mtglab.cards.types import CREATURE_TYPES
from mtglab.cards.vocabulary import CostKind, Zone
from mtglab.engine.game.history import (
    HISTORY_CONDITIONS,
    combat_damage_by_types,
    history_condition,
)
from mtglab.engine.mana.production import ProductionContext, condition_holds
from mtglab.engine.state import GameState
from mtglab.errors import IllegalActionError

__all__ = ["ALTERNATIVE_PAID", "alternative_costs", "alternative_permission"]

#: the entry of ``StackItem.paid`` naming the keyword whose alternative cost was paid
ALTERNATIVE_PAID = "alternative"


def alternative_costs(card: Card) -> tuple[AlternativeCost, ...]:
    """The alternative costs the card's own understood keywords offer (118.9)."""
    return tuple(e for a in card.abilities if a.supported for e in a.effects
                 if isinstance(e, AlternativeCost))


def _holds(state: GameState, card: Card, alt: AlternativeCost, who: str) -> bool:
    """Whether the alternative cost's condition holds as ``who`` casts ``card``: another
    spell cast this turn (the spell being cast is counted only as it becomes cast,
    601.2i), an opponent's life lost (119.3), combat damage dealt to a player by a source
    of ``who``'s with any of its creature types (702.76a)."""
    if alt.condition is None:
        return True
    if alt.condition.kind == "cast_another_spell_this_turn":  # 702.117a
        return state.player(who).spells_cast >= 1
    if alt.condition.kind == "combat_damage_by_shared_type":  # 702.76a
        return combat_damage_by_types(state, who, frozenset(
            t for t in card.subtypes if t in CREATURE_TYPES))  # 205.3m
    if alt.condition.kind in HISTORY_CONDITIONS:
        return history_condition(alt.condition.kind, state, who, alt.condition.selector,
                                 alt.condition.count)
    # "If you control a Plains, you may ..." (118.9): as ``who`` casts it
    return condition_holds(alt.condition, ProductionContext(state, None, who))


_WHY = {"cast_another_spell_this_turn": "you haven't cast another spell this turn "
                                        "(CR 702.117a)",
        "opponent_lost_life_this_turn": "no opponent lost life this turn (CR 702.137a)",
        "combat_damage_by_shared_type": "no source you controlled with any of its creature "
                                         "types dealt combat damage to a player this turn "
                                         "(CR 702.76a)"}


def alternative_permission(state: GameState, card: Card, who: str, keyword: str,
                           zone: str = "hand") -> CastPermission:
    """The permission to cast ``card`` from ``zone`` by paying the alternative cost of its
    ``keyword`` (case-insensitive) rather than its mana cost (118.9); raises
    :class:`~mtglab.errors.IllegalActionError` naming why it can't be paid."""
    label = f"cast {card.name} for its {keyword.lower()} cost"
    found = [a for a in alternative_costs(card) if a.keyword.lower() == keyword.lower()]
    if not found:
        offered = ", ".join(a.keyword.lower() for a in alternative_costs(card)) or "none"
        raise IllegalActionError(label, [f"it has no {keyword.lower()} cost mtglab "
                                         f"understands (its alternative costs: {offered}; "
                                         "CR 118.9)"])
    alt = found[0]
    if alt.keyword == WARP and zone != "hand":  # "cast this card from your hand" (702.185a)
        raise IllegalActionError(label, [f"it is in {zone}: a warp cost is paid only for a "
                                         "card cast from its owner's hand (CR 702.185a)"])
    if not _holds(state, card, alt, who):
        assert alt.condition is not None
        raise IllegalActionError(label, [_WHY.get(
            alt.condition.kind, f"its condition ({alt.condition.kind.replace('_', ' ')}) "
            "doesn't hold (CR 118.9)")])
    sacrifice = (Cost(CostKind.SACRIFICE, selector=alt.sacrifice),) \
        if alt.sacrifice is not None else ()  # emerge's creature (702.119a)
    return CastPermission(Selector(relation=Relation.SELF), Zone(zone),
                          alternative_cost=alt.cost, keyword=alt.keyword,
                          costs=(*sacrifice, *alt.costs))  # 118.9, 601.2h
