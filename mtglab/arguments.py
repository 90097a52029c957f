"""Checks on arguments that every layer's public functions share.

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

import os
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from mtglab.errors import BadArgumentError, BadArgumentTypeError, UnknownPlayerError

__all__ = [
    "MAX_COUNT",
    "MAX_ITEMS",
    "MAX_PATH",
    "MAX_TEXT",
    "PRINTED_NUMBER",
    "TOKEN_KEYS",
    "as_path",
    "check_colors",
    "check_count",
    "check_flag",
    "check_limit",
    "check_number",
    "check_path",
    "check_player",
    "check_sequence",
    "check_text",
    "check_token_definition",
    "check_token_spec",
    "check_x",
    "is_whole",
    "list_items",
]

#: The most counters (or X, or mana) one set-up call may add: beyond any real board
MAX_COUNT: Final = 1_000_000
#: The most characters a text holds (README, "Hostile input"): what a card file or a
#: board file holds in one text field, so an action can't make a board its file refuses
MAX_TEXT: Final = 20_000
#: The longest path a file argument may have (Linux's PATH_MAX)
MAX_PATH: Final = 4_096
#: The most items a list argument (choices, an order, cards to exile ...) may hold
MAX_ITEMS: Final = 10_000


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


def check_number(n: Any, field: str, low: int, high: int, *, optional: bool = False,
                 what: str = "a whole number") -> None:
    """A whole number from ``low`` to ``high`` (None too if ``optional``).

    >>> check_number(5, "speed", 0, 4)
    Traceback (most recent call last):
    mtglab.errors.BadArgumentError: speed: 5 is not a whole number from 0 to 4
    """
    if optional and n is None:
        return
    if not is_whole(n):
        raise BadArgumentTypeError(field, n, what)
    if not low <= n <= high:
        raise BadArgumentError(field, n, f"{what} from {low:,} to {high:,}")


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


def check_text(value: Any, field: str, *, limit: int = MAX_TEXT,
               optional: bool = False) -> None:
    """A text argument (an Oracle text, a layout name, a title): a string of at most
    ``limit`` characters (:data:`MAX_TEXT`: what a board or card file holds); None too
    if ``optional``."""
    if optional and value is None:
        return
    if not isinstance(value, str):
        raise BadArgumentTypeError(field, value, "text")
    if len(value) > limit:
        raise BadArgumentError(field, value, f"a text of at most {limit:,} characters "
                               f"(mtglab's limit; it has {len(value):,})")


def check_path(value: Any, field: str = "path") -> None:
    """A file's path: a string or a :class:`~pathlib.Path` (any ``os.PathLike``) that a
    file system could name: no NUL character, at most :data:`MAX_PATH` characters."""
    if not isinstance(value, str | os.PathLike):
        raise BadArgumentTypeError(field, value, "a file's path (a string or a Path)")
    try:
        text = os.fspath(value)
    except TypeError:
        raise BadArgumentTypeError(field, value, "a file's path (a string or a Path)") \
            from None
    if not isinstance(text, str):
        text = os.fsdecode(text)
    if "\x00" in text:
        raise BadArgumentError(field, value, "a file's path: it holds a NUL character")
    if len(text) > MAX_PATH:
        raise BadArgumentError(field, value, f"a file's path of at most {MAX_PATH:,} "
                               "characters")


def as_path(value: Any, field: str = "path") -> Path:
    """:func:`check_path`, then the path as a :class:`~pathlib.Path`."""
    check_path(value, field)
    return Path(value)


def list_items(value: Any, field: str, example: str = "[...]") -> list[Any]:
    """The items of a list argument: any iterable but a string, bytes or a mapping, of
    at most :data:`MAX_ITEMS` items."""
    if isinstance(value, str | bytes | Mapping) or not isinstance(value, Iterable):
        raise BadArgumentTypeError(field, value, f"a list, e.g. {field}={example}")
    items = list(value)
    if len(items) > MAX_ITEMS:
        raise BadArgumentError(field, value, f"a list of at most {MAX_ITEMS:,} items")
    return items


#: What a card prints as power, toughness or loyalty (CR 208.2): digits, "*", "X", "1+*",
#: "7-*", "*²", Un-cards' "½" and "1d4+1"; never NaN or an infinity
PRINTED_NUMBER: Final = re.compile(r"[-+]?(\d{1,9}|\d{0,9}\.5|½|\*|X|\?|∞|\d{1,2}d\d{1,3})?"
                                   r"([-+](\d{1,9}|\*))?(\*²)?")


def check_token_definition(name: Any, types: Any, subtypes: Any, colors: Any,
                           power: Any, toughness: Any, custom: bool, *,
                           supertypes: Any = (), oracle_text: Any = "") -> None:
    """A token defined by its characteristics (CR 111.3): types given (CR 205), colors
    among W U B R G, power/toughness whole numbers or printed strings."""
    if name is not None and not isinstance(name, str):
        raise BadArgumentTypeError("name", name, "a token name such as 'Treasure'")
    check_text(name, "name", optional=True)
    if not custom:
        if name is None:
            raise BadArgumentError("name", name, "a predefined token's name, or types= "
                                   "for a token defined by its characteristics (CR 111.3)")
        return
    check_text(oracle_text, "oracle_text")
    for field, value in (("types", types), ("subtypes", subtypes), ("colors", colors),
                         ("supertypes", supertypes)):
        if isinstance(value, str) or not isinstance(value, Iterable) or \
                not all(isinstance(v, str) for v in value):
            raise BadArgumentTypeError(field, value, "a list of words such as ['Creature']")
        for i, word in enumerate(list_items(value, field, "['Creature']")):
            check_text(word, f"{field}[{i}]", limit=200)
    if not list(types):
        raise BadArgumentError("types", types, "a non-empty list of card types: a token "
                               "defined by its characteristics needs them (CR 111.3, 205)")
    check_colors(colors)
    for field, value in (("power", power), ("toughness", toughness)):
        if value is not None and not (is_whole(value) or isinstance(value, str)):
            raise BadArgumentTypeError(field, value, "a whole number or a string like '*'")
        if isinstance(value, str) and not PRINTED_NUMBER.fullmatch(value.strip()):
            raise BadArgumentError(field, value, "what a card prints: a number, '*', 'X', "
                                   "'1+*' ... (CR 208.2)")
        if is_whole(value) and abs(value) > MAX_COUNT:
            raise BadArgumentError(field, value, f"within ±{MAX_COUNT:,} (mtglab's limit)")


def check_colors(colors: Any, field: str = "colors") -> None:
    """Colors: letters W U B R G or color names (CR 105.1)."""
    names = {"white", "blue", "black", "red", "green"}
    for c in colors:
        if not isinstance(c, str) or ((c.upper() not in "WUBRG" or len(c) != 1) and \
                c.lower() not in names):
            raise BadArgumentError(field, c, "a color: W U B R G (CR 105.1)")


#: The keywords of a token defined in a mapping (``ml.orderings(b, create=({...}, n))``):
#: those of ``Board.create_token`` that define it (CR 111.3)
TOKEN_KEYS: Final = ("name", "types", "subtypes", "supertypes", "colors", "power",
                     "toughness", "oracle_text", "tapped")


def check_token_spec(create: Any, field: str = "create") -> None:
    """Tokens to create: a predefined token's name (``"Treasure"``, CR 111.10), a mapping
    of :data:`TOKEN_KEYS` (111.3), or ``(either, n)`` for ``n`` of them (111.1)."""
    expected = ("a token: a name such as 'Treasure', a mapping of create_token keywords, "
                "or (token, n)")
    if isinstance(create, str | Mapping):
        spec: Any = create
    elif isinstance(create, tuple | list) and len(create) == 2:
        spec, n = create
        check_number(n, f"{field}=(token, n): n", 1, MAX_COUNT,
                     what="a whole number of tokens (CR 111.1)")
    else:
        raise BadArgumentTypeError(field, create, expected)
    if isinstance(spec, str):
        check_text(spec, f"{field}: name")
        return
    if not isinstance(spec, Mapping):
        raise BadArgumentTypeError(field, spec, expected)
    for key in spec:
        if key not in TOKEN_KEYS:
            raise BadArgumentError(f"{field} key", key, "one of " +
                                   ", ".join(repr(k) for k in TOKEN_KEYS))
    check_flag(spec.get("tapped", False), f"{field}: tapped")
    check_token_definition(spec.get("name"), spec.get("types", ()), spec.get("subtypes", ()),
                           spec.get("colors", ()), spec.get("power"), spec.get("toughness"),
                           True, supertypes=spec.get("supertypes", ()),
                           oracle_text=spec.get("oracle_text", ""))
