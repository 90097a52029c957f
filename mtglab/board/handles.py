"""Handles: how users refer to permanents.

A :class:`Permanent` is a small value (an id and a name) that stays valid in copies of
the board it came from and on the board read back from its file: every board looks a
permanent up by its id. Object ids are never reused on a board (CR 400.7: a card that
moves is a new object with a new id), so a handle also remembers which object it was made
for — the card (or token) it is and its owner, which no copy effect, control change or
transformation alters — and a board whose permanent of that id is another object refuses
the handle (it comes from an unrelated board). It remembers the board that made it,
weakly, only to display itself in a notebook.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtglab.board.display import permanent_html

if TYPE_CHECKING:
    from mtglab.board.board import Board
    from mtglab.engine.state import PermanentState

__all__ = ["CardHandle", "Permanent", "object_identity"]


def object_identity(perm: PermanentState) -> tuple[str, str]:
    """Which object a permanent is, in terms no effect changes: its owner (CR 108.3) and
    the name of the card it is — both faces' name for a double-faced card, which
    transforming does not change (712.8) — or of the token (111.4); not its current name,
    which a copy effect changes (707.2)."""
    return perm.owner, perm.card.name if perm.card is not None else perm.base.name


@dataclass(frozen=True)
class Permanent:
    """A handle on a permanent: ``str(p)`` is its name, ``p.id`` its object id."""

    id: int
    name: str
    _board: Any = field(default=None, compare=False, hash=False, repr=False)
    #: the object it was made for: (owner, name of the card or token it is), see
    #: :func:`object_identity`; None for a handle built by hand (checked by id only)
    identity: tuple[str, str] | None = field(default=None, compare=False, hash=False,
                                             repr=False)

    @classmethod
    def of(cls, pid: int, name: str, board: Board | None) -> Permanent:
        """A handle that remembers (weakly) the board that made it, and the object."""
        ref = weakref.ref(board) if board is not None else None
        perm = board.state.permanents.get(pid) if board is not None else None
        return cls(pid, name, ref, object_identity(perm) if perm is not None else None)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<Permanent #{self.id} {self.name or '(no name: face down, 708.2a)'}>"

    @property
    def board(self) -> Board | None:
        """The board this handle came from, if it still exists."""
        return self._board() if self._board is not None else None

    def _repr_html_(self) -> str:
        board = self.board
        if board is None or self.id not in board.state.permanents:
            return f"<code>{self!r}</code>"

        return permanent_html(board, self)


@dataclass(frozen=True)
class CardHandle:
    """A handle on a card in a hand, a library, a graveyard or exile: ``str(c)`` is its
    name, ``c.id`` its object id in that zone (a card that moves is a new object, 400.7),
    ``c.zone`` where it was when the handle was made. A board whose card of that id
    has another name or owner refuses it (it comes from an unrelated board)."""

    id: int
    name: str
    zone: str
    owner: str

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<Card #{self.id} {self.name} in {self.owner}'s {self.zone}>" \
            if self.zone != "exile" else f"<Card #{self.id} {self.name} in exile>"
