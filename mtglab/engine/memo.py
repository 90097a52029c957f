"""Memos keyed by game state: what is computed about a state, kept beside it, not in it.

A :class:`~mtglab.engine.state.GameState` is immutable, so anything computed from it
(characteristics after layers, could-produce sets, the replacement effects in force) is
valid for as long as the state lives. :func:`memo_of` gives the dictionary that holds those
answers for a state. No state carries a mutable cache, and no answer leaks between states
that differ in anything the rules look at.

The key is the state's *rules content*: every field except the log and the counters that
hand out ids and timestamps, which no rule reads. An action writes log rows and takes ids
as it goes; the states in between share their answers, so a log row never costs a
recomputation of the layers. The parts of the key are held by the memo table itself (so
their identities can't be reused while an entry lives), and the table keeps the most
recently used states only.

>>> from mtglab.engine.state import GameState, PlayerState
>>> s = GameState((PlayerState("you"),), "you")
>>> memo_of(s)["answer"] = 42
>>> memo_of(s.logged("note", "", "", ""))["answer"]  # a log row changes no answer
42
>>> memo_of(s.evolve(turn=2))
{}
"""

from __future__ import annotations

import dataclasses
import weakref
from collections import OrderedDict
from collections.abc import Hashable
from typing import Any

__all__ = ["MEMO_SIZE", "PartsMemo", "memo_of"]

#: how many states' memos are kept (the least recently used go first)
MEMO_SIZE = 512

#: fields no rule reads: the log and the id and timestamp counters
_NEUTRAL = frozenset({"log", "next_id", "next_timestamp", "pending_triggers"})

_MEMOS: OrderedDict[tuple[int, ...], tuple[tuple[Any, ...], dict[str, Any]]] = OrderedDict()
_FIELDS: dict[type, tuple[str, ...]] = {}


def _fields(state: object) -> tuple[str, ...]:
    cls = type(state)
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls)  # type: ignore[arg-type]
                                     if f.name not in _NEUTRAL)
    return names


class _Forget:
    """Drops a state's entry in the identity table when the state is collected (safe at
    interpreter shutdown: it holds the table itself, not the module's globals)."""

    __slots__ = ("key", "table")

    def __init__(self, key: int, table: dict[int, Any]) -> None:
        self.key = key
        self.table = table

    def __call__(self, ref: weakref.ref[Any]) -> None:
        entry = self.table.get(self.key)
        if entry is not None and entry[0] is ref:
            del self.table[self.key]


#: state object -> its memo, for the states alive now (the fast path)
_BY_ID: dict[int, tuple[weakref.ref[Any], dict[str, Any]]] = {}


def memo_of(state: object) -> dict[str, Any]:
    """The memo of a state (created empty on first use)."""
    hit = _BY_ID.get(id(state))
    if hit is not None and hit[0]() is state:
        return hit[1]
    memo = _content_memo(state)
    ref = weakref.ref(state, _Forget(id(state), _BY_ID))
    _BY_ID[id(state)] = (ref, memo)
    return memo


def _content_memo(state: object) -> dict[str, Any]:
    parts = tuple(getattr(state, name) for name in _fields(state))
    key = tuple(map(id, parts))
    entry = _MEMOS.get(key)
    if entry is not None:
        _MEMOS.move_to_end(key)
        return entry[1]
    memo: dict[str, Any] = {}
    _MEMOS[key] = (parts, memo)  # the parts are held, so their ids stay theirs
    if len(_MEMOS) > MEMO_SIZE:
        _MEMOS.popitem(last=False)
    return memo


class PartsMemo:
    """Answers keyed by a few immutable parts of a state (one permanent and the effects on
    it, say), so that states sharing those parts share the answer: what an action didn't
    touch isn't recomputed. Keys are the parts' identities; the table holds the parts, so
    an identity can't be reused while its entry lives, and keeps the most recently used
    ``size`` entries. Nothing here is stored in a state.

    >>> m = PartsMemo(2)
    >>> part = ("a", "b")
    >>> m.get((part,)) is None
    True
    >>> m.put((part,), 42)
    42
    >>> m.get((part,))
    42
    """

    __slots__ = ("_entries", "size")

    def __init__(self, size: int = 8192) -> None:
        self.size = size
        self._entries: OrderedDict[tuple[Hashable, ...], tuple[tuple[Any, ...], Any]] = \
            OrderedDict()

    def get(self, parts: tuple[Any, ...], plain: tuple[Hashable, ...] = ()) -> Any:
        """The answer stored for these parts (and these plain values, compared by value:
        small ints and strings), or None."""
        key = (*plain, *map(id, parts))
        entry = self._entries.get(key)
        if entry is None:
            return None
        self._entries.move_to_end(key)
        return entry[1]

    def clear(self) -> None:
        """Forget every answer."""
        self._entries.clear()

    def put(self, parts: tuple[Any, ...], value: Any,
            plain: tuple[Hashable, ...] = ()) -> Any:
        """Store an answer for these parts and plain values (and return it)."""
        key = (*plain, *map(id, parts))
        self._entries[key] = (parts, value)
        if len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return value
