"""Handles: how users refer to permanents.

A :class:`Permanent` is a small value (an id and a name) that stays valid in copies of
the board it came from: every board looks a permanent up by its id. It also remembers
the board that made it, only to display itself in a notebook.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mtglab.board.board import Board

__all__ = ["CardHandle", "Permanent"]


@dataclass(frozen=True)
class Permanent:
    """A handle on a permanent: ``str(p)`` is its name, ``p.id`` its object id."""

    id: int
    name: str
    _board: Any = field(default=None, compare=False, hash=False, repr=False)
    #: the family of boards (a board and its copies) the handle belongs to
    lineage: int | None = field(default=None, compare=False, hash=False, repr=False)

    @classmethod
    def of(cls, pid: int, name: str, board: Board | None) -> Permanent:
        """A handle that remembers (weakly) the board that made it."""
        ref = weakref.ref(board) if board is not None else None
        return cls(pid, name, ref, getattr(board, "lineage", None))

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<Permanent #{self.id} {self.name}>"

    @property
    def board(self) -> Board | None:
        """The board this handle came from, if it still exists."""
        return self._board() if self._board is not None else None

    def _repr_html_(self) -> str:
        board = self.board
        if board is None or self.id not in board.state.permanents:
            return f"<code>{self!r}</code>"
        from mtglab.board.display import permanent_html

        return permanent_html(board, self)


@dataclass(frozen=True)
class CardHandle:
    """A handle on a card in a hand, a library, a graveyard or exile: ``str(c)`` is its
    name, ``c.id`` its object id in that zone (a card that moves is a new object, 400.7),
    ``c.zone`` where it was when the handle was made."""

    id: int
    name: str
    zone: str
    owner: str
    lineage: int | None = field(default=None, compare=False, hash=False, repr=False)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<Card #{self.id} {self.name} in {self.owner}'s {self.zone}>" \
            if self.zone != "exile" else f"<Card #{self.id} {self.name} in exile>"
