"""What a batch trigger's "they" / "those creatures" name (CR 603.2c, 608.2c).

"Whenever one or more creatures you control attack, they gain indestructible" and
"Whenever you attack with one or more Insects, put a +1/+1 counter on each of them" name
every object of the one event that triggered the ability. The engine records one object
of such an event ("that creature"), so an ability whose first instruction acts on "them"
is not carried out rather than played on one object alone.
"""

from __future__ import annotations

import dataclasses

from mtglab.cards.ability import Ability, AbilityKind, Trigger, TriggerEvent
from mtglab.cards.effectparts import Relation, Selector

__all__ = ["batch_referent_problem"]


def _names_that(value: object) -> bool:
    """Whether ``value`` (an instruction, or anything in it) acts on "it" / "them"."""
    if isinstance(value, Selector):
        return value.relation is Relation.THAT
    if isinstance(value, tuple | list):
        return any(_names_that(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_names_that(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def batch_referent_problem(ability: Ability) -> str | None:
    """Why a triggered ability's "they" can't be carried out (603.2c), or None."""
    t = ability.trigger
    if ability.kind is not AbilityKind.TRIGGERED or not isinstance(t, Trigger) or \
            not ability.effects:
        return None
    batch = (t.one_or_more and t.selector is not None) or t.event is TriggerEvent.YOU_ATTACK
    if batch and _names_that(ability.effects[0]):
        return ("not carried out: 'they' / 'those creatures' name every object of the "
                "event that triggered it (CR 603.2c), of which mtglab records one")
    return None
