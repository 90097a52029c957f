"""A spell's own timing restrictions (CR 601.3, 307.1, 500.1): "Cast this spell only
during combat." / "... only during the declare attackers step and only if you've been
attacked this step." / "... only if you control two or more Vampires." — a static
ability of the spell (:class:`~mtglab.cards.castcosts.CastOnly`) that functions wherever
it can be cast from (113.6b). Each part must hold as the spell is announced (601.3);
:func:`cast_only_problems` says which doesn't, or ``[]``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Final

from mtglab.cards.castcosts import CastOnly
from mtglab.cards.effects import Condition
from mtglab.cards.model import Card
from mtglab.cards.vocabulary import Phase
from mtglab.engine.mana.production import ProductionContext, condition_holds
from mtglab.engine.state import GameState

__all__ = ["cast_only_problems"]

#: the steps of the combat phase (506.1)
_COMBAT: Final = frozenset({Phase.BEGINNING_OF_COMBAT, Phase.DECLARE_ATTACKERS,
                            Phase.DECLARE_BLOCKERS, Phase.COMBAT_DAMAGE,
                            Phase.END_OF_COMBAT})
#: the steps of a turn before its blockers are declared (500.1, 509.1)
_UNTIL_BLOCKERS: Final = frozenset({Phase.UNTAP, Phase.UPKEEP, Phase.DRAW,
                                    Phase.PRECOMBAT_MAIN, Phase.BEGINNING_OF_COMBAT,
                                    Phase.DECLARE_ATTACKERS})
#: the steps of a combat after blockers are declared (509.1, 510, 511)
_AFTER_BLOCKERS: Final = frozenset({Phase.DECLARE_BLOCKERS, Phase.COMBAT_DAMAGE,
                                    Phase.END_OF_COMBAT})
#: the steps and phases after the combat phase (500.1)
_AFTER_COMBAT: Final = frozenset({Phase.POSTCOMBAT_MAIN, Phase.END, Phase.CLEANUP})


def _attacked(state: GameState, who: str) -> bool:
    """ "if you've been attacked this step" (508.1): in the declare attackers step, a
    creature attacks ``who``."""
    return state.phase is Phase.DECLARE_ATTACKERS and any(
        p.attacking == who for p in state.permanents.values())


#: each timing by name: whether it holds as ``who`` casts the spell, and the words for why
#: not
_TIMINGS: Final[Mapping[str, tuple[Callable[[GameState, str], bool], str]]] = {
    "combat": (lambda s, w: s.phase in _COMBAT, "during combat (CR 506.1)"),
    "your_combat": (lambda s, w: s.phase in _COMBAT and s.active == w,
                    "during combat on your turn (CR 506.1)"),
    "before_blockers": (lambda s, w: s.phase in (Phase.BEGINNING_OF_COMBAT,
                                                 Phase.DECLARE_ATTACKERS),
                        "during combat before blockers are declared (CR 506.1, 509.1)"),
    "until_blockers": (lambda s, w: s.phase in _UNTIL_BLOCKERS,
                       "before blockers are declared (CR 500.1, 509.1)"),
    "after_blockers": (lambda s, w: s.phase in _AFTER_BLOCKERS,
                       "during combat after blockers are declared (CR 506.1, 509.1)"),
    "declare_attackers": (lambda s, w: s.phase is Phase.DECLARE_ATTACKERS,
                          "during the declare attackers step (CR 508)"),
    "your_declare_attackers": (lambda s, w: s.phase is Phase.DECLARE_ATTACKERS
                               and s.active == w,
                               "during your declare attackers step (CR 508)"),
    "declare_blockers": (lambda s, w: s.phase is Phase.DECLARE_BLOCKERS,
                         "during the declare blockers step (CR 509)"),
    "opponent_declare_blockers": (lambda s, w: s.phase is Phase.DECLARE_BLOCKERS
                                  and s.active != w,
                                  "during the declare blockers step on an opponent's turn "
                                  "(CR 509)"),
    "before_damage": (lambda s, w: s.phase in _UNTIL_BLOCKERS | {Phase.DECLARE_BLOCKERS},
                      "before the combat damage step (CR 500.1, 510)"),
    "after_combat": (lambda s, w: s.phase in _AFTER_COMBAT, "after combat (CR 500.1)"),
    "your_turn": (lambda s, w: s.active == w, "during your turn (CR 500)"),
    "opponent_turn": (lambda s, w: s.active != w, "during an opponent's turn (CR 500)"),
    "opponent_upkeep": (lambda s, w: s.active != w and s.phase is Phase.UPKEEP,
                        "during an opponent's upkeep (CR 503)"),
    "attacked_this_step": (_attacked, "if you've been attacked this step (CR 508.1)"),
}


def _describe(cond: Condition) -> str:
    """A condition of "Cast this spell only if ..." in words."""
    if cond.text:
        return cond.text
    if cond.kind == "control" and cond.selector is not None:
        n = "" if cond.count == 1 else f"{cond.count} or more "
        return f"you control {n}{cond.selector.describe()}"
    return cond.kind.replace("_", " ")


def cast_only_problems(state: GameState, card: Card, who: str) -> list[str]:
    """Why ``who`` can't cast ``card`` now by its own "Cast this spell only ..."
    abilities (601.3): each timing or condition that doesn't hold; ``[]`` when all do."""
    problems = []
    for a in card.abilities:
        for e in a.effects if a.supported else ():
            if not isinstance(e, CastOnly):
                continue
            for t in e.timings:
                held, words = _TIMINGS[t]
                if not held(state, who):
                    problems.append(f"it can be cast only {words}, by its own text "
                                    "(CR 601.3)")
            ctx = ProductionContext(state, None, who)
            problems += [f"it can be cast only if {_describe(cond)}, by its own text "
                         "(CR 601.3)" for cond in e.conditions
                         if not condition_holds(cond, ctx)]
    return problems
