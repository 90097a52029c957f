"""What the entering event computes of an "enters with counters" ability (CR 614.1c):
the amounts and conditions of :mod:`mtglab.engine.events.entering` beyond those of mana
abilities, and :func:`entering_limit`, why a read ability of that kind can't be played.

>>> from mtglab.cards.effects import Amount, EntersWithCounters
>>> from mtglab.cards.ability import Ability, AbilityKind
>>> entering_limit(Ability("", AbilityKind.STATIC, True,
...                        effects=(EntersWithCounters("+1/+1", Amount.fixed(2)),)))
"""

from __future__ import annotations

from typing import Final

from mtglab.cards.ability import Ability
from mtglab.cards.effects import UNCHECKED_CONDITIONS, UNCOMPUTED_AMOUNTS, EntersWithCounters

__all__ = ["ENTERING_AMOUNTS", "ENTERING_CONDITIONS", "HISTORY_CONDITION_WORDS",
           "entering_limit"]

#: Amount kinds the entering event computes beyond those of mana abilities (601.2h: the
#: mana spent on the spell; 702.33d: kicked; 702.51c: convoked; 903.8: commander casts).
ENTERING_AMOUNTS: Final = frozenset({"mana_spent", "colors_spent", "kicked_times",
                                    "commander_casts", "convoked_creatures",
                                    "delved_instants_sorceries", "discarded_mana_value"})
#: Condition kinds the entering event checks beyond those of mana abilities.
ENTERING_CONDITIONS: Final = frozenset({"mana_spent_color", "mana_spent_same_color",
                                        "attacked_this_turn",
                                        "colors_spent", "kicked", "cast_from_hand",
                                        "was_cast", "no_mana_spent", "escaped",
                                        "revealed_or_controlled"})

#: "if ..." conditions on what happened this turn, by their words (decided by
#: :mod:`mtglab.engine.game.history`): raid (508.1a), morbid (700.4), 119.3, revolt
HISTORY_CONDITION_WORDS: Final = {
    "you attacked this turn": "attacked_this_turn",
    "a creature died this turn": "creature_died_this_turn",
    "an opponent lost life this turn": "opponent_lost_life_this_turn",
    "a permanent you controlled left the battlefield this turn": "permanent_left_this_turn",
}


def entering_limit(ability: Ability) -> str | None:
    """Why the entering event can't compute a supported "enters with" ability (an
    amount or condition it has no record for), or ``None`` when it can. A token copy
    that enters with counters is made by a spell (:mod:`mtglab.engine.spells.casting`) or an
    activated or triggered ability (:mod:`mtglab.engine.effects.tokencopies`) alike."""
    for e in ability.effects:
        if not isinstance(e, EntersWithCounters):
            continue
        kind = e.amount.kind
        if kind in UNCOMPUTED_AMOUNTS and kind not in ENTERING_AMOUNTS:
            return f"not computed: the amount {e.amount.describe()!r}: " \
                f"{UNCOMPUTED_AMOUNTS[kind]}"
        for c in (e.condition, *(e.condition.conditions if e.condition else ())):
            if c is not None and c.kind in UNCHECKED_CONDITIONS and \
                    c.kind not in ENTERING_CONDITIONS:
                return f"not computed: the condition {c.kind.replace('_', ' ')!r}: " \
                    f"{UNCHECKED_CONDITIONS[c.kind]}"
    return None
