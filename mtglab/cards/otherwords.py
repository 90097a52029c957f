"""The word "other" in an instant or sorcery (CR 608.2c, 109.5).

An ability of a permanent that says "each other creature" means other than its source.
A spell is no permanent: its "other" means other than what its earlier words named — the
target of "Target creature you control gets +2/+1 ... Each other creature you control
gets +1/+1", the tokens of "Create X 1/1 Soldier tokens. ... destroy all other
creatures" (608.2c: read the whole text). The engine plays that for the spells it
resolves the general way; this module finds the uses of "other" it can't play yet.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

from mtglab.cards.effectparts import Amount, Relation, Selector

__all__ = ["counts_other", "names_other"]


def _parts(value: object) -> Iterator[object]:
    """Every record inside ``value`` (itself included), depth first."""
    yield value
    if isinstance(value, tuple | list):
        for v in value:
            yield from _parts(v)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _parts(getattr(value, f.name))


def _is_other(sel: Selector) -> bool:
    return sel.relation is Relation.OTHER or any(_is_other(e) for e in sel.either)


def names_other(value: object) -> bool:
    """Whether an instruction (or anything in it) selects "other" objects (109.5)."""
    return any(isinstance(p, Selector) and _is_other(p) for p in _parts(value))


def counts_other(value: object) -> bool:
    """Whether an amount inside ``value`` counts "other" objects: "gets +1/+0 for each
    other attacking creature", where "other" is other than each object that gets the
    bonus (608.2c), a count that differs from one object to the next."""
    return any(isinstance(p, Amount) and p.selector is not None and _is_other(p.selector)
               for p in _parts(value))
