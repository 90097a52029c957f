"""Memos keyed by game state: what is computed about a state, kept beside it, not in it.

A :class:`~mtglab.engine.state.GameState` is immutable, so anything computed from it
(characteristics after layers, could-produce sets, the replacement effects in force) is
valid for as long as the state lives. :func:`memo_of` gives the dictionary that holds
those answers for one state object. The dictionary is keyed by the state's identity and
dropped when the state is garbage-collected; no state carries a mutable cache, and no
two states share one.

>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState((PlayerState("you"),), "you")
>>> memo_of(s)["answer"] = 42
>>> memo_of(s)["answer"]
42
>>> memo_of(s.evolve(turn=2))
{}
"""

from __future__ import annotations

import weakref
from typing import Any

__all__ = ["memo_of"]

_MEMOS: dict[int, tuple[weakref.ref[Any], dict[str, Any]]] = {}


class _Forget:
    """Drops a memo when its state is collected (safe at interpreter shutdown: it holds
    the table itself, not the module's globals)."""

    __slots__ = ("key", "memos")

    def __init__(self, key: int, memos: dict[int, tuple[weakref.ref[Any], dict[str, Any]]]):
        self.key = key
        self.memos = memos

    def __call__(self, ref: weakref.ref[Any]) -> None:
        entry = self.memos.get(self.key)
        if entry is not None and entry[0] is ref:
            del self.memos[self.key]


def memo_of(state: object) -> dict[str, Any]:
    """The memo of one state object (created empty on first use)."""
    key = id(state)
    entry = _MEMOS.get(key)
    if entry is not None and entry[0]() is state:
        return entry[1]
    memo: dict[str, Any] = {}
    ref = weakref.ref(state, _Forget(key, _MEMOS))
    _MEMOS[key] = (ref, memo)
    return memo
