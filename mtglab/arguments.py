"""Checks on arguments that every layer's public functions share (no game knowledge).

Each function checks one kind of argument and raises
:class:`~mtglab.errors.BadArgumentError` (a ``ValueError``: the value is of the right
kind but not usable) or :class:`~mtglab.errors.BadArgumentTypeError` (a ``TypeError``:
the value is of the wrong kind), both :class:`~mtglab.errors.MtglabError`, naming the
argument and quoting the value shortened. They sit at the bottom of the layers, beside
the errors, so that the analysis functions and the Board facade
(:mod:`mtglab.board.validation`, which adds the checks that know cards and zones) use
the same ones.

>>> check_limit("x")
Traceback (most recent call last):
mtglab.errors.BadArgumentTypeError: limit: expected a whole number of one or more, got 'x' (str)
>>> check_sequence(5, "targets")
Traceback (most recent call last):
mtglab.errors.BadArgumentTypeError: targets: expected a list, e.g. targets=[p], got 5 (int)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from mtglab.errors import BadArgumentError, BadArgumentTypeError, UnknownPlayerError

__all__ = [
    "MAX_COUNT",
    "check_count",
    "check_flag",
    "check_limit",
    "check_player",
    "check_sequence",
    "check_text",
    "check_x",
    "is_whole",
]

#: The most counters (or X, or mana) one set-up call may add: beyond any real board
MAX_COUNT: Final = 1_000_000


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (an int, numpy's too; not a bool)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return True
    return hasattr(value, "__index__") and hasattr(value, "dtype")  # numpy integers


def check_player(players: Sequence[str], player: Any, field: str = "player", *,
                 optional: bool = False) -> None:
    """``player`` is one of this board's players (by name); None too if ``optional``."""
    if optional and player is None:
        return
    if not isinstance(player, str):
        raise BadArgumentTypeError(field, player, "a player's name such as 'you'")
    if player not in players:
        raise UnknownPlayerError(player, players, field=field)


def check_count(n: Any, field: str = "n", *, nonzero: bool = True,
                negative: bool = True) -> None:
    """A number of counters (or objects): a whole number within ±MAX_COUNT."""
    if not is_whole(n):
        raise BadArgumentTypeError(field, n, "a whole number")
    if nonzero and n == 0:
        raise BadArgumentError(field, n, "a nonzero number")
    if not negative and n < 0:
        raise BadArgumentError(field, n, "zero or more")
    if abs(n) > MAX_COUNT:
        raise BadArgumentError(field, n, f"within ±{MAX_COUNT:,} (mtglab's limit)")


def check_x(x: Any, field: str = "x") -> None:
    """A value for X (CR 107.3): None or a whole number of zero or more."""
    if x is not None:
        check_count(x, field, nonzero=False, negative=False)


def check_flag(value: Any, field: str, *, optional: bool = False) -> None:
    """A yes/no argument (``tapped=``, ``check_state=`` ...): True or False (or None if
    ``optional``)."""
    if optional and value is None:
        return
    if not isinstance(value, bool):
        raise BadArgumentTypeError(field, value, "True or False")


def check_limit(limit: Any, field: str = "limit") -> None:
    """A row limit for an enumeration: a whole number of one or more."""
    if not is_whole(limit):
        raise BadArgumentTypeError(field, limit, "a whole number of one or more")
    if limit < 1:
        raise BadArgumentError(field, limit, "a whole number of one or more")


def check_sequence(value: Any, field: str, *, optional: bool = False,
                   mapping: bool = False) -> None:
    """A list of answers, targets or labels (``choices=``, ``targets=``, ``order=``): any
    iterable but a string; None too if ``optional``; a mapping too if ``mapping``."""
    if optional and value is None:
        return
    if isinstance(value, Mapping) and not mapping:
        raise BadArgumentTypeError(field, value, f"a list, e.g. {field}=[...]")
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        example = "[p]" if field in ("targets", "keep") else "[...]"
        raise BadArgumentTypeError(field, value, f"a list, e.g. {field}={example}")


def check_text(value: Any, field: str) -> None:
    """A text argument (an Oracle text, a layout name)."""
    if not isinstance(value, str):
        raise BadArgumentTypeError(field, value, "text")
