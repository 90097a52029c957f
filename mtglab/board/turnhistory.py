"""Setting up what a player did this turn (:meth:`Board.set_turn_history
<mtglab.board.board.Board.set_turn_history>`), as rules text asks about it: the counts
of :mod:`mtglab.engine.game.history`, life gained (CR 119.9) and cards drawn (121.1), the
colors and type lines of the spells cast (601.2i) and the type lines of the creatures
that died (700.4, 603.10a)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Final

from mtglab.board import validation as check
from mtglab.cards.types import parse_type_line
from mtglab.engine.game.history import HISTORY_FIELDS
from mtglab.engine.state import PlayerState
from mtglab.errors import BadArgumentError

__all__ = ["HISTORY_COUNTS", "check_counts", "history", "spell_colors", "type_lines",
           "with_history"]

#: The whole numbers of a player's turn history ``set_turn_history`` sets
HISTORY_COUNTS: Final = ("life_gained", "cards_drawn", *HISTORY_FIELDS)


def check_counts(counts: Mapping[str, Any]) -> None:
    """Refuse a count that isn't one of :data:`HISTORY_COUNTS` or isn't a whole number
    from 0 to mtglab's limit."""
    for key, value in counts.items():
        if key not in HISTORY_COUNTS:
            raise BadArgumentError("set_turn_history", key,
                                   f"one of {', '.join(HISTORY_COUNTS)}")
        if isinstance(value, bool) or not isinstance(value, int) or \
                not 0 <= value <= check.MAX_LIFE:
            raise BadArgumentError(key, value, f"a whole number from 0 to "
                                   f"{check.MAX_LIFE:,} (mtglab's limit)")


def spell_colors(value: Any) -> tuple[str, ...]:
    """``spell_colors``: color letters per spell (CR 105.1), each in WUBRG order."""
    if isinstance(value, str) or not isinstance(value, Sequence) or \
            not all(isinstance(c, str) and set(c) <= set("WUBRG") for c in value) or \
            len(value) > 10_000:
        raise BadArgumentError("spell_colors", value,
                               'a list of color letters per spell ("R", "WU", "")')
    return tuple("".join(x for x in "WUBRG" if x in c) for c in value)


def type_lines(key: str, value: Any) -> tuple[str, ...]:
    """``set_turn_history``'s ``spell_types`` / ``died_types``: type lines (CR 205.1)."""
    if isinstance(value, str) or not isinstance(value, Sequence) or \
            not all(isinstance(v, str) for v in value) or len(value) > 10_000:
        raise BadArgumentError(key, value, 'a list of type lines ("Creature — Human")')
    for i, v in enumerate(value):
        check.check_text(v, f"{key}[{i}]", limit=1_000)
    return tuple(str(parse_type_line(v)) for v in value)


def with_history(p: PlayerState, counts: Mapping[str, int], colors: tuple[str, ...] | None,
                 lines: Mapping[str, tuple[str, ...]]) -> PlayerState:
    """The player with the history given: the spells' colors count the spells cast and
    the deaths' type lines the creatures that died, unless those counts are given."""
    for key, value in counts.items():
        p = replace(p, **{key: value})  # type: ignore[arg-type]  # checked above
    if colors is not None:
        p = replace(p, spell_colors=colors)
        if "spells_cast" not in counts:
            p = replace(p, spells_cast=len(colors))
    if "spell_types" in lines:
        p = replace(p, spell_types=lines["spell_types"])
    if "combat_damage_types" in lines:
        p = replace(p, combat_damage_types=lines["combat_damage_types"])
    if "entered_types" in lines:
        p = replace(p, entered_types=lines["entered_types"])
    if "died_types" in lines:
        p = replace(p, died_types=lines["died_types"])
        if "creatures_died" not in counts:
            p = replace(p, creatures_died=len(lines["died_types"]))
    return p


def history(p: PlayerState) -> dict[str, Any]:
    """A player's whole turn history, as ``set_turn_history`` returns it."""
    return {**{key: getattr(p, key) for key in HISTORY_COUNTS}, "spell_colors": p.spell_colors,
            "spell_types": p.spell_types, "died_types": p.died_types,
            "combat_damage_types": p.combat_damage_types, "entered_types": p.entered_types}
