"""Day and night (CR 731) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (731.1); once it has become day or night it is
always one of the two (:attr:`~mtglab.engine.state.GameState.day_night`). The rules are
decided here:

* :func:`becomes` — it becomes day or night (731.1), by an effect or a rule;
* :func:`untap_step_check` — the untap step's second turn-based action (502.2, 731.2):
  day becomes night if the previous turn's active player cast no spells that turn, night
  becomes day if they cast two or more;
* :func:`keep_bound` — at any time, with a daybound permanent and neither designation it
  becomes day (702.145d), with only nightbound ones it becomes night (702.145g); a
  daybound permanent front face up at night and a nightbound one back face up by day
  transform (702.145c, 702.145f: at once, not as a state-based action);
* :func:`enters_transformed` — daybound's first ability: at night a daybound double-faced
  permanent enters with its back face up (702.145b, 712.14a). Only a resolving permanent
  spell reads it so far; one put onto the battlefield by an effect at night enters front
  face up and is transformed at once by :func:`keep_bound` (its "enters" abilities see
  the front face: a known gap).

The keywords themselves are read by name (``"Daybound"``, ``"Nightbound"`` among a
permanent's keywords, 702.145b, 702.145e).
"""

from __future__ import annotations

from typing import Final

from mtglab.cards.ability import TriggerEvent
from mtglab.cards.vocabulary import DayNight
from mtglab.engine.characteristics.faces import face_up, is_double_faced
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.effects.transforming import transform_permanent
from mtglab.engine.resolution.triggers import Event, offer
from mtglab.engine.state import BaseValues, GameState

__all__ = ["DAYBOUND", "NIGHTBOUND", "becomes", "enters_transformed", "keep_bound",
           "untap_step_check"]

DAYBOUND: Final = "Daybound"  # 702.145b
NIGHTBOUND: Final = "Nightbound"  # 702.145e


def becomes(state: GameState, designation: DayNight, source: str, rule: str) -> GameState:
    """It becomes ``designation`` (731.1): nothing when it already is; then the daybound
    and nightbound permanents follow (:func:`keep_bound`)."""
    if state.day_night is designation:
        return state
    before = state.day_night
    state = state.evolve(day_night=designation)
    what = f"{before.value} becomes {designation.value}" if before is not None else \
        f"it becomes {designation.value}"
    state = keep_bound(state.logged("day and night", source, what, rule))
    if before is not None:  # "whenever day becomes night or night becomes day" (731.1a)
        state = offer(state, Event(TriggerEvent.DAY_NIGHT))
    return state


def untap_step_check(state: GameState, previous: str | None, spells_cast: int) -> GameState:
    """The untap step's check (502.2, 731.2a-c): ``previous`` is the previous turn's
    active player, who cast ``spells_cast`` spells during that turn."""
    if state.day_night is DayNight.DAY and spells_cast == 0:
        return becomes(state, DayNight.NIGHT, previous or "",
                       "502.2, 731.2a: the previous turn's active player cast no spells")
    if state.day_night is DayNight.NIGHT and spells_cast >= 2:
        return becomes(state, DayNight.DAY, previous or "",
                       "502.2, 731.2b: the previous turn's active player cast two or more "
                       "spells")
    return state


def keep_bound(state: GameState) -> GameState:
    """The daybound and nightbound rules that apply at any time (702.145c-d, f-g): see
    the module docstring. Each permanent transforms at most once per check."""
    chars = characteristics_of(state)
    daybound = [pid for pid, c in chars.items() if c.has_keyword(DAYBOUND)]
    nightbound = [pid for pid, c in chars.items() if c.has_keyword(NIGHTBOUND)]
    if not daybound and not nightbound:
        return state
    if state.day_night is None:  # 702.145d, 702.145g
        designation = DayNight.DAY if daybound else DayNight.NIGHT
        name = chars[(daybound or nightbound)[0]].name
        state = state.evolve(day_night=designation)
        state = state.logged("day and night", name, f"it becomes {designation.value}",
                             "702.145d" if daybound else "702.145g")
    night = state.day_night is DayNight.NIGHT
    for pid in (daybound if night else nightbound):
        perm = state.permanents[pid]
        if not is_double_faced(perm.card) or face_up(perm) != (0 if night else 1):
            continue
        state = transform_permanent(state, pid)  # 702.145c, 702.145f; 701.27e
        state = state.logged("day and night", chars[pid].name, "it transforms: it is "
                             f"{'night' if night else 'day'}",
                             "702.145c" if night else "702.145f")
    return state


def enters_transformed(state: GameState, values: BaseValues) -> bool:
    """Whether a permanent with ``values`` enters transformed: it is night and it has
    daybound (702.145b; a card that isn't double-faced stays as it is, 712.14a)."""
    return state.day_night is DayNight.NIGHT and any(
        DAYBOUND in a.keywords for a in values.abilities)
