"""An ability printed in a level, class level or station block, played at its block
(CR 711.2a, 716.2a, 721.2a): the permanent has it only while the block's condition
(:attr:`~mtglab.cards.ability.Ability.held_while`) holds, so a check that plays it
either gives the permanent what that condition needs (:func:`reach_block`: its level,
level counters or charge counters) or, where the check puts the card on its board
itself, plays it as held (:func:`at_its_block`).
"""

from __future__ import annotations

from dataclasses import replace

from mtglab.board.board import Board, PermanentLike
from mtglab.cards.ability import Ability
from mtglab.cards.effects import Condition
from mtglab.cards.levels import CLASS_LEVEL
from mtglab.cards.model import Card

__all__ = ["at_its_block", "block_needs", "reach_block"]


def block_needs(cond: Condition | None) -> tuple[int | None, dict[str, int]]:
    """The class level (None: none needed) and the counters (kind: how many) that make
    ``cond`` — a block's condition — hold: the least of each (711.2a, 716.2a, 721.2a)."""
    level: int | None = None
    counters: dict[str, int] = {}
    for c in (cond.conditions if cond is not None and cond.kind == "all" else (cond,)):
        if c is None or c.negate:  # "not N or more": the least count holds it
            continue
        if c.kind == CLASS_LEVEL and c.count:
            level = max(level or 1, int(c.count))
        elif c.kind == "counter_on_self" and c.counter and c.count:
            counters[c.counter] = max(counters.get(c.counter, 0), int(c.count))
    return level, counters


def reach_block(b: Board, p: PermanentLike, ability: Ability) -> None:
    """Give the permanent ``p`` on ``b`` what ``ability``'s block needs: its level
    (:meth:`Board.edit`, 716.2b) and its level or charge counters (set-up counters,
    :meth:`Board.add_counters`). Nothing for an ability outside a block."""
    level, counters = block_needs(ability.held_while)
    if level is not None and level > 1:
        b.edit(p, level=level)
    for kind, n in counters.items():
        b.add_counters(p, kind, n)


def at_its_block(card: Card, ability: Ability) -> tuple[Card, Ability]:
    """``card`` and ``ability`` as played at the ability's block: the ability held
    whatever the permanent's level and counters (the same ability in the card's list,
    so its place among them is kept). Unchanged for an ability outside a block."""
    if ability.held_while is None:
        return card, ability
    held = replace(ability, held_while=None)
    return replace(card, abilities=tuple(held if a is ability else a
                                         for a in card.abilities)), held
