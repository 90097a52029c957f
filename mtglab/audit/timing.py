"""A board moved to a step where a spell's own timing restriction lets it be cast
("Cast this spell only during combat before blockers are declared", CR 601.3): the
line-playing checks cast spells on a board in "you"'s main phase, where such a spell is
refused for the board's sake, not the engine's.

:func:`to_cast_timing` first makes the restriction's conditions hold where permanents
make them hold ("only if you control two or more Vampires": two Vampire tokens, 601.3),
keeps the board as it is when nothing forbids the spell there (its targets may already
have put it in a combat: "target attacking creature" attacks "you" in the opponent's
declare attackers step, 508.1), else tries each step of "you"'s turn and of the
opponent's (500.1), the opponent attacking "you" with its Bear in a combat (508.1: "if
you've been attacked this step"), and keeps the first where nothing of the spell's
timing forbids it (:func:`~mtglab.engine.spells.casttiming.cast_only_problems`).
"""

from __future__ import annotations

from typing import Final

from mtglab.audit.costs import make_conditions_hold
from mtglab.audit.setting import setting_permanent
from mtglab.board.board import Board
from mtglab.cards.castcosts import CastOnly
from mtglab.cards.model import Card
from mtglab.engine.spells.casttiming import cast_only_problems
from mtglab.errors import MtglabError

__all__ = ["to_cast_timing"]

#: the steps tried, in turn order (500.1)
_STEPS: Final = ("precombat main", "upkeep", "beginning of combat", "declare attackers",
                 "declare blockers", "combat damage", "end of combat", "postcombat main",
                 "end")
#: the steps in which an attacking creature is still attacking (506.4, 511.3)
_ATTACKING: Final = frozenset({"declare attackers", "declare blockers", "combat damage"})


def _moved(b: Board, active: str, phase: str) -> Board | None:
    """A copy of ``b`` in ``phase`` of ``active``'s turn; in a combat of the opponent's,
    with the opponent's Bear attacking "you"; None when it can't get there."""
    trial = b.copy()
    try:
        trial.active = active
        if active == "opponent" and phase in _ATTACKING:
            trial.attack(setting_permanent(trial, "opponent", "Bear"), defender="you")
        if phase != trial.phase:
            trial.advance(phase)
    except MtglabError:
        return None
    return trial


def to_cast_timing(b: Board, card: Card) -> Board:
    """``b``, or a copy moved to the first step where ``card``'s own "Cast this spell
    only ..." allows "you" to cast it (601.3); ``b`` itself (its conditions made to hold)
    when nothing restricts it, when it may be cast there, or when no step allows it."""
    only = [e for a in card.abilities if a.supported for e in a.effects
            if isinstance(e, CastOnly)]
    if not only:
        return b
    for e in only:  # "only if you control two or more Vampires" (601.3)
        make_conditions_hold(b, card, e.conditions)
    if not cast_only_problems(b.state, card, "you"):
        return b  # its targets already put the board where it may be cast
    for active in ("you", "opponent"):
        for phase in _STEPS:
            trial = _moved(b, active, phase)
            if trial is not None and not cast_only_problems(trial.state, card, "you"):
                return trial
    return b
