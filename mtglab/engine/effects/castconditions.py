"""Conditions of a resolving spell's text about how it was cast (CR 608.2c, 601.2h):
"If this spell was kicked" (702.33d), "If it was cast from your hand" (601.2a), "If {W}
was spent to cast it" — facts recorded as the spell was cast, read from its
:class:`~mtglab.engine.events.entering.CastRecord` as that part of the text resolves.
Every other condition is the board's (:func:`~mtglab.engine.mana.production.condition_holds`),
and an ability of a permanent reads its own facts from the permanent (its ``"kicked"``
choice, 702.33d)."""

from __future__ import annotations

from typing import Final

from mtglab.cards.effectparts import SPELL_ONLY_CONDITIONS
from mtglab.cards.effects import Condition
from mtglab.engine.events.entering import CastRecord, entering_condition
from mtglab.engine.mana.production import ProductionContext, condition_holds

__all__ = ["CAST_CONDITIONS", "holds_as_resolving"]

#: The kinds of condition about what was paid as the spell was cast (601.2h), checked
#: on its cast record
CAST_CONDITIONS: Final = frozenset({
    "kicked", "cast_from_hand", "was_cast", "mana_spent_color", "mana_spent_same_color",
    "colors_spent", "no_mana_spent", "revealed_or_controlled"})


def holds_as_resolving(cond: Condition, ctx: ProductionContext,
                       cast: CastRecord | None) -> bool:
    """Whether ``cond`` holds as this part of the text resolves (608.2c); ``cast``: the
    resolving spell's cast record, None for an ability of a permanent."""
    if cast is None:
        return condition_holds(cond, ctx)
    if cond.kind in ("all", "any") and cond.conditions:
        parts = [holds_as_resolving(c, ctx, cast) for c in cond.conditions]
        result = all(parts) if cond.kind == "all" else any(parts)
        return not result if cond.negate else result
    if cond.kind in CAST_CONDITIONS:
        return entering_condition(cond, ctx, cast)
    if cond.kind in SPELL_ONLY_CONDITIONS:
        result = _how_cast(cond, cast)
        return not result if cond.negate else result
    return condition_holds(cond, ctx)


def _how_cast(cond: Condition, cast: CastRecord) -> bool:
    """"If this spell was cast from a graveyard" (601.2a: the zone it was cast from; a
    copy wasn't cast, 707.10), "If you cast this spell during your main phase" (505.1)."""
    if cond.kind == "cast_from":
        return cast.cast_from == cond.text
    return cast.during_main_phase
