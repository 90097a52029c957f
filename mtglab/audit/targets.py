"""Something of the right kind for each word "target" of a text, put on a board (CR 115.1,
601.2c).

For instructions the engine plays the general way (:func:`mtglab.engine.effects.general.is_general`)
the words "target" are :func:`mtglab.engine.resolution.targeting.parts_of` (one list of targets per
word, in the order of the text); for the older records, the target selectors of their
fields, in order (one flat list). Each word gets an object made to match it
(:func:`mtglab.audit.setting.place_like`: an opponent's when the text names no
controller) or, for "target player" / "target opponent", the opponent.

>>> import mtglab as ml
>>> from mtglab.audit.setting import base_board
>>> murder = ml.Card.from_text(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
...                            oracle_text="Destroy target creature.")
>>> b = base_board()
>>> [[str(t) for t in group] for group in targets_for(b, murder.abilities[0].effects)]
[['Target']]
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from typing import Any

from mtglab.audit.setting import place_like
from mtglab.audit.stackobjects import place_on_stack
from mtglab.board.board import Board
from mtglab.cards.effects import MayDo, Relation, Selector
from mtglab.cards.instructions import Lasting, TargetPart
from mtglab.engine.effects.general import is_general, performs
from mtglab.engine.resolution.targeting import parts_of

__all__ = ["legacy_targets", "place_for", "targets_for"]


def place_for(b: Board, part: TargetPart, default: str = "opponent") -> Any:
    """An object (or player) one word "target" may choose, put on ``b``."""
    if part.stack is not None:  # a spell or ability on the stack (115.1)
        return place_on_stack(b, part.stack)
    if part.objects is None:
        return "opponent"
    return place_like(b, part.objects, default)


def legacy_targets(effects: Sequence[Any]) -> Iterator[Selector]:
    """The target selectors of older effect records, in field order (115.1)."""
    for e in effects:
        if isinstance(e, MayDo):
            yield from legacy_targets(e.effects)
            continue
        if isinstance(e, Lasting):  # "target creature gains flying until end of turn"
            yield from legacy_targets([e.effect])
            continue
        if not dataclasses.is_dataclass(e) or isinstance(e, type):
            continue
        for f in dataclasses.fields(e):
            value = getattr(e, f.name)
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, Selector) and item.relation is Relation.TARGET:
                    yield item


def targets_for(b: Board, effects: Sequence[Any], default: str = "opponent") -> list[Any]:
    """The ``targets=`` of a spell or ability with these instructions, each placed on
    ``b``: one list per word "target" for general instructions — as many as the word
    needs at least, one for "up to one" ("two target creatures", 601.2c) — else a flat
    list."""
    if is_general(effects):
        return [[place_for(b, part, default) for _ in range(max(1, part.minimum))]
                for part in parts_of(effects)]
    out: list[Any] = []
    for e in effects:  # in the order of the text, as engine.mixed reads them (601.2c)
        if performs(e):
            out += [place_for(b, part, default) for part in parts_of([e])
                    for _ in range(max(1, part.minimum))]
        else:
            out += [place_like(b, sel, default) for sel in legacy_targets([e])
                    for _ in range(max(1, sel.target_min))]
    return out
