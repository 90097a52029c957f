"""Replacement effects of static abilities on gaining life (CR 614.1a, 616.1): "If you
would gain life, you gain that much life plus 1 instead", "... twice that much life",
"If an opponent would gain life, that player loses that much life instead".

:func:`replaced_gain` is asked by :func:`mtglab.engine.effects.damage.gain_life` (the one
place life is gained) before the life is gained. The player who would gain the life
chooses the order of the effects that apply (616.1); each applies once (614.5) and only
while the event is still one of gaining life (616.1f: once it became a loss of life, the
others no longer apply). The engine takes, among every order, one that leaves that
player the most life (ties: the effects' order on the battlefield).
"""

from __future__ import annotations

from itertools import permutations

from mtglab.cards.instructions import Who
from mtglab.cards.lifereplacement import LifeGainInstead
from mtglab.engine.characteristics.layers import characteristics_of
from mtglab.engine.state import GameState

__all__ = ["replaced_gain"]

#: beyond this many effects, they apply in their order on the battlefield (7! orders)
_MOST_ORDERED = 6


def replaced_gain(state: GameState, player: str, n: int) -> tuple[GameState, int]:
    """The life ``player`` gains instead of ``n`` (negative: the life they lose instead),
    after the effects that apply (614.1a), each logged."""
    found = _applicable(state, player)
    if not found:
        return state, n
    orders = permutations(range(len(found))) if len(found) <= _MOST_ORDERED else \
        iter([tuple(range(len(found)))])
    best: tuple[int, list[int]] | None = None
    for order in orders:
        result, used = _apply(n, [found[i][1] for i in order])
        if best is None or result > best[0]:
            best = (result, [order[i] for i in used])
    assert best is not None
    amount, used = best
    for i in used:
        name, e = found[i]
        state = state.logged("replace", name, e.describe(), "614.1a, 616.1")
    return state, amount


def _applicable(state: GameState, player: str) -> list[tuple[str, LifeGainInstead]]:
    out: list[tuple[str, LifeGainInstead]] = []
    for q in characteristics_of(state).values():
        if not q.has_statics:
            continue
        for ref in q.abilities:
            if not ref.ability.supported:
                continue
            for e in ref.ability.effects:
                if isinstance(e, LifeGainInstead) and (
                        e.who is Who.EACH_PLAYER or
                        (e.who is Who.YOU) == (player == q.controller)):
                    out.append((q.name, e))
    return out


def _apply(n: int, effects: list[LifeGainInstead]) -> tuple[int, list[int]]:
    """The signed life change after ``effects`` in this order, and the positions of those
    that applied (616.1f: none after the event became a loss of life or no event)."""
    used: list[int] = []
    for i, e in enumerate(effects):
        if n <= 0:  # a loss of life, or no life gained (119.9: no event)
            break
        used.append(i)
        n = -n if e.loses else n * e.times + (e.plus if e.times else 0)
    return n, used
