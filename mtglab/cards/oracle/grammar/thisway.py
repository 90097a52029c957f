"""Transformer rules for "that many" and "... <verb>ed this way" (``thisway.lark``:
CR 608.2c, 608.2h, 609.3).

"That many" after an instruction is how many objects it actually moved, or the amount it
dealt, gained or lost (608.2c); "the number of cards discarded this way" and "for each
card exiled this way" count the same objects. Each reads one amount,
:attr:`~mtglab.cards.vocabulary.AmountKind.THAT_MUCH`, which the engine records as each
instruction resolves (:mod:`mtglab.engine.effects.thisway`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import Any

from lark import Token, Transformer, v_args

from mtglab.cards.effects import Amount, ControllerSpec, Selector
from mtglab.cards.vocabulary import AmountKind

__all__ = ["ThisWayRules", "this_way_in_mana"]


@v_args(inline=True)
class ThisWayRules(Transformer[Any, Any]):
    """The amounts of ``thisway.lark`` (a mixin of the parser's transformer)."""

    def count_that_many(self) -> Amount:
        """"That many": what the instruction before did or counted (608.2c)."""
        return Amount(AmountKind.THAT_MUCH, 0)

    def amount_done_this_way(self, _tok: Token) -> Amount:
        """"The number of cards exiled this way", "for each card discarded this way":
        every object the instruction before moved (608.2c, 609.3)."""
        return Amount(AmountKind.THAT_MUCH, 0)

    def amount_kind_done_this_way(self, sel: Selector, _tok: Token) -> Amount:
        """"For each creature destroyed this way": those of the objects the instruction
        before moved that had the kind named (608.2c, 608.2h)."""
        if sel.relation is not None or sel.zone is not None or \
                sel.controller is not ControllerSpec.ANY:
            raise ValueError("objects moved this way, of a zone, a controller or a relation")
        return Amount(AmountKind.THAT_MUCH, 0, selector=sel)


def this_way_in_mana(obj: Any) -> Iterator[str]:
    """Why an instruction adding mana that "for each permanent destroyed this way" counts
    is not played yet: mana is produced from the ability's own context, which does not
    see what the instruction before moved (608.2c)."""
    if isinstance(obj, Amount) and obj.kind is AmountKind.THAT_MUCH:
        yield "mana for each object moved this way: not recorded for mana (608.2c)"
    elif isinstance(obj, tuple | list):
        for item in obj:
            yield from this_way_in_mana(item)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from this_way_in_mana(getattr(obj, f.name))
