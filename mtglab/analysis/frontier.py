"""Pareto frontiers of mana pools as integer vectors: the building blocks of
:func:`mtglab.analysis.available.mana_outcomes`.

A pool is a row of six counts (W U B R G C, CR 106.1); a *frontier* is a 2-D integer
array of pools none of which has at least as much of every type as another (an
antichain under the product order). Every operation here is monotone — a pool with more
of every type can do whatever a smaller one can — so a frontier can be pruned to its
maximal rows after each step without losing an outcome:

* :func:`add_units` adds one mana of one of a set of types (City of Brass; "m mana in
  any combination of colors" is m such steps, Cascading Cataracts' five);
* :func:`add_options` adds one of a few fixed totals (a signet's {W}{U});
* :func:`pay_symbol` pays one mana symbol of a cost (CR 107.4: a type from a set, or
  one of anything for generic).

>>> f = start([0, 0, 0, 0, 0, 0])
>>> f = add_units(f, "WU")           # a Tundra
>>> f = add_units(f, "WU")           # and another
>>> sorted(pool_string(p) for p in f)
['UU', 'WU', 'WW']
>>> sorted(pool_string(p) for p in pay_symbol(f, "WUBRGC"))   # then pay {1}
['U', 'W']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from mtglab.mana import MANA_TYPES, Mana

__all__ = ["add_options", "add_units", "maximal", "pay_symbol", "pool_string", "start",
           "to_mana", "vector"]

WIDTH = len(MANA_TYPES)
_INDEX = {t: i for i, t in enumerate(MANA_TYPES)}
_BLOCK = 512  # rows compared at once while pruning (memory: _BLOCK x rows x 6 bytes)


def vector(m: Mana | str) -> np.ndarray:
    """A mana amount as a row of counts."""
    m = m if isinstance(m, Mana) else Mana(m)
    out = np.zeros(WIDTH, dtype=np.int64)
    for t in m.types:
        out[_INDEX[t]] = m[t]
    return out


def pool_string(row: Sequence[int] | np.ndarray) -> str:
    """A row of counts as a canonical mana string (``"WUU"``)."""
    return "".join(t * int(n) for t, n in zip(MANA_TYPES, row, strict=True))


def to_mana(row: Sequence[int] | np.ndarray) -> Mana:
    """A row of counts as :class:`~mtglab.mana.Mana`."""
    return Mana(pool_string(row))


def start(pool: Sequence[int] | np.ndarray) -> np.ndarray:
    """The frontier holding one pool."""
    return np.asarray(pool, dtype=np.int64).reshape(1, WIDTH)


_FIELD = 10  # bits per type in a packed pool: 9 for the count, 1 guard bit
_GUARD = sum(1 << (_FIELD * t + _FIELD - 1) for t in range(WIDTH))
_SHIFTS = np.arange(WIDTH, dtype=np.int64) * _FIELD


def _packed(rows: np.ndarray) -> np.ndarray:
    """Each row as one integer, a field of _FIELD bits per type (counts below 512)."""
    out: np.ndarray = (rows << _SHIFTS).sum(axis=1)
    return out


def _unique(rows: np.ndarray) -> np.ndarray:
    """The distinct rows (packed into one integer each where the counts allow: sorting
    integers is much faster than sorting rows)."""
    if len(rows) <= 1:
        return rows
    if int(rows.max()) < (1 << (_FIELD - 1)) and int(rows.min()) >= 0:
        keys = np.unique(_packed(rows))
        out: np.ndarray = (keys[:, None] >> _SHIFTS[None, :]) & ((1 << _FIELD) - 1)
        return out
    return np.unique(rows, axis=0)


def maximal(rows: np.ndarray) -> np.ndarray:
    """The rows that no other row dominates (distinct; sorted by total, largest first).

    A row can only be dominated by one with a larger total, so rows are compared block
    by block with the kept rows of larger totals only; when every row has the same
    total (the common case: every pool of a step made the same amount) nothing is
    compared at all. Rows are compared packed into one integer each, with a guard bit
    above every count: ``a >= b`` in every type exactly when no field of
    ``(a | guards) - b`` borrows from its guard bit (one subtraction for six types).
    """
    rows = _unique(rows)
    if len(rows) <= 1:
        return rows
    sums = rows.sum(axis=1)
    order = np.argsort(-sums, kind="stable")
    rows, sums = rows[order], sums[order]
    if sums[0] == sums[-1]:
        return rows
    packed = int(rows.max()) < (1 << (_FIELD - 1))
    keys = _packed(rows) if packed else rows
    keep = np.ones(len(rows), dtype=bool)
    first = int(np.searchsorted(-sums, -sums[0], side="right"))  # the top total: kept
    for i in range(first, len(rows), _BLOCK):
        j = min(i + _BLOCK, len(rows))
        # candidates: every kept row with a larger total than the block's smallest
        # (within the block too: a row dominated by a dominated row is dominated by a
        # maximal one as well, so comparing with all of them is exact)
        top = int(np.searchsorted(-sums, -sums[j - 1], side="left"))
        cand = np.flatnonzero(keep[:top])
        bsums = sums[i:j]
        if packed:
            k = keys[cand]
            ge = (((k[None, :] | _GUARD) - keys[i:j, None]) & _GUARD) == _GUARD
        else:
            ge = (keys[cand][None, :, :] >= keys[i:j, None, :]).all(axis=2)
        ge &= sums[cand][None, :] > bsums[:, None]
        keep[i:j] &= ~ge.any(axis=1)
    return rows[keep]


def _step(frontier: np.ndarray, deltas: np.ndarray) -> np.ndarray:
    """Every row plus every delta that leaves no count negative, pruned."""
    if len(frontier) == 0 or len(deltas) == 0:
        return frontier[:0]
    cand = (frontier[:, None, :] + deltas[None, :, :]).reshape(-1, WIDTH)
    cand = cand[(cand >= 0).all(axis=1)]
    return maximal(cand)


def _units(types: Iterable[str]) -> np.ndarray:
    """One row per type: one mana of it."""
    return np.eye(WIDTH, dtype=np.int64)[sorted({_INDEX[t] for t in types})]


def add_units(frontier: np.ndarray, types: Iterable[str], times: int = 1) -> np.ndarray:
    """Add ``times`` mana, each of any one of ``types`` (pruned after each)."""
    deltas = _units(types)
    for _ in range(times):
        frontier = _step(frontier, deltas)
    return frontier


def add_options(frontier: np.ndarray, options: Iterable[Mana]) -> np.ndarray:
    """Add one of the given totals."""
    deltas = np.array([vector(o) for o in options], dtype=np.int64).reshape(-1, WIDTH)
    return _step(frontier, deltas)


def pay_symbol(frontier: np.ndarray, types: Iterable[str]) -> np.ndarray:
    """Pay one mana of any one of ``types`` (all six for generic); pools that can't
    pay it are dropped."""
    return _step(frontier, -_units(types))
