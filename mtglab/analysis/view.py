"""What the analysis layer needs of a board: its state, and a way to name things on it.

The analysis functions take the immutable :class:`~mtglab.engine.state.GameState`; their
public forms (``ml.orderings(b, ...)``, ``ml.mana_summary(b, ...)``) also accept anything
shaped like :class:`BoardView` — the :class:`~mtglab.board.Board` facade is one — so that
this layer never imports the facade that sits above it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from mtglab.engine.state import GameState
from mtglab.errors import BadArgumentTypeError

__all__ = ["BoardView", "check_board"]


def check_board(board: Any, field: str = "board") -> None:
    """``board`` is shaped like :class:`BoardView` (an ``ml.Board``): it has a state."""
    if not isinstance(getattr(board, "state", None), GameState):
        raise BadArgumentTypeError(field, board, "a board (ml.Board())")


class BoardView(Protocol):
    """A board as the analysis layer sees it (structural typing, nothing to inherit): it
    is read, never acted on — actions and payment are the engine's, on states."""

    @property
    def state(self) -> GameState:
        """The current immutable game state."""

    @property
    def active(self) -> str:
        """The active player."""

    def id_of(self, p: Any) -> int:
        """The id of the permanent a handle, a name or an id refers to."""

    def ability_index(self, p: Any, ability: int | str) -> tuple[int, int]:
        """The permanent id and ability index a handle and an ability reference name."""

    @property
    def could_produce_table(self) -> Callable[[], Any]:
        """The could-produce table (CR 106.7)."""
